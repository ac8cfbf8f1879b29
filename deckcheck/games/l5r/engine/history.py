"""What an L5R goldfish game leaves for the report: the layout of its record.

The engine (state.py / the phases) fills these; the report (report.py, headline.py) reads
them only through the names below, so both sides can change without guessing indexes.

``record(state)`` returns one tuple per game:
    (outcome, reason, ended_round, unscored, setup, rows, seen, in_play, broken)
- ``setup``: the S_* tuple (the mulligan and what the provinces show in round 1);
- ``rows``: one R_* tuple per round played (taken at the end of the round, after regroup,
  or when the game ends during the round);
- ``seen``: per title of the deck (``table.title_names`` order) the first round a copy was
  seen (a conflict card drawn into hand, a dynasty card face up in a province or in hand;
  0 = during setup, -1 = never);
- ``in_play``: per title the first round a copy was in play at the end of a round (-1 never);
- ``broken``: the round each of the opponent's provinces broke, in the order they broke
  (the stronghold, when broken, last).
"""
from __future__ import annotations

from deckcheck.games.l5r.engine.regroup import row

OUTCOME, REASON, ENDED, UNSCORED, SETUP, ROWS, SEEN, IN_PLAY, BROKEN = range(9)

# one row per round
(R_ROUND, R_HONOR, R_FATE_GAINED, R_FATE_SPENT, R_FATE_LEFT, R_CHARACTERS, R_MILITARY,
 R_POLITICAL, R_CONFLICTS, R_CONFLICTS_WON, R_BROKEN, R_HAND, R_DRAWN, R_BID, R_RINGS,
 R_FAVOR, R_DYNASTY_PLAYED, R_CONFLICT_PLAYED, R_DYNASTY_REVEALED) = range(19)
ROW_FIELDS = (
    "round",            # the round number (1 = first round)
    "honor",            # the player's honor at the end of the round
    "fate_gained",      # fate gained this round (stronghold, passing first, rings, cards)
    "fate_spent",       # fate spent this round (costs and fate placed on characters)
    "fate_left",        # fate in the player's pool at the end of the round
    "characters",       # characters in play at the end of the conflict phase
    "military",         # their total military skill then (printed + modifiers, bowed or not)
    "political",        # their total political skill then
    "conflicts",        # conflicts declared this round (0-2)
    "conflicts_won",    # conflicts won this round
    "broken",           # opponent provinces broken so far (the stronghold counts as one)
    "hand",             # conflict cards in hand at the end of the round
    "drawn",            # conflict cards drawn so far in the game (setup included)
    "bid",              # the player's honor bid this round
    "rings",            # rings claimed this round
    "favor",            # 1 if the player holds the Imperial Favor at the end of the round
    "dynasty_played",   # dynasty cards played this round (characters and holdings)
    "conflict_played",  # conflict cards played this round (events, attachments, characters)
    "dynasty_revealed", # dynasty cards taken from the dynasty deck and no longer face down,
                        # so far (a card shuffled back and taken again counts again)
)

# the setup record
(S_DYNASTY_MULLIGANED, S_CONFLICT_MULLIGANED, S_PROVINCE_CHARACTERS, S_PROVINCE_HOLDINGS,
 S_AFFORDABLE, S_PROVINCE_COST, S_FIRST_PLAYER) = range(7)
SETUP_FIELDS = (
    "dynasty_mulliganed",    # dynasty cards the mulligan replaced (0-4)
    "conflict_mulliganed",   # conflict cards the mulligan replaced (0-4)
    "province_characters",   # characters face up in the provinces at the start of round 1
    "province_holdings",     # holdings face up in the provinces then
    "affordable",            # of those characters, how many the round-1 fate could buy
    "province_cost",         # total fate cost of the characters face up then
    "first_player",          # 1 if the deck is the first player
)


def record(state) -> tuple:
    """The record of a finished (or stopped) game, in the layout above."""

    rows = list(state.rows)
    if state.round >= 1 and (not rows or rows[-1][R_ROUND] != state.round):
        rows.append(row(state))
    return (state.outcome, state.reason, state.ended_round, state.unscored, tuple(state.setup_row),
            tuple(rows), tuple(state.seen_round), tuple(state.in_play_round),
            tuple(state.broken_rounds))
