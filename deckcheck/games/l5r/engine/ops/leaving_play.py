"""Characters kept in play when they would leave it, shared by the records of several packs
(registered into the hooks' tables on import). Against the passive opponent the only way a
player's character leaves play against the player's will is the fate phase's discard of the
characters without fate [000 §Anhang I, 4.1], so "when a character would leave play"
interrupts are answered as the fate phase begins: the kept character gets 1 fate token (no
FATE_PLACED event), which the phase's fate removal takes off again, as Reprieve does.
Condition: ``fateless_character`` (value: the highest printed cost it may have, or None);
game op: ``keep_fateless`` (keeps the dearest one). ``fateless_honored`` / ``keep_honored``:
the same for an honored character, which loses its status token instead of leaving play
(Stand Your Ground).
"""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import HONORED, MILITARY, POLITICAL, SH_SLOT, L5rState

# the player's provinces (stronghold's included); none of them breaks against the passive
# opponent, which never attacks
UNBROKEN_PROVINCES = SH_SLOT + 1


def fateless(state: L5rState, max_cost: int | None) -> list[int]:
    """The player's characters the fate phase would discard (printed cost at most max_cost)."""
    t = state.table
    return [c for c in play_rules.characters(state) if not state.fate_on.get(c, 0)
            and (max_cost is None or t.cost[c] <= max_cost)]


def _fateless_character(state, ctx, value):
    return bool(fateless(state, value))


def _keep_fateless(state, ctx, eff, cards):
    _keep(state, fateless(state, eff.value[1] if len(eff.value) > 1 else None))


def _honored_fateless(state: L5rState) -> list[int]:
    return [c for c in fateless(state, None) if state.status.get(c, 0) == HONORED]


def _fateless_honored(state, ctx, value):
    return bool(_honored_fateless(state))


def _keep_honored(state, ctx, eff, cards):
    kept = _keep(state, _honored_fateless(state))
    if kept >= 0:
        state.status.pop(kept, None)         # "instead discard that character's status token"


def _keep(state: L5rState, found: list[int]) -> int:
    """The greedy pilot keeps the one it would miss most: the dearest printed cost, then the
    most skill (-1: none)."""
    if not found:
        return -1
    kept = max(found, key=lambda c: (state.table.cost[c], _skill(state, c), -c))
    piles.add(state.fate_on, kept, 1)
    return kept


def _skill(state: L5rState, c: int) -> int:
    return sum(play_rules.skill(state, c, k) or 0 for k in (MILITARY, POLITICAL))


CONDITIONS["fateless_character"] = _fateless_character
CONDITIONS["fateless_honored"] = _fateless_honored
GAME_OPS["keep_fateless"] = _keep_fateless
GAME_OPS["keep_honored"] = _keep_honored
