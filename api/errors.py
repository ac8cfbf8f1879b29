"""Every error is JSON ``{"error": {"code", "message", "details"}}`` with a fitting status.

Client mistakes are 4xx: malformed JSON (400), a body over the size limit (413),
wrong types or values (422), unknown game / card / event (404), a decklist that can
no longer change (409), a missing or wrong API key (401/403). 503 means the server
has no card data or rules for a game yet; 500 is always a bug.
"""
from __future__ import annotations

import logging
from typing import Any

from flask import Flask, current_app, jsonify
from flask.json.provider import DefaultJSONProvider
from flask_smorest import Api
from sqlalchemy.exc import OperationalError, ProgrammingError
from werkzeug.exceptions import HTTPException

from api.schemas import ErrorSchema
from deckcheck.model import DeckInputError
from deckcheck.services.events import EventError

log = logging.getLogger("deckcheck.api")

# DeckInputError / EventError codes whose status is not 422
STATUS_BY_CODE = {
    "MALFORMED_JSON": 400, "MALFORMED_XML": 400, "FORBIDDEN_XML": 400, "EMPTY_DECKLIST": 400,
    "NO_CARD_DATA": 503, "RULES_UNAVAILABLE": 503, "EVENTS_UNAVAILABLE": 503,
    "EVENT_NOT_FOUND": 404, "REGISTRATION_NOT_FOUND": 404, "CARD_NOT_FOUND": 404,
    "EVENT_CLOSED": 409, "NOT_EVENT_OWNER": 403,
    "API_KEY_REQUIRED": 401, "INVALID_API_KEY": 401, "PLAYER_TOKEN_REQUIRED": 401,
    "INVALID_PLAYER_TOKEN": 403,
}

# HTTP status -> code for errors raised by Flask/werkzeug/webargs
CODE_BY_STATUS = {400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND",
                  405: "METHOD_NOT_ALLOWED", 406: "NOT_ACCEPTABLE", 409: "CONFLICT",
                  413: "BODY_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE", 422: "INVALID_REQUEST",
                  429: "TOO_MANY_REQUESTS", 500: "INTERNAL_ERROR", 503: "SERVICE_UNAVAILABLE"}


class ApiError(Exception):
    """An error raised by the API layer itself (unknown game in the path, bad key, ...)."""

    def __init__(self, status: int, code: str, message: str, details: Any = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details


def error_body(code: str, message: str, details: Any = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "details": details}}


def deck_error_status(exc: DeckInputError) -> int:
    return STATUS_BY_CODE.get(exc.code, 422)


class DeckcheckApi(Api):
    """flask-smorest's Api with our error body for every HTTPException (including the
    422 of request validation and the 400 of unparseable JSON)."""

    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException):
        status = error.code or 500
        code = CODE_BY_STATUS.get(status, "HTTP_ERROR")
        message = error.description or error.name
        details = None
        data = getattr(error, "data", None) or {}
        messages = data.get("errors") or data.get("messages")
        if status == 400 and messages and "json" in messages and not isinstance(messages["json"], dict):
            code, message = "MALFORMED_JSON", "The body is not valid JSON."
            details = messages
        elif status == 422 and messages:
            code = "INVALID_REQUEST"
            message = "The request does not match its schema; see details."
            details = messages.get("json", messages) if isinstance(messages, dict) and len(messages) == 1 \
                else messages
            if isinstance(messages, dict) and "query" in messages and len(messages) == 1:
                details = {"query": messages["query"]}
        elif status == 413:
            limit = current_app.config.get("MAX_CONTENT_LENGTH")
            message = f"The body is larger than the limit of {limit} bytes."
            details = {"limit": limit}
        elif status == 500:
            message = "Internal error; this is a bug, please report it."
        headers = data.get("headers") or {}
        return error_body(code, message, details), status, headers


class SafeJSONProvider(DefaultJSONProvider):
    """Reject JSON nested too deeply as malformed (a RecursionError would be a 500)."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        try:
            return super().loads(s, **kwargs)
        except RecursionError as exc:
            raise ValueError("JSON nested too deeply") from exc


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(DeckInputError)
    def deck_input_error(exc: DeckInputError):
        return jsonify(error_body(exc.code, exc.message, exc.details)), deck_error_status(exc)

    @app.errorhandler(ApiError)
    def api_error(exc: ApiError):
        return jsonify(error_body(exc.code, exc.message, exc.details)), exc.status

    @app.errorhandler(EventError)
    def event_error(exc: EventError):
        return jsonify(error_body(exc.code, exc.message, exc.details)), STATUS_BY_CODE.get(exc.code, 409)

    @app.errorhandler(OperationalError)
    @app.errorhandler(ProgrammingError)
    def database_error(exc: Exception):
        text = str(exc).lower()
        if "no such table" in text or "does not exist" in text:
            return jsonify(error_body("EVENTS_UNAVAILABLE",
                                      "The database schema is out of date; run 'deckcheck db upgrade'.",
                                      None)), 503
        log.exception("database error")
        return jsonify(error_body("DATABASE_ERROR", "The database could not answer; try again.", None)), 503
