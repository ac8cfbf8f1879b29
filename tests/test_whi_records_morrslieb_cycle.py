"""The records of deckcheck/games/whi/engine/records/morrslieb_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.battlefield import candidates as attack_candidates
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import (
    FREE_CO, HOLD, attack_kingdom, cast, play_to, power, record_tests,
)


INERT = ['06053']


ARCANE = "09057"           # Arcane Power: a Spell tactic, cost 1


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


INERT_B = ('06075', '06037')


MISSING_ONLY = ("09001",)


def test_valorous_mage_finds_a_spell_in_the_top_five_cards(whi_pool):
    s = scenario(whi_pool, hand=["06089"], deck=[ARCANE, MILITIA, "04048"], resources=3,
                 race="high_elf")
    act(s, Action("play", s.card("06089"), option="kingdom"))
    (trigger,) = uses(s, "06089")
    act(s, trigger)
    assert where(s, ARCANE) == HAND                        # not Drain Magic, nearer the top
    assert where(s, "04048") != HAND


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


# == the rest of the cycle (issue 37's review) ================================================
ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text






REST_INERT = ("06005", "06012", "06015", "06016", "06018", "06020", "06024", "06027", "06028",
              "06029", "06032", "06033", "06034", "06035", "06036", "06038", "06047", "06050",
              "06055", "06056", "06057", "06058")


REST_MISSING = {"06008": ("helps",), "06009": ("helps",), "06010": ("helps",),
                "06011": ("hurts",), "06021": ("helps",), "06026": ("helps",),
                "06030": ("helps",), "06031": ("helps",), "06039": ("helps",),
                "06042": ("helps",), "06044": ("helps",), "06045": ("helps",),
                "06048": ("helps",), "06049": ("helps",), "06052": ("hurts",),
                "06054": ("helps",), "06059": ("helps",), "06060": ("helps",)}


def test_ancient_longbeards_develop_the_top_card_as_they_attack(whi_pool):
    s = scenario(whi_pool, battlefield=["06001"], step="battlefield.zone", race="dwarf")
    attack_kingdom(s, "06001")
    act(s, uses(s, "06001")[0])
    assert len(s.developments[2]) == 1


def test_und_dokbar_takes_the_power_of_supports_in_undeveloped_zones(whi_pool):
    s = scenario(whi_pool, kingdom=["06002", "06025", MILITIA], quest=["06025", MILITIA],
                 developments={"quest": [MILITIA]}, race="dwarf")
    assert power(s, "06002") == 0 and power(s, "06025") == 0
    assert power(s, "06025", 1) == whi_pool.card("06025").power_icons + 1


def test_river_troll_heals_all_its_damage_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, battlefield=["06004"], damage={"06004": 2}, race="orc")
    fire(s, ROUND_BEGINS)
    assert not s.damage.get(s.card("06004"))


def test_steam_tank_gains_a_token_and_a_power_each_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["06006"])
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "06006")[0])
    assert power(s, "06006") == whi_pool.card("06006").power_icons + 1


def test_hidden_grove_takes_the_power_of_units_in_undeveloped_zones(whi_pool):
    s = scenario(whi_pool, kingdom=["06007", FREE_CO], quest=[FREE_CO],
                 developments={"quest": [MILITIA]})
    assert power(s, FREE_CO) == 0 and power(s, FREE_CO, 1) == 1


def test_mark_of_chaos_gives_two_power_and_a_damage_each_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["06013", FREE_CO], attached={"06013": FREE_CO},
                 race="chaos")
    assert power(s, FREE_CO) == 3
    fire(s, ROUND_BEGINS)
    assert s.damage[s.card(FREE_CO)] == 1


def test_den_of_iniquity_corrupts_units_entering_undeveloped_zones(whi_pool):
    s = scenario(whi_pool, kingdom=["06014"], hand=[FREE_CO, FREE_CO, HOLD], resources=9,
                 developments={"quest": [MILITIA]}, race="chaos")
    play_to(s, FREE_CO, "kingdom")
    play_to(s, FREE_CO, "quest", copy=1)
    assert s.corrupted == {s.card(FREE_CO)}


def test_malekiths_throne_lowers_hit_points_in_undeveloped_zones(whi_pool):
    s = scenario(whi_pool, kingdom=["06017", FREE_CO], quest=[FREE_CO],
                 developments={"quest": [MILITIA]}, race="dark_elf")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 2
    assert cap.hit_points(s.state, s.card(FREE_CO, 1)) == 3


def test_nimble_spearman_develops_the_top_card_in_its_zone(whi_pool):
    s = scenario(whi_pool, hand=["06019", HOLD], resources=9)
    play_to(s, "06019", "quest")
    act(s, uses(s, "06019")[0])
    assert len(s.developments[1]) == 1


def test_bugmans_rangers_gain_a_power_per_attachment(whi_pool):
    s = scenario(whi_pool, battlefield=["06022", "02022"], attached={"02022": "06022"},
                 race="dwarf")
    assert power(s, "06022") == whi_pool.card("06022").power_icons + 1


def test_bugmans_tankard_gives_a_hit_point_per_development_of_the_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["06023", FREE_CO], attached={"06023": FREE_CO},
                 developments={"battlefield": [MILITIA, MILITIA]}, race="dwarf")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3 + 2


def test_looted_umie_town_gains_a_power_per_unit_of_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["06025", FREE_CO, MILITIA], race="orc")
    assert power(s, "06025") == whi_pool.card("06025").power_icons + 2


def test_vicious_clanrat_gains_a_power_per_corrupted_skaven_while_attacking(whi_pool):
    s = scenario(whi_pool, battlefield=["06040", "02016"], corrupted=["02016"], race="chaos")
    base = power(s, "06040")
    s.state.attackers = (s.card("06040"),)
    assert power(s, "06040") == base + 1


def test_daemonslayer_gains_a_token_per_development_played_from_hand(whi_pool):
    s = scenario(whi_pool, battlefield=["06041"], hand=[FREE_CO, HOLD], race="dwarf")
    act(s, Action("develop", s.card(FREE_CO), option="kingdom"))
    act(s, uses(s, "06041")[0])
    assert s.tokens[s.card("06041")] == 1
    assert cap.keyword(s.state, s.card("06041"), "toughness") == 1


def test_the_slayer_oath_gives_a_power_per_unit_in_the_discard_pile_to_burn(whi_pool):
    s = scenario(whi_pool, battlefield=[ORC_SQUAD], hand=["06043"], discard=[FREE_CO, FREE_CO],
                 resources=9, step="battlefield.zone", race="dwarf")
    attack_kingdom(s, ORC_SQUAD, room=power(s, ORC_SQUAD) + 2)
    cast(s, "06043")
    assert s.state.burned[0][0] == 0


def test_tribal_tattoos_give_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["06046", FREE_CO], attached={"06046": FREE_CO},
                 race="orc")
    assert power(s, FREE_CO) == 2


def test_true_mage_deals_indirect_damage_to_each_player_per_token(whi_pool):
    s = scenario(whi_pool, kingdom=["06051"], hand=[FREE_CO, HOLD], race="high_elf")
    act(s, Action("develop", s.card(FREE_CO), option="kingdom"))
    act(s, uses(s, "06051")[0])
    assert sum(s.opp_damage) == 1 and sum(s.state.capital_damage) == 1


REST_INERT_2 = ("06061", "06067", "06069", "06070", "06071", "06074", "06076", "06079", "06080",
                "06083", "06087", "06093", "06095", "06096", "06097", "06099", "06100", "06101",
                "06103", "06105", "06106", "06108", "06109", "06110", "06113")


REST_MISSING_2 = dict.fromkeys(("06066", "06072", "06073", "06077", "06082", "06088", "06102",
                                "06111", "06112", "06114", "06115", "06116", "06117", "06118",
                                "06120"), ("helps",))


def test_branded_by_khorne_is_kept_out_of_play(whi_pool):
    assert RECORDS["06093"].pilot == "never"


def test_karak_azul_forge_gives_toughness_to_units_with_an_attachment(whi_pool):
    s = scenario(whi_pool, kingdom=["06062"], battlefield=["06046", FREE_CO, MILITIA],
                 attached={"06046": FREE_CO}, race="dwarf")
    assert cap.keyword(s.state, s.card(FREE_CO), "toughness") == 1
    assert cap.keyword(s.state, s.card(MILITIA), "toughness") == 0


@pytest.mark.parametrize("top,odd", [("01026", False), ("01035", True)])
def test_sneaky_git_damages_a_capital_by_the_parity_of_the_top_cards_cost(whi_pool, top, odd):
    s = scenario(whi_pool, battlefield=["06064"], step="battlefield.zone", race="orc")
    s.state.deck[:] = [c for c in s.state.deck if s.table.ids[c] == top]   # one kind of card
    attack_kingdom(s, "06064")
    act(s, uses(s, "06064")[0])
    git = power(s, "06064")
    if odd:
        assert sum(s.opp_damage) == 2 + git and not sum(s.state.capital_damage)
    else:
        assert sum(s.opp_damage) == git and sum(s.state.capital_damage) == 2


def test_squig_hopper_gains_a_power_with_another_goblin(whi_pool):
    s = scenario(whi_pool, battlefield=["06065"], race="orc")
    base = power(s, "06065")
    s = scenario(whi_pool, battlefield=["06065"], kingdom=["06024"], race="orc")
    assert power(s, "06065") == base + 1


def test_drycha_buys_a_power_per_development_of_its_zone_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["06078"], developments={"battlefield": [MILITIA, MILITIA]},
                 resources=2, step="battlefield.zone")
    base = power(s, "06078")
    attack_kingdom(s, "06078")
    act(s, uses(s, "06078")[0])                            # (the game runs on to turn 3)
    assert s.opp_damage[0] == base + 2


def test_big_boss_sacrifices_the_cheapest_unit_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["06084", FREE_CO, MILITIA], race="orc")
    fire(s, ROUND_BEGINS)
    assert s.where[s.card(MILITIA)] == DISCARD and s.where[s.card(FREE_CO)] == IN_ZONE


def test_firin_da_spell_develops_and_gives_a_power_per_development(whi_pool):
    s = scenario(whi_pool, battlefield=[ORC_SQUAD], hand=["06085"], resources=9,
                 developments={"kingdom": [MILITIA]}, step="battlefield.zone", race="orc")
    base = power(s, ORC_SQUAD)
    attack_kingdom(s, ORC_SQUAD)
    cast(s, "06085")                                       # (the game runs on to turn 3)
    assert len(s.developments[2]) == 1 and s.opp_damage[0] == base + 2


def test_glorious_preceptor_draws_as_it_enters_and_as_it_leaves_play(whi_pool):
    s = scenario(whi_pool, hand=["06086", HOLD], resources=9)
    play_to(s, "06086", "kingdom")
    act(s, uses(s, "06086")[0])
    assert len(s.hand) == 2
    cap.leave_play(s.state, s.card("06086"), "destroyed")
    act(s, uses(s, "06086")[0])
    assert len(s.hand) == 3


def test_starwood_staff_gives_a_power_for_each_spell_played(whi_pool):
    s = scenario(whi_pool, battlefield=["06090", FREE_CO], attached={"06090": FREE_CO},
                 hand=[ARCANE, HOLD], resources=9, race="high_elf")
    cast(s, ARCANE)
    act(s, uses(s, "06090")[0])
    assert power(s, FREE_CO) == 2


@pytest.mark.parametrize("code", ["06091", "06094"])
def test_the_spells_develop_the_top_card_into_the_battlefield(whi_pool, code):
    s = scenario(whi_pool, hand=[code, HOLD], resources=9, race="high_elf")
    cast(s, code)
    assert len(s.developments[2]) == 1


def test_the_changeling_gains_a_power_in_the_quest_zone(whi_pool):
    s = scenario(whi_pool, quest=["06092"], kingdom=["06092"])
    assert power(s, "06092", 1) == power(s, "06092") + 1   # (kingdom set up first)


def test_pile_uv_shinies_draws_for_a_unit_of_cost_four_or_more(whi_pool):
    s = scenario(whi_pool, kingdom=["06111", "06104"], hand=["06078", FREE_CO, HOLD], resources=20,
                 race="high_elf")
    play_to(s, FREE_CO, "kingdom")
    assert not uses(s, "06104")
    play_to(s, "06078", "kingdom")
    act(s, uses(s, "06104")[0])
    assert len(s.hand) == 2


def test_veteran_greatsword_gains_a_power_per_unit_of_its_zone_as_it_enters(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO, MILITIA], hand=["06107", HOLD], resources=9)
    play_to(s, "06107", "battlefield")
    act(s, uses(s, "06107")[0])
    assert power(s, "06107") == whi_pool.card("06107").power_icons + 3


def test_pure_warpstone_gives_corrupted_units_of_its_zone_a_power(whi_pool):
    s = scenario(whi_pool, kingdom=["06119", FREE_CO, FREE_CO], quest=[FREE_CO],
                 corrupted=[FREE_CO], race="chaos")
    s.state.corrupted.add(s.card(FREE_CO, 2))
    assert power(s, FREE_CO) == 2 and power(s, FREE_CO, 1) == 1 and power(s, FREE_CO, 2) == 1


def test_gyrocopter_lets_its_unit_attack_from_any_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["06063", "01011", "01011"], attached={"06063": "01011"},
                 race="dwarf")
    assert attack_candidates(s.state) == [s.card("01011")]


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=[*INERT, *REST_INERT, *REST_INERT_2],
                              missing={**REST_MISSING, **REST_MISSING_2}))
