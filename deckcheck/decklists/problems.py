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

from deckcheck.messages import one_of, render_message
from deckcheck.model import Deck
from deckcheck.names import faction_name, pack_name
from deckcheck.pool import Candidate

# Problem codes (public, stable): what kind of entry was not understood.
UNKNOWN_NAME = "UNKNOWN_NAME"            # no card has this name in any language
AMBIGUOUS_NAME = "AMBIGUOUS_NAME"        # several different cards have this name
UNKNOWN_ID = "UNKNOWN_ID"                # an id (OCTGN GUID, card code) the pool does not know
UNREADABLE_LINE = "UNREADABLE_LINE"      # a line that is neither a card, a heading nor a note
UNCERTAIN_COUNT = "UNCERTAIN_COUNT"      # the line's count cannot be told for certain (cardline.py)
UNKNOWN_FACTION = "UNKNOWN_FACTION"      # a faction / capital line that names nothing known
CONFLICTING_FACTION = "CONFLICTING_FACTION"
UNSUPPORTED_FORMAT = "UNSUPPORTED_FORMAT"  # the export names a format we do not have
LOOKS_LIKE_OTHER_GAME = "LOOKS_LIKE_OTHER_GAME"  # the list names another game's cards / OCTGN id
TOO_MANY_PROBLEMS = "TOO_MANY_PROBLEMS"

DID_YOU_MEAN = "DID_YOU_MEAN"             # not a problem: the sentence naming the candidates

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
        """The sentence in ``lang``; with candidates it ends asking "Did you mean ...?", each
        named with its pack and faction."""
        message = render_message(self.code, lang, {"line": self.line, **self.fields}, self.variant)
        if self.candidates:
            labels = one_of(candidate_labels(self.candidates, lang))
            message = f"{message} {render_message(DID_YOU_MEAN, lang, {'candidates': labels})}"
        return message

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        out = {
            "code": self.code, "message": self.message_in(lang), "line": self.line, "text": self.text,
            "candidates": [{"id": c.card.id, "name": c.card.name, "type": c.card.type,
                            "faction": c.card.faction, "pack": c.pack, "score": round(c.score, 1),
                            "matched": c.matched, "locale": c.locale} for c in self.candidates],
        }
        if self.copies is not None:
            out["copies"] = self.copies
        return out


def faction_label(game: str, faction: str | None, lang: str = "en") -> str | None:
    """A faction / clan / race code as a person reads it ("stark" -> "House Stark")."""
    if not faction:
        return None
    return faction_name(faction, lang)


def candidate_labels(candidates: tuple[Candidate, ...], lang: str = "en") -> list[str]:
    """Each candidate as "Name (Pack, Faction)"; two that would read the same also name
    their card ids, so no two labels of one problem are alike."""
    def label(c: Candidate, with_id: bool) -> str:
        parts = [p for p in (pack_name(c.pack, lang), faction_label(c.card.game, c.card.faction, lang)) if p]
        if with_id:
            parts.append(c.card.id)
        return f"{c.card.name} ({', '.join(parts)})" if parts else c.card.name

    plain = [label(c, False) for c in candidates]
    return [label(c, True) if plain.count(text) > 1 else text for c, text in zip(candidates, plain, strict=True)]


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
    name: str = ""                # the name as written (the line without its count)


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
