"""The organizer's corrections on the event page (issue 35): the event's settings edited
before the lock, and a player withdrawn (with a reason, after a confirmation). The same
service calls as PATCH /api/v1/events/<id> and DELETE /api/v1/events/<id>/registrations/<player>
(deckcheck/services/event_edits.py)."""
from __future__ import annotations

from typing import Any

from flask import g, redirect, request, url_for

from api.extensions import services
from api.pages.blueprint import bp
from api.pages.page_context import check_csrf, t
from api.pages.events import events_page, confirmed, event_page, form_cap, signed_in_key
from api.pages.deadlines import parse_deadline
from deckcheck.model import DeckInputError
from deckcheck.services.event_edits import EventEditService, SettingsLocked
from deckcheck.services.events import EventError, RegistrationNotFound


def _edits() -> EventEditService:
    found = services().event_edits
    assert found is not None
    return found


def _owned(event_id: int) -> tuple[Any, Any, Any]:
    """The signed-in organizer's key and event for a form of the desk, or the sign-in page."""
    check_csrf()
    key = signed_in_key()
    if key is None:
        return None, None, events_page(401, login_error=t("bad_key"))
    return key, _edits().events.owned_event(event_id, key), None


@bp.route("/events/<event:event_id>/edit", methods=["POST"])
def edit_event(event_id: int):
    key, ev, refused = _owned(event_id)
    if refused is not None:
        return refused
    edits = _edits()
    form = {k: (request.form.get(k) or "").strip()[:200] for k in ("name", "format", "deadline", "tz",
                                                                   "max_players")}
    form["strict"] = "1" if request.form.get("strict") else ""
    try:
        body: dict[str, Any] = {"name": form["name"] or None, "format": form["format"] or None, "strict": bool(form["strict"]),
                "max_players": form_cap(form["max_players"])}
        if form["deadline"]:
            body["deadline"] = parse_deadline(form["deadline"], form["tz"])
        ev = edits.update(ev.id, key, body)
    except SettingsLocked as exc:
        return event_page(ev, 409, edit_error=exc.message_in(g.lang), edit_form=form)
    except (DeckInputError, EventError) as exc:
        return event_page(ev, 422, edit_error=exc.message_in(g.lang), edit_form=form)
    return redirect(url_for("pages.event", event_ref=ev.public_id) + "#edit", 303)


@bp.route("/events/<event:event_id>/withdraw", methods=["POST"])
def withdraw_player(event_id: int):
    key, ev, refused = _owned(event_id)
    if refused is not None:
        return refused
    edits = _edits()
    player = " ".join((request.form.get("player") or "").split())[:100]
    reason = (request.form.get("reason") or "").strip()[:500]
    if not confirmed():
        return event_page(ev, 422, withdraw_error=t("confirm_needed"), withdraw_player=player)
    try:
        edits.withdraw(ev.id, key, player, reason)
    except (DeckInputError, RegistrationNotFound) as exc:
        return event_page(ev, 422 if isinstance(exc, DeckInputError) else 404,
                          withdraw_error=exc.message_in(g.lang), withdraw_player=player)
    return redirect(url_for("pages.event", event_ref=ev.public_id) + "#players", 303)
