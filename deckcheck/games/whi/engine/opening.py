"""The opening hand in a WHI report: the mulligan and what the kept hand can do early."""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine.history import (
    S_FIRST_PLAYER,
    S_HAND_COST,
    S_MULLIGAN,
    S_PLAYABLE_T1,
    S_PLAYABLE_T2,
    S_UNITS_IN_HAND,
    SETUP,
)
from deckcheck.goldfish import stats


def _spread(values: list[int]) -> dict[str, Any]:
    return {**stats.summary(values), "distribution": stats.distribution(values)}


OPENING_NOTE = ("the kept hand (after the pilot's mulligan): playable_turn1 / playable_turn2 = its "
                "cards the deck could pay for with turn 1's / turn 2's resources (cost plus the "
                "loyalty tax); hand_cost = their total printed cost; no_play_turn1_rate = hands with "
                "nothing to play on turn 1; first_player_rate = games in which the deck took the "
                "first turn (a coin flip by the seed; the first player skips the quest and "
                "battlefield phases of its first turn)")


def opening(records: list) -> dict[str, Any]:
    """Mulligan rate and the kept hand: cards playable with turn 1's and turn 2's resources,
    units in it, its total cost (history.S_*)."""
    setups = [r[SETUP] for r in records if r[SETUP]]
    n = len(setups)
    return {
        "games": n,
        "mulligan_rate": round(sum(1 for s in setups if s[S_MULLIGAN]) / n, 4) if n else 0.0,
        "playable_turn1": _spread([s[S_PLAYABLE_T1] for s in setups]),
        "playable_turn2": _spread([s[S_PLAYABLE_T2] for s in setups]),
        "units_in_hand": _spread([s[S_UNITS_IN_HAND] for s in setups]),
        "hand_cost": _spread([s[S_HAND_COST] for s in setups]),
        "no_play_turn1_rate": round(sum(1 for s in setups if not s[S_PLAYABLE_T1]) / n, 4)
        if n else 0.0,
        "first_player_rate": round(sum(1 for s in setups if len(s) > S_FIRST_PLAYER
                                       and s[S_FIRST_PLAYER]) / n, 4) if n else 0.0,
        "note": OPENING_NOTE,
    }
