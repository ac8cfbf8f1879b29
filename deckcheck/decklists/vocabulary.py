"""Section headings, faction / clan / race names of decklists.

Each game's words are in the YAML file its record names (``GAME.vocabulary``, in the game's
package); the words every game shares are in vocabulary.yaml beside this module."""
from __future__ import annotations

import re
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
    name_suffixes: frozenset[str] = frozenset()  # normalized words a card line may end with
                                                 # (L5R: FiveRingsDB prints "Fertile Fields Air")
    # normalized label -> card name template: WHI "Alliance: Chaos/Orc" -> "{} Alliance"
    card_labels: dict[str, str] = field(default_factory=dict)
    clan_lines: dict[str, str] = field(default_factory=dict)   # such a line -> the clan it names
    faction_cards: frozenset[str] = frozenset()  # card types that give the deck its faction
    own_faction_sides: frozenset[str] = frozenset()  # deck sides whose cards are of the deck's
                                                     # faction or neutral (L5R: dynasty)


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
    suffixes = frozenset(normalize_name(w) for w in raw.get("name_suffixes", ()))
    card_labels = {normalize_name(word): entry["name"]
                   for entry in raw.get("card_labels", ()) for word in entry["words"]}
    return GameVocabulary(game, headings, factions, faction_names, tuple(raw.get("writer", ())),
                          frozenset(clan_lines), suffixes, card_labels, clan_lines,
                          frozenset(raw.get("faction_cards", ())),
                          frozenset(raw.get("own_faction_sides", ())))


@lru_cache(maxsize=1)
def meta_prefixes() -> tuple[str, ...]:
    return tuple(_raw().get("meta_prefixes", ()))


@lru_cache(maxsize=1)
def banner_prefixes() -> tuple[str, ...]:
    """'created using', 'deck built on', ...: the first words of a deckbuilder's banner line."""
    return tuple(_raw().get("banner_prefixes", ()))


@lru_cache(maxsize=1)
def count_words() -> tuple[str, ...]:
    """Words a count may carry in parentheses: "(3 copies)", "(3 Kopien)", "(3 szt.)"."""
    return tuple(str(w) for w in _raw().get("count_words", ()))


@lru_cache(maxsize=1)
def note_labels() -> frozenset[str]:
    """Labels of 'Label: value' lines that only describe the deck (normalized)."""
    return frozenset(normalize_name(w) for w in _raw().get("note_labels", ()))


# a trailing count of a heading: "(30)", "(7 cards)", "(1 card)", "[22 Karten]"
_HEADING_COUNT = re.compile(r"\s*[(\[]\s*\d+\s*(?:[^\W\d_]+\.?)?\s*[)\]]$")
# a value that is only a count: "61 cards", "(7)", "60"
_COUNT_ONLY = re.compile(r"^[(\[]?\s*\d+\s*(?:[^\W\d_]+\.?)?\s*[)\]]?$")


def heading_key(line: str) -> str:
    """'Characters (30):' -> 'characters'; 'Plots (7 cards)' -> 'plots'; 'Plot: (7)' ->
    'plot'. 'Draw deck: 60 cards' stays a non-heading (its value is read by the plain-text
    reader as a labelled line)."""
    text = line.strip().rstrip(":").strip()
    text = _HEADING_COUNT.sub("", text)
    return normalize_name(text.rstrip(":").strip())


def is_count_only(text: str) -> bool:
    """True for a value that holds only a count ('61 cards', '(7)', '60')."""
    return bool(_COUNT_ONLY.match(text.strip()))
