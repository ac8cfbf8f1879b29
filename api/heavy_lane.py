"""The heavy lane's process (api/heavy.py): gunicorn's "dirty" worker pool loads
``HeavyLane`` by name (``api.heavy.LANE``) and plays each heavy client's request that a
request worker relays to it on an app of its own, made by ``create_app`` as a request
worker's is. Its own module, above ``create_app``: the request workers' side of the lane
(api/heavy.py) is part of the app that ``create_app`` assembles."""
from __future__ import annotations

import io
import sys
import time
from typing import Any

from api import create_app
from api.extensions import freeze_heap
from deckcheck.settings import Settings

try:
    from gunicorn.dirty import DirtyApp
except ImportError:          # pragma: no cover  (gunicorn is a dependency; a guard for `flask run`)
    DirtyApp = object        # type: ignore[assignment,misc]


class HeavyLane(DirtyApp):  # type: ignore[misc,valid-type]
    """The pool's side: the app, loaded once per process; ``respond`` plays one request."""

    def init(self) -> None:
        self.app = create_app({"HEAVY_LANE_PROCESS": True, "WORK_QUOTA": "", "RATE_LIMIT": "",
                               "REQUEST_LOG": False, "CORS_ORIGINS": ""})
        if Settings.from_env().warm:
            from api.warm import warm

            warm(self.app)
        freeze_heap()

    def respond(self, environ: dict[str, str], body: bytes) -> dict[str, Any]:
        """The answer to one request: status, headers, body, and the CPU seconds it took."""
        env: dict[str, Any] = {**environ, "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
                               "wsgi.version": (1, 0), "wsgi.multithread": True,
                               "wsgi.multiprocess": True, "wsgi.run_once": False}
        started: list[Any] = []
        t0 = time.thread_time()

        def start_response(status: str, headers: list, _exc_info: Any = None):
            started[:] = [status, headers]
            return lambda _data: None

        chunks = self.app(env, start_response)
        try:
            data = b"".join(chunks)
        finally:
            getattr(chunks, "close", lambda: None)()
        return {"status": int(started[0].split(" ", 1)[0]), "headers": [list(h) for h in started[1]],
                "body": data, "cpu": time.thread_time() - t0}
