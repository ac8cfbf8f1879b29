"""The formats a deck can be written in, for the peers' tools: which games each serves, its
writer (beside the format's reader), its media type and file name extension.

``text`` is our plain-text list (any game, headings and names in the reader's language);
``thronesdb-json`` and ``throneteki-json`` are AGoT's deckbuilder and online-play shapes,
``emeralddb-json`` L5R's (FiveRingsDB's tools read it as well), ``o8d`` OCTGN's deck file for
every game. Each writer's output reads back, through the readers, to the same deck."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from deckcheck.decklists import octgn_writer
from deckcheck.decklists.plaintext import write_plain_text
from deckcheck.games.agot import thronesdb_writer, throneteki_writer
from deckcheck.games.l5r import emeralddb_writer
from deckcheck.model import Deck, DeckInputError
from deckcheck.pool import CardPool


@dataclass(frozen=True, slots=True)
class ExportFormat:
    name: str
    games: tuple[str, ...] | None        # None: every game
    write: Callable[[Deck, CardPool, str], str]
    media_type: str
    extension: str

    def serves(self, game: str) -> bool:
        return self.games is None or game in self.games


FORMATS: dict[str, ExportFormat] = {f.name: f for f in (
    ExportFormat("text", None, write_plain_text, "text/plain; charset=utf-8", "txt"),
    ExportFormat("thronesdb-json", ("agot",), thronesdb_writer.write, "application/json", "json"),
    ExportFormat("throneteki-json", ("agot",), throneteki_writer.write, "application/json", "json"),
    ExportFormat("emeralddb-json", ("l5r",), emeralddb_writer.write, "application/json", "json"),
    ExportFormat("o8d", None, octgn_writer.write, "application/xml; charset=utf-8", "o8d"),
)}


def formats_for(game: str) -> list[str]:
    """The names of the formats a deck of ``game`` can be written in."""
    return [f.name for f in FORMATS.values() if f.serves(game)]


def export_format(name: str, game: str) -> ExportFormat:
    """The format ``name`` for a deck of ``game``; EXPORT_FORMAT for an unknown name or a
    format of another game (a ThronesDB file of an L5R deck would mean nothing)."""
    fmt = FORMATS.get(name)
    if fmt is None:
        raise DeckInputError("EXPORT_FORMAT", {"format": name[:40], "formats": list(FORMATS)}, variant="unknown")
    if not fmt.serves(game):
        raise DeckInputError("EXPORT_FORMAT", {"format": name, "game": game, "formats": formats_for(game)},
                             variant="game")
    return fmt


def export_deck(deck: Deck, pool: CardPool, name: str = "text", lang: str = "en") -> str:
    """The deck written in the format ``name`` (see ``export_format``)."""
    return export_format(name, deck.game).write(deck, pool, lang)
