"""The records of deckcheck/games/whi/engine/records/core_set/orc.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS, ROUND_BEGINS
from deckcheck.games.whi.engine.narrate import sentence
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, IN_ZONE, KINGDOM
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import ELIMINATED
from whi_scenario import act, fire, legal, scenario


def play(s, code, zone, copy=0):
    act(s, Action("play", s.card(code, copy), option=zone))


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


INERT = ('01066', '01071', '01074', '01078', '01080')


MISSING = ('01067', '01072')


NO_RECORD = ('01056', '01058', '01060')


PARTIAL = ("01089",)


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


def test_choppa_gives_its_host_two_power(whi_pool):
    s = scenario(whi_pool, hand=["01069"], battlefield=["01060"], kingdom=["01085"],
                 resources=3, race="orc")
    choppa, orcs = s.card("01069"), s.card("01060")
    hosts = [a.target for a in legal(s) if a.card == choppa and a.kind == "play"]
    assert hosts == [orcs]                                 # "a target in your battlefield"
    act(s, Action("play", choppa, orcs, 0, "attach"))
    assert cap.power(s.state, orcs) == whi_pool.card("01060").power_icons + 2
    assert cap.power(s.state, s.card("01085")) == whi_pool.card("01085").power_icons


def test_squig_herders_gain_one_power_while_a_unit_of_the_player_is_damaged(whi_pool):
    s = scenario(whi_pool, battlefield=["01057", "01060"], race="orc")
    herders = s.card("01057")
    assert cap.power(s.state, herders) == 1
    s.state.damage[s.card("01060")] = 1
    assert cap.power(s.state, herders) == 2


def test_followers_of_mork_deal_two_indirect_damage_to_each_capital(whi_pool):
    s = scenario(whi_pool, hand=["01059"], resources=2, race="orc", opp_damage=(5, 0, 0))
    play(s, "01059", "kingdom")
    assert s.opp_damage == [5, 1, 1]                 # one at a time on its healthiest zone
    assert sum(s.capital_damage) == 2


def test_boar_boyz_gain_two_power_while_a_unit_of_the_player_is_damaged(whi_pool):
    s = scenario(whi_pool, battlefield=["01061", "01060"], race="orc")
    boyz = s.card("01061")
    assert cap.power(s.state, boyz) == 1
    s.state.damage[s.card("01060")] = 2
    assert cap.power(s.state, boyz) == 3


def test_urguck_spends_his_damage_as_resources_to_afford_a_card(whi_pool):
    s = scenario(whi_pool, kingdom=["01062"], hand=["01061"], damage={"01062": 2},
                 resources=2, race="orc")
    boyz = s.card("01061")
    assert not any(a.kind == "play" and a.card == boyz for a in legal(s))   # costs 4
    (spend,) = abilities(s)
    act(s, spend)
    act(s, spend)
    assert s.resources == 4 and not s.damage.get(s.card("01062"))
    assert any(a.kind == "play" and a.card == boyz for a in legal(s))
    s = scenario(whi_pool, kingdom=["01062"], hand=["01060"], damage={"01062": 2},
                 resources=4, race="orc")
    assert not abilities(s)                          # the card is affordable already


def test_grimgor_ironhide_destroys_supports_and_developments_in_his_zone(whi_pool):
    s = scenario(whi_pool, hand=["01063"], battlefield=["01070"], kingdom=["01073"],
                 developments={"battlefield": ["01026"], "kingdom": ["01035"]}, resources=8,
                 race="orc")
    play(s, "01063", "battlefield")
    assert s.state.where[s.card("01070")] == DISCARD
    assert s.developments[BATTLEFIELD] == ()
    assert s.state.where[s.card("01073")] == IN_ZONE and len(s.developments[KINGDOM]) == 1


def test_night_goblins_destroy_an_attachment_in_their_zone(whi_pool):
    s = scenario(whi_pool, hand=["01064"], battlefield=["01069"], kingdom=["01070"],
                 resources=2, race="orc")
    play(s, "01064", "battlefield")
    assert s.state.where[s.card("01069")] == DISCARD      # Choppa
    assert s.state.where[s.card("01070")] == IN_ZONE      # not an attachment


def test_doom_divers_damage_each_zone_of_both_capitals_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, battlefield=["01065"], race="orc")
    fire(s, ROUND_BEGINS)
    assert s.opp_damage == [1, 1, 1]
    assert s.capital_damage == [1, 1, 1]
    # the player sacrifices a development rather than burn two zones of its own capital
    s = scenario(whi_pool, battlefield=["01065"], developments={"kingdom": ["01026"]},
                 race="orc")
    s.state.capital_damage = [0, 7, 7]
    fire(s, ROUND_BEGINS)
    assert s.capital_damage == [0, 7, 7] and s.developments[KINGDOM] == ()
    assert not s.outcome
    s = scenario(whi_pool, kingdom=["01065"], race="orc")
    fire(s, ROUND_BEGINS)
    assert s.opp_damage == [0, 0, 0]                      # only from the battlefield


def test_doom_divers_burning_two_zones_of_the_own_capital_loses(whi_pool):
    s = scenario(whi_pool, battlefield=["01065"], race="orc")
    s.state.capital_damage = [0, 7, 7]
    fire(s, ROUND_BEGINS)
    assert s.outcome == ELIMINATED and s.reason == "capital_burned"
    said = [sentence(s.state, e) for e in s.events if e[1] == "own_capital_damage"]
    assert said[0] == "Takes 1 damage on its own kingdom."


def test_rock_lobber_sacrifices_the_least_unit_for_two_damage_at_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["01068", "01060", "01056"], resources=2, race="orc",
                 opp_damage=(0, 3, 0), step="end.window")
    (lob,) = abilities(s)
    act(s, lob)
    assert s.state.where[s.card("01056")] == DISCARD      # Crooked Teef: cost 1 < 3
    assert s.state.where[s.card("01060")] == IN_ZONE
    assert s.opp_damage == [0, 5, 0]
    assert s.rows[-1][2] == 2                             # 2 resources paid


def test_totem_of_gork_gives_attacking_units_in_its_zone_one_power(whi_pool):
    s = scenario(whi_pool, battlefield=["01070", "01060"], race="orc")
    squad = s.card("01060")
    assert cap.power(s.state, squad) == 1
    s.state.attackers = (squad,)
    assert cap.power(s.state, squad) == 2
    s = scenario(whi_pool, kingdom=["01070"], battlefield=["01060"], race="orc")
    s.state.attackers = (s.card("01060"),)
    assert cap.power(s.state, s.card("01060")) == 1       # the Totem is not in its zone


def test_grimgors_camp_lowers_the_cost_of_the_first_orc_unit_each_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["01073"], hand=["01060", "01060", "01026"], resources=9,
                 race="orc")
    first, second = s.cards("01060")
    assert cap.play_cost(s.state, first) == 2
    assert cap.play_cost(s.state, s.card("01026")) == 1          # Empire unit: no discount
    play(s, "01060", "battlefield")
    assert s.resources == 7
    assert cap.play_cost(s.state, second) == 3


def test_rip_dere_eads_off_flips_a_unit_development_into_play_until_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, hand=["01075"], developments={"battlefield": ["01060"]},
                 resources=1, race="orc")
    squad = s.card("01060")
    (rip,) = abilities(s)
    assert rip.target == squad
    act(s, rip)
    assert s.state.where[squad] == IN_ZONE and cap.zone_of(s.state, squad) == BATTLEFIELD
    runtime.expire(s.state, "round", HOOKS)
    assert s.state.where[squad] == DISCARD
    # a revealed unit does not enter play (Grimgor's Forced does not happen); a Hero where a
    # Hero is already is not offered [004 GS 75]
    s = scenario(whi_pool, hand=["01075"], kingdom=["01070"], battlefield=["01062"], resources=1,
                 developments={"kingdom": ["01063"], "battlefield": ["01063"]}, race="orc")
    (rip,) = abilities(s)
    assert rip.target == s.card("01063")                  # the kingdom one: no Hero there
    act(s, rip)
    assert s.state.where[s.card("01070")] == IN_ZONE


def test_wez_bigga_lowers_the_next_units_cost_and_it_enters_with_one_damage(whi_pool):
    s = scenario(whi_pool, hand=["01076", "01060", "01060"], discard=["01076"], resources=3,
                 race="orc")
    first, second = s.cards("01060")
    assert cap.play_cost(s.state, first) == 3             # a copy in the discard pile: unmarked
    (bigga,) = abilities(s)
    act(s, bigga)
    assert cap.play_cost(s.state, first) == 2
    play(s, "01060", "battlefield")
    assert s.resources == 1
    assert s.damage[first] == 1
    assert cap.play_cost(s.state, second) == 3            # only the next unit


def test_favour_of_mork_moves_one_power_from_a_unit_at_home_to_an_attacker(whi_pool):
    s = scenario(whi_pool, battlefield=["01060"], kingdom=["01056"], hand=["01077"],
                 resources=1, race="orc", step="battlefield.zone")
    act(s, Action("attack", option="quest"))
    assert not abilities(s)                               # no attacker yet
    act(s, Action("declare", cards=(s.card("01060"),)))
    (favour,) = abilities(s)
    assert favour.target == s.card("01060")
    act(s, favour)
    assert s.opp_damage == [0, 2, 0]
    s = scenario(whi_pool, battlefield=["01060"], hand=["01077"], resources=1, race="orc",
                 step="battlefield.zone")
    act(s, Action("attack", option="quest"))
    act(s, Action("declare", cards=(s.card("01060"),)))
    assert s.opp_damage == [0, 1, 0]                      # no other unit: not offered


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
