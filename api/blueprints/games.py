"""GET /games, /games/{game}/formats, /lists, /cards, /cards/{id}, /cards.json: what the server knows.

Served like a data API: every answer carries an ETag and Last-Modified from the card data's
version (the stamp a sync sets when it changes the data, and when it did), and a
Cache-Control; a request whose If-None-Match names the current ETag (or whose
If-Modified-Since is not older than the data) is answered 304 before any work is done. The
ETag also covers the path, the query and the language asked, and for the list versions the
day (which version is in force moves with the date without a sync).
"""
from __future__ import annotations

import hashlib
from datetime import date, datetime, timezone

from flask import Response, current_app, g, request

from api.config import API_PREFIX, app_settings
from api.blueprints import Blueprint
from api.statuses import ApiError
from api.extensions import services
from api.helpers import request_lang
from api.schemas import (
    CardDetailSchema,
    CardDumpSchema,
    CardPageSchema,
    CardQuerySchema,
    FormatsSchema,
    GamesSchema,
    ListsSchema,
)
from deckcheck.games import get_game
from deckcheck.model import DeckInputError
from deckcheck.services.cards import card_dump

blp = Blueprint("games", __name__, url_prefix=f"{API_PREFIX}/games",
                description="Games, formats, list versions and cards.")

VARY = "Accept-Language, Accept-Encoding"
UNCHANGED = {"description": "Not Modified: the If-None-Match (or If-Modified-Since) sent is the current answer's."}


def _validator():
    return current_app.extensions["deckcheck"]


def _entity_tag() -> str | None:
    """The answer's ETag: the card data's version, and a digest of what else shapes the answer
    (None before the first sync: nothing to promise)."""
    stamp = _validator().stamp()
    if not stamp:
        return None
    shape = "\n".join((request.path, request.query_string.decode("latin-1"), request_lang(),
                       date.today().isoformat() if request.path.endswith("/lists") else ""))
    return f"{stamp[:16]}-{hashlib.sha256(shape.encode()).hexdigest()[:16]}"


def _last_modified() -> datetime | None:
    """When a sync last changed the card data; for the list versions not before today."""
    changed = [p.changed_at for p in _validator().pools.values()]
    known = [c if c.tzinfo else c.replace(tzinfo=timezone.utc) for c in changed if isinstance(c, datetime)]
    if not known:
        return None
    newest = max(known)
    if request.path.endswith("/lists"):
        today = datetime.combine(date.today(), datetime.min.time(), timezone.utc)
        newest = max(newest, today)
    return newest.replace(microsecond=0)


@blp.before_request
def answer_unchanged():
    """304 for a request that holds the current answer (no view runs)."""
    if request.method not in ("GET", "HEAD"):
        return None
    tag = g.card_etag = _entity_tag()
    if tag is None:
        return None
    modified = _last_modified()
    unchanged = (tag in request.if_none_match if request.if_none_match
                 else modified is not None and request.if_modified_since is not None
                 and modified <= request.if_modified_since)
    if not unchanged:
        return None
    response = Response(status=304)
    return _cache_headers(response)


@blp.after_request
def _cache_headers(response: Response) -> Response:
    tag = getattr(g, "card_etag", None)
    if request.method in ("GET", "HEAD") and tag is not None and response.status_code in (200, 304):
        response.set_etag(tag)
        modified = _last_modified()
        if modified is not None:
            response.last_modified = modified
        response.headers["Cache-Control"] = f"public, max-age={app_settings(current_app).cards_max_age}"
        response.vary.update(v.strip() for v in VARY.split(","))
    return response


def _game(game: str) -> str:
    """The game named in the path; an unknown game is a missing resource here (404)."""
    try:
        return get_game(game).id
    except DeckInputError as exc:
        raise ApiError(404, exc.code, {**exc.details, "game": game[:40]}, game=game) from None


@blp.route("", methods=["GET"])
@blp.response(200, GamesSchema)
@blp.alt_response(304, **UNCHANGED)
def list_games():
    """Every game the server knows: its card count and formats."""
    return {"games": services().cards.games()}


@blp.route("/<game>/formats", methods=["GET"])
@blp.response(200, FormatsSchema)
@blp.alt_response(304, **UNCHANGED)
def list_formats(game):
    """The game's formats: rules, list family, numbers, and the list versions of each."""
    _game(game)
    return services().cards.formats(game)


@blp.route("/<game>/lists", methods=["GET"])
@blp.response(200, ListsSchema)
@blp.alt_response(304, **UNCHANGED)
def list_versions(game):
    """Every restricted/banned list version per list family, with dates, issuer and source."""
    return services().cards.list_versions(_game(game), date.today())


@blp.route("/<game>/cards", methods=["GET"])
@blp.arguments(CardQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, CardPageSchema)
@blp.alt_response(304, **UNCHANGED)
def search_cards(game, q=None, type=None, faction=None, pack=None, lang=None, page=1, per_page=20):
    """Cards by name in any language (ranked; typos tolerated), type, faction, pack; paginated.

    Without ``q`` the cards come in name order; with ``q`` best match first (at most 200)."""
    return services().cards.search_page(_game(game), q, type, faction, pack, lang or "en", page, per_page)


@blp.route("/<game>/cards.json", methods=["GET"])
@blp.response(200, CardDumpSchema)
@blp.alt_response(304, **UNCHANGED)
def card_dump_json(game):
    """Every card of the game in one answer, for sites that mirror the data (gzip when accepted).

    The document is built once per card data version and served as is; ``version`` and
    ``updated`` are the ETag's and Last-Modified's source, so a mirror asks again with
    If-None-Match and gets 304 until a sync changes the data."""
    raw, packed = card_dump(services().validation.pool(_game(game)))
    gzipped = request.accept_encodings.quality("gzip") > 0
    response = Response(packed if gzipped else raw, mimetype="application/json")
    if gzipped:
        response.headers["Content-Encoding"] = "gzip"
    return response


@blp.route("/<game>/cards/<card_id>", methods=["GET"])
@blp.arguments(CardQuerySchema(only=("lang",)), location="query", as_kwargs=True)
@blp.response(200, CardDetailSchema)
@blp.alt_response(304, **UNCHANGED)
def card_detail(game, card_id, lang=None):
    """One card (by id or id alias: prefixed L5R id, OCTGN GUID) with its names, printings,
    errata, rulings and its status in every list version."""
    return services().cards.card_detail(_game(game), card_id, lang or "en")
