"""The organizer's own events and corrections (issue 35): the key's events, newest first and
paged; an event's settings edited before the lock; a registration withdrawn with a reason
(deckcheck/services/event_edits.py). Each needs the event's API key: another key's event
answers 404, as if there were none."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import services
from api.helpers import SECURITY, api_key_first, require_api_key
from api.schemas import VISIBLE, EventSchema
from deckcheck.services.event_edits import MAX_REASON, EventEditService
from deckcheck.services.events import EVENTS_PER_PAGE, MAX_EVENTS_PER_PAGE

blp = Blueprint("event_edits", __name__, url_prefix=f"{API_PREFIX}/events",
                description="The organizer's events: listed, edited before the lock, registrations withdrawn.")


def _edits() -> EventEditService:
    found = services().event_edits
    assert found is not None          # built by api.extensions.build_services
    return found


class EventsQuerySchema(Schema):
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=2 ** 31 // MAX_EVENTS_PER_PAGE))
    per_page = fields.Integer(load_default=EVENTS_PER_PAGE, validate=validate.Range(min=1, max=MAX_EVENTS_PER_PAGE))


class EventPageSchema(Schema):
    events = fields.List(fields.Nested(EventSchema), required=True)
    page = fields.Integer(required=True)
    per_page = fields.Integer(required=True)
    total = fields.Integer(required=True, metadata={"description": "How many events the key has in all."})


class EventUpdateSchema(Schema):
    name = fields.String(validate=validate.Length(min=1, max=200), metadata=VISIBLE)
    deadline = fields.AwareDateTime(default_timezone=None, metadata={
        "description": "ISO 8601 with a time zone, in the future; its offset becomes the event's time zone."})
    utc_offset = fields.String(validate=validate.Length(max=6), metadata={
        "description": "The event's time zone as a UTC offset (+01:00, -03:30); alone, the deadline keeps "
                       "its clock time in it."})
    format = fields.String(validate=validate.Length(min=1, max=32), metadata={
        "description": "Every registered decklist is checked again under it."})
    strict = fields.Boolean(metadata={"description": "Every registered decklist is read again with it."})
    max_players = fields.Integer(allow_none=True, validate=validate.Range(min=1, max=100_000), metadata={
        "description": "The most players the event takes (null: no limit); players already registered stay."})


class WithdrawSchema(Schema):
    reason = fields.String(required=True, validate=validate.Length(min=1, max=MAX_REASON), metadata={
        "description": "Why the player is removed (kept in the audit trail, shown to the player)."})


class WithdrawnSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    player = fields.String(required=True)
    withdrawn = fields.Boolean(required=True)
    reason = fields.String(required=True)
    old_sha256 = fields.String(required=True, metadata={"description": "The SHA-256 of the list that was "
                                                                       "registered (kept in the audit trail)."})


@blp.route("", methods=["GET"])
@api_key_first
@blp.arguments(EventsQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, EventPageSchema)
@blp.doc(security=SECURITY)
def list_events(page=1, per_page=EVENTS_PER_PAGE):
    """The calling key's events, newest first, ``per_page`` at a time (page 1 first)."""
    owner = require_api_key()
    events = services().events
    found, total = events.events_of(owner, page, per_page)
    return {"events": [events.event_view(e) for e in found], "page": page, "per_page": per_page, "total": total}


@blp.route("/<event:event_id>", methods=["PATCH"])
@api_key_first
@blp.arguments(EventUpdateSchema())
@blp.response(200, EventSchema)
@blp.doc(security=SECURITY)
def update_event(body, event_id):
    """Change the event's name, deadline, time zone, format, strictness or most players before the lock.

    After the lock: 409 EVENT_SETTINGS_LOCKED. Audited with each field's old and new value.
    A new format or strictness checks every registered decklist again (409
    LIST_CHANGE_CONFLICT when one was registered meanwhile: nothing changed, send it again)."""
    owner = require_api_key()
    edits = _edits()
    return edits.events.event_view(edits.update(event_id, owner, body))


@blp.route("/<event:event_id>/registrations/<player>", methods=["DELETE"])
@api_key_first
@blp.arguments(WithdrawSchema())
@blp.response(200, WithdrawnSchema)
@blp.doc(security=SECURITY)
def withdraw(body, event_id, player):
    """Withdraw a player's registration (a stray or fake one), at any time, with a reason.

    The player leaves the report, the CSV, later picks and the published lists, and the
    name can register again; the audit trail keeps who, when, why and the old SHA-256; the
    player's token then answers 410 REGISTRATION_WITHDRAWN."""
    owner = require_api_key()
    return _edits().withdraw(event_id, owner, player, body["reason"])
