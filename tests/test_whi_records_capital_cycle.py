"""The records of deckcheck/games/whi/engine/records/capital_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

from dataclasses import replace

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.battlefield import attack_power, candidates as attack_candidates
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import (
    FREE_CO, HOLD, attack_kingdom, cast, play_to, power, record_tests,
)


CITADEL = "05013"


ELTHARION = "09002"


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


DREAMER = "04068"


FORGE = "01014"            # Keystone Forge: Dwarf support


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


INERT = ('08091', '08018', '08055')


MISSING_ONLY = ("09001",)


def test_eltharion_gathers_tokens_and_spends_three_on_five_indirect_damage(whi_pool):
    s = scenario(whi_pool, legend=ELTHARION, race="high_elf")
    leg = s.card(ELTHARION)
    assert len(uses(s, ELTHARION)) == 1                    # 3 tokens needed to spend
    act(s, uses(s, ELTHARION)[0])
    assert s.tokens[leg] == 1
    assert s.pending == "attack"                           # once per turn: the phase ran on
    s = scenario(whi_pool, legend=ELTHARION, kingdom=[CITADEL, "08032"], race="high_elf")
    leg, citadel = s.card(ELTHARION), s.card(CITADEL)
    s.state.tokens[leg] = 1
    put, spend, gain = uses(s, ELTHARION)
    assert s.state.table.abilities[leg][gain.amount].pilot == "never"
    act(s, spend)
    assert sum(s.opp_damage) == 5 and max(s.opp_damage) == 2   # spread on its healthiest zones
    assert not s.tokens.get(leg) and s.tokens[citadel] == 1    # its own token, then 2 more
    assert s.tokens[s.card("08032")] == 4                      # never the countdown's


def test_elven_scout_puts_a_token_on_a_card_that_has_one(whi_pool):
    s = scenario(whi_pool, hand=["08073"], kingdom=[CITADEL, "08032"], resources=3,
                 race="high_elf")
    citadel = s.card(CITADEL)
    assert s.tokens[citadel] == 3
    act(s, Action("play", s.card("08073"), option="quest"))
    (trigger,) = uses(s, "08073")
    assert trigger.target == citadel                       # not the War Room's countdown
    act(s, trigger)
    assert s.tokens[citadel] == 4 and s.tokens[s.card("08032")] == 4


def test_planning_for_war_draws_and_returns_a_unit_for_a_high_elf_support(whi_pool):
    s = scenario(whi_pool, hand=["08040"], race="high_elf", resources=3)
    hand = len(s.hand)
    act(s, Action("play", s.card("08040"), option="quest"))
    (trigger,) = uses(s, "08040")
    act(s, trigger)
    assert len(s.hand) == hand                             # played one, drew one
    s = scenario(whi_pool, quest=["08040", MILITIA], hand=[CITADEL, FORGE],
                 discard=[MILITIA, DREAMER, "09009", MILITIA],
                 resources=9, race="high_elf")
    s.state.questing[s.card("08040")] = s.card(MILITIA)
    act(s, Action("play", s.card(FORGE), option="kingdom"))
    assert not uses(s, "08040")                            # not a High Elf support
    act(s, Action("play", s.card(CITADEL), option="kingdom"))
    (trigger,) = uses(s, "08040")
    assert trigger.target == s.card("09009")               # the most expensive (3, discarded last)
    act(s, trigger)
    assert where(s, "09009") == HAND


def test_eataine_war_room_counts_down_to_ten_indirect_damage(whi_pool):
    s = scenario(whi_pool, kingdom=["08032"], race="high_elf")
    room = s.card("08032")
    assert s.tokens[room] == 4
    s.state.tokens[room] = 2
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08032")[0])
    assert s.tokens[room] == 1 and sum(s.opp_damage) == 0
    s.state.used.clear()
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08032")[0])
    assert not s.tokens.get(room) and sum(s.opp_damage) == 10
    fire(s, ROUND_BEGINS)
    assert not uses(s, "08032")                            # nothing left to remove


def test_convocation_of_eagles_gains_the_resource_a_card_in_hand_lacks(whi_pool):
    s = scenario(whi_pool, hand=["08084", DREAMER], kingdom=[CITADEL], resources=2,
                 race="high_elf")
    (play,) = uses(s, "08084")
    act(s, play)
    assert where(s, "08084") == DISCARD and s.resources == 3
    assert any(a.kind == "play" and a.card == s.card(DREAMER) for a in legal(s))
    s = scenario(whi_pool, hand=["08084", DREAMER], kingdom=[CITADEL], resources=1,
                 race="high_elf")
    assert not uses(s, "08084")                            # 1 resource would not be enough
    s = scenario(whi_pool, hand=["08084", DREAMER], resources=2, race="high_elf")
    assert not uses(s, "08084")                            # 1 loyalty tax: a resource for one


@pytest.mark.parametrize("code", INERT + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


# == the rest of the cycle (issue 37's review) ================================================
ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text






REST_INERT = ("08001", "08005", "08011", "08012", "08014", "08015", "08016", "08021", "08024",
              "08029", "08031", "08035", "08036", "08037", "08039", "08047", "08050", "08056",
              "08058", "08068", "08070", "08071", "08075", "08077", "08078", "08085", "08086",
              "08087", "08088", "08093", "08094", "08096", "08097", "08098", "08099", "08107",
              "08110", "08115", "08116", "08117")


REST_MISSING = {"08002": ("helps",), "08006": ("helps",),
                "08017": ("helps",), "08019": ("helps",), "08022": ("helps",),
                "08025": ("helps",), "08026": ("hurts",), "08033": ("helps",),
                "08043": ("helps",), "08048": ("hurts",), "08051": ("helps",),
                "08052": ("hurts",), "08057": ("helps",), "08059": ("helps",),
                "08062": ("helps",), "08063": ("helps",),
                "08065": ("helps",), "08066": ("helps",), "08072": ("helps",),
                "08079": ("helps",), "08081": ("helps",), "08092": ("helps",),
                "08095": ("helps",), "08101": ("helps",), "08105": ("helps",),
                "08109": ("helps",), "08111": ("helps",), "08112": ("helps",),
                "08119": ("helps", "hurts")}


def test_opponent_only_cards_are_kept_out_of_play(whi_pool):
    assert RECORDS["08021"].pilot == RECORDS["08078"].pilot == "never"


@pytest.mark.parametrize("code,lean", [("08009", "hurts"), ("08023", "helps"), ("08053", "helps"),
                                       ("08060", "helps"), ("08074", "helps"), ("08082", "helps"),
                                       ("08083", "helps"), ("08100", "helps"), ("08104", "helps"),
                                       ("08113", "helps"), ("08114", "helps")])
def test_partly_modeled_records_name_the_rest_with_its_lean(whi_pool, code, lean):
    rec = RECORDS[code]
    assert rec.abilities and [m.lean for m in rec.missing] == [lean]


def test_van_klumpfs_buccaneers_damage_every_zone_without_units_as_they_attack(whi_pool):
    s = scenario(whi_pool, battlefield=["08003"], kingdom=[FREE_CO], step="battlefield.zone",
                 race="orc")
    n = power(s, "08003")
    attack_kingdom(s, "08003")                             # (the game runs on to turn 3)
    assert sum(s.opp_damage) == 3 * n + n                  # each zone, then combat damage
    assert s.state.capital_damage == [0, n, 0]             # its own quest zone has no unit


def test_prince_of_caledor_costs_one_less_per_damaged_unit(whi_pool):
    s = scenario(whi_pool, hand=["08004"], battlefield=[FREE_CO, MILITIA],
                 damage={FREE_CO: 1, MILITIA: 1}, race="high_elf")
    s0 = scenario(whi_pool, hand=["08004"], race="high_elf")
    assert cap.play_cost(s.state, s.card("08004")) == cap.play_cost(s0.state, s0.card("08004")) - 2


def test_pink_horrors_bring_blue_horrors_from_hand_into_play(whi_pool):
    s = scenario(whi_pool, hand=["08007", "02051", HOLD], resources=20, race="chaos")
    play_to(s, "08007", "battlefield")
    act(s, uses(s, "08007")[0])
    assert s.where[s.card("02051")] == IN_ZONE


def test_shaggoth_gains_a_power_per_corrupted_unit_in_the_battlefield(whi_pool):
    s = scenario(whi_pool, battlefield=["08009", FREE_CO], kingdom=["08009"],
                 corrupted=[FREE_CO], race="chaos")
    base = whi_pool.card("08009").power_icons
    assert power(s, "08009", 1) == base + 1 and power(s, "08009") == base


def test_screamers_of_tzeentch_corrupt_themselves_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, battlefield=["08010"], race="chaos")
    fire(s, ROUND_BEGINS)
    assert s.card("08010") in s.corrupted


def test_iron_throneroom_counts_down_to_three_chaos_units_into_play(whi_pool):
    s = scenario(whi_pool, kingdom=["08013"], hand=["01082", "01082", HOLD], discard=["01082"],
                 race="chaos")
    room = s.card("08013")
    s.state.tokens[room] = 1
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08013")[0])
    assert all(s.where[c] == IN_ZONE for c in s.cards("01082"))


def test_boss_pit_counts_down_to_ten_cards(whi_pool):
    s = scenario(whi_pool, hand=["08049", HOLD], resources=20, race="orc")
    play_to(s, "08049", "kingdom")
    pit = s.card("08049")
    assert s.tokens[pit] == 4
    s.state.tokens[pit] = 1
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08049")[0])
    assert len(s.hand) == 1 + 10 and not s.tokens.get(pit)


def test_the_great_guild_hall_counts_down_to_five_dwarf_supports(whi_pool):
    s = scenario(whi_pool, kingdom=["08069"], deck=["08067", "08067", "08067", "08101"],
                 race="dwarf")
    s.state.tokens[s.card("08069")] = 1
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08069")[0])
    assert all(s.where[c] == HAND for c in s.cards("08067") + s.cards("08101"))


def test_raiding_camps_draw_a_card_as_they_enter_play(whi_pool):
    s = scenario(whi_pool, hand=["08020", HOLD], resources=9, race="chaos")
    play_to(s, "08020", "quest")
    act(s, uses(s, "08020")[0])
    assert len(s.hand) == 2


def test_clockwork_horse_gives_toughness_one(whi_pool):
    s = scenario(whi_pool, battlefield=["08023", FREE_CO], attached={"08023": FREE_CO})
    assert cap.keyword(s.state, s.card(FREE_CO), "toughness") == 1


def test_star_dragon_costs_one_less_per_spell_in_the_discard_pile(whi_pool):
    s = scenario(whi_pool, hand=["08028"], discard=["09057", "09057"], race="high_elf")
    s0 = scenario(whi_pool, hand=["08028"], race="high_elf")
    assert cap.play_cost(s.state, s.card("08028")) == cap.play_cost(s0.state, s0.card("08028")) - 2


def test_straits_of_lothern_gain_a_power_per_unit_of_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["08030", FREE_CO, MILITIA], race="high_elf")
    assert power(s, "08030") == whi_pool.card("08030").power_icons + 2


def test_horrific_favour_returns_a_disease_when_a_daemon_enters(whi_pool):
    s = scenario(whi_pool, kingdom=["08034"], hand=["02051", HOLD], discard=["04115"],
                 resources=9, race="chaos")
    play_to(s, "02051", "kingdom")
    act(s, uses(s, "08034")[0])
    assert s.where[s.card("04115")] == HAND


def test_for_us_the_bell_tolls_corrupts_a_skaven_for_indirect_damage(whi_pool):
    s = scenario(whi_pool, hand=["08038", HOLD], battlefield=["02016", "02016"],
                 corrupted=["02016"], resources=9, race="chaos")
    cast(s, "08038")
    assert len(s.corrupted) == 2 and sum(s.opp_damage) == 2


def test_guild_of_engineers_pays_for_engineers_in_the_kingdom(whi_pool):
    s = scenario(whi_pool, kingdom=["08041"], hand=["08041", HOLD], resources=20, race="dwarf")
    cost = cap.play_cost(s.state, s.card("08041", 1))
    play_to(s, "08041", "quest", copy=1)
    act(s, uses(s, "08041")[0])
    assert s.resources == 20 - cost + 1


def test_banna_thief_gives_a_battlefield_unit_a_power_when_a_unit_enters(whi_pool):
    s = scenario(whi_pool, battlefield=["08042"], hand=[FREE_CO, HOLD], resources=9, race="orc")
    play_to(s, FREE_CO, "battlefield")
    act(s, next(a for a in uses(s, "08042") if a.target == s.card(FREE_CO)))
    assert power(s, FREE_CO) == 2


def test_squig_lobber_gathers_tokens_and_spends_them_on_indirect_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["08044"], hand=[HOLD], race="orc")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "08044")[0])
    assert s.tokens[s.card("08044")] == 1
    act(s, uses(s, "08044")[0])
    assert sum(s.opp_damage) == 1 and not s.tokens.get(s.card("08044"))


def test_toof_trader_lowers_creatures_to_no_less_than_one(whi_pool):
    s = scenario(whi_pool, kingdom=["08046"], hand=["03024", "08102"], race="orc")
    for code in ("03024", "08102"):                        # Harpies cost 2+, Baby Squig 0
        c = s.card(code)
        printed = whi_pool.card(code).cost
        lowered = printed - 1 if printed >= 2 else printed
        assert cap.play_cost(s.state, c) == lowered + cap.loyalty_tax(s.state, c)


def test_blessing_of_asuryan_gives_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["08053", FREE_CO], attached={"08053": FREE_CO},
                 race="high_elf")
    assert power(s, FREE_CO) == 2


def test_beastman_shaman_draws_when_a_chaos_unit_is_corrupted(whi_pool):
    s = scenario(whi_pool, kingdom=["08054", "08010"], hand=[HOLD], race="chaos")
    fire(s, ROUND_BEGINS)                                  # the Screamers corrupt themselves
    act(s, uses(s, "08054")[0])
    assert len(s.hand) == 2


def test_raiding_parties_draw_a_card_as_they_enter_play(whi_pool):
    s = scenario(whi_pool, hand=["08060", HOLD], resources=9, race="orc")
    play_to(s, "08060", "quest")
    act(s, uses(s, "08060")[0])
    assert len(s.hand) == 2


def test_mountain_sentry_gives_rangers_of_its_zone_two_hit_points(whi_pool):
    s = scenario(whi_pool, battlefield=["08061", "01036", FREE_CO], kingdom=["01036"],
                 race="dwarf")
    hp = whi_pool.card("01036").hit_points
    assert cap.hit_points(s.state, s.card("01036", 1)) == hp + 2        # (kingdom set up first)
    assert cap.hit_points(s.state, s.card("01036")) == hp
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3               # no Ranger


def test_heart_forge_lowers_rune_cards_by_one(whi_pool):
    s = scenario(whi_pool, kingdom=["08067"], hand=["04103"], race="dwarf")
    c = s.card("04103")
    assert cap.play_cost(s.state, c) == (whi_pool.card("04103").cost - 1
                                         + cap.loyalty_tax(s.state, c))


def test_disc_of_tzeentch_gives_a_power_while_its_unit_is_corrupted(whi_pool):
    s = scenario(whi_pool, battlefield=["08074", "01082"], attached={"08074": "01082"},
                 race="chaos")
    base = power(s, "01082")
    s.state.corrupted.add(s.card("01082"))
    assert power(s, "01082") == base + 1


def test_zombie_dragon_plays_from_the_discard_pile_and_pumps_undead(whi_pool):
    s = scenario(whi_pool, discard=["08076"], battlefield=["05044"], hand=[HOLD], resources=20,
                 race="chaos")
    base = power(s, "05044")
    act(s, uses(s, "08076")[0])
    assert s.where[s.card("08076")] == IN_ZONE
    act(s, uses(s, "08076")[0])
    assert power(s, "05044") == base + 1


def test_building_for_war_pays_a_resource_for_a_dwarf_support_while_questing(whi_pool):
    s = scenario(whi_pool, quest=["08080", FREE_CO], hand=["08067", HOLD], resources=9,
                 race="dwarf")
    s.state.questing[s.card("08080")] = s.card(FREE_CO)
    play_to(s, "08067", "kingdom")
    before = s.resources
    act(s, uses(s, "08080")[0])
    assert s.resources == before + 1


def test_fists_of_mork_and_pigeon_bombs_deal_indirect_damage(whi_pool):
    s = scenario(whi_pool, hand=["08082", "08083", HOLD], resources=20, race="orc")
    cast(s, "08082")
    assert sum(s.opp_damage) == 2 and sum(s.state.capital_damage) == 2
    cast(s, "08083")
    assert sum(s.opp_damage) == 3


def test_the_ebonblades_gain_a_power_with_a_sorcerer(whi_pool):
    s = scenario(whi_pool, battlefield=["08089"], race="dark_elf")
    base = power(s, "08089")
    s = scenario(whi_pool, battlefield=["08089"], kingdom=["06015"], race="dark_elf")
    assert power(s, "08089") == base + 1                   # Witch Hag: "Sorceror"


def test_raiding_ships_draw_a_card_as_they_enter_play(whi_pool):
    s = scenario(whi_pool, hand=["08100", HOLD], resources=9, race="dark_elf")
    play_to(s, "08100", "quest")
    act(s, uses(s, "08100")[0])
    assert len(s.hand) == 2


def test_baby_squig_bites_another_unit_of_its_zone(whi_pool):
    # The snapshot prints "Hit Points: 0" (destroyed as it enters play); the position gives it
    # the 1 of the data's health field to show its Forced ability.
    s = scenario(whi_pool, hand=["08102", HOLD], battlefield=[FREE_CO], resources=9, race="orc")
    squig = s.card("08102")
    hp = list(s.table.hit_points)
    hp[squig] = 1
    s.state.table = replace(s.table, hit_points=tuple(hp))
    play_to(s, "08102", "battlefield")
    fire(s, ROUND_BEGINS)
    assert s.damage[s.card(FREE_CO)] == 1 and not s.damage.get(squig)


def test_imperial_drummer_gives_warriors_of_its_zone_a_power(whi_pool):
    s = scenario(whi_pool, battlefield=["08103", "08107"], kingdom=["08107"])
    base = whi_pool.card("08107").power_icons
    assert power(s, "08107", 1) == base + 1 and power(s, "08107") == base


def test_werner_ludenhof_gains_two_power_while_questing(whi_pool):
    s = scenario(whi_pool, quest=["03010", "08104"])
    base = power(s, "08104")
    s.state.questing[s.card("03010")] = s.card("08104")
    assert power(s, "08104") == base + 2


def test_winged_riders_gain_a_power_per_other_attacker(whi_pool):
    s = scenario(whi_pool, battlefield=["08108", FREE_CO, MILITIA], step="battlefield.zone")
    base = power(s, "08108")
    attack_kingdom(s, "08108", FREE_CO, MILITIA)
    act(s, uses(s, "08108")[0])                            # (the game runs on to turn 3)
    assert s.opp_damage[0] == base + 2 + 1


def test_mage_of_the_white_tower_gains_a_power_per_attachment(whi_pool):
    s = scenario(whi_pool, battlefield=["08113", "02022"], attached={"02022": "08113"},
                 race="high_elf")
    assert power(s, "08113") == whi_pool.card("08113").power_icons + 1


def test_daemon_prince_attacks_only_with_exactly_three_tokens(whi_pool):
    s = scenario(whi_pool, battlefield=["08114"], race="chaos")
    prince = s.card("08114")
    for n, able in ((0, False), (3, True), (4, False)):
        s.state.tokens[prince] = n
        assert (prince in attack_candidates(s.state)) == able


def test_a_promise_of_war_searches_a_unit_with_a_legend(whi_pool):
    s = scenario(whi_pool, hand=["08118", HOLD], deck=[FREE_CO], resources=9)
    assert not any(a.card == s.card("08118") and a.kind == "ability" for a in legal(s))
    s = scenario(whi_pool, hand=["08118", HOLD], deck=[FREE_CO], legend="07015", resources=9)
    cast(s, "08118")
    assert s.where[s.card(FREE_CO)] == HAND


def test_recruiting_for_war_draws_for_an_empire_support_while_questing(whi_pool):
    s = scenario(whi_pool, quest=["08120", FREE_CO], hand=["01040", HOLD], resources=9)
    s.state.questing[s.card("08120")] = s.card(FREE_CO)
    play_to(s, "01040", "kingdom")
    n = len(s.hand)
    act(s, uses(s, "08120")[0])
    assert len(s.hand) == n + 1


@pytest.mark.parametrize("code,race,loyal", [("08008", "chaos", "02017"),
                                             ("08064", "dwarf", "02082")])
def test_attackers_add_the_highest_loyalty_of_their_race_to_combat_damage(whi_pool, code, race,
                                                                          loyal):
    s = scenario(whi_pool, battlefield=[code], kingdom=[loyal], race=race)
    unit = s.card(code)
    assert attack_power(s.state, (unit,)) == cap.power(s.state, unit)       # not attacking
    s.state.attackers = (unit,)
    top = max(whi_pool.card(loyal).loyalty or 0, whi_pool.card(code).loyalty or 0)
    assert attack_power(s.state, (unit,)) == cap.power(s.state, unit) + top


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=REST_INERT, missing=REST_MISSING))
