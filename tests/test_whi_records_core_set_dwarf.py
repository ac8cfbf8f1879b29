"""The records of deckcheck/games/whi/engine/records/core_set/dwarf.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, IN_ZONE, KINGDOM
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


MILITIA = "01026"          # Empire unit, cost 0, power 0, hit points 3, no text


FREE_CO = "01035"          # Empire unit, cost 3, power 1, Scout only


def abilities(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


DISMAY = "01016"           # Master Rune of Dismay: Dwarf support, cost 4


FORGE = "01014"            # Keystone Forge: Dwarf support, cost 2


HAMMERER = "01003"         # Dwarf unit, power 1, Toughness 1 only


INERT = ['01002', '01006', '01013', '01015', '01016', '01017', '01022', '01023', '01025']


MISSING = {'01019': 'helps', '01020': 'helps'}


def test_keystone_forge_heals_one_damage_on_the_capital_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["01014"], race="dwarf")
    s.state.capital_damage[0] = 2
    fire(s, ROUND_BEGINS)
    assert s.state.capital_damage == [1, 0, 0]


def test_troll_slayers_gain_two_power_with_two_developments_in_their_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01004"], developments={"battlefield": [MILITIA]},
                 race="dwarf")
    slayers = s.card("01004")
    assert cap.power(s.state, slayers) == 1
    s2 = scenario(whi_pool, battlefield=["01004"],
                  developments={"battlefield": [MILITIA, MILITIA]}, race="dwarf")
    assert cap.power(s2.state, s2.card("01004")) == 3


def test_runesmith_in_the_quest_zone_buys_an_attacker_one_power(whi_pool):
    s = scenario(whi_pool, quest=["01005"], battlefield=[FREE_CO], resources=2, race="dwarf",
                 step="battlefield.zone")
    attack_with(s, s.card(FREE_CO))
    use = abilities(s, "01005")
    assert len(use) == 1 and use[0].target == s.card(FREE_CO)
    act(s, use[0])                                          # the game runs on to the next turn
    assert s.state.rows[-1][2] == 2                         # 2 resources spent
    assert s.state.opp_damage[KINGDOM] == 2                 # 1 + 1
    away = scenario(whi_pool, kingdom=["01005"], battlefield=[FREE_CO], resources=2,
                    race="dwarf", step="battlefield.zone")
    attack_with(away, away.card(FREE_CO))
    assert away.state.opp_damage[KINGDOM] == 1              # not in the quest zone: no action


def test_dwarf_cannon_crew_puts_a_cheap_support_from_the_top_five_into_its_zone(whi_pool):
    s = scenario(whi_pool, hand=["01008"], deck=[FORGE, DISMAY], resources=2, race="dwarf")
    act(s, Action("play", s.card("01008"), option="battlefield"))
    forge, dismay = s.card(FORGE), s.card(DISMAY)
    assert s.state.where[forge] == IN_ZONE and cap.zone_of(s.state, forge) == BATTLEFIELD
    assert dismay in s.state.deck                            # cost 4: not taken


def test_dwarf_masons_develop_the_top_card_into_their_zone(whi_pool):
    s = scenario(whi_pool, hand=["01009"], deck=[MILITIA], resources=3, race="dwarf")
    top = s.card(MILITIA)
    act(s, Action("play", s.card("01009"), option="kingdom"))
    assert s.state.developments[KINGDOM] == (top,)
    assert s.state.developed_turn != s.state.round         # the turn's own development is left


def test_dwarf_ranger_in_the_quest_zone_deals_one_damage_when_another_dwarf_leaves(whi_pool):
    s = scenario(whi_pool, quest=["01010"], kingdom=[HAMMERER, MILITIA], race="dwarf")
    cap.leave_play(s.state, s.card(MILITIA), "destroyed")  # not a Dwarf
    assert sum(s.state.opp_damage) == 0
    cap.leave_play(s.state, s.card(HAMMERER), "destroyed")
    assert sum(s.state.opp_damage) == 1


def test_grudge_thrower_sacrifices_a_spare_unit_to_give_three_attackers_one_power(whi_pool):
    s = scenario(whi_pool, battlefield=["01018", FREE_CO, FREE_CO, FREE_CO], kingdom=[MILITIA],
                 resources=1, race="dwarf", step="battlefield.zone")
    attack_with(s, *s.cards(FREE_CO))
    use = abilities(s, "01018")
    assert len(use) == 1
    act(s, use[0])
    assert s.state.where[s.card(MILITIA)] == DISCARD        # the unit not attacking paid
    assert s.state.opp_damage[KINGDOM] == 6                 # 3 x (1 + 1)
    two = scenario(whi_pool, battlefield=["01018", FREE_CO, FREE_CO], kingdom=[MILITIA],
                   resources=1, race="dwarf", step="battlefield.zone")
    attack_with(two, *two.cards(FREE_CO))
    assert two.state.opp_damage[KINGDOM] == 2               # two attackers: not worth a unit


def test_striking_the_grudge_gives_an_attacker_two_power(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["01021"], resources=1, race="dwarf",
                 step="battlefield.zone")
    assert not abilities(s, "01021")
    attack_with(s, s.card(FREE_CO))
    act(s, abilities(s, "01021")[0])
    assert s.state.opp_damage[KINGDOM] == 3
    assert s.state.where[s.card("01021")] == DISCARD


def test_wake_the_mountain_develops_the_top_three_cards_in_one_zone(whi_pool):
    s = scenario(whi_pool, hand=["01024", FREE_CO], resources=3, race="dwarf")
    use = abilities(s, "01024")
    assert [a.amount for a in use] == [0, 1]                # kingdom or battlefield
    act(s, use[1])
    assert len(s.state.developments[BATTLEFIELD]) == 3 and not s.state.developments[KINGDOM]
    assert s.resources == 0


@pytest.mark.parametrize("code", INERT + sorted(MISSING))
def test_inert_and_missing_records_say_so(whi_pool, code):
    rec = RECORDS[code]
    assert rec.name == whi_pool.card(code).name
    if code in MISSING:
        assert rec.status == "missing" and {m.lean for m in rec.missing} == {MISSING[code]}
    else:
        assert rec.status == "inert" and rec.inert and not rec.abilities
        kind = whi_pool.card(code).type
        where = {"tactic": "hand", "quest": "quest"}.get(kind, "kingdom")
        s = scenario(whi_pool, **{where: [code]}, resources=9)
        assert not abilities(s, code)
