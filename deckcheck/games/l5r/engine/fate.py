"""The fate phase [000 §Anhang I, 4.1-4.5]: characters without fate are discarded, every
other character loses 1 fate (to the unclaimed rings with Revered Bonshō), each unclaimed ring
gets 1 fate."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import rings, play_rules
from deckcheck.games.l5r.engine.cards import HOLDING
from deckcheck.games.l5r.engine.state import RINGS, SH_SLOT, L5rState


def discard_unfated(state: L5rState) -> None:
    state.step += 1
    for c in [c for c in play_rules.characters(state) if state.fate_on.get(c, 0) == 0]:
        play_rules.leave_play(state, c)
        if state.outcome:
            return


def remove_fate(state: L5rState) -> None:
    removed = 0
    for c in play_rules.characters(state):
        if state.fate_on.get(c, 0) > 0:
            piles.remove(state.fate_on, c, 1)
            removed += 1
    if removed and _fate_to_rings(state):
        _spread(state, removed)
    rings.add_fate(state)
    state.step += 1


def _fate_to_rings(state: L5rState) -> bool:
    """A face-up holding says the fate removed from characters goes to the unclaimed rings
    instead (the fact ``fate_to_rings`` of its record's statics: Revered Bonshō)."""
    t = state.table
    return any(getattr(f, "fate_to_rings", False)
               for slot in state.provinces[:SH_SLOT] for c in slot
               if t.type[c] == HOLDING and c not in state.facedown and t.records[c] is not None
               for f in t.records[c].statics)


def _spread(state: L5rState, n: int) -> None:
    """n fate among the unclaimed rings as evenly as possible (the rest in ring order)."""
    free = [r for r in range(len(RINGS)) if r not in state.claimed]
    for k in range(n if free else 0):
        r = free[k % len(free)]
        state.ring_fate[r] = state.ring_fate.get(r, 0) + 1
