"""Operations: request ids, structured JSON logs, CORS, rate limits, proxies, database outages.

Settings (deckcheck/settings.py; the app config keys of the same name without ``DECKCHECK_`` win):

- ``DECKCHECK_LOG_LEVEL``: level of the ``deckcheck`` loggers (default INFO)
- ``DECKCHECK_JSON_LOGS``: "1" (default) writes one JSON object per line to stderr for
  the ``deckcheck`` loggers, with the request id; "0" leaves logging alone
- ``DECKCHECK_REQUEST_LOG``: "1" (default) logs one line per request (method, endpoint,
  path, status, duration, request id, client)
- ``DECKCHECK_CORS_ORIGINS``: comma-separated origins allowed to call ``/api/*`` from a
  browser (``*`` for any); unset = no CORS headers
- ``DECKCHECK_RATE_LIMIT``: e.g. ``"120/minute;2000/hour"`` per verified API key (or
  client IP without one: a key that does not exist counts as the IP); unset or empty =
  no limit. ``DECKCHECK_RATE_LIMIT_STORAGE``: where the counters live (default
  ``memory://``, i.e. per worker process; a shared store such as ``redis://host:6379``
  makes the limit hold across workers and replicas and needs the ``redis`` package)
- ``DECKCHECK_TRUSTED_PROXIES``: number of reverse proxies in front (their
  X-Forwarded-For is trusted for the client IP); default 0
- ``PROMETHEUS_MULTIPROC_DIR``: with gunicorn, an empty folder shared by the workers:
  ``/metrics`` then sums every worker (prometheus-client's multiprocess mode). Without
  it each worker reports only its own numbers.

Every response carries ``X-Request-ID`` (the caller's, when it sent a sane one).
"""
from __future__ import annotations

import datetime as dt
import itertools
import json
import logging
import os
import sys
import time
import uuid
from typing import Any

import orjson
from flask import Flask, Response, g, jsonify, request
from sqlalchemy import exc as sa_exc

from api.config import app_settings
from api.clients import VerifiedKeys, rate_limit_key
from api.errors import error_body
from api.metrics import count_request, init_metrics
from api.quota import init_quota
from deckcheck.errors import DeckcheckError

log = logging.getLogger("deckcheck.request")

REQUEST_ID_HEADER = "X-Request-ID"
MAX_REQUEST_ID = 128
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:")
UNLIMITED = ("health.healthz", "health.readyz", "ops_metrics", "static")



# -- request id and logs --------------------------------------------------------------------
class _RequestIds:
    """Fresh request ids: 32 hex digits, a random half drawn once per process (again in a
    forked worker) and a counter - unique like ``uuid4().hex`` for a log reader, without a
    call to the system's random source per request."""

    def __init__(self) -> None:
        self.reset()
        os.register_at_fork(after_in_child=self.reset)

    def reset(self) -> None:
        self.prefix, self.counter = uuid.uuid4().hex[:16], itertools.count(1)

    def __call__(self) -> str:
        return f"{self.prefix}{next(self.counter):016x}"


new_request_id = _RequestIds()


def request_id() -> str:
    return getattr(g, "request_id", "") or ""


def _incoming_id(value: str | None) -> str | None:
    if value and len(value) <= MAX_REQUEST_ID and _ID_CHARS.issuperset(value):
        return value
    return None


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id and extras."""

    RESERVED = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}

    _second: tuple[int, str] = (-1, "")      # the last whole second and its text

    def _ts(self, created: float) -> str:
        """``created`` as ISO 8601 UTC with milliseconds (the date and time of day are
        worked out once per second)."""
        second = int(created)
        last = self._second
        if last[0] != second:
            text = dt.datetime.fromtimestamp(second, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
            last = self._second = (second, text)
        return f"{last[1]}.{int((created - second) * 1000):03d}+00:00"

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": self._ts(record.created),
            "level": record.levelname.lower(), "logger": record.name, "msg": record.getMessage()}
        rid = getattr(record, "request_id", None)
        if rid is None:
            try:
                rid = request_id()
            except RuntimeError:           # outside a request
                rid = ""
        if rid:
            out["request_id"] = rid
        for key, value in record.__dict__.items():
            if key not in self.RESERVED and key != "request_id":
                out[key] = value
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        try:
            return orjson.dumps(out, default=str).decode("utf-8")
        except TypeError:                  # an integer beyond 64 bits, keys that are not text
            return json.dumps(out, default=str, ensure_ascii=False)


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever sys.stderr is at the time (test runners swap it)."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property  # type: ignore[override]
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _value) -> None:
        pass


def init_logging(app: Flask) -> None:
    root = logging.getLogger("deckcheck")
    root.setLevel(app_settings(app).log_level.upper())
    if not app_settings(app).json_logs:
        return
    if not any(getattr(h, "_deckcheck_json", False) for h in root.handlers):
        handler = _StderrHandler()
        handler.setFormatter(JsonFormatter())
        handler._deckcheck_json = True  # type: ignore[attr-defined]
        root.addHandler(handler)
        root.propagate = False


def _direct_stream() -> Any:
    """The stream the request log line can be written to directly (one orjson call instead of
    a LogRecord and the formatter: the same line), or None when logging is set up otherwise
    (other handlers, filters, a level that drops it): then it goes through ``log.info``."""
    if log.handlers or log.filters or not log.isEnabledFor(logging.INFO):
        return None
    root = log.parent        # (getLogger takes the logging module's lock: the parent is enough)
    if root is None:
        return None
    handlers = root.handlers
    if (root.name != "deckcheck" or len(handlers) != 1 or root.filters or root.propagate
            or not getattr(handlers[0], "_deckcheck_json", False) or handlers[0].filters
            or handlers[0].level > logging.INFO or type(handlers[0].formatter) is not JsonFormatter):
        return None
    return handlers[0]


def record_request(method: str, endpoint: str, path: str, status: int, elapsed: float, rid: str,
                   client: str | None, log_line: bool = True) -> None:
    """The metrics of one answered request and its log line (see ``init_requests``)."""
    count_request(method, endpoint, status, elapsed)
    if not log_line:
        return
    ms = round(elapsed * 1000, 2)
    handler = _direct_stream()
    if handler is not None:
        line = {"ts": handler.formatter._ts(time.time()), "level": "info", "logger": log.name, "msg": "request",
                "request_id": rid, "method": method, "endpoint": endpoint, "path": path, "status": status,
                "ms": ms, "client": client}
        try:
            text = orjson.dumps(line).decode("utf-8") + handler.terminator
        except TypeError:                  # (a client address that is not text)
            handler = None
    if handler is None:
        log.info("request", extra={"request_id": rid, "method": method, "endpoint": endpoint, "path": path,
                                   "status": status, "ms": ms, "client": client})
        return
    with handler.lock:
        stream = handler.stream
        stream.write(text)
        stream.flush()


def init_requests(app: Flask) -> None:
    if app.config.get("HEAVY_LANE_PROCESS"):
        # the heavy lane's app (api/heavy.py): the request worker that handed the request on
        # writes its log line and metrics; the lane keeps its id for whatever it logs
        @app.before_request
        def _lane_request_id() -> None:
            g.request_id = _incoming_id(request.environ.get("HTTP_X_REQUEST_ID")) or new_request_id()

        return
    request_log = app_settings(app).request_log
    app.extensions["deckcheck_request_log"] = request_log

    @app.before_request
    def _start() -> None:
        # the request's own objects, looked up once (each ``request.``/``g.`` is a context lookup)
        req, here = request._get_current_object(), g._get_current_object()  # type: ignore[attr-defined]
        here.request_id = _incoming_id(req.environ.get("HTTP_X_REQUEST_ID")) or new_request_id()
        here.started = time.perf_counter()

    @app.after_request
    def _finish(response: Response) -> Response:
        req, here = request._get_current_object(), g._get_current_object()  # type: ignore[attr-defined]
        now = time.perf_counter()
        rid = getattr(here, "request_id", None) or new_request_id()
        response.headers[REQUEST_ID_HEADER] = rid
        rule = req.url_rule
        record_request(req.method, rule.rule if rule is not None else "<unmatched>", req.path,
                       response.status_code, now - getattr(here, "started", now), rid, req.remote_addr,
                       request_log)
        return response


# -- CORS, rate limits, proxies ---------------------------------------------------------------------
def init_cors(app: Flask) -> None:
    origins = [o.strip() for o in app_settings(app).cors_origins.split(",") if o.strip()]
    app.extensions["deckcheck_cors"] = bool(origins)
    if not origins:
        return
    from flask_cors import CORS

    CORS(app, resources={r"/api/*": {"origins": "*" if "*" in origins else origins}},
         allow_headers=["Content-Type", "Authorization", "X-API-Key", "X-Player-Token", "Accept-Language",
                        REQUEST_ID_HEADER],
         expose_headers=[REQUEST_ID_HEADER, "Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining",
                         "X-RateLimit-Reset"],
         max_age=600)


def init_limiter(app: Flask) -> None:
    limits = app_settings(app).rate_limit.strip()
    if not limits:
        return
    from flask_limiter import Limiter

    app.extensions["deckcheck_verified_keys"] = VerifiedKeys()
    # A shared store (Redis) that goes down must not turn every limited request into a 500:
    # the limiter then counts in this worker's memory (and logs it) until the store is back.
    limiter = Limiter(key_func=rate_limit_key, app=app, default_limits=[limits],
                      storage_uri=app_settings(app).rate_limit_storage,
                      headers_enabled=True, strategy="moving-window",
                      in_memory_fallback_enabled=True, swallow_errors=True)

    @limiter.request_filter
    def _exempt() -> bool:
        return request.endpoint in UNLIMITED or request.method == "OPTIONS"

    app.extensions["deckcheck_limiter"] = limiter


def init_proxies(app: Flask) -> None:
    hops = app_settings(app).trusted_proxies
    if hops > 0:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)  # type: ignore[method-assign]


def init_database_errors(app: Flask) -> None:
    """Database outages the generic handlers do not see (pool exhausted, dropped
    connection) are 503 with our error body, never a 500."""

    def unavailable(exc: Exception):
        logging.getLogger("deckcheck.api").warning("database unavailable: %s", type(exc).__name__)
        return jsonify(error_body(DeckcheckError("DATABASE_UNAVAILABLE"))), 503

    for cls in (sa_exc.TimeoutError, sa_exc.InterfaceError, sa_exc.DisconnectionError):
        app.register_error_handler(cls, unavailable)

    wait = str(app_settings(app).retry_after)

    @app.after_request
    def _retry_after(response: Response) -> Response:
        # every 503 (database or broker out of reach, not ready) says when to ask again:
        # the outage is the server's, and it recovers by itself
        if response.status_code == 503 and "Retry-After" not in response.headers:
            response.headers["Retry-After"] = wait
        return response


def init_app(app: Flask) -> None:
    init_logging(app)
    init_proxies(app)
    init_requests(app)
    init_metrics(app)
    init_cors(app)
    init_limiter(app)
    init_quota(app)
    init_database_errors(app)
    from api.memory import init_memory_return

    init_memory_return(app)
