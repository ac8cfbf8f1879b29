"""Fate on rings and counts shared by the records of several packs (registered into the
hooks' tables on import): the conditions ``dl_count_at_least`` (n cards match a target),
``dl_honor_lead``, ``mb_claimed_any`` (a ring of those elements is claimed) and
``claimed_at_least`` (n rings claimed), the cost ``dl_fate_to_ring`` (1 fate onto the richest free ring), the
state word ``dl_may_enter`` (a character that could enter play), the game op
``dl_fate_shield``.
"""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import hooks as l5r_hooks
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import HOOKS, STATE_WORDS
from deckcheck.games.l5r.engine.state import RINGS, L5rState


RING_PREFERENCE = (0, 2, 1, 3, 4)     # air, fire, earth, water, void (the pilot's ring order)


def _count_at_least(state, ctx, value):
    target, n = value
    return len(candidates(state, HOOKS, ctx, target)) >= n


def _free_rings(state: L5rState) -> list[int]:
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def _ok_fate_to_ring(state, ctx, cost):
    return state.fate >= 1 and bool(_free_rings(state))


def _pay_fate_to_ring(state, ctx, cost):
    ring = max(_free_rings(state), key=lambda r: (state.ring_fate.get(r, 0), -RING_PREFERENCE.index(r)))
    play_rules.pay(state, 1)
    piles.add(state.ring_fate, ring, 1)


def may_enter(state: L5rState, c: int) -> bool:
    return c not in state.play and play_rules.duplicate_in_play(state, c) < 0


def _fate_shield(state, ctx, eff, cards):
    for c in cards:
        piles.add(state.fate_on, c, 1)


HOOKS.conditions.update({
    "dl_count_at_least": _count_at_least,
    "dl_honor_lead": lambda state, ctx, value: state.honor >= state.opp_honor + value,
})


HOOKS.costs.update({
    "dl_fate_to_ring": (_ok_fate_to_ring, _pay_fate_to_ring),
})


STATE_WORDS.update({
    "dl_may_enter": may_enter,
})


l5r_hooks.GAME_OPS.update({
    "dl_fate_shield": _fate_shield,
})


# -- the operations only these records use ----------------------------------------------------
def _claimed_any(state: L5rState, ctx, names) -> bool:
    return any(RINGS[r] in names for r in state.claimed)


CONDITIONS["mb_claimed_any"] = _claimed_any


# -- the operations only these records use ----------------------------------------------------
CONDITIONS["claimed_at_least"] = lambda state, ctx, n: len(state.claimed) >= n


CONDITIONS["claimed_at_least"] = lambda state, ctx, n: len(state.claimed) >= n
