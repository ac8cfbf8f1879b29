"""Conflict limits and putting characters into play, shared by the records of several packs
(registered into the hooks' tables on import): ``per_conflict`` / ``per_round`` ("(Max n per
conflict)": the condition ``uni_limit`` and the counting effect ``uni_count``), ``uni_short``
(the conflict's skill is still below the attacked province's strength: the greedy pilot's
policy for moving characters in and buying skill), ``uni_bid_lower``, ``uni_host_ready``,
``uni_put_best`` (the strongest characters of the conflict type put into play), and the
words ``uni`` / ``uni_when``.
"""
from __future__ import annotations

from typing import Any
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import THE_PLAYER, Cond, Effect, Target
from deckcheck.games.l5r.engine import conflicts, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, conflict_skill
from deckcheck.games.l5r.engine.state import MILITARY, SH_SLOT, L5rState


def skill_or_zero(state: L5rState, c: int, ctype: int) -> int:
    return play_rules.skill(state, c, ctype) or 0


def _put_candidates(state: L5rState, zone: str, trait: str) -> list[int]:
    t = state.table
    if zone == "province":
        pool = [c for slot in state.provinces[:SH_SLOT] for c in slot if c not in state.facedown]
    else:
        pool = list(state.dynasty_discard)
    return [c for c in pool if t.type[c] == CHARACTER and (not trait or trait in t.traits[c])
            and play_rules.duplicate_in_play(state, c) < 0]


def _best_puts(state: L5rState, zone: str, trait: str, budget: int) -> list[int]:
    t = state.table
    ctype = state.c_type or MILITARY
    found = sorted(_put_candidates(state, zone, trait),
                   key=lambda c: (-(skill_or_zero(state, c, ctype)), t.cost[c], c))
    if not budget:
        return found[:1]
    picked: list[int] = []
    titles: set[int] = set()
    left = budget
    for c in found:
        if t.cost[c] <= left and not (t.unique[c] and t.title[c] in titles):
            picked.append(c)
            titles.add(t.title[c])
            left -= t.cost[c]
    return picked


def _short(state, ctx, value):
    return state.c_type != 0 and state.c_slot >= 0 and \
        conflict_skill(state) < conflicts.strength(state, state.c_slot)


def _bid_lower(state, ctx, value):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other


def _host_ready(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host in state.play and host not in state.bowed and host not in state.attackers


def _can_put(state, ctx, value):
    zone, trait, _ = value
    return bool(_put_candidates(state, zone, trait))


def _put_best(state, ctx, eff, cards):
    _, zone, trait, budget = eff.value
    for c in _best_puts(state, zone, trait, budget):
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put", participating=True)
        if slot >= 0:
            play_rules.refill(state, slot)


def uni(name: str, *args: Any, target: Target = THE_PLAYER) -> Effect:
    return Effect("game", 0, target, "", (name, *args))


def uni_when(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def per_conflict(n: int, key: str = "card") -> tuple[Cond, Effect]:
    """"(Limit n per conflict)" / "(Max n per conflict)": the condition and the counting effect."""
    return Cond("uni_limit", (n, "conflict", key)), uni("uni_count", "conflict", key)


# -- "(Limit / Max n per conflict or round)": uses counted in state.used, per card or per title
MARK_CARD = -(37 << 20)      # state.used: uses of a card (MARK_CARD - card)
MARK_TITLE = -(38 << 20)     # state.used: uses of a title (MARK_TITLE - title)
SLOT = 64                    # uses and the conflict they were counted in, in one value


def _mark_key(state: L5rState, ctx: Context, key: str) -> int:
    if key == "title":
        return MARK_TITLE - state.table.title[ctx.source]
    return MARK_CARD - ctx.source


def _uses(state: L5rState, ctx: Context, per: str, key: str) -> int:
    value = state.used.get(_mark_key(state, ctx, key), 0)
    if per == "conflict":
        return value % SLOT if value // SLOT == state.conflicts else 0
    return value % SLOT


def _limit(state, ctx, value):
    n, per, key = value
    return _uses(state, ctx, per, key) < n


def _count(state, ctx, eff, cards):
    _, per, key = eff.value
    k = _mark_key(state, ctx, key)
    uses = _uses(state, ctx, per, key) + 1
    state.used[k] = (state.conflicts if per == "conflict" else 0) * SLOT + uses


CONDITIONS.update({
    "uni_limit": _limit,
    "uni_short": _short,
    "uni_bid_lower": _bid_lower,
    "uni_host_ready": _host_ready,
    "uni_put_best": _can_put,
})


GAME_OPS.update({
    "uni_count": _count,
    "uni_put_best": _put_best,
})
