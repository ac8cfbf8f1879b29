"""Goldfish runs on Celery: the app, its tasks, the reaper's schedule, the broker probe.

A run is a job (deckcheck.services.goldfish_jobs.GoldfishJobs keeps it in the database);
the web answers 202 at once and a worker plays it:

- ``deckcheck.goldfish.run(job_id)``: marks the job running and splits it into chunks of
  consecutive games, one task each, so every worker consuming the queue takes some;
- ``deckcheck.goldfish.chunk(job_id, start, count)``: plays games start .. start+count-1
  (game i with seed + i) and stores their records with the job; the chunk that completes
  the job (the job row counts the games done) merges every chunk's records in game order
  into the report (the same report a single process gives);
- ``deckcheck.goldfish.reap()``: sent by Celery beat every ``DECKCHECK_GOLDFISH_REAP_SECONDS``
  on a queue of its own (so it does not wait behind a queue of chunks): ends the jobs with no
  sign of life for the stall time and deletes chunk records left behind (GoldfishJobs.sweep).
  Beat runs beside the local worker of ``deckcheck serve`` (``deckcheck worker --beat``) and
  as one service of its own in the compose deployment (``deckcheck beat``).

No result store: nothing waits on a task's result. (The chunks used to be a Celery chord;
on a result store without native chord support, the embedded broker's database backend,
Celery joins a chord by a ``celery.chord_unlock`` task that retries every second until
every chunk has a result, so a lost chunk kept it retrying for ever. The job row's count
of games done is the join now.)

A comparison (two decks on the same seeds, deckcheck.services.goldfish_comparisons) is a
job of the same table and queue: its ``run`` task plays it whole and stores it.

Settings (deckcheck/settings.py; see docs/deploy.md):

- ``CELERY_BROKER_URL`` (or ``REDIS_URL``): the broker, e.g. ``redis://redis:6379/0``.
  Unset: kombu's SQLAlchemy transport on a SQLite file beside the embedded database
  (``<database>.celery.sqlite``: needs no server; on PostgreSQL, the database itself);
- ``DECKCHECK_GOLDFISH_CHUNK``: games per chunk (default 1000);
- ``DECKCHECK_GOLDFISH_REAP_SECONDS``: the reaper's interval (default 60).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from celery import Celery, beat
from kombu import Exchange, Queue

from deckcheck.services.goldfish_comparisons import COMPARISON, GoldfishComparisons
from deckcheck.settings import Settings

TASK_RUN = "deckcheck.goldfish.run"
TASK_CHUNK = "deckcheck.goldfish.chunk"
TASK_REAP = "deckcheck.goldfish.reap"
QUEUE = "goldfish"
REAPER_QUEUE = "goldfish-reaper"

log = logging.getLogger("deckcheck.jobs")


def _sqlite_sibling(database_url: str) -> str | None:
    """``sqlite:////dir/x.sqlite`` -> ``/dir/x.celery.sqlite`` (None for other databases)."""
    if not database_url.startswith("sqlite:///") or database_url in ("sqlite://", "sqlite:///:memory:"):
        return None
    path = Path(database_url[len("sqlite:///"):])
    return str(path.with_name(path.stem + ".celery.sqlite"))


def broker_url(settings: Settings, database_url: str) -> str:
    """The broker URL from the settings; ``database_url``: the database of the jobs (a
    normalized SQLAlchemy URL), whose SQLite sibling or PostgreSQL database is the
    embedded broker's."""
    if settings.broker:
        return settings.broker
    sibling = _sqlite_sibling(database_url)
    return f"sqla+sqlite:///{sibling}" if sibling else f"sqla+{database_url}"


def is_embedded(broker: str) -> bool:
    """A broker without a server (kombu's SQLAlchemy transport): no fanout, so no remote
    control, gossip, mingle or heartbeat."""
    return broker.startswith("sqla+")


def make_celery(broker: str, context: Callable[[], Any], reap_seconds: float = 60.0) -> Celery:
    """A Celery app whose tasks play the jobs of ``context()`` (a GoldfishJobs, built on
    first use in a worker process); its beat schedule sends the reaper every ``reap_seconds``."""
    app = Celery("deckcheck", broker=broker, set_as_current=False)
    options: dict[str, Any] = {}
    if broker.startswith("sqla+sqlite"):     # kombu hands these to create_engine
        options = {"connect_args": {"timeout": 30}}
    app.conf.update(
        task_serializer="json", accept_content=["json"],
        task_queues=[Queue(name, Exchange(name), routing_key=name) for name in (QUEUE, REAPER_QUEUE)],
        task_default_queue=QUEUE,
        task_ignore_result=True, result_expires=None,     # no result store (and no cleanup task for one)
        task_acks_late=True, worker_prefetch_multiplier=1,       # a chunk at a time per process
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.5},
        broker_transport_options=options, broker_connection_retry_on_startup=True,
        broker_connection_timeout=3,
        worker_hijack_root_logger=False, worker_enable_remote_control=not is_embedded(broker),
        # the reaper; a reaper message nobody took within one interval is dropped (no pile-up
        # while no worker runs)
        beat_schedule={"goldfish-reaper": {"task": TASK_REAP, "schedule": float(reap_seconds),
                                           "options": {"queue": REAPER_QUEUE, "expires": float(reap_seconds)}}},
        beat_scheduler=f"{__name__}:ReconnectingScheduler",
    )
    app.deckcheck_context = context            # type: ignore[attr-defined]
    _register(app)
    return app


class ReconnectingScheduler(beat.Scheduler):
    """Celery beat's in-memory scheduler (an interval needs no schedule file) that lets go of
    its broker connection after a send failed (``Scheduler.close``: the next send opens a new
    one). The embedded broker's SQL channel stays "disconnected" for good once its database
    restarted, so beat never sent the reaper again; Redis's reconnects by itself."""

    def apply_async(self, entry: Any, producer: Any = None, advance: bool = True, **kwargs: Any) -> Any:
        try:
            return super().apply_async(entry, producer, advance, **kwargs)
        except beat.SchedulingError:
            self.close()
            raise


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
        for start, count in jobs.plan(job_id):
            chunk.delay(job_id, start, count)

    @app.task(name=TASK_CHUNK, bind=True, shared=False)
    def chunk(self, job_id: str, start: int, count: int) -> int:
        return _jobs(self).play_chunk(job_id, start, count)

    @app.task(name=TASK_REAP, bind=True, shared=False)
    def reap(self) -> None:
        _jobs(self).sweep()


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
