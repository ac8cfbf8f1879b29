"""Shared by AGoT's JSON deck readers: the deck as read, entry by entry.

A JSON deck has no lines; each entry's ``line`` is its position among the entries
(1-based), and its ``text`` a short form of the entry (``"01001": 3`` or ``01001``). The
codes are AGoT card ids taken as they are: an id the pool does not know stays in the deck
and the validator reports it (AGOT_UNKNOWN_CARD).
"""
from __future__ import annotations

from deckcheck.decklists import problems as P
from deckcheck.decklists.canonical import MAX_CARDS, MAX_ENTRIES, checked_count
from deckcheck.decklists.problems import ReadLine
from deckcheck.model import DeckInputError


class Entries:
    """Collects ``(code, count, section)`` entries into deck cards and ReadLines."""

    def __init__(self) -> None:
        self.cards: dict[str, int] = {}
        self.lines: list[ReadLine] = []

    def add(self, code: object, count: object, section: str, text: str | None = None) -> None:
        if len(self.lines) >= MAX_ENTRIES:
            raise DeckInputError("DECK_TOO_LARGE", {"maximum": MAX_ENTRIES}, variant="entry_limit")
        n = checked_count(code, count)
        code = str(code).strip()
        shown = text if text is not None else f'"{code}": {n}'
        self.lines.append(ReadLine(len(self.lines) + 1, shown[:300], n, code, P.READ, section))
        if n:
            self.cards[code] = self.cards.get(code, 0) + n
            if sum(self.cards.values()) > MAX_CARDS:
                raise DeckInputError("DECK_TOO_LARGE", {"cards": sum(self.cards.values()),
                                                        "maximum": MAX_CARDS}, variant="cards")

    def add_once(self, code: str, section: str) -> None:
        """An agenda: in the deck once, whatever the other entries said."""
        if code not in self.cards:
            self.add(code, 1, section)
