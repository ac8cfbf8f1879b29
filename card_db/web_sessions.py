"""The web pages' sessions in the database that holds the events, so any replica knows
any signed-in organizer and a sign-out ends the session everywhere.

Table (migration ``0004_web_sessions``): ``web_session``, one row per browser session:
the SHA-256 of the session id (the cookie carries the id itself; whoever can read the
table cannot rebuild a cookie from it), the session's data as JSON (the page language,
the form token, the signed-in organizer's key id: never an API key) and when it expires.

``DatabaseWebSessionStore`` implements deckcheck.services.ports.WebSessionStore. Reads
never return an expired row; expired rows are deleted on writes (at most every
``prune_every`` seconds per process), and the table keeps at most ``max_sessions`` rows
(the ones closest to expiring go first), so it cannot grow without bound whatever the
clients do. A session written by two requests at the same moment: the last write wins.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import JSON, Column, delete, func, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, SQLModel

DEFAULT_MAX_SESSIONS = 100_000
MAX_KEY_LENGTH = 256          # longer keys are no session of ours


class WebSession(SQLModel, table=True):
    __tablename__ = "web_session"

    id: str = Field(primary_key=True, max_length=64)        # SHA-256 of the session id (hex)
    data: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    expires_at: dt.datetime = Field(index=True)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def session_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


class DatabaseWebSessionStore:
    """``get(key)``, ``set(key, data, ttl)``, ``delete(key)`` over the ``web_session`` table."""

    def __init__(self, engine: Engine, max_sessions: int = DEFAULT_MAX_SESSIONS, prune_every: float = 30.0,
                 clock: Callable[[], dt.datetime] = _now):
        self.engine = engine
        self.max_sessions = int(max_sessions)
        self.prune_every = prune_every
        self.clock = clock
        self._next_prune = 0.0

    @staticmethod
    def _id(key: str) -> str | None:
        return session_hash(key) if isinstance(key, str) and 0 < len(key) <= MAX_KEY_LENGTH else None

    def get(self, key: str) -> dict[str, Any] | None:
        """The session's data, or None (unknown or expired)."""
        row_id = self._id(key)
        if row_id is None:
            return None
        with self.engine.connect() as conn:
            return conn.execute(select(WebSession.data).where(WebSession.id == row_id,
                                                              WebSession.expires_at > self.clock())).scalar()

    def set(self, key: str, data: dict[str, Any], ttl: float) -> None:
        """Store the session's data; it expires ``ttl`` seconds from now."""
        row_id = self._id(key)
        if row_id is None:
            raise ValueError("not a session id")
        expires = self.clock() + dt.timedelta(seconds=ttl)
        T = WebSession
        for _ in range(2):             # an insert racing another one for the same id: update it
            try:
                with self.engine.begin() as conn:
                    done = conn.execute(update(T).where(T.id == row_id).values(data=data, expires_at=expires)).rowcount
                    if not done:
                        conn.execute(T.__table__.insert().values(id=row_id, data=data, expires_at=expires))
                break
            except IntegrityError:
                continue
        self.prune()

    def delete(self, key: str) -> bool:
        """Forget the session; True when there was one."""
        row_id = self._id(key)
        if row_id is None:
            return False
        with self.engine.begin() as conn:
            return bool(conn.execute(delete(WebSession).where(WebSession.id == row_id)).rowcount)

    def prune(self, force: bool = False) -> int:
        """Delete the expired rows and, beyond ``max_sessions``, the ones closest to expiring;
        returns how many."""
        mono = time.monotonic()
        if not force and mono < self._next_prune:
            return 0
        self._next_prune = mono + self.prune_every
        T = WebSession
        with self.engine.begin() as conn:
            removed = conn.execute(delete(T).where(T.expires_at <= self.clock())).rowcount or 0
            total = conn.execute(select(func.count()).select_from(T)).scalar_one()
            if total > self.max_sessions:
                cut = conn.execute(select(T.expires_at).order_by(T.expires_at.desc())
                                   .offset(self.max_sessions).limit(1)).scalar()
                if cut is not None:
                    removed += conn.execute(delete(T).where(T.expires_at <= cut)).rowcount or 0
        return removed

    def count(self) -> int:
        """How many sessions are live."""
        with self.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(WebSession)
                                .where(WebSession.expires_at > self.clock())).scalar_one()
