"""The records of deckcheck/games/whi/engine/records/core_set/empire.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS, PHASE_ENDS, ROUND_BEGINS, ROUND_ENDS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.records.dsl import THIS, move
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, KINGDOM, QUEST
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


FORGE = "01014"            # Keystone Forge: Dwarf support, cost 2


GATES = "01040"            # City Gates: Empire support, cost 2


FREE_CO = "01035"          # Empire unit, cost 3, power 1, Scout only


MILITIA = "01026"          # Empire unit, cost 0, power 0, hit points 3, no text


def abilities(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


INERT = ['01028', '01034', '01039', '01043', '01047', '01049', '01050']


MISSING = {'01031': 'hurts', '01042': 'helps', '01044': 'helps', '01048': 'helps'}


def test_city_gates_develops_the_top_card_of_the_deck_in_its_zone(whi_pool):
    s = scenario(whi_pool, quest=["01040"], deck=["01026"])
    top = s.card("01026")
    fire(s, ROUND_BEGINS)
    assert s.state.developments[1] == (top,)
    assert top not in s.state.deck


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


def test_nuln_tinkerers_lower_the_first_support_of_the_turn_by_one(whi_pool):
    s = scenario(whi_pool, kingdom=["01029"], hand=[FORGE, GATES], resources=3)
    forge, gates = s.card(FORGE), s.card(GATES)
    assert cap.play_cost(s.state, forge) == 1 and cap.play_cost(s.state, gates) == 1
    act(s, Action("play", forge, option="kingdom"))
    assert s.resources == 2
    assert cap.play_cost(s.state, gates) == 2               # the second support: full cost
    q = scenario(whi_pool, quest=["01029"], hand=[FORGE], resources=3)
    assert cap.play_cost(q.state, q.card(FORGE)) == 2       # "Kingdom.": only from the kingdom


def test_the_greatswords_gain_one_power_when_a_unit_enters_their_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01030"], hand=[MILITIA, MILITIA, FREE_CO])
    great = s.card("01030")
    s.state.lasting.clear()                                 # forget its own entering at setup
    assert cap.power(s.state, great) == 1
    a, b = s.cards(MILITIA)
    act(s, Action("play", a, option="kingdom"))
    assert cap.power(s.state, great) == 1
    act(s, Action("play", b, option="battlefield"))
    assert cap.power(s.state, great) == 2
    HOOKS.effects["game"](s.state, None, move(THIS, "battlefield"), [a])   # moved in
    assert cap.power(s.state, great) == 3


def test_thyrus_gorman_takes_one_damage_at_the_end_of_each_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["01032"])
    thyrus = s.card("01032")
    fire(s, ROUND_ENDS)
    assert s.state.damage[thyrus] == 1
    fire(s, ROUND_ENDS)
    fire(s, ROUND_ENDS)
    assert s.state.where[thyrus] == DISCARD                 # 3 hit points


def test_pistoliers_pay_one_resource_to_join_the_battlefield_before_the_attack(whi_pool):
    s = scenario(whi_pool, kingdom=["01036"], battlefield=[FREE_CO], resources=1,
                 step="battlefield.begin")
    pist = s.card("01036")
    use = [a for a in abilities(s, "01036") if a.amount == 0]
    assert len(use) == 1
    act(s, use[0])
    assert cap.zone_of(s.state, pist) == BATTLEFIELD and s.resources == 0
    assert s.pending == "attack"                            # nothing else to use: on to the attack
    attack_with(s, pist, s.card(FREE_CO))
    assert s.state.opp_damage[KINGDOM] == 2


def test_johannes_broheim_moves_kingdom_quest_battlefield_at_the_ends_of_phases(whi_pool):
    s = scenario(whi_pool, kingdom=["01037"])
    jo = s.card("01037")
    fire(s, PHASE_ENDS, option="capital")
    assert not abilities(s, "01037")
    fire(s, PHASE_ENDS, option="kingdom")
    act(s, abilities(s, "01037")[0])
    assert cap.zone_of(s.state, jo) == QUEST
    fire(s, PHASE_ENDS, option="quest")
    act(s, abilities(s, "01037")[0])
    assert cap.zone_of(s.state, jo) == BATTLEFIELD


def test_shrine_to_taal_gives_a_unit_of_its_zone_power_per_development(whi_pool):
    s = scenario(whi_pool, kingdom=["01041", FREE_CO],
                 developments={"kingdom": [MILITIA, MILITIA]})
    fire(s, ROUND_BEGINS)
    assert cap.power(s.state, s.card(FREE_CO)) == 3
    assert cap.zone_power(s.state, KINGDOM) == 3 + 0 + 3


def test_twin_tailed_comet_copies_the_tactic_just_played(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["01021", "01045", MILITIA], resources=3,
                 step="battlefield.zone")
    assert not abilities(s, "01045")                        # nothing played yet
    attack_with(s, s.card(FREE_CO))
    act(s, abilities(s, "01021")[0])                        # Striking the Grudge: +2
    copy = abilities(s, "01045")
    assert s.pending == "respond" and len(copy) == 1
    act(s, copy[0])
    assert s.state.opp_damage[KINGDOM] == 5                 # 1 + 2 + 2
    assert s.state.rows[-1][2] == 3                         # 1 + 2 resources


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


def test_knight_training_gives_its_host_one_power_and_leaves_play_with_it(whi_pool):
    s = scenario(whi_pool, hand=["01038"], battlefield=["01026"], kingdom=["01035"], resources=3)
    training, host = s.card("01038"), s.card("01026")
    assert [a.target for a in legal(s) if a.card == training and a.kind == "play"] == [host]
    act(s, Action("play", training, host, 0, "attach"))
    assert cap.power(s.state, host) == whi_pool.card("01026").power_icons + 1
    assert cap.zone_of(s.state, training) == BATTLEFIELD
    cap.leave_play(s.state, host, "destroyed")
    assert s.state.where[training] == DISCARD and not s.attached
