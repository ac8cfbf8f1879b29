"""Holdings in play, attachment hosts, look-and-take and the event's character, shared by the
records of several packs (registered into the hooks' tables on import), and the effect words
the records write with: ``game`` (an Effect("game") naming an operation) and ``when`` (a
condition). Conditions: ``event_character``, ``host_without_copy``, the attachment's host
``mb_host_participating`` and ``attached_host_trait``, and the chosen host ``mb_host_unique`` and ``dc_host_unique_clan``. Count: ``holdings``.
Game op: ``look_take``.
"""
from __future__ import annotations
from typing import Any
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import Cond, Effect, Target, THE_PLAYER
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER, HOLDING
from deckcheck.games.l5r.engine.hooks import COUNTS, CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState


def holdings_in_play(state: L5rState) -> list[int]:
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


def _event_character(state, ctx, value):
    e = ctx.event
    return e is not None and e.card >= 0 and e.card != ctx.source \
        and state.table.type[e.card] == CHARACTER


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


def game(name: str, *args: Any, target: Target = THE_PLAYER, until: str = "",
         amount: int = 0) -> Effect:
    return Effect("game", amount, target, until, (name, *args))


def when(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


CONDITIONS.update({
    "event_character": _event_character,
    "host_without_copy": _host_without_copy,
})


COUNTS.update({
    "holdings": lambda state, ctx, value: len(holdings_in_play(state)),
})


GAME_OPS.update({
    "look_take": _look_take,
})


# -- the operations only these records use ----------------------------------------------------
def _host_unique_clan(state, ctx, clan):
    t = state.table
    return ctx.chosen >= 0 and t.unique[ctx.chosen] and t.clan[ctx.chosen] == clan


CONDITIONS["dc_host_unique_clan"] = _host_unique_clan


# -- the operations only these records use ----------------------------------------------------
def _host_unique(state: L5rState, ctx, value) -> bool:
    h = ctx.chosen
    return h >= 0 and state.table.unique[h]


def _host_participating(state: L5rState, ctx, value) -> bool:
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and host in state.attackers


CONDITIONS["mb_host_unique"] = _host_unique
CONDITIONS["mb_host_participating"] = _host_participating


def _attached_host_trait(state: L5rState, ctx, trait) -> bool:
    """The attachment's character has the trait."""
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and trait in state.table.traits[host]


CONDITIONS["attached_host_trait"] = _attached_host_trait
