"""The records of deckcheck/games/whi/engine/records/legends.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, IN_ZONE, KINGDOM
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import HOLD, cast, power, record_tests


FORGE = "01014"            # Keystone Forge: Dwarf support


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


INERT = ('07026',)


MISSING_ONLY = ("09001",)


def test_swarm_of_bats_gains_a_power_per_unit_among_the_four_cards_it_discards(whi_pool):
    s = scenario(whi_pool, battlefield=["07052"], deck=[MILITIA, FORGE, FREE_CO, MILITIA],
                 step="battlefield.zone", race="dark_elf")
    deck = len(s.deck)
    attack_with(s, s.card("07052"))
    (trigger,) = uses(s, "07052")
    act(s, trigger)
    assert len(s.state.discard) == 4 and len(s.deck) <= deck - 4
    assert s.opp_damage[KINGDOM] == 1 + 3                  # three units discarded
    low = scenario(whi_pool, battlefield=["07052"], step="battlefield.zone", race="dark_elf",
                   filler=8)
    attack_with(low, low.card("07052"))
    assert not uses(low, "07052")                          # a short deck is not milled


def test_swarm_of_bats_comes_back_from_the_discard_pile_for_a_turn(whi_pool):
    s = scenario(whi_pool, discard=["07052"], resources=2, race="dark_elf")
    bats = s.card("07052")
    (use,) = uses(s, "07052")
    act(s, use)
    assert s.state.where[bats] == IN_ZONE and s.resources == 0
    act(s, Action("pass"))                                 # to the battlefield phase
    act(s, Action("pass"))                                 # no attack; the turn ends
    assert s.state.where[bats] == DECK and s.state.deck[0] == bats   # the bottom of the deck
    s = scenario(whi_pool, discard=["07052"], resources=1, race="dark_elf")
    assert not uses(s, "07052")                            # 2 resources needed


def test_thief_of_essence_draws_when_a_unit_leaves_play(whi_pool):
    s = scenario(whi_pool, kingdom=["07038"], battlefield=[MILITIA], hand=[FORGE], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(MILITIA), "destroyed")
    (trigger,) = uses(s, "07038")
    act(s, trigger)
    assert len(s.hand) == hand + 1
    cap.leave_play(s.state, s.card(FORGE), "destroyed")   # not in play: nothing
    assert len(s.hand) == hand + 1


def test_warpstone_experiments_burns_a_zone_with_the_cheapest_attacker(whi_pool):
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 opp_damage=(6, 0, 0), step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    (use,) = uses(s, "07048")
    act(s, use)
    assert s.state.burned and s.state.burned[0][0] == KINGDOM
    assert where(s, FREE_CO) == DISCARD                    # sacrificed at the end of the turn
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    assert not uses(s, "07048")                            # 3 power would not burn it


@pytest.mark.parametrize("code", INERT + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


# == the rest of the box (issue 37's review) ==================================================
ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text




REST_INERT = ("07002", "07003", "07004", "07009", "07011", "07013", "07017", "07018", "07020",
              "07022", "07024", "07025", "07029", "07032", "07034", "07035", "07036", "07037",
              "07039", "07040", "07041", "07044", "07045", "07046", "07049", "07051", "07053",
              "07054", "07055")


REST_MISSING = {"07008": ("helps",), "07014": ("helps",), "07015": ("helps",),
                "07016": ("helps",), "07019": ("helps",), "07021": ("helps",),
                "07023": ("helps",), "07030": ("helps",), "07031": ("hurts",)}


def test_opponent_only_attachments_are_kept_out_of_play(whi_pool):
    assert RECORDS["07034"].pilot == RECORDS["07054"].pilot == "never"


def test_grombrindal_gives_each_unit_a_power_while_a_zone_burns(whi_pool):
    s = scenario(whi_pool, legend="07001", battlefield=[FREE_CO], race="dwarf")
    assert power(s, FREE_CO) == 1
    s.state.burned.append((0, 2))
    assert power(s, FREE_CO) == 2


def test_dwarf_thunderer_gains_toughness_two_with_a_legend(whi_pool):
    s = scenario(whi_pool, battlefield=["07005"], race="dwarf")
    assert cap.keyword(s.state, s.card("07005"), "toughness") == 0
    s = scenario(whi_pool, battlefield=["07005"], legend="07001", race="dwarf")
    assert cap.keyword(s.state, s.card("07005"), "toughness") == 2


def test_rune_of_cleaving_gives_two_power(whi_pool):
    s = scenario(whi_pool, battlefield=["07006", FREE_CO], attached={"07006": FREE_CO},
                 race="dwarf")
    assert power(s, FREE_CO) == 3


def test_blasting_charge_deals_three_indirect_damage_to_each_player(whi_pool):
    s = scenario(whi_pool, hand=["07007", HOLD], resources=9, race="dwarf")
    cast(s, "07007")
    assert sum(s.opp_damage) == 3 and sum(s.state.capital_damage) == 3


def test_blind_river_goblin_gains_a_power_with_a_legend(whi_pool):
    s = scenario(whi_pool, battlefield=["07010"], race="orc")
    base = power(s, "07010")
    s = scenario(whi_pool, battlefield=["07010"], legend="07008", race="orc")
    assert power(s, "07010") == base + 1


def test_frenzied_big_un_gives_damaged_units_a_power_from_the_battlefield(whi_pool):
    s = scenario(whi_pool, battlefield=["07012", FREE_CO, ORC_SQUAD], damage={FREE_CO: 1},
                 race="orc")
    assert power(s, FREE_CO) == 2
    assert power(s, ORC_SQUAD) == whi_pool.card(ORC_SQUAD).power_icons


def test_elven_steed_gives_three_hit_points(whi_pool):
    s = scenario(whi_pool, battlefield=["07027", FREE_CO], attached={"07027": FREE_CO},
                 race="high_elf")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 6


def test_master_of_the_earth_deals_indirect_damage_per_development(whi_pool):
    s = scenario(whi_pool, hand=["07028", HOLD], resources=9, race="high_elf",
                 developments={"kingdom": [MILITIA], "quest": [MILITIA]})
    cast(s, "07028")
    assert sum(s.opp_damage) == 2


def test_marauder_chieftain_deals_a_damage_to_the_capital_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["07033"], race="chaos")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "07033")[0])
    assert sum(s.opp_damage) == 1


def test_bladewind_draws_a_card(whi_pool):
    s = scenario(whi_pool, hand=["07042", HOLD], resources=9, race="dark_elf")
    cast(s, "07042")
    assert len(s.hand) == 2


def test_terradon_rider_gains_a_power_per_other_lizardmen_of_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["07043", "05034", "05034"], kingdom=["05034"])
    assert power(s, "07043") == whi_pool.card("07043").power_icons + 2


def test_screaming_bell_gives_attacking_skaven_a_power(whi_pool):
    s = scenario(whi_pool, kingdom=["07047"], battlefield=["02016", ORC_SQUAD], race="chaos")
    base = power(s, "02016")
    s.state.attackers = (s.card("02016"), s.card(ORC_SQUAD))
    assert power(s, "02016") == base + 1
    assert power(s, ORC_SQUAD) == whi_pool.card(ORC_SQUAD).power_icons


def test_wild_rider_gains_four_power_with_five_developments_in_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["07050"], developments={"battlefield": [MILITIA] * 5})
    assert power(s, "07050") == whi_pool.card("07050").power_icons + 4


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=REST_INERT, missing=REST_MISSING))
