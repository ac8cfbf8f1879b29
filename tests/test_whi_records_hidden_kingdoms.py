"""The records of deckcheck/games/whi/engine/records/hidden_kingdoms.py, one test each, on
positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.battlefield import attack_power
from deckcheck.games.whi.engine.state import IN_ZONE
from whi_scenario import act, scenario
from whi_record_checks import (
    FREE_CO, HOLD, MILITIA, attack_kingdom, power, record_tests, uses,
)

CLAN_RATS = "02016"      # Clan Rats: Skaven unit






INERT = ("12003", "12004", "12005", "12008", "12009", "12012", "12018", "12021", "12033",
         "12034", "12038", "12039", "12042", "12050", "12051")


MISSING = {"12001": ("helps",), "12006": ("helps",), "12007": ("helps",), "12011": ("helps",),
           "12014": ("hurts",), "12016": ("helps",), "12017": ("helps",), "12023": ("helps",),
           "12025": ("helps",), "12026": ("hurts",), "12027": ("helps",), "12028": ("helps",),
           "12030": ("helps",), "12035": ("helps",), "12036": ("helps",), "12040": ("helps",),
           "12041": ("helps",), "12043": ("helps",), "12046": ("helps",),
           "12049": ("helps",), "12052": ("helps",), "12055": ("helps",)}


def test_frenzied_carnosaur_damages_the_units_of_its_zone_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["12002", FREE_CO], kingdom=[MILITIA],
                 step="battlefield.zone")
    attack_kingdom(s, "12002")                             # (the game runs on to turn 3)
    assert s.damage.get(s.card(FREE_CO)) == 1 and s.damage.get(s.card("12002")) == 1
    assert not s.damage.get(s.card(MILITIA))


def test_queek_headtaker_makes_a_second_copy_free(whi_pool):
    s = scenario(whi_pool, legend="12019", hand=[CLAN_RATS], race="chaos")
    rats = s.card(CLAN_RATS)
    assert cap.play_cost(s.state, rats) > 0
    s = scenario(whi_pool, legend="12019", hand=[CLAN_RATS], battlefield=[CLAN_RATS],
                 race="chaos")
    rats = next(c for c in s.cards(CLAN_RATS) if s.where[c] != IN_ZONE)
    assert cap.play_cost(s.state, rats) == cap.loyalty_tax(s.state, rats)


def test_master_moulder_lowers_the_first_skaven_unit_per_corrupted_skaven(whi_pool):
    s = scenario(whi_pool, kingdom=["12022", CLAN_RATS, CLAN_RATS], hand=[CLAN_RATS, CLAN_RATS],
                 corrupted=[CLAN_RATS], race="chaos")
    s.state.corrupted.add(s.card(CLAN_RATS, 1))
    rats = s.card(CLAN_RATS, 2)
    printed = whi_pool.card(CLAN_RATS).cost
    assert cap.play_cost(s.state, rats) == max(0, printed - 2) + cap.loyalty_tax(s.state, rats)


def test_abyssal_terror_gains_a_power_per_unit_in_the_discard_pile(whi_pool):
    s = scenario(whi_pool, battlefield=["12029"], discard=[FREE_CO, MILITIA, "02089"],
                 race="chaos")
    assert power(s, "12029") == (whi_pool.card("12029").power_icons or 0) + 2


@pytest.mark.parametrize("code", ["12029", "12032"])
def test_necromancy_units_play_from_the_discard_pile(whi_pool, code):
    s = scenario(whi_pool, discard=[code], hand=[HOLD], resources=20, race="chaos")
    act(s, uses(s, code)[0])
    assert s.where[s.card(code)] == IN_ZONE


def test_dark_acolyte_gains_the_power_of_the_top_unit_of_the_discard_pile(whi_pool):
    s = scenario(whi_pool, battlefield=["12031"], discard=["02089", "01060"], race="chaos")
    base = whi_pool.card("12031").power_icons
    assert power(s, "12031") == base + whi_pool.card("01060").power_icons


@pytest.mark.parametrize("top,damaged", [(MILITIA, True), (FREE_CO, False)])
def test_reckless_boyz_take_two_damage_on_an_even_top_card(whi_pool, top, damaged):
    s = scenario(whi_pool, battlefield=["12053"], deck=[top], step="battlefield.zone", race="orc")
    s.state.deck[:] = [c for c in s.state.deck if s.table.ids[c] == top]
    attack_kingdom(s, "12053")
    boyz = s.card("12053")
    assert (s.damage.get(boyz, 0) == 2 or s.where[boyz] != IN_ZONE) == damaged


def test_seeker_chariot_deals_two_more_combat_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["12047"], race="chaos")
    unit = s.card("12047")
    assert attack_power(s.state, (unit,)) == power(s, "12047") + 2


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=INERT, missing=MISSING))
