"""Engine and migrations. ``DATABASE_URL`` selects the database; the default is an
embedded SQLite file ``var/deckcheck.sqlite`` under the working directory."""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import create_engine

MIGRATIONS = Path(__file__).with_name("migrations")


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


@lru_cache(maxsize=8)
def get_engine(url: str | None = None) -> Engine:
    url = url or default_url()
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(url, pool_pre_ping=True)
    return engine


def alembic_config(url: str):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def upgrade(url: str | None = None) -> None:
    """Bring the database schema to the newest migration."""
    from alembic import command

    url = url or default_url()
    command.upgrade(alembic_config(url), "head")
