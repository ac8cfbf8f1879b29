"""`deckcheck serve` on the embedded default: gunicorn and, beside it, a local goldfish
worker (a child process on the SQLite broker) that plays a run posted over HTTP; stopping
the server stops the worker too."""
from __future__ import annotations

import json
import os
import signal
import sys
import time
import urllib.request
from pathlib import Path

from conftest import copy_db
from processes import running
from test_api_gunicorn import free_port, post, wait_until_up
from test_api_validate import KINGSMOOT_DECK

ROOT = Path(__file__).resolve().parents[1]


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def test_serve_runs_a_local_worker_and_stops_it(all_db, tmp_path):
    from card_db.database import get_engine, upgrade

    url = copy_db(all_db, tmp_path / "serve.sqlite")
    upgrade(url)
    get_engine(url).dispose()
    port = free_port()
    env = {**os.environ, "DATABASE_URL": url, "PYTHONPATH": str(ROOT), "DECKCHECK_ACCESSLOG": "",
           "DECKCHECK_GOLDFISH_CHUNK": "10", "DECKCHECK_LOCAL_WORKER": ""}
    env.pop("CELERY_BROKER_URL", None)
    env.pop("REDIS_URL", None)
    argv = [sys.executable, "-m", "api.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"]
    with running(argv, tmp_path / "server.log", env, cwd=ROOT) as proc:
        base = f"http://127.0.0.1:{port}"
        wait_until_up(base, proc)
        workers = [p for p in children(proc.pid)
                   if b"worker" in Path(f"/proc/{p}/cmdline").read_bytes().split(b"\0")]
        assert len(workers) == 1, children(proc.pid)
        status, job = post(f"{base}/api/v1/goldfish/runs", {**KINGSMOOT_DECK, "games": 20, "seed": 1})
        assert status == 202, job
        deadline = time.monotonic() + 180
        while job["state"] in ("queued", "running"):
            assert time.monotonic() < deadline, job
            time.sleep(0.3)
            with urllib.request.urlopen(base + job["links"]["self"], timeout=10) as r:
                job = json.loads(r.read())
        assert job["state"] == "finished" and job["report"]["games"] == 20
        assert os.getpriority(os.PRIO_PROCESS, workers[0]) >= os.getpriority(os.PRIO_PROCESS, proc.pid) + 10
        proc.send_signal(signal.SIGTERM)            # gunicorn's master only: it stops its worker too
        proc.wait(timeout=60)
        deadline = time.monotonic() + 30
        while Path(f"/proc/{workers[0]}").exists() and b"Z" not in _state(workers[0]):
            assert time.monotonic() < deadline, "the local worker outlived the server"
            time.sleep(0.2)


def _state(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/stat").read_bytes().split(b") ", 1)[1][:1]
    except (OSError, IndexError):
        return b"Z"
