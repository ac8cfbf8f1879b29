"""Events for tournament organizers: create, register players' decklists, lock, report.

Organizer operations need an API key (``Authorization: Bearer <key>`` or
``X-API-Key``); an event belongs to the key that created it. A player fetches the
registered list with the player token returned by the first registration
(``X-Player-Token`` header or ``?token=``).
"""
from __future__ import annotations

import csv
import hmac
import io
import json
from dataclasses import replace
from typing import Any

from flask import Response, request

from api import API_PREFIX
from api.blueprints import Blueprint
from api.errors import ApiError
from api.extensions import engine, service
from api.helpers import SECURITY, optional_api_key, player_token, request_lang, require_api_key
from api.schemas import (
    LANGS,
    EventCreateSchema,
    EventSchema,
    LangQuerySchema,
    PlayerTokenQuerySchema,
    RegistrationCreateSchema,
    RegistrationSchema,
    ReportSchema,
)
from card_db import events as store
from deckcheck.decklists.canonical import canonical_hash, deck_from_dict, deck_to_dict
from deckcheck.model import DeckInputError

blp = Blueprint("events", __name__, url_prefix=f"{API_PREFIX}/events",
                description="Tournament events: registered decklists, locks, reports.")


def event_dict(event: store.Event, players: int | None = None) -> dict[str, Any]:
    return {"id": event.id, "name": event.name, "game": event.game, "format": event.format,
            "as_of": event.as_of.isoformat() if event.as_of else None, "list": event.list_id,
            "deadline": store.iso_z(event.deadline), "locked_at": store.iso_z(event.locked_at),
            "open": store.closed_reason(event, store.utcnow()) is None,
            "players": store.player_count(engine(), event.id) if players is None else players,
            "created_at": store.iso_z(event.created_at)}


@blp.route("", methods=["POST"])
@blp.arguments(EventCreateSchema())
@blp.response(201, EventSchema)
@blp.doc(security=SECURITY)
def create_event(body):
    """Create an event (game, format, as-of date or list version, registration deadline).

    ``as_of`` defaults to the deadline's day (UTC); ``list`` names a list version of the
    format's list family instead of the one in force on ``as_of``."""
    owner = require_api_key()
    svc = service()
    game = body["game"]
    pool = svc.pool(game)
    module = svc.formats(game)
    fmt_name = body.get("format") or module.DEFAULT_FORMAT
    fmt = module.FORMATS.get(fmt_name)
    if fmt is None:
        raise DeckInputError("UNKNOWN_FORMAT", f"Unknown format {fmt_name!r} for {game}; use one of "
                             f"{', '.join(module.FORMATS)}.", {"format": fmt_name, "formats": list(module.FORMATS)})
    list_id = body.get("list")
    if list_id is not None and (not fmt.list_format or pool.list_by_id(fmt.list_format, list_id) is None):
        known = [lv.id for lv in pool.list_versions(fmt.list_format)] if fmt.list_format else []
        raise DeckInputError("UNKNOWN_LIST", f"Unknown list version {list_id!r} for {game} {fmt_name}.",
                             {"list": list_id, "lists": known})
    try:
        deadline = store.as_utc(body["deadline"])
    except OverflowError:       # e.g. 0001-01-01T00:00:00+01:00 has no UTC equivalent
        raise ApiError(422, "INVALID_DEADLINE", "The deadline is out of range.",
                       {"deadline": str(body["deadline"])[:40]}) from None
    if deadline <= store.utcnow():
        raise ApiError(422, "DEADLINE_PASSED", "The registration deadline must be in the future.",
                       {"deadline": store.iso_z(deadline)})
    as_of = body.get("as_of") or deadline.date()
    event = store.create_event(engine(), owner, name=body["name"].strip(), game=game, format=fmt_name,
                               deadline=deadline, as_of=as_of, list_id=list_id)
    return event_dict(event, 0)


@blp.route("/<int:event_id>", methods=["GET"])
@blp.response(200, EventSchema)
def get_event(event_id):
    """An event's settings and whether it still takes decklists (public)."""
    return event_dict(store.get_event(engine(), event_id))


@blp.route("/<int:event_id>/lock", methods=["POST"])
@blp.response(200, EventSchema)
@blp.doc(security=SECURITY)
def lock_event(event_id):
    """Lock the event: from now on no decklist can be registered or replaced (409)."""
    owner = require_api_key()
    return event_dict(store.lock_event(engine(), event_id, owner))


def read_submission(event: store.Event, body: dict[str, Any]) -> tuple[store.Submission, Any]:
    svc = service()
    if "deck" in body:
        raw = (request.get_json(silent=True) or {}).get("deck", {})
        submitted = json.dumps(raw, ensure_ascii=False, sort_keys=True)
        result_deck, problems, source = deck_from_dict(body["deck"]), [], "canonical"
    else:
        submitted = body["decklist"]
        result = svc.read_decklist(submitted, event.game, event.as_of)
        result_deck, problems, source = result.deck, result.problem_dicts(), result.source_format
    if result_deck.game != event.game:
        raise DeckInputError("WRONG_GAME", f"The deck is for {result_deck.game}; event {event.id} is "
                             f"{event.game}.", {"game": result_deck.game, "event_game": event.game})
    deck = replace(result_deck, format=event.format, as_of=event.as_of, list_id=event.list_id,
                   rules_version=None)
    verdict = svc.check(deck)
    rendered = {lang: svc.render(verdict, lang) for lang in LANGS}
    canonical = deck_to_dict(deck)
    return store.Submission(submitted=submitted, source_format=source, canonical=canonical,
                            sha256=canonical_hash(deck), valid=verdict.valid, verdict=rendered,
                            problems=problems), deck


def registration_dict(event_id: int, reg: store.Registration, version: store.DecklistVersion,
                      lang: str, token: str | None = None,
                      history: list[store.DecklistVersion] | None = None) -> dict[str, Any]:
    verdict = version.verdict.get(lang) or version.verdict.get("en") or {}
    out = {"event": event_id, "player": reg.player, "version": version.version,
           "registered_at": store.iso_z(version.registered_at), "sha256": version.sha256,
           "valid": version.valid, "source_format": version.source_format,
           "submitted": version.submitted, "deck": version.canonical, "verdict": verdict,
           "problems": version.problems}
    if token:
        out["player_token"] = token
    if history is not None:
        out["history"] = [{"version": v.version, "registered_at": store.iso_z(v.registered_at),
                           "sha256": v.sha256, "valid": v.valid, "source_format": v.source_format}
                          for v in history]
    return out


@blp.route("/<int:event_id>/registrations", methods=["POST"])
@blp.arguments(RegistrationCreateSchema())
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(201, RegistrationSchema, description="Registered (a first registration: with player_token).")
@blp.alt_response(200, schema=RegistrationSchema, description="Replaced an earlier decklist (kept in history).")
@blp.doc(security=SECURITY)
def register(body, event_id, lang=None):
    """Register (or, before the deadline, replace) a player's decklist.

    The decklist is stored as submitted and in canonical form with its SHA-256 and the
    verdict under the event's format, as-of date and list. After the deadline or a
    lock the decklists are immutable: 409 EVENT_CLOSED."""
    owner = require_api_key()
    event = store.owned_event(engine(), event_id, owner)
    reason = store.closed_reason(event, store.utcnow())
    if reason:
        raise store.EventClosed(f"Decklists of event {event_id} can no longer change: {reason}.",
                                {"event": event_id, "locked": event.locked_at is not None})
    submission, _ = read_submission(event, body)
    player = " ".join(body["player"].split())
    if not player:
        raise ApiError(422, "INVALID_REQUEST", "'player' must not be blank.", {"player": ["blank"]})
    done = store.register(engine(), event_id, player, submission)
    out = registration_dict(event_id, done.registration, done.decklist, request_lang(lang),
                            done.player_token)
    return out, (201 if done.player_token else 200)


@blp.route("/<int:event_id>/registrations/<player>", methods=["GET"])
@blp.arguments(PlayerTokenQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, RegistrationSchema)
@blp.doc(security=SECURITY + [{"PlayerToken": []}])
def get_registration(event_id, player, token=None, lang=None):
    """A player's registered decklist, its SHA-256 and verdict, with the version history.

    Allowed for the event's organizer (API key) or the player (the token of the first
    registration, as ``X-Player-Token`` or ``?token=``)."""
    key = optional_api_key()
    event = store.get_event(engine(), event_id)
    if key is not None:
        if event.owner_key_id != key.id:
            raise store.NotOwner(f"Event {event_id} belongs to another API key.", {"event": event_id})
        reg, version = store.get_registration(engine(), event_id, player)
    else:
        given = player_token(token)
        if not given:
            raise ApiError(401, "PLAYER_TOKEN_REQUIRED", "Send the player's token (X-Player-Token or "
                           "?token=) or the organizer's API key.")
        try:
            reg, version = store.get_registration(engine(), event_id, player)
        except store.RegistrationNotFound:
            reg, version = None, None
        if reg is None or not hmac.compare_digest(reg.token_hash, store.token_hash(given)):
            raise ApiError(403, "INVALID_PLAYER_TOKEN", "The token does not belong to this player and event.")
    return registration_dict(event_id, reg, version, request_lang(lang),
                             history=store.history(engine(), reg.id))


def report_rows(event: store.Event, lang: str) -> dict[str, Any]:
    rows = []
    for reg, version in store.current_decklists(engine(), event.id):
        verdict = version.verdict.get(lang) or version.verdict.get("en") or {}
        rows.append({"player": reg.player, "valid": version.valid, "version": version.version,
                     "registered_at": store.iso_z(version.registered_at), "sha256": version.sha256,
                     "violations": verdict.get("violations", []), "problems": len(version.problems)})
    valid = sum(1 for r in rows if r["valid"])
    return {"event": event_dict(event, len(rows)),
            "summary": {"players": len(rows), "valid": valid, "invalid": len(rows) - valid},
            "players": rows}


@blp.route("/<int:event_id>/report", methods=["GET"])
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, ReportSchema)
@blp.doc(security=SECURITY)
def report(event_id, lang=None):
    """Every player's registered decklist: valid or not, with the violations (JSON)."""
    owner = require_api_key()
    event = store.owned_event(engine(), event_id, owner)
    return report_rows(event, request_lang(lang))


def csv_cell(value: Any) -> str:
    """A CSV cell that spreadsheets will not run as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


@blp.route("/<int:event_id>/report.csv", methods=["GET"])
@blp.arguments(LangQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, content_type="text/csv", description="One row per player.")
@blp.doc(security=SECURITY)
def report_csv(event_id, lang=None):
    """The report as CSV: player, valid, version, registered_at, sha256, codes, messages."""
    owner = require_api_key()
    event = store.owned_event(engine(), event_id, owner)
    return csv_response(event, report_rows(event, request_lang(lang)))


def csv_response(event: store.Event, data: dict[str, Any]) -> Response:
    """The report rows of ``report_rows`` as a CSV download (the API and the pages)."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["player", "valid", "version", "registered_at", "sha256", "violation_codes",
                     "violation_messages", "parse_problems"])
    for row in data["players"]:
        writer.writerow([csv_cell(row["player"]), "yes" if row["valid"] else "no", row["version"],
                         row["registered_at"], row["sha256"],
                         " ".join(v["code"] for v in row["violations"]),
                         csv_cell(" | ".join(v["message"] for v in row["violations"])), row["problems"]])
    return Response(buf.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="event-{event.id}-report.csv"'})
