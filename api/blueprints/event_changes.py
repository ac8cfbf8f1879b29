"""Changes to an event after registration (issue 19): reopen registrations after the lock, the
audit trail, a player's history, the event's own list version, "what if the list changes"
and applying it (deckcheck/services/event_changes.py).

Organizer operations need the event's API key (as in api/blueprints/events.py); a player's
history takes the player token too."""
from __future__ import annotations

from flask import Response
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import services
from api.helpers import SECURITY, api_key_first, optional_api_key, player_token, request_lang, require_api_key
from api.schemas import EventSchema, LangQuerySchema, PlayerTokenQuerySchema, ViolationSchema
from deckcheck.event_lists import MAX_LIST_CHARS
from deckcheck.services.event_changes import EventChangeService

blp = Blueprint("event_changes", __name__, url_prefix=f"{API_PREFIX}/events",
                description="Changes after registration: reopenings, audit trail, event lists, list changes.")

CHANGES = ("becomes_illegal", "becomes_legal", "stays_legal", "stays_illegal")


def _changes() -> EventChangeService:
    found = services().event_changes
    assert found is not None          # built by api.extensions.build_services
    return found


# -- schemas ------------------------------------------------------------------------------------
class ReopenSchema(Schema):
    until = fields.AwareDateTime(required=True, default_timezone=None, metadata={
        "description": "The new deadline (ISO 8601 with a time zone), in the future."})
    player = fields.String(validate=validate.Length(min=1, max=100), metadata={
        "description": "The player whose registration reopens; without it every registration reopens "
                       "(no new players)."})
    reason = fields.String(validate=validate.Length(max=500))


class ReopenedSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    player = fields.String(allow_none=True, required=True)
    reopened_until = fields.String(required=True, metadata={"format": "date-time"})


class AuditEntrySchema(Schema):
    at = fields.String(required=True, metadata={"format": "date-time"})
    action = fields.String(required=True, metadata={
        "description": "reopened, reopened_all, resubmitted, list_uploaded, list_applied, verdict_changed"})
    by = fields.String(required=True, metadata={"description": "organizer or player"})
    actor = fields.String(required=True, metadata={"description": "The API key's name, or the player's."})
    player = fields.String(allow_none=True, required=True)
    old_sha256 = fields.String(allow_none=True, required=True)
    new_sha256 = fields.String(allow_none=True, required=True)
    reason = fields.String(allow_none=True, required=True)
    details = fields.Dict(required=True)


class AuditSchema(Schema):
    event = fields.Integer(required=True)
    entries = fields.List(fields.Nested(AuditEntrySchema), required=True)


class HistoryVersionSchema(Schema):
    version = fields.Integer(required=True)
    registered_at = fields.String(required=True, metadata={"format": "date-time"})
    sha256 = fields.String(required=True)
    valid = fields.Boolean(required=True)
    source_format = fields.String(required=True)
    violations = fields.List(fields.Dict(), required=True, metadata={"description": "code and message"})


class HistorySchema(Schema):
    event = fields.Integer(required=True)
    player = fields.String(required=True)
    reopened_until = fields.String(allow_none=True, required=True, metadata={
        "format": "date-time", "description": "New versions are taken until then (reopened after the lock)."})
    versions = fields.List(fields.Nested(HistoryVersionSchema), required=True)
    changes = fields.List(fields.Nested(AuditEntrySchema), required=True)


class UploadRequestSchema(Schema):
    yaml = fields.String(required=True, validate=validate.Length(min=1, max=MAX_LIST_CHARS), metadata={
        "description": "One list version in the shape of restricted_lists/data/<game>.yaml: "
                       "versions: [{code, format, name, issuer, effective, source, restricted, banned, pods}]."})


class UploadSchema(Schema):
    id = fields.Integer(required=True)
    code = fields.String(required=True)
    name = fields.String(required=True)
    issuer = fields.String(allow_none=True)
    effective = fields.String(allow_none=True, metadata={"format": "date"})
    format = fields.String(allow_none=True)
    sha256 = fields.String(required=True, metadata={"description": "SHA-256 of the uploaded text."})
    uploaded_at = fields.String(required=True)
    uploaded_by = fields.String(required=True)
    applied_at = fields.String(allow_none=True, required=True)
    counts = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)


class UploadsSchema(Schema):
    event = fields.Integer(required=True)
    uploads = fields.List(fields.Nested(UploadSchema), required=True)


class ListTargetQuerySchema(LangQuerySchema):
    list = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "An official list version of the event's list family."})
    upload = fields.Integer(validate=validate.Range(min=1, max=2 ** 31 - 1), metadata={
        "description": "A list uploaded for the event (its id)."})

    @validates_schema
    def _one(self, data, **kwargs):
        if ("list" in data) == ("upload" in data):
            raise ValidationError("Name either 'list' (an official version) or 'upload' (an uploaded list).",
                                  "_schema")


class ApplySchema(Schema):
    list = fields.String(validate=validate.Length(min=1, max=64))
    upload = fields.Integer(validate=validate.Range(min=1, max=2 ** 31 - 1))
    reason = fields.String(validate=validate.Length(max=500))

    @validates_schema
    def _one(self, data, **kwargs):
        if ("list" in data) == ("upload" in data):
            raise ValidationError("Name either 'list' (an official version) or 'upload' (an uploaded list).",
                                  "_schema")


class ListChangeReportRowSchema(Schema):
    player = fields.String(required=True)
    version = fields.Integer(required=True)
    sha256 = fields.String(required=True)
    before = fields.Boolean(required=True, metadata={"description": "Legal as stored."})
    after = fields.Boolean(required=True, metadata={"description": "Legal under the other list."})
    change = fields.String(required=True, validate=validate.OneOf(CHANGES))
    violations = fields.List(fields.Nested(ViolationSchema), required=True)
    new_violations = fields.List(fields.Nested(ViolationSchema), required=True)
    resolved_violations = fields.List(fields.Nested(ViolationSchema), required=True)


class ListChangeReportSchema(Schema):
    event = fields.Nested(EventSchema, required=True)
    target = fields.Dict(required=True, metadata={"description": "The other list: kind (official or upload), "
                                                                 "list, name, issuer, effective, upload, sha256."})
    summary = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    players = fields.List(fields.Nested(ListChangeReportRowSchema), required=True)
    applied = fields.Boolean(metadata={"description": "Only after POST: the verdicts and the list were stored."})


# -- routes -----------------------------------------------------------------------------------------
@blp.route("/<event:event_id>/reopen", methods=["POST"])
@api_key_first
@blp.arguments(ReopenSchema())
@blp.response(200, ReopenedSchema)
@blp.doc(security=SECURITY)
def reopen(body, event_id):
    """Reopen one registration (``player``) or all of them until a new deadline (audited).

    The player (with the token) or the organizer may then register a new version of that
    list through the usual registration; each change is audited with the old and the new
    SHA-256. New players still cannot register."""
    return _changes().reopen(event_id, require_api_key(), body["until"], body.get("player"), body.get("reason"))


@blp.route("/<event:event_id>/audit", methods=["GET"])
@api_key_first
@blp.response(200, AuditSchema)
@blp.doc(security=SECURITY)
def audit(event_id):
    """The audit trail: reopenings, changes after the lock, uploaded and applied lists."""
    return _changes().audit_trail(event_id, require_api_key())


@blp.route("/<event_id>/registrations/<player>/history", methods=["GET"])
@blp.arguments(PlayerTokenQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, HistorySchema)
@blp.doc(security=SECURITY + [{"PlayerToken": []}])
def history(event_id, player, token=None, lang=None):
    """A player's list over time: every version (hash, time, verdict) and the changes made to
    it after the lock. For the organizer (API key) or the player (token). ``event_id``: the
    event's public id (its number works for its organizer's key only)."""
    owner, changes = optional_api_key(), _changes()
    event = changes.events.public_event(event_id, owner)
    return changes.player_history(event.id, player, owner, player_token(token), request_lang(lang))


@blp.route("/<event:event_id>/lists", methods=["POST"])
@api_key_first
@blp.arguments(UploadRequestSchema())
@blp.response(201, UploadSchema)
@blp.doc(security=SECURITY)
def upload_list(body, event_id):
    """Upload a list version for the event (validated, stored with its SHA-256; not applied).

    422 INVALID_LIST_FILE: not YAML, not one version, another list family than the event's
    format, unknown cards (named), too many entries. Apply it with POST .../list-change."""
    return _changes().upload_list(event_id, require_api_key(), body["yaml"]), 201


@blp.route("/<event:event_id>/lists/template", methods=["GET"])
@api_key_first
@blp.response(200, content_type="application/yaml", description="A list document (YAML).")
@blp.doc(security=SECURITY)
def list_template(event_id):
    """The list the event uses now, as a list document to edit (e.g. add house bans) and upload."""
    return Response(_changes().list_template(event_id, require_api_key()), mimetype="application/yaml")


@blp.route("/<event:event_id>/lists", methods=["GET"])
@api_key_first
@blp.response(200, UploadsSchema)
@blp.doc(security=SECURITY)
def uploads(event_id):
    """The list versions uploaded for the event."""
    return _changes().uploads(event_id, require_api_key())


@blp.route("/<event:event_id>/list-change", methods=["GET"])
@api_key_first
@blp.arguments(ListTargetQuerySchema(), location="query")
@blp.response(200, ListChangeReportSchema)
@blp.doc(security=SECURITY)
def list_change(query, event_id):
    """What if the list changes: every registered decklist checked against another list version
    (``list``: official, or ``upload``: uploaded); who becomes illegal or legal, and why.
    Nothing is stored."""
    return _changes().list_change(event_id, require_api_key(), request_lang(query.get("lang")),
                                  query.get("list"), query.get("upload"))


@blp.route("/<event:event_id>/list-change", methods=["POST"])
@api_key_first
@blp.arguments(ApplySchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ListChangeReportSchema)
@blp.doc(security=SECURITY)
def apply_list(body, event_id, lang=None):
    """Apply a list change: the new verdicts and the event's list are stored (audited).

    409 LIST_CHANGE_CONFLICT: a decklist was registered meanwhile; nothing was stored."""
    return _changes().apply_list(event_id, require_api_key(), request_lang(lang), body.get("list"),
                                 body.get("upload"), body.get("reason"))
