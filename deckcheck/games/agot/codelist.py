"""A JSON list of AGoT card codes, one per copy: ``["01027", "01001", "01144", "01144"]``.

Each code counts one copy; the deck as read has one entry per code in the order of its
first copy. Claimed surely when AGoT is the game asked for; without a game, a list of
five-digit codes is still read as AGoT (it is the only game whose JSON readers take one).
Unknown codes stay in the deck and the validator reports them (AGOT_UNKNOWN_CARD).

One of AGoT's JSON deck readers (``GAME.json_readers``).
"""
from __future__ import annotations

from typing import Any

from deckcheck.decklists.canonical import MAX_CARDS
from deckcheck.decklists.problems import ParseResult
from deckcheck.games.agot.jsonlines import Entries
from deckcheck.model import Deck, DeckInputError


def _is_code(value: Any) -> bool:
    return isinstance(value, str) and len(value.strip()) == 5 and value.strip().isdigit()


def match(data: Any, asked: bool = False) -> int:
    """2 for a list of card codes when AGoT is asked for, 1 for a list of five-digit codes."""
    if not isinstance(data, list) or not data:
        return 0
    if all(_is_code(v) for v in data):
        return 2 if asked else 1
    if asked and all(isinstance(v, str) for v in data):
        return 2
    return 0


def read_code_list(data: list[Any]) -> ParseResult:
    if len(data) > MAX_CARDS:
        raise DeckInputError("DECK_TOO_LARGE", {"cards": len(data), "maximum": MAX_CARDS}, variant="cards")
    counts: dict[str, int] = {}
    for value in data:
        if not isinstance(value, str) or not value.strip():
            raise DeckInputError("INVALID_CARD_ID", {"id": str(value)[:100]})
        code = value.strip()
        counts[code] = counts.get(code, 0) + 1
    entries = Entries()
    for code, count in counts.items():
        entries.add(code, count, "cards", f'"{code}" x{count}')
    return ParseResult(Deck(game="agot", cards=entries.cards), (), "codes", lines=tuple(entries.lines))


read = read_code_list
