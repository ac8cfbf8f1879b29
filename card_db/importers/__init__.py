"""Importers: one module per game, each ``read(root) -> Bundle`` from a snapshot folder
laid out like ``shared/carddata`` (``l5r-final/``, ``l5r/``, ``l5r-roles/``, ``agot/``,
``agot-translations/``, ``whi/``). They read files only; the writer stores bundles."""
from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import yaml

from card_db.bundle import Bundle, SnapshotError

GAMES = ("l5r", "agot", "whi")
DATA = Path(__file__).resolve().parent.parent / "data"


def read(game: str, root: Path) -> Bundle:
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    module = importlib.import_module(f"card_db.importers.{game}")
    return module.read(Path(root))


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
