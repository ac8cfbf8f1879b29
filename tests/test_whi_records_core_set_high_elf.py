"""The records of deckcheck/games/whi/engine/records/core_set/high_elf.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


INERT = ('01054',)


MISSING = ()


NO_RECORD = ()


PARTIAL = ("01089",)


def test_silver_helm_brigade_draws_a_card_when_it_takes_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["01051"])
    hand = len(s.hand)
    cap.deal_damage(s.state, s.card("01051"), 1)
    assert len(s.hand) == hand + 1


def test_archmage_of_saphery_heals_one_damage_in_the_quest_phase_from_the_quest_zone(whi_pool):
    s = scenario(whi_pool, quest=["01052"], battlefield=["01060"], damage={"01060": 2},
                 step="quest.window", race="high_elf")
    assert s.pending == "action"
    (heal,) = abilities(s)
    assert heal.target == s.card("01060")
    act(s, heal)
    assert s.damage[s.card("01060")] == 1
    s = scenario(whi_pool, kingdom=["01052"], battlefield=["01060"], damage={"01060": 2},
                 step="quest.window", race="high_elf")
    assert s.pending != "action"                      # not in the quest zone: not offered


def test_blessing_of_isha_restores_its_host_which_then_cannot_be_corrupted(whi_pool):
    s = scenario(whi_pool, hand=["01053", "01085"], battlefield=["01060"], corrupted=["01060"],
                 resources=3, race="high_elf")
    isha, orcs = s.card("01053"), s.card("01060")
    assert Action("play", isha, option="battlefield") not in legal(s)   # only onto a unit
    act(s, Action("play", isha, orcs, 0, "attach"))
    assert s.round == 2 and s.pending == "capital"        # still this capital phase
    assert orcs not in s.corrupted and s.attached == {isha: orcs}
    HOOKS.effects["kneel"](s.state, None, None, [orcs])
    assert orcs not in s.corrupted                         # "cannot be corrupted"


def test_greater_heal_heals_all_damage_on_the_players_units(whi_pool):
    s = scenario(whi_pool, hand=["01055"], battlefield=["01060", "01051"],
                 damage={"01060": 3, "01051": 1}, resources=3, race="high_elf")
    (heal,) = abilities(s)
    act(s, heal)
    assert not s.damage
    assert s.resources == 0


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
