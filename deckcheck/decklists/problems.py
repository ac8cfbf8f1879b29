"""What a decklist reader could not understand, and what it read.

A problem never stops the reading: the deck is built from every line that was
understood, and each problem says where it was (line number, text) and, for card
names, which cards were probably meant (ranked candidates). But a deck with a problem is
never legal: ``deckcheck.validator.validate(..., unread=problems)`` turns each one into a
``<PREFIX>_UNREAD_LINE`` violation (fail closed).

Besides the deck, a reader says what it read, line by line (``ReadLine``: the deck as
read, for the verdict and the pages), and which lines it read as a card only after
correcting a misspelling (``Correction``; never silent: the verdict lists them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from deckcheck.messages import render_message
from deckcheck.model import Deck
from deckcheck.pool import Candidate

# Problem codes (public, stable): what kind of entry was not understood.
UNKNOWN_NAME = "UNKNOWN_NAME"            # no card has this name in any language
AMBIGUOUS_NAME = "AMBIGUOUS_NAME"        # several different cards have this name
UNKNOWN_ID = "UNKNOWN_ID"                # an id (OCTGN GUID, card code) the pool does not know
UNREADABLE_LINE = "UNREADABLE_LINE"      # a line that is neither a card, a heading nor a note
UNKNOWN_FACTION = "UNKNOWN_FACTION"      # a faction / capital line that names nothing known
CONFLICTING_FACTION = "CONFLICTING_FACTION"
UNSUPPORTED_FORMAT = "UNSUPPORTED_FORMAT"  # the export names a format we do not have
LOOKS_LIKE_OTHER_GAME = "LOOKS_LIKE_OTHER_GAME"  # the list names another game's cards / OCTGN id
TOO_MANY_PROBLEMS = "TOO_MANY_PROBLEMS"

MAX_SUGGESTED = 25        # problems that get ranked suggestions (fuzzy search costs ~1 ms each)


@dataclass(frozen=True, slots=True)
class ParseProblem:
    """``code`` is public and stable; ``fields`` (and ``{line}``) fill its message, which
    is registered in ``deckcheck/texts/decklists.py`` (``variant`` picks one of the code's
    sentences) and rendered in the reader's language by ``message_in`` / ``to_dict(lang)``."""

    code: str
    fields: Mapping[str, Any] = field(default_factory=dict, hash=False)
    line: int | None = None
    text: str = ""
    candidates: tuple[Candidate, ...] = ()
    variant: str | None = None
    copies: int | None = None     # the copies the line asked for, when it gave a count

    @property
    def message(self) -> str:
        """The message in English."""
        return self.message_in("en")

    def message_in(self, lang: str) -> str:
        return render_message(self.code, lang, {"line": self.line, **self.fields}, self.variant)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        out = {
            "code": self.code, "message": self.message_in(lang), "line": self.line, "text": self.text,
            "candidates": [{"id": c.card.id, "name": c.card.name, "type": c.card.type,
                            "faction": c.card.faction, "score": round(c.score, 1),
                            "matched": c.matched, "locale": c.locale} for c in self.candidates],
        }
        if self.copies is not None:
            out["copies"] = self.copies
        return out


# ReadLine.status
READ = "read"              # the line named a card (or a faction, a heading) and was read as it
CORRECTED = "corrected"    # read as a card after correcting the name (see Correction)
UNREAD = "unread"          # not read: a ParseProblem says why


@dataclass(frozen=True, slots=True)
class ReadLine:
    """One card entry of the decklist as read: where it was (``line``: the line number;
    for a format without lines, the entry's position), what it said and which card it
    became (``card_id`` None when it was not read)."""

    line: int | None
    text: str
    count: int
    card_id: str | None
    status: str = READ
    section: str | None = None    # the heading it stood under, as written


@dataclass(frozen=True, slots=True)
class Correction:
    """A line read as a card only after correcting its name: one candidate was far ahead
    of the others (``deckcheck.decklists.names``). Listed in every verdict; ``strict``
    reading turns it into an unread line instead."""

    line: int | None
    text: str
    card_id: str
    score: float = 0.0


@dataclass(frozen=True, slots=True)
class ParseResult:
    """A deck read from an outside format, with everything that was not understood."""

    deck: Deck
    problems: tuple[ParseProblem, ...] = ()
    source_format: str = "canonical"
    notes: dict[str, Any] = field(default_factory=dict)
    lines: tuple[ReadLine, ...] = ()             # the deck as read, entry by entry
    corrections: tuple[Correction, ...] = ()

    def problem_dicts(self, lang: str = "en") -> list[dict[str, Any]]:
        """The problems as JSON-safe dicts, messages in ``lang``."""
        return [p.to_dict(lang) for p in self.problems]
