"""Tests over the WHI records of several packs at once (the per-pack tests are in
tests/test_whi_records_<module>.py)."""
from __future__ import annotations

from deckcheck.games.whi.engine import table_for
from deckcheck.games.whi.engine.records import RECORDS


def test_every_card_of_the_group_has_a_record(whi_pool):
    group = ("03023 07052 03025 07038 06075 05026 06037 04097 05029 03035 04077 09002 04068 "
             "08073 09045 09009 06089 09020 08040 05013 09001 08032 09010 09011 07026 09057 "
             "03019 08084 04048 03029 02035 03027 02014 02034 02052 08091 08018 03039 07048 "
             "08055 03033").split()
    assert len(group) == 41
    for code in group:
        assert RECORDS[code].name == whi_pool.card(code).name, code


# the Empire, Dwarf and neutral Core Set cards declared missing
CORE_ORDER_MISSING = {"01019": "helps", "01020": "helps", "01031": "hurts",
           "01042": "helps", "01044": "helps", "01048": "helps",
           }


def test_every_card_of_the_group_is_modeled_inert_or_declared_missing(whi_pool):
    codes = [f"01{n:03d}" for n in list(range(1, 51)) + list(range(111, 128))]
    table = table_for(whi_pool, dict.fromkeys(codes, 1), "empire")
    status = dict(zip(table.ids, table.status, strict=True))
    assert {c for c, st in status.items() if st == "missing"} == set(CORE_ORDER_MISSING)
    assert all(whi_pool.card(c).type != "draft" for c in codes)
    assert all(whi_pool.card(f"01{n}").type == "draft" for n in range(128, 132))
