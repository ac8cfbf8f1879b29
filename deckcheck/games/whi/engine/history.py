"""What a WHI goldfish game leaves for the report: the layout of its record.

The engine fills these; the report (report.py, headline.py) reads them only through the
names below.

``record(state)`` returns one tuple per game:
    (outcome, reason, ended_turn, unscored, setup, rows, seen, in_play, burned)
- ``setup``: the S_* tuple (the mulligan and what the opening hand can play);
- ``rows``: one T_* tuple per turn of the player (taken at the end of its turn, or when the
  game ends during it);
- ``seen``: per title of the deck (``table.title_names`` order) the first turn a copy was
  drawn (0 = the opening hand, -1 = never);
- ``in_play``: per title the first turn a copy was in play at the end of a turn (-1 never);
- ``burned``: (zone index, turn) for each of the opponent's capital zones burned, in order.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.state import WhiState

OUTCOME, REASON, ENDED, UNSCORED, SETUP, ROWS, SEEN, IN_PLAY, BURNED = range(9)

# one row per turn
(T_TURN, T_RESOURCES_GAINED, T_RESOURCES_SPENT, T_DRAWN, T_HAND, T_UNITS, T_POWER_KINGDOM,
 T_POWER_QUEST, T_POWER_BATTLEFIELD, T_DAMAGE_DEALT, T_DAMAGE_TOTAL, T_BURNED,
 T_DEVELOPMENTS, T_CARDS_PLAYED, T_DECK_LEFT) = range(15)
ROW_FIELDS = (
    "turn",              # the turn number of the player (1 = its first turn)
    "resources_gained",  # resources gained this turn (kingdom power, cards)
    "resources_spent",   # resources spent this turn (costs, the loyalty tax)
    "drawn",             # cards drawn this turn (quest draw, cards)
    "hand",              # cards in hand at the end of the turn
    "units",             # the player's units in play at the end of the turn
    "power_kingdom",     # total power in the player's kingdom zone at the end of the turn
    "power_quest",       # total power in its quest zone
    "power_battlefield", # total power in its battlefield
    "damage_dealt",      # damage dealt to the opponent's capital this turn
    "damage_total",      # damage on the opponent's capital so far (burned zones keep theirs)
    "burned",            # opponent zones burned so far
    "developments",      # the player's developments in play at the end of the turn
    "cards_played",      # cards played this turn (units, supports, tactics, quests)
    "deck_left",         # cards left in the player's deck at the end of the turn
)

# the setup record
S_MULLIGAN, S_PLAYABLE_T1, S_PLAYABLE_T2, S_UNITS_IN_HAND, S_HAND_COST, S_FIRST_PLAYER = range(6)
SETUP_FIELDS = (
    "mulligan",          # 1 if the opening hand was mulliganed
    "playable_turn1",    # cards of the kept hand playable with turn 1's resources
    "playable_turn2",    # cards of the kept hand playable on turn 2 (with turn 2's resources)
    "units_in_hand",     # units in the kept hand
    "hand_cost",         # total cost of the kept hand
    "first_player",      # 1 if the deck took the first turn (decided by the seed, setup.py)
)


def take_row(state: WhiState) -> None:
    """The turn's row (once per turn: at its end, or when the game ends during it)."""
    if state.rows and state.rows[-1][0] == state.round:
        return
    t = state.table
    for c in state.in_play_cards():
        state.in_play.setdefault(t.title[c], state.round)
    row = (state.round, state.gained, state.spent, state.drawn, len(state.hand),
           len(cap.units(state)), cap.zone_power(state, 0), cap.zone_power(state, 1),
           cap.zone_power(state, 2), state.dealt, sum(state.opp_damage), len(state.burned),
           sum(len(d) for d in state.developments), state.played, len(state.deck))
    assert len(row) == len(ROW_FIELDS)
    state.rows.append(row)


def record(state) -> tuple:
    """The record of a finished game (see the layout above); the state is left as it is (a
    game ended during a turn gets that turn's row on a copy)."""
    if state.round > 0 and (not state.rows or state.rows[-1][0] != state.round):
        state = state.copy()
        take_row(state)
    n = len(state.table.title_names)
    seen = tuple(state.seen.get(t, -1) for t in range(n))
    in_play = tuple(state.in_play.get(t, -1) for t in range(n))
    return (state.outcome, state.reason, state.ended_round, state.unscored, state.setup_row,
            tuple(state.rows), seen, in_play, tuple(state.burned))
