"""One test per WHI Core Set Orc, Chaos and elf record (records/core_destruction.py), on real
cards of the pool."""
from __future__ import annotations

import pytest
from whi_scenario import act, fire, legal, scenario

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS, ROUND_BEGINS
from deckcheck.games.whi.engine.narrate import sentence
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, IN_ZONE, KINGDOM
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import ELIMINATED


def abilities(s):
    return [a for a in legal(s) if a.kind == "ability"]


def play(s, code, zone, copy=0):
    act(s, Action("play", s.card(code, copy), option=zone))


# -- High Elf ---------------------------------------------------------------------------------
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


def test_choppa_gives_its_host_two_power(whi_pool):
    s = scenario(whi_pool, hand=["01069"], battlefield=["01060"], kingdom=["01085"],
                 resources=3, race="orc")
    choppa, orcs = s.card("01069"), s.card("01060")
    hosts = [a.target for a in legal(s) if a.card == choppa and a.kind == "play"]
    assert hosts == [orcs]                                 # "a target in your battlefield"
    act(s, Action("play", choppa, orcs, 0, "attach"))
    assert cap.power(s.state, orcs) == whi_pool.card("01060").power_icons + 2
    assert cap.power(s.state, s.card("01085")) == whi_pool.card("01085").power_icons


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


def test_greater_heal_heals_all_damage_on_the_players_units(whi_pool):
    s = scenario(whi_pool, hand=["01055"], battlefield=["01060", "01051"],
                 damage={"01060": 3, "01051": 1}, resources=3, race="high_elf")
    (heal,) = abilities(s)
    act(s, heal)
    assert not s.damage
    assert s.resources == 0


# -- Orc --------------------------------------------------------------------------------------
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


# -- Chaos ------------------------------------------------------------------------------------
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


# -- Dark Elf ---------------------------------------------------------------------------------
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


# -- inert, missing and text-less cards -------------------------------------------------------
INERT = ("01054", "01066", "01071", "01074", "01078", "01080", "01084", "01086", "01087",
         "01088", "01091", "01094", "01097", "01098", "01099", "01101", "01102", "01103", "01105",
         "01106", "01109")
MISSING = ("01067", "01072", "01093")
PARTIAL = ("01089",)
NO_RECORD = ("01056", "01058", "01060", "01081", "01082", "01085", "01108")


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
