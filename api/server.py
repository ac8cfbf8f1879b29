"""Run the app under gunicorn (``deckcheck serve``); settings from the environment.

- ``DECKCHECK_HOST`` / ``DECKCHECK_PORT``: bind address (default 127.0.0.1:8000)
- ``DECKCHECK_WORKERS``: worker processes (default 2); each loads the card pools once
- ``DECKCHECK_THREADS``: threads per worker (default 4: gunicorn's gthread worker, which
  keeps connections alive and lets a short request run beside a long one instead of
  waiting behind it; 1 = gunicorn's sync worker)
- ``DECKCHECK_WARM``: "1" (default) has each worker compile the page templates and render
  the main pages in every language before it takes its first request (api/warm.py: about
  1 s per worker at start; without it the first clients of a fresh worker wait up to
  0.2 s a page and their work quota is charged for it); "0": not
- ``DECKCHECK_TIMEOUT``: seconds before a stuck worker is restarted (default 30)
- ``DECKCHECK_REUSE_PORT``: "1" (default) gives each worker its own listening socket on the
  address (``SO_REUSEPORT``), so the kernel spreads new connections evenly over the workers:
  with one shared socket the worker that wakes first takes more kept-alive connections (26
  against 38 of 64 measured) and their requests wait longer (p99 about 5-10 ms more at 64
  connections, bench/http_validate.py); ``deckcheck serve`` refuses to start on an address
  something already listens on (a second server would otherwise share it silently). "0": one
  socket shared by all workers
- ``DECKCHECK_ACCESSLOG``: gunicorn's access log, "-" for stdout, "" for none (default:
  the app already writes one JSON line per request, without the query string, so that
  player tokens sent as ``?token=`` do not end up in logs)
- ``DECKCHECK_PRELOAD``: "1" loads the app (and the pools) once before forking
- ``PROMETHEUS_MULTIPROC_DIR``: a folder for the workers' metric files; emptied when
  the server starts, a dead worker's live gauges are dropped (prometheus-client's
  multiprocess mode), so /metrics on any worker reports the whole server

Requests are read by gunicorn's C parser (``gunicorn_h1c``, a dependency; gunicorn's own
Python parser when it is missing, or with ``DECKCHECK_HTTP_PARSER=python``).

Requests gunicorn refuses before the app sees them (a request line over 4094 bytes: 414;
more than 100 header fields or one over 8190 bytes: 431; an unreadable request: 400)
answer in the app's JSON error shape, not gunicorn's HTML page: the workers are
gunicorn's sync and gthread workers with ``json_error`` as gunicorn's error writer.
"""
from __future__ import annotations

import json
import os
import socket
import uuid

from gunicorn import util as gunicorn_util
from gunicorn.app.base import BaseApplication
from gunicorn.workers.gthread import ThreadWorker
from gunicorn.workers.sync import SyncWorker


class _Gunicorn(BaseApplication):
    def __init__(self, options: dict):
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self):
        from api import create_app
        from api.extensions import freeze_heap

        app = create_app()
        if os.environ.get("DECKCHECK_WARM", "1") != "0":
            from api.warm import warm

            warm(app)            # before the first request, not charged to its client
        freeze_heap()            # the pools out of the garbage collector's sight
        return app


def _metrics_dir() -> str | None:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def on_starting(_server) -> None:
    """Empty the metrics folder: files of an earlier run would be counted again."""
    folder = _metrics_dir()
    if folder:
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(folder):
            if name.endswith(".db"):
                os.unlink(os.path.join(folder, name))


def child_exit(_server, worker) -> None:
    if _metrics_dir():
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


# -- gunicorn's own error answers in the JSON error shape -------------------------------------------
def json_error(status: int, reason: str, limits: dict[str, int] | None = None) -> bytes:
    """The whole HTTP response for an error gunicorn answers itself (the request was never
    parsed, so the message is English); ``details`` names the limit a 414/431 is about."""
    from api.errors import CODE_BY_STATUS
    from deckcheck.errors import DeckcheckError

    code = CODE_BY_STATUS.get(status)
    limits = limits or {}
    details = ({"limit": limits.get("line")} if status == 414 else
               {"fields": limits.get("fields"), "field_size": limits.get("field_size")} if status == 431 else None)
    error = DeckcheckError(code, details) if code else DeckcheckError("HTTP_ERROR", details, status=status)
    body = json.dumps({"error": error.to_dict("en")}, ensure_ascii=False).encode("utf-8")
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nX-Request-ID: {uuid.uuid4().hex}\r\n\r\n")
    return head.encode("latin-1") + body


class _JsonErrors:
    """Mixin for gunicorn workers: gunicorn writes the answers to requests it refuses with
    ``gunicorn.util.write_error`` (an HTML page), called only from the worker's
    ``handle_error``; in this worker process that function writes ``json_error`` instead."""

    cfg: object

    def init_process(self) -> None:
        limits = {"line": getattr(self.cfg, "limit_request_line", None),
                  "fields": getattr(self.cfg, "limit_request_fields", None),
                  "field_size": getattr(self.cfg, "limit_request_field_size", None)}

        def write_error(sock, status_int, reason, _mesg) -> None:
            gunicorn_util.write_nonblock(sock, json_error(int(status_int), reason, limits))

        gunicorn_util.write_error = write_error
        super().init_process()  # type: ignore[misc]


class JsonErrorSyncWorker(_JsonErrors, SyncWorker):
    """gunicorn's sync worker, answering its own errors in JSON."""


class JsonErrorThreadWorker(_JsonErrors, ThreadWorker):
    """gunicorn's gthread worker, answering its own errors in JSON."""


def options(host: str | None = None, port: int | None = None, workers: int | None = None) -> dict:
    host = host or os.environ.get("DECKCHECK_HOST", "127.0.0.1")
    port = port or int(os.environ.get("DECKCHECK_PORT", "8000"))
    workers = workers or int(os.environ.get("DECKCHECK_WORKERS", "2"))
    threads = int(os.environ.get("DECKCHECK_THREADS", "4"))
    accesslog = os.environ.get("DECKCHECK_ACCESSLOG", "")
    out = {"bind": f"{host}:{port}", "workers": workers, "threads": threads,
           "worker_class": JsonErrorThreadWorker if threads > 1 else JsonErrorSyncWorker,
           "timeout": int(os.environ.get("DECKCHECK_TIMEOUT", "30")),
           "accesslog": accesslog or None,
           "preload_app": os.environ.get("DECKCHECK_PRELOAD", "0") == "1",
           "http_parser": os.environ.get("DECKCHECK_HTTP_PARSER", "auto"),
           "reuse_port": os.environ.get("DECKCHECK_REUSE_PORT", "1") == "1",
           "on_starting": on_starting, "child_exit": child_exit}
    return out


def refuse_taken_address(bind: str) -> None:
    """With ``SO_REUSEPORT`` a second server started on the address of a running one (of the
    same user) would share its connections silently instead of failing: refuse to start when
    something listens there already (SystemExit with the reason)."""
    host, _, port = bind.rpartition(":")
    host = host.strip("[]")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)      # (old connections may linger)
        try:
            probe.bind((host, int(port)))
        except OSError as exc:
            raise SystemExit(f"cannot serve on {bind}: {exc.strerror or exc} (is another server running there?)"
                             ) from None


def run(host: str | None = None, port: int | None = None, workers: int | None = None) -> None:
    settings = options(host, port, workers)
    if settings["reuse_port"]:
        refuse_taken_address(settings["bind"])
    _Gunicorn(settings).run()
