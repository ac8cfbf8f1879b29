"""The records of deckcheck/games/whi/engine/records/enemy_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.cards import SUPPORT
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.battlefield import candidates as attack_candidates
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS, ROUND_ENDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, KINGDOM
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import (
    FREE_CO, HOLD, MILITIA, attack_kingdom, cast, play_to, power,
    record_tests,
)


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, cost 3, 1 power, no text


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def accept_trigger(s, code):
    assert s.pending == "respond"
    act(s, next(a for a in legal(s) if a.kind == "trigger" and a.card in s.cards(code)))


INERT = ['04021', '04030', '04025', '04117']


DREAMER = "04068"


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


INERT_B = ('04097', '04077', '04048')


MISSING_ONLY = ("09001",)


def test_reclaiming_the_fallen_brings_the_dead_to_attack_then_sacrifices_them(whi_pool):
    s = scenario(whi_pool, discard=[BRIGADE, ORC_SQUAD], hand=["04042"], resources=7,
                 race="dwarf", step="battlefield.window")
    brigade, squad = s.card(BRIGADE), s.card(ORC_SQUAD)
    use(s, "04042")
    assert {brigade, squad} <= set(s.zones[2])
    assert s.pending == "attack"
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=(brigade, squad)))
    while s.pending == "action":
        act(s, Action("pass"))
    assert s.state.opp_damage[0] == 3                     # 2 + 1
    assert s.where[brigade] == DISCARD and s.where[squad] == DISCARD


def test_reclaiming_the_fallen_waits_for_two_units_in_the_discard_pile(whi_pool):
    s = scenario(whi_pool, discard=[BRIGADE], hand=["04042"], resources=7, race="dwarf",
                 step="battlefield.window")
    assert not abilities_of(s, "04042")


def test_grudgebearer_takes_a_token_and_a_power_when_another_dwarf_leaves_play(whi_pool):
    s = scenario(whi_pool, battlefield=["04024", BRIGADE, ORC_SQUAD], race="dwarf")
    gb = s.card("04024")
    assert cap.power(s.state, gb) == 1
    cap.leave_play(s.state, s.card(ORC_SQUAD), "destroyed")      # not a Dwarf
    cap.leave_play(s.state, s.card(BRIGADE), "destroyed")
    assert s.tokens.get(gb) == 1 and cap.power(s.state, gb) == 2


def test_mining_tunnels_is_a_support_that_draws_when_a_development_is_played(whi_pool):
    s = scenario(whi_pool, kingdom=["04002"], hand=[BRIGADE], deck=[DEFENDER], resources=1,
                 race="dwarf")
    tunnels = s.card("04002")
    assert s.table.kind[tunnels] == SUPPORT and tunnels in s.zones[0]   # cards.TYPE_FIXES
    act(s, Action("develop", s.card(BRIGADE), -1, 0, "quest"))
    accept_trigger(s, "04002")
    assert s.pending == "capital" and s.hand == [s.card(DEFENDER)]


def test_ancestral_tomb_puts_the_top_two_cards_into_its_zone_as_developments(whi_pool):
    s = scenario(whi_pool, hand=["04023"], resources=4, race="dwarf")
    top = s.deck[-2:]
    act(s, Action("play", s.card("04023"), option="kingdom"))
    accept_trigger(s, "04023")
    assert sorted(s.developments[0]) == sorted(top)


def test_one_orcs_scrap_sacrifices_a_development_to_draw(whi_pool):
    s = scenario(whi_pool, kingdom=["04112"], developments={"kingdom": [BRIGADE], "quest": [DEFENDER]},
                 race="orc")
    use(s, "04112")
    assert s.developments[1] == () and len(s.developments[0]) == 1   # the quest's first
    assert len(s.hand) == 1


def test_dreamer_of_dragons_takes_damage_for_power_while_it_survives(whi_pool):
    s = scenario(whi_pool, battlefield=[DREAMER], step="battlefield.zone", race="high_elf")
    dreamer = s.card(DREAMER)
    attack_with(s, dreamer)
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    assert not uses(s, DREAMER)                            # a third would destroy it
    assert s.state.opp_damage[KINGDOM] == 3 and s.damage[dreamer] == 2


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


# == the rest of the cycle (issue 37's review) ================================================
PANTHER = "04064"        # Knights Panther: Empire Knight






REST_INERT = ("04004", "04008", "04011", "04013", "04014", "04015", "04019", "04026", "04034",
              "04036", "04037", "04039", "04041", "04043", "04045", "04050", "04051", "04052",
              "04053", "04056", "04057", "04058", "04063", "04066")


REST_MISSING = {"04007": ("helps",), "04009": ("hurts",), "04010": ("hurts",),
                "04012": ("helps",), "04017": ("helps",), "04018": ("helps",),
                "04027": ("helps",), "04032": ("helps",), "04035": ("helps",),
                "04040": ("helps",), "04044": ("helps",), "04047": ("helps",),
                "04049": ("helps",), "04059": ("hurts",), "04060": ("helps",),
                "04062": ("helps",)}


def test_effulgent_boils_is_kept_out_of_play(whi_pool):
    assert RECORDS["04034"].pilot == "never"


def test_knights_of_the_blazing_sun_cannot_be_corrupted(whi_pool):
    s = scenario(whi_pool, kingdom=["02030", "04003"], race="empire")     # Bule corrupts one
    fire(s, ROUND_BEGINS)
    assert s.card("04003") not in s.corrupted and s.card("02030") in s.corrupted


def test_derricksburg_forge_pays_a_resource_in_the_kingdom_a_card_in_the_quest_zone(whi_pool):
    s = scenario(whi_pool, hand=["04005", HOLD], resources=9, race="empire")
    play_to(s, "04005", "kingdom")
    act(s, uses(s, "04005")[0])
    cost = cap.play_cost(s.state, s.card("04005"))
    assert s.resources == 9 - cost + 1
    s = scenario(whi_pool, hand=["04005", HOLD], resources=9, race="empire")
    play_to(s, "04005", "quest")
    act(s, uses(s, "04005")[0])
    assert len(s.hand) == 2


def test_griffon_standard_gives_a_power_per_empire_unit_of_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["04006", FREE_CO, MILITIA], kingdom=[FREE_CO],
                 attached={"04006": FREE_CO})
    assert power(s, FREE_CO) == 1 + 2


def test_druchii_noble_gains_a_power_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["04016"], kingdom=[FREE_CO], step="battlefield.zone",
                 race="dark_elf")
    base = power(s, "04016")
    attack_kingdom(s, "04016")
    act(s, uses(s, "04016")[0])                            # (the game runs on to turn 3)
    assert s.opp_damage[0] == base + 1


def test_night_runners_corrupt_themselves_for_indirect_damage_equal_to_their_power(whi_pool):
    s = scenario(whi_pool, kingdom=["04020"], step="end.window", race="chaos")
    n = power(s, "04020")
    act(s, uses(s, "04020")[0])
    assert sum(s.opp_damage) == n and n > 0


def test_runesmith_apprentice_takes_a_rune_of_the_top_five(whi_pool):
    s = scenario(whi_pool, hand=["04022", HOLD], deck=["04103"], resources=9, race="dwarf")
    play_to(s, "04022", "kingdom")
    act(s, uses(s, "04022")[0])
    assert s.where[s.card("04103")] == HAND


def test_watchstone_gains_a_resource_for_each_spell_played(whi_pool):
    s = scenario(whi_pool, kingdom=["04028"], hand=["02089", "02089", HOLD], resources=9,
                 race="high_elf")
    cast(s, "02089")
    act(s, uses(s, "04028")[0])
    spent = 9 + 1 - s.resources
    assert spent == cap.play_cost(s.state, s.card("02089", 1))
    cast_second = next(a for a in legal(s) if a.card == s.card("02089", 1) and a.kind == "ability")
    act(s, cast_second)
    assert uses(s, "04028")                                # again for the second Spell


def test_followers_of_skarsnik_grow_with_each_other_copy(whi_pool):
    s = scenario(whi_pool, battlefield=["04029", "04029", "04029"], race="orc")
    c = whi_pool.card("04029")
    assert power(s, "04029") == c.power_icons + 2
    assert cap.hit_points(s.state, s.card("04029")) == c.hit_points + 2


def test_savage_rage_gathers_a_token_when_its_unit_deals_combat_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["04031", ORC_SQUAD, HOLD], attached={"04031": ORC_SQUAD},
                 step="battlefield.zone", race="orc")
    attack_kingdom(s, ORC_SQUAD)
    while s.round == 2:
        act(s, next(a for a in legal(s) if a.kind in ("pass", "decline")))
    assert s.tokens[s.card("04031")] == 1
    assert power(s, ORC_SQUAD) == whi_pool.card(ORC_SQUAD).power_icons + 1


def test_smash_em_bash_em_spends_a_token_for_a_power_that_burns_a_zone(whi_pool):
    s = scenario(whi_pool, quest=["04033"], battlefield=[ORC_SQUAD], step="battlefield.zone",
                 race="orc")
    s.state.tokens[s.card("04033")] = 1
    attack_kingdom(s, ORC_SQUAD, room=power(s, ORC_SQUAD) + 1)
    act(s, uses(s, "04033")[0])
    assert s.state.burned[0][0] == 0


def test_bottomless_mine_gains_two_power_with_two_units_in_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["04038", MILITIA], race="dwarf")
    assert power(s, "04038") == whi_pool.card("04038").power_icons
    s = scenario(whi_pool, kingdom=["04038", MILITIA, MILITIA], race="dwarf")
    assert power(s, "04038") == whi_pool.card("04038").power_icons + 2


def test_descendant_of_indraugnir_deals_four_indirect_damage_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["04046"], step="battlefield.zone", race="high_elf")
    attack_kingdom(s, "04046")
    act(s, uses(s, "04046")[0])
    assert sum(s.opp_damage) >= 4


def test_dwarf_slaves_develop_the_top_card_in_their_zone(whi_pool):
    s = scenario(whi_pool, hand=["04054", HOLD], resources=9, race="dark_elf")
    play_to(s, "04054", "quest")
    act(s, uses(s, "04054")[0])
    assert len(s.developments[1]) == 1


def test_black_guard_aspirant_gains_a_power_while_any_unit_has_an_attachment(whi_pool):
    s = scenario(whi_pool, battlefield=["04055", FREE_CO, "02022"], race="dark_elf")
    base = power(s, "04055")
    s.state.attached[s.card("02022")] = s.card(FREE_CO)
    assert power(s, "04055") == base + 1


def test_grombrindals_elite_costs_three_less_and_gains_a_power_while_a_zone_burns(whi_pool):
    s = scenario(whi_pool, hand=["04061"], battlefield=["04061"], race="dwarf")
    cost, pw = cap.play_cost(s.state, s.card("04061", 1)), power(s, "04061")
    s.state.burned.append((0, 2))
    assert cap.play_cost(s.state, s.card("04061", 1)) == cost - 3
    assert power(s, "04061") == pw + 1


def test_knights_panther_buy_power_twice_a_turn_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[PANTHER], resources=5, step="battlefield.zone")
    attack_kingdom(s, PANTHER, room=power(s, PANTHER) + 1)
    act(s, uses(s, PANTHER)[0])                            # (the game runs on to turn 3)
    assert s.state.burned[0][0] == 0
    assert RECORDS[PANTHER].abilities[0].limit == 2


def test_higher_ground_gives_a_knight_entering_its_zone_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["04065"], hand=[PANTHER, FREE_CO, HOLD], resources=9)
    play_to(s, PANTHER, "battlefield")
    act(s, uses(s, "04065")[0])
    assert power(s, PANTHER) == whi_pool.card(PANTHER).power_icons + 1
    play_to(s, FREE_CO, "battlefield")
    assert not uses(s, "04065")                            # no Knight


def test_forges_of_nuln_lowers_the_first_support_by_its_tokens(whi_pool):
    s = scenario(whi_pool, quest=["04067"], hand=["04005", "04005", HOLD], resources=9)
    full = cap.play_cost(s.state, s.card("04005"))
    s.state.tokens[s.card("04067")] = 2
    assert cap.play_cost(s.state, s.card("04005")) == max(0, full - 2)
    play_to(s, "04005", "kingdom")
    assert cap.play_cost(s.state, s.card("04005", 1)) == full


def test_courage_of_aenarion_restores_every_corrupted_unit(whi_pool):
    s = scenario(whi_pool, hand=["04069", HOLD], battlefield=[FREE_CO, MILITIA],
                 corrupted=[FREE_CO, MILITIA], resources=9, race="high_elf")
    cast(s, "04069")
    assert not s.corrupted


def test_githit_gains_a_power_per_damaged_unit(whi_pool):
    s = scenario(whi_pool, battlefield=["04070", FREE_CO, MILITIA], damage={FREE_CO: 1},
                 race="orc")
    assert power(s, "04070") == whi_pool.card("04070").power_icons + 1


REST_INERT_2 = ("04072", "04073", "04074", "04080", "04081", "04082", "04085", "04087", "04088",
                "04090", "04091", "04092", "04093", "04094", "04095", "04096", "04099", "04100",
                "04102", "04104", "04109", "04113", "04115", "04116")


REST_MISSING_2 = dict.fromkeys(("04075", "04084", "04101", "04103", "04105", "04106", "04119"),
                               ("helps",))


def test_opponent_only_attachments_are_kept_out_of_play(whi_pool):
    assert RECORDS["04074"].pilot == RECORDS["04115"].pilot == "never"


def test_too_ard_to_die_gives_toughness_equal_to_the_damage_on_its_unit(whi_pool):
    s = scenario(whi_pool, battlefield=["04071", ORC_SQUAD], attached={"04071": ORC_SQUAD},
                 damage={ORC_SQUAD: 2}, race="orc")
    assert cap.keyword(s.state, s.card(ORC_SQUAD), "toughness") == 2


def test_sorceress_of_ghrond_takes_a_hex_back_from_the_discard_pile(whi_pool):
    s = scenario(whi_pool, hand=["04076", HOLD], discard=["04077", FREE_CO], resources=9,
                 race="dark_elf")
    play_to(s, "04076", "kingdom")
    act(s, uses(s, "04076")[0])
    assert s.where[s.card("04077")] == HAND and s.where[s.card(FREE_CO)] == DISCARD


def test_bright_wizard_acolyte_takes_a_damage_when_the_turn_ends(whi_pool):
    s = scenario(whi_pool, kingdom=["04083"])
    fire(s, ROUND_ENDS)
    assert s.damage[s.card("04083")] == 1


def test_spearhost_of_asuryan_deals_two_indirect_damage_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["04086"], step="battlefield.zone", race="high_elf")
    attack_kingdom(s, "04086")
    act(s, uses(s, "04086")[0])
    assert sum(s.opp_damage) == 2 + power(s, "04086")


def test_high_mountain_troll_heals_all_its_damage_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, battlefield=["04089"], damage={"04089": 2}, race="orc")
    fire(s, ROUND_BEGINS)
    assert not s.damage.get(s.card("04089"))


def test_a_noble_quest_puts_a_token_on_a_quest_with_a_unit_on_it(whi_pool):
    s = scenario(whi_pool, hand=["04098", HOLD], quest=["04067", FREE_CO], resources=9)
    forges = s.card("04067")
    assert not any(a.card == s.card("04098") and a.kind == "ability" for a in legal(s))
    s.state.questing[forges] = s.card(FREE_CO)
    cast(s, "04098")
    assert s.tokens[forges] == 1


def test_blessing_of_myrmidia_gives_attacking_knights_a_power_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[PANTHER], hand=["04107"], resources=9,
                 step="battlefield.zone")
    attack_kingdom(s, PANTHER, room=power(s, PANTHER) + 1)
    cast(s, "04107")
    assert s.state.burned[0][0] == 0


def test_moon_staff_deals_two_indirect_damage_as_its_unit_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["04108", "04086"], attached={"04108": "04086"},
                 step="battlefield.zone", race="high_elf")
    attack_kingdom(s, "04086")
    act(s, uses(s, "04108")[0])
    act(s, uses(s, "04086")[0])
    assert sum(s.opp_damage) == 2 + 2 + power(s, "04086")


def test_mad_shaman_grows_by_a_token_a_turn_and_is_sacrificed_past_its_hit_points(whi_pool):
    s = scenario(whi_pool, battlefield=["04110"], race="orc")
    shaman = s.card("04110")
    fire(s, ROUND_BEGINS)
    assert s.tokens[shaman] == 1 and power(s, "04110") == whi_pool.card("04110").power_icons + 1
    s.state.tokens[shaman] = cap.hit_points(s.state, shaman)
    fire(s, ROUND_BEGINS)
    assert s.where[shaman] == DISCARD


def test_giant_spider_never_attacks_the_passive_opponent(whi_pool):
    s = scenario(whi_pool, battlefield=["04111", ORC_SQUAD], race="orc")
    assert attack_candidates(s.state) == [s.card(ORC_SQUAD)]


def test_beast_of_rot_costs_less_and_gains_power_per_disease_in_play(whi_pool):
    s = scenario(whi_pool, hand=["04114"], battlefield=["04114", "04115", ORC_SQUAD],
                 attached={"04115": ORC_SQUAD}, race="chaos")
    s0 = scenario(whi_pool, hand=["04114"], battlefield=["04114"], race="chaos")
    assert cap.play_cost(s.state, s.card("04114", 1)) == cap.play_cost(s0.state,
                                                                        s0.card("04114", 1)) - 1
    assert power(s, "04114") == power(s0, "04114") + 1


def test_grail_knight_costs_two_less_with_a_quest_in_play(whi_pool):
    s = scenario(whi_pool, hand=["04118"], quest=["04067"])
    s0 = scenario(whi_pool, hand=["04118"])
    assert cap.play_cost(s.state, s.card("04118")) == cap.play_cost(s0.state,
                                                                    s0.card("04118")) - 2


def test_assassins_blade_gives_its_unit_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["04120", FREE_CO], attached={"04120": FREE_CO})
    assert power(s, FREE_CO) == 2


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=[*INERT, *REST_INERT, *REST_INERT_2],
                              missing={**REST_MISSING, **REST_MISSING_2}))
