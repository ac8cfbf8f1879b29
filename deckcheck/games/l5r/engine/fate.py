"""The fate phase [000 §Anhang I, 4.1-4.5]: characters without fate are discarded, every
other character loses 1 fate, each unclaimed ring gets 1 fate."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import rings, play_rules
from deckcheck.games.l5r.engine.state import L5rState


def discard_unfated(state: L5rState) -> None:
    state.step += 1
    for c in [c for c in play_rules.characters(state) if state.fate_on.get(c, 0) == 0]:
        play_rules.leave_play(state, c)
        if state.outcome:
            return


def remove_fate(state: L5rState) -> None:
    for c in play_rules.characters(state):
        piles.remove(state.fate_on, c, 1)
    rings.add_fate(state)
    state.step += 1
