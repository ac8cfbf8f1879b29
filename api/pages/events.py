"""``/events``: organizers (signed in with their API key) create, watch and lock events and
download the CSV report; players register a decklist for an open event and look it up.

Signing in checks the API key once; the server-side session (api/pages/sessions.py) then
keeps the key's id, never the key, and signing out deletes it. Registering through these
pages needs no key: anyone may register a new player name for an open event, and
replacing a registered list needs that player's token (shown once, at the first
registration)."""
from __future__ import annotations

from typing import Any

from flask import g, redirect, render_template, request, session, url_for

from api.blueprints.events import csv_response
from api.extensions import event_desk, service, services
from api.pages.blueprint import bp
from api.pages.change_views import accepts_changes, changes_context, player_changes   # issue 19
from api.pages.deadlines import TIMEZONES, parse_deadline
from api.pages.page_context import check_csrf, t
from api.pages.reading import corrections_view
from api.pages.sessions import renew
from api.pages.views import group_by_code, verdict_view
from deckcheck.model import DeckInputError
from deckcheck.services.events import (
    ApiKey,
    DecklistVersion,
    Event,
    EventClosed,
    EventService,
    InvalidPlayerToken,
    PlayerTokenRequired,
    Registration,
    RegistrationConflict,
    iso_z,
)
from deckcheck.services.events import EVENTS_PER_PAGE, MAX_EVENT_ID, MAX_PLAYERS, EventFull


def _events() -> EventService:
    return services().events


def player_pages(endpoint: str, after: str | None, cursor: str | None, anchor: str | None = None,
                 **values: Any) -> dict[str, str | None]:
    """Issue 41: the links of a page of players (pages/_players_pages.html): ``next`` after the
    cursor of this page's last player, ``first`` back from a later page (``after``)."""
    return {"next": url_for(endpoint, after=cursor, _anchor=anchor, **values) if cursor else None,
            "first": url_for(endpoint, _anchor=anchor, **values) if after else None}


def signed_in_key() -> ApiKey | None:
    """The signed-in organizer's key while it is not revoked."""
    key_id = session.get("organizer")
    if key_id is None:
        return None
    key = _events().active_api_key(key_id)
    if key is None:
        session.pop("organizer", None)
    return key


def find_key(token: str) -> ApiKey | None:
    return _events().find_api_key(token)


def owner_events(key: ApiKey, page: int = 1) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """A page of the key's events, newest first (GET /api/v1/events), and where it is."""
    events = _events()
    found, total = events.events_of(key, page)
    return [events.event_view(e) for e in found], {"page": page, "total": total, "per_page": EVENTS_PER_PAGE,
                                                   "pages": max(1, -(-total // EVENTS_PER_PAGE))}


def events_page(status: int = 200, **extra: Any):
    key = signed_in_key()
    try:
        page = min(max(1, int(request.args.get("page", "1"))), MAX_EVENT_ID // EVENTS_PER_PAGE)
    except ValueError:
        page = 1
    listed, paging = owner_events(key, page) if key else ([], {})
    return render_template("pages/events.html", active="events", key=key, events=listed, paging=paging,
                           games=services().cards.game_options(),
                           timezones=TIMEZONES, form=extra.pop("form", {}), **extra), status


@bp.route("/events")
def events():
    return events_page()


@bp.route("/events/login", methods=["POST"])
def login():
    check_csrf()
    token = (request.form.get("api_key") or "").strip()
    key = find_key(token) if token else None
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    renew(session)                   # a new session id for the signed-in session
    session["organizer"] = key.id
    return redirect(url_for("pages.events"), 303)


@bp.route("/events/logout", methods=["POST"])
def logout():
    check_csrf()
    session.pop("organizer", None)
    renew(session)                   # the old id (and any copy of its cookie) opens nothing now
    return redirect(url_for("pages.events"), 303)


@bp.route("/events/go")
def go():
    """The event of the id typed in (its public id, or its number for its organizer)."""
    ref = (request.args.get("id") or "").strip().lstrip("#")[:24]
    if not ref or not ref.replace("-", "").replace("_", "").isalnum() or not ref.isascii():
        return redirect(url_for("pages.events"), 303)
    return redirect(url_for("pages.event", event_ref=ref), 303)


@bp.route("/events", methods=["POST"])
def create_event():
    check_csrf()
    key = signed_in_key()
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    form = {k: (request.form.get(k) or "").strip()[:200] for k in ("name", "game", "format", "deadline", "tz",
                                                                   "as_of", "list", "max_players")}
    form["strict"] = "1" if request.form.get("strict") else ""
    try:
        event = _create(key, form)
    except DeckInputError as exc:
        return events_page(422, create_error=exc.message_in(g.lang), form=form)
    return redirect(url_for("pages.event", event_ref=event.public_id), 303)


def _create(key: ApiKey, form: dict[str, str]) -> Event:
    """POST /api/v1/events from the form (errors as DeckInputError in the form's words)."""
    deadline = parse_deadline(form["deadline"], form["tz"])
    return _events().open_event(key, name=form["name"], game=form["game"], format=form["format"] or None,
                                deadline=deadline, as_of=form["as_of"] or None, list_id=form["list"] or None,
                                strict=bool(form.get("strict")), wording="page",
                                max_players=form_cap(form.get("max_players", "")))


def form_cap(value: str) -> int | None:
    """The form's most players: empty is no limit; anything but a whole number is refused."""
    if not value.strip():
        return None
    if not value.strip().isdigit() or len(value.strip()) > 7:
        raise DeckInputError("INVALID_REQUEST", {"max_players": value[:12]}, variant="max_players",
                             maximum=MAX_PLAYERS)
    return int(value)


def _owned(event: Event) -> ApiKey | None:
    key = signed_in_key()
    return key if key is not None and key.id == event.owner_key_id else None


@bp.route("/events/<event_ref>")
def event(event_ref: str):
    """The organizer's desk for the signed-in organizer; for everyone else the event's public
    facts and the way to register (by the public id only: numbers are not guessed)."""
    events = _events()
    return event_page(events.public_event(event_ref, signed_in_key()))


def event_page(ev: Event, status: int = 200, **extra: Any):
    """The event's page (the desk for its organizer); ``extra``: an error or a form to show again."""
    events = _events()
    owner = _owned(ev)
    players = []
    summary = None
    pages: dict[str, str | None] = {"next": None, "first": None}
    if owner is not None:       # issue 41: a page of players at a time, the summary of them all
        pool = service().pools.get(ev.game)
        after = request.args.get("after") or None
        fixes = "1" if request.args.get("fixes") == "1" else None
        page = events.decklists_page(ev.id, after, PLAYERS_PER_PAGE)
        rows = [events.report_row(reg, version, g.lang) for reg, version in page.rows]
        stored = {reg.player: EventService.stored_verdict(version, g.lang) for reg, version in page.rows}
        if fixes:          # fix suggestions (issue 19), bounded
            with_fixes(rows, page.rows, g.lang)
        players = [{**row, "groups": group_by_code(row["violations"], pool, g.lang),
                    "corrections": corrections_view(stored.get(row["player"], {}), pool)}
                   for row in rows]
        summary = events.summary(ev.id)
        pages = player_pages("pages.event", after, page.next, "players", event_ref=ev.public_id, fixes=fixes)
    changes = None
    if owner is not None:     # issue 19: reopen, event lists, what if the list changes, audit trail
        changes = changes_context(ev)
    return render_template("pages/event.html", active="events", event=events.event_view(ev), owner=owner,
                           players=players, summary=summary, pages=pages, per_page=PLAYERS_PER_PAGE,
                           fixes_shown=request.args.get("fixes") == "1",
                           fix_decks=MAX_FIX_DECKS, changes=changes, timezones=TIMEZONES, tz_minutes=ev.utc_offset,
                           games=services().cards.game_options() if owner is not None else [],
                           share_url=url_for("pages.submit", event_ref=ev.public_id, _external=True),
                           **extra), status


def confirmed() -> bool:
    """Issue 35: lock, apply, reopen and withdraw change what players see and cannot be taken
    back; their forms carry a box the organizer ticks (required by the browser, checked here)."""
    return request.form.get("confirm") == "1"


PLAYERS_PER_PAGE = 50   # players on one page of the organizer's desk (issue 41: a large event is paged)
MAX_FIX_DECKS = 20      # fix suggestions on one page load: the first 20 decks that are not legal


def with_fixes(rows: list[dict[str, Any]], decklists: list, lang: str) -> None:
    """Give the violations of the first ``MAX_FIX_DECKS`` invalid rows their fix suggestions
    (in place), from each player's current canonical deck."""
    canonical = {reg.player: version.canonical for reg, version in decklists}
    done = 0
    for row in rows:
        if row["valid"] or not row["violations"] or row["player"] not in canonical or done >= MAX_FIX_DECKS:
            continue
        try:
            row["violations"] = service().stored_fixes(canonical[row["player"]], row["violations"], lang)
        except DeckInputError:        # rules or lists of the stored deck are gone: no suggestions
            continue
        done += 1


@bp.route("/events/<event:event_id>/lock", methods=["POST"])
def lock(event_id: int):
    check_csrf()
    key = signed_in_key()
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    ev = _events().owned_event(event_id, key)
    if not confirmed():
        return event_page(ev, 422, lock_error=t("confirm_needed"))
    ev = _events().lock_event(event_id, key)
    return redirect(url_for("pages.event", event_ref=ev.public_id), 303)


@bp.route("/events/<event:event_id>/report.csv")
def report_csv(event_id: int):
    """The same CSV as GET /api/v1/events/<id>/report.csv, for the signed-in organizer."""
    key = signed_in_key()
    if key is None:
        return events_page(401, login_error=t("bad_key"))
    events = _events()
    ev = events.owned_event(event_id, key)
    return csv_response(ev, events.report_csv(ev, g.lang))


# -- players ---------------------------------------------------------------------------------------
def _registration_view(ev: Event, reg: Registration, version: DecklistVersion,
                       token: str | None = None, history: list | None = None) -> dict[str, Any]:
    verdict = EventService.stored_verdict(version, g.lang)
    # a verdict stored with its reading has the problems in its own language
    problems = verdict["parse_problems"] if "parse_problems" in verdict else version.problems
    if not version.valid and verdict.get("violations"):     # how to fix it (issue 19): one deck
        try:
            verdict = {**verdict, "violations": service().stored_fixes(version.canonical, verdict["violations"],
                                                                       g.lang)}
        except DeckInputError:
            pass
    return {"player": reg.player, "version": version.version, "sha256": version.sha256,
            "valid": version.valid, "registered_at": iso_z(version.registered_at), "token": token,
            "view": verdict_view(verdict, service().pools.get(ev.game), g.lang, problems),
            "history": [{"version": v.version, "registered_at": iso_z(v.registered_at),
                         "sha256": v.sha256, "valid": v.valid} for v in history or ()]}


def _submit_page(ev: Event, status: int = 200, **extra: Any):
    reopened = not _events().is_open(ev) and accepts_changes(ev)
    return render_template("pages/event_submit.html", active="events", event=_events().event_view(ev),
                           form=extra.pop("form", {}), reopened=reopened, **extra), status


def consent_choice(value: str) -> bool | None:
    """The form's publication choice: yes, no, or not stated (a registered player's earlier
    choice stays; a new player's is no). Issue 35: a new version no longer drops the consent."""
    return {"yes": True, "1": True, "no": False}.get(value)


@bp.route("/events/<event_ref>/submit", methods=["GET", "POST"])
def submit(event_ref: str):
    events = _events()
    ev = events.public_event(event_ref, signed_in_key())
    if request.method == "GET":
        return _submit_page(ev)
    check_csrf()
    form = {"player": " ".join((request.form.get("player") or "").split())[:100],
            "decklist": request.form.get("decklist") or "", "token": (request.form.get("token") or "").strip(),
            "publish_consent": (request.form.get("publish_consent") or "")[:3]}
    if not events.may_change(ev, form["player"]):      # open, or this registration reopened
        return _submit_page(ev, 409, error=t("event_closed"), form=form)
    if not form["player"]:
        return _submit_page(ev, 422, error=t("blank_name"), form=form)
    if not form["decklist"].strip():
        return _submit_page(ev, 422, error=t("empty_list"), form=form)
    if events.find_registration(ev.id, form["player"]) is not None and not form["token"]:
        # a quick answer before reading the list (register decides again, in its transaction)
        return _submit_page(ev, 403, error=t("token_needed"), form=form)
    try:
        submission = events.submission(ev, decklist=form["decklist"])
        # replacing a list needs the player's token: checked in the registration's transaction
        done = events.register(ev.id, form["player"], submission, token=form["token"] or None,
                               reason=(request.form.get("reason") or "").strip()[:500] or None,  # issue 19
                               under=ev)
        consent = event_desk().record_consent(done.registration, consent_choice(form["publish_consent"]))
    except DeckInputError as exc:
        return _submit_page(ev, 422, error=exc.message_in(g.lang), form=form)
    except EventClosed:
        return _submit_page(ev, 409, error=t("event_closed"), form=form)
    except PlayerTokenRequired:
        return _submit_page(ev, 403, error=t("token_needed"), form=form)
    except InvalidPlayerToken:
        return _submit_page(ev, 403, error=t("bad_token"), form=form)
    except (RegistrationConflict, EventFull) as exc:
        return _submit_page(ev, 409, error=exc.message_in(g.lang), form=form)
    result = {**_registration_view(ev, done.registration, done.decklist, done.player_token), "consent": consent}
    # the decklist stays in the box: a player fixing one line does not paste it again
    return _submit_page(ev, 201 if done.player_token else 200, result=result,
                        form={"player": form["player"], "decklist": form["decklist"]})


@bp.route("/events/<event_ref>/mine", methods=["POST"])
def mine(event_ref: str):
    events = _events()
    ev = events.public_event(event_ref, signed_in_key())
    check_csrf()
    player = " ".join((request.form.get("player") or "").split())[:100]
    token = (request.form.get("token") or "").strip()
    form = {"player": player}
    found = events.find_registration(ev.id, player)
    if found is None:
        edits = services().event_edits
        withdrawn = edits.withdrawal(ev.id, player, token) if edits is not None else None
        if edits is not None and withdrawn is not None:     # issue 35: the player learns why, not "not registered"
            return _submit_page(ev, 410, withdrawn=edits.changes.entry_view(withdrawn), form=form)
        return _submit_page(ev, 403, lookup_error=t("no_such_registration"), form=form)
    reg, version = found
    if not events.token_matches(reg, token):     # the same answer: a name's registration stays unknown
        return _submit_page(ev, 403, lookup_error=t("no_such_registration"), form=form)
    result = _registration_view(ev, reg, version, history=events.history(reg.id))
    result["changes"] = player_changes(ev, reg)
    return _submit_page(ev, result=result, form=form)
