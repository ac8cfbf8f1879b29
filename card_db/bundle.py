"""What an importer produces: plain rows for one game, ready for the writer.

Importers only read files and return a Bundle; they never touch the database, so
they can be tested and timed on their own. Row dicts use the column names of
``card_db.schema`` (``game`` is filled in by the writer).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any


class SnapshotError(Exception):
    """A snapshot file is missing or cannot be read; names the file."""

    def __init__(self, path: Any, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason


@dataclass
class Bundle:
    game: str
    name: str                                   # the game's display name
    source: str = ""
    cycles: list[dict[str, Any]] = field(default_factory=list)
    packs: list[dict[str, Any]] = field(default_factory=list)
    cards: list[dict[str, Any]] = field(default_factory=list)
    printings: list[dict[str, Any]] = field(default_factory=list)
    errata: list[dict[str, Any]] = field(default_factory=list)
    aliases: list[dict[str, Any]] = field(default_factory=list)
    rulings: list[dict[str, Any]] = field(default_factory=list)
    clan_roles: list[dict[str, Any]] = field(default_factory=list)
    # list versions: dict rows of ListVersion columns plus "entries": [ListEntry rows]
    lists: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    TABLES = ("cycles", "packs", "cards", "printings", "errata", "aliases", "rulings",
              "clan_roles", "lists")

    def content_hash(self) -> str:
        h = hashlib.sha256()
        for name in self.TABLES:
            h.update(name.encode())
            h.update(json.dumps(getattr(self, name), sort_keys=True, default=str).encode())
        return h.hexdigest()

    def summary(self) -> dict[str, int]:
        return {"cards": len(self.cards), "packs": len(self.packs), "printings": len(self.printings),
                "errata": len(self.errata), "aliases": len(self.aliases),
                "list_versions": len(self.lists), "rulings": len(self.rulings)}
