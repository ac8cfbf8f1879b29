"""One test per WHI Core Set example record (records/core.py), on real cards."""
from __future__ import annotations

from whi_scenario import act, fire, legal, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.goldfish.actions import Action


def test_keystone_forge_heals_one_damage_on_the_capital_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["01014"], race="dwarf")
    s.state.capital_damage[0] = 2
    fire(s, ROUND_BEGINS)
    assert s.state.capital_damage == [1, 0, 0]


def test_city_gates_develops_the_top_card_of_the_deck_in_its_zone(whi_pool):
    s = scenario(whi_pool, quest=["01040"], deck=["01026"])
    top = s.card("01026")
    fire(s, ROUND_BEGINS)
    assert s.state.developments[1] == (top,)
    assert top not in s.state.deck


def test_waaagh_gives_each_attacking_unit_two_power_until_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["01060", "01060"], hand=["01079"], resources=3,
                 race="orc", step="battlefield.zone")
    assert s.pending == "attack"
    act(s, Action("attack", option="kingdom"))
    a, b = s.cards("01060")
    assert all(x.kind != "ability" for x in legal(s))       # no attacker yet: nothing to pump
    act(s, Action("declare", cards=(a, b)))
    assert s.pending == "action"
    waaagh = s.card("01079")
    act(s, Action("ability", waaagh, -1, 0))
    # nothing else to use: the game runs on through combat damage to the next turn
    assert s.state.opp_damage == [6, 0, 0]                  # 2 x (1 + 2)
    assert s.state.rows[-1][2] == 3                         # cost 3, loyalty 2 met (capital + Squad)
    assert cap.power(s.state, a) == 1                       # the turn's lasting effect expired


def test_demoralise_is_inert_against_the_passive_opponent(whi_pool):
    s = scenario(whi_pool, hand=["01046"])
    assert s.table.status[s.card("01046")] == "modeled" or s.table.records[s.card("01046")].inert
    assert all(x.kind != "ability" for x in legal(s))


def test_a_granted_keyword_counts_like_a_printed_one(whi_pool):
    # the dsl's keyword(): a constant that gives units in its zone Toughness 1 (a written
    # record for the test only, run through the real hooks)
    from deckcheck.games.whi.engine.records.dsl import constant, each, keyword, units
    from deckcheck.goldfish.abilities.index import AbilityIndex

    s = scenario(whi_pool, kingdom=["01026", "01027"])
    knights = s.card("01027")
    militia = s.card("01026")
    ab = constant(keyword(each(units(), state="same_zone"), "toughness", 1))
    abilities = list(s.table.abilities)
    abilities[militia] = (ab,)
    from dataclasses import replace
    s.state.table = replace(s.table, abilities=tuple(abilities),
                            index=AbilityIndex.build(tuple(abilities)))
    assert cap.keyword(s.state, knights, "toughness") == 1
    assert cap.deal_damage(s.state, knights, 2) == 1 and knights in s.zones[0]
