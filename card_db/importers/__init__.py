"""Importers: one module per game, named by the game's record (``GAME.importer``), each
with ``read(root) -> Bundle`` from a snapshot folder laid out like ``shared/carddata``,
``SNAPSHOT_DIRS`` (its folders there: ``l5r-final/``, ``agot/``, ...) and ``SOURCES``
(where ``card_db.download`` fetches them). They read files only; the writer stores bundles."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

from card_db.bundle import Bundle, SnapshotError
from deckcheck.games import all_games, find_game
from deckcheck.games.base import load
from deckcheck.text import normalize_name

DATA = Path(__file__).resolve().parent.parent / "data"


@dataclass(frozen=True)
class Source:
    """One upstream file or folder of a game's snapshot (see ``card_db.download``)."""

    target: str              # folder (or file) under the carddata layout
    repo: str
    ref: str
    path: str                # folder inside the archive, or file for raw sources
    raw: bool = False


def importer(game: str) -> ModuleType:
    """The game's importer module; ValueError for a game the registry does not know or
    that has no importer."""
    record = find_game(game) if isinstance(game, str) else None
    if record is None:
        raise ValueError(f"unknown game {game!r}")
    if record.importer is None:
        raise ValueError(f"the game {game!r} has no card importer")
    return load(record.importer)


def importable_games() -> tuple[str, ...]:
    """The registered games that have an importer (what a sync reads by default)."""
    return tuple(g.id for g in all_games() if g.importer is not None)


def read(game: str, root: Path) -> Bundle:
    bundle = importer(game).read(Path(root))
    drop_shadowing_aliases(bundle)
    return bundle


def drop_shadowing_aliases(bundle: Bundle) -> None:
    """A translated name of one card that is another card's English name is dropped with an
    import note: it would make that English name ambiguous, so the card could never be read
    by its own name (a French translation names Maester Aemon 07005 "Cotter Pyke"). English
    aliases (old printed names) stay: two cards printed with one title are truly ambiguous."""
    english: dict[str, set[str]] = {}
    for card in bundle.cards:
        english.setdefault(normalize_name(card["name"]), set()).add(card["id"])
    own = {card["id"]: normalize_name(card["name"]) for card in bundle.cards}
    kept = []
    for alias in bundle.aliases:
        key = normalize_name(alias["name"]) if alias["locale"] not in ("en", "id") else None
        if key is not None and key in english and own.get(alias["card_id"]) != key:
            bundle.warnings.append(f"{alias['card_id']}: the {alias['locale']} name {alias['name']!r} is "
                                   f"the English name of {', '.join(sorted(english[key]))}; not imported "
                                   "(it would hide that card's own name)")
            continue
        kept.append(alias)
    bundle.aliases = kept


def snapshot_dirs(game: str) -> tuple[str, ...]:
    """The game's folders under the carddata root."""
    return tuple(importer(game).SNAPSHOT_DIRS)


def sources(game: str) -> tuple[Source, ...]:
    """Where the game's snapshot folders come from (none: a local folder only)."""
    return tuple(getattr(importer(game), "SOURCES", ()))


def load_json(path: Path) -> Any:
    if not path.is_file():
        raise SnapshotError(path, "file is missing")
    try:
        with path.open(encoding="utf-8") as fh:
            return json.load(fh)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SnapshotError(path, f"not valid JSON ({exc})") from exc


def load_yaml(path: Path) -> Any:
    if not path.is_file():
        raise SnapshotError(path, "file is missing")
    try:
        with path.open(encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except yaml.YAMLError as exc:
        raise SnapshotError(path, f"not valid YAML ({exc})") from exc


def require_dir(path: Path) -> Path:
    if not path.is_dir():
        raise SnapshotError(path, "folder is missing")
    return path


def as_int(value: Any) -> int | None:
    """'3' -> 3, 3 -> 3, None/''/'-'/'X' -> None."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = str(value).strip()
    try:
        return int(text)
    except ValueError:
        return None
