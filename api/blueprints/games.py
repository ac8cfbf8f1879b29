"""GET /games, /games/{game}/formats, /lists, /cards, /cards/{id}: what the server knows."""
from __future__ import annotations

from datetime import date

from api import API_PREFIX
from api.blueprints import Blueprint
from api.errors import ApiError
from api.extensions import services
from api.schemas import (
    CardDetailSchema,
    CardPageSchema,
    CardQuerySchema,
    FormatsSchema,
    GamesSchema,
    ListsSchema,
)
from deckcheck.games import get_game
from deckcheck.model import DeckInputError

blp = Blueprint("games", __name__, url_prefix=f"{API_PREFIX}/games",
                description="Games, formats, list versions and cards.")


def _game(game: str) -> str:
    """The game named in the path; an unknown game is a missing resource here (404)."""
    try:
        return get_game(game).id
    except DeckInputError as exc:
        raise ApiError(404, exc.code, {**exc.details, "game": game[:40]}, game=game) from None


@blp.route("", methods=["GET"])
@blp.response(200, GamesSchema)
def list_games():
    """Every game the server knows: its card count and formats."""
    return {"games": services().cards.games()}


@blp.route("/<game>/formats", methods=["GET"])
@blp.response(200, FormatsSchema)
def list_formats(game):
    """The game's formats: rules, list family, numbers, and the list versions of each."""
    _game(game)
    return services().cards.formats(game)


@blp.route("/<game>/lists", methods=["GET"])
@blp.response(200, ListsSchema)
def list_versions(game):
    """Every restricted/banned list version per list family, with dates, issuer and source."""
    return services().cards.list_versions(_game(game), date.today())


@blp.route("/<game>/cards", methods=["GET"])
@blp.arguments(CardQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, CardPageSchema)
def search_cards(game, q=None, type=None, faction=None, pack=None, lang=None, page=1, per_page=20):
    """Cards by name in any language (ranked; typos tolerated), type, faction, pack; paginated.

    Without ``q`` the cards come in name order; with ``q`` best match first (at most 200)."""
    return services().cards.search_page(_game(game), q, type, faction, pack, lang or "en", page, per_page)


@blp.route("/<game>/cards/<card_id>", methods=["GET"])
@blp.arguments(CardQuerySchema(only=("lang",)), location="query", as_kwargs=True)
@blp.response(200, CardDetailSchema)
def card_detail(game, card_id, lang=None):
    """One card (by id or id alias: prefixed L5R id, OCTGN GUID) with its names, printings,
    errata, rulings and its status in every list version."""
    return services().cards.card_detail(_game(game), card_id, lang or "en")
