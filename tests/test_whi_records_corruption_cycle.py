"""The records of deckcheck/games/whi/engine/records/corruption_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.battlefield import attack_power, candidates as attack_candidates
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS, ROUND_ENDS
from deckcheck.games.whi.engine.pilot import GreedyPilot, _playable
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE, OUT
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import (
    FREE_CO, MILITIA, attack_kingdom, cast, play_to, power,
    record_tests, uses,
)


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


INERT = ['02112', '02057']


MISSING = {'02043': ('helps',), '02082': ('helps',), '02091': ('helps',)}


NO_RECORD = ['02061', '02090', '02101']


INERT_B = ('02035', '02014', '02034', '02052')


MISSING_ONLY = ("09001",)


def test_stand_your_ground_returns_a_dwarf_unit_that_died_this_turn(whi_pool):
    s = scenario(whi_pool, battlefield=[BRIGADE], discard=[DEFENDER], hand=["02002"],
                 resources=3, race="dwarf")
    brigade, old = s.card(BRIGADE), s.card(DEFENDER)
    assert not abilities_of(s, "02002")                  # the old one entered on another turn
    cap.leave_play(s.state, brigade, "destroyed")
    assert s.where[brigade] == DISCARD
    targets = {a.target for a in abilities_of(s, "02002")}
    assert targets == {brigade}
    assert not any(e[1] == "ability" for e in s.events)  # the bookkeeping left no log line
    use(s, "02002", brigade)
    assert brigade in s.zones[2] and s.where[old] == DISCARD
    assert s.resources == 1          # cost 1 + loyalty 2 - the capital (the Brigade left play)


def test_spider_riders_gain_two_power_while_attacking(whi_pool):
    s = scenario(whi_pool, battlefield=["02008"], race="orc")
    riders = s.card("02008")
    assert cap.power(s.state, riders) == 0
    s.state.attackers = (riders,)
    assert cap.power(s.state, riders) == 2


def test_zealot_hunter_destroys_a_unit_not_of_the_capitals_race_itself_here(whi_pool):
    s = scenario(whi_pool, battlefield=[BRIGADE], hand=["02037"], resources=3, race="dwarf")
    hunter = s.card("02037")
    assert hunter not in _playable(s.state)              # pilot="never": the pilot keeps it out
    assert GreedyPilot()._dead(s.state, hunter)
    act(s, Action("play", hunter, option="battlefield"))
    assert s.where[hunter] == DISCARD and s.card(BRIGADE) in s.zones[2]


def test_veteran_sellswords_go_to_the_opponent_at_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["02038"], race="orc")
    sword = s.card("02038")
    fire(s, ROUND_ENDS)
    assert s.where[sword] == OUT and sword not in s.state.in_play_cards()
    assert sword not in s.discard and sword not in s.hand


@pytest.mark.parametrize("code", NO_RECORD)
def test_cards_without_a_record_have_only_text_the_engine_reads(whi_pool, code):
    s = scenario(whi_pool, hand=[code], race="dwarf" if code != "02090" else "orc")
    c = s.card(code)
    assert code not in RECORDS and s.table.status[c] == "inert"   # played as printed
    assert s.table.kind[c] == UNIT and s.where[c] == HAND


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


# == the rest of the cycle (issue 37's review) ================================================
ORCS = "01060"           # Black Orc Squad: Orc unit, no text
MARAUDERS = "01082"      # Savage Marauders: Chaos unit, no text
HOLD = "01026"           # a card kept in hand: the capital window stays open after each act
WAR_PAINT = "02009"
CLAN_RATS = "02016"





def attach(s, code, host):
    act(s, Action("play", s.card(code), s.card(host), 0, "attach"))


REST_INERT = ("02003", "02004", "02005", "02006", "02010", "02012", "02013", "02018", "02023",
              "02024", "02025", "02026", "02028", "02031", "02040", "02045", "02046", "02047",
              "02049", "02054", "02064", "02065", "02066", "02069", "02071", "02072", "02076",
              "02078", "02079", "02080", "02083", "02092", "02093", "02098", "02099", "02102",
              "02103", "02106", "02110", "02111", "02116", "02117", "02118")


REST_MISSING = {"02007": ("helps",), "02011": ("helps",), "02019": ("helps",),
                "02029": ("helps",), "02032": ("helps",), "02050": ("helps",),
                "02051": ("helps",), "02059": ("helps",), "02060": ("helps",),
                "02062": ("helps",), "02063": ("helps",), "02068": ("helps",),
                "02073": ("helps",), "02074": ("helps",), "02075": ("helps",),
                "02084": ("helps",),
                "02096": ("helps",), "02100": ("helps", "hurts"), "02104": ("helps",),
                "02105": ("helps",), "02115": ("helps",), "02120": ("helps",)}


def test_witch_hags_curse_is_kept_out_of_play(whi_pool):
    s = scenario(whi_pool, hand=["02118"], battlefield=[MARAUDERS], resources=5, race="chaos")
    assert RECORDS["02118"].pilot == "never"
    assert s.card("02118") not in _playable(s.state)


def test_war_paint_gives_a_power_per_damage_on_its_unit(whi_pool):
    s = scenario(whi_pool, battlefield=[WAR_PAINT, ORCS, MARAUDERS], attached={WAR_PAINT: ORCS},
                 damage={ORCS: 2, MARAUDERS: 1}, race="orc")
    assert power(s, ORCS) == whi_pool.card(ORCS).power_icons + 2
    assert power(s, MARAUDERS) == whi_pool.card(MARAUDERS).power_icons


def test_greyseer_thanquol_attacks_from_any_zone_and_gains_a_power_per_skaven_unit(whi_pool):
    s = scenario(whi_pool, battlefield=["02015", CLAN_RATS], race="chaos")
    assert power(s, "02015") == 1
    s.state.attackers = (s.card("02015"),)
    assert power(s, "02015") == 1 + 2                      # itself and the Clan Rats
    s = scenario(whi_pool, kingdom=["02015"], quest=["02081"], race="dwarf")
    assert set(attack_candidates(s.state)) == {s.card("02015"), s.card("02081")}


def test_clan_rats_corrupt_themselves_to_push_an_attacking_skaven_over_the_edge(whi_pool):
    s = scenario(whi_pool, kingdom=[CLAN_RATS], battlefield=["02015"], step="battlefield.zone",
                 race="chaos")
    attack_kingdom(s, "02015", room=4)                     # Thanquol attacks with 1 + 2 power
    (use,) = uses(s, CLAN_RATS)
    assert use.target == s.card("02015")
    act(s, use)                                            # (the game runs on to turn 3)
    assert s.state.burned and s.state.burned[0][0] == 0
    s = scenario(whi_pool, kingdom=[CLAN_RATS], battlefield=["02015"], step="battlefield.zone",
                 race="chaos")
    attack_kingdom(s, "02015", room=8)                     # one more power burns nothing
    assert not uses(s, CLAN_RATS)


def test_warp_lightning_cannon_corrupts_its_unit_and_gives_three_power_while_attacking(whi_pool):
    s = scenario(whi_pool, hand=["02017", HOLD], battlefield=[MARAUDERS], resources=5, race="chaos")
    attach(s, "02017", MARAUDERS)
    host = s.card(MARAUDERS)
    assert host in s.corrupted
    base = whi_pool.card(MARAUDERS).power_icons
    assert power(s, MARAUDERS) == base
    s.state.attackers = (host,)
    assert power(s, MARAUDERS) == base + 3


def test_forge_lowers_attachments_by_one_with_two_developments_in_its_zone(whi_pool):
    def costs(devs):
        s = scenario(whi_pool, kingdom=["02020"], hand=["02082", "02021"],
                     developments={"kingdom": [MILITIA] * devs}, race="dwarf")
        return cap.play_cost(s.state, s.card("02082")), cap.play_cost(s.state, s.card("02021"))
    (armour, miner), (armour1, miner1) = costs(2), costs(1)
    assert (armour, miner) == (armour1 - 1, miner1)        # attachments only, from 2 on


def test_dwarf_miner_heals_two_damage_of_the_capital_as_it_enters_play(whi_pool):
    s = scenario(whi_pool, hand=["02021", HOLD], resources=5, race="dwarf")
    s.state.capital_damage = [3, 0, 0]
    play_to(s, "02021", "kingdom")
    assert s.state.capital_damage == [1, 0, 0]


def test_gromril_armour_gives_its_unit_toughness_one(whi_pool):
    s = scenario(whi_pool, battlefield=["02022", MILITIA, FREE_CO], attached={"02022": MILITIA},
                 race="dwarf")
    assert cap.keyword(s.state, s.card(MILITIA), "toughness") == 1
    assert cap.keyword(s.state, s.card(FREE_CO), "toughness") == 0


def test_repeater_bolt_thrower_spends_x_for_x_indirect_damage_x_its_developments(whi_pool):
    s = scenario(whi_pool, hand=[HOLD], battlefield=["02027"], developments={"battlefield": [MILITIA, MILITIA]},
                 resources=3, race="dwarf")
    act(s, uses(s, "02027")[0])
    assert sum(s.opp_damage) == 2 and s.resources == 1
    assert not uses(s, "02027")                            # once per turn
    s = scenario(whi_pool, hand=[HOLD], battlefield=["02027"], developments={"battlefield": [MILITIA, MILITIA]},
                 resources=1, race="dwarf")
    assert not uses(s, "02027")                            # X = 2 cannot be paid
    s = scenario(whi_pool, battlefield=["02027"], resources=3, race="dwarf")
    assert not uses(s, "02027")                            # X = 0


def test_bule_corrupts_the_players_least_useful_unit_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["02030", MILITIA], race="chaos")
    fire(s, ROUND_BEGINS)
    assert s.corrupted == {s.card(MILITIA)}


def test_dark_riders_gain_a_power_while_a_unit_is_corrupted(whi_pool):
    s = scenario(whi_pool, battlefield=["02033", MILITIA], race="dark_elf")
    base = power(s, "02033")
    s.state.corrupted.add(s.card(MILITIA))
    assert power(s, "02033") == base + 1


def test_chittering_horde_takes_a_skaven_card_of_the_top_five(whi_pool):
    s = scenario(whi_pool, hand=["02036", HOLD], deck=[CLAN_RATS], resources=5, race="chaos")
    cast(s, "02036")
    assert s.where[s.card(CLAN_RATS)] == HAND


def test_surprise_assault_deals_indirect_damage_per_battlefield_development(whi_pool):
    s = scenario(whi_pool, hand=["02039", HOLD], developments={"battlefield": [MILITIA, MILITIA]},
                 resources=5, race="empire")
    cast(s, "02039")
    assert sum(s.opp_damage) == 2


def test_gurni_gains_a_power_per_attached_card(whi_pool):
    s = scenario(whi_pool, battlefield=["02041", "02022"], attached={"02022": "02041"},
                 race="dwarf")
    assert power(s, "02041") == whi_pool.card("02041").power_icons + 1


def test_anvil_of_doom_gives_power_to_battlefield_units_with_an_attachment(whi_pool):
    s = scenario(whi_pool, kingdom=["02042"], battlefield=["02022", MILITIA, FREE_CO],
                 attached={"02022": MILITIA}, race="dwarf")
    assert power(s, MILITIA) == 1 and power(s, FREE_CO) == 1


def test_ugrok_gains_a_power_per_damage_on_it(whi_pool):
    s = scenario(whi_pool, battlefield=["02048"], damage={"02048": 2}, race="orc")
    assert power(s, "02048") == 3 + 2


def test_cold_one_chariot_has_a_hit_point_per_development_in_its_zone(whi_pool):
    s = scenario(whi_pool, hand=["02053", "02053", HOLD], resources=9,
                 developments={"battlefield": [MILITIA, MILITIA]}, race="dark_elf")
    play_to(s, "02053", "battlefield")
    assert cap.hit_points(s.state, s.card("02053")) == 2
    play_to(s, "02053", "kingdom", copy=1)                 # X = 0 there: destroyed at once
    assert s.where[s.card("02053", 1)] == DISCARD


def test_rat_ogres_restore_all_skaven_units_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["02055", CLAN_RATS, MARAUDERS, MILITIA],
                 corrupted=[CLAN_RATS, MARAUDERS, MILITIA], race="chaos")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "02055")[0])
    assert s.card(CLAN_RATS) not in s.corrupted
    assert s.corrupted == {s.card(MARAUDERS), s.card(MILITIA)}   # not Skaven


def test_gutter_runners_enter_play_corrupted(whi_pool):
    s = scenario(whi_pool, hand=["02056", HOLD], resources=5, race="chaos")
    play_to(s, "02056", "battlefield")
    assert s.card("02056") in s.corrupted


def test_silver_helm_detachment_spends_a_token_for_a_power_that_burns_a_zone(whi_pool):
    s = scenario(whi_pool, hand=["02067", HOLD], resources=5, race="high_elf")
    play_to(s, "02067", "battlefield")
    helm = s.card("02067")
    assert s.tokens[helm] == 3
    s = scenario(whi_pool, battlefield=["02067"], step="battlefield.zone", race="high_elf")
    s.state.tokens[s.card("02067")] = 3
    attack_kingdom(s, "02067", room=power(s, "02067") + 1)
    act(s, uses(s, "02067")[0])
    assert s.tokens[s.card("02067")] == 2 and s.state.burned[0][0] == 0


def test_reaper_bolt_thrower_deals_two_indirect_damage_for_two_resources(whi_pool):
    s = scenario(whi_pool, hand=[HOLD], battlefield=["02077"], resources=5, race="dark_elf")
    act(s, uses(s, "02077")[0])
    assert sum(s.opp_damage) == 2 and s.resources == 3
    assert not uses(s, "02077")


def test_runefang_gives_its_empire_unit_two_power(whi_pool):
    s = scenario(whi_pool, battlefield=["02085", FREE_CO], attached={"02085": FREE_CO})
    assert power(s, FREE_CO) == 1 + 2


def test_war_crown_of_saphery_gathers_a_token_each_turn_for_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["02088", FREE_CO], attached={"02088": FREE_CO},
                 race="high_elf")
    fire(s, ROUND_BEGINS)
    fire(s, ROUND_BEGINS)
    assert s.tokens[s.card("02088")] == 2 and power(s, FREE_CO) == 1 + 2


def test_second_sight_draws_a_card(whi_pool):
    s = scenario(whi_pool, hand=["02089", HOLD], resources=5, race="high_elf")
    before = len(s.hand)
    cast(s, "02089")
    assert len(s.hand) == before                           # the tactic left, one card came


def test_berserk_fury_gives_three_power_to_burn_a_zone_then_two_damage(whi_pool):
    s = scenario(whi_pool, battlefield=[MARAUDERS], hand=["02094"], resources=5,
                 step="battlefield.zone", race="chaos")
    attack_kingdom(s, MARAUDERS, room=power(s, MARAUDERS) + 3)
    cast(s, "02094")                                       # the game runs on to turn 3
    assert s.state.burned[0][0] == 0
    assert s.where[s.card(MARAUDERS)] == DISCARD           # 2 damage at the end of the turn
    s = scenario(whi_pool, battlefield=[MARAUDERS], hand=["02094"], resources=5,
                 step="battlefield.zone", race="chaos")
    attack_kingdom(s, MARAUDERS, room=8)
    assert not any(a.card == s.card("02094") and a.kind == "ability" for a in legal(s))


def test_daemonsword_corrupts_and_gives_three_power_and_two_hit_points(whi_pool):
    s = scenario(whi_pool, hand=["02095", HOLD], battlefield=[MARAUDERS], resources=5, race="chaos")
    attach(s, "02095", MARAUDERS)
    c = whi_pool.card(MARAUDERS)
    assert s.card(MARAUDERS) in s.corrupted
    assert power(s, MARAUDERS) == c.power_icons + 3
    assert cap.hit_points(s.state, s.card(MARAUDERS)) == c.hit_points + 2


def test_hydra_blade_corrupts_and_gives_two_power(whi_pool):
    s = scenario(whi_pool, hand=["02097", HOLD], battlefield=["02033"], resources=5, race="dark_elf")
    attach(s, "02097", "02033")
    assert s.card("02033") in s.corrupted
    assert power(s, "02033") == whi_pool.card("02033").power_icons + 2 + 1   # Dark Riders too


def test_ellyrian_reavers_develop_the_top_card_in_the_battlefield(whi_pool):
    s = scenario(whi_pool, hand=["02107", HOLD], resources=5, race="high_elf")
    play_to(s, "02107", "kingdom")
    assert len(s.developments[2]) == 1 and not s.developments[0]


def test_morvaels_legacy_puts_every_unit_of_the_discard_pile_into_play(whi_pool):
    s = scenario(whi_pool, hand=["02108", HOLD], discard=[MILITIA, FREE_CO, "02089"], resources=13,
                 race="high_elf")
    cast(s, "02108")
    assert s.where[s.card(MILITIA, 1)] == s.where[s.card(FREE_CO)] == IN_ZONE   # (0: HOLD)
    assert s.where[s.card("02089")] == DISCARD


def test_charge_of_the_silver_helms_trades_a_hit_point_for_three_power(whi_pool):
    s = scenario(whi_pool, battlefield=[FREE_CO], hand=["02109"], resources=5,
                 step="battlefield.zone", race="high_elf")
    attack_kingdom(s, FREE_CO, room=1 + 3)
    cast(s, "02109")
    assert s.state.burned[0][0] == 0


def test_cacophonic_scream_deals_eight_damage_to_one_zone_in_the_kingdom_phase(whi_pool):
    s = scenario(whi_pool, hand=["02114", HOLD], resources=12, step="kingdom.window", race="chaos")
    cast(s, "02114")
    assert max(s.opp_damage) == 8 and s.resources == 0


def test_greyseers_lair_lowers_the_first_skaven_card_of_the_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["02119"], hand=[CLAN_RATS, CLAN_RATS], resources=9,
                 race="chaos")
    lowered = cap.play_cost(s.state, s.card(CLAN_RATS))
    s2 = scenario(whi_pool, hand=[CLAN_RATS], resources=9, race="chaos")
    assert lowered == cap.play_cost(s2.state, s2.card(CLAN_RATS)) - 1
    play_to(s, CLAN_RATS, "kingdom")
    assert cap.play_cost(s.state, s.card(CLAN_RATS, 1)) == lowered + 1


def test_helblaster_volley_gun_adds_combat_damage_per_battlefield_development(whi_pool):
    s = scenario(whi_pool, battlefield=["02086", FREE_CO], attached={"02086": FREE_CO},
                 developments={"battlefield": [MILITIA, MILITIA]})
    assert attack_power(s.state, (s.card(FREE_CO),)) == 1 + 2
    assert cap.power(s.state, s.card(FREE_CO)) == 1        # damage, not power


def test_great_book_of_grudges_gives_two_power(whi_pool):
    s = scenario(whi_pool, battlefield=["02082", "01011"], attached={"02082": "01011"},
                 race="dwarf")
    assert cap.power(s.state, s.card("01011")) == 2 + 2


def test_bashas_bloodaxe_corrupts_and_adds_two_combat_damage(whi_pool):
    s = scenario(whi_pool, hand=["02091", HOLD], battlefield=[ORCS], resources=9, race="orc")
    attach(s, "02091", ORCS)
    orcs = s.card(ORCS)
    assert orcs in s.corrupted
    assert attack_power(s.state, (orcs,)) == cap.power(s.state, orcs) + 2


def test_dragonslayer_attacks_from_the_quest_zone_only(whi_pool):
    s = scenario(whi_pool, kingdom=["02081"], quest=["02081"], race="dwarf")
    assert attack_candidates(s.state) == [s.card("02081", 1)]               # (kingdom first)


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=[*INERT, *REST_INERT], missing={**MISSING, **REST_MISSING},
                              partly=["02082", "02091"]))
