"""The fast lane: ``POST /api/v1/validate`` and ``/validate/batch`` answered in front of Flask
for the request a deckbuilding site sends on every edit and an organizer's tool sends by the
hundred - a canonical deck (or a batch) as JSON, answered 200.

Flask's machinery (request context, URL map, hooks, the smorest wrapper, werkzeug's request
and response objects) costs several times the validation of a deck, so such a request is
read and answered here with the same code the blueprint uses (``api.bodies``,
``ValidationService``, ``api.blueprints.validate.batch_answer``) and the same bookkeeping:
``X-Request-ID``, the request log line and metrics (``api.ops.record_request``), the work
quota (``api.quota.WorkQuota``), the throttled card data reload. The answer is byte for byte
the one Flask gives (tests/test_lane.py compares them).

A deck sent again unchanged (a deckbuilding site validates on every view) gets the answer
given before: up to ``ANSWERS`` answers of ``POST /validate`` per worker, keyed by the body's
bytes and the language, forgotten all at once when the day changes (a deck without ``as_of``
is checked on the day's lists), when the card data is reloaded, or when full; only small
bodies and answers (``ANSWER_BYTES``) are kept. The validation is counted as if worked out.

Anything else goes to Flask untouched, with the body as it was sent: another method or path,
a query other than ``lang=en|de|pl``, a content type other than ``application/json``, no or
a too large ``Content-Length``, a body the schemas must look at (``api.bodies``: a
decklist, a wrong type, odd JSON), a client over its work quota, a request with an
``Origin`` when CORS is on, every request when rate limits are on (flask-limiter counts and
answers in Flask). An error of the deck or the request (a DeckcheckError: an absurd count,
a batch over the work budget) is answered here as Flask's handler answers it, never worked
out twice; any other exception goes to Flask, which answers it in its error shape (the
lane's CPU time is charged to the client's quota first). ``DECKCHECK_LANE=0`` turns it off.
"""
from __future__ import annotations

import io
import os
import time
from datetime import date
from collections.abc import Callable, Iterable

import orjson
from flask import Flask
from werkzeug.http import HTTP_STATUS_CODES

import api.quota as quotas
from api import API_PREFIX
from api.blueprints.validate import batch_answer
from api.bodies import batch_decks, canonical_deck, plain_json
from api.errors import error_body, error_status, retry_after
from api.extensions import follow_sync
from api.helpers import _best_lang
from api.ops import REQUEST_ID_HEADER, _incoming_id, client_bucket, new_request_id, record_request, sent_token
from api.schemas import MAX_BATCH
from deckcheck.errors import DeckcheckError

VALIDATE = API_PREFIX + "/validate"
BATCH = API_PREFIX + "/validate/batch"
_QUERIES = {"": None, "lang=en": "en", "lang=de": "de", "lang=pl": "pl"}
ANSWERS = 256                 # answers of POST /validate remembered per worker (0: none)
ANSWER_BYTES = 16 * 1024      # the largest body + answer remembered


class ValidateLane:
    """WSGI middleware around the Flask app's ``wsgi_app`` (see the module's text)."""

    def __init__(self, app: Flask, inner: Callable):
        self.app, self.inner = app, inner
        self.on = (os.environ.get("DECKCHECK_LANE", "1") != "0" and app.config.get("LANE", True))
        self._settings: tuple | None = None
        self._answers: dict[tuple[bytes, str], tuple[bytes, str, bool]] = {}
        self._answered_on: tuple[date, object] | None = None      # (day, pools) of the answers

    def settings(self) -> tuple:
        """(no rate limits, largest body, work quota, request log, CORS), read at the first
        request (the app is complete then)."""
        if self._settings is None:
            app = self.app
            self._settings = ("deckcheck_limiter" not in app.extensions, app.config.get("MAX_CONTENT_LENGTH"),
                              quotas.work_quota(app), app.extensions.get("deckcheck_request_log", True),
                              app.extensions.get("deckcheck_cors", True))
        return self._settings

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        path = environ.get("PATH_INFO")
        if (path != VALIDATE and path != BATCH) or environ.get("REQUEST_METHOD") != "POST" or not self.on:
            return self.inner(environ, start_response)
        unlimited, max_body, quota, request_log, cors = self.settings()
        lang = _QUERIES.get(environ.get("QUERY_STRING", ""), "?")
        content_type = environ.get("CONTENT_TYPE", "")
        if (not unlimited or lang == "?" or (cors and "HTTP_ORIGIN" in environ)
                or "HTTP_TRANSFER_ENCODING" in environ
                or content_type.partition(";")[0].strip().lower() != "application/json"):
            return self.inner(environ, start_response)
        try:
            length = int(environ.get("CONTENT_LENGTH") or "")
        except ValueError:
            return self.inner(environ, start_response)
        if length <= 0 or (max_body is not None and length > max_body):
            return self.inner(environ, start_response)
        started = time.perf_counter()
        raw = environ["wsgi.input"].read(length)
        environ["wsgi.input"] = io.BytesIO(raw)          # Flask reads it again if it answers
        if len(raw) != length:
            return self.inner(environ, start_response)
        bucket = None
        if quota is not None:
            token = sent_token(environ.get("HTTP_AUTHORIZATION", ""), environ.get("HTTP_X_API_KEY", ""))
            bucket = client_bucket(self.app, environ.get("REMOTE_ADDR"), token)
            if not quota.fits(bucket):
                return self.inner(environ, start_response)      # Flask refuses it (429)
        cpu = quotas.cpu_seconds()
        lang = lang or _header_lang(environ.get("HTTP_ACCEPT_LANGUAGE"))
        status, headers = "200 OK", []
        try:
            answer = self.answer(path, raw, lang)
        except DeckcheckError as exc:        # answered as Flask's handler does: never worked out twice
            answer, status, headers = self.error(exc, lang)
        except Exception:  # noqa: BLE001  (a bug: Flask answers it, with its error shape and log)
            answer = None
        if answer is None or answer[0] is None:
            if quota is not None:
                quota.charge(bucket, quotas.cpu_seconds() - cpu)
            return self.inner(environ, start_response)
        body, uncharged = answer
        if quota is not None:
            quota.charge(bucket, quotas.cpu_seconds() - cpu - uncharged)
        rid = _incoming_id(environ.get("HTTP_X_REQUEST_ID")) or new_request_id()
        start_response(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body))),
                                *headers, (REQUEST_ID_HEADER, rid)])
        record_request("POST", path, path, int(status[:3]), time.perf_counter() - started, rid,
                       environ.get("REMOTE_ADDR"), request_log)
        return [body]

    def error(self, exc: DeckcheckError, lang: str) -> tuple[tuple[bytes, float], str, list]:
        """The error answer Flask's handler (api.errors) gives: body, status line, headers."""
        code = error_status(exc)
        body = self.app.json.response(error_body(exc, lang)).get_data()      # what jsonify writes
        return (body, 0.0), f"{code} {HTTP_STATUS_CODES.get(code, 'UNKNOWN').upper()}", list(retry_after(exc).items())

    def answer(self, path: str, raw: bytes, lang: str) -> tuple[bytes | None, float] | None:
        """The body of the 200 answer and the CPU seconds of a card data reload (never
        charged), or None for Flask to answer."""
        validation = self.app.extensions["deckcheck_services"].validation
        uncharged = follow_sync(validation)
        if path == BATCH:
            batch = batch_decks(plain_json(raw), MAX_BATCH)
            return None if batch is None else (_json(batch_answer(validation, batch, True, lang)), uncharged)
        key = (raw, lang)
        answers = self._remembered(validation.pools)
        found = answers.get(key)
        if found is not None:                   # (the same bytes read as a canonical deck before)
            validation.observers.validated(found[1], found[2])
            return found[0], uncharged
        payload = canonical_deck(plain_json(raw))
        if payload is None:
            return None
        result = validation.validate_payload(payload, lang)
        body = _json(result)
        if body is not None and len(raw) + len(body) <= ANSWER_BYTES and ANSWERS:
            if len(answers) >= ANSWERS:
                answers.clear()
            answers[key] = (body, result["game"], result["valid"])
        return body, uncharged

    def _remembered(self, pools: object) -> dict[tuple[bytes, str], tuple[bytes, str, bool]]:
        """The answers given today on these pools (emptied when either changed)."""
        today = date.today()
        seen = self._answered_on
        if seen is None or seen[0] != today or seen[1] is not pools:
            self._answers = {}
            self._answered_on = (today, pools)
        return self._answers


def _json(result: dict) -> bytes | None:
    """``result`` as ``api.bodies.json_response`` writes it; None for what only the app's
    JSON provider writes (Flask answers then)."""
    try:
        return orjson.dumps(result, option=orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS)
    except TypeError:
        return None


def _header_lang(header: str | None) -> str:
    """Accept-Language read as ``api.helpers.request_lang`` reads it."""
    if not header:
        return "en"
    return _best_lang.__wrapped__(header) if len(header) > 200 else _best_lang(header)


def init_app(app: Flask) -> None:
    lane = app.extensions["deckcheck_lane"] = ValidateLane(app, app.wsgi_app)
    app.wsgi_app = lane  # type: ignore[method-assign]
