"""The embedded broker on PostgreSQL (card_db/message_broker.py): a connection the database drops
while the worker is inside kombu's fetch of a message is reported as a lost connection, which
Celery's worker recovers from, and never as an error that stops the worker.

Found by tests/test_hostile_faults.py's PostgreSQL restart, which failed once in CI: the
worker had stopped ("Unrecoverable error") when the restart fell between the fetch's two
statements. Here the connection is ended exactly there, every time."""
from __future__ import annotations

import pytest
import sqlalchemy as sa

from api.jobs import QUEUE, make_celery
from card_db.message_broker import use_reconnecting_transport


def end_backend(url: str, pid: int) -> None:
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)
    with admin.connect() as conn:
        conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    admin.dispose()


def test_a_connection_dropped_inside_a_fetch_is_a_lost_connection(pg_url, monkeypatch):
    use_reconnecting_transport()                      # as api/extensions.py does
    celery = make_celery("sqla+" + pg_url, context=lambda: None)
    with celery.connection_for_read() as conn:
        channel = conn.default_channel
        assert channel._size(QUEUE) == 0              # the broker's tables exist; the session is open
        find_queue = channel._get_or_create

        def then_drop(queue: str):
            found = find_queue(queue)                 # the fetch's first statement, inside its transaction
            end_backend(pg_url, channel.session.execute(sa.text("SELECT pg_backend_pid()")).scalar())
            return found

        monkeypatch.setattr(channel, "_get_or_create", then_drop)
        with pytest.raises(conn.connection_errors):
            channel._get(QUEUE)
        monkeypatch.undo()

    with celery.connection_for_read() as conn:        # a new connection: the broker answers again
        conn.ensure_connection(max_retries=1)
        assert conn.default_channel._size(QUEUE) == 0


def test_the_composition_root_uses_the_reconnecting_transport(tmp_path, monkeypatch):
    from kombu.transport import TRANSPORT_ALIASES, resolve_transport

    from api.extensions import goldfish_jobs
    from card_db.message_broker import Transport

    monkeypatch.setitem(TRANSPORT_ALIASES, "sqla", "kombu.transport.sqlalchemy:Transport")   # as kombu ships it
    _context, celery = goldfish_jobs({"DATABASE_URL": f"sqlite:///{tmp_path / 'jobs.sqlite'}"})
    assert str(celery.conf.broker_url).startswith("sqla+")
    assert resolve_transport("sqla") is Transport
    with celery.connection_for_read() as conn:
        assert isinstance(conn.transport, Transport)
