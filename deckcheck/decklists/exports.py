"""The formats a deck can be written in, for the peers' tools: which games each serves, its
writer (beside the format's reader), its media type and file name extension.

``text`` is our plain-text list (any game, headings and names in the reader's language);
``thronesdb-json`` and ``throneteki-json`` are AGoT's deckbuilder and online-play shapes,
``emeralddb-json`` L5R's (FiveRingsDB's tools read it as well), ``o8d`` OCTGN's deck file for
every game. Each writer's output reads back, through the readers, to the same deck."""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from dataclasses import dataclass

from deckcheck.decklists import octgn_writer
from deckcheck.decklists.plaintext import write_plain_text
from deckcheck.games import all_games
from deckcheck.games.base import load
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


@cache
def export_formats() -> dict[str, ExportFormat]:
    """By name: our text, each game's sites' files (its record's ``deck_writers``), OCTGN's."""
    found = [ExportFormat("text", None, write_plain_text, "text/plain; charset=utf-8", "txt")]
    for game in sorted(all_games(), key=lambda g: g.id):
        for ref in game.deck_writers:
            writer = load(ref)
            found.append(ExportFormat(writer.FORMAT, (game.id,), writer.write, writer.MEDIA_TYPE,
                                      writer.EXTENSION))
    found.append(ExportFormat("o8d", None, octgn_writer.write, "application/xml; charset=utf-8", "o8d"))
    return {f.name: f for f in found}



def formats_for(game: str) -> list[str]:
    """The names of the formats a deck of ``game`` can be written in."""
    return [f.name for f in export_formats().values() if f.serves(game)]


def export_format(name: str, game: str) -> ExportFormat:
    """The format ``name`` for a deck of ``game``; EXPORT_FORMAT for an unknown name or a
    format of another game (a ThronesDB file of an L5R deck would mean nothing)."""
    fmt = export_formats().get(name)
    if fmt is None:
        raise DeckInputError("EXPORT_FORMAT", {"format": name[:40], "formats": list(export_formats())}, variant="unknown")
    if not fmt.serves(game):
        raise DeckInputError("EXPORT_FORMAT", {"format": name, "game": game, "formats": formats_for(game)},
                             variant="game")
    return fmt


def export_deck(deck: Deck, pool: CardPool, name: str = "text", lang: str = "en") -> str:
    """The deck written in the format ``name`` (see ``export_format``)."""
    return export_format(name, deck.game).write(deck, pool, lang)
