"""Writer and sync: transactional, idempotent, clear errors; migrations match the schema."""
from datetime import date

import pytest
from sqlalchemy import func, select

from card_db import schema as s
from card_db.bundle import Bundle, SnapshotError
from card_db.database import get_engine, upgrade
from card_db.pools import load_pool
from card_db.writer import write_bundles
from card_db import sync as sync_mod


def bundle(n_cards=2, bad=False):
    cards = [{"id": f"c{i}", "name": f"Card {i}", "type": "unit", "faction": "orc", "cost": i}
             for i in range(n_cards)]
    if bad:
        cards.append({"id": "x", "name": "X", "type": "unit", "no_such_column": 1})
    return Bundle(game="whi", name="Warhammer: Invasion", source="test",
                  packs=[{"id": "core", "name": "Core", "released": date(2009, 9, 1)}],
                  cards=cards,
                  printings=[{"card_id": c["id"], "pack_id": "core", "position": "1", "quantity": 3}
                             for c in cards if c["id"] != "x"],
                  aliases=[{"card_id": "c0", "locale": "de", "name": "Karte Null", "source": "t"}],
                  lists=[{"code": "faq", "format": "standard", "name": "FAQ", "issuer": "FFG",
                          "effective": date(2012, 1, 1), "source": "seed",
                          "entries": [{"card_id": "c1", "kind": "banned"}]}])


@pytest.fixture
def engine(tmp_path):
    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    upgrade(url)
    yield get_engine(url)
    get_engine(url).dispose()


def count(engine, table):
    with engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(table)).scalar()


def test_write_load_and_idempotent(engine):
    assert write_bundles(engine, [bundle()]) == {"whi": True}
    assert write_bundles(engine, [bundle()]) == {"whi": False}      # nothing changed
    pool = load_pool(engine, "whi")
    assert len(pool) == 2
    assert pool.cards["c1"].released == date(2009, 9, 1)
    assert pool.find("Karte Null")[0].id == "c0"
    assert pool.list_in_force("standard", date(2013, 1, 1)).banned == frozenset({"c1"})
    assert pool.stamp


def test_failed_write_keeps_previous_content(engine):
    write_bundles(engine, [bundle(3)])
    stamp = load_pool(engine, "whi").stamp
    with pytest.raises(ValueError):
        write_bundles(engine, [bundle(5, bad=True)], force=True)
    assert count(engine, s.Card.__table__) == 3
    assert load_pool(engine, "whi").stamp == stamp


def test_sync_reports_the_broken_file_and_changes_nothing(engine, tmp_path, monkeypatch):
    write_bundles(engine, [bundle(3)])

    def broken(game, root):
        raise SnapshotError(root / "whi" / "whi_full.json", "not valid JSON")

    monkeypatch.setattr(sync_mod, "read", broken)
    with pytest.raises(SnapshotError) as err:
        sync_mod.sync(engine, source=str(tmp_path), games=["whi"], progress=False)
    assert "whi_full.json" in str(err.value)
    assert count(engine, s.Card.__table__) == 3


def test_migrations_match_the_models(tmp_path):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    import card_db.schema  # noqa: F401
    try:
        import card_db.events  # noqa: F401
    except ImportError:
        pass
    url = f"sqlite:///{tmp_path / 'm.sqlite'}"
    upgrade(url)
    with get_engine(url).connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
    assert diff == []
