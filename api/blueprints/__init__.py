"""One flask-smorest blueprint per resource, all built on ``Blueprint`` below."""
from __future__ import annotations

import json

import flask_smorest
from webargs.flaskparser import FlaskParser


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
    """webargs' parser, with JSON nested too deeply or holding unpaired surrogate escapes
    treated as malformed JSON (400)."""

    def _raw_load_json(self, req):
        try:
            data = super()._raw_load_json(req)
        except RecursionError:
            return self._handle_invalid_json_error(
                json.JSONDecodeError("JSON nested too deeply", "", 0), req)
        raw = req.get_data(cache=True)
        if (b"\\ud" in raw or b"\\uD" in raw) and _has_lone_surrogate(data):
            return self._handle_invalid_json_error(
                json.JSONDecodeError("unpaired UTF-16 surrogate in a string", "", 0), req)
        return data


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = _Parser()
