"""A deck written as EmeraldDB deck JSON (the shape ``fiveringsdb.py`` beside this module reads;
FiveRingsDB's tools read it too, as both sites share the card ids).

``{"name", "format": "standard", "primary_clan": "crane", "secondary_clan": "lion",
"cards": {"shizuka-toshi": 1, ...}}``, as EmeraldDB's API answers a decklist. The format is
the site's name for ours (``FORMATS`` of the reader, first name wins); a deck without a format
has none, so it reads back without one. The primary clan is the stronghold's, the secondary
the other clan of the conflict cards paid with influence (none when there is no such clan).
"""
from __future__ import annotations

import json

from deckcheck.games.l5r.fiveringsdb import FORMATS
from deckcheck.model import Deck
from deckcheck.pool import CardPool

SITE_FORMATS: dict[str, str] = {}
for _site, _ours in FORMATS.items():
    SITE_FORMATS.setdefault(_ours, _site)


def clans(deck: Deck, pool: CardPool) -> tuple[str | None, str | None]:
    """(primary, secondary) clan: the stronghold's, and another clan's conflict cards."""
    cards = [c for cid in deck.cards if (c := pool.card(cid)) is not None]
    primary = deck.faction or next((c.faction for c in cards if c.type == "stronghold"), None)
    splash = sorted({c.faction for c in cards if c.side == "conflict" and c.faction
                     and c.faction not in ("neutral", primary)})
    return primary, splash[0] if len(splash) == 1 else None


def write_emeralddb(deck: Deck, pool: CardPool, lang: str = "en") -> str:
    primary, secondary = clans(deck, pool)
    data = {"name": deck.name or "",
            "format": SITE_FORMATS.get(deck.format or "", deck.format),
            "primary_clan": primary, "secondary_clan": secondary,
            "cards": dict(sorted(deck.cards.items()))}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


write = write_emeralddb
FORMAT = "emeralddb-json"
MEDIA_TYPE = "application/json"
EXTENSION = "json"
