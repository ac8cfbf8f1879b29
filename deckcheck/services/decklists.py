"""Decklists in outside formats <-> the canonical deck: read one (with every entry that
was not understood) and write a deck back as plain text in a person's language, or in one of
the peers' formats (deckcheck.decklists.exports)."""
from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from deckcheck.decklists.canonical import canonical_hash, deck_from_dict, deck_to_dict
from deckcheck.decklists.exports import export_format
from deckcheck.decklists.plaintext import write_plain_text
from deckcheck.model import Deck
from deckcheck.report import correction_to_dict
from deckcheck.services.validation import ValidationService


def canonical(deck: Deck) -> dict[str, Any]:
    """The canonical deck JSON with the deck's name."""
    return {**deck_to_dict(deck), "name": deck.name}


class DecklistService:
    def __init__(self, validation: ValidationService):
        self.validation = validation

    def parse(self, text: str, game: str | None = None, as_of: date | None = None,
              lang: str = "en", strict: bool = False) -> dict[str, Any]:
        """The format read, the canonical deck, the problems and the corrected names (in
        ``lang``; ``strict``: none corrected), the deck as plain text (in ``lang``), its SHA-256."""
        result = self.validation.read_decklist(text, game, as_of, strict=strict)
        pool = self.validation.pool(result.deck.game)
        return {"source_format": result.source_format, "deck": canonical(result.deck),
                "problems": result.problem_dicts(lang),
                "corrections": [correction_to_dict(c, pool, lang) for c in result.corrections],
                "text": write_plain_text(result.deck, pool, lang),
                "sha256": canonical_hash(result.deck)}

    def export(self, data: Mapping[str, Any], lang: str = "en", fmt: str = "text") -> dict[str, Any]:
        """A canonical deck written in the format ``fmt`` (``text``: a plain-text decklist, headings
        and names in ``lang``), with the media type and a file name for a download."""
        deck = deck_from_dict(data)
        chosen = export_format(fmt, deck.game)
        pool = self.validation.pool(deck.game)
        return {"deck": canonical(deck), "format": chosen.name, "text": chosen.write(deck, pool, lang),
                "media_type": chosen.media_type, "filename": file_name(deck, chosen.extension),
                "sha256": canonical_hash(deck)}


def file_name(deck: Deck, extension: str) -> str:
    """A download's file name: the deck's name in letters, digits and hyphens, else the game."""
    stem = "-".join("".join(ch if ch.isalnum() else " " for ch in deck.name or "").split())[:60]
    return f"{stem or deck.game + '-deck'}.{extension}"
