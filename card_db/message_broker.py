"""The embedded broker's transport: kombu's SQLAlchemy transport, safe against the processes
that start at once on a fresh database, and with one more connection error (installed by the
composition root, api/extensions.py, for every ``sqla+`` broker URL).

Several processes open the broker at the same moment: ``deckcheck serve``'s local worker, its
Celery beat and the web's first /readyz or run. kombu lets each of them create the broker's
tables (``metadata.create_all``) and the row of each queue (``_get_or_create``) unguarded:

- concurrent CREATE TABLE on PostgreSQL fails with a duplicate pg_type / pg_class key (on
  SQLite with "table already exists"): the first /readyz answered 503, and a worker whose
  start failed so (an error kombu does not count as a connection error) stopped for good.
  Here the tables are created under a lock (PostgreSQL: an advisory lock of the creating
  transaction, DDL being transactional; SQLite: BEGIN IMMEDIATE), so the second creator
  finds them made;
- two processes inserting the same queue's row: the second gets an IntegrityError (the
  name is unique), which kombu does not catch, and its session was left needing a rollback
  (every later use raised PendingRollbackError). Here it rolls back and reads the row the
  other one inserted.

kombu's ``Channel._get`` commits in a ``finally``. When the database drops the connection
while ``_get`` is inside its transaction (PostgreSQL restarted between its two statements),
that commit raises SQLAlchemy's ``PendingRollbackError`` in place of the ``OperationalError``,
and kombu lists only ``OperationalError`` as a connection error. Celery then took it for a
bug rather than a lost broker: the worker logged "Unrecoverable error" and stopped for good,
so its jobs were never played and the reaper it carried never ran. As a connection error,
the worker reconnects (a new channel, a new session) as it does for every other lost
connection.
"""
from __future__ import annotations

from typing import Any

from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import sqlalchemy as kombu_sql
from kombu.transport.sqlalchemy.models import metadata
from sqlalchemy import Engine, text
from sqlalchemy.exc import IntegrityError, OperationalError, PendingRollbackError

TABLES_LOCK = 0x6B6F6D62     # PostgreSQL advisory lock held while creating the tables ("komb")


def create_tables(engine: Engine) -> None:
    """The broker's tables, created by one process at a time (the others wait, then find
    them); kombu's own ``create_all`` after this only looks."""
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": TABLES_LOCK})
        elif conn.dialect.name == "sqlite":
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        metadata.create_all(conn)


class Channel(kombu_sql.Channel):
    def _engine_from_config(self) -> Engine:
        engine = super()._engine_from_config()
        create_tables(engine)
        return engine

    def _get_or_create(self, queue: str) -> Any:
        try:
            return super()._get_or_create(queue)
        except IntegrityError:              # another process inserted the queue's row first
            self.session.rollback()
            return super()._get_or_create(queue)


class Transport(kombu_sql.Transport):
    Channel = Channel
    connection_errors: tuple[type[Exception], ...] = (OperationalError, PendingRollbackError)  # type: ignore[assignment]


def use_reconnecting_transport() -> None:
    """Make ``sqla+`` broker URLs (the embedded broker's, and any a deployment names) use
    this transport."""
    for alias in ("sqla", "sqlalchemy"):
        TRANSPORT_ALIASES[alias] = f"{__name__}:Transport"
