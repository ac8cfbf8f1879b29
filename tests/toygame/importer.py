"""The toy game's card importer: ``<root>/toy/cards.json`` -> one Bundle (see card_db.importers)."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from card_db.bundle import Bundle
from card_db.importers import load_json, require_dir

SNAPSHOT_DIRS = ("toy",)
SOURCES = ()                    # no upstream: a local folder only


def read(root: Path) -> Bundle:
    folder = require_dir(Path(root) / "toy")
    data = load_json(folder / "cards.json")
    bundle = Bundle(game="toy", name="Toy Tavern", source=str(folder))
    bundle.packs = [{"id": p["id"], "name": p["name"], "position": i,
                     "released": dt.date.fromisoformat(p["released"])}
                    for i, p in enumerate(data["packs"], 1)]
    for card in data["cards"]:
        bundle.cards.append({"id": card["id"], "name": card["name"], "type": card["type"],
                             "faction": card["colour"], "cost": card.get("cost"),
                             "deck_limit": card.get("limit", 3), "text": card.get("text", ""),
                             "extra": {"stars": card.get("stars", 0)}})    # a field of its own
        bundle.printings.append({"card_id": card["id"], "pack_id": card["pack"], "quantity": 3})
    bundle.aliases = [{"card_id": card["id"], "locale": "de", "name": card["de"], "source": "toy"}
                      for card in data["cards"] if card.get("de")]
    return bundle
