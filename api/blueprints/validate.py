"""POST /validate and /validate/batch: decks in, verdicts out."""
from __future__ import annotations

from flask import jsonify
from marshmallow import ValidationError

from api import API_PREFIX
from api.blueprints import Blueprint
from api.errors import error_status
from api.extensions import service
from api.helpers import request_lang
from api.schemas import (
    BatchRequestSchema,
    BatchResponseSchema,
    LangQuerySchema,
    ValidateRequestSchema,
    VerdictSchema,
)
from deckcheck.inputs import refuse_nul
from deckcheck.model import DeckInputError

blp = Blueprint("validate", __name__, url_prefix=API_PREFIX, description="Check decks against the rules.")


@blp.route("/validate", methods=["POST"])
@blp.arguments(ValidateRequestSchema(), description="A canonical deck or a decklist.")
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, VerdictSchema, description="The verdict: every violation of the deck.")
def validate_deck(payload, lang=None):
    """Validate one deck.

    The body is either the canonical deck JSON of the contract (``game``, ``cards``,
    optional ``format``, ``faction``, ``capital``, ``as_of``, ``list``) or
    ``{"decklist": "<text>", "game": ...}`` with a decklist in any supported format
    (plain text, ThronesDB JSON, FiveRingsDB/EmeraldDB JSON, OCTGN .o8d). For a
    decklist the verdict also carries ``deck`` (what was read) and ``parse_problems``
    (entries not understood, with ranked suggestions; the deck is checked without them).
    """
    # the verdict is built to the contract already: answer it directly (the schema documents
    # it; dumping it through marshmallow again costs about a third of the request)
    return jsonify(service().validate_payload(payload, request_lang(lang)))


@blp.route("/validate/batch", methods=["POST"])
@blp.arguments(BatchRequestSchema(), description="Up to 500 bodies as for POST /validate.")
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, BatchResponseSchema, description="One result per deck, in order.")
def validate_batch(body, lang=None):
    """Validate many decks at once (tournament organizers).

    ``results[i]`` answers ``decks[i]``: ``verdict`` for a deck that could be read, else
    ``error`` (the same error object a single request would get, in the same language).
    One unreadable deck never fails the others.
    """
    schema = ValidateRequestSchema()

    def load_item(item):
        try:
            if not isinstance(item, dict):
                raise ValidationError({"_schema": ["Each entry of 'decks' must be a JSON object."]})
            refuse_nul(item, "")            # INVALID_TEXT for this deck only
            return schema.load(item)
        except ValidationError as exc:
            raise DeckInputError("INVALID_REQUEST", exc.messages, variant="deck") from None

    return service().validate_batch(body["decks"], request_lang(lang), load_item,
                                    fatal=lambda exc: error_status(exc) >= 500)
