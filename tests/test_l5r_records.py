"""Tests over the L5R records of several packs at once (the per-pack tests are in
tests/test_l5r_records_<module>.py)."""
from __future__ import annotations

import json
from deckcheck.games.l5r.engine.records import RECORDS
from pathlib import Path


CARDS = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "l5r-final"


def test_every_record_names_a_card_of_the_pool(l5r_pool):
    from deckcheck.games.l5r.engine.records import RECORDS

    for code, rec in RECORDS.items():
        card = l5r_pool.card(code)
        assert card is not None and card.name == rec.name, code


def test_every_core_crab_and_crane_card_has_a_record(l5r_pool):
    core = [d["card_id"] for d in json.loads((CARDS / "PackCard" / "core.json").read_text())]
    group = [c for c in core if (l5r_pool.card(c).faction or "").lower() in ("crab", "crane")]
    assert len(group) == 52
    for code in group:
        assert code in RECORDS, code
        assert RECORDS[code].name == l5r_pool.card(code).name


def test_every_card_of_the_group_has_a_record(l5r_pool):
    import json

    from conftest import CARDDATA
    ids = [p["card_id"] for p in json.loads((CARDDATA / "l5r-final" / "PackCard" / "core.json").read_text())]
    group = [i for i in ids if (l5r_pool.card(i).faction or "neutral").lower() in ("unicorn", "neutral")]
    assert len(group) == 67 and all(i in RECORDS for i in group)
