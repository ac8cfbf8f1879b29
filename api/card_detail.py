"""One card's page: the database rows (card_db.queries) plus its list status over time,
taken from the in-memory pool."""
from __future__ import annotations

from typing import Any

from sqlalchemy.engine import Engine

from card_db.queries import card_rows
from deckcheck.model import Card
from deckcheck.pool import CardPool

_SHARED = ("id", "game", "name", "type", "faction", "cost", "deck_limit", "unique", "traits", "text",
           "title", "deck_card")
_HIDDEN = {"normalized_name", "extra", "printings", "names", "errata", "rulings", "list_status"}


def card_detail_dict(card: Card, pool: CardPool, engine: Engine | None, lang: str = "en") -> dict[str, Any]:
    """Everything about one card: shared fields, the game's own fields (``attributes``),
    names, printings, errata, rulings, and its status in every list version."""
    detail: dict[str, Any] = card_rows(engine, card.game, card.id) if engine is not None else {}
    out: dict[str, Any] = {k: getattr(card, k) for k in _SHARED}
    out["traits"] = list(card.traits)
    out["display_name"] = pool.display_name(card.id, lang)
    out["released"] = card.released.isoformat() if card.released else None
    out["attributes"] = {k: v for k, v in detail.items()
                         if k not in _SHARED and k not in _HIDDEN and v not in (None, [], {}, False)}
    out["names"] = detail.get("names") or [{"locale": loc, "name": table[card.id], "source": None}
                                           for loc, table in pool.names.items() if card.id in table]
    for key in ("printings", "errata", "rulings"):
        out[key] = detail.get(key) or []
    out["list_timeline"] = _timeline(card, pool)
    out["list_status"] = _list_status(out["list_timeline"], pool)
    return out


def _timeline(card: Card, pool: CardPool) -> list[dict[str, Any]]:
    out = []
    for family, versions in pool.lists.items():
        for lv in versions:
            if card.id in lv.banned:
                status = "banned"
            elif card.id in lv.restricted:
                status = "restricted"
            elif card.id in lv.banned_printings:
                status = "banned_printing"
            elif any(card.id in pod.cards or pod.restricted == card.id for pod in lv.pods):
                status = "pod"
            else:
                status = "legal"
            out.append({"list": lv.id, "name": lv.name, "format": family,
                        "effective": lv.effective.isoformat(), "status": status})
    return out


def _list_status(timeline: list[dict[str, Any]], pool: CardPool) -> list[dict[str, Any]]:
    """The list versions that name the card (restricted, banned, ...), oldest first."""
    versions = {(lv.format, lv.id): lv for family in pool.lists.values() for lv in family}
    out = []
    for entry in timeline:
        if entry["status"] == "legal":
            continue
        lv = versions[(entry["format"], entry["list"])]
        out.append({"list": lv.id, "name": lv.name, "format": lv.format, "issuer": lv.issuer,
                    "effective": entry["effective"], "kind": entry["status"], "source": lv.source})
    return sorted(out, key=lambda e: (e["effective"], e["format"], e["list"]))
