"""One flask-smorest blueprint per resource, all built on ``Blueprint`` below."""
from __future__ import annotations

import json

import flask_smorest
from marshmallow import missing
from webargs.flaskparser import FlaskParser, is_json_request

from deckcheck.inputs import load_json, refuse_nul


def _has_lone_surrogate(value) -> bool:
    """True if a string anywhere in the decoded JSON holds an unpaired UTF-16 surrogate
    (written as an escape like "\\ud800"): it cannot be encoded as UTF-8, so hashing,
    storing or logging it would fail later. Iterative: the JSON may be deeply nested."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


class _Parser(FlaskParser):
    """webargs' parser, reading JSON with ``deckcheck.inputs.load_json`` (an integer of
    thousands of digits is MALFORMED_JSON, 400, not Python's ValueError), with JSON nested
    too deeply or holding unpaired surrogate escapes treated as malformed JSON (400) and a
    string holding NUL (``\\u0000``) refused as INVALID_TEXT (422) before any service or
    database sees it."""

    def _raw_load_json(self, req):
        if not is_json_request(req):
            return missing
        raw = req.get_data(cache=True)
        try:
            data = load_json(_decoded(raw))
        except RecursionError:
            return self._handle_invalid_json_error(
                json.JSONDecodeError("JSON nested too deeply", "", 0), req)
        if (b"\\ud" in raw or b"\\uD" in raw) and _has_lone_surrogate(data):
            return self._handle_invalid_json_error(
                json.JSONDecodeError("unpaired UTF-16 surrogate in a string", "", 0), req)
        return data

    def load_json(self, req, schema):
        """The JSON body; NUL anywhere in it is INVALID_TEXT, except under the fields a
        schema names in ``nul_checked_per_item`` (the batch's ``decks``: each deck is
        refused on its own, as one unreadable deck never fails the others)."""
        data = super().load_json(req, schema)
        if data is not missing and b"\\u0000" in req.get_data(cache=True):
            per_item = getattr(schema, "nul_checked_per_item", ())
            refuse_nul({k: v for k, v in data.items() if k not in per_item} if isinstance(data, dict) else data,
                       "")
        return data


def _decoded(raw: bytes) -> str:
    """The body as text; undecodable bytes read as a JSON syntax error (as webargs does)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise json.JSONDecodeError(f"Bytes decoding error : {exc.reason}", doc=str(exc.object),
                                   pos=exc.start) from exc


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = _Parser()

    def documents(self, schema, **kwargs):
        """``arguments`` for the OpenAPI document only: the schema is documented exactly as
        ``arguments`` documents it, and the view reads its input itself (api/bodies.py,
        which hands whatever it does not read plainly to ``ARGUMENTS_PARSER`` and the
        schema)."""
        return self.documents_only(self.arguments(schema, **kwargs))

    @staticmethod
    def documents_only(decorator):
        """One of flask-smorest's decorators (``arguments``, ``response``, ``alt_response``)
        for the OpenAPI document only: the view keeps its documentation and is called as it
        is, without the decorator's wrapper (a view that reads its own input and answers a
        ready Response: each wrapper is a call and an ``ensure_sync`` per request). Only for
        such views: the wrappers also dump a returned dict through the schema and read
        ``(body, status, headers)`` tuples, which nothing does here."""

        def apply(func):
            func._apidoc = decorator(func)._apidoc
            return func

        return apply
