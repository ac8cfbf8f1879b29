"""JSON columns are written and read with orjson (issue 41: the verdicts of a large event),
and read back exactly what was stored: an integer past 64 bits stays an integer."""
from __future__ import annotations

from sqlalchemy import JSON, Column, Integer, MetaData, Table, insert, select

from card_db.database import get_engine


def test_a_json_column_reads_back_what_was_stored(tmp_path):
    engine = get_engine(f"sqlite:///{tmp_path / 'j.sqlite'}")
    table = Table("doc", MetaData(), Column("id", Integer, primary_key=True), Column("body", JSON))
    table.create(engine)
    values = [{"n": 123456789012345678901234567890, "m": -(2 ** 70), "ids": ["01047", "0" * 25]},
              {"counts": {"draw": 60}, "ratio": 0.1, "text": "Тео ✓", "big": 2 ** 63 - 1}]
    with engine.begin() as conn:
        conn.execute(insert(table), [{"id": i, "body": v} for i, v in enumerate(values)])
    with engine.connect() as conn:
        assert [row.body for row in conn.execute(select(table).order_by(table.c.id))] == values
