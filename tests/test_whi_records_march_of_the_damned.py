"""The records of deckcheck/games/whi/engine/records/march_of_the_damned.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.battlefield import attack_power
from deckcheck.games.whi.engine.hooks import HOOKS, ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, IN_ZONE
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import (
    HOLD, attack_kingdom, cast, play_to, power, record_tests,
)


ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, cost 3, 1 power, no text


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


GOBLINS = "01056"        # Crooked Teef Goblins: Orc unit, cost 1, Battlefield only


MISSING = {'05021': ('helps',)}


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


WALKING = "03023"          # Walking Sacrifice: power 0, 1 hit point, draws as it leaves play


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


CITADEL = "05013"


def test_lord_of_change_plays_the_top_card_of_the_deck(whi_pool):
    s = scenario(whi_pool, battlefield=["05021"], deck=[ORC_SQUAD], resources=4, race="orc")
    squad = s.card(ORC_SQUAD)
    assert s.deck[-1] == squad
    use(s, "05021")
    assert squad in s.zones[2] and s.resources == 1


def test_countess_iseara_plays_a_unit_from_the_discard_pile_until_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["05049"], discard=[ORC_SQUAD], resources=4, race="orc")
    squad = s.card(ORC_SQUAD)
    use(s, "05049", squad)
    assert squad in s.zones[2] and s.resources == 0     # 1 + cost 3
    runtime.expire(s.state, "round", HOOKS)
    assert s.where[squad] == DECK and s.deck[0] == squad


def test_raise_dead_puts_the_best_unit_of_the_discard_pile_into_play(whi_pool):
    s = scenario(whi_pool, discard=[GOBLINS, ORC_SQUAD], hand=["05053"], resources=4, race="orc")
    assert {a.target for a in abilities_of(s, "05053")} == {s.card(ORC_SQUAD)}
    use(s, "05053")
    assert s.card(ORC_SQUAD) in s.zones[2] and s.where[s.card(GOBLINS)] == DISCARD


def test_wight_lord_plays_itself_from_the_discard_pile_with_necromancy(whi_pool):
    s = scenario(whi_pool, discard=["05048"], resources=5, race="orc")
    lord = s.card("05048")
    use(s, "05048")
    assert lord in s.zones[2] and s.resources == 0
    runtime.expire(s.state, "round", HOOKS)
    assert s.where[lord] == DECK and s.deck[0] == lord
    t = scenario(whi_pool, discard=["05048"], resources=4, race="orc")
    assert not abilities_of(t, "05048")                 # cannot pay its cost


def test_seasoned_corsair_destroys_a_walking_sacrifice_for_a_card(whi_pool):
    s = scenario(whi_pool, hand=["05026"], battlefield=[WALKING, MILITIA], resources=5,
                 race="dark_elf")
    hand = len(s.hand)
    act(s, Action("play", s.card("05026"), option="battlefield"))
    (trigger,) = uses(s, "05026")
    assert trigger.target == s.card(WALKING)               # never the Militia
    act(s, trigger)
    assert where(s, WALKING) == DISCARD
    assert len(s.hand) == hand - 1 + 1                     # the Corsair played, a card drawn
    s = scenario(whi_pool, hand=["05026"], battlefield=[MILITIA], resources=5, race="dark_elf")
    act(s, Action("play", s.card("05026"), option="battlefield"))
    assert not uses(s, "05026")


def test_slave_pen_sacrifices_a_unit_of_power_zero_for_a_token_and_power(whi_pool):
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[WALKING, FREE_CO], race="dark_elf")
    pen = s.card("05029")
    assert cap.power(s.state, pen) == 1
    (use,) = uses(s, "05029")
    act(s, use)
    assert where(s, WALKING) == DISCARD and where(s, FREE_CO) == IN_ZONE
    assert s.tokens[pen] == 1 and cap.power(s.state, pen) == 2
    assert not uses(s, "05029")                            # once per turn
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[FREE_CO], race="dark_elf")
    assert not uses(s, "05029")                            # no unit of power 0


def test_citadel_of_dusk_spends_a_token_for_a_power_before_the_kingdom_collects(whi_pool):
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    citadel = s.card(CITADEL)
    assert s.tokens[citadel] == 3
    (use,) = uses(s, CITADEL)
    act(s, use)
    assert s.tokens[citadel] == 2
    assert s.state.gained == 3 + 1 + 1                     # printed kingdom, the Citadel, +1
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    act(s, Action("pass"))
    assert s.state.gained == 3 + 1


# == the rest of the box (issue 37's review) ==================================================






REST_INERT = ("05004", "05007", "05008", "05010", "05012", "05023", "05024", "05027", "05028",
              "05030", "05031", "05033", "05034", "05035", "05037", "05038", "05040", "05041",
              "05046", "05047", "05050", "05052", "05054", "05055")


REST_MISSING = { "05003": ("helps",), "05006": ("helps",),
                "05016": ("helps",), "05018": ("hurts",), "05020": ("helps",),
                "05025": ("helps",), "05042": ("helps",), "05051": ("helps",)}


def test_bloodboil_fever_is_kept_out_of_play(whi_pool):
    assert RECORDS["05023"].pilot == "never"


def test_long_drongs_pirates_gain_two_power_with_two_other_slayers_in_the_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["05002", "05001"], race="dwarf")
    base = power(s, "05002")
    s = scenario(whi_pool, battlefield=["05002", "05001", "02081"], race="dwarf")
    assert power(s, "05002") == base + 2


def test_merciless_assault_gives_three_power_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[ORC_SQUAD], hand=["05005"], resources=9,
                 step="battlefield.zone", race="dwarf")
    attack_kingdom(s, ORC_SQUAD, room=power(s, ORC_SQUAD) + 3)
    cast(s, "05005")
    assert s.state.burned[0][0] == 0


def test_garden_of_morr_gathers_a_token_per_destroyed_unit(whi_pool):
    s = scenario(whi_pool, kingdom=["05009", FREE_CO, MILITIA], hand=[HOLD], race="empire")
    garden = s.card("05009")
    cap.leave_play(s.state, s.card(FREE_CO), "destroyed")
    act(s, uses(s, "05009")[0])
    assert s.tokens[garden] == 1
    assert power(s, "05009") == whi_pool.card("05009").power_icons + 1


def test_sea_guard_captain_deals_an_indirect_damage_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["05011"], step="battlefield.zone", race="high_elf")
    attack_kingdom(s, "05011")
    act(s, uses(s, "05011")[0])
    assert sum(s.opp_damage) == 1 + power(s, "05011")


def test_elven_warship_deals_two_indirect_damage_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["05014"], race="high_elf")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "05014")[0])
    assert sum(s.opp_damage) == 2


def test_from_beneath_the_waves_deals_three_indirect_damage(whi_pool):
    s = scenario(whi_pool, hand=["05015", HOLD], resources=9, race="high_elf")
    cast(s, "05015")
    assert sum(s.opp_damage) == 3


def test_forest_goblins_give_a_battlefield_unit_a_power_as_they_enter(whi_pool):
    s = scenario(whi_pool, hand=["05017", HOLD], battlefield=[ORC_SQUAD], resources=9, race="orc")
    play_to(s, "05017", "kingdom")
    act(s, uses(s, "05017")[0])
    assert power(s, ORC_SQUAD) == whi_pool.card(ORC_SQUAD).power_icons + 1


def test_spida_huntin_trades_two_damage_for_two_power_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["05019"], resources=9,
                 step="battlefield.zone", race="orc")
    attack_kingdom(s, FREE_CO, room=power(s, FREE_CO) + 2)
    cast(s, "05019")
    assert s.state.burned[0][0] == 0


def test_bray_shamans_push_an_attacker_over_the_edge_and_sacrifice_it(whi_pool):
    s = scenario(whi_pool, battlefield=[ORC_SQUAD], kingdom=["05022"], step="battlefield.zone",
                 race="chaos")
    attack_kingdom(s, ORC_SQUAD, room=power(s, ORC_SQUAD) + 2)
    act(s, uses(s, "05022")[0])                            # (the game runs on to turn 3)
    assert s.state.burned[0][0] == 0
    assert s.where[s.card(ORC_SQUAD)] == DISCARD


def test_blood_shrine_gives_lizardmen_of_its_zone_a_hit_point(whi_pool):
    s = scenario(whi_pool, battlefield=["05039", "05034", FREE_CO], kingdom=["05034"])
    in_kingdom, in_battlefield = s.card("05034"), s.card("05034", 1)   # kingdom set up first
    assert cap.hit_points(s.state, in_battlefield) == whi_pool.card("05034").hit_points + 1
    assert cap.hit_points(s.state, in_kingdom) == whi_pool.card("05034").hit_points
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3


def test_crypt_ghouls_pay_two_resources_as_they_leave_play(whi_pool):
    s = scenario(whi_pool, kingdom=["05043"], hand=[HOLD], resources=1, race="chaos")
    cap.leave_play(s.state, s.card("05043"), "destroyed")
    act(s, uses(s, "05043")[0])
    assert s.resources == 3


@pytest.mark.parametrize("code", ["05044", "05045"])
def test_necromancy_units_play_from_the_discard_pile(whi_pool, code):
    s = scenario(whi_pool, discard=[code], hand=[HOLD], resources=9, race="chaos")
    act(s, uses(s, code)[0])
    assert s.where[s.card(code)] == IN_ZONE


def test_serpent_slayer_adds_combat_damage_with_three_developments(whi_pool):
    s = scenario(whi_pool, battlefield=["05001"], developments={"battlefield": [MILITIA] * 2},
                 race="dwarf")
    unit = s.card("05001")
    assert attack_power(s.state, (unit,)) == cap.power(s.state, unit)
    s = scenario(whi_pool, battlefield=["05001"], developments={"battlefield": [MILITIA] * 3},
                 race="dwarf")
    unit = s.card("05001")
    assert attack_power(s.state, (unit,)) == cap.power(s.state, unit) + 3


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=REST_INERT, missing={**MISSING, **REST_MISSING},
                              partly=["05021"]))
