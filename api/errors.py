"""Every error is JSON ``{"error": {"code", "message", "details"}}`` with a fitting status.

Client mistakes are 4xx: malformed JSON (400), a body over the size limit or a request
needing more work than one request may do (413: BODY_TOO_LARGE, REQUEST_TOO_LARGE), wrong
types or values (422), unknown game / card / event (404), a decklist that can no longer
change (409), a missing or wrong API key (401/403). 503 means the server
has no card data or rules for a game yet; 500 is always a bug. The message (and
details holding messages) is in the request's language: ``?lang=`` beats Accept-Language.
The status of each error: ``api.statuses``; a browser on a page address gets the HTML error
page instead (``api.pages.errors``).
"""
from __future__ import annotations

import logging
from typing import Any

from flask import Flask, has_request_context, jsonify, request
from flask.json.provider import DefaultJSONProvider
from flask_smorest import Api
from sqlalchemy.exc import OperationalError, ProgrammingError
from werkzeug.exceptions import HTTPException

from api.helpers import request_lang
from api.pages.errors import html_error
from api.schemas import ErrorSchema
from api.statuses import error_status, http_error, http_headers, retry_after
from deckcheck.errors import DeckcheckError
from deckcheck.inputs import json_int

log = logging.getLogger("deckcheck.api")


def answer_lang() -> str:
    """The language of an answer: the request's (``api.helpers.request_lang``: ?lang=
    beats Accept-Language), English outside a request."""
    if not has_request_context():
        return "en"
    return request_lang()


def error_body(error: DeckcheckError, lang: str | None = None) -> dict[str, Any]:
    """``{"error": {"code", "message", "details"}}``, the message (and details holding
    messages) in ``lang``, by default the request's language."""
    return {"error": error.to_dict(lang or answer_lang())}


class DeckcheckApi(Api):
    """flask-smorest's Api with our error body for every HTTPException (including the
    422 of request validation and the 400 of unparseable JSON)."""

    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException):
        data = getattr(error, "data", None) or {}
        headers = {**http_headers(error), **(data.get("headers") or {})}
        if wants_html():               # a person's browser on a page address (a mistyped URL)
            body, status = html_error(error.code or 500, http_error(error))
            return body, status, headers
        return error_body(http_error(error)), error.code or 500, headers


def wants_html() -> bool:
    """A browser asking for a page: outside /api/ and text/html preferred to JSON. API
    clients (and everything under /api/) keep the JSON error body."""
    if not has_request_context() or request.path.startswith("/api/"):
        return False
    accept = request.accept_mimetypes
    return accept.accept_html and accept.quality("text/html") >= accept.quality("application/json") \
        and accept.best_match(["application/json", "text/html"]) == "text/html"


class SafeJSONProvider(DefaultJSONProvider):
    """Reject JSON nested too deeply as malformed (a RecursionError would be a 500), and
    integers of thousands of digits (``deckcheck.inputs.json_int``)."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        kwargs.setdefault("parse_int", json_int)
        try:
            return super().loads(s, **kwargs)
        except RecursionError as exc:
            raise ValueError("JSON nested too deeply") from exc



def register_error_handlers(app: Flask) -> None:
    """Every error answers in the request's language (``answer_lang``)."""

    @app.errorhandler(DeckcheckError)
    def deckcheck_error(exc: DeckcheckError):
        if wants_html():
            return html_error(error_status(exc), exc)
        return jsonify(error_body(exc)), error_status(exc), retry_after(exc)

    @app.errorhandler(OperationalError)
    @app.errorhandler(ProgrammingError)
    def database_error(exc: Exception):
        text = str(exc).lower()
        if "no such table" in text or "does not exist" in text:
            return jsonify(error_body(DeckcheckError("EVENTS_UNAVAILABLE"))), 503
        log.exception("database error")
        return jsonify(error_body(DeckcheckError("DATABASE_ERROR"))), 503
