"""What a decklist reader could not understand, and what it read.

A problem never stops the reading: the deck is built from every line that was
understood, and each problem says where it was (line number, text) and, for card
names, which cards were probably meant (ranked candidates).
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

    @property
    def message(self) -> str:
        """The message in English."""
        return self.message_in("en")

    def message_in(self, lang: str) -> str:
        return render_message(self.code, lang, {"line": self.line, **self.fields}, self.variant)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "code": self.code, "message": self.message_in(lang), "line": self.line, "text": self.text,
            "candidates": [{"id": c.card.id, "name": c.card.name, "type": c.card.type,
                            "faction": c.card.faction, "score": round(c.score, 1),
                            "matched": c.matched, "locale": c.locale} for c in self.candidates],
        }


@dataclass(frozen=True, slots=True)
class ParseResult:
    """A deck read from an outside format, with everything that was not understood."""

    deck: Deck
    problems: tuple[ParseProblem, ...] = ()
    source_format: str = "canonical"
    notes: dict[str, Any] = field(default_factory=dict)

    def problem_dicts(self, lang: str = "en") -> list[dict[str, Any]]:
        """The problems as JSON-safe dicts, messages in ``lang``."""
        return [p.to_dict(lang) for p in self.problems]
