"""``Game``: everything the shared code needs to know about one game, in one record.

Each game's package exports its record as ``GAME`` (``deckcheck/games/<game>/__init__.py``);
``deckcheck.games`` finds them and keeps the registry. The record is cheap to build: the
heavy parts (formats and rules, the goldfish engine, the JSON deck readers, the card
importer) are named by dotted module path and imported the first time they are asked for.
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from deckcheck.model import DeckInputError
from deckcheck.rules.codes import LANGS, Code

if TYPE_CHECKING:
    from deckcheck.rules.context import Format

_ID = re.compile(r"^[a-z][a-z0-9_]{0,7}$")          # the database's game columns hold 8 characters
_PREFIX = re.compile(r"^[A-Z][A-Z0-9]*$")

Ref = str | ModuleType
"""A module: its dotted path (imported on first use) or the module itself."""


def load(ref: Ref) -> ModuleType:
    return importlib.import_module(ref) if isinstance(ref, str) else ref


@dataclass(frozen=True, slots=True)
class SheetSection:
    """One section of the game's deck-check sheet: its key, the cards it holds (``types``, or
    ``side``; neither: every card left) and its heading in en, de and pl."""

    key: str
    headings: Mapping[str, str]
    types: tuple[str, ...] = ()
    side: str | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Game:
    """One game. Compared by identity: one record per game in the registry."""

    id: str                          # the short name in decks, URLs, the CLI and the database
    names: Mapping[str, str]         # the game's full name in en, de and pl
    code_prefix: str                 # "AGOT": every violation code of the game starts "AGOT_"
    codes: tuple[Code, ...]          # its own violation codes (the shared ones follow the prefix)
    formats_module: Ref              # DEFAULT_FORMAT and FORMATS (name -> rules.Format)
    vocabulary: Path                 # decklist words (YAML): headings, factions, writer sections
    order: int = 100                 # where it is listed among the games (lower first)
    deck_faction_field: str = "faction"   # the Deck field a faction line fills: faction | capital
    faction_word: str = "faction"    # what decklist messages call that line: faction, race, ...
    json_readers: tuple[Ref, ...] = ()    # its sites' deck JSON: modules with match(data, asked), read(data)
    octgn_game_ids: tuple[str, ...] = ()  # OCTGN's <deck game="GUID"> of this game (lower case)
    deck_writers: tuple[Ref, ...] = ()    # its sites' deck files: modules with FORMAT, MEDIA_TYPE,
                                          # EXTENSION and write(deck, pool, lang) (decklists.exports)
    deck_sites: Ref | None = None         # its deck sites (import by link): a module with
                                          # sites(bases) -> (decklists.links.Site, ...)
    importer: Ref | None = None      # card_db importer (read(root) -> Bundle, SNAPSHOT_DIRS, SOURCES):
                                     # named here, imported by card_db only
    engine: Ref | None = None        # goldfish engine module (``ENGINE``); None: no goldfish
    pages: Path | None = None        # its parts of the web pages (Jinja templates): goldfish_table.html
                                     # with the macros status(s) and board(s, in_play)
    deck_stats: Ref | None = None    # deck statistics (deckcheck.stats): section_of, figures, DRAW_MODELS,
                                     # figures_line, figure_rows; None: sections and curves only
    sheet_sections: tuple[SheetSection, ...] = ()   # the deck-check sheet's sections, in order
                                     # (deckcheck.services.event_sheets); none: every card under "other"
    card_fields: Ref | None = None   # module with ``read(row) -> {Card field: value}``: the game's
                                     # own fields from the stored card (its columns and ``extra``)
    fixes: Ref | None = None         # fix suggestions (deckcheck.fixes): the game's hooks module
    texts: tuple[Code, ...] = ()     # its own error / parse-problem sentences (deckcheck.messages
                                     # error() / problem()), registered and removed with the game
    _loaded: dict[str, Any] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        if not _ID.match(self.id):
            raise ValueError(f"game id {self.id!r}: 1-8 lower-case letters, digits or _")
        if not _PREFIX.match(self.code_prefix):
            raise ValueError(f"{self.id}: code prefix {self.code_prefix!r} must be upper case")
        missing = [lang for lang in LANGS if not self.names.get(lang)]
        if missing:
            raise ValueError(f"{self.id}: no name in {', '.join(missing)}")
        if self.deck_faction_field not in ("faction", "capital"):
            raise ValueError(f"{self.id}: deck_faction_field must be 'faction' or 'capital'")
        stray = [c.code for c in self.codes if not c.code.startswith(self.code_prefix + "_")]
        if stray:
            raise ValueError(f"{self.id}: codes without the prefix {self.code_prefix}_: {stray}")
        not_texts = [t.key for t in self.texts if t.kind == "violation"]
        if not_texts:
            raise ValueError(f"{self.id}: texts are error or problem sentences, not codes: {not_texts}")

    # -- formats (the hot path asks ``format`` once per validation) ----------------------------
    def load_formats(self) -> ModuleType:
        """The formats module; DeckInputError RULES_UNAVAILABLE when it cannot be imported."""
        module = self._loaded.get("formats")
        if module is None:
            try:
                module = self._loaded["formats"] = load(self.formats_module)
            except ImportError as exc:
                raise DeckInputError("RULES_UNAVAILABLE", {"game": self.id}) from exc
        return module

    @property
    def formats(self) -> Mapping[str, Format]:
        return self.load_formats().FORMATS

    @property
    def default_format(self) -> str:
        return self.load_formats().DEFAULT_FORMAT

    def format(self, name: str | None = None) -> Format:
        """The named format (None: the default); DeckInputError UNKNOWN_FORMAT."""
        module = self._loaded.get("formats") or self.load_formats()
        name = name or module.DEFAULT_FORMAT
        fmt = module.FORMATS.get(name)
        if fmt is None:
            raise DeckInputError("UNKNOWN_FORMAT", {"format": name, "formats": list(module.FORMATS)},
                                 game=self.id)
        return fmt

    # -- the other lazily loaded parts ---------------------------------------------------------
    def load_engine(self) -> ModuleType | None:
        if self.engine is None:
            return None
        module = self._loaded.get("engine")
        if module is None:
            module = self._loaded["engine"] = load(self.engine)
        return module

    def read_card_fields(self, row: Any) -> Mapping[str, Any]:
        """The game's own Card fields of one stored card (none without ``card_fields``)."""
        if self.card_fields is None:
            return {}
        module = self._loaded.get("card_fields")
        if module is None:
            module = self._loaded["card_fields"] = load(self.card_fields)
        return module.read(row)

    def load_fixes(self) -> ModuleType | None:
        """The game's fix-suggestion hooks (``deckcheck.fixes``); None: no suggestions."""
        if self.fixes is None:
            return None
        module = self._loaded.get("fixes")
        if module is None:
            module = self._loaded["fixes"] = load(self.fixes)
        return module

    def load_deck_stats(self) -> ModuleType | None:
        """The game's deck statistics module (``deckcheck.stats``); None: none of its own."""
        if self.deck_stats is None:
            return None
        module = self._loaded.get("deck_stats")
        if module is None:
            module = self._loaded["deck_stats"] = load(self.deck_stats)
        return module

    def load_json_readers(self) -> tuple[ModuleType, ...]:
        readers = self._loaded.get("json_readers")
        if readers is None:
            readers = self._loaded["json_readers"] = tuple(load(ref) for ref in self.json_readers)
        return readers
