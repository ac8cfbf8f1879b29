"""Section headings, faction / clan / race names of decklists.

Each game's words are in the YAML file its record names (``GAME.vocabulary``, in the game's
package); the words every game shares are in vocabulary.yaml beside this module."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from deckcheck.games import get_game
from deckcheck.text import normalize_name

DATA = Path(__file__).with_name("vocabulary.yaml")


@dataclass(frozen=True, slots=True)
class Section:
    """What a heading says about the lines below it."""

    types: frozenset[str] | None = None   # card types the section holds (None: any)
    side: str | None = None               # L5R deck side: dynasty | conflict
    special: str | None = None            # "faction" | "capital": lines name a faction / race

    def admits(self, card: Any) -> bool:
        if self.types is not None and card.type not in self.types:
            return False
        return self.side is None or card.side is None or card.side == self.side

    def narrowed(self, other: Section) -> Section:
        """A sub-heading ("Characters" below "Conflict Deck") keeps the outer side."""
        side = other.side or (self.side if other.types is not None and other.special is None else None)
        return Section(other.types, side, other.special)


@dataclass(frozen=True, slots=True)
class GameVocabulary:
    game: str
    headings: dict[str, Section]                 # normalized heading -> section
    factions: dict[str, str]                     # normalized name -> faction / race code
    faction_names: dict[str, dict[str, str]]     # lang -> code -> display name
    writer: tuple[dict[str, Any], ...]
    informative: frozenset[str]                  # normalized lines that name the clan etc.
    clan_lines: dict[str, str] = field(default_factory=dict)   # such a line -> the clan it names
    faction_cards: frozenset[str] = frozenset()  # card types that give the deck its faction


def _yaml(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as fh:
        return yaml.safe_load(fh) or {}


@lru_cache(maxsize=1)
def _raw() -> dict[str, Any]:
    return _yaml(DATA)


def vocabulary(game: str) -> GameVocabulary:
    """The game's decklist words (UNKNOWN_GAME for a game the registry does not know)."""
    return _vocabulary(game, get_game(game).vocabulary)


@lru_cache(maxsize=16)
def _vocabulary(game: str, path: Path) -> GameVocabulary:
    raw = _yaml(path)
    headings: dict[str, Section] = {}
    for entry in raw.get("headings", ()):
        types = frozenset(entry["types"]) if "types" in entry else None
        section = Section(types, entry.get("side"), entry.get("section"))
        for word in entry["words"]:
            headings[normalize_name(word)] = section
    factions: dict[str, str] = {}
    for code, names in (raw.get("factions") or raw.get("races") or {}).items():
        factions[normalize_name(code)] = code
        for name in names:
            factions[normalize_name(name)] = code
    faction_names = {"en": dict(raw.get("faction_names") or {}),
                     "de": dict(raw.get("faction_names_de") or raw.get("faction_names") or {})}
    clan_lines: dict[str, str] = {}
    for clan in raw.get("clans", ()):
        for word in raw.get("clan_words", ()):
            clan_lines[normalize_name(f"{clan} {word}")] = clan
            clan_lines[normalize_name(f"{word} {clan}")] = clan
        clan_lines[normalize_name(clan)] = clan
    return GameVocabulary(game, headings, factions, faction_names, tuple(raw.get("writer", ())),
                          frozenset(clan_lines), clan_lines, frozenset(raw.get("faction_cards", ())))


@lru_cache(maxsize=1)
def meta_prefixes() -> tuple[str, ...]:
    return tuple(_raw().get("meta_prefixes", ()))


def heading_key(line: str) -> str:
    """'Characters (30):' -> 'characters'; 'Draw deck: 60 cards' stays a non-heading."""
    text = line.strip().rstrip(":").strip()
    if text.endswith(")") and "(" in text:
        inner = text[text.rindex("(") + 1:-1].strip()
        if inner.isdigit():
            text = text[:text.rindex("(")].strip()
    return normalize_name(text.rstrip(":"))
