"""GET /games, /games/{game}/formats, /lists, /cards, /cards/{id}: what the server knows."""
from __future__ import annotations

import math
import weakref
from datetime import date
from typing import Any

from api import API_PREFIX
from api.blueprints import Blueprint
from api.card_detail import card_detail_dict
from api.errors import ApiError
from api.extensions import service
from api.schemas import (
    CardDetailSchema,
    CardPageSchema,
    CardQuerySchema,
    FormatsSchema,
    GamesSchema,
    ListsSchema,
)
from deckcheck.games import game_ids
from deckcheck.model import Card, DeckInputError, ListVersion
from deckcheck.pool import CardPool
from deckcheck.text import normalize_name

blp = Blueprint("games", __name__, url_prefix=f"{API_PREFIX}/games",
                description="Games, formats, list versions and cards.")

MAX_QUERY_HITS = 200
_SORTED: weakref.WeakKeyDictionary[CardPool, tuple[Card, ...]] = weakref.WeakKeyDictionary()


def _game(game: str) -> str:
    if game not in game_ids():
        raise ApiError(404, "UNKNOWN_GAME", f"Unknown game {game!r}; use one of {', '.join(game_ids())}.",
                       {"game": game[:40], "games": list(game_ids())})
    return game


@blp.route("", methods=["GET"])
@blp.response(200, GamesSchema)
def list_games():
    """Every game, its card count and formats."""
    svc = service()
    out = []
    for game in game_ids():
        pool = svc.pools.get(game)
        try:
            module = svc.formats(game)
            default, formats = module.DEFAULT_FORMAT, list(module.FORMATS)
        except DeckInputError:
            default, formats = None, []
        out.append({"id": game, "name": svc.game_names.get(game, game), "cards": len(pool) if pool else 0,
                    "default_format": default, "formats": formats})
    return {"games": out}


@blp.route("/<game>/formats", methods=["GET"])
@blp.response(200, FormatsSchema)
def list_formats(game):
    """The game's formats: rules, list family, numbers, and the list versions of each."""
    svc = service()
    _game(game)
    module = svc.formats(game)
    pool = svc.pools.get(game)
    formats = []
    for name, fmt in module.FORMATS.items():
        meta = fmt.metadata(pool if pool is not None and len(pool) else None)
        meta["default"] = name == module.DEFAULT_FORMAT
        formats.append(meta)
    return {"game": game, "default_format": module.DEFAULT_FORMAT, "formats": formats}


def _version(lv: ListVersion, in_force: bool) -> dict[str, Any]:
    return {**lv.to_dict(), "card_set": lv.card_set, "restricted": len(lv.restricted),
            "banned": len(lv.banned), "pods": len(lv.pods), "banned_printings": len(lv.banned_printings),
            "in_force": in_force}


@blp.route("/<game>/lists", methods=["GET"])
@blp.response(200, ListsSchema)
def list_versions(game):
    """Every restricted/banned list version per list family, with dates, issuer and source."""
    svc = service()
    pool = svc.pool(_game(game))
    today = date.today()
    families = {}
    for family, versions in pool.lists.items():
        current = pool.list_in_force(family, today)
        families[family] = [_version(lv, current is not None and lv.id == current.id) for lv in versions]
    return {"game": game, "families": families}


def _sorted_cards(pool: CardPool) -> tuple[Card, ...]:
    cards = _SORTED.get(pool)
    if cards is None:
        cards = tuple(sorted(pool.cards.values(), key=lambda c: (c.name.lower(), c.id)))
        _SORTED[pool] = cards
    return cards


def _summary(card: Card, pool: CardPool, lang: str) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "display_name": pool.display_name(card.id, lang),
            "type": card.type, "faction": card.faction, "cost": card.cost, "packs": list(card.packs),
            "released": card.released.isoformat() if card.released else None}


@blp.route("/<game>/cards", methods=["GET"])
@blp.arguments(CardQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, CardPageSchema)
def search_cards(game, q=None, type=None, faction=None, pack=None, lang=None, page=1, per_page=20):
    """Cards by name in any language (ranked; typos tolerated), type, faction, pack; paginated.

    Without ``q`` the cards come in name order; with ``q`` best match first (at most 200)."""
    svc = service()
    pool = svc.pool(_game(game))
    lang = lang or "en"
    hits: list[tuple[Card, dict[str, Any]]]
    if q and q.strip():
        hits = [(c.card, {"score": round(c.score, 1), "matched": c.matched, "locale": c.locale})
                for c in pool.search(q, limit=MAX_QUERY_HITS)]
    else:
        hits = [(c, {}) for c in _sorted_cards(pool)]
    if type:
        hits = [h for h in hits if h[0].type == type.lower()]
    if faction:
        hits = [h for h in hits if (h[0].faction or "") == faction.lower()]
    if pack:
        key = normalize_name(pack)
        pack_id = svc.packs.get(game, {}).get(key, pack)
        hits = [h for h in hits if pack_id in h[0].packs]
    total = len(hits)
    start = (page - 1) * per_page
    items = [{**_summary(c, pool, lang), **extra} for c, extra in hits[start:start + per_page]]
    return {"items": items, "page": page, "per_page": per_page, "total": total,
            "pages": math.ceil(total / per_page) if total else 0}


@blp.route("/<game>/cards/<card_id>", methods=["GET"])
@blp.arguments(CardQuerySchema(only=("lang",)), location="query", as_kwargs=True)
@blp.response(200, CardDetailSchema)
def card_detail(game, card_id, lang=None):
    """One card (by id or id alias: prefixed L5R id, OCTGN GUID) with its names, printings,
    errata, rulings and its status in every list version."""
    svc = service()
    pool = svc.pool(_game(game))
    card = pool.card(card_id)
    if card is None:
        raise ApiError(404, "CARD_NOT_FOUND", f"No {game} card has the id {card_id[:100]!r}.",
                       {"id": card_id[:100]})
    return card_detail_dict(card, pool, svc.engine, lang or "en")
