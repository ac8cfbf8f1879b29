"""A deck written as ThronesDB deck JSON (the shape ``thronesdb.py`` beside this module reads).

ThronesDB's public API answers a deck as ``{"name", "faction_code", "faction_name",
"agendas": ["01027"], "slots": {"01001": 1, ...}}``; its agendas are in ``slots`` too, with
their counts, so the ``agendas`` list only names them. A card id the card data does not know
stays in ``slots`` as it is (read back, the validator reports it).
"""
from __future__ import annotations

import json

from deckcheck.decklists.vocabulary import vocabulary
from deckcheck.model import Deck
from deckcheck.pool import CardPool


def write_thronesdb(deck: Deck, pool: CardPool, lang: str = "en") -> str:
    agendas = sorted(cid for cid in deck.cards if (card := pool.card(cid)) is not None and card.type == "agenda")
    data = {"name": deck.name or "",
            "faction_code": deck.faction,
            "faction_name": vocabulary("agot").faction_names["en"].get(deck.faction or "") or None,
            "agendas": agendas,
            "slots": dict(sorted(deck.cards.items()))}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


write = write_thronesdb
FORMAT = "thronesdb-json"
MEDIA_TYPE = "application/json"
EXTENSION = "json"
