"""Engine and migrations. ``DATABASE_URL`` selects the database; the default is an
embedded SQLite file ``var/deckcheck.sqlite`` under the working directory.

PostgreSQL is the deployment database: ``postgresql://user:password@host/db`` (also
``postgres://``) uses the psycopg 3 driver. Its engine checks connections before use
(a restarted server costs one retry, not an error), gives up connecting after
``DECKCHECK_DB_CONNECT_TIMEOUT`` seconds (default 3, so a database outage answers 503
quickly) and keeps ``DECKCHECK_DB_POOL`` connections per process (default 5).
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import create_engine

MIGRATIONS = Path(__file__).with_name("migrations")
MIGRATION_LOCK = 0x64656B63   # PostgreSQL advisory lock held while migrating ("dekc")


def default_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if url:
        return url
    path = Path(os.environ.get("DECKCHECK_DB", "var/deckcheck.sqlite")).resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path}"


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


def normalize_url(url: str) -> str:
    """``postgres://`` and ``postgresql://`` (no driver named) -> the psycopg 3 driver."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def is_postgres(url: str) -> bool:
    return normalize_url(url).startswith("postgresql")


def get_engine(url: str | None = None) -> Engine:
    """The engine of ``url`` (default: ``default_url()``, read from the environment on every
    call), one per resolved URL for the process."""
    return _engine(normalize_url(url or default_url()))


@lru_cache(maxsize=8)
def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
    elif is_postgres(url):
        engine = create_engine(
            url, pool_pre_ping=True, pool_recycle=1800,
            pool_size=int(os.environ.get("DECKCHECK_DB_POOL", "5")), max_overflow=5, pool_timeout=10,
            connect_args={"connect_timeout": int(os.environ.get("DECKCHECK_DB_CONNECT_TIMEOUT", "3")),
                          "application_name": "deckcheck"})
    else:
        engine = create_engine(url, pool_pre_ping=True)
    return engine


get_engine.cache_clear = _engine.cache_clear      # type: ignore[attr-defined]


def register_tables() -> None:
    """Import every module that declares tables, so SQLModel.metadata knows them all
    (the migrations' env.py imports them too)."""
    import card_db.events  # noqa: F401
    import card_db.goldfish_jobs  # noqa: F401
    import card_db.goldfish_store  # noqa: F401
    import card_db.schema  # noqa: F401
    import card_db.web_sessions  # noqa: F401


def alembic_config(url: str):
    from alembic.config import Config

    register_tables()

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("sqlalchemy.url", normalize_url(url).replace("%", "%%"))
    return cfg


def upgrade(url: str | None = None) -> None:
    """Bring the database schema to the newest migration."""
    from alembic import command

    url = normalize_url(url or default_url())
    cfg = alembic_config(url)
    if not is_postgres(url):
        command.upgrade(cfg, "head")
        return
    # replicas starting together: one migrates, the others wait on the lock, then find
    # nothing left to do
    from sqlalchemy import create_engine as sa_engine, pool, text

    engine = sa_engine(url, poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATION_LOCK})
            conn.commit()
            try:
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
                conn.commit()
            finally:
                conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATION_LOCK})
                conn.commit()
    finally:
        engine.dispose()
