"""The organizer's desk in the pages: ``/events/<id>/decks`` (every registered deck as
read, the exports, the pick of players to check, publication), the deck-check sheets
(``/events/<id>/sheets`` for the whole event, ``/events/<id>/sheets/<player>`` for one,
with ``?code=`` checking a player's receipt against the registered list), and the public
``/events/<id>/decklists``.

The receipt's QR code (segno, inline SVG) opens the player's sheet with the deck code,
so a judge signed in as the organizer sees at once whether the list at the table is the
registered one. Signed-in organizers only, except the published decklists."""
from __future__ import annotations

import json
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import segno
from flask import Response, g, redirect, render_template, request, stream_with_context, url_for
from markupsafe import Markup

from api.extensions import event_desk
from api.pages.blueprint import bp
from api.pages.page_context import check_csrf, t
from api.pages.events import PLAYERS_PER_PAGE, player_pages, signed_in_key
from deckcheck.model import DeckInputError
from deckcheck.services.event_desk import EventDeskService
from deckcheck.services.event_sheets import deck_code, same_code
from deckcheck.services.events import ApiKey, Event, iso_z


QR_MASK = 1


def sheet_url(event_id: int, player: str, sha256: str) -> str:
    """The sheet of a player's registered list, with the receipt's deck code (absolute)."""
    return url_for("pages.sheet", event_id=event_id, player=player, code=deck_code(sha256), _external=True)


@bp.app_template_global()
def deck_qr(url: str, title: str = "") -> Markup:
    """A QR code of ``url`` as inline SVG (dark modules on white, error correction M)."""
    return Markup(_qr_svg(url, title))


@lru_cache(maxsize=2048)
def _qr_svg(url: str, title: str) -> str:
    # one fixed mask pattern (any of the eight reads the same): segno's search for the
    # best-scoring mask took most of the time of a sheet
    return segno.make(url, error="m", mask=QR_MASK).svg_inline(scale=3, title=title or None, svgclass="qr",
                                                               lineclass=None)


@bp.app_template_global()
def receipt(event_id: int, player: str, sha256: str) -> dict[str, Any]:
    """What the player's receipt adds to the answer: the deck code and its QR code."""
    url = sheet_url(event_id, player, sha256)
    return {"code": deck_code(sha256), "url": url, "qr": deck_qr(url, t("deck_code"))}


def _owner_event(event_id: int) -> tuple[EventDeskService, Event, ApiKey] | None:
    key = signed_in_key()
    if key is None:
        return None
    desk = event_desk()
    return desk, desk.events.owned_event(event_id, key), key


def _sign_in():
    return redirect(url_for("pages.events"), 303)


@bp.route("/events/<event:event_id>/decks")
def event_decks(event_id: int):
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, key = found
    return _decks_page(desk, ev, key)


def _decks_page(desk: EventDeskService, ev: Event, key: ApiKey, status: int = 200, **extra: Any):
    """A page of the decks (issue 41: PLAYERS_PER_PAGE at a time, by name), the picks, publication."""
    after = request.args.get("after") or None
    decks, cursor = desk.decks_page(ev, g.lang, after=after, limit=PLAYERS_PER_PAGE)
    total = desk.events.player_count(ev)
    picks = [desk.pick_view(p) for p in reversed(desk.picks(ev.id, key))]
    publication = desk.publication(ev.id)
    pages = player_pages("pages.event_decks", after, cursor, "decks-h", event_id=ev.id)
    return render_template("pages/event_decks.html", active="events", event=desk.events.event_view(ev, total),
                           decks=decks, total=total, pages=pages, per_page=PLAYERS_PER_PAGE, picks=picks,
                           published_at=iso_z(publication.published_at) if publication else None,
                           consenting=sum(1 for c in desk.repository.consents(ev.id).values() if c.consent),
                           form=extra.pop("form", {}), **extra), status


@bp.route("/events/<event:event_id>/decks.<any(csv, txt, json):kind>")
def event_decks_download(event_id: int, kind: str):
    """The exports of GET /api/v1/events/<id>/decks(.csv|.txt), for the signed-in organizer."""
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, _ = found
    if kind == "csv":       # whole, streamed (the request's context lasts until the last chunk)
        body, mimetype = desk.csv(desk.each_deck(ev, g.lang)), "text/csv"
    elif kind == "txt":
        body, mimetype = desk.text(desk.each_deck(ev, g.lang)), "text/plain"
    else:
        body, mimetype = _json_chunks(desk, ev), "application/json"
    return Response(stream_with_context(body), 200, {
        "Content-Type": f"{mimetype}; charset=utf-8",
        "Content-Disposition": f'attachment; filename="event-{ev.id}-decks.{kind}"'})


def _json_chunks(desk: EventDeskService, ev: Event) -> Iterator[str]:
    """{"event": ..., "decks": [...]} as before, written a deck at a time."""
    yield '{"event": ' + json.dumps(desk.events.event_view(ev, desk.events.player_count(ev)), ensure_ascii=False,
                                   indent=1) + ', "decks": ['
    for i, deck in enumerate(desk.each_deck(ev, g.lang)):
        yield ("," if i else "") + "\n" + json.dumps(deck, ensure_ascii=False, indent=1)
    yield "\n]}"


@bp.route("/events/<event:event_id>/picks", methods=["POST"])
def event_pick(event_id: int):
    check_csrf()
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, key = found
    form = {k: (request.form.get(k) or "").strip()[:100] for k in ("round", "n", "seed")}
    try:
        round_no, n = int(form["round"]), int(form["n"])
    except ValueError:
        return _decks_page(desk, ev, key, 422, pick_error=t("pick_numbers"), form=form)
    try:
        desk.pick(ev.id, key, n, round_no, form["seed"] or None)
    except DeckInputError:
        return _decks_page(desk, ev, key, 422, pick_error=t("pick_numbers"), form=form)
    return redirect(url_for("pages.event_decks", event_id=ev.public_id) + "#picks", 303)


@bp.route("/events/<event:event_id>/publish", methods=["POST"])
def event_publish(event_id: int):
    check_csrf()
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, key = found
    desk.publish(ev.id, key)            # EVENT_NOT_LOCKED: the error page says why
    return redirect(url_for("pages.event_decks", event_id=ev.public_id) + "#publish", 303)


# -- deck-check sheets ----------------------------------------------------------------------------------
def _sheet(ev: Event, deck: dict[str, Any]) -> dict[str, Any]:
    url = sheet_url(ev.id, deck["player"], deck["sha256"])
    return {**deck, "url": url, "qr": deck_qr(url, t("deck_code"))}


@bp.route("/events/<event:event_id>/sheets")
def sheets(event_id: int):
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, _ = found
    # issue 41: PLAYERS_PER_PAGE sheets at a time (a page prints as one job), by name
    after = request.args.get("after") or None
    decks, cursor = desk.decks_page(ev, g.lang, after=after, limit=PLAYERS_PER_PAGE)
    return render_template("pages/event_sheet.html", active="events",
                           event=desk.events.event_view(ev, desk.events.player_count(ev)),
                           sheets=[_sheet(ev, d) for d in decks], checked=None,
                           pages=player_pages("pages.sheets", after, cursor, event_id=ev.id), per_page=PLAYERS_PER_PAGE)


@bp.route("/events/<event:event_id>/sheets/<path:player>")  # a name may hold "/"
def sheet(event_id: int, player: str):
    found = _owner_event(event_id)
    if found is None:
        return _sign_in()
    desk, ev, key = found
    deck = desk.owned_deck(ev.id, player, key, g.lang)
    code = (request.args.get("code") or "").strip()[:20]
    checked = None if not code else {"code": code, "same": same_code(code, deck["sha256"])}
    return render_template("pages/event_sheet.html", active="events", event=desk.events.event_view(ev),
                           sheets=[_sheet(ev, deck)], checked=checked)


# -- published decklists -------------------------------------------------------------------------------------
@bp.route("/events/<event_ref>/decklists")
def published_decklists(event_ref: str):
    """Public once the organizer published (else the error page: 404 with the reason), by the
    event's public id (its number for its signed-in organizer only)."""
    desk = event_desk()
    after = request.args.get("after") or None
    body = desk.published(desk.events.public_event(event_ref, signed_in_key()).id, g.lang, after=after,
                          limit=PLAYERS_PER_PAGE)
    pages = player_pages("pages.published_decklists", after, body["next"], event_ref=event_ref)
    return render_template("pages/event_decklists.html", active="events", event=body["event"],
                           published_at=body["published_at"], players=body["players"], pages=pages,
                           per_page=PLAYERS_PER_PAGE)
