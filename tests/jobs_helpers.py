"""Helpers of the goldfish job tests: real Celery workers (threads of this process, each a
WorkController consuming the app's broker, or ``deckcheck worker`` processes) and waiting
for a job's end."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from pathlib import Path

from processes import start, stop

ROOT = Path(__file__).resolve().parents[1]

ENDED = ("finished", "failed", "cancelled")


@contextmanager
def workers(app, n: int = 1) -> Iterator[None]:
    """``n`` real workers for the Flask app's Celery app (its broker: the embedded SQLite
    file, or Redis when the app was configured so), stopped on exit."""
    import celery.contrib.testing.tasks  # noqa: F401  (start_worker expects celery.ping registered)
    from celery.contrib.testing.worker import start_worker

    celery = app.extensions["celery"]
    with ExitStack() as stack:
        for _ in range(n):
            stack.enter_context(start_worker(celery, pool="solo", concurrency=1, perform_ping_check=False,
                                             loglevel="WARNING", shutdown_timeout=30))
        yield


@contextmanager
def worker_processes(n: int, env: Mapping[str, str], logs: Path, timeout: float = 60.0, beat: bool = False
                     ) -> Iterator[list[Path]]:
    """``n`` ``deckcheck worker`` processes (one solo process each, not niced; with ``beat``,
    the first also runs Celery beat, which sends the reaper) with ``env``
    added to this process's environment (DATABASE_URL, CELERY_BROKER_URL, ...), each logging
    to its own file in ``logs``; yields the log files once every worker said it is ready.
    On exit each is stopped (tests/processes.py: SIGTERM, a warm shutdown, then SIGKILL to its
    process group after 10 s), so none outlives the test (and they die with this process)."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), **env}
    argv = [sys.executable, "-m", "api.cli", "worker", "--concurrency=1", "--nice=0"]
    procs: list[tuple[subprocess.Popen, Path]] = []
    try:
        for i in range(n):
            log = logs / f"worker{i}.log"
            procs.append((start(argv + (["--beat"] if beat and i == 0 else []), log, full, cwd=ROOT), log))
        deadline = time.monotonic() + timeout
        for proc, log in procs:
            while b" ready." not in log.read_bytes():
                assert proc.poll() is None, f"worker exited ({proc.returncode}): {log.read_text()[-2000:]}"
                assert time.monotonic() < deadline, f"worker not ready after {timeout}s: {log.read_text()[-2000:]}"
                time.sleep(0.1)
        yield [log for _proc, log in procs]
    finally:
        stop(*(proc for proc, _log in procs), grace=10)


def wait_job(client, job: dict, timeout: float = 120.0) -> dict:
    """Poll the job until it has ended; returns its last view."""
    deadline = time.monotonic() + timeout
    url = job["links"]["self"]
    while job["state"] not in ENDED:
        assert time.monotonic() < deadline, f"job still {job['state']} after {timeout}s: {job}"
        time.sleep(0.1)
        res = client.get(url)
        assert res.status_code == 200, res.json
        job = res.json
    return job


def wait_row(jobs, job_id: str, timeout: float = 120.0) -> dict:
    """Poll the job's row until it has ended, as nobody reads it (the store, not the API,
    which would end a stalled job itself); its last row."""
    deadline = time.monotonic() + timeout
    while (row := jobs.store.get(job_id))["state"] not in ENDED:
        assert time.monotonic() < deadline, f"job still {row['state']} after {timeout}s: {row}"
        time.sleep(0.2)
    return row


def run_job(client, payload: dict, timeout: float = 120.0) -> dict:
    """POST a run (202, or 200 for a finished identical run), wait for its end; its view."""
    res = client.post("/api/v1/goldfish/runs", json=payload)
    assert res.status_code in (200, 202), res.json
    return wait_job(client, res.json, timeout)
