"""Run the app under gunicorn (``deckcheck serve``); settings from the environment."""
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


def run(host: str | None = None, port: int | None = None, workers: int | None = None) -> None:
    host = host or os.environ.get("DECKCHECK_HOST", "127.0.0.1")
    port = port or int(os.environ.get("DECKCHECK_PORT", "8000"))
    workers = workers or int(os.environ.get("DECKCHECK_WORKERS", "2"))
    _Gunicorn({"bind": f"{host}:{port}", "workers": workers,
               "timeout": int(os.environ.get("DECKCHECK_TIMEOUT", "30")),
               "accesslog": os.environ.get("DECKCHECK_ACCESSLOG", "-")}).run()
