"""The records of deckcheck/games/whi/engine/records/eternal_war_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.battlefield import attack_power, candidates as attack_candidates
from deckcheck.games.whi.engine.cards import AMBUSH_MISSING
from deckcheck.games.whi.engine.hooks import CONTEST_DECLARED
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, IN_ZONE
from whi_scenario import act, fire, scenario
from whi_record_checks import (
    FREE_CO, HOLD, attack_kingdom, cast, play_to, power, record_tests,
    uses,
)

ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text







INERT = ("10001", "10003", "10033", "10006", "10008", "10009", "10010", "10012", "10018", "10019",
         "10032", "10035", "10037", "10038", "10044", "10045", "10046", "10051", "10053",
         "10055", "10056", "10057", "10058", "10060", "10063", "10066", "10069", "10073",
         "10074", "10075", "10076", "10077", "10078", "10080", "10084", "10085", "10086",
         "10090", "10091", "10094", "10095", "10097", "10100", "10104", "10105", "10106",
         "10108", "10109", "10110", "10112", "10113", "10115", "10116", "10117", "10118")


MISSING = {"10002": ("helps",), "10007": ("hurts",), "10011": ("helps",), "10013": ("helps",),
           "10014": ("helps",), "10015": ("helps",), "10016": ("helps",),
           "10020": ("helps", "hurts"), "10021": ("helps",), "10022": ("helps",),
           "10024": ("helps",), "10027": ("helps",), "10028": ("helps",),
           "10029": ("helps",), "10030": ("helps",), "10034": ("helps",), "10039": ("helps",),
           "10040": ("helps",), "10041": ("helps",), "10042": ("helps",), "10047": ("hurts",),
           "10048": ("helps",), "10052": ("helps",), "10054": ("helps",), "10059": ("helps",),
           "10061": ("helps",), "10062": ("helps",), "10067": ("helps",),
           "10070": ("helps",), "10071": ("helps",), "10072": ("helps",),
           "10081": ("helps",), "10082": ("helps",),
           "10087": ("hurts",), "10092": ("helps",), "10093": ("helps",), "10096": ("helps",),
           "10098": ("helps",), "10099": ("helps",), "10101": ("helps",), "10102": ("helps",),
           "10114": ("helps",), "10119": ("helps",), "10120": ("helps",)}


@pytest.mark.parametrize("code", ["10003", "10013", "10044", "10072"])
def test_ambush_records_say_what_their_ambush_does_so_no_engine_gap_is_added(whi_pool, code):
    rec = RECORDS[code]
    said = [rec.inert, *(m.text for m in rec.missing)]
    assert any("mbush" in (x or "") for x in said) and AMBUSH_MISSING not in said


@pytest.mark.parametrize("code", ["10075", "10078"])
def test_opponent_only_attachments_are_kept_out_of_play(whi_pool, code):
    assert RECORDS[code].pilot == "never"


@pytest.mark.parametrize("code,race,other", [
    ("10004", "dark_elf", FREE_CO), ("10023", "high_elf", FREE_CO), ("10043", "orc", FREE_CO),
    ("10064", "dwarf", FREE_CO), ("10083", "chaos", FREE_CO), ("10103", "empire", ORC_SQUAD)])
def test_race_buildings_are_sacrificed_when_a_card_of_another_race_is_in_play(
        whi_pool, code, race, other):
    s = scenario(whi_pool, hand=[code, other, HOLD], resources=20, race=race)
    play_to(s, code, "kingdom")
    assert s.where[s.card(code)] == IN_ZONE
    play_to(s, other, "kingdom")
    assert s.where[s.card(code)] == DISCARD


@pytest.mark.parametrize("top,survives", [(FREE_CO, True), ("10026", False)])
def test_ghorgon_is_sacrificed_when_the_top_card_is_no_unit(whi_pool, top, survives):
    s = scenario(whi_pool, battlefield=["10017"], deck=[top], step="battlefield.zone",
                 race="chaos")
    assert s.table.ids[s.state.deck[-1]] == top
    attack_kingdom(s, "10017")                             # (the game runs on to turn 3)
    assert (s.where[s.card("10017")] == IN_ZONE) == survives


def test_band_together_gains_three_resources(whi_pool):
    s = scenario(whi_pool, hand=["10026", HOLD], resources=5, race="dwarf")
    cost = cap.play_cost(s.state, s.card("10026"))
    cast(s, "10026")
    assert s.resources == 5 - cost + 3


def test_shaggoth_champion_dies_as_it_enters_with_no_cards_in_the_opponents_hand(whi_pool):
    s = scenario(whi_pool, hand=["10033", HOLD], resources=5, race="chaos")
    play_to(s, "10033", "battlefield")
    assert s.where[s.card("10033")] == DISCARD


def test_chapterhouse_stables_lower_the_first_knight_of_the_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["10049"], hand=["04064", "04064", HOLD], resources=20)
    knight = s.card("04064")
    lowered = cap.play_cost(s.state, knight)
    assert lowered == whi_pool.card("04064").cost - 1 + cap.loyalty_tax(s.state, knight)
    play_to(s, "04064", "kingdom")
    assert cap.play_cost(s.state, s.card("04064", 1)) == lowered + 1


def test_lilea_deals_indirect_damage_by_her_tokens_as_she_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["10050"], step="battlefield.zone", race="high_elf")
    attack_kingdom(s, "10050")
    act(s, uses(s, "10050")[0])                            # (the game runs on to turn 3)
    assert s.tokens[s.card("10050")] == 1
    assert sum(s.opp_damage) == 1 + power(s, "10050")


def test_king_alrik_gains_a_power_per_resource_in_the_pool(whi_pool):
    s = scenario(whi_pool, battlefield=["10088"], resources=3, race="dwarf")
    assert power(s, "10088") == whi_pool.card("10088").power_icons + 3


def test_horn_hold_defender_gains_a_resource_as_it_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["10089"], hand=[HOLD], resources=1, race="dwarf")
    unit = s.card("10089")
    s.state.attackers = (unit,)
    fire(s, CONTEST_DECLARED, option="kingdom", cards=(unit,))
    act(s, uses(s, "10089")[0])
    assert s.resources == 2


def test_gobbo_big_boss_gains_a_power_per_attacking_orc(whi_pool):
    s = scenario(whi_pool, battlefield=["10111", ORC_SQUAD, ORC_SQUAD], race="orc")
    base = power(s, "10111")
    s.state.attackers = (s.card(ORC_SQUAD), s.card(ORC_SQUAD, 1))
    assert power(s, "10111") == base + 2


def test_rogue_warrior_deals_three_more_combat_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["10079"])
    unit = s.card("10079")
    assert attack_power(s.state, (unit,)) == power(s, "10079") + 3
    assert [m.lean for m in RECORDS["10079"].missing] == ["helps", "hurts"]


@pytest.mark.parametrize("code,trait_unit", [("10068", "09070"), ("10107", "02081")])
def test_trait_tactics_add_a_combat_damage_to_attacking_units_of_the_trait(whi_pool, code,
                                                                           trait_unit):
    s = scenario(whi_pool, battlefield=[trait_unit, FREE_CO], hand=[code], resources=9,
                 step="battlefield.zone", race="dwarf")
    power_now = power(s, trait_unit) + 1                   # with the Free Company's 1
    attack_kingdom(s, trait_unit, FREE_CO)
    cast(s, code)                                          # (the game runs on to turn 3)
    assert s.opp_damage[0] == power_now + 1                # +1 for the Mage / Slayer only


def test_karak_hirn_warrior_attacks_from_any_zone_with_three_resources(whi_pool):
    s = scenario(whi_pool, kingdom=["10025"], resources=2, race="dwarf")
    assert not attack_candidates(s.state)
    s.state.resources = 3
    assert attack_candidates(s.state) == [s.card("10025")]


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=INERT, missing=MISSING))
