"""Reading the bodies of POST /validate and /validate/batch without marshmallow for the
common case: one JSON parse (orjson), a few type checks, and the deck reader
(``deckcheck.decklists.canonical``) checks the cards as it always does.

The schemas (api/schemas.py) stay the reference and the OpenAPI document: a body is read
here only when the schema would load it unchanged - a JSON object holding a canonical deck
whose fields are all of the documented types and lengths (``game`` one of the games,
``cards`` an object of whole-number counts, text fields of at most 200 characters, ``as_of``
a ``YYYY-MM-DD`` day, ``strict`` true or false, no other field). Anything else - a
decklist, a list of ``{id, count}``, a wrong type, an unknown field, malformed JSON, a body
orjson reads otherwise than the standard library would (NaN, huge integers, which orjson
turns into floats, unpaired surrogate escapes, a BOM), escaped NUL characters, a body that
is not JSON - goes through the blueprint's webargs parser and the schema exactly as before,
so it gets the same answer, word for word, in the user's language.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from datetime import date
from typing import Any

import orjson
from flask import Response, current_app, request
from marshmallow import Schema
from webargs.flaskparser import is_json_request

from api.schemas import LANGS
from deckcheck.games import game_ids

_TEXT_FIELDS = ("format", "faction", "capital", "list", "rules_version", "name")
_DECK_FIELDS = frozenset(("game", "cards", "as_of", "strict", *_TEXT_FIELDS))
_BATCH_FIELDS = frozenset(("decks", "strict"))
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_MAX_TEXT = 200                              # api.schemas._TEXT
_AS_PROVIDER = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS
# orjson reads integers beyond 64 bits as floats: a body with a run of 19 digits is left to
# the standard path. Found by mapping every digit to "0" and everything else to "." and
# looking for 19 zeros (far cheaper than a regular expression scan: docs/performance.md)
_DIGITS_ONLY = bytes(0x30 if 0x30 <= b <= 0x39 else 0x2E for b in range(256))
_LONG_NUMBER = b"0" * 19


def canonical_deck(data: Any) -> dict[str, Any] | None:
    """``data`` as ``ValidateRequestSchema().load`` would return it, when it is a canonical
    deck the schema accepts as it is; None for anything the schema must look at."""
    if type(data) is not dict or not _DECK_FIELDS.issuperset(data):
        return None
    game, cards = data.get("game"), data.get("cards")
    if type(game) is not str or game not in game_ids() or type(cards) is not dict:
        return None
    for count in cards.values():
        if type(count) is not int:               # floats (orjson's huge integers), bools, text
            return None
    for key in _TEXT_FIELDS:
        value = data.get(key)
        if value is not None and (type(value) is not str or len(value) > _MAX_TEXT):
            return None
    loaded = dict(data)
    strict = data.get("strict", False)
    if type(strict) is not bool:
        return None
    loaded["strict"] = strict
    day = data.get("as_of")
    if day is not None:
        if type(day) is not str:
            return None
        read = _read_day(day)
        if read is None:
            return None
        loaded["as_of"] = read
    return loaded


@functools.lru_cache(maxsize=64)     # the decks of a batch mostly give the same day
def _read_day(day: str) -> date | None:
    """``day`` as the schema reads it (``YYYY-MM-DD``), None for anything else."""
    if not _DAY.fullmatch(day):
        return None
    try:
        return date.fromisoformat(day)
    except ValueError:
        return None


def _plain_json() -> Any:
    """The body parsed by orjson, or None when the standard path must read it (not JSON by
    its content type, escapes orjson and the standard library read differently, or
    anything orjson refuses)."""
    if not is_json_request(request):
        return None
    return plain_json(request.get_data(cache=True))


def plain_json(raw: bytes) -> Any:
    """``raw`` parsed by orjson, or None when the standard path must read it (see above)."""
    if b"\\u" in raw and (b"\\u0000" in raw or b"\\ud" in raw or b"\\uD" in raw):
        return None
    if _LONG_NUMBER in raw.translate(_DIGITS_ONLY):
        return None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None


def batch_decks(data: Any, max_decks: int) -> dict[str, Any] | None:
    """A batch body as the schema would load it, or None when the schema must look at it."""
    if type(data) is dict and _BATCH_FIELDS.issuperset(data):
        decks, strict = data.get("decks"), data.get("strict", False)
        if type(decks) is list and 1 <= len(decks) <= max_decks and type(strict) is bool:
            return {"decks": decks, "strict": strict}
    return None


def _parser():
    from api.blueprints import Blueprint

    return Blueprint.ARGUMENTS_PARSER


def deck_body(schema: type[Schema]) -> dict[str, Any]:
    """The body of POST /validate as the schema would load it (see the module's text)."""
    loaded = canonical_deck(_plain_json())
    if loaded is not None:
        return loaded
    return _parser().parse(schema(), location="json")


def batch_body(schema: type[Schema], max_decks: int) -> tuple[dict[str, Any], bool]:
    """The body of POST /validate/batch as the schema would load it (``decks`` a list of 1
    to ``max_decks`` items, each read on its own later, ``strict`` true or false), and
    whether it is known to hold no NUL character (read here: no escaped NUL in the raw
    body, and JSON allows no raw one in a string)."""
    body = batch_decks(_plain_json(), max_decks)
    if body is not None:
        return body, True
    return _parser().parse(schema(), location="json"), False


def query_lang(schema: type[Schema]) -> str | None:
    """``?lang=`` when it is one of the languages (None without it); anything else goes
    through the schema (a 422 naming the languages)."""
    lang = request.args.get("lang")
    if lang is None or lang in LANGS:
        return lang
    return _parser().parse(schema(), location="query").get("lang")


def validate_query(schema: type[Schema]) -> tuple[str | None, bool]:
    """``?lang=`` and ``?suggest=`` of POST /validate: the common query (no ``suggest``) as
    :func:`query_lang` reads it, a query with ``suggest`` through the schema."""
    if "suggest" not in request.args:
        return query_lang(schema), False
    loaded = _parser().parse(schema(), location="query")
    return loaded.get("lang"), loaded.get("suggest", False)


def json_response(data: Mapping[str, Any], status: int = 200) -> Response:
    """``data`` as a JSON response, encoded by orjson (UTF-8, compact, keys in order); what
    orjson would write otherwise than the app's JSON provider (integers beyond 64 bits, echoed
    back in an error's details; dates; dataclasses) is left to the provider."""
    try:
        body = orjson.dumps(data, option=_AS_PROVIDER)
    except TypeError:
        body = current_app.json.dumps(data).encode("utf-8")
    return current_app.response_class(body, status=status, mimetype="application/json")
