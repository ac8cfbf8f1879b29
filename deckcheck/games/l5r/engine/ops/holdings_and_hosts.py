"""Holdings, attachment hosts, look-and-take, rebuild and the effect words the records write
with, shared by the records of several packs (registered into the hooks' tables on import).

Conditions: ``holding_in_play``, ``bowed_at_least``, ``event_character``, ``host_no_fate``,
``host_without_copy``, ``rebuild_slot``. Counts: ``holdings``, ``frozen_military``. Game
ops: ``look_take``, ``ready_best``, ``freeze_military``, ``rebuild``, ``keep_host``. Words:
``game`` (an Effect("game") naming one of these operations), ``when`` (a condition),
``cannot``, ``sacrifice``. Marks live in ``state.used`` under negative keys (MARK_FROZEN).
"""
from __future__ import annotations

from typing import Any
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import Cond, Effect, Target, THE_PLAYER
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER, HOLDING
from deckcheck.games.l5r.engine.hooks import COUNTS, CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, SH_SLOT, L5rState


MARK_FROZEN = -(2 << 20)


def holdings(state: L5rState) -> list[int]:
    t = state.table
    return [c for slot in state.provinces[:SH_SLOT] for c in slot
            if t.type[c] == HOLDING and c not in state.facedown]


def best_card(state: L5rState, found: list[int]) -> int:
    """The card the greedy player keeps: the dearest one it can pay for now, else the
    cheapest."""
    t = state.table
    payable = [c for c in found if t.cost[c] <= state.fate]
    if payable:
        return max(payable, key=lambda c: (t.cost[c], -c))
    return min(found, key=lambda c: (t.cost[c], c))


def _total_skill(state: L5rState, c: int) -> int:
    return (play_rules.skill(state, c, MILITARY) or 0) + (play_rules.skill(state, c, POLITICAL) or 0)


def _holding_in_play(state, ctx, value):
    return bool(holdings(state))


def _bowed_at_least(state, ctx, value):
    return sum(1 for c in play_rules.characters(state) if c in state.bowed) >= value


def _event_character(state, ctx, value):
    e = ctx.event
    return e is not None and e.card >= 0 and e.card != ctx.source \
        and state.table.type[e.card] == CHARACTER


def _host_no_fate(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host in state.play and state.fate_on.get(host, 0) == 0


def _host_without_copy(state, ctx, value):
    t = state.table
    title = t.title[ctx.source]
    return not any(h == ctx.chosen and t.title[a] == title for a, h in state.attached.items())


def _look_take(state, ctx, eff, cards):
    _, n, rest = eff.value
    top = state.conflict[-n:]
    if not top:
        return
    keep = best_card(state, top)
    for c in top:
        state.conflict.remove(c)
        play_rules.seen(state, c)
    state.hand.append(keep)
    others = [c for c in reversed(top) if c != keep]
    if rest == "bottom":
        for c in others:
            state.conflict.insert(0, c)
    else:
        state.conflict.extend(others)
        piles.shuffle(state, state.conflict)


def _ready_best(state, ctx, eff, cards):
    bowed = [c for c in play_rules.characters(state) if c in state.bowed]
    if bowed:
        play_rules.ready(state, max(bowed, key=lambda c: (_total_skill(state, c), -c)))


def _freeze_military(state, ctx, eff, cards):
    state.used[MARK_FROZEN - ctx.source] = play_rules.skill(state, ctx.source, MILITARY) or 0


def _keep_host(state, ctx, eff, cards):
    """Reprieve: the host stays through the fate phase's discard; 1 fate token (no
    FATE_PLACED event), which the phase's fate removal takes off again."""
    host = state.attached.get(ctx.source, -1)
    if host in state.play:
        piles.add(state.fate_on, host, 1)


def rebuild_slot(state: L5rState) -> int:
    """The province Rebuild uses: an empty one, else one with a facedown card, else the one
    with the dearest face-up character (-1: every province shows a holding)."""
    t = state.table
    best, key = -1, None
    for slot in range(SH_SLOT):
        cards = state.provinces[slot]
        if any(t.type[c] == HOLDING and c not in state.facedown for c in cards):
            continue
        k = (0,) if not cards else (1,) if any(c in state.facedown for c in cards) else \
            (2, -max(t.cost[c] for c in cards))
        if key is None or k < key:
            best, key = slot, k
    return best


def _rebuild(state, ctx, eff, cards):
    slot = rebuild_slot(state)
    for h in cards:
        if slot < 0 or h not in state.dynasty_discard:
            return
        out = list(state.provinces[slot])
        for c in out:
            piles.take(state.provinces, slot, c)
            state.facedown.discard(c)
            state.dynasty.append(c)
        if out:
            piles.shuffle(state, state.dynasty)
        state.dynasty_discard.remove(h)
        piles.put(state.provinces, slot, h)
        play_rules.seen(state, h)
        play_rules.note(state, "revealed", h)


def _rebuild_slot(state, ctx, value):
    return rebuild_slot(state) >= 0


def game(name: str, *args: Any, target: Target = THE_PLAYER, until: str = "",
         amount: int = 0) -> Effect:
    return Effect("game", amount, target, until, (name, *args))


def sacrifice(target: Target) -> Effect:
    return Effect("sacrifice", 0, target)


def cannot(what: str) -> Effect:
    """This card cannot do ``what`` (a constant on itself, read by ``play_rules.cannot``)."""
    from deckcheck.goldfish.abilities.records import THIS
    return Effect("cannot", 0, THIS, value=what)


def when(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


CONDITIONS.update({
    "holding_in_play": _holding_in_play,
    "bowed_at_least": _bowed_at_least,
    "event_character": _event_character,
    "host_without_copy": _host_without_copy,
    "host_no_fate": _host_no_fate,
})


COUNTS.update({
    "holdings": lambda state, ctx, value: len(holdings(state)),
    "frozen_military": lambda state, ctx, value: state.used.get(MARK_FROZEN - ctx.source, 0),
})


CONDITIONS["rebuild_slot"] = _rebuild_slot


GAME_OPS.update({
    "look_take": _look_take,
    "ready_best": _ready_best,
    "freeze_military": _freeze_military,
    "rebuild": _rebuild,
    "keep_host": _keep_host,
})
