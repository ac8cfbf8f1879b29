"""The records of deckcheck/games/whi/engine/records/core_set/dark_elf.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD
from whi_scenario import act, fire, legal, scenario


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


INERT = ('01106', '01109')


MISSING = ()


NO_RECORD = ('01108',)


PARTIAL = ("01089",)


def test_vile_sorceress_lowers_the_sturdiest_units_hit_points_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, quest=["01107"], battlefield=["01060"], race="dark_elf")
    fire(s, ROUND_BEGINS)
    assert cap.hit_points(s.state, s.card("01060")) == 3
    s = scenario(whi_pool, quest=["01107"], battlefield=["01060"],
                 damage={"01107": 1, "01060": 3}, race="dark_elf")
    fire(s, ROUND_BEGINS)
    assert s.state.where[s.card("01107")] == DISCARD      # 1 hit point left: destroyed


def test_hate_takes_a_resource_from_the_opponent_after_its_first_turn(whi_pool):
    s = scenario(whi_pool, hand=["01110"], race="dark_elf")
    (hate,) = abilities(s)
    act(s, hate)
    assert s.rows[-1][:2] == (2, 1)                       # turn 2: 1 resource gained
    s = scenario(whi_pool, hand=["01110"], race="dark_elf", turn=1)
    assert not abilities(s)                               # the opponent has had no turn


@pytest.mark.parametrize("code", INERT + MISSING + PARTIAL + NO_RECORD)
def test_records_say_what_they_leave_out(whi_pool, code):
    s = scenario(whi_pool, hand=[code], race="orc")
    status = s.table.status[s.card(code)]
    rec = RECORDS.get(code)
    if code in NO_RECORD:
        assert rec is None and status == "inert"
    elif code in INERT:
        assert rec.inert and not rec.abilities and status == "inert"
    elif code in MISSING:
        assert rec.missing and not rec.abilities and status == "missing"
    else:
        assert rec.missing and rec.abilities
