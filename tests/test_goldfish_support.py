"""Helpers for the goldfish tests: real AGoT cards read straight from the snapshot
(independent of the AGoT importer), OCTGN deck files, and small checks of the helpers.

``snapshot_pool()`` builds a CardPool from ``carddata/agot/packs/*.json`` the way the
engine needs it (type, faction, cost, STR, icons, traits, text, plot stats, unique,
loyal), with each card's pack and release day (so a decklist's "(Core Set)" reads); ``octgn_deck(path, pool)`` reads an .o8d file into (faction, {card id: count}).
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from datetime import date
from functools import lru_cache
from pathlib import Path

from conftest import CARDDATA, SAMPLES
from deckcheck.model import Alias, Card, PlotStats
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

AGOT_PACKS = CARDDATA / "agot" / "packs"
OCTGN = SAMPLES / "agot-octgn"


def _int(value):
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def card_from_json(raw: dict) -> Card:
    icons = tuple(k for k, on in (raw.get("icons") or {}).items() if on)
    stats = raw.get("plotStats")
    plot = PlotStats(*(_int(stats.get(k)) for k in ("income", "initiative", "claim", "reserve"))) \
        if stats else None
    return Card(id=raw["code"], game="agot", name=raw["name"], type=raw["type"],
                faction=raw.get("faction"), cost=_int(raw.get("cost")),
                deck_limit=raw.get("deckLimit", 3), unique=bool(raw.get("unique")),
                traits=tuple(raw.get("traits") or ()), text=raw.get("text") or "",
                title=normalize_name(raw["name"]), loyal=bool(raw.get("loyal")),
                plot_stats=plot, icons=icons, strength=_int(raw.get("strength")),
                octgn_id=raw.get("octgnId"))


@lru_cache(maxsize=1)
def snapshot_pool() -> CardPool:
    cards = []
    aliases = []
    pack_names = {}
    for path in sorted(AGOT_PACKS.glob("*.json")):
        pack = json.loads(path.read_text(encoding="utf-8"))
        pack_names[pack["code"]] = pack["name"]
        released = date.fromisoformat(pack["releaseDate"]) if pack.get("releaseDate") else None
        for raw in pack["cards"]:
            # the pack and its day: "Theon Greyjoy (Core Set)" in a real list is the Core Set card
            card = replace(card_from_json(raw), packs=(pack["code"],), released=released)
            cards.append(card)
            if card.octgn_id:
                aliases.append(Alias(card.id, "id", card.octgn_id))
    return CardPool("agot", cards, aliases, extras={"pack_names": pack_names})


def octgn_deck(path: Path, pool) -> tuple[str, dict[str, int]]:
    root = ET.parse(path).getroot()
    faction = ""
    cards: dict[str, int] = {}
    for section in root.iter("section"):
        for node in section.iter("card"):
            if section.get("name") == "Faction":
                if not faction:
                    faction = (node.text or "").replace("House ", "").replace("The ", "")
                    faction = faction.lower().replace("'", "").replace(" ", "")
                continue
            card = pool.card(node.get("id"))
            assert card is not None, node.text
            cards[card.id] = cards.get(card.id, 0) + int(node.get("qty", "1"))
    return faction, cards


def test_snapshot_pool_reads_real_cards():
    pool = snapshot_pool()
    littlefinger = pool.card("01028")
    assert littlefinger.name == "Littlefinger" and littlefinger.cost == 5
    assert littlefinger.icons == ("intrigue", "power") and littlefinger.strength == 4
    assert pool.card("01001").plot_stats == PlotStats(4, 9, 1, 6)


def test_octgn_deck_reads_the_tournament_deck():
    pool = snapshot_pool()
    faction, cards = octgn_deck(OCTGN / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d", pool)
    assert faction == "baratheon"
    draw = sum(n for cid, n in cards.items() if pool.card(cid).type not in ("plot", "agenda"))
    plots = sum(n for cid, n in cards.items() if pool.card(cid).type == "plot")
    assert (draw, plots) == (60, 7)
