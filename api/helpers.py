"""Small request helpers shared by the blueprints: language, API key, player token."""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from flask import g, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.routing import BaseConverter
from werkzeug.http import parse_accept_header

from api.bodies import query_value
from api.statuses import ApiError
from api.extensions import services
from api.schemas import LANGS
from deckcheck.services.events import ApiKey

SECURITY = [{"ApiKey": []}, {"Bearer": []}]


def request_lang(explicit: str | None = None) -> str:
    """``?lang=`` (validated by the schema, passed as ``explicit``) beats Accept-Language;
    default en. Without ``explicit`` (the error handlers) a supported ``?lang=`` is read here."""
    if explicit:
        return explicit
    asked = query_value("lang")
    if asked in LANGS:
        return asked
    header = request.environ.get("HTTP_ACCEPT_LANGUAGE")
    if not header:
        return "en"
    if len(header) > 200:                     # rare and long: not worth a cache slot
        return _best_lang.__wrapped__(header)
    return _best_lang(header)


@functools.lru_cache(maxsize=256)
def _best_lang(header: str) -> str:
    """The supported language an Accept-Language header asks for first (werkzeug's
    reading, q-values included), else en; browsers send a handful of distinct headers."""
    return parse_accept_header(header, LanguageAccept).best_match(LANGS) or "en"


def api_key_token() -> str | None:
    token = request.headers.get("X-API-Key")
    if token:
        return token.strip()
    auth = request.headers.get("Authorization", "")
    if auth[:7].lower() == "bearer ":
        return auth[7:].strip()
    return None


def optional_api_key() -> ApiKey | None:
    token = api_key_token()
    if not token:
        return None
    key = services(reload=False).events.find_api_key(token)
    if key is None:
        raise ApiError(401, "INVALID_API_KEY")
    return key


def require_api_key() -> ApiKey:
    """The request's valid API key (checked once per request); 401 without one."""
    key = g.get("api_key")
    if key is None:
        key = optional_api_key()
        if key is None:
            raise ApiError(401, "API_KEY_REQUIRED")
        g.api_key = key
    return key


def api_key_first(view: Callable[..., Any]) -> Callable[..., Any]:
    """For organizer operations, placed right under ``@blp.route``: the API key is checked
    before the body is read, so a caller without a valid key gets 401 whatever it sent."""

    @functools.wraps(view)
    def checked(*args: Any, **kwargs: Any) -> Any:
        require_api_key()
        return view(*args, **kwargs)

    return checked


def player_token(query_token: str | None) -> str | None:
    return request.headers.get("X-Player-Token") or query_token


class EventConverter(BaseConverter):
    """``<event:event_id>`` in the organizer's routes (API and pages): the event's number or
    its public id (issue 35: the desk shares one address with the players' pages), given to
    the view as the number. An unknown public id is 0, a number no event has (the view's
    404); whose event it is, the view decides (another key's: 404 too)."""

    regex = r"[0-9]+|[A-Za-z0-9_-]{16}"

    def to_python(self, value: str) -> int:
        if value.isdigit():
            return int(value)
        event = services().events.repository.event_by_public_id(value)
        return 0 if event is None else event.id

    def to_url(self, value: Any) -> str:
        return str(value)


def next_link(cursor: str | None) -> str | None:
    """The address of the next page of this request's answer (its query with ``after``), or None."""
    if cursor is None:
        return None
    from urllib.parse import urlencode

    query = {k: v for k, v in request.args.items() if k != "after"}
    return f"{request.path}?{urlencode({**query, 'after': cursor})}"
