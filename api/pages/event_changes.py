"""The organizer's changes after registration (issue 19), on the event page and its own pages:
reopen one registration (or all) until a new deadline, upload a list version for the event,
check every registered deck against another list ("what if the list changes") and apply it,
the audit trail. The same service calls as /api/v1/events/<id>/reopen, /lists, /list-change
and /audit (deckcheck/services/event_changes.py)."""
from __future__ import annotations

from typing import Any

from flask import g, redirect, render_template, request, url_for

from api.extensions import service
from api.pages.blueprint import bp
from api.pages.page_context import check_csrf, t
from api.pages.change_views import change_service, changes_context
from api.pages.deadlines import parse_deadline
from api.pages.events import confirmed, events_page, signed_in_key
from api.pages.views import group_by_code
from deckcheck.model import DeckInputError
from deckcheck.services.event_changes import ListChangeConflict, ListUploadNotFound
from deckcheck.services.events import Event, EventError


def _owner_event(event_id: int):
    key = signed_in_key()
    if key is None:
        return None, None
    return key, change_service().events.owned_event(event_id, key)


def _changes_page(ev: Event, status: int = 200, **extra: Any):
    events = change_service().events
    return render_template("pages/event_changes.html", active="events", event=events.event_view(ev),
                           changes=changes_context(ev, **extra)), status


@bp.route("/events/<event:event_id>/changes")
def event_changes(event_id: int):
    key, ev = _owner_event(event_id)
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    if request.args.get("template"):      # the list in use, to edit and upload
        return _changes_page(ev, form={"yaml": change_service().list_template(ev.id, key)})
    return _changes_page(ev)


@bp.route("/events/<event:event_id>/reopen", methods=["POST"])
def reopen(event_id: int):
    check_csrf()
    key, ev = _owner_event(event_id)
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    form = {k: (request.form.get(k) or "").strip()[:500] for k in ("player", "until", "tz", "reason")}
    if not confirmed():
        return _changes_page(ev, 422, reopen_error=t("confirm_needed"), form=form)
    try:
        until = parse_deadline(form["until"], form["tz"])
        change_service().reopen(ev.id, key, until, form["player"] or None, form["reason"] or None)
    except (DeckInputError, EventError) as exc:
        return _changes_page(ev, 422, reopen_error=exc.message_in(g.lang), form=form)
    return redirect(url_for("pages.event_changes", event_id=ev.public_id) + "#audit", 303)


@bp.route("/events/<event:event_id>/lists", methods=["POST"])
def upload_list(event_id: int):
    check_csrf()
    key, ev = _owner_event(event_id)
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    text = request.form.get("yaml") or ""
    if not text.strip():
        return _changes_page(ev, 422, upload_error=t("list_file_empty"), form={"yaml": text})
    try:
        change_service().upload_list(ev.id, key, text)
    except DeckInputError as exc:
        return _changes_page(ev, 422, upload_error=exc.message_in(g.lang), form={"yaml": text[:200_000]})
    return redirect(url_for("pages.event_changes", event_id=ev.public_id) + "#uploads", 303)


def _target() -> tuple[str | None, int | None]:
    """``target`` of the form: ``list:<id>`` (official) or ``upload:<id>``."""
    kind, _, value = (request.values.get("target") or "").partition(":")
    if kind == "upload" and value.isdigit() and 0 < int(value) < 2 ** 31:
        return None, int(value)
    if kind == "list" and value:
        return value[:64], None
    return None, None


@bp.route("/events/<event:event_id>/list-change", methods=["GET", "POST"])
def list_change(event_id: int):
    key, ev = _owner_event(event_id)
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    list_id, upload_id = _target()
    changes = change_service()
    reason = (request.form.get("reason") or "").strip()[:500]
    if request.method == "POST":
        check_csrf()
    try:
        if list_id is None and upload_id is None:
            raise DeckInputError("INVALID_REQUEST", variant="list_change")
        if request.method == "POST" and confirmed():
            report = changes.apply_list(ev.id, key, g.lang, list_id, upload_id, reason or None)
        else:
            report = changes.list_change(ev.id, key, g.lang, list_id, upload_id)
    except (DeckInputError, ListUploadNotFound, ListChangeConflict) as exc:
        return _changes_page(ev, 404 if isinstance(exc, ListUploadNotFound) else 422,
                             change_error=exc.message_in(g.lang))
    pool = service().pools.get(ev.game)
    for row in report["players"]:
        row["new_groups"] = group_by_code(row["new_violations"], pool, g.lang)
        row["resolved_groups"] = group_by_code(row["resolved_violations"], pool, g.lang)
    target = f"upload:{upload_id}" if upload_id is not None else f"list:{list_id}"
    refused = request.method == "POST" and not confirmed()     # shown again, with why nothing was applied
    return render_template("pages/event_list_change.html", active="events", event=report["event"], report=report,
                           target=target, apply_error=t("confirm_needed") if refused else None), 422 if refused else 200
