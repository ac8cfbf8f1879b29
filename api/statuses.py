"""The HTTP status of every error: an ``ApiError`` carries its own, the codes of the domain
and the services are looked up in ``STATUS_BY_CODE`` (409 for any other EventError, else
422), and an HTTPException of Flask, werkzeug or webargs becomes an error with a code of
its status (``http_error``) and keeps its headers (``http_headers``).

The JSON error answers (``api.errors``) and the pages' error pages both read it.
"""
from __future__ import annotations

from typing import Any

from flask import current_app
from werkzeug.exceptions import HTTPException

from deckcheck.errors import DeckcheckError
from deckcheck.services.events import EventError

# error codes whose status is not 422 (409 for an EventError; an ApiError carries its own)
STATUS_BY_CODE = {
    "MALFORMED_JSON": 400, "MALFORMED_XML": 400, "FORBIDDEN_XML": 400, "EMPTY_DECKLIST": 400,
    "NO_CARD_DATA": 503, "RULES_UNAVAILABLE": 503, "EVENTS_UNAVAILABLE": 503,
    "REQUEST_TOO_LARGE": 413,
    "EVENT_NOT_FOUND": 404, "REGISTRATION_NOT_FOUND": 404, "CARD_NOT_FOUND": 404,
    "EVENT_CLOSED": 409, "REGISTRATION_CONFLICT": 409,
    "API_KEY_REQUIRED": 401, "INVALID_API_KEY": 401, "PLAYER_TOKEN_REQUIRED": 401,
    "INVALID_PLAYER_TOKEN": 403,
    "DECKLISTS_NOT_PUBLISHED": 404,     # EVENT_NOT_LOCKED: 409, as every EventError
    # issue 19: changes after registration
    "LIST_UPLOAD_NOT_FOUND": 404, "LIST_CHANGE_CONFLICT": 409,
    # issue 35: a withdrawn player's token (EVENT_SETTINGS_LOCKED: 409, as every EventError)
    "REGISTRATION_WITHDRAWN": 410,
    # goldfish (ActionError)
    "UNKNOWN_SESSION": 404, "UNKNOWN_RUN": 404, "GAME_OVER": 409, "NO_ENGINE": 422,
    "NOTHING_TO_UNDO": 409,
    # goldfish jobs
    "GOLDFISH_QUOTA_EXCEEDED": 429, "JOBS_UNAVAILABLE": 503,
    # import by link: the deck site failed us (LINK_NOT_ALLOWED, LINK_NOT_FOUND: 422)
    "LINK_FETCH_FAILED": 502,
}

# HTTP status -> code for errors raised by Flask/werkzeug/webargs
CODE_BY_STATUS = {400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND",
                  405: "METHOD_NOT_ALLOWED", 406: "NOT_ACCEPTABLE", 408: "REQUEST_TIMEOUT",
                  409: "CONFLICT",
                  413: "BODY_TOO_LARGE", 414: "URI_TOO_LONG", 415: "UNSUPPORTED_MEDIA_TYPE",
                  422: "INVALID_REQUEST", 431: "HEADERS_TOO_LARGE",
                  429: "TOO_MANY_REQUESTS", 500: "INTERNAL_ERROR", 503: "SERVICE_UNAVAILABLE"}


class ApiError(DeckcheckError):
    """An error raised by the API layer itself (unknown game in the path, bad key, ...)
    with the HTTP status it answers: ``ApiError(404, "CARD_NOT_FOUND", {"id": id}, game=game)``
    (code, details and fields as for every DeckcheckError)."""

    def __init__(self, status: int, code: str, details: Any = None, /, *, variant: str | None = None,
                 **fields: Any):
        self.status = status
        super().__init__(code, details, variant=variant, **fields)


def error_status(exc: DeckcheckError) -> int:
    if isinstance(exc, ApiError):
        return exc.status
    return STATUS_BY_CODE.get(exc.code, 409 if isinstance(exc, EventError) else 422)


def http_error(error: HTTPException) -> DeckcheckError:
    """The error answering an HTTPException of Flask, werkzeug or webargs."""
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    messages = data.get("errors") or data.get("messages")
    if status == 400 and messages and "json" in messages and not isinstance(messages["json"], dict):
        return DeckcheckError("MALFORMED_JSON", messages, variant="body")
    if status == 422 and messages:
        details = messages.get("json", messages) if isinstance(messages, dict) and len(messages) == 1 \
            else messages
        if isinstance(messages, dict) and "query" in messages and len(messages) == 1:
            details = {"query": messages["query"]}
        if isinstance(details, str):               # details are data, never a sentence
            details = [details]
        return DeckcheckError("INVALID_REQUEST", details, variant="schema")
    if status == 413:
        return DeckcheckError("BODY_TOO_LARGE", {"limit": current_app.config.get("MAX_CONTENT_LENGTH")})
    if status == 429 and error.description and error.description != type(error).description:
        return DeckcheckError("TOO_MANY_REQUESTS", variant="limit", limit=error.description)  # flask-limiter's limit
    code = CODE_BY_STATUS.get(status)
    return DeckcheckError(code) if code else DeckcheckError("HTTP_ERROR", status=status)


def http_headers(error: HTTPException) -> dict[str, str]:
    """The headers an HTTPException brings besides its HTML content type: ``Allow`` of a
    405 (RFC 9110 requires it), ``WWW-Authenticate``, ``Retry-After``."""
    return {name: value for name, value in error.get_headers() if name.lower() != "content-type"}


def retry_after(exc: DeckcheckError) -> dict[str, str]:
    """``Retry-After`` for a 429 whose error says how long to wait (``seconds``): the goldfish
    quota's refusals, from the API and the pages alike."""
    seconds = (exc.fields or {}).get("seconds")
    return {"Retry-After": str(seconds)} if seconds is not None and error_status(exc) == 429 else {}
