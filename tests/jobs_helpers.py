"""Helpers of the goldfish job tests: real Celery workers (threads of this process, each a
WorkController consuming the app's broker) and waiting for a job's end."""
from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

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


def run_job(client, payload: dict, timeout: float = 120.0) -> dict:
    """POST a run (202, or 200 for a finished identical run), wait for its end; its view."""
    res = client.post("/api/v1/goldfish/runs", json=payload)
    assert res.status_code in (200, 202), res.json
    return wait_job(client, res.json, timeout)
