"""A deck written as throneteki deck JSON (the shape ``throneteki.py`` beside this module reads).

``{"name", "faction": {"value": "stark", "name": "House Stark"}, "agenda": {"code": "06018"},
"bannerCards": [{"code": "01198"}], "plotCards": [{"card": {"code": ...}, "count": n}],
"drawCards": [...]}``: the deck object throneteki's deck builder saves and imports. With the
Alliance agenda the other agendas are its banners; an agenda held more than once (a deck that
breaks the rules) goes to ``drawCards`` with its count, since ``agenda`` and ``bannerCards``
hold one copy each. A card id the card data does not know goes to ``drawCards`` as it is.
"""
from __future__ import annotations

import json
from typing import Any

from deckcheck.decklists.vocabulary import vocabulary
from deckcheck.model import Deck
from deckcheck.pool import CardPool

ALLIANCE = "06018"


def write_throneteki(deck: Deck, pool: CardPool, lang: str = "en") -> str:
    agendas: list[str] = []
    plots: list[dict[str, Any]] = []
    draw: list[dict[str, Any]] = []
    for cid, count in sorted(deck.cards.items()):
        card = pool.card(cid)
        if card is not None and card.type == "agenda" and count == 1:
            agendas.append(cid)
        else:
            (plots if card is not None and card.type == "plot" else draw).append(
                {"card": {"code": cid}, "count": count})
    main = ALLIANCE if ALLIANCE in agendas else (agendas[0] if agendas else None)
    faction = None
    if deck.faction:
        faction = {"value": deck.faction,
                   "name": vocabulary("agot").faction_names["en"].get(deck.faction, deck.faction)}
    data = {"name": deck.name or "", "faction": faction,
            "agenda": {"code": main} if main else None,
            "bannerCards": [{"code": cid} for cid in agendas if cid != main],
            "plotCards": plots, "drawCards": draw}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


write = write_throneteki
FORMAT = "throneteki-json"
MEDIA_TYPE = "application/json"
EXTENSION = "json"
