"""The embedded broker's transport: kombu's SQLAlchemy transport, with one more connection
error (installed by the composition root, api/extensions.py, for every ``sqla+`` broker URL).

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

from kombu.transport import TRANSPORT_ALIASES
from kombu.transport import sqlalchemy as kombu_sql
from sqlalchemy.exc import OperationalError, PendingRollbackError


class Transport(kombu_sql.Transport):
    connection_errors = (OperationalError, PendingRollbackError)


def use_reconnecting_transport() -> None:
    """Make ``sqla+`` broker URLs (the embedded broker's, and any a deployment names) use
    this transport."""
    for alias in ("sqla", "sqlalchemy"):
        TRANSPORT_ALIASES[alias] = f"{__name__}:Transport"
