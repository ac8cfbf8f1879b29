"""Goldfish sessions and run reports in the database, so any replica answers any request.

Tables (migration ``0003_goldfish_store``):

- ``goldfish_session``: one row per interactive game, the ``Session.to_json`` document,
  the time of its last use (a session is forgotten ``ttl`` seconds after it).
- ``goldfish_run``: one row per Monte-Carlo report (kept ``ttl`` seconds).

Both stores keep at most ``max_items`` rows: the least recently used go first. Expired
rows are removed on writes (at most every ``prune_every`` seconds per process), and a
read never returns an expired row, so the bound holds without a cleanup job.

``DatabaseSessionStore`` and ``DatabaseRunStore`` implement the SessionStore and RunStore
ports of ``deckcheck.services.ports``. Two replicas applying an action to the same
session at the same moment: the last write wins (a person plays one action at a time).
"""
from __future__ import annotations

import datetime as dt
import secrets
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import JSON, Column, delete, func, select, update
from sqlalchemy.engine import Engine
from sqlmodel import Field, SQLModel

DEFAULT_TTL = 3600.0
DEFAULT_MAX_SESSIONS = 10_000
DEFAULT_MAX_RUNS = 500


class GoldfishSession(SQLModel, table=True):
    __tablename__ = "goldfish_session"

    id: str = Field(primary_key=True, max_length=32)
    game: str = Field(max_length=8)
    data: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: dt.datetime
    touched_at: dt.datetime = Field(index=True)


class GoldfishRun(SQLModel, table=True):
    __tablename__ = "goldfish_run"

    id: str = Field(primary_key=True, max_length=32)
    game: str = Field(max_length=8)
    report: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: dt.datetime = Field(index=True)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


class _Bounded:
    """TTL and row bound shared by both stores."""

    table: Any
    stamp_column: str

    def __init__(self, engine: Engine, ttl: float, max_items: int, prune_every: float = 30.0,
                 clock: Callable[[], dt.datetime] = _now):
        self.engine = engine
        self.ttl = float(ttl)
        self.max_items = int(max_items)
        self.prune_every = prune_every
        self.clock = clock
        self._next_prune = 0.0

    def _cutoff(self) -> dt.datetime:
        return self.clock() - dt.timedelta(seconds=self.ttl)

    def prune(self, force: bool = False) -> int:
        """Delete expired rows and the oldest rows beyond ``max_items``; returns how many."""
        mono = time.monotonic()
        if not force and mono < self._next_prune:
            return 0
        self._next_prune = mono + self.prune_every
        stamp = getattr(self.table, self.stamp_column)
        removed = 0
        with self.engine.begin() as conn:
            removed += conn.execute(delete(self.table).where(stamp < self._cutoff())).rowcount or 0
            total = conn.execute(select(func.count()).select_from(self.table)).scalar_one()
            if total > self.max_items:
                keep_after = conn.execute(select(stamp).order_by(stamp.desc())
                                          .offset(self.max_items).limit(1)).scalar()
                if keep_after is not None:
                    removed += conn.execute(delete(self.table).where(stamp <= keep_after)).rowcount or 0
        return removed

    def count(self) -> int:
        stamp = getattr(self.table, self.stamp_column)
        with self.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(self.table)
                                .where(stamp >= self._cutoff())).scalar_one()


class DatabaseSessionStore(_Bounded):
    """Goldfish sessions in the database. ``pool_for(game)`` gives the CardPool a stored
    session is loaded against (the worker's current pool)."""

    table = GoldfishSession
    stamp_column = "touched_at"

    def __init__(self, engine: Engine, pool_for: Callable[[str], Any], ttl: float = DEFAULT_TTL,
                 max_sessions: int = DEFAULT_MAX_SESSIONS, **kwargs: Any):
        super().__init__(engine, ttl, max_sessions, **kwargs)
        self.pool_for = pool_for

    def get(self, session_id: str):
        from deckcheck.services.goldfish import Session

        if not isinstance(session_id, str) or not 0 < len(session_id) <= 32:
            return None
        now = self.clock()
        T = GoldfishSession
        with self.engine.begin() as conn:
            row = conn.execute(select(T.game, T.data).where(T.id == session_id,
                                                            T.touched_at >= self._cutoff())).first()
            if row is None:
                return None
            conn.execute(update(T).where(T.id == session_id).values(touched_at=now))
        return Session.from_json(row.data, self.pool_for(row.game))

    def put(self, session) -> None:
        now = self.clock()
        data = session.to_json()
        T = GoldfishSession
        with self.engine.begin() as conn:
            done = conn.execute(update(T).where(T.id == session.id)
                                .values(data=data, game=session.game, touched_at=now)).rowcount
            if not done:
                conn.execute(T.__table__.insert().values(id=session.id, game=session.game, data=data,
                                                          created_at=now, touched_at=now))
        self.prune()

    def delete(self, session_id: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(GoldfishSession).where(GoldfishSession.id == session_id))


class DatabaseRunStore(_Bounded):
    """Goldfish run reports in the database: ``put(report) -> id``, ``get(id) -> report | None``."""

    table = GoldfishRun
    stamp_column = "created_at"

    def __init__(self, engine: Engine, ttl: float = DEFAULT_TTL, max_runs: int = DEFAULT_MAX_RUNS,
                 **kwargs: Any):
        super().__init__(engine, ttl, max_runs, **kwargs)

    def put(self, report: dict[str, Any]) -> str:
        run_id = secrets.token_urlsafe(12)
        with self.engine.begin() as conn:
            conn.execute(GoldfishRun.__table__.insert().values(
                id=run_id, game=str(report.get("game", ""))[:8], report=report, created_at=self.clock()))
        self.prune()
        return run_id

    def get(self, run_id: str) -> dict[str, Any] | None:
        if not isinstance(run_id, str) or not 0 < len(run_id) <= 32:
            return None
        T = GoldfishRun
        with self.engine.connect() as conn:
            return conn.execute(select(T.report).where(T.id == run_id, T.created_at >= self._cutoff())
                                ).scalar()
