"""Events for tournament organizers: create, register players' decklists, lock, report.

Organizer operations need an API key (``Authorization: Bearer <key>`` or
``X-API-Key``), checked before the body is read (``api_key_first``); an event belongs to
the key that created it. A player fetches the
registered list with the player token returned by the first registration
(``X-Player-Token`` header or ``?token=``).
"""
from __future__ import annotations

import json
from collections.abc import Iterator

from flask import Response, request, stream_with_context

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import event_desk, services
from api.helpers import (
    SECURITY,
    api_key_first,
    next_link,
    optional_api_key,
    player_token,
    request_lang,
    require_api_key,
)
from api.schemas import (
    EventCreateSchema,
    EventSchema,
    LangQuerySchema,
    PlayerTokenQuerySchema,
    RegistrationCreateSchema,
    RegistrationSchema,
    ReportQuerySchema,
    ReportSchema,
)
from deckcheck.services.events import Event, EventService, InvalidPlayerToken

blp = Blueprint("events", __name__, url_prefix=f"{API_PREFIX}/events",
                description="Tournament events: registered decklists, locks, reports.")


def _events() -> EventService:
    return services().events


@blp.route("", methods=["POST"])
@api_key_first
@blp.arguments(EventCreateSchema())
@blp.response(201, EventSchema)
@blp.doc(security=SECURITY)
def create_event(body):
    """Create an event (game, format, as-of date or list version, registration deadline).

    ``as_of`` defaults to the deadline's day (UTC); ``list`` names a list version of the
    format's list family instead of the one in force on ``as_of``; ``strict`` reads the
    players' decklists without correcting misspelled names."""
    owner = require_api_key()
    events = _events()
    event = events.open_event(owner, name=body["name"], game=body["game"], format=body.get("format"),
                              deadline=body["deadline"], as_of=body.get("as_of"), list_id=body.get("list"),
                              strict=body.get("strict", False), max_players=body.get("max_players"))
    return events.event_view(event, 0)


@blp.route("/<event_id>", methods=["GET"])
@blp.response(200, EventSchema)
def get_event(event_id):
    """An event's settings and whether it still takes decklists (public, by its public id;
    its number works for its organizer's key only, so that no one finds events by counting)."""
    events = _events()
    return events.event_view(events.public_event(event_id, optional_api_key()))


@blp.route("/<event:event_id>/lock", methods=["POST"])
@api_key_first
@blp.response(200, EventSchema)
@blp.doc(security=SECURITY)
def lock_event(event_id):
    """Lock the event: from now on no decklist can be registered or replaced (409)."""
    owner = require_api_key()
    events = _events()
    return events.event_view(events.lock_event(event_id, owner))


@blp.route("/<event:event_id>/registrations", methods=["POST"])
@api_key_first
@blp.arguments(RegistrationCreateSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(201, RegistrationSchema, description="Registered (a first registration: with player_token).")
@blp.alt_response(200, schema=RegistrationSchema, description="Replaced an earlier decklist (kept in history).")
@blp.doc(security=SECURITY)
def register(body, event_id, lang=None):
    """Register (or, before the deadline, replace) a player's decklist.

    The decklist is stored as submitted and in canonical form with its SHA-256 and the
    verdict under the event's format, as-of date and list. After the deadline or a
    lock the decklists are immutable: 409 EVENT_CLOSED. 409 REGISTRATION_CONFLICT: other
    submissions kept this one from being saved (nothing was); send it again."""
    owner = require_api_key()
    events = _events()
    event = events.owned_event(event_id, owner)
    events.ensure_may_change(event, body["player"])      # open, or this registration reopened
    if "deck" in body:      # stored as the caller sent it
        raw = (request.get_json(silent=True) or {}).get("deck", {})
        submission = events.submission(event, deck=body["deck"],
                                       submitted=json.dumps(raw, ensure_ascii=False, sort_keys=True))
    else:
        submission = events.submission(event, decklist=body["decklist"])
    done = events.register(event_id, body["player"], submission, owner=owner, reason=body.get("reason"),
                           under=event)
    out = events.registration_view(event_id, done.registration, done.decklist, request_lang(lang),
                                   done.player_token)
    out["publish_consent"] = event_desk().record_consent(done.registration, body.get("publish_consent"))
    return out, (201 if done.player_token else 200)


@blp.route("/<event_id>/registrations/<player>", methods=["GET"])
@blp.arguments(PlayerTokenQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, RegistrationSchema)
@blp.doc(security=SECURITY + [{"PlayerToken": []}])
def get_registration(event_id, player, token=None, lang=None):
    """A player's registered decklist, its SHA-256 and verdict, with the version history.

    Allowed for the event's organizer (API key) or the player (the token of the first
    registration, as ``X-Player-Token`` or ``?token=``; ``event_id`` the event's public
    id). A registration the organizer withdrew: 410 REGISTRATION_WITHDRAWN."""
    events, owner, token = _events(), optional_api_key(), player_token(token)
    event_id = events.public_event(event_id, owner).id      # the number, from here on
    try:
        reg, version = events.registration_for(event_id, player, owner, token)
    except InvalidPlayerToken:
        edits = services().event_edits
        if edits is not None:
            edits.ensure_not_withdrawn(event_id, player, token)
        raise
    return events.registration_view(event_id, reg, version, request_lang(lang), history=events.history(reg.id))


@blp.route("/<event:event_id>/report", methods=["GET"])
@api_key_first
@blp.arguments(ReportQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ReportSchema)
@blp.doc(security=SECURITY)
def report(event_id, lang=None, limit=None, after=None):
    """A page of the players' registered decklists (``limit`` by name; ``next``: the next
    page's address): valid or not, with the violations; the summary counts the whole event.
    report.csv holds every player."""
    owner = require_api_key()
    events = _events()
    body = events.report(events.owned_event(event_id, owner), request_lang(lang), after, limit)
    return {**body, "next": next_link(body["next"])}


@blp.route("/<event:event_id>/report.csv", methods=["GET"])
@api_key_first
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, content_type="text/csv", description="One row per player (every player, streamed).")
@blp.doc(security=SECURITY)
def report_csv(event_id, lang=None):
    """The report of every player as CSV: player, valid, version, registered_at, sha256,
    codes, messages (whole, streamed as it is made)."""
    owner = require_api_key()
    events = _events()
    event = events.owned_event(event_id, owner)
    return csv_response(event, events.report_csv(event, request_lang(lang)))


def csv_response(event: Event, chunks: Iterator[str]) -> Response:
    """A report's CSV as a download streamed as it is made (the API and the pages; the
    request's context, and so its CPU charge, lasts until the last chunk)."""
    return Response(stream_with_context(chunks), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="event-{event.id}-report.csv"'})
