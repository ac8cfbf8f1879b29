"""Input guards every route passes before its view: text holding a NUL character (``\\x00``)
in a path parameter, the query string or a form field is refused with 422 INVALID_TEXT
(``{"field": "query.q"}``); JSON bodies get the same check in the blueprints' parser
(api/blueprints/__init__.py). PostgreSQL cannot store NUL in text while SQLite can: refusing
it at the door makes both databases answer alike, and the services refuse it too
(deckcheck.inputs.refuse_nul) for callers that are not HTTP. The API answers in its JSON
error shape, the pages with their error page (api/pages/blueprint.py).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import Flask, request

from deckcheck.inputs import refuse_nul

FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def refuse_nul_input() -> None:
    """DeckInputError INVALID_TEXT for a NUL in the request's path parameters, query
    string or form fields (cheap: the raw query string is looked at first)."""
    req = request._get_current_object()  # type: ignore[attr-defined]  # (one context lookup)
    if req.view_args:
        _refuse("path", req.view_args.items())
    raw = req.query_string
    if b"%00" in raw or b"\x00" in raw:
        _refuse("query", req.args.items(multi=True))
    if req.mimetype in FORM_TYPES:
        _refuse("form", req.form.items(multi=True))


def _refuse(where: str, pairs: Iterable[tuple[str, Any]]) -> None:
    for name, value in pairs:
        refuse_nul(name, where)
        if isinstance(value, str):
            refuse_nul(value, f"{where}.{name}")


def init_app(app: Flask) -> None:
    app.before_request(refuse_nul_input)
