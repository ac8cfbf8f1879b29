"""Run the app under gunicorn (``deckcheck serve``); its settings (``DECKCHECK_HOST``, ``_PORT``,
``_WORKERS``, ``_THREADS``, ``_TIMEOUT``, ``_REUSE_PORT``, ``_ACCESSLOG``, ``_PRELOAD``, ``_WARM``,
``_HTTP_PARSER``, ``_HEADER_TIMEOUT``, ``_BODY_TIMEOUT``, ``_CONTROL_SOCKET``,
``PROMETHEUS_MULTIPROC_DIR``) are declared in deckcheck/settings.py.

Why these defaults: the gthread worker keeps connections alive and lets a short request run
beside a long one; each worker warms (templates compiled, main pages rendered in every
language, api/warm.py) so its first clients neither wait nor pay quota for it; each worker
listens on its own socket (``SO_REUSEPORT``) so the kernel spreads connections over the
workers instead of the first to wake taking more (docs/performance.md), and ``deckcheck
serve`` refuses an address something already listens on (a second server would otherwise
share it silently); no gunicorn access log, as the app writes one JSON line per request
without the query string (player tokens sent as ``?token=`` stay out of logs); the metrics
folder is emptied at start and a dead worker's live gauges are dropped.

Requests are read by gunicorn's C parser (``gunicorn_h1c``, a dependency; gunicorn's own
Python parser when it is missing, or with ``DECKCHECK_HTTP_PARSER=python``).

Requests gunicorn refuses before the app sees them (a request line over 4094 bytes: 414;
more than 100 header fields or one over 8190 bytes: 431; an unreadable request: 400)
answer in the app's JSON error shape, not gunicorn's HTML page: the workers are
gunicorn's sync and gthread workers with ``json_error`` as gunicorn's error writer.
"""
from __future__ import annotations

import os
import socket
import sys

from gunicorn import util as gunicorn_util
from gunicorn.app.base import BaseApplication
from gunicorn.config import ControlSocket
from gunicorn.workers.gthread import ThreadWorker
from gunicorn.workers.sync import SyncWorker

from api.arrival import WholeRequestWorkerMixin, json_error
from api.heavy import lane_options
from deckcheck.settings import Settings


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
        if Settings.from_env().warm:
            from api.warm import warm

            warm(app)            # before the first request, not charged to its client
        freeze_heap()            # the pools out of the garbage collector's sight
        return app


def _metrics_dir() -> str | None:
    return Settings.from_env().prometheus_multiproc_dir or None


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


class JsonErrorThreadWorker(WholeRequestWorkerMixin, _JsonErrors, ThreadWorker):
    """gunicorn's gthread worker, answering its own errors in JSON, handing a request to a
    thread only once it has arrived whole (api/arrival.py)."""


def control_socket(setting: str, bind: str) -> dict:
    """gunicorn's control-socket options: every gunicorn of a user shares one path by default,
    and stopping one server removed the socket of the others (issue 41); each address gets
    its own here."""
    if setting.strip().lower() == "off":
        return {"control_socket_disable": True}
    if setting.strip():
        return {"control_socket": setting.strip()}
    folder = os.path.dirname(ControlSocket.default)     # gunicorn's own default folder
    return {"control_socket": os.path.join(folder, f"{server_name(bind)}.ctl")}


def server_name(bind: str) -> str:
    """A name for this server's own files, from its address."""
    return "deckcheck-" + "".join(c if c.isalnum() or c in ".-" else "_" for c in bind.replace(":", "-"))


def options(host: str | None = None, port: int | None = None, workers: int | None = None) -> dict:
    """gunicorn's settings: the arguments, else the environment's (deckcheck/settings.py)."""
    s = Settings.from_env()
    threads = s.threads
    bind = f"{host or s.host}:{port or s.port}"
    lane = lane_options(s.heavy_workers, s.heavy_nice, threads, s.timeout, server_name(bind))
    return {**control_socket(s.control_socket, bind), **lane, "bind": bind, "workers": workers or s.workers,
            "threads": threads,
            "worker_class": JsonErrorThreadWorker if threads > 1 else JsonErrorSyncWorker,
            "timeout": s.timeout, "accesslog": s.accesslog or None, "preload_app": s.preload,
            "http_parser": s.http_parser, "reuse_port": s.reuse_port,
            "max_requests": s.max_requests, "max_requests_jitter": s.max_requests_jitter,
            "on_starting": on_starting, "child_exit": child_exit}


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


LOOPBACK = ("127.", "localhost", "::1", "[::1]")
SLOW_CLIENTS_WARNING = (
    "deckcheck serve listens on {bind} with gunicorn's sync worker (DECKCHECK_THREADS=1) and "
    "without a proxy in front (DECKCHECK_TRUSTED_PROXIES=0): the sync worker is held by each "
    "request until it has arrived whole, so a few clients sending slowly can hold the server. "
    "Use DECKCHECK_THREADS > 1 (requests are then read whole before a thread takes them), or put "
    "a buffering proxy in front (nginx, deploy/nginx.conf; docs/deploy.md, 'Slow clients') and "
    "set DECKCHECK_TRUSTED_PROXIES=1.")


def slow_clients_warning(bind: str, trusted_proxies: int, threads: int) -> str | None:
    """The warning for a sync worker other machines can reach without a proxy in front."""
    host = bind.rpartition(":")[0]
    if threads > 1 or trusted_proxies > 0 or host.startswith(LOOPBACK):
        return None
    return SLOW_CLIENTS_WARNING.format(bind=bind)


def run(host: str | None = None, port: int | None = None, workers: int | None = None) -> None:
    settings = options(host, port, workers)
    warning = slow_clients_warning(settings["bind"], Settings.from_env().trusted_proxies, settings["threads"])
    if warning:
        print(f"warning: {warning}", file=sys.stderr, flush=True)
    if settings["reuse_port"]:
        refuse_taken_address(settings["bind"])
    _Gunicorn(settings).run()
