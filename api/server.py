"""Run the app under gunicorn (``deckcheck serve``); settings from the environment.

- ``DECKCHECK_HOST`` / ``DECKCHECK_PORT``: bind address (default 127.0.0.1:8000)
- ``DECKCHECK_WORKERS``: worker processes (default 2); each loads the card pools once
- ``DECKCHECK_THREADS``: threads per worker (default 1 = gunicorn's sync worker; more
  selects the gthread worker, which also keeps connections alive)
- ``DECKCHECK_TIMEOUT``: seconds before a stuck worker is restarted (default 30)
- ``DECKCHECK_ACCESSLOG``: gunicorn's access log, "-" for stdout, "" for none (default:
  the app already writes one JSON line per request, without the query string, so that
  player tokens sent as ``?token=`` do not end up in logs)
- ``DECKCHECK_PRELOAD``: "1" loads the app (and the pools) once before forking
- ``PROMETHEUS_MULTIPROC_DIR``: a folder for the workers' metric files; emptied when
  the server starts, a dead worker's live gauges are dropped (prometheus-client's
  multiprocess mode), so /metrics on any worker reports the whole server
"""
from __future__ import annotations

import os

from gunicorn.app.base import BaseApplication


class _Gunicorn(BaseApplication):
    def __init__(self, options: dict):
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self):
        from api import create_app

        return create_app()


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


def options(host: str | None = None, port: int | None = None, workers: int | None = None) -> dict:
    host = host or os.environ.get("DECKCHECK_HOST", "127.0.0.1")
    port = port or int(os.environ.get("DECKCHECK_PORT", "8000"))
    workers = workers or int(os.environ.get("DECKCHECK_WORKERS", "2"))
    threads = int(os.environ.get("DECKCHECK_THREADS", "1"))
    accesslog = os.environ.get("DECKCHECK_ACCESSLOG", "")
    out = {"bind": f"{host}:{port}", "workers": workers, "threads": threads,
           "worker_class": "gthread" if threads > 1 else "sync",
           "timeout": int(os.environ.get("DECKCHECK_TIMEOUT", "30")),
           "accesslog": accesslog or None,
           "preload_app": os.environ.get("DECKCHECK_PRELOAD", "0") == "1",
           "on_starting": on_starting, "child_exit": child_exit}
    return out


def run(host: str | None = None, port: int | None = None, workers: int | None = None) -> None:
    _Gunicorn(options(host, port, workers)).run()
