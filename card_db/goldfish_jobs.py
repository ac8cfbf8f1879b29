"""Goldfish runs as jobs: their state, progress and report in the database, so any web
replica answers for a job any worker played (migration ``0009_goldfish_jobs``).

Tables:

- ``goldfish_job``: one row per run (``kind`` "run") or comparison of two decks on the
  same seeds (``kind`` "comparison") asked for: the request (deck, games, seed, ...) and its
  hash (identical requests reuse the row), the client that asked, the state (queued,
  running, finished, failed, cancelled), games done / total, the report when finished or
  the error code and message when failed, the SVG plot of the report (rendered once, by
  the worker that merged the job: ``plot``), and the times.
- ``goldfish_job_chunk``: the game records of one chunk of a job (games start ..
  start + count - 1), written by the worker that played it and read once by the task
  that merges the chunks into the report; deleted then.

``SqlGoldfishJobStore`` implements ``deckcheck.services.ports.GoldfishJobStore``. Jobs
are kept ``ttl`` seconds after they were asked for (default a week) and at most
``max_jobs`` rows; pruning happens on writes, at most every ``prune_every`` seconds.
"""
from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Iterable
from typing import Any

from sqlalchemy import JSON, Column, Index, Text, and_, delete, exists, func, or_, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, SQLModel

DEFAULT_TTL = 7 * 24 * 3600.0
DEFAULT_MAX_JOBS = 20_000
ACTIVE = ("queued", "running")


class GoldfishJob(SQLModel, table=True):
    __tablename__ = "goldfish_job"
    __table_args__ = (Index("ix_goldfish_job_client_created", "client", "created_at"),)

    id: str = Field(primary_key=True, max_length=32)
    request_hash: str = Field(index=True, max_length=64)
    game: str = Field(max_length=8)
    kind: str = Field(default="run", max_length=16, sa_column_kwargs={"server_default": "run"})  # or comparison
    client: str = Field(max_length=200)
    state: str = Field(index=True, max_length=16)
    done: int = 0
    total: int
    chunks: int = 1
    request: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    report: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    error: dict | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    plot: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    created_at: dt.datetime = Field(index=True)
    started_at: dt.datetime | None = None
    finished_at: dt.datetime | None = None
    moved_at: dt.datetime | None = None         # the last sign of life: created, started, a chunk played


class GoldfishJobChunk(SQLModel, table=True):
    __tablename__ = "goldfish_job_chunk"

    job_id: str = Field(primary_key=True, max_length=32)
    start: int = Field(primary_key=True)
    count: int
    records: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _aware(value: dt.datetime | None) -> dt.datetime | None:
    """SQLite gives naive datetimes back: they were written in UTC."""
    if value is not None and value.tzinfo is None:
        return value.replace(tzinfo=dt.timezone.utc)
    return value


_COLUMNS = ("id", "request_hash", "game", "kind", "client", "state", "done", "total", "chunks", "request",
            "report", "error", "created_at", "started_at", "finished_at", "moved_at")


class SqlGoldfishJobStore:
    """Goldfish jobs in the database of ``engine`` (rows are plain dicts for the service)."""

    def __init__(self, engine: Engine, ttl: float = DEFAULT_TTL, max_jobs: int = DEFAULT_MAX_JOBS,
                 prune_every: float = 60.0, clock: Callable[[], dt.datetime] = _now):
        self.engine = engine
        self.ttl = float(ttl)
        self.max_jobs = int(max_jobs)
        self.prune_every = prune_every
        self.clock = clock
        self._next_prune = 0.0

    # -- rows ----------------------------------------------------------------------------------
    def _row(self, row: Any) -> dict[str, Any]:
        out = {name: getattr(row, name) for name in _COLUMNS}
        for name in ("created_at", "started_at", "finished_at", "moved_at"):
            out[name] = _aware(out[name])
        return out

    def create(self, job: dict[str, Any]) -> None:
        now = self.clock()
        values = {**job, "created_at": now, "moved_at": now}
        with self.engine.begin() as conn:
            conn.execute(GoldfishJob.__table__.insert().values(**values))
        self.prune()

    def get(self, job_id: str) -> dict[str, Any] | None:
        if not isinstance(job_id, str) or not 0 < len(job_id) <= 32:
            return None
        T = GoldfishJob
        with self.engine.connect() as conn:
            row = conn.execute(select(*(getattr(T, c) for c in _COLUMNS)).where(T.id == job_id)).first()
        return self._row(row) if row is not None else None

    def find_reusable(self, request_hash: str, client: str) -> dict[str, Any] | None:
        """The newest job of this request that is finished (anyone's) or queued or running
        (``client``'s own)."""
        T = GoldfishJob
        mine_or_done = or_(T.state == "finished", and_(T.client == client, T.state.in_(ACTIVE)))
        with self.engine.connect() as conn:
            row = conn.execute(select(*(getattr(T, c) for c in _COLUMNS))
                               .where(T.request_hash == request_hash, mine_or_done,
                                      T.created_at >= self.clock() - dt.timedelta(seconds=self.ttl))
                               .order_by(T.created_at.desc()).limit(1)).first()
        return self._row(row) if row is not None else None

    def usage(self, client: str, since: dt.datetime) -> tuple[int, int]:
        """(games of the client's jobs asked for since ``since``, its jobs queued or running)."""
        T = GoldfishJob
        with self.engine.connect() as conn:
            games = conn.execute(select(func.coalesce(func.sum(T.total), 0))
                                 .where(T.client == client, T.created_at >= since)).scalar_one()
            active = conn.execute(select(func.count()).select_from(T)
                                  .where(T.client == client, T.state.in_(ACTIVE))).scalar_one()
        return int(games), int(active)

    # -- state changes (each a single conditional UPDATE: safe with many workers) ----------------
    def mark_running(self, job_id: str) -> bool:
        """queued -> running; True when the job may be played (queued or already running)."""
        T = GoldfishJob
        with self.engine.begin() as conn:
            now = self.clock()
            conn.execute(update(T).where(T.id == job_id, T.state == "queued")
                         .values(state="running", started_at=now, moved_at=now))
            state = conn.execute(select(T.state).where(T.id == job_id)).scalar()
        return state == "running"

    def plot(self, job_id: str) -> str | None:
        """The stored SVG plot of a finished job (None for any other; ``get`` leaves it out)."""
        if not isinstance(job_id, str) or not 0 < len(job_id) <= 32:
            return None
        T = GoldfishJob
        with self.engine.connect() as conn:
            return conn.execute(select(T.plot).where(T.id == job_id, T.state == "finished")).scalar()

    def set_done(self, job_id: str, done: int) -> bool:
        """The games done of a running job played in one task (a comparison); False when it
        is no longer running (cancelled)."""
        T = GoldfishJob
        with self.engine.begin() as conn:
            return bool(conn.execute(update(T).where(T.id == job_id, T.state == "running")
                                     .values(done=done, moved_at=self.clock())).rowcount)

    def add_chunk(self, job_id: str, start: int, count: int, records: list) -> bool:
        """Keep a chunk's records and count its games as done; True when it was the job's
        last (its games done reached the total: the caller merges). A chunk played twice,
        after a worker was lost, counts once; a chunk of a job that has ended meanwhile is
        not kept. The job row is updated first: its row lock orders the chunks of one job,
        so exactly one of them sees the total reached, on PostgreSQL as on SQLite; a second copy
        of a chunk finds the first stored, or at the same moment collides with it (rolled back)."""
        T, C = GoldfishJob, GoldfishJobChunk
        try:
            with self.engine.begin() as conn:
                if conn.execute(select(C.start).where(C.job_id == job_id, C.start == start)).first() is not None:
                    return False
                if not conn.execute(update(T).where(T.id == job_id, T.state == "running")
                                    .values(done=T.done + count, moved_at=self.clock())).rowcount:
                    return False
                conn.execute(C.__table__.insert().values(job_id=job_id, start=start, count=count, records=records))
                row = conn.execute(select(T.done, T.total).where(T.id == job_id)).one()
        except IntegrityError:      # a second copy stored at the same moment: rolled back, counted once
            return False
        return int(row.done) >= int(row.total)

    def chunk_records(self, job_id: str) -> Iterable[tuple[int, int, list]]:
        """(start, count, records) of every stored chunk of the job, in game order."""
        C = GoldfishJobChunk
        with self.engine.connect() as conn:
            rows = conn.execute(select(C.start, C.count, C.records).where(C.job_id == job_id)
                                .order_by(C.start)).all()
        return [(r.start, r.count, r.records) for r in rows]

    def finish(self, job_id: str, report: dict[str, Any], plot: str | None = None) -> bool:
        """running -> finished with the report and its SVG plot; the chunks are dropped."""
        T = GoldfishJob
        with self.engine.begin() as conn:
            done = conn.execute(update(T).where(T.id == job_id, T.state == "running")
                                .values(state="finished", report=report, plot=plot, done=T.total,
                                        finished_at=self.clock())).rowcount
            conn.execute(delete(GoldfishJobChunk).where(GoldfishJobChunk.job_id == job_id))
        return bool(done)

    def end(self, job_id: str, state: str, error: dict[str, Any] | None = None) -> bool:
        """queued or running -> ``state`` (failed or cancelled); False when it had ended."""
        T = GoldfishJob
        with self.engine.begin() as conn:
            done = conn.execute(update(T).where(T.id == job_id, T.state.in_(ACTIVE))
                                .values(state=state, error=error, finished_at=self.clock())).rowcount
            conn.execute(delete(GoldfishJobChunk).where(GoldfishJobChunk.job_id == job_id))
        return bool(done)

    def reap(self, stalled_before: dt.datetime, error: dict[str, Any]) -> int:
        """Fail every queued or running job with no sign of life since ``stalled_before`` (its
        worker or its task was lost) with ``error``, and drop its chunks; how many."""
        T = GoldfishJob
        stalled = and_(T.state.in_(ACTIVE), func.coalesce(T.moved_at, T.created_at) < stalled_before)
        with self.engine.begin() as conn:
            ids = [row.id for row in conn.execute(select(T.id).where(stalled))]
            if not ids:
                return 0
            conn.execute(delete(GoldfishJobChunk).where(GoldfishJobChunk.job_id.in_(ids)))
            return int(conn.execute(update(T).where(T.id.in_(ids), stalled)
                                    .values(state="failed", error=error, finished_at=self.clock())
                                    ).rowcount or 0)

    def prune_chunks(self, ended_before: dt.datetime) -> int:
        """Delete the chunk records left behind by jobs that ended before ``ended_before``
        (finished, failed or cancelled: a write that failed halfway) or that are gone; how many."""
        T, C = GoldfishJob, GoldfishJobChunk
        ended = select(T.id).where(T.state.notin_(ACTIVE), T.finished_at < ended_before)
        gone = ~exists().where(T.id == C.job_id)          # an anti-join on the job's key
        with self.engine.begin() as conn:
            return int(conn.execute(delete(C).where(or_(C.job_id.in_(ended), gone))).rowcount or 0)

    def unmerged(self, stalled_before: dt.datetime) -> list[str]:
        """Running jobs whose every game is stored but that have not been merged, with no sign
        of life since ``stalled_before`` (the worker merging them was lost)."""
        T = GoldfishJob
        with self.engine.connect() as conn:
            return list(conn.execute(select(T.id).where(T.state == "running", T.done >= T.total,
                                                        func.coalesce(T.moved_at, T.created_at) < stalled_before)
                                     ).scalars())

    # -- figures --------------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """Jobs per state."""
        T = GoldfishJob
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.state, func.count()).group_by(T.state)).all()
        return {state: int(n) for state, n in rows}

    def running_progress(self) -> list[tuple[int, dt.datetime | None]]:
        """(games done, started at) of every running job."""
        T = GoldfishJob
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.done, T.started_at).where(T.state == "running")).all()
        return [(int(r.done), _aware(r.started_at)) for r in rows]

    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(select(func.count()).select_from(GoldfishJob).where(GoldfishJob.id == ""))

    def prune(self, force: bool = False) -> int:
        """Delete jobs older than the TTL and the oldest beyond ``max_jobs``."""
        mono = time.monotonic()
        if not force and mono < self._next_prune:
            return 0
        self._next_prune = mono + self.prune_every
        T = GoldfishJob
        removed = 0
        with self.engine.begin() as conn:
            cutoff = self.clock() - dt.timedelta(seconds=self.ttl)
            old = select(T.id).where(T.created_at < cutoff, T.state.notin_(ACTIVE))
            conn.execute(delete(GoldfishJobChunk).where(GoldfishJobChunk.job_id.in_(old)))
            removed += conn.execute(delete(T).where(T.created_at < cutoff, T.state.notin_(ACTIVE))
                                    ).rowcount or 0
            total = conn.execute(select(func.count()).select_from(T)).scalar_one()
            if total > self.max_jobs:
                keep_after = conn.execute(select(T.created_at).order_by(T.created_at.desc())
                                          .offset(self.max_jobs).limit(1)).scalar()
                if keep_after is not None:
                    removed += conn.execute(delete(T).where(T.created_at <= keep_after,
                                                            T.state.notin_(ACTIVE))).rowcount or 0
        return removed
