"""The pages' blueprint: language choice, CSRF token, template helpers, HTML errors."""
from __future__ import annotations

import datetime as dt
import hmac
import secrets
from typing import Any

from babel.dates import format_date, format_time
from flask import Blueprint, g, redirect, render_template, request, session, url_for
from werkzeug.exceptions import HTTPException

from api.pages.card_facts import format_name
from api.pages.i18n import LANG_NAMES, LANGS, label, pack_label, trait_label, translate, type_name
from deckcheck.errors import DeckcheckError
from deckcheck.games import find_game, game_ids
from deckcheck.services.events import offset_text

bp = Blueprint("pages", __name__)


class FormExpired(Exception):
    """A POST without the session's CSRF token (an old tab, or another site)."""


@bp.before_request
def choose_language() -> None:
    chosen = request.values.get("lang")
    if chosen in LANGS:
        if session.get("lang") != chosen:
            session["lang"] = chosen
        g.lang = chosen
    else:
        g.lang = session.get("lang") or request.accept_languages.best_match(LANGS) or "en"


def t(key: str, **fields: Any) -> str:
    return translate(key, g.get("lang", "en"), **fields)


def csrf_token() -> str:
    token = session.get("csrf")
    if not token:
        token = session["csrf"] = secrets.token_urlsafe(24)
    return token


def check_csrf() -> None:
    sent = request.form.get("csrf", "")
    token = session.get("csrf")
    if not token or not hmac.compare_digest(sent.encode(), token.encode()):
        raise FormExpired()


def lang_url(code: str) -> str:
    """This page (GET) in another language."""
    args = request.args.to_dict()
    args["lang"] = code
    query = "&".join(f"{k}={_quote(v)}" for k, v in args.items())
    return f"{request.path}?{query}"


def _quote(value: str) -> str:
    from urllib.parse import quote

    return quote(value, safe="")


@bp.context_processor
def template_helpers() -> dict[str, Any]:
    lang = g.get("lang", "en")
    return {"t": t, "lang": lang, "LANGS": LANGS, "LANG_NAMES": LANG_NAMES, "lang_url": lang_url,
            "csrf_token": csrf_token, "GAMES": game_ids(),
            "label": lambda value: label(value, lang), "pack_label": lambda value: pack_label(value, lang),
            "trait_label": lambda value: trait_label(value, lang),
            "type_name": lambda value: type_name(value, lang),
            "game_name": lambda game: game_name(game, lang),
            "utc_offset": offset_text, "local_deadline": local_deadline,
            "event_time": event_time,
            "format_name": lambda name: format_name(name, lang)}


def local_deadline(event: dict[str, Any]) -> str:
    """An event's deadline in its time zone and the reader's language:
    ``Dec 5, 2099, 9:00 AM (UTC+05:30)``, ``05.12.2099, 09:00 (UTC+05:30)``."""
    return event_time(event.get("deadline"), event)


def event_time(value: str | None, event: dict[str, Any]) -> str:
    """A moment (ISO 8601, as the API answers it) in the event's time zone (its UTC offset)
    and the page's language, with the offset said: readers compare it with the deadline."""
    if not value:
        return "–"
    offset = event.get("utc_offset") or "+00:00"
    sign = -1 if offset.startswith("-") else 1
    hours, minutes = offset[1:].split(":")
    zone = dt.timezone(sign * dt.timedelta(hours=int(hours), minutes=int(minutes)))
    moment = dt.datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(zone)
    lang = g.get("lang", "en")
    shown = f"{format_date(moment, 'medium', locale=lang)}, {format_time(moment, 'short', locale=lang)}"
    return f"{shown} (UTC{offset})"


def game_name(game: str, lang: str) -> str:
    """The game's name in the page's language (its record's), else the one the database has."""
    record = find_game(game)
    if record is not None:
        return record.names.get(lang) or record.names["en"]
    from api.extensions import service

    return service().game_names.get(game, game)


@bp.route("/favicon.ico")
def favicon():
    """Browsers that ask for /favicon.ico before reading the page's <link rel="icon">."""
    return redirect(url_for("static", filename="pages/favicon.svg"), 301)


def page_error(status: int, title_key: str, message: str = "", code: str = ""):
    return render_template("pages/error.html", title=t(title_key), message=message, code=code), status


@bp.errorhandler(FormExpired)
def form_expired(_exc: FormExpired):
    return page_error(400, "error", t("bad_form"))


@bp.errorhandler(DeckcheckError)
def deckcheck_error(exc: DeckcheckError):
    """Every refusal (unreadable deck, event errors, ...) in the page's language, with the
    status the API would answer."""
    from api.errors import error_status

    if exc.code == "EVENT_NOT_FOUND":
        return page_error(404, "not_found", t("event_not_found"), exc.code)
    return page_error(error_status(exc), "error", exc.message_in(g.get("lang", "en")), exc.code)


@bp.errorhandler(HTTPException)
def http_error(exc: HTTPException):
    from api.errors import http_error as answer

    from api.errors import http_headers

    key = "not_found" if exc.code == 404 else "error"
    message = answer(exc).message_in(g.get("lang", "en")) if exc.code != 404 else t("not_found_text")
    body, status = page_error(exc.code or 500, key, message)
    return body, status, http_headers(exc)
