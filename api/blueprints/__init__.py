"""One flask-smorest blueprint per resource, all built on ``Blueprint`` below."""
from __future__ import annotations

import json

import flask_smorest
from webargs.flaskparser import FlaskParser


class _Parser(FlaskParser):
    """webargs' parser, with JSON nested too deeply treated as malformed JSON (400)."""

    def _raw_load_json(self, req):
        try:
            return super()._raw_load_json(req)
        except RecursionError:
            return self._handle_invalid_json_error(
                json.JSONDecodeError("JSON nested too deeply", "", 0), req)


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = _Parser()
