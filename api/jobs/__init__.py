"""Goldfish runs on Celery: the app, its three tasks, the broker probe.

A run is a job (deckcheck.services.goldfish_jobs.GoldfishJobs keeps it in the database);
the web answers 202 at once and a worker plays it:

- ``deckcheck.goldfish.run(job_id)``: marks the job running and splits it into chunks of
  consecutive games; the chunks go out as a Celery chord, so every worker consuming the
  queue takes some;
- ``deckcheck.goldfish.chunk(job_id, start, count)``: plays games start .. start+count-1
  (game i with seed + i) and stores their records with the job;
- ``deckcheck.goldfish.merge(job_id)``: the chord's body: the records of every chunk in
  game order, summarized into the report (the same report a single process gives).

A comparison (two decks on the same seeds, deckcheck.services.goldfish_comparisons) is a
job of the same table and queue: its ``run`` task plays it whole and stores it.

Settings (deckcheck/settings.py; see docs/deploy.md):

- ``CELERY_BROKER_URL`` (or ``REDIS_URL``): the broker, e.g. ``redis://redis:6379/0``.
  Unset: kombu's SQLAlchemy transport on a SQLite file beside the embedded database
  (``<database>.celery.sqlite``: needs no server; on PostgreSQL, the database itself);
- ``CELERY_RESULT_BACKEND``: where the chord counts its chunks (default: the Redis broker,
  else Celery's database backend in the same file or database). Job state and reports are
  never there: they are in the project's database;
- ``DECKCHECK_GOLDFISH_CHUNK``: games per chunk (default 1000).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from celery import Celery, chord

from deckcheck.services.goldfish_comparisons import COMPARISON, GoldfishComparisons
from deckcheck.settings import Settings

TASK_RUN = "deckcheck.goldfish.run"
TASK_CHUNK = "deckcheck.goldfish.chunk"
TASK_MERGE = "deckcheck.goldfish.merge"
TASK_FAILED = "deckcheck.goldfish.failed"
QUEUE = "goldfish"

log = logging.getLogger("deckcheck.jobs")


def _sqlite_sibling(database_url: str) -> str | None:
    """``sqlite:////dir/x.sqlite`` -> ``/dir/x.celery.sqlite`` (None for other databases)."""
    if not database_url.startswith("sqlite:///") or database_url in ("sqlite://", "sqlite:///:memory:"):
        return None
    path = Path(database_url[len("sqlite:///"):])
    return str(path.with_name(path.stem + ".celery.sqlite"))


def broker_urls(settings: Settings, database_url: str) -> tuple[str, str]:
    """(broker URL, result backend URL) from the settings; ``database_url``: the database
    of the jobs (a normalized SQLAlchemy URL)."""
    broker = settings.broker
    backend = (settings.celery_result_backend or "").strip()
    sibling = _sqlite_sibling(database_url)
    local = f"sqlite:///{sibling}" if sibling else database_url
    if not broker:
        broker = f"sqla+{local}"
    if not backend:
        backend = broker if broker.startswith(("redis://", "rediss://")) else f"db+{local}"
    return broker, backend


def is_embedded(broker: str) -> bool:
    """A broker without a server (kombu's SQLAlchemy transport): no fanout, so no remote
    control, gossip, mingle or heartbeat."""
    return broker.startswith("sqla+")


def make_celery(broker: str, backend: str, context: Callable[[], Any]) -> Celery:
    """A Celery app whose tasks play the jobs of ``context()`` (a GoldfishJobs, built on
    first use in a worker process)."""
    app = Celery("deckcheck", broker=broker, backend=backend, set_as_current=False)
    options: dict[str, Any] = {}
    if broker.startswith("sqla+sqlite"):     # kombu hands these to create_engine
        options = {"connect_args": {"timeout": 30}}
    app.conf.update(
        task_serializer="json", result_serializer="json", accept_content=["json"],
        task_default_queue=QUEUE, task_ignore_result=True,
        task_acks_late=True, worker_prefetch_multiplier=1,       # a chunk at a time per process
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.5},
        broker_transport_options=options, broker_connection_retry_on_startup=True,
        broker_connection_timeout=3, result_expires=3600, result_extended=False,
        worker_hijack_root_logger=False, worker_enable_remote_control=not is_embedded(broker),
        database_engine_options={"connect_args": {"timeout": 30}} if backend.startswith("db+sqlite") else {},
    )
    app.deckcheck_context = context            # type: ignore[attr-defined]
    _register(app)
    return app


def _jobs(task: Any) -> Any:
    return task.app.deckcheck_context()


def _register(app: Celery) -> None:
    @app.task(name=TASK_RUN, bind=True, shared=False)
    def run(self, job_id: str) -> None:
        jobs = _jobs(self)
        job = jobs.store.get(job_id)
        if job is not None and job.get("kind") == COMPARISON:      # one task: both decks, same seeds
            GoldfishComparisons(jobs).play(job_id)
            return
        chunks = jobs.plan(job_id)
        if not chunks:
            return
        body = merge.si(job_id)
        body.link_error(failed.si(job_id))
        chord([chunk.si(job_id, start, count) for start, count in chunks])(body)

    @app.task(name=TASK_CHUNK, bind=True, ignore_result=False, shared=False)
    def chunk(self, job_id: str, start: int, count: int) -> int:
        return _jobs(self).play_chunk(job_id, start, count)

    @app.task(name=TASK_MERGE, bind=True, shared=False)
    def merge(self, job_id: str) -> None:
        _jobs(self).merge(job_id)

    @app.task(name=TASK_FAILED, bind=True, shared=False)
    def failed(self, job_id: str) -> None:
        _jobs(self).fail(job_id, RuntimeError("a chunk task failed"))


def dispatcher(app: Celery) -> Callable[[str], None]:
    """``dispatch(job_id)`` for GoldfishJobs: queue the job's first task (raises when the
    broker cannot be reached). Nobody waits for the run task's result: with the result store
    asked to watch it, a Redis that is down held the request for 20 retries of 1 s."""
    def dispatch(job_id: str) -> None:
        app.send_task(TASK_RUN, (job_id,), queue=QUEUE, retry=True, ignore_result=True)

    return dispatch


class BrokerProbe:
    """/readyz's check of the broker: a connection within a few seconds."""

    def __init__(self, app: Celery):
        self.app = app

    def ping(self) -> None:
        with self.app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0.2, timeout=3)
            size = getattr(conn.default_channel, "_size", None)
            if size is not None:         # the SQL transport reaches its database only when asked
                size(QUEUE)
