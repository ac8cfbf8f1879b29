"""The records of deckcheck/games/whi/engine/records/morrslieb_cycle.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import table_for
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import HAND
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


INERT = ['06053']


ARCANE = "09057"           # Arcane Power: a Spell tactic, cost 1


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


INERT_B = ('06075', '06037')


MISSING_ONLY = ("09001",)


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == whi_pool.card(code).name


def test_valorous_mage_finds_a_spell_in_the_top_five_cards(whi_pool):
    s = scenario(whi_pool, hand=["06089"], deck=[ARCANE, MILITIA, "04048"], resources=3,
                 race="high_elf")
    act(s, Action("play", s.card("06089"), option="kingdom"))
    (trigger,) = uses(s, "06089")
    act(s, trigger)
    assert where(s, ARCANE) == HAND                        # not Drain Magic, nearer the top
    assert where(s, "04048") != HAND


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"
