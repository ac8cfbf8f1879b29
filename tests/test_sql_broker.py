"""The embedded broker (card_db/message_broker.py):

- a connection the database drops while the worker is inside kombu's fetch of a message is
  reported as a lost connection, which Celery's worker recovers from, and never as an error
  that stops the worker. Found by tests/test_hostile_faults.py's PostgreSQL restart, which
  failed once in CI: the worker had stopped ("Unrecoverable error") when the restart fell
  between the fetch's two statements. Here the connection is ended exactly there, every time;
- processes opening the broker at once on a fresh database (the local worker, its beat, the
  web's first /readyz) neither fail creating its tables nor inserting a queue's row. Found
  by test_deploy_faults' outage test, whose first /readyz after `deckcheck serve` started on a
  fresh PostgreSQL database answered 503 about one run in six."""
from __future__ import annotations

import threading

import pytest
import sqlalchemy as sa
from kombu.transport.sqlalchemy.models import metadata

from api.jobs import QUEUE, make_celery
from card_db.message_broker import create_tables, use_reconnecting_transport


@pytest.fixture(autouse=True)
def reconnecting_transport() -> None:
    """``sqla+`` URLs use deckcheck's transport, as the composition root (api/extensions.py)
    makes them before it builds the Celery app."""
    use_reconnecting_transport()


def end_backend(url: str, pid: int) -> None:
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)
    with admin.connect() as conn:
        conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    admin.dispose()


def test_a_connection_dropped_inside_a_fetch_is_a_lost_connection(pg_url, monkeypatch):
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


@pytest.fixture(params=["sqlite", "postgres"])
def fresh_url(request, tmp_path):
    """An empty database: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "postgres":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'broker.sqlite'}"


def engine_of(url: str) -> sa.Engine:
    args = {"timeout": 30} if url.startswith("sqlite") else {}
    return sa.create_engine(url, poolclass=sa.pool.NullPool, connect_args=args)


def test_processes_creating_the_tables_at_once_all_succeed(fresh_url):
    with make_celery("sqla+" + fresh_url, context=lambda: None).connection_for_read() as conn:
        assert conn.default_channel.queue_cls.__tablename__ in metadata.tables   # declared, not created
    engines = [engine_of(fresh_url) for _ in range(4)]     # one each, as separate processes have
    assert not sa.inspect(engines[0]).get_table_names()
    start = threading.Barrier(len(engines))
    errors: list[BaseException] = []

    def create(engine: sa.Engine) -> None:
        start.wait()
        try:
            create_tables(engine)
        except BaseException as exc:  # noqa: BLE001  (collected, asserted below)
            errors.append(exc)

    threads = [threading.Thread(target=create, args=(e,)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors            # unguarded (metadata.create_all): duplicate pg_type / "already exists"
    assert {"kombu_queue", "kombu_message"} <= set(sa.inspect(engines[0]).get_table_names())
    assert set(metadata.tables) == {"kombu_queue", "kombu_message"}


def test_a_queue_another_process_inserted_first_is_read_back(fresh_url, monkeypatch):
    celery = make_celery("sqla+" + fresh_url, context=lambda: None)
    other = engine_of(fresh_url)
    with celery.connection_for_read() as conn:
        channel = conn.default_channel
        channel._size("other")                        # the tables exist; the session is open
        add = channel.session.add

        def other_process_first(obj) -> None:         # the lookup found no row; another process inserts it
            with other.begin() as c:
                c.execute(sa.text("INSERT INTO kombu_queue (id, name) VALUES (100, :name)"), {"name": QUEUE})
            add(obj)

        monkeypatch.setattr(channel.session, "add", other_process_first)
        assert channel._size(QUEUE) == 0            # kombu: IntegrityError, then PendingRollbackError for good
        monkeypatch.undo()
        assert channel._get_or_create(QUEUE).id == 100 and channel._size(QUEUE) == 0
