"""The records of deckcheck/games/whi/engine/records/cataclysm.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.battlefield import attack_power, candidates as attack_candidates
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import HAND, IN_ZONE
from whi_scenario import act, scenario
from whi_record_checks import (
    FREE_CO, HOLD, play_to, power, record_tests, uses,
)

ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text





INERT = ("11004", "11005", "11008", "11012", "11018", "11019", "11026", "11028", "11029",
         "11030", "11031", "11032", "11035", "11039", "11040", "11041", "11042", "11043",
         "11044", "11045", "11046", "11047", "11048", "11049", "11051")


MISSING = {"11006": ("helps",), "11007": ("helps",), "11011": ("helps",), "11014": ("helps",), "11016": ("helps",),
           "11025": ("helps",), "11027": ("helps",),
           "11052": ("hurts",), "11053": ("helps",)}


def test_dark_covenant_is_kept_out_of_play(whi_pool):
    assert RECORDS["11046"].pilot == "never"


def test_thane_of_karak_norn_gains_power_and_attacks_from_anywhere_while_a_zone_burns(whi_pool):
    s = scenario(whi_pool, kingdom=["11001"], race="dwarf")
    base = power(s, "11001")
    assert not attack_candidates(s.state)
    s.state.capital_damage = [99, 0, 0]
    assert power(s, "11001") == base + 2 and attack_candidates(s.state) == [s.card("11001")]


def test_grudge_keeper_puts_a_dwarf_support_from_hand_into_the_battlefield(whi_pool):
    s = scenario(whi_pool, hand=["11003", "01014", HOLD], resources=9, race="dwarf")
    play_to(s, "11003", "battlefield")
    act(s, uses(s, "11003")[0])
    forge = s.card("01014")
    assert s.where[forge] == IN_ZONE and cap.zone_of(s.state, forge) == 2


def test_makka_greenfist_gains_three_power_attacking_a_damaged_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["11009"], race="orc")
    base = power(s, "11009")
    s.state.attackers = (s.card("11009"),)
    s.state.attack_zone = 0
    assert power(s, "11009") == base
    s.state.opp_damage[0] = 1
    assert power(s, "11009") == base + 3


def test_redface_zappa_enters_play_with_a_damage(whi_pool):
    s = scenario(whi_pool, hand=["11010", HOLD], resources=9, race="orc")
    play_to(s, "11010", "battlefield")
    assert s.damage[s.card("11010")] == 1


def test_solomon_pomer_gains_a_power_per_unburned_zone_of_the_player(whi_pool):
    s = scenario(whi_pool, battlefield=["11017"])
    base = whi_pool.card("11017").power_icons
    assert power(s, "11017") == base + 3
    s.state.capital_damage = [99, 0, 0]
    assert power(s, "11017") == base + 2


def test_luminark_of_hysh_loses_two_power_while_its_zone_burns(whi_pool):
    s = scenario(whi_pool, kingdom=["11021"])
    base = power(s, "11021")
    s.state.capital_damage = [99, 0, 0]
    assert power(s, "11021") == max(0, base - 2)


def test_bloodcrusher_costs_one_less_per_burning_zone(whi_pool):
    s = scenario(whi_pool, hand=["11034"], race="chaos")
    c = s.card("11034")
    cost = cap.play_cost(s.state, c)
    s.state.burned.append((0, 2))
    s.state.capital_damage = [99, 0, 0]
    assert cap.play_cost(s.state, c) == max(0, cost - 2)


def test_plaguebearer_finds_a_disease_in_the_top_five(whi_pool):
    s = scenario(whi_pool, hand=["11036", HOLD], deck=["04115"], resources=9, race="chaos")
    play_to(s, "11036", "kingdom")
    act(s, uses(s, "11036")[0])
    assert s.where[s.card("04115")] == HAND


def test_rift_of_chaos_gains_a_power_per_burning_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["11037"], race="chaos")
    base = power(s, "11037")
    s.state.burned.append((1, 2))
    assert power(s, "11037") == base + 1


def test_remote_monastery_gains_a_power_while_the_only_support_of_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["11050"])
    base = whi_pool.card("11050").power_icons
    assert power(s, "11050") == base + 1
    s = scenario(whi_pool, kingdom=["11050", "11037"])
    assert power(s, "11050") == base


def test_big_guns_add_a_combat_damage_to_attacking_orcs(whi_pool):
    s = scenario(whi_pool, battlefield=["11013", ORC_SQUAD, FREE_CO], race="orc")
    orcs, free = s.card(ORC_SQUAD), s.card(FREE_CO)
    s.state.attackers = (orcs, free)
    assert attack_power(s.state, (orcs,)) == power(s, ORC_SQUAD) + 1
    assert attack_power(s.state, (free,)) == 1


def test_fervent_disciple_and_garrisoned_add_two_unless_their_zone_burns(whi_pool):
    s = scenario(whi_pool, battlefield=["11020", "11022", FREE_CO], attached={"11022": FREE_CO})
    disciple, free = s.card("11020"), s.card(FREE_CO)
    assert attack_power(s.state, (disciple,)) == power(s, "11020") + 2
    assert attack_power(s.state, (free,)) == 1 + 2
    s.state.capital_damage = [0, 0, 99]
    assert attack_power(s.state, (disciple, free)) == power(s, "11020") + 1


@pytest.mark.parametrize("code", ["11033", "11038"])
def test_chaos_cards_add_a_combat_damage_per_burning_zone(whi_pool, code):
    s = scenario(whi_pool, battlefield=[code, "01082"], attached={code: "01082"}, race="chaos")
    unit = s.card(code) if code == "11033" else s.card("01082")
    base = attack_power(s.state, (unit,))
    s.state.burned.append((0, 2))
    s.state.capital_damage = [99, 0, 0]
    assert attack_power(s.state, (unit,)) == base + 2


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=INERT, missing=MISSING))
