"""marshmallow schemas of every request and response body (and the OpenAPI document)."""
from __future__ import annotations

from collections.abc import Mapping

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from api.stats_schemas import STATS_DOC, DeckStatsSchema
from deckcheck.decklists.budget import LIMITS
from deckcheck.decklists.exports import export_formats
from deckcheck.games import game_ids
from deckcheck.message_entries import LANGS
from deckcheck.services.events import MAX_PAGE_SIZE, PAGE_SIZE


class GameOneOf(validate.OneOf):
    """One of the registered games, read from the registry at each use: the OpenAPI document
    lists the games registered when the app is created, and a game registered later is
    accepted too."""

    def __init__(self) -> None:              # OneOf's own, without fixed choices
        self.labels: list[str] = []
        self.labels_text = ""
        self.error = self.default_message

    @property
    def choices(self) -> tuple[str, ...]:  # type: ignore[override]
        return game_ids()

    @property
    def choices_text(self) -> str:  # type: ignore[override]
        return ", ".join(game_ids())


MAX_DECKLIST_CHARS = 1_000_000
MAX_BATCH = LIMITS.decks         # decks per batch: the work budget's (deckcheck.decklists.budget)
_TEXT = validate.Length(max=200)


# -- shared ------------------------------------------------------------------------------
class ErrorDetailSchema(Schema):
    code = fields.String(required=True, metadata={"description": "Stable upper snake case code."})
    message = fields.String(required=True)
    details = fields.Raw(allow_none=True, metadata={"description": "JSON data pointing at the problem."})


class ErrorSchema(Schema):
    error = fields.Nested(ErrorDetailSchema, required=True)


class CardCounts(fields.Field):
    """``{"card id": count}`` or ``[{"id": ..., "count": ...}]``; counts are checked by the
    deck reader (whole numbers 0..99, at most 1000 cards) which answers with its own codes."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, (Mapping, list)):
            return value
        raise ValidationError("Must be an object of card id -> count or a list of {id, count}.")

    def _serialize(self, value, attr, obj, **kwargs):
        return value


CARD_COUNTS_DOC = {
    "description": "Card id -> count for every section together, or a list of {id, count}.",
    "oneOf": [
        {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 99}},
        {"type": "array", "items": {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string"}, "count": {"type": "integer", "minimum": 0, "maximum": 99}}}},
    ],
}


class LangQuerySchema(Schema):
    lang = fields.String(validate=validate.OneOf(LANGS),
                         metadata={"description": "Language of messages (default: Accept-Language, else en)."})


# -- decks and verdicts ------------------------------------------------------------------------
class DeckFields(Schema):
    game = fields.String(validate=GameOneOf())
    format = fields.String(allow_none=True, validate=_TEXT)
    faction = fields.String(allow_none=True, validate=_TEXT,
                            metadata={"description": "AGoT faction code (stark, lannister, ...)."})
    capital = fields.String(allow_none=True, validate=_TEXT, metadata={"description": "WHI capital race."})
    as_of = fields.Date(allow_none=True, metadata={"description": "Rules and lists in force on this day."})
    list = fields.String(allow_none=True, validate=_TEXT, metadata={"description": "A list version id."})
    rules_version = fields.String(allow_none=True, validate=_TEXT)
    name = fields.String(allow_none=True, validate=_TEXT)


class DeckSchema(DeckFields):
    """The canonical deck of the contract."""

    game = fields.String(required=True, validate=GameOneOf())
    cards = CardCounts(required=True, metadata=CARD_COUNTS_DOC)


STRICT_DOC = ("With a decklist: read no misspelled name as the card it is close to. By default a name "
              "that plainly misspells one card is read as that card and listed under 'corrections'; "
              "strict reading leaves such a line unread (an UNKNOWN_NAME problem naming the card), "
              "so the deck is not valid.")


SUGGEST_DOC = ("Also suggest fixes: each violation carries 'suggestions', the smallest edits that make "
               "it go away without causing another one (each checked by validating the edited deck), "
               "or why there is no automatic fix. Off by default (the verdict is then unchanged).")


class ValidateQuerySchema(LangQuerySchema):
    suggest = fields.Boolean(load_default=False, metadata={"description": SUGGEST_DOC})


def exactly_one(*branches: tuple[list[str], str]) -> dict:
    """JSON Schema for "exactly one of these shapes": each branch's required properties
    and, as a ``not``, the property that belongs to the other shape."""
    return {"oneOf": [{"required": required, "not": {"required": [other]}} for required, other in branches]}


class ValidateRequestSchema(DeckFields):
    """A canonical deck (``game`` + ``cards``) or ``{"decklist": "<text>", "game": ...}``.

    With ``decklist``, the other fields override what the list says (format, as_of,
    list, faction, capital)."""

    # the rule of _one_of below, for the OpenAPI document (api/routes.py adds it)
    openapi_rules = exactly_one((["game", "cards"], "decklist"), (["decklist"], "cards"))

    cards = CardCounts(metadata=CARD_COUNTS_DOC)
    decklist = fields.String(validate=validate.Length(min=1, max=MAX_DECKLIST_CHARS),
                             metadata={"description": "A decklist in any supported format: plain text, "
                                       "ThronesDB JSON, FiveRingsDB/EmeraldDB JSON, OCTGN .o8d XML."})
    strict = fields.Boolean(load_default=False, metadata={"description": STRICT_DOC})
    stats = fields.Boolean(metadata={"description": STATS_DOC + " Not in batches."})
    suggest = fields.Boolean(metadata={"description": SUGGEST_DOC})

    @validates_schema
    def _one_of(self, data, **kwargs):
        if ("cards" in data) == ("decklist" in data):
            raise ValidationError("Send either 'cards' (a canonical deck) or 'decklist' (text), not both.",
                                  "_schema")
        if "cards" in data and "game" not in data:
            raise ValidationError("A canonical deck needs 'game'.", "game")


class FixEditSchema(Schema):
    op = fields.String(required=True, validate=validate.OneOf(("remove", "add", "set", "declare")),
                       metadata={"description": "remove/add 'count' copies of 'card', set its copies to "
                                                "'count', or declare the deck's 'field' as 'value'."})
    card = fields.String(metadata={"description": "Card id (remove, add, set)."})
    count = fields.Integer()
    name = fields.String(metadata={"description": "The card's name in the requested language."})
    type = fields.String(allow_none=True)
    cost = fields.Integer(allow_none=True, metadata={"description": "The card's printed cost: what the cut costs."})
    influence = fields.Integer(metadata={"description": "L5R: the influence of one copy cut."})
    field = fields.String(metadata={"description": "declare: faction or capital."})
    value = fields.String(metadata={"description": "declare: the faction, clan or race code."})
    message = fields.String(required=True)


class FixSchema(Schema):
    edits = fields.List(fields.Nested(FixEditSchema), required=True)
    removed = fields.Integer(required=True, metadata={"description": "Copies taken out."})
    added = fields.Integer(required=True, metadata={"description": "Copies put in."})
    message = fields.String(required=True)


class ViolationFixesSchema(Schema):
    fixes = fields.List(fields.Nested(FixSchema), required=True,
                        metadata={"description": "Smallest first; applied, each removes the violation "
                                                 "and causes no other one."})
    no_fix = fields.String(allow_none=True, required=True,
                           metadata={"description": "Why there is no automatic fix (null when there is one)."})


class ViolationSchema(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    cards = fields.List(fields.String(), required=True)
    expected = fields.Integer()
    actual = fields.Integer()
    counted = fields.List(fields.String(), metadata={
        "description": "For a count over a cap (e.g. an agenda's most neutral cards): the ids of the "
                       "draw-deck cards it counts, so 'actual' can be checked card by card."})
    suggestions = fields.Nested(ViolationFixesSchema, metadata={
        "description": "Only with suggest=true: fix suggestions for this violation."})


class DocumentSchema(Schema):
    """A source document as the world knows it (only the fields it has)."""
    title = fields.String(required=True)
    version = fields.String()
    issuer = fields.String()
    date = fields.String(metadata={"description": "The document's date or year, as it names it."})
    url = fields.String(metadata={"description": "Where the document is public."})
    section = fields.String(metadata={"description": "The part of the document that is cited."})
    lang = fields.String(metadata={"description": "The document's language, when not English."})


class ListVersionSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    issuer = fields.String(required=True)
    effective = fields.String(required=True, metadata={"format": "date"})
    source = fields.String(required=True, metadata={
        "description": "The document that sets this version: title, version, section (issuer, date)."})
    document = fields.Nested(DocumentSchema, metadata={"description": "The same document field by field."})
    format = fields.String(required=True, metadata={"description": "The list family."})


class CandidateSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    type = fields.String(required=True)
    faction = fields.String(allow_none=True)
    pack = fields.String(allow_none=True, metadata={"description": "The pack of the printing (the "
                                                                   "message names it with the faction)."})
    score = fields.Float(required=True, metadata={"description": "100 = exact name"})
    matched = fields.String(required=True, metadata={"description": "The name (any language) that matched."})
    locale = fields.String(required=True)


class ProblemSchema(Schema):
    code = fields.String(required=True, metadata={
        "description": "UNKNOWN_NAME, AMBIGUOUS_NAME, UNCERTAIN_COUNT, UNKNOWN_ID, UNREADABLE_LINE, "
                       "UNKNOWN_FACTION, CONFLICTING_FACTION, UNSUPPORTED_FORMAT, TOO_MANY_PROBLEMS"})
    message = fields.String(required=True)
    line = fields.Integer(allow_none=True)
    text = fields.String(required=True)
    candidates = fields.List(fields.Nested(CandidateSchema), required=True)


class CardLabelSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    pack = fields.String(allow_none=True)
    faction = fields.String(allow_none=True)
    type = fields.String()


class CorrectionSchema(Schema):
    line = fields.Integer(allow_none=True, required=True)
    text = fields.String(required=True, metadata={"description": "The line as written."})
    read_as = fields.Nested(CardLabelSchema, required=True, metadata={"description": "The card it was read as."})
    message = fields.String(required=True, metadata={"description": "Saying so, in the verdict's language."})


class CanonicalDeckSchema(Schema):
    game = fields.String(required=True)
    format = fields.String(allow_none=True)
    faction = fields.String(allow_none=True)
    capital = fields.String(allow_none=True)
    as_of = fields.String(allow_none=True, metadata={"format": "date"})
    list = fields.String(allow_none=True)
    cards = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    name = fields.String(allow_none=True)


class VerdictSchema(Schema):
    valid = fields.Boolean(required=True, metadata={"description": "true exactly when violations is empty"})
    game = fields.String(required=True)
    format = fields.String(required=True)
    rules_version = fields.String(allow_none=True, required=True)
    lists = fields.List(fields.Nested(ListVersionSchema), required=True)
    counts = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    violations = fields.List(fields.Nested(ViolationSchema), required=True)
    warnings = fields.List(fields.Nested(ViolationSchema), required=True)
    parse_problems = fields.List(fields.Nested(ProblemSchema), metadata={
        "description": "Only for decklists: entries that were not understood (the deck was checked "
                       "without them)."})
    deck = fields.Nested(CanonicalDeckSchema, metadata={
        "description": "Only for decklists: the canonical deck that was read and checked."})
    corrections = fields.List(fields.Nested(CorrectionSchema), metadata={
        "description": "Only for decklists: lines read as a card only after correcting a misspelled "
                       "name (none with 'strict')."})
    stats = fields.Nested(DeckStatsSchema, metadata={"description": STATS_DOC})


class BatchRequestSchema(Schema):
    nul_checked_per_item = ("decks",)      # see api/blueprints/__init__.py

    decks = fields.List(fields.Raw(metadata={"description": "A body as for POST /validate.",
                                             "allOf": [{"$ref": "#/components/schemas/ValidateRequest"}]}),
                        required=True, validate=validate.Length(min=1, max=MAX_BATCH))
    strict = fields.Boolean(load_default=False, metadata={
        "description": "Every deck of the batch read strictly (a deck's own 'strict' also counts). "
                       + STRICT_DOC})


class BatchItemSchema(Schema):
    index = fields.Integer(required=True)
    verdict = fields.Nested(VerdictSchema, allow_none=True)
    error = fields.Nested(ErrorDetailSchema, allow_none=True)


class BatchSummarySchema(Schema):
    total = fields.Integer(required=True)
    valid = fields.Integer(required=True)
    invalid = fields.Integer(required=True)
    errors = fields.Integer(required=True)


class BatchResponseSchema(Schema):
    results = fields.List(fields.Nested(BatchItemSchema), required=True)
    summary = fields.Nested(BatchSummarySchema, required=True)


# -- decklists ---------------------------------------------------------------------------------
class ParseRequestSchema(Schema):
    decklist = fields.String(required=True, validate=validate.Length(min=1, max=MAX_DECKLIST_CHARS))
    game = fields.String(allow_none=True, validate=GameOneOf())
    as_of = fields.Date(allow_none=True, metadata={
        "description": "Chooses among printings of one name (the newest released by then)."})
    strict = fields.Boolean(load_default=False, metadata={"description": STRICT_DOC})


class ParseResponseSchema(Schema):
    source_format = fields.String(required=True, metadata={
        "description": "canonical, thronesdb, throneteki, codes, fiveringsdb, octgn or text"})
    deck = fields.Nested(CanonicalDeckSchema, required=True)
    problems = fields.List(fields.Nested(ProblemSchema), required=True)
    corrections = fields.List(fields.Nested(CorrectionSchema), required=True, metadata={
        "description": "Lines read only after correcting a misspelled name."})
    text = fields.String(required=True, metadata={"description": "The deck written back as plain text."})
    sha256 = fields.String(required=True, metadata={"description": "SHA-256 of the canonical deck JSON."})


class ExportRequestSchema(Schema):
    deck = fields.Nested(DeckSchema, required=True)
    format = fields.String(load_default="text", validate=validate.OneOf(list(export_formats())), metadata={
        "description": "text (any game), thronesdb-json and throneteki-json (agot), emeralddb-json "
                       "(l5r, read by FiveRingsDB tools too), o8d (OCTGN, any game). Each reads back "
                       "to the same deck."})


class ExportResponseSchema(Schema):
    deck = fields.Nested(CanonicalDeckSchema, required=True)
    format = fields.String(required=True)
    text = fields.String(required=True, metadata={"description": "The deck written in the format."})
    media_type = fields.String(required=True, metadata={"description": "The file's media type."})
    filename = fields.String(required=True, metadata={"description": "A file name for a download."})
    sha256 = fields.String(required=True)


class ImportRequestSchema(Schema):
    url = fields.String(required=True, validate=validate.Length(min=1, max=500), metadata={
        "description": "A ThronesDB deck or decklist link (thronesdb.com/decklist/view/<n>, "
                       "/deck/view/<n>), an EmeraldDB deck link (emeralddb.org/decks/<uuid>) or a "
                       "FiveRingsDB decklist link (fiveringsdb.com/decklists/<id>)."})
    as_of = fields.Date(allow_none=True, metadata={
        "description": "Chooses among printings of one name (the newest released by then)."})
    strict = fields.Boolean(load_default=False, metadata={"description": STRICT_DOC})


class ImportResponseSchema(ParseResponseSchema):
    site = fields.String(required=True, metadata={"description": "thronesdb, emeralddb or fiveringsdb"})
    source_url = fields.String(required=True, metadata={"description": "The site's API address read."})
    decklist = fields.String(required=True, metadata={
        "description": "The site's answer (its deck JSON), to check with POST /validate or keep."})


# -- games, lists, cards ------------------------------------------------------------------------------
class GameSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    cards = fields.Integer(required=True)
    default_format = fields.String(allow_none=True, required=True)
    formats = fields.List(fields.String(), required=True)


class GamesSchema(Schema):
    games = fields.List(fields.Nested(GameSchema), required=True)


class FormatSchema(Schema):
    name = fields.String(required=True)
    game = fields.String(required=True)
    description = fields.String(required=True)
    list_format = fields.String(allow_none=True, required=True)
    params = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True)
    lists = fields.List(fields.Nested(ListVersionSchema))
    default = fields.Boolean(required=True)


class FormatsSchema(Schema):
    game = fields.String(required=True)
    default_format = fields.String(required=True)
    formats = fields.List(fields.Nested(FormatSchema), required=True)


class ListVersionDetailSchema(ListVersionSchema):
    card_set = fields.String(allow_none=True)
    restricted = fields.Integer(required=True, metadata={"description": "number of restricted cards"})
    banned = fields.Integer(required=True)
    pods = fields.Integer(required=True)
    banned_printings = fields.Integer(required=True)
    in_force = fields.Boolean(required=True, metadata={"description": "the version in force today"})


class ListsSchema(Schema):
    game = fields.String(required=True)
    families = fields.Dict(keys=fields.String(), values=fields.List(fields.Nested(ListVersionDetailSchema)),
                           required=True, metadata={"description": "list family -> versions, oldest first"})


class CardQuerySchema(Schema):
    q = fields.String(validate=validate.Length(max=100),
                      metadata={"description": "Name in any language (ranked, typos tolerated)."})
    type = fields.String(validate=validate.Length(max=32))
    faction = fields.String(validate=validate.Length(max=32))
    pack = fields.String(validate=validate.Length(max=64))
    lang = fields.String(validate=validate.Length(max=8), metadata={"description": "Names in this language."})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100_000))
    per_page = fields.Integer(load_default=20, validate=validate.Range(min=1, max=500), metadata={
        "description": "At most 500; every card of a game at once: GET /games/{game}/cards.json."})


class CardSummarySchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    display_name = fields.String(required=True)
    type = fields.String(required=True)
    faction = fields.String(allow_none=True, required=True)
    cost = fields.Integer(allow_none=True, required=True)
    packs = fields.List(fields.String(), required=True)
    released = fields.String(allow_none=True, required=True, metadata={"format": "date"})
    score = fields.Float()
    matched = fields.String()
    locale = fields.String()


class CardDumpSchema(Schema):
    game = fields.String(required=True)
    version = fields.String(required=True, metadata={
        "description": "The card data's version: changes with every sync that changes the data (also the ETag)."})
    updated = fields.String(allow_none=True, required=True, metadata={
        "format": "date-time", "description": "When a sync last changed the card data (also Last-Modified)."})
    count = fields.Integer(required=True, metadata={"description": "The number of cards."})
    cards = fields.List(fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True)), required=True,
                        metadata={"description": "Every card: the shared fields, the game's own fields that "
                                                 "are set, names by language, and the list versions that name it."})


class CardPageSchema(Schema):
    items = fields.List(fields.Nested(CardSummarySchema), required=True)
    page = fields.Integer(required=True)
    per_page = fields.Integer(required=True)
    total = fields.Integer(required=True)
    pages = fields.Integer(required=True)


class ListStatusSchema(Schema):
    list = fields.String(required=True)
    name = fields.String(required=True)
    format = fields.String(required=True)
    issuer = fields.String(required=True)
    effective = fields.String(required=True)
    kind = fields.String(required=True)
    source = fields.String(required=True)


class ListTimelineSchema(Schema):
    list = fields.String(required=True)
    name = fields.String(required=True)
    format = fields.String(required=True)
    effective = fields.String(required=True)
    status = fields.String(required=True, metadata={
        "description": "legal, restricted, banned, banned_printing or pod"})


class CardDetailSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    name = fields.String(required=True)
    display_name = fields.String(required=True)
    type = fields.String(required=True)
    faction = fields.String(allow_none=True)
    cost = fields.Integer(allow_none=True)
    deck_limit = fields.Integer()
    unique = fields.Boolean()
    traits = fields.List(fields.String())
    text = fields.String()
    title = fields.String()
    deck_card = fields.Boolean()
    released = fields.String(allow_none=True)
    attributes = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), metadata={
        "description": "The game's own fields that are set (side, influence, plot stats, loyalty, ...)."})
    names = fields.List(fields.Dict(keys=fields.String(), values=fields.String(allow_none=True)), metadata={
        "description": "The card's names in other languages and older printed names, each with its source."})
    other_ids = fields.List(fields.String(), metadata={
        "description": "Other ids the card is known by (older prefixed ids, OCTGN GUIDs); any of them "
                       "finds the card too."})
    printings = fields.List(fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True)))
    errata = fields.List(fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True)))
    rulings = fields.List(fields.Dict(keys=fields.String(), values=fields.String(allow_none=True)))
    list_status = fields.List(fields.Nested(ListStatusSchema))
    list_timeline = fields.List(fields.Nested(ListTimelineSchema), metadata={
        "description": "The card's status in every list version, per family, oldest first."})


# -- events ------------------------------------------------------------------------------------------
VISIBLE = {"pattern": r"\S", "description": "Something visible: a name of only blanks (spaces, "
           "zero-width characters) is refused (422); runs of whitespace are kept as one space."}


class EventCreateSchema(Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=200), metadata=VISIBLE)
    game = fields.String(required=True, validate=GameOneOf())
    format = fields.String(allow_none=True, validate=validate.Length(max=32))
    as_of = fields.Date(allow_none=True, metadata={"description": "Rules and lists of this day "
                                                   "(default: the deadline's day)."})
    list = fields.String(allow_none=True, validate=validate.Length(max=64))
    deadline = fields.AwareDateTime(required=True, default_timezone=None, metadata={
        "description": "ISO 8601 with a time zone, e.g. 2026-12-05T09:00:00+01:00 (Z for UTC)."})
    strict = fields.Boolean(load_default=False, metadata={
        "description": "Read the players' decklists strictly: no misspelled name is read as the card "
                       "it is close to (such a line stays unread and the list is not valid)."})
    max_players = fields.Integer(allow_none=True, validate=validate.Range(min=1, max=100_000), metadata={
        "description": "The most players the event takes (a venue's size): a new player is refused with 409 "
                       "EVENT_FULL once that many are registered; null: no limit."})


class EventSchema(Schema):
    id = fields.Integer(required=True, metadata={
        "description": "The event's number: for its organizer's calls (with the key) only."})
    public_id = fields.String(required=True, metadata={
        "description": "The event's id in public links (the players' pages, a player's token calls, the "
                       "published decklists): random, so that events cannot be found by counting."})
    name = fields.String(required=True)
    game = fields.String(required=True)
    format = fields.String(required=True)
    as_of = fields.String(allow_none=True, required=True, metadata={"format": "date"})
    list = fields.String(allow_none=True, required=True)
    deadline = fields.String(required=True, metadata={"format": "date-time"})
    deadline_local = fields.String(required=True, metadata={
        "format": "date-time", "description": "The deadline in the organizer's UTC offset (the one "
                                              "the deadline was given with), as players see it."})
    utc_offset = fields.String(required=True, metadata={"description": "The organizer's UTC offset, "
                                                                       "e.g. +05:30."})
    locked_at = fields.String(allow_none=True, required=True, metadata={"format": "date-time"})
    open = fields.Boolean(required=True, metadata={"description": "Decklists can still be registered."})
    max_players = fields.Integer(allow_none=True, metadata={"description": "The most players the event "
                                                                           "takes (null: no limit)."})
    strict = fields.Boolean(required=True, metadata={"description": "Decklists are read strictly (no "
                                                                    "corrected names)."})
    players = fields.Integer(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    # issue 19: changes after the lock, the event's own list
    reopened_until = fields.String(allow_none=True, metadata={
        "format": "date-time", "description": "Every registration takes new decklists until then (reopened)."})
    custom_list = fields.Dict(allow_none=True, metadata={
        "description": "The event's own list version (upload, code, name, issuer, effective, sha256), "
                       "used instead of the official one; null: the official list."})


class RegistrationCreateSchema(Schema):
    openapi_rules = exactly_one((["deck"], "decklist"), (["decklist"], "deck"))

    player = fields.String(required=True, validate=validate.Length(min=1, max=100), metadata=VISIBLE)
    deck = fields.Nested(DeckSchema, metadata={"description": "A canonical deck (its game must be the "
                                                              "event's; format/as_of/list are the event's)."})
    decklist = fields.String(validate=validate.Length(min=1, max=MAX_DECKLIST_CHARS))
    publish_consent = fields.Boolean(metadata={
        "description": "The player agrees that the list may be published after the event (recorded with "
                       "its time; left out: an earlier choice stays, a new player's is no)."})
    reason = fields.String(validate=validate.Length(max=500), metadata={
        "description": "Why the list changes (kept in the audit trail when the registration was reopened)."})

    @validates_schema
    def _one_of(self, data, **kwargs):
        if ("deck" in data) == ("decklist" in data):
            raise ValidationError("Send either 'deck' (canonical JSON) or 'decklist' (text).", "_schema")


class DecklistVersionSchema(Schema):
    version = fields.Integer(required=True)
    registered_at = fields.String(required=True, metadata={"format": "date-time"})
    sha256 = fields.String(required=True)
    valid = fields.Boolean(required=True)
    source_format = fields.String(required=True)


class RegistrationSchema(DecklistVersionSchema):
    event = fields.Integer(required=True)
    player = fields.String(required=True)
    submitted = fields.String(required=True, metadata={"description": "The decklist as submitted."})
    deck = fields.Nested(CanonicalDeckSchema, required=True)
    verdict = fields.Nested(VerdictSchema, required=True)
    problems = fields.List(fields.Nested(ProblemSchema), required=True)
    player_token = fields.String(metadata={
        "description": "Only in the answer to a player's first registration: the token with which "
                       "the player can fetch the registered list (stored hashed, not shown again)."})
    history = fields.List(fields.Nested(DecklistVersionSchema))
    deck_code = fields.String(metadata={"description": "The deck's short code (the first 40 bits of the "
                                                       "SHA-256 in Crockford base32, XXXX-XXXX): on the "
                                                       "player's receipt and the deck-check sheet."})
    publish_consent = fields.Boolean(metadata={"description": "Whether the player agreed to publication."})


class ReportRowSchema(Schema):
    player = fields.String(required=True)
    valid = fields.Boolean(required=True)
    version = fields.Integer(required=True)
    registered_at = fields.String(required=True)
    sha256 = fields.String(required=True)
    violations = fields.List(fields.Nested(ViolationSchema), required=True)
    problems = fields.Integer(required=True, metadata={"description": "entries not understood"})
    corrections = fields.List(fields.Nested(CorrectionSchema), required=True, metadata={
        "description": "lines read only after correcting a misspelled name"})


class ReportSummarySchema(Schema):
    players = fields.Integer(required=True)
    valid = fields.Integer(required=True)
    invalid = fields.Integer(required=True)


class PageQuerySchema(Schema):
    """A page of an event's players (issue 41: a large event's answers come a page at a time)."""

    limit = fields.Integer(validate=validate.Range(min=1, max=MAX_PAGE_SIZE), metadata={
        "description": f"Players per page (default {PAGE_SIZE}, at most {MAX_PAGE_SIZE})."})
    after = fields.String(validate=validate.Length(min=1, max=600), metadata={
        "description": "The page cursor from the previous answer's `next` link (players by name after it)."})


NEXT_FIELD = {"allow_none": True, "required": True, "metadata": {
    "description": "The address of the next page (the same query with `after`), or null on the last page."}}


class ReportQuerySchema(LangQuerySchema, PageQuerySchema):
    pass


class ReportSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    summary = fields.Nested(ReportSummarySchema, required=True, metadata={"description": "Of the whole event."})
    players = fields.List(fields.Nested(ReportRowSchema), required=True, metadata={"description": "This page's."})
    next = fields.String(**NEXT_FIELD)


class PlayerTokenQuerySchema(LangQuerySchema):
    token = fields.String(validate=validate.Length(max=200), metadata={
        "description": "The player's token (or send it as X-Player-Token; the organizer's key works too)."})


class HealthSchema(Schema):
    status = fields.String(required=True)
    games = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    stamp = fields.String(required=True)


# -- goldfish ------------------------------------------------------------------------------
GOLDFISH_MAX_KEY_CARDS = 20
# Per deck. A comparison is played in the web request (not a job), so it is kept small: both
# decks together play 2 x 25 = 50 games, a fraction of a second on one core
# (docs/performance.md). Larger comparisons are jobs: POST /api/v1/goldfish/comparisons.
GOLDFISH_MAX_COMPARE_GAMES = 25
KEY_CARDS_DOC = ("The deck's key cards, by name or card code (at most 20). Default: its unique "
                 "characters of printed cost 5 or more; a deck without one takes its 3 most "
                 "expensive titles. A name the deck does not hold is refused (UNKNOWN_KEY_CARD).")


def key_cards_field(doc: str = KEY_CARDS_DOC) -> fields.List:
    return fields.List(fields.String(validate=validate.Length(min=1, max=200)),
                       validate=validate.Length(max=GOLDFISH_MAX_KEY_CARDS), metadata={"description": doc})


class GoldfishCompareRequestSchema(Schema):
    """Two decks (each a canonical deck or a decklist, as for POST /validate) played on the
    same seeds."""

    a = fields.Nested(ValidateRequestSchema, required=True, metadata={"description": "Deck A."})
    b = fields.Nested(ValidateRequestSchema, required=True, metadata={"description": "Deck B."})
    games = fields.Integer(load_default=GOLDFISH_MAX_COMPARE_GAMES,
                           validate=validate.Range(min=1, max=GOLDFISH_MAX_COMPARE_GAMES),
                           metadata={"description": f"Games per deck (1..{GOLDFISH_MAX_COMPARE_GAMES}: a "
                                                    "comparison is played within the request, so it stays "
                                                    "well under half a second; for more, use the job "
                                                    "POST /goldfish/comparisons)."})
    seed = fields.Integer(load_default=1, validate=validate.Range(min=0, max=2**31 - 1),
                          metadata={"description": "Game i of both decks uses seed + i."})
    max_rounds = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    key_cards = key_cards_field("Key cards of both decks, by name or card code (at most 20); "
                                "each must be in at least one deck. Default: each deck's own "
                                "(its unique characters of cost 5 or more, else its 3 most "
                                "expensive titles).")


class GoldfishComparisonSchema(Schema):
    comparison = fields.Dict(required=True, metadata={
        "description": "Per headline metric: both decks' means and the paired difference B - A "
                       "(mean_difference, ci95, clear, sentence); each deck's coverage and headline."})
