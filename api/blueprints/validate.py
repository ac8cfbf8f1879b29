"""POST /validate and /validate/batch: decks in, verdicts out."""
from __future__ import annotations

from marshmallow import ValidationError

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.bodies import batch_body, canonical_deck, deck_body, json_response, query_lang, validate_query
from api.statuses import error_status
from api.extensions import service
from api.helpers import request_lang
from api.schemas import (
    BatchItemSchema,
    BatchRequestSchema,
    BatchResponseSchema,
    ErrorSchema,
    LangQuerySchema,
    ValidateQuerySchema,
    ValidateRequestSchema,
    VerdictSchema,
)
from deckcheck.decklists.budget import LIMITS
from deckcheck.inputs import refuse_nul
from deckcheck.model import DeckInputError
from deckcheck.services import ValidationService

TOO_MUCH_WORK = (
    f"REQUEST_TOO_LARGE: reading the request needs more work than one request may do: more "
    f"than {LIMITS.lines} lines (decklist lines, read once for every game tried when a decklist "
    f"does not give its game, and deck entries), more than {LIMITS.fuzzy} fuzzy searches for "
    f"names no card has (each name is searched once per request) or more than {LIMITS.decks} "
    f"decks. Ranked suggestions for unknown names stop after {LIMITS.suggestions} searches; "
    f"the entries stay unread (the deck is not valid), the request is answered.")

blp = Blueprint("validate", __name__, url_prefix=API_PREFIX, description="Check decks against the rules.")


# The bodies and ?lang= are read by api/bodies.py: a canonical deck with one orjson parse,
# anything else through the schemas as documented (``blp.documents``), with the same answers;
# the views answer a ready Response (json_response): the response schemas document it only.
@blp.route("/validate", methods=["POST"])
@blp.documents(ValidateRequestSchema(), description="A canonical deck or a decklist.")
@blp.documents(ValidateQuerySchema(), location="query", as_kwargs=True)
@blp.documents_only(blp.response(200, VerdictSchema, description="The verdict: every violation of the deck."))
@blp.documents_only(blp.alt_response(413, schema=ErrorSchema, description=TOO_MUCH_WORK))
def validate_deck():
    """Validate one deck.

    The body is either the canonical deck JSON of the contract (``game``, ``cards``,
    optional ``format``, ``faction``, ``capital``, ``as_of``, ``list``) or
    ``{"decklist": "<text>", "game": ...}`` with a decklist in any supported format
    (plain text, ThronesDB JSON, FiveRingsDB/EmeraldDB JSON, OCTGN .o8d). For a
    decklist the verdict also carries ``deck`` (what was read), ``parse_problems``
    (entries not understood, with ranked suggestions; such a deck is never valid) and
    ``corrections`` (lines read only after correcting a plainly misspelled name; with
    ``"strict": true`` such lines stay unread instead). With ``"stats": true`` the verdict
    also carries ``stats``: cost curve, types, factions, the game's figures and the exact
    chance to have a card in hand by round.

    With ``suggest=true`` (query) or ``"suggest": true`` (body) every violation also
    carries ``suggestions``: the smallest edits that make it go away without causing
    another violation, each checked by validating the edited deck, or why there is none.
    """
    payload = deck_body(ValidateRequestSchema)
    lang, suggest = validate_query(ValidateQuerySchema)
    lang = request_lang(lang)
    # the verdict is built to the contract already: answer it directly (the schema documents
    # it; dumping it through marshmallow again costs about a third of the request)
    fixes = payload.pop("suggest", False) or suggest
    if payload.get("stats"):            # only when asked: the default verdict stays as it is
        from deckcheck.services.stats import validate_with_stats

        return json_response(validate_with_stats(service(), payload, lang, fixes=fixes))
    return json_response(service().validate_payload(payload, lang, fixes=fixes))


@blp.route("/validate/batch", methods=["POST"])
@blp.documents(BatchRequestSchema(), description="Up to 500 bodies as for POST /validate.")
@blp.documents(LangQuerySchema(), location="query", as_kwargs=True)
@blp.documents_only(blp.response(200, BatchResponseSchema, description="One result per deck, in order."))
@blp.documents_only(blp.alt_response(413, schema=ErrorSchema, description=TOO_MUCH_WORK))
def validate_batch():
    """Validate many decks at once (tournament organizers).

    ``results[i]`` answers ``decks[i]``: ``verdict`` for a deck that could be read, else
    ``error`` (the same error object a single request would get, in the same language).
    One unreadable deck never fails the others. All decks of a batch share one request's
    work budget (see the 413 answer): a batch that needs more is refused as a whole.
    ``"strict": true`` reads every deck strictly.
    """
    body, nul_free = batch_body(BatchRequestSchema)
    lang = request_lang(query_lang(LangQuerySchema))
    return json_response(batch_answer(service(), body, nul_free, lang))


def batch_answer(validation: ValidationService, body: dict, nul_free: bool, lang: str) -> dict:
    """The answer to a batch body as ``batch_body`` read it (also api/lane.py's)."""
    schema = ValidateRequestSchema()
    strict = body.get("strict", False)

    def load_item(item):
        try:
            if not isinstance(item, dict):
                raise ValidationError({"_schema": ["Each entry of 'decks' must be a JSON object."]})
            if not nul_free:
                refuse_nul(item, "")        # INVALID_TEXT for this deck only
            loaded = canonical_deck(item) or schema.load(item)
            if strict:
                loaded["strict"] = True
            return loaded
        except ValidationError as exc:
            raise DeckInputError("INVALID_REQUEST", exc.messages, variant="deck") from None

    answer = validation.validate_batch(body["decks"], lang, load_item,
                                       fatal=lambda exc: error_status(exc) >= 500)
    # a canonical deck's result is built to the contract already (BatchResponseSchema
    # documents it): no marshmallow dump; a decklist's keeps the documented shape of the batch
    # (its verdict without the deck as read, line by line, that POST /validate also gives)
    results = answer["results"]
    for i, item in enumerate(results):
        verdict = item.get("verdict")
        if verdict is not None and "parse_problems" in verdict:
            results[i] = BatchItemSchema().dump(item)
    return answer
