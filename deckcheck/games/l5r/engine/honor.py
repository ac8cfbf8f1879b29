"""Honor: the player's and the opponent's honor pools, the status tokens of characters, and
the honor ways to win or lose [000 §Gewinnen], [000 §Persönliche Ehre].

- the player at 25 honor or more wins ("honor_25"), at 0 loses ("honor_zero");
- the opponent at 0 honor loses ("opponent_dishonored"); the opponent at 25 honor wins
  ("opponent_honor_25": the deck gave it that much honor through its bids);
- an honored character adds its glory to both skills, a dishonored one subtracts it; a
  dishonored character leaving play costs its controller 1 honor, an honored one gains 1.
"""
from __future__ import annotations

from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.state import ELIMINATED, WIN
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, L5rState

WIN_HONOR = 25


def note(state: L5rState, *event) -> None:
    if state.verbose:
        state.events.append((state.round, *event))


def check(state: L5rState) -> None:
    """End the game if an honor total decides it (the player's own conditions first)."""
    if state.outcome:
        return
    if state.honor >= WIN_HONOR:
        state.end(WIN, "honor_25")
    elif state.honor <= 0:
        state.end(ELIMINATED, "honor_zero")
    elif state.opp_honor <= 0:
        state.end(WIN, "opponent_dishonored")
    elif state.opp_honor >= WIN_HONOR:
        state.end(ELIMINATED, "opponent_honor_25")


def gain(state: L5rState, n: int) -> None:
    if n:
        state.honor += n
        note(state, "honor", n, state.honor)
        check(state)


def lose(state: L5rState, n: int) -> None:
    if n:
        n = min(n, state.honor)
        state.honor -= n
        note(state, "honor", -n, state.honor)
        check(state)


def opponent_loses(state: L5rState, n: int) -> None:
    if n:
        n = min(n, state.opp_honor)
        state.opp_honor -= n
        note(state, "opp_honor", -n, state.opp_honor)
        check(state)


def opponent_gains(state: L5rState, n: int) -> None:
    if n:
        state.opp_honor += n
        note(state, "opp_honor", n, state.opp_honor)
        check(state)


def take(state: L5rState, n: int) -> None:
    """Take ``n`` honor from the opponent."""
    n = min(n, state.opp_honor)
    if n:
        state.opp_honor -= n
        state.honor += n
        note(state, "take_honor", n, state.honor)
        check(state)


def honor_card(state: L5rState, c: int) -> bool:
    """Honor a character: dishonored -> ordinary, ordinary -> honored; False if already
    honored or it cannot be honored."""
    now = state.status.get(c, 0)
    if now == HONORED or not may_honor(state, c):
        return False
    if now == DISHONORED:
        del state.status[c]
    else:
        state.status[c] = HONORED
    note(state, "honored", c)
    return True


def may_honor(state: L5rState, c: int) -> bool:
    """No constant or lasting CANNOT "be_honored" effect is on c ("attached character cannot
    be honored")."""
    return not runtime.cannot(state, state.hooks, c, "be_honored")


def dishonor_card(state: L5rState, c: int) -> bool:
    now = state.status.get(c, 0)
    if now == DISHONORED:
        return False
    if now == HONORED:
        del state.status[c]
    else:
        state.status[c] = DISHONORED
    note(state, "dishonored", c)
    return True


def left_play(state: L5rState, c: int) -> None:
    """A character left play: its status token decides an honor change."""
    now = state.status.pop(c, 0)
    if now == HONORED:
        gain(state, 1)
    elif now == DISHONORED:
        lose(state, 1)
