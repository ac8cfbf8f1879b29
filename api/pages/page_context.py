"""What every page is rendered with: the visitor's language (``choose_language``, remembered
in a cookie), the form token against cross-site posts (``csrf_token``, ``check_csrf``, kept
in a signed cookie by ``set_cookies``), and the helpers every template is given
(``template_helpers``). The pages' blueprint (api/pages/blueprint.py) runs them before and
after each of its requests; the HTML error pages outside it (api/pages/errors.py) call them
themselves.
"""
from __future__ import annotations

import datetime as dt
import hmac
import secrets
from typing import Any

from babel.dates import format_date, format_time
from flask import current_app, g, request, session
from itsdangerous import BadSignature, URLSafeSerializer

from api.extensions import service
from api.pages.card_facts import format_name, rules_version_name
from api.pages.i18n import LANG_NAMES, LANGS, label, pack_label, trait_label, translate, type_name
from deckcheck.games import find_game, game_ids
from deckcheck.services.events import offset_text


class FormExpired(Exception):
    """A POST without the form token of its cookie (an old tab, or another site)."""


# The language and the form token live in cookies, not in the server-side session: a visitor
# who only reads pages never makes a session row, so a flood of anonymous requests cannot
# fill the store and push out a signed-in organizer's session (api/pages/sessions.py).
LANG_COOKIE = "lang"
FORM_COOKIE = "form_token"
LANG_COOKIE_AGE = 365 * 24 * 3600


def choose_language() -> None:
    chosen = request.values.get("lang")
    remembered = request.cookies.get(LANG_COOKIE)
    if chosen in LANGS:
        g.lang = chosen
        if remembered != chosen:
            g.remember_lang = chosen
    elif remembered in LANGS:
        g.lang = remembered
    else:
        g.lang = request.accept_languages.best_match(LANGS) or "en"


def t(key: str, **fields: Any) -> str:
    return translate(key, g.get("lang", "en"), **fields)


def _form_signer() -> URLSafeSerializer:
    return URLSafeSerializer(current_app.secret_key or "", salt="deckcheck-form-token")


def _cookie_token() -> str | None:
    """The form token of the signed cookie (None: none, or not signed by this site)."""
    raw = request.cookies.get(FORM_COOKIE)
    if not raw or len(raw) > 200:
        return None
    try:
        value = _form_signer().loads(raw)
    except BadSignature:
        return None
    return value if isinstance(value, str) and value else None


def csrf_token() -> str:
    """The token the page's forms carry: the one of the signed cookie, else a new one (the
    cookie is set with the answer). A session that already holds one keeps using it."""
    token = session.get("csrf") or g.get("form_token") or _cookie_token()
    if not token:
        token = g.new_form_token = secrets.token_urlsafe(24)
    g.form_token = token
    return token


def check_csrf() -> None:
    """Refuse a form without the token of its cookie (or of its session): another site can
    make the browser post, but not read or forge the token."""
    sent = request.form.get("csrf", "").encode()
    tokens = [token for token in (_cookie_token(), session.get("csrf")) if token]
    if not sent or not any(hmac.compare_digest(sent, token.encode()) for token in tokens):
        raise FormExpired()


def set_cookies(response):
    """The language chosen and a new form token, with the session cookie's flags."""
    interface = current_app.session_interface
    flags: dict[str, Any] = {"secure": interface.get_cookie_secure(current_app), "httponly": True,
                             "samesite": interface.get_cookie_samesite(current_app)}
    if g.get("remember_lang"):
        response.set_cookie(LANG_COOKIE, g.remember_lang, max_age=LANG_COOKIE_AGE, **flags)
    if g.get("new_form_token"):
        response.set_cookie(FORM_COOKIE, _form_signer().dumps(g.new_form_token),
                            max_age=int(current_app.permanent_session_lifetime.total_seconds()), **flags)
    return response


def lang_url(code: str) -> str:
    """This page (GET) in another language."""
    args = request.args.to_dict()
    args["lang"] = code
    query = "&".join(f"{k}={_quote(v)}" for k, v in args.items())
    return f"{request.path}?{query}"


def _quote(value: str) -> str:
    from urllib.parse import quote

    return quote(value, safe="")


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
            "format_name": lambda name: format_name(name, lang),
            "rules_version_name": lambda value: rules_version_name(value, lang)}


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
    return service().game_names.get(game, game)
