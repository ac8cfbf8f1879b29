"""PostgreSQL as the deployment database (issue 9): the same migrations as SQLite, the
same card pools after a sync, and the database tests of sync/writer and events run
again on PostgreSQL. Skipped unless DECKCHECK_TEST_POSTGRES=1 (or --postgres) and the
PostgreSQL binaries are installed (see the ``postgres`` fixture in conftest.py)."""
from __future__ import annotations

import datetime as dt

import pytest
import test_api_event_decks as desk_tests
import test_api_events as events_tests
import test_core_sync as sync_tests
from conftest import CARDDATA
from sqlalchemy import inspect, text

from card_db.database import get_engine, upgrade
from deckcheck.games import game_ids

# -- sync and writer (test_core_sync), events API (test_api_events) on PostgreSQL ------------
# The imported test functions run here with this module's fixtures: ``engine`` and
# ``events_url`` give a fresh PostgreSQL database instead of a SQLite file.
test_write_load_and_idempotent = sync_tests.test_write_load_and_idempotent
test_failed_write_keeps_previous_content = sync_tests.test_failed_write_keeps_previous_content
test_sync_reports_the_broken_file_and_changes_nothing = sync_tests.test_sync_reports_the_broken_file_and_changes_nothing
test_events_full_flow = events_tests.test_full_flow_register_replace_fetch_report
test_events_lock = events_tests.test_lock_makes_decklists_immutable
test_events_deadline = events_tests.test_deadline_closes_registration
test_events_deadline_inside_transaction = events_tests.test_store_refuses_after_deadline_inside_the_transaction
test_events_settings = events_tests.test_event_settings_are_checked
test_events_list_version = events_tests.test_event_with_an_explicit_list_version
test_events_registration_mistakes = events_tests.test_registration_mistakes
test_events_keys_and_ownership = events_tests.test_api_keys_and_ownership
test_events_player_token = events_tests.test_player_access_needs_the_right_token
test_events_csv = events_tests.test_csv_cells_cannot_run_formulas
test_desk_pick = desk_tests.test_pick_is_seeded_logged_and_rederivable
test_desk_publish = desk_tests.test_published_decklists_only_after_lock_and_only_with_consent
keys = events_tests.keys
client = events_tests.client


@pytest.fixture
def engine(pg_url):
    upgrade(pg_url)
    return get_engine(pg_url)


@pytest.fixture
def events_url(pg_url):
    upgrade(pg_url)
    return pg_url


def test_events_failed_write_leaves_nothing_behind(events_url):
    """As test_api_events' test, except the error: psycopg raises the TypeError of the
    JSON encoder itself where SQLite's driver gives SQLAlchemy's StatementError."""
    from sqlalchemy import func, select
    from sqlalchemy.exc import StatementError

    from api.extensions import event_service
    from card_db import events as store
    from deckcheck.services.ports import Submission

    engine = get_engine(events_url)
    events = event_service(engine)
    owner, _ = events.create_api_key("o")
    event = events.create_event(owner, name="e", game="agot", format="joust",
                                deadline=dt.datetime(2099, 1, 1, tzinfo=dt.UTC))
    broken = Submission("x", "text", {"cards": {}}, "0" * 64, False, {"en": {1, 2}}, [])
    with pytest.raises((StatementError, TypeError)):
        events.register(event.id, "p", broken)
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(store.Registration)).scalar() == 0
        assert conn.execute(select(func.count()).select_from(store.DecklistVersion)).scalar() == 0


# -- migrations ------------------------------------------------------------------------------------
def head_revision(url: str) -> str:
    """The newest migration (the one 'upgrade' ends at)."""
    from alembic.script import ScriptDirectory

    from card_db.database import alembic_config

    return ScriptDirectory.from_config(alembic_config(url)).get_current_head()


def test_migrations_match_the_models_on_postgres(pg_url):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    upgrade(pg_url)
    upgrade(pg_url)                               # idempotent
    engine = get_engine(pg_url)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
        assert diff == []
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == head_revision(pg_url)
    columns = {c["name"]: c for c in inspect(engine).get_columns("event")}
    assert columns["deadline"]["type"].timezone is True          # timestamptz on PostgreSQL
    sessions = {c["name"]: c for c in inspect(engine).get_columns("web_session")}
    assert sessions["expires_at"]["type"].timezone is True
    card = {c["name"]: c for c in inspect(engine).get_columns("card")}
    assert type(card["unique"]["type"]).__name__ == "BOOLEAN"
    assert type(card["traits"]["type"]).__name__ == "JSON"


def test_migrations_downgrade_to_nothing_and_back(pg_url):
    from alembic import command

    from card_db.database import alembic_config

    upgrade(pg_url)
    command.downgrade(alembic_config(pg_url), "base")
    assert set(inspect(get_engine(pg_url)).get_table_names()) <= {"alembic_version"}
    get_engine(pg_url).dispose()
    upgrade(pg_url)
    assert {"goldfish_session", "goldfish_run", "event", "card", "web_session"} <= set(inspect(get_engine(pg_url)).get_table_names())


def test_postgres_urls_use_psycopg(pg_url):
    from card_db.database import normalize_url

    plain = pg_url.replace("postgresql+psycopg://", "postgresql://")
    assert normalize_url(plain) == pg_url
    assert normalize_url(plain.replace("postgresql://", "postgres://")) == pg_url
    assert normalize_url("sqlite:///x.sqlite") == "sqlite:///x.sqlite"
    upgrade(plain)
    with get_engine(plain).connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM goldfish_run")).scalar() == 0
    get_engine(plain).dispose()


# -- the real snapshots: the same pools from PostgreSQL as from SQLite ---------------------------------
@pytest.fixture(scope="module")
def pg_cards(postgres, all_db):
    from card_db.sync import sync

    url = postgres.create_database()
    report = sync(get_engine(url), source=str(CARDDATA), progress=False)
    assert all(report.changed.values())
    yield url
    get_engine(url).dispose()


@pytest.mark.parametrize("game", game_ids())
def test_pools_from_postgres_equal_pools_from_sqlite(pg_cards, all_db, game):
    from card_db.pools import load_pool

    pg = load_pool(get_engine(pg_cards), game)
    lite = load_pool(get_engine(all_db), game)
    assert len(pg) == len(lite) > 1000
    assert dict(pg.cards) == dict(lite.cards)                 # every field: JSON lists, booleans, dates
    assert {k: dict(v) for k, v in pg.names.items()} == {k: dict(v) for k, v in lite.names.items()}
    assert dict(pg.id_aliases) == dict(lite.id_aliases)
    assert dict(pg.lists) == dict(lite.lists)
    assert dict(pg.extras) == dict(lite.extras)
    assert pg.stamp and isinstance(pg.stamp, str)


def test_sync_again_changes_nothing_and_keeps_timezones(pg_cards):
    from sqlalchemy import select

    from card_db import schema as s
    from card_db.sync import sync

    report = sync(get_engine(pg_cards), source=str(CARDDATA), progress=False)
    assert report.changed == {"l5r": False, "agot": False, "whi": False}
    with get_engine(pg_cards).connect() as conn:
        changed_at = conn.execute(select(s.PoolStamp.changed_at)).scalar_one()
    assert changed_at.tzinfo is not None and changed_at.utcoffset() == dt.timedelta(0)
