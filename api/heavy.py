"""Heavy clients served by a process of their own (issue 41: four anonymous clients on the
heaviest public request must leave `/validate` at 0.8x its quiet throughput).

Measured (docs/performance.md, "Where the drop came from"): a request thread that spends
70-100 ms of Python on a long decklist holds the interpreter lock of its worker, and the
worker's other threads, each a short `/validate`, then wait for it at every system call;
the same heavy requests sent to a second server on the same cores cost `/validate` far less,
and four clients sending cheap requests cost it nothing measurable. So the heavy work leaves
the request workers: a client the work quota charged within the last window's length
(api/quota.py ``WorkQuota.heavy``: a request of it cost more than ``FREE_MS``) has its metered requests played by gunicorn's
"dirty" worker pool (gunicorn.dirty, a separate process fed over a Unix socket), niced
below the request workers (``DECKCHECK_HEAVY_NICE``) so that the kernel gives the cores to
the short requests first. The request thread waits on a socket meanwhile, without the lock.

- A client's first heavy request in a window runs in its request thread as before (nothing
  tells it apart before it has run); the quota still bounds the total (429 before any work).
  Only anonymous clients (the work quota of an address) go to the lane: a verified key's
  batches and bursts stay in the request threads. Every metered request of such a client
  goes there, its small ones too: it is the client, not the endpoint, that was heavy (a
  `/validate` of a long decklist costs what the timeline costs).
- The pool's process runs the same Flask app (``create_app``) on the same request: the same
  views, schemas and answers, word for word; its CPU time is charged to the client by the
  request worker (``g.heavy_cpu``), which also writes the log line and the metrics once. The
  pool's app has no quota, rate limit, request log or CORS of its own: the request worker's
  hooks have run, or run after, on the answer.
- At most half a worker's threads wait on the pool at once (a semaphore): a further heavy
  request is answered 503 with ``Retry-After`` rather than taking the threads of the short
  requests. The pool answering nothing in ``DECKCHECK_TIMEOUT`` seconds: 503 too, and the
  client is charged that time; a pool that cannot be reached (not started: the sync worker,
  tests, `flask run`): the request runs in its own thread, with a log line.
- Memory: the pool's process loads the card pools once, as a request worker does (about the
  RSS of one worker; docs/performance.md).
"""
from __future__ import annotations

import logging
import os
import threading

from flask import Flask, Response, current_app, g, request

from api.config import app_settings
from api.statuses import ApiError

LANE = "api.heavy_lane:HeavyLane"   # the pool's app (api/heavy_lane.py)
LANE_THREADS = 2        # two heavy requests at once in the pool's process: a long one does not
                        # hold every other heavy client's answer
log = logging.getLogger("deckcheck.api")
# the request's environ the pool's app needs (text only: the pool's protocol carries no objects);
# the addresses as they arrived, before the proxy fix (the pool's app applies its own)
ENVIRON_KEYS = ("REQUEST_METHOD", "SCRIPT_NAME", "PATH_INFO", "QUERY_STRING", "CONTENT_TYPE",
                "CONTENT_LENGTH", "SERVER_NAME", "SERVER_PORT", "SERVER_PROTOCOL", "REMOTE_ADDR",
                "REMOTE_PORT", "wsgi.url_scheme")


def lane_options(workers: int, nice: int, threads: int, timeout: int, name: str) -> dict:
    """gunicorn's settings of the pool (none with the sync worker or ``workers`` 0: no thread
    of a sync worker waits beside others, and nothing holds its lock but its own request)."""
    if workers <= 0 or threads <= 1:
        return {}

    def niced(_worker) -> None:           # (in the pool's process, once its app is loaded)
        os.nice(nice)

    # proc_name: gunicorn names the pool's pid file after it, and kills the process a pid file
    # of the same name holds at start (an "orphan"): each server its own name
    return {"dirty_apps": [LANE], "dirty_workers": workers, "dirty_threads": LANE_THREADS,
            "dirty_timeout": timeout, "dirty_worker_init": niced, "proc_name": name}


def lane_socket() -> str | None:
    """The pool's socket when this process is a request worker of a server with a pool."""
    from gunicorn.dirty.client import get_dirty_socket_path
    from gunicorn.dirty.errors import DirtyError

    try:
        return get_dirty_socket_path()
    except DirtyError:
        return None


def init_lane(app: Flask) -> None:
    """Let the quota's hook hand a heavy client's request to the pool (``relay``)."""
    if app.config.get("HEAVY_LANE_PROCESS") or app_settings(app).heavy_workers <= 0:
        return
    # the threads of this worker that may wait on the pool at once
    app.extensions["deckcheck_heavy_lane"] = threading.BoundedSemaphore(max(1, app_settings(app).threads // 2))


def relay() -> Response | None:
    """The pool's answer to this request, or None when it runs here (no pool)."""
    waiting: threading.BoundedSemaphore | None = current_app.extensions.get("deckcheck_heavy_lane")
    if waiting is None or lane_socket() is None:
        return None
    from gunicorn.dirty import DirtyClient, get_dirty_client
    from gunicorn.dirty.errors import DirtyConnectionError, DirtyError, DirtyTimeoutError

    send = DirtyClient.execute       # (named apart: tests/test_layers.py reads no SQL call here)
    environ = request.environ
    sent = {**{k: environ[k] for k in ENVIRON_KEYS if isinstance(environ.get(k), str)},
            **{k: v for k, v in environ.items() if k.startswith("HTTP_") and isinstance(v, str)},
            **{k: v for k, v in environ.get("werkzeug.proxy_fix.orig", {}).items() if isinstance(v, str)},
            "HTTP_X_REQUEST_ID": g.get("request_id", "")}
    body = request.get_data()
    settings = app_settings(current_app)
    if not waiting.acquire(blocking=False):
        raise ApiError(503, "SERVICE_UNAVAILABLE")
    try:
        answer = send(get_dirty_client(timeout=settings.timeout), LANE, "respond", sent, body)
    except DirtyTimeoutError:
        g.heavy_cpu = float(settings.timeout)        # charged as if it worked all that time
        raise ApiError(503, "SERVICE_UNAVAILABLE") from None
    except (DirtyConnectionError, DirtyError):
        log.warning("heavy lane unavailable: the request runs in its own thread", exc_info=True)
        return None
    finally:
        waiting.release()
    g.heavy_cpu = answer["cpu"]
    return Response(answer["body"], status=answer["status"], headers=[tuple(h) for h in answer["headers"]])
