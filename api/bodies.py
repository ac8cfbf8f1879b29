"""Reading the bodies of POST /validate and /validate/batch without marshmallow for the
common case: one JSON parse (orjson), a few type checks, and the deck reader
(``deckcheck.decklists.canonical``) checks the cards as it always does.

The schemas (api/schemas.py) hold every rule: the fields a deck may have, each text field's
longest length, how a day is read, how many decks a batch holds. This module reads those
rules from the schema classes and only decides whether a body is plain enough to skip
marshmallow: a JSON object holding a canonical deck whose fields are all of the documented
types and within the schema's limits. Anything else - a decklist, a list of ``{id, count}``,
a wrong type, an unknown field, malformed JSON, a body orjson reads otherwise than the
standard library would (NaN, huge integers, which orjson turns into floats, unpaired
surrogate escapes, a BOM), escaped NUL characters, a body that is not JSON - goes through
the blueprint's webargs parser and the schema, so it gets the same answer, word for word,
in the user's language. An empty body, or one not sent as JSON, is answered as such before
any schema looks at it.

A body streamed without a Content-Length (chunked) is counted as it arrives and refused with
413 once it passes the size limit (:class:`Request`): werkzeug's own limit stops reading at
the limit and hands back what came so far as if it were the whole body.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from datetime import date
from typing import IO, Any, cast

import orjson
from flask import Request as FlaskRequest
from flask import Response, current_app, request
from marshmallow import Schema, ValidationError, fields, validate
from webargs.flaskparser import is_json_request
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.utils import cached_property
from werkzeug.wsgi import LimitedStream, get_input_stream

from api.statuses import ApiError
from api.blueprints import Blueprint
from api.schemas import LANGS, BatchRequestSchema, ValidateRequestSchema
from deckcheck.games import game_ids


def _longest(field: fields.Field) -> int | None:
    """The ``max`` of the field's Length validator (None without one)."""
    return next((v.max for v in field.validators if isinstance(v, validate.Length)), None)


# the schemas' own rules, read once: no limit is written twice
_SCHEMA_FIELDS = ValidateRequestSchema().fields
# what a canonical deck may hold without the schema's help (a decklist, stats or suggestions
# are read by the schema: the view treats them otherwise)
_DECK_FIELDS = frozenset(_SCHEMA_FIELDS) - {"decklist", "stats", "suggest"}
_TEXT_LIMITS = tuple((name, _longest(field)) for name, field in _SCHEMA_FIELDS.items()
                     if name in _DECK_FIELDS and type(field) is fields.String and name != "game")
_AS_OF = _SCHEMA_FIELDS["as_of"]
_BATCH_SCHEMA_FIELDS = BatchRequestSchema().fields
_BATCH_FIELDS = frozenset(_BATCH_SCHEMA_FIELDS)
_BATCH_SIZE = next(v for v in _BATCH_SCHEMA_FIELDS["decks"].validators if isinstance(v, validate.Length))
_BATCH_MIN, _BATCH_MAX = _BATCH_SIZE.min or 0, _BATCH_SIZE.max or 0
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
    for key, longest in _TEXT_LIMITS:
        value = data.get(key)
        if value is not None and (type(value) is not str or (longest is not None and len(value) > longest)):
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
    """``day`` as the schema's ``as_of`` field reads it, None when it refuses it."""
    try:
        return _AS_OF.deserialize(day)
    except ValidationError:
        return None


class _StreamedBody(LimitedStream):
    """A body without Content-Length, counted as it arrives: more than ``limit`` bytes
    raise 413 at once (one byte past the limit is asked for to tell a body of exactly the
    limit from a longer one)."""

    def __init__(self, stream: IO[bytes], limit: int) -> None:
        super().__init__(stream, limit + 1, is_max=True)

    def readinto(self, b: Any) -> int | None:  # type: ignore[override]
        read = super().readinto(b)
        if self.tell() >= self.limit:
            raise RequestEntityTooLarge()
        return read


class Request(FlaskRequest):
    """Flask's request, with a streamed (chunked) body over the size limit refused with 413
    as it arrives. A body with a Content-Length over the limit is refused before any of it
    is read (werkzeug does that already)."""

    @cached_property
    def stream(self) -> IO[bytes]:  # type: ignore[override]
        limit = self.max_content_length
        if limit is None or self.content_length is not None or "wsgi.input_terminated" not in self.environ:
            return get_input_stream(self.environ, max_content_length=limit)
        return cast(IO[bytes], _StreamedBody(self.environ["wsgi.input"], limit))


def refuse_what_is_not_json(what: str) -> None:
    """400 for an empty body, 415 for one not sent as JSON: said in a sentence, before a
    schema reads the missing body as an empty object (``what``: ``deck`` or ``batch``)."""
    length = request.content_length          # (a form's body may have been read as a form)
    if length == 0 or (length is None and not request.get_data(cache=True)):
        raise ApiError(400, "EMPTY_BODY", variant=what)
    if not is_json_request(request):
        raise ApiError(415, "UNSUPPORTED_MEDIA_TYPE", {"content_type": request.content_type}, variant="json")


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


def batch_decks(data: Any) -> dict[str, Any] | None:
    """A batch body as the schema would load it, or None when the schema must look at it."""
    if type(data) is dict and _BATCH_FIELDS.issuperset(data):
        decks, strict = data.get("decks"), data.get("strict", False)
        if type(decks) is list and _BATCH_MIN <= len(decks) <= _BATCH_MAX and type(strict) is bool:
            return {"decks": decks, "strict": strict}
    return None


def _parser():
    return Blueprint.ARGUMENTS_PARSER


def deck_body(schema: type[Schema]) -> dict[str, Any]:
    """The body of POST /validate as the schema would load it (see the module's text)."""
    loaded = canonical_deck(_plain_json())
    if loaded is not None:
        return loaded
    refuse_what_is_not_json("deck")
    return _parser().parse(schema(), location="json")


def batch_body(schema: type[Schema]) -> tuple[dict[str, Any], bool]:
    """The body of POST /validate/batch as the schema would load it (``decks`` a list of
    as many items as the schema allows, each read on its own later, ``strict`` true or false), and
    whether it is known to hold no NUL character (read here: no escaped NUL in the raw
    body, and JSON allows no raw one in a string)."""
    body = batch_decks(_plain_json())
    if body is not None:
        return body, True
    refuse_what_is_not_json("batch")
    return _parser().parse(schema(), location="json"), False


def query_value(name: str) -> str | None:
    """The first ``?name=`` of the request, None without one. The usual API request has no
    query string: it is not parsed then; and a membership test comes first because werkzeug's
    ``MultiDict.get`` raises and catches a KeyError for a missing key, which costs more."""
    req = request._get_current_object()  # type: ignore[attr-defined]  # (one context lookup)
    if not req.query_string:
        return None
    args = req.args
    return args[name] if name in args else None


def query_lang(schema: type[Schema]) -> str | None:
    """``?lang=`` when it is one of the languages (None without it); anything else goes
    through the schema (a 422 naming the languages)."""
    lang = query_value("lang")
    if lang is None or lang in LANGS:
        return lang
    return _parser().parse(schema(), location="query").get("lang")


def validate_query(schema: type[Schema]) -> tuple[str | None, bool]:
    """``?lang=`` and ``?suggest=`` of POST /validate: the common query (no ``suggest``) as
    :func:`query_lang` reads it, a query with ``suggest`` through the schema."""
    if not request.query_string or "suggest" not in request.args:
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
