"""The records of deckcheck/games/whi/engine/records/corruption_cycle.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import ROUND_ENDS
from deckcheck.games.whi.engine.pilot import GreedyPilot, _playable
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, OUT
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


INERT = ['02112', '02057']


MISSING = {'02043': ('helps',), '02082': ('helps', 'helps'), '02091': ('helps', 'hurts')}


NO_RECORD = ['02061', '02090', '02101']


INERT_B = ('02035', '02014', '02034', '02052')


MISSING_ONLY = ("09001",)


def test_stand_your_ground_returns_a_dwarf_unit_that_died_this_turn(whi_pool):
    s = scenario(whi_pool, battlefield=[BRIGADE], discard=[DEFENDER], hand=["02002"],
                 resources=3, race="dwarf")
    brigade, old = s.card(BRIGADE), s.card(DEFENDER)
    assert not abilities_of(s, "02002")                  # the old one entered on another turn
    cap.leave_play(s.state, brigade, "destroyed")
    assert s.where[brigade] == DISCARD
    targets = {a.target for a in abilities_of(s, "02002")}
    assert targets == {brigade}
    assert not any(e[1] == "ability" for e in s.events)  # the bookkeeping left no log line
    use(s, "02002", brigade)
    assert brigade in s.zones[2] and s.where[old] == DISCARD
    assert s.resources == 1          # cost 1 + loyalty 2 - the capital (the Brigade left play)


def test_spider_riders_gain_two_power_while_attacking(whi_pool):
    s = scenario(whi_pool, battlefield=["02008"], race="orc")
    riders = s.card("02008")
    assert cap.power(s.state, riders) == 0
    s.state.attackers = (riders,)
    assert cap.power(s.state, riders) == 2


def test_zealot_hunter_destroys_a_unit_not_of_the_capitals_race_itself_here(whi_pool):
    s = scenario(whi_pool, battlefield=[BRIGADE], hand=["02037"], resources=3, race="dwarf")
    hunter = s.card("02037")
    assert hunter not in _playable(s.state)              # pilot="never": the pilot keeps it out
    assert GreedyPilot()._dead(s.state, hunter)
    act(s, Action("play", hunter, option="battlefield"))
    assert s.where[hunter] == DISCARD and s.card(BRIGADE) in s.zones[2]


def test_veteran_sellswords_go_to_the_opponent_at_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["02038"], race="orc")
    sword = s.card("02038")
    fire(s, ROUND_ENDS)
    assert s.where[sword] == OUT and sword not in s.state.in_play_cards()
    assert sword not in s.discard and sword not in s.hand


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == whi_pool.card(code).name


@pytest.mark.parametrize("code", sorted(MISSING))
def test_missing_parts_are_declared_with_their_lean(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "missing"
    assert tuple(m.lean for m in rec.missing) == MISSING[code]
    assert rec.name == whi_pool.card(code).name


@pytest.mark.parametrize("code", NO_RECORD)
def test_cards_without_a_record_have_only_text_the_engine_reads(whi_pool, code):
    s = scenario(whi_pool, hand=[code], race="dwarf" if code != "02090" else "orc")
    c = s.card(code)
    assert code not in RECORDS and s.table.status[c] == "inert"   # played as printed
    assert s.table.kind[c] == UNIT and s.where[c] == HAND


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"
