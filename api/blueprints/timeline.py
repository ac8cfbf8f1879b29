"""GET and POST /api/v1/decks/timeline: under which list versions a deck was legal, and the
card that changed it (deckcheck/timeline.py).

POST takes the body of POST /validate (a canonical deck or a decklist); GET takes the same
fields as query parameters (``game``, ``format``, ``decklist``) for a link that can be
shared (decklists up to 6,000 characters: a URL is not the place for a long list)."""
from __future__ import annotations

from flask import jsonify
from marshmallow import Schema, fields, validate

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import service
from api.helpers import request_lang
from api.schemas import LANGS, ErrorSchema, GameOneOf, LangQuerySchema, ValidateRequestSchema, ViolationSchema
from deckcheck.services.timelines import payload_timeline

MAX_QUERY_DECKLIST = 6000

blp = Blueprint("timeline", __name__, url_prefix=f"{API_PREFIX}/decks",
                description="A deck's legality over time: every restricted/banned list version.")


class TimelineQuerySchema(Schema):
    game = fields.String(validate=GameOneOf())
    format = fields.String(validate=validate.Length(max=40))
    decklist = fields.String(required=True, validate=validate.Length(min=1, max=MAX_QUERY_DECKLIST))
    strict = fields.Boolean(load_default=False)
    lang = fields.String(validate=validate.OneOf(LANGS))


class TimelineCardChangeSchema(Schema):
    card = fields.String(required=True)
    name = fields.String(required=True, metadata={"description": "In the answer's language."})
    before = fields.String(allow_none=True, required=True, metadata={
        "description": "The card's standing on the previous list: restricted, banned, banned_printing, "
                       "pod, or null (not listed)."})
    after = fields.String(allow_none=True, required=True)


class PeriodSchema(Schema):
    list = fields.String(allow_none=True, required=True, metadata={
        "description": "The list version's id; null: before the first list (none in force)."})
    name = fields.String(allow_none=True, required=True)
    issuer = fields.String(allow_none=True, required=True)
    source = fields.String(allow_none=True, required=True)
    effective = fields.String(allow_none=True, required=True, metadata={"format": "date"})
    until = fields.String(allow_none=True, required=True, metadata={
        "format": "date", "description": "The last day in force; null: still in force."})
    checked_on = fields.String(required=True, metadata={
        "format": "date", "description": "The day the deck was checked on: the period's last day."})
    in_force = fields.Boolean(required=True)
    legal = fields.Boolean(required=True)
    rules_version = fields.String(allow_none=True, required=True)
    violations = fields.List(fields.Nested(ViolationSchema), required=True)
    changes = fields.List(fields.Nested(TimelineCardChangeSchema), required=True, metadata={
        "description": "The deck's cards whose standing differs from the period before."})


class TimelineSchema(Schema):
    game = fields.String(required=True)
    format = fields.String(required=True)
    list_family = fields.String(allow_none=True, required=True)
    deck = fields.Dict(required=True, metadata={"description": "The canonical deck that was checked."})
    unread = fields.Integer(required=True, metadata={
        "description": "Decklist entries not read: each period is then not legal (fail closed)."})
    legal_now = fields.Boolean(allow_none=True, required=True)
    periods = fields.List(fields.Nested(PeriodSchema), required=True)


DESCRIPTION = """One period per list version of the format's list family, oldest first (and one
before the first version: no list in force). Each period is checked on its last day (today for
the version in force), with the cards released by then; ``changes`` names the deck's cards whose
standing on the list changed. ``as_of`` and ``list`` of the body are not used."""


@blp.route("/timeline", methods=["POST"])
@blp.arguments(ValidateRequestSchema(), description="As for POST /validate.")
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, TimelineSchema, description=DESCRIPTION)
@blp.alt_response(413, schema=ErrorSchema, description="The decklist needs more work than one request may do.")
def post_timeline(payload, lang=None):
    """A deck's legality under every list version (canonical deck or decklist)."""
    return jsonify(payload_timeline(service(), payload, request_lang(lang)))


@blp.route("/timeline", methods=["GET"])
@blp.arguments(TimelineQuerySchema(), location="query")
@blp.response(200, TimelineSchema, description=DESCRIPTION)
def get_timeline(query):
    """A deck's legality under every list version (a short decklist in the query)."""
    lang = query.pop("lang", None)
    return jsonify(payload_timeline(service(), query, request_lang(lang)))
