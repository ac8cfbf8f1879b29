"""The nouns of fix suggestions: an edit of the deck, a suggestion (edits that make one
violation go away without causing another), and the fixes found for one violation."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Protocol

from deckcheck.model import Card, Deck, Violation

REMOVE, ADD, SET, DECLARE = "remove", "add", "set", "declare"


@dataclass(frozen=True, slots=True)
class Edit:
    """``remove``/``add`` ``count`` copies of ``card``, ``set`` its copies to ``count``, or
    ``declare`` a deck field (``field`` = faction | capital) as ``value``."""

    op: str
    card: str | None = None
    count: int = 0
    field: str | None = None
    value: str | None = None
    influence: int | None = None     # L5R: the influence one copy costs (splash cards cut)


@dataclass(frozen=True, slots=True)
class Suggestion:
    edits: tuple[Edit, ...]
    removed: int          # copies taken out of the deck
    added: int            # copies put in

    @property
    def size(self) -> int:
        return self.removed + self.added + sum(1 for e in self.edits if e.op == DECLARE)


@dataclass(frozen=True, slots=True)
class ViolationFixes:
    """What was found for one violation: suggestions (smallest first), or none with the
    reason (``NO_FIX`` variant: ``unread``, ``unknown``, ``none``)."""

    code: str
    suggestions: tuple[Suggestion, ...]
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class Need:
    """Too few cards of a kind in ``section``: add ``count`` matching copies (or titles)."""

    section: str
    count: int
    matches: Callable[[Card], bool] | None = None
    distinct: bool = False           # count different titles, one copy each
    exact_section: bool = False      # the section has a fixed size: cut as many other copies


@dataclass(frozen=True, slots=True)
class Excess:
    """Too many cards of a kind: cut ``count`` matching copies (``weight``: what one copy
    counts, e.g. its influence; the cut stops when the sum removed reaches ``count``)."""

    count: int
    matches: Callable[[Card], bool]
    weight: Callable[[Card], int] | None = None
    section: str | None = None       # refill this section with non-matching cards if it runs short
    influence: bool = False          # the weight is the card's influence (said in the sentence)


@dataclass(frozen=True, slots=True)
class Limits:
    """Time-free bounds on the search: every suggestion costs validations of the edited deck."""

    validations: int = 240           # per deck
    per_violation: int = 40
    suggestions: int = 3             # kept per violation
    candidates: int = 40             # pool cards looked at per fill
    options: int = 24                # edit options tried per violation


LIMITS = Limits()


class SearchSession(Protocol):
    """What the edits ask of one deck's fix search (fixes.search.Session): the deck, its
    cards, sections and copies, the room left for a card, and the search's limits."""

    deck: Deck
    before: list[Violation]
    hooks: ModuleType
    limits: Limits
    size_codes: Mapping[str, str]
    refill_avoid: dict[tuple[Edit, ...], Callable[[Card], bool]]

    def card(self, card_id: str) -> Card | None: ...

    def section(self, card: Card) -> str: ...

    def copies(self, deck: Deck) -> dict[str, int]: ...

    def room(self, card: Card, copies: Mapping[str, int]) -> int: ...
