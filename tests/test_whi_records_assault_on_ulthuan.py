"""The records of deckcheck/games/whi/engine/records/assault_on_ulthuan.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.battlefield import candidates as attack_candidates
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.pilot import GreedyPilot
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import HOLD, cast, play_to, record_tests


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


INERT = ['03043']


WALKING = "03023"          # Walking Sacrifice: power 0, 1 hit point, draws as it leaves play


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


INERT_B = ('03025', '03027', '03033', '03019')


MISSING_ONLY = ("09001",)


FORGE = "01014"            # Keystone Forge: Dwarf support


def test_mountain_barracks_gives_dwarf_units_in_its_zone_toughness_1(whi_pool):
    s = scenario(whi_pool, kingdom=["03044", BRIGADE], battlefield=[BRIGADE], race="dwarf")
    here, there = s.cards(BRIGADE)
    assert cap.keyword(s.state, here, "toughness") == 1
    assert cap.keyword(s.state, there, "toughness") == 0
    assert cap.deal_damage(s.state, here, 2) == 1
    assert cap.deal_damage(s.state, there, 2) == 2


def test_innovation_gains_a_resource_per_development_in_the_kingdom(whi_pool):
    s = scenario(whi_pool, hand=["03057"], developments={"kingdom": [BRIGADE, BRIGADE],
                                                         "quest": [DEFENDER]}, race="dwarf")
    use(s, "03057")
    row = next(r for r in s.state.rows if r[0] == 2)
    assert row[1] == 2                                   # turn 2 gained 2 resources


def test_treasure_vaults_pumps_building_supports_with_three_developments(whi_pool):
    s = scenario(whi_pool, kingdom=["03055", "04112"], developments={"kingdom": [BRIGADE] * 2},
                 race="orc")
    scrap = s.card("04112")
    assert cap.power(s.state, scrap) == 1
    cap.develop(s.state, s.state.deck[-1], 0, played=False)
    assert cap.power(s.state, scrap) == 2
    assert cap.power(s.state, s.card("03055")) == 2      # the Vaults are a Building too


def test_walking_sacrifice_draws_a_card_as_it_leaves_play_to_the_discard_or_the_hand(whi_pool):
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(WALKING), "sacrificed")
    assert len(s.hand) == hand + 1
    s = scenario(whi_pool, battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card(WALKING), "returned", to="hand")
    assert len(s.hand) == hand + 2                         # itself and the card drawn
    assert where(s, WALKING) == HAND                       # not played as a tactic


def test_har_ganeth_returns_a_walking_sacrifice_at_the_beginning_of_the_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["03035"], battlefield=[WALKING], race="dark_elf")
    hand = len(s.hand)
    fire(s, ROUND_BEGINS)
    (trigger,) = uses(s, "03035")
    act(s, trigger)
    assert where(s, WALKING) == HAND and len(s.hand) == hand + 2
    s = scenario(whi_pool, quest=["03035"], battlefield=[WALKING], race="dark_elf")
    fire(s, ROUND_BEGINS)
    assert not uses(s, "03035")                            # "Kingdom." only


def test_corsairs_of_ghrond_take_two_hit_points_from_the_unit_that_loses_least(whi_pool):
    s = scenario(whi_pool, battlefield=["03029", WALKING, FREE_CO], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 1   # survives it
    assert where(s, WALKING) == IN_ZONE
    s = scenario(whi_pool, battlefield=["03029", WALKING], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == DISCARD and len(s.hand) == hand + 1
    s = scenario(whi_pool, kingdom=["03029"], battlefield=[WALKING], race="dark_elf")
    cap.leave_play(s.state, s.card("03029"), "destroyed")
    assert where(s, WALKING) == IN_ZONE                    # "Battlefield." only


def test_chillwind_restores_a_corrupted_attacker_for_a_spent_unit(whi_pool):
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 corrupted=[FREE_CO], resources=1, step="battlefield.window", race="dark_elf")
    (use,) = uses(s, "03039")
    assert use.target == s.card(FREE_CO)
    act(s, use)
    assert s.card(FREE_CO) not in s.corrupted and s.card(MILITIA) in s.corrupted
    s = scenario(whi_pool, hand=["03039"], kingdom=[MILITIA], battlefield=[FREE_CO],
                 resources=1, step="battlefield.window", race="dark_elf")
    assert not uses(s, "03039")                            # nothing to restore


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"


def test_attachments_only_worth_an_opponents_card_are_kept_out_of_play(whi_pool):
    s = scenario(whi_pool, hand=["03033", "04077", "07026", "09001", FORGE],
                 battlefield=[FREE_CO], resources=9, race="dark_elf")
    choice = GreedyPilot().choose(s.state, legal(s))        # the Sword costs 4, the Forge 2
    assert choice.kind == "play" and choice.card == s.card(FORGE)
    for code in ("03033", "04077", "07026", "09001"):
        assert RECORDS[code].pilot == "never"


# == the rest of the box (issue 37's review) ==================================================
PRINCE = "03009"         # Dragon Prince: High Elf unit, cost 4




REST_INERT = ("03002", "03003", "03008", "03011", "03017", "03021", "03024", "03028", "03030",
              "03034", "03041", "03042", "03046", "03048", "03051", "03053", "03054")


REST_MISSING = {"03005": ("helps",), "03013": ("helps",), "03018": ("helps",),
                "03036": ("helps",), "03037": ("helps",),
                "03040": ("helps",), "03047": ("helps",)}


def test_word_of_pain_is_kept_out_of_play(whi_pool):
    assert RECORDS["03034"].pilot == "never"


def test_initiate_of_saphery_heals_one_damage_of_each_unit_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["03006", FREE_CO, MILITIA], damage={FREE_CO: 2, MILITIA: 1},
                 race="high_elf")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "03006")[0])
    assert s.damage.get(s.card(FREE_CO), 0) == 1 and not s.damage.get(s.card(MILITIA))


def test_loremaster_of_hoeth_deals_two_indirect_damage_to_each_player(whi_pool):
    s = scenario(whi_pool, hand=["03007", HOLD], resources=9, race="high_elf")
    play_to(s, "03007", "kingdom")
    assert sum(s.opp_damage) == 2 and sum(s.state.capital_damage) == 2


def test_dragon_prince_keeps_the_two_best_battlefield_units_and_sacrifices_the_rest(whi_pool):
    s = scenario(whi_pool, hand=[PRINCE, HOLD], battlefield=[MILITIA, FREE_CO], resources=9,
                 race="high_elf")
    play_to(s, PRINCE, "battlefield")
    assert s.where[s.card(MILITIA)] == DISCARD                             # (1: HOLD)
    assert s.where[s.card(FREE_CO)] == s.where[s.card(PRINCE)] == IN_ZONE


def test_wake_the_dragons_gathers_tokens_and_returns_a_high_elf_card_at_three(whi_pool):
    s = scenario(whi_pool, quest=["03010", FREE_CO], discard=[PRINCE], race="high_elf")
    wake = s.card("03010")
    s.state.questing[wake] = s.card(FREE_CO)
    fire(s, ROUND_BEGINS)
    assert s.tokens[wake] == 1 and not uses(s, "03010")
    s = scenario(whi_pool, quest=["03010"], discard=[PRINCE, FREE_CO], race="high_elf")
    s.state.tokens[s.card("03010")] = 3
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "03010")[0])
    assert s.where[s.card(PRINCE)] == HAND and s.where[s.card(FREE_CO)] == DISCARD


def test_dragon_mage_wakening_gives_three_hit_points(whi_pool):
    s = scenario(whi_pool, battlefield=["03012", FREE_CO], attached={"03012": FREE_CO},
                 race="high_elf")
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3 + 3


def test_shrine_of_asuryan_restores_a_corrupted_unit_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, kingdom=["03014", FREE_CO], corrupted=[FREE_CO], race="high_elf")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "03014")[0])
    assert not s.corrupted


def test_temple_of_vaul_damages_the_players_capital_by_two_each_turn(whi_pool):
    s = scenario(whi_pool, kingdom=["03015"], race="high_elf")
    fire(s, ROUND_BEGINS)
    assert sum(s.state.capital_damage) == 2


def test_tear_of_isha_heals_all_damage_of_a_unit(whi_pool):
    s = scenario(whi_pool, hand=["03016", HOLD], battlefield=[FREE_CO], damage={FREE_CO: 2},
                 resources=5, race="high_elf")
    cast(s, "03016")
    assert not s.damage.get(s.card(FREE_CO))


def test_gift_of_life_returns_a_high_elf_unit_from_the_discard_pile(whi_pool):
    s = scenario(whi_pool, hand=["03020", HOLD], discard=[PRINCE, FREE_CO], resources=5,
                 race="high_elf")
    cast(s, "03020")
    assert s.where[s.card(PRINCE)] == HAND and s.where[s.card(FREE_CO)] == DISCARD


def test_dark_initiate_counts_its_power_only_with_two_developments_in_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["03022"], developments={"kingdom": [MILITIA]},
                 race="dark_elf")
    assert cap.power(s.state, s.card("03022")) == 0
    s = scenario(whi_pool, kingdom=["03022"], developments={"kingdom": [MILITIA, MILITIA]},
                 race="dark_elf")
    assert cap.power(s.state, s.card("03022")) == 1


def test_dark_visions_takes_a_card_of_the_top_five(whi_pool):
    s = scenario(whi_pool, hand=["03038", HOLD], deck=[PRINCE], resources=5, race="dark_elf")
    cast(s, "03038")
    assert s.where[s.card(PRINCE)] == HAND


def test_wyvern_rider_gains_a_power_without_developments_in_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["03049"], race="orc")
    assert cap.power(s.state, s.card("03049")) == 2
    s = scenario(whi_pool, battlefield=["03049"], developments={"battlefield": [MILITIA]},
                 race="orc")
    assert cap.power(s.state, s.card("03049")) == 1


def test_maledictor_damages_itself_and_another_unit_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, battlefield=["03052", FREE_CO], race="chaos")
    fire(s, ROUND_BEGINS)
    assert s.damage[s.card("03052")] == 1 and s.damage[s.card(FREE_CO)] == 1


def test_ancient_map_takes_a_quest_card_from_the_deck(whi_pool):
    s = scenario(whi_pool, hand=["03056", HOLD], deck=["03010", PRINCE], resources=5,
                 race="high_elf")
    cast(s, "03056")
    assert s.where[s.card("03010")] == HAND and s.where[s.card(PRINCE)] != HAND


def test_boar_attack_deals_three_damage_to_one_section_of_the_opponent(whi_pool):
    s = scenario(whi_pool, hand=["03058", HOLD], resources=5, race="orc")
    cast(s, "03058")
    assert sorted(s.opp_damage) == [0, 0, 3]


def test_sack_tor_aendris_lets_its_questing_unit_attack(whi_pool):
    s = scenario(whi_pool, quest=["03032", FREE_CO, FREE_CO])
    assert not attack_candidates(s.state)
    s.state.questing[s.card("03032")] = s.card(FREE_CO)
    assert attack_candidates(s.state) == [s.card(FREE_CO)]
    assert [m.lean for m in RECORDS["03032"].missing] == ["helps"]


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=[*INERT, *REST_INERT], missing=REST_MISSING))
