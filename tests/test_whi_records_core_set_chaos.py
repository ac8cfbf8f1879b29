"""The records of deckcheck/games/whi/engine/records/core_set/chaos.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, IN_ZONE
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


def play(s, code, zone, copy=0):
    act(s, Action("play", s.card(code, copy), option=zone))


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


INERT = ('01084', '01086', '01087', '01088', '01091', '01094', '01097', '01098', '01099', '01101',
    '01102', '01103', '01105')


MISSING = ('01093',)


NO_RECORD = ('01081', '01082', '01085')


PARTIAL = ("01089",)


def test_sadistic_mutation_deals_one_damage_after_its_host_deals_combat_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["01095", "01060", "01082"], attached={"01095": "01060"},
                 step="battlefield.begin", race="chaos")
    while s.pending != "attackers":
        act(s, next(a for a in legal(s) if a.kind in ("attack", "pass")))
    host = s.card("01060")
    act(s, Action("declare", cards=(host,)))
    while s.pending == "action":
        act(s, Action("pass"))
    assert sum(s.opp_damage) == cap.power(s.state, host) + 1
    s = scenario(whi_pool, battlefield=["01095", "01060", "01082"], attached={"01095": "01060"},
                 step="battlefield.begin", race="chaos")
    while s.pending != "attackers":
        act(s, next(a for a in legal(s) if a.kind in ("attack", "pass")))
    other = s.card("01082")
    act(s, Action("declare", cards=(other,)))              # the host does not attack
    while s.pending == "action":
        act(s, Action("pass"))
    assert sum(s.opp_damage) == cap.power(s.state, other)


def test_festering_nurglings_corrupt_the_least_useful_unit_in_their_zone(whi_pool):
    s = scenario(whi_pool, hand=["01083"], battlefield=["01060"], resources=2, race="chaos")
    play(s, "01083", "battlefield")
    assert s.corrupted == {s.card("01083")}               # cost 2 < Black Orc Squad's 3


def test_fledgling_chaos_spawn_damages_a_battlefield_unit_when_destroyed(whi_pool):
    s = scenario(whi_pool, battlefield=["01089", "01092", "01060"], race="chaos")
    cap.leave_play(s.state, s.card("01089"), "destroyed")
    assert s.damage == {s.card("01060"): 1}               # not the Bloodthirster
    s = scenario(whi_pool, battlefield=["01089", "01060"], race="chaos")
    cap.leave_play(s.state, s.card("01089"), "sacrificed")
    assert not s.damage


def test_savage_gors_deal_two_more_while_attacking_with_two_battlefield_developments(whi_pool):
    s = scenario(whi_pool, battlefield=["01090"], developments={"battlefield": ["01026", "01035"]},
                 race="chaos")
    gors = s.card("01090")
    assert cap.power(s.state, gors) == 1
    s.state.attackers = (gors,)
    assert cap.power(s.state, gors) == 3
    s = scenario(whi_pool, battlefield=["01090"], developments={"battlefield": ["01026"]},
                 race="chaos")
    s.state.attackers = (s.card("01090"),)
    assert cap.power(s.state, s.card("01090")) == 1


def test_bloodthirster_makes_the_player_sacrifice_a_unit_in_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01092", "01081"], race="chaos")
    fire(s, ROUND_BEGINS)
    assert s.state.where[s.card("01081")] == DISCARD
    assert s.state.where[s.card("01092")] == IN_ZONE
    fire(s, ROUND_BEGINS)
    assert s.state.where[s.card("01092")] == DISCARD      # alone: itself


def test_warpstone_meteor_damages_both_capitals_or_corrupts_a_unit(whi_pool):
    s = scenario(whi_pool, kingdom=["01096", "01082"], race="chaos")
    fire(s, ROUND_BEGINS)
    assert sum(s.opp_damage) == 1 and sum(s.capital_damage) == 1
    assert not s.corrupted
    s = scenario(whi_pool, kingdom=["01096", "01082"], race="chaos")
    s.state.capital_damage = [8, 7, 7]                    # one more would burn a second zone
    fire(s, ROUND_BEGINS)
    assert s.corrupted == {s.card("01082")} and s.capital_damage == [8, 7, 7]


def test_will_of_tzeentch_discards_a_small_hand_and_draws_three(whi_pool):
    s = scenario(whi_pool, hand=["01100", "01060"], resources=3, race="chaos")
    (will,) = abilities(s)
    act(s, will)
    assert len(s.hand) == 3 and s.state.where[s.card("01060")] == DISCARD
    s = scenario(whi_pool, hand=["01100", "01060", "01060", "01082"], resources=3, race="chaos")
    assert not abilities(s)                               # three other cards: not offered


def test_culling_the_weak_sacrifices_a_spare_unit_to_pump_the_attack(whi_pool):
    s = scenario(whi_pool, battlefield=["01060", "01060"], kingdom=["01026"], hand=["01104"],
                 resources=2, race="chaos", step="battlefield.zone")
    act(s, Action("attack", option="quest"))
    assert not abilities(s)
    act(s, Action("declare", cards=tuple(s.cards("01060"))))
    (cull,) = abilities(s)
    act(s, cull)
    assert s.state.where[s.card("01026")] == DISCARD      # the unit not attacking
    assert s.opp_damage == [0, 4, 0]                      # 2 x (1 + 1)


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
