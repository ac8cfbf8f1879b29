"""The records of deckcheck/games/whi/engine/records/assault_on_ulthuan.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE
from whi_scenario import act, fire, legal, scenario


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


INERT = ['03043']


WALKING = "03023"          # Walking Sacrifice: power 0, 1 hit point, draws as it leaves play


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


INERT_B = ('03025', '03027', '03033', '03019')


MISSING_ONLY = ("09001",)


FORGE = "01014"            # Keystone Forge: Dwarf support


def test_mountain_barracks_gives_dwarf_units_in_its_zone_toughness_1(whi_pool):
    s = scenario(whi_pool, kingdom=["03044", BRIGADE], battlefield=[BRIGADE], race="dwarf")
    here, there = s.cards(BRIGADE)
    assert cap.keyword(s.state, here, "toughness") == 1
    assert cap.keyword(s.state, there, "toughness") == 0
    assert cap.deal_damage(s.state, here, 2) == 1
    assert cap.deal_damage(s.state, there, 2) == 2


def test_innovation_gains_a_resource_per_development_in_the_kingdom(whi_pool):
    s = scenario(whi_pool, hand=["03057"], developments={"kingdom": [BRIGADE, BRIGADE],
                                                         "quest": [DEFENDER]}, race="dwarf")
    use(s, "03057")
    row = next(r for r in s.state.rows if r[0] == 2)
    assert row[1] == 2                                   # turn 2 gained 2 resources


def test_treasure_vaults_pumps_building_supports_with_three_developments(whi_pool):
    s = scenario(whi_pool, kingdom=["03055", "04112"], developments={"kingdom": [BRIGADE] * 2},
                 race="orc")
    scrap = s.card("04112")
    assert cap.power(s.state, scrap) == 1
    cap.develop(s.state, s.state.deck[-1], 0, played=False)
    assert cap.power(s.state, scrap) == 2
    assert cap.power(s.state, s.card("03055")) == 2      # the Vaults are a Building too


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == whi_pool.card(code).name


def test_walking_sacrifice_draws_a_card_as_it_leaves_play_to_the_discard_or_the_hand(whi_pool):
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(WALKING), "sacrificed")
    assert len(s.hand) == hand + 1
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card(WALKING), "returned", to="hand")
    assert len(s.hand) == hand + 2                         # itself and the card drawn
    assert where(s, WALKING) == HAND                       # not played as a tactic


def test_har_ganeth_returns_a_walking_sacrifice_at_the_beginning_of_the_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["03035"], battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    fire(s, ROUND_BEGINS)
    (trigger,) = uses(s, "03035")
    act(s, trigger)
    assert where(s, WALKING) == HAND and len(s.hand) == hand + 2
    s = scenario(whi_pool, quest=["03035"], battlefield=[WALKING], race="dark_elf")
    fire(s, ROUND_BEGINS)
    assert not uses(s, "03035")                            # "Kingdom." only


def test_corsairs_of_ghrond_take_two_hit_points_from_the_unit_that_loses_least(whi_pool):
    s = scenario(whi_pool, battlefield=["03029", WALKING, FREE_CO], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 1   # survives it
    assert where(s, WALKING) == IN_ZONE
    s = scenario(whi_pool, battlefield=["03029", WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == DISCARD and len(s.hand) == hand + 1
    s = scenario(whi_pool, kingdom=["03029"], battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == IN_ZONE                    # "Battlefield." only


def test_chillwind_restores_a_corrupted_attacker_for_a_spent_unit(whi_pool):
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 corrupted=[FREE_CO], resources=1, step="battlefield.window", race="dark_elf")
    (use,) = uses(s, "03039")
    assert use.target == s.card(FREE_CO)
    act(s, use)
    assert s.card(FREE_CO) not in s.corrupted and s.card(MILITIA) in s.corrupted
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 resources=1, step="battlefield.window", race="dark_elf")
    assert not uses(s, "03039")                            # nothing to restore


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


def test_attachments_only_worth_an_opponents_card_are_kept_out_of_play(whi_pool):
    s = scenario(whi_pool, hand=["03033", "04077", "07026", "09001", FORGE],
                 battlefield=[FREE_CO], resources=9, race="dark_elf")
    choice = GreedyPilot().choose(s.state, legal(s))        # the Sword costs 4, the Forge 2
    assert choice.kind == "play" and choice.card == s.card(FORGE)
    for code in ("03033", "04077", "07026", "09001"):
        assert RECORDS[code].pilot == "never"
