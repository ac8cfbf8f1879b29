"""The organizer's changes after registration (issue 19), on the event page and its own pages:
reopen one registration (or all) until a new deadline, upload a list version for the event,
check every registered deck against another list ("what if the list changes") and apply it,
the audit trail. The same service calls as /api/v1/events/<id>/reopen, /lists, /list-change
and /audit (deckcheck/services/event_changes.py)."""
from __future__ import annotations

from typing import Any

from flask import g, redirect, render_template, request, url_for

from api.extensions import service, services
from api.pages.blueprint import bp
from api.pages.page_context import check_csrf, t
from api.pages.events import TIMEZONES, events_page, confirmed, parse_deadline, signed_in_key
from api.pages.views import group_by_code
from deckcheck.games import get_game
from deckcheck.model import DeckInputError
from deckcheck.services.event_changes import EventChangeService, ListChangeConflict, ListUploadNotFound
from deckcheck.services.events import Event, EventError, as_utc


def _changes() -> EventChangeService:
    found = services().event_changes
    assert found is not None
    return found


def accepts_changes(ev: Event) -> bool:
    """Closed, but some registration was reopened and still takes a new version."""
    events = _changes().events
    now = events.now()
    if ev.reopened_until is not None and now < as_utc(ev.reopened_until):
        return True
    return events.repository.reopened_after(ev.id, now)      # one query, no decklist read (issue 41)


def player_changes(ev: Event, reg: Any) -> list[dict[str, Any]]:
    """The changes after the lock to one player's registration, for the player's own page."""
    changes = _changes()
    return [changes.entry_view(e) for e in changes.repository.audit(ev.id, reg.id)]


def changes_context(ev: Event, **extra: Any) -> dict[str, Any]:
    """What the changes section of the organizer's event page shows."""
    changes = _changes()
    family = get_game(ev.game).format(ev.format).list_format
    pool = service().pools.get(ev.game)
    official = [{"id": lv.id, "name": lv.name, "effective": lv.effective.isoformat()}
                for lv in (pool.list_versions(family) if pool is not None and family else ())]
    from api.extensions import event_desk

    # the names only (issue 41: not every decklist of a large event)
    return {"players": sorted(event_desk().repository.player_names(ev.id), key=lambda p: (p.casefold(), p)),
            "official": official, "family": family, "timezones": TIMEZONES,
            "uploads": [changes.upload_view(u) for u in changes.repository.uploads(ev.id)],
            "audit": [changes.entry_view(e) for e in reversed(changes.repository.audit(ev.id))],
            "form": extra.pop("form", {}), **extra}


def _owner_event(event_id: int):
    key = signed_in_key()
    if key is None:
        return None, None
    return key, _changes().events.owned_event(event_id, key)


def _changes_page(ev: Event, status: int = 200, **extra: Any):
    events = _changes().events
    return render_template("pages/event_changes.html", active="events", event=events.event_view(ev),
                           changes=changes_context(ev, **extra)), status


@bp.route("/events/<event:event_id>/changes")
def event_changes(event_id: int):
    key, ev = _owner_event(event_id)
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    if request.args.get("template"):      # the list in use, to edit and upload
        return _changes_page(ev, form={"yaml": _changes().list_template(ev.id, key)})
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
        _changes().reopen(ev.id, key, until, form["player"] or None, form["reason"] or None)
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
        _changes().upload_list(ev.id, key, text)
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
    changes = _changes()
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
