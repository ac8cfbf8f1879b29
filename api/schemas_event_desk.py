"""Schemas of the organizer's desk (api/blueprints/event_decks.py): registered decks as
read, deck-check picks, published decklists."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from api.schemas import NEXT_FIELD, EventSchema, LangQuerySchema, PageQuerySchema
from deckcheck.message_entries import LANGS
from deckcheck.services.event_desk import MAX_ROUND, MAX_SEED


class DeckQuerySchema(LangQuerySchema):
    text_lang = fields.String(validate=validate.OneOf(LANGS), metadata={
        "description": "Language of the plain-text decklist (default en: what the deckbuilders read back)."})


class SheetCardSchema(Schema):
    id = fields.String(required=True)
    count = fields.Integer(required=True)
    name = fields.String(required=True, metadata={"description": "In the reader's language (lang)."})
    type = fields.String(allow_none=True, required=True)
    pack = fields.String(allow_none=True, required=True, metadata={"description": "The card's newest pack."})
    written = fields.String(allow_none=True, required=True, metadata={
        "description": "The name as the player wrote it, when it was another language's (else null)."})
    written_lang = fields.String(allow_none=True, required=True)


class SheetSectionSchema(Schema):
    key = fields.String(required=True, metadata={
        "description": "agot: agenda, plot_deck, draw_deck; l5r: stronghold, role, provinces, dynasty_deck, "
                       "conflict_deck; whi: deck; any game: other, unknown (ids the card data lacks)."})
    name = fields.String(required=True)
    count = fields.Integer(required=True)
    cards = fields.List(fields.Nested(SheetCardSchema), required=True)


class DeckAsReadSchema(Schema):
    faction = fields.String(allow_none=True, required=True)
    faction_name = fields.String(allow_none=True, required=True)
    capital = fields.String(allow_none=True, required=True)
    capital_name = fields.String(allow_none=True, required=True)
    player_language = fields.String(allow_none=True, required=True, metadata={
        "description": "The language most card lines were written in (null for a canonical deck)."})
    total = fields.Integer(required=True)
    sections = fields.List(fields.Nested(SheetSectionSchema), required=True)


class ViolationBriefSchema(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)


class ListUsedSchema(Schema):
    id = fields.String(allow_none=True, required=True)
    name = fields.String(allow_none=True, required=True)
    effective = fields.String(allow_none=True, required=True, metadata={"format": "date"})


class RegisteredDeckSchema(Schema):
    player = fields.String(required=True)
    version = fields.Integer(required=True)
    registered_at = fields.String(required=True)
    sha256 = fields.String(required=True)
    deck_code = fields.String(required=True, metadata={
        "description": "The first 40 bits of the SHA-256 in Crockford base32, XXXX-XXXX."})
    valid = fields.Boolean(required=True)
    source_format = fields.String(required=True)
    violations = fields.List(fields.Nested(ViolationBriefSchema), required=True)
    problems = fields.Integer(required=True, metadata={"description": "entries not understood"})
    lists = fields.List(fields.Nested(ListUsedSchema), required=True, metadata={
        "description": "The restricted/banned list versions the verdict applied."})
    publish_consent = fields.Boolean(required=True)
    deck = fields.Nested(DeckAsReadSchema, required=True)
    text = fields.String(required=True, metadata={"description": "The deck as plain text (text_lang)."})


class DeckPageQuerySchema(DeckQuerySchema, PageQuerySchema):
    pass


class EventDecksSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    decks = fields.List(fields.Nested(RegisteredDeckSchema), required=True, metadata={
        "description": "This page's, by player name."})
    next = fields.String(**NEXT_FIELD)


class PickCreateSchema(Schema):
    round = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_ROUND))
    n = fields.Integer(required=True, validate=validate.Range(min=1, max=1000),
                       metadata={"description": "How many players to pick (all, when fewer registered)."})
    seed = fields.String(validate=validate.Length(max=MAX_SEED), metadata={
        "description": "Any text; without it a random seed is drawn and stored."})


class PickSchema(Schema):
    id = fields.Integer(required=True)
    event = fields.Integer(required=True)
    round = fields.Integer(required=True)
    n = fields.Integer(required=True)
    seed = fields.String(required=True)
    picked = fields.List(fields.String(), required=True, metadata={"description": "Lowest rank first."})
    candidates = fields.List(fields.String(), required=True, metadata={
        "description": "The registered players the pick chose from."})
    by = fields.String(required=True, metadata={"description": "The name of the API key that picked."})
    picked_at = fields.String(required=True, metadata={"format": "date-time"})
    method = fields.String(required=True)


class PicksSchema(Schema):
    picks = fields.List(fields.Nested(PickSchema), required=True)


class PublicationSchema(Schema):
    event = fields.Integer(required=True)
    published_at = fields.String(required=True, metadata={"format": "date-time"})


class PublishedVersionSchema(Schema):
    version = fields.Integer(required=True)
    registered_at = fields.String(required=True, metadata={"format": "date-time"})
    sha256 = fields.String(required=True)
    deck_code = fields.String(required=True)
    after_publication = fields.Boolean(required=True)


class PublishedDeckSchema(Schema):
    player = fields.String(required=True)
    published = fields.Boolean(required=True, metadata={"description": "False: the player did not consent."})
    version = fields.Integer()
    deck_code = fields.String()
    sha256 = fields.String()
    valid = fields.Boolean()
    deck = fields.Nested(DeckAsReadSchema)
    text = fields.String()
    changed_after_publication = fields.Boolean(metadata={
        "description": "The list was registered again after the decklists were published."})
    versions = fields.List(fields.Nested(PublishedVersionSchema), metadata={
        "description": "When changed after publication: every version of the list, oldest first."})


class PublishedDecklistsSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    published_at = fields.String(required=True, metadata={"format": "date-time"})
    players = fields.List(fields.Nested(PublishedDeckSchema), required=True, metadata={
        "description": "This page's, by player name."})
    next = fields.String(**NEXT_FIELD)
