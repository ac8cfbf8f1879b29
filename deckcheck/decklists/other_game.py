"""Which game a decklist looks like when it is read as another.

A list read as game X whose lines mostly name cards of another loaded game, or an OCTGN
file that names another game, gets a LOOKS_LIKE_OTHER_GAME problem ("This looks like a
list for Warhammer: Invasion, not for A Game of Thrones ...") and, when nothing at all was
read, a NO_CARDS_FOUND error that says the same. A list is only compared with the other
games when at least ``MIN_UNREAD`` of its card lines, and at least half of them, were not
read; the other game must then name more lines exactly than the game asked for, and at
least ``MIN_UNREAD``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

from deckcheck.decklists import problems as P
from deckcheck.decklists.problems import ParseProblem, ParseResult
from deckcheck.games import find_game
from deckcheck.messages import Localized
from deckcheck.pool import CardPool

MIN_UNREAD = 3


def game_name(game: str) -> Localized:
    """The game's full name in en/de/pl (its id for a game nobody registered)."""
    record = find_game(game)
    if record is None:
        return Localized(game, game, game)
    return Localized(record.names["en"], record.names["de"], record.names["pl"])


SAMPLE_LINES = 120      # lines of a long list read again for each other game


def worth_comparing(result: ParseResult) -> bool:
    """Enough card lines of a plain-text reading were left unread to ask other games."""
    unread = sum(1 for line in result.lines if line.card_id is None)
    return unread >= MIN_UNREAD and unread >= len(result.lines) - unread


def best_other_game(text: str, game: str, pools: Mapping[str, CardPool], own_score: int,
                    score: Callable[[str, CardPool], int]) -> str | None:
    """The loaded game other than ``game`` whose cards the lines of ``text`` name most, if
    it names more than ``own_score`` lines (and at least MIN_UNREAD). ``score`` counts the
    lines of a text that name a card of a pool exactly (the plain-text reader's, spending
    from the request's budget like any other reading)."""
    lines = text.splitlines()
    if len(lines) > SAMPLE_LINES:      # a sample says which game as well as the whole list
        text = "\n".join(lines[:SAMPLE_LINES])
        own_score = min(own_score, SAMPLE_LINES)
    best, best_score = None, max(own_score, MIN_UNREAD - 1)
    for other, pool in pools.items():
        if other == game or not len(pool):
            continue
        found = score(text, pool)
        if found > best_score:
            best, best_score = other, found
    return best


def other_game_problem(other: str, game: str) -> ParseProblem:
    return ParseProblem(P.LOOKS_LIKE_OTHER_GAME,
                        {"other": game_name(other), "game": game_name(game), "other_game": other})
