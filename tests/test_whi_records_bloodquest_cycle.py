"""The records of deckcheck/games/whi/engine/records/bloodquest_cycle/ (one module per pack), one
test each, on positions built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest

from deckcheck.games.whi.engine import ENGINE, capital as cap, table_for
from deckcheck.games.whi.engine.battlefield import attack_power, candidates as attack_candidates
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND, IN_ZONE, KINGDOM, OUT, QUEST
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario
from whi_record_checks import HOLD, cast, play_to, power, record_tests


DREAMER = "04068"


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


ELTHARION = "09002"


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


ARCANE = "09057"           # Arcane Power: a Spell tactic, cost 1


FORGE = "01014"            # Keystone Forge: Dwarf support


def test_lion_standard_lets_dreamer_of_dragons_take_one_more_damage_to_burn_a_zone(whi_pool):
    s = scenario(whi_pool, battlefield=[DREAMER, "09045"], resources=1, step="battlefield.zone",
                 opp_damage=(4, 0, 0), race="high_elf")
    dreamer = s.card(DREAMER)
    attack_with(s, dreamer)
    assert not uses(s, "09045")                            # Dreamer can still take damage
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    (use,) = uses(s, "09045")
    assert use.target == dreamer
    act(s, use)
    act(s, uses(s, DREAMER)[0])                            # the game runs on to the next turn
    assert s.state.burned[0][0] == KINGDOM
    assert s.state.where[dreamer] == DISCARD               # 3 damage, 3 hit points again
    s = scenario(whi_pool, battlefield=[DREAMER, "09045"], resources=1, step="battlefield.zone",
                 race="high_elf")
    attack_with(s, s.card(DREAMER))
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    assert s.state.opp_damage[KINGDOM] == 3                # the game ran on: no burn in reach,
    assert s.state.rows[-1][2] == 0                        # so no resource spent on the Standard


def test_helm_of_fortune_gives_the_attached_unit_a_hit_point(whi_pool):
    s = scenario(whi_pool, battlefield=["09011", DREAMER, FREE_CO], attached={"09011": DREAMER},
                 race="high_elf")
    assert cap.hit_points(s.state, s.card(DREAMER)) == 4
    assert cap.hit_points(s.state, s.card(FREE_CO)) == 3


def test_lothern_sea_master_deals_indirect_damage_by_its_tokens(whi_pool):
    s = scenario(whi_pool, hand=["09009"], resources=5, race="high_elf")
    master = s.card("09009")
    act(s, Action("play", master, option="battlefield"))
    assert s.tokens[master] == 3
    (use,) = uses(s, "09009")
    act(s, use)
    assert sum(s.opp_damage) == 3 and s.tokens[master] == 2
    assert not uses(s, "09009")                            # once per turn
    s = scenario(whi_pool, hand=["09009"], resources=5, race="high_elf")
    act(s, Action("play", s.card("09009"), option="kingdom"))
    assert not s.tokens.get(s.card("09009"))               # tokens only in the battlefield


def test_heroic_task_starts_in_play_with_the_legend_set_aside_and_no_mulligan(whi_pool):
    deck = {"09020": 1, ELTHARION: 1, MILITIA: 25, FREE_CO: 25}
    table = table_for(whi_pool, deck, "high_elf")
    task, leg = table.ids.index("09020"), table.ids.index(ELTHARION)
    state = ENGINE.start(table, 3, 20)
    assert state.where[task] == IN_ZONE and cap.zone_of(state, task) == QUEST
    assert state.where[leg] == OUT and state.attached == {leg: task}
    assert leg not in state.hand and len(state.deck) == 52 - 2 - 7
    assert not state.mulligan_taken and state.pending != "mulligan"
    plain = ENGINE.start(table_for(whi_pool, {ELTHARION: 1, MILITIA: 25, FREE_CO: 25},
                                   "high_elf"), 3, 20)
    assert plain.pending == "mulligan"


def test_heroic_task_gathers_tokens_on_draws_and_gives_back_the_card_set_aside(whi_pool):
    s = scenario(whi_pool, quest=["09020", MILITIA], deck=[ELTHARION], race="high_elf")
    task, leg = s.card("09020"), s.card(ELTHARION)
    s.state.deck.remove(leg)
    s.state.where[leg] = OUT
    s.state.attached[leg] = task
    cap.draw(s.state, 1)
    assert not uses(s, "09020")                            # no unit questing on it
    s.state.questing[task] = s.card(MILITIA)
    cap.draw(s.state, 1)
    act(s, uses(s, "09020")[0])
    assert s.tokens[task] == 1
    s.state.tokens[task] = 3
    (take,) = uses(s, "09020")
    act(s, take)
    assert where(s, ELTHARION) == HAND and where(s, "09020") == DISCARD
    assert not s.state.attached


def test_gathering_the_winds_takes_a_token_for_each_spell_played(whi_pool):
    s = scenario(whi_pool, kingdom=["09010"], hand=[ARCANE, FORGE], resources=3, race="high_elf")
    winds = s.card("09010")
    act(s, Action("play", s.card(FORGE), option="kingdom"))
    assert not s.tokens.get(winds)
    (play,) = uses(s, ARCANE)
    act(s, play)
    assert s.tokens[winds] == 1


def test_gathering_the_winds_plays_a_spell_from_the_discard_pile_for_its_tokens(whi_pool):
    s = scenario(whi_pool, kingdom=["09010"], discard=[ARCANE, "07026"], race="high_elf")
    winds = s.card("09010")
    assert not uses(s, "09010")                            # no token: nothing it can pay
    s.state.tokens[winds] = 1
    hand = len(s.hand)
    (use,) = uses(s, "09010")
    act(s, use)
    assert len(s.hand) == hand + 1                         # Arcane Power drew a card
    assert where(s, "09010") == DISCARD and where(s, ARCANE) == DISCARD
    s = scenario(whi_pool, kingdom=["09010"], discard=["07026"], race="high_elf")
    s.state.tokens[s.card("09010")] = 3
    assert not uses(s, "09010")                            # Judgement of Loec does nothing here


def test_arcane_power_draws_and_with_a_legend_returns_a_card(whi_pool):
    s = scenario(whi_pool, hand=[ARCANE], discard=[DREAMER], resources=1, race="high_elf")
    hand = len(s.hand)
    (play,) = uses(s, ARCANE)
    act(s, play)
    assert len(s.hand) == hand and where(s, DREAMER) == DISCARD    # no legend: a card drawn
    s = scenario(whi_pool, hand=[ARCANE], discard=[MILITIA, DREAMER, MILITIA],
                 legend=ELTHARION, resources=1, race="high_elf")
    hand = len(s.hand)
    play = [a for a in uses(s, ARCANE)]
    assert len(play) == 1 and play[0].target == s.card(DREAMER)
    act(s, play[0])
    assert where(s, DREAMER) == HAND and len(s.hand) == hand + 1


# == the rest of the cycle (issue 37's review) ================================================
ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, no text





REST_INERT = ("09003", "09012", "09014", "09017", "09019", "09022", "09030", "09033", "09034",
              "09035", "09036", "09039", "09047", "09051", "09053", "09054", "09055", "09056",
              "09058", "09063", "09065", "09071", "09083", "09087", "09090", "09091", "09092",
              "09097", "09098", "09100", "09101", "09103", "09104", "09110", "09116", "09120")


REST_HURTS = {"09048": ("hurts",), "09082": ("helps", "hurts"), "09096": ("hurts",),
              "09102": ("helps", "hurts"), "09111": ("hurts",), "09114": ("hurts",)}
REST_HELPS = ("09006", "09015", "09016", "09018", "09021", "09023",
              "09028", "09029", "09037", "09038", "09040", "09041", "09042", "09043", "09044",
              "09046", "09050", "09059", "09060", "09061", "09064", "09066", "09067",
              "09068", "09070", "09072", "09073", "09074", "09075", "09076", "09078", "09079",
              "09080", "09081", "09084", "09085", "09088", "09093", "09094", "09095", "09099",
              "09105", "09108", "09112", "09113", "09118", "09119")
REST_MISSING = {**REST_HURTS, **{code: ("helps",) for code in REST_HELPS}}


def test_possess_mind_is_kept_out_of_play(whi_pool):
    assert RECORDS["09092"].pilot == "never"


def test_calling_the_council_finds_a_dwarf_unit_in_the_top_five(whi_pool):
    s = scenario(whi_pool, hand=["09004", HOLD], deck=["01011"], resources=9, race="dwarf")
    cast(s, "09004")
    assert where(s, "01011") == HAND


def test_orc_bully_damages_the_players_goblins_as_it_enters(whi_pool):
    s = scenario(whi_pool, hand=["09005", HOLD], battlefield=["06065", ORC_SQUAD], resources=9,
                 race="orc")
    play_to(s, "09005", "kingdom")
    assert s.damage[s.card("06065")] == 1 and not s.damage.get(s.card(ORC_SQUAD))


def test_emperors_chosen_gains_a_power_as_it_enters_a_zone(whi_pool):
    s = scenario(whi_pool, hand=["09007", HOLD], resources=9)
    play_to(s, "09007", "battlefield")
    act(s, uses(s, "09007")[0])
    assert power(s, "09007") == whi_pool.card("09007").power_icons + 1


def test_boon_of_tzeentch_pays_the_cost_of_the_top_card(whi_pool):
    s = scenario(whi_pool, hand=["09013", HOLD], deck=["01011"], resources=5, race="chaos")
    cost = cap.play_cost(s.state, s.card("09013"))
    cast(s, "09013")
    assert where(s, "01011") == DISCARD and s.resources == 5 - cost + 4


def test_arachnarok_spider_brings_two_goblins_from_hand(whi_pool):
    s = scenario(whi_pool, hand=["09025", "06065", "06065", HOLD], resources=20, race="orc")
    play_to(s, "09025", "battlefield")
    act(s, uses(s, "09025")[0])
    act(s, uses(s, "09025")[0])
    assert all(s.where[c] == IN_ZONE for c in s.cards("06065"))


def test_da_great_leader_gives_orcs_two_power_with_a_legend(whi_pool):
    s = scenario(whi_pool, battlefield=[ORC_SQUAD], hand=["09026"], legend="09062", resources=9,
                 step="battlefield.zone", race="orc")
    base = power(s, ORC_SQUAD)
    attack_with(s, s.card(ORC_SQUAD))
    cast(s, "09026")                                       # (the game runs on to turn 3)
    assert s.opp_damage[0] == base + 1 + 2                 # Gorbad's power and the tactic's


def test_sworn_of_khorne_never_attacks_the_passive_opponent(whi_pool):
    s = scenario(whi_pool, battlefield=["09031", ORC_SQUAD], race="chaos")
    assert attack_candidates(s.state) == [s.card(ORC_SQUAD)]


def test_stolen_skin_gives_toughness_one(whi_pool):
    s = scenario(whi_pool, battlefield=["09032", "01082"], attached={"09032": "01082"},
                 race="chaos")
    assert cap.keyword(s.state, s.card("01082"), "toughness") == 1


def test_roaming_shaman_puts_a_token_on_a_quest_as_it_enters_a_zone(whi_pool):
    s = scenario(whi_pool, quest=["03010"], hand=["09049", HOLD], resources=9)
    play_to(s, "09049", "kingdom")
    act(s, uses(s, "09049")[0])
    assert s.tokens[s.card("03010")] == 1


def test_gorbad_gives_each_attacker_a_power(whi_pool):
    s = scenario(whi_pool, legend="09062", battlefield=[ORC_SQUAD, FREE_CO], race="orc")
    s.state.attackers = (s.card(ORC_SQUAD),)
    assert power(s, ORC_SQUAD) == whi_pool.card(ORC_SQUAD).power_icons + 1
    assert power(s, FREE_CO) == 1


def test_runefang_of_drakwald_gives_power_in_the_battlefield_hit_points_in_the_quest_zone(
        whi_pool):
    s = scenario(whi_pool, battlefield=["09069", FREE_CO], quest=["09069", FREE_CO],
                 attached={"09069": FREE_CO})
    s.state.attached[s.card("09069", 1)] = s.card(FREE_CO, 1)
    quest, field = (s.card(FREE_CO), s.card(FREE_CO, 1))   # (quest set up first)
    assert cap.power(s.state, field) == 3 and cap.hit_points(s.state, field) == 3
    assert cap.power(s.state, quest) == 1 and cap.hit_points(s.state, quest) == 7


def test_clan_eshin_mutant_enters_play_corrupted(whi_pool):
    s = scenario(whi_pool, hand=["09077", HOLD], resources=9, race="chaos")
    play_to(s, "09077", "battlefield")
    assert s.card("09077") in s.corrupted


def test_progress_in_numbers_puts_a_token_on_a_quest_with_a_unit(whi_pool):
    s = scenario(whi_pool, hand=["09086", HOLD], quest=["03010", FREE_CO], resources=9)
    s.state.questing[s.card("03010")] = s.card(FREE_CO)
    cast(s, "09086")
    assert s.tokens[s.card("03010")] == 1


def test_prince_althran_spends_its_token_for_a_power_that_burns(whi_pool):
    s = scenario(whi_pool, hand=["09089", HOLD], resources=9, race="high_elf")
    play_to(s, "09089", "battlefield")
    assert s.tokens[s.card("09089")] == 1
    assert [m.lean for m in RECORDS["09089"].missing] == ["helps"]


def test_creature_pen_finds_a_creature_when_the_turn_begins(whi_pool):
    s = scenario(whi_pool, quest=["09106"], deck=["09105"], hand=[HOLD], race="orc")
    fire(s, ROUND_BEGINS)
    act(s, uses(s, "09106")[0])
    assert where(s, "09105") == HAND


def test_steel_standard_gives_knights_of_its_zone_toughness(whi_pool):
    s = scenario(whi_pool, battlefield=["09107", "04064"], kingdom=["04064"])
    assert cap.keyword(s.state, s.card("04064", 1), "toughness") == 1
    assert cap.keyword(s.state, s.card("04064"), "toughness") == 0


def test_trinkets_of_gold_draw_per_treasure_as_its_unit_attacks(whi_pool):
    s = scenario(whi_pool, battlefield=["09115", "05034"], attached={"09115": "05034"},
                 step="battlefield.zone", hand=[HOLD])
    attack_with(s, s.card("05034"))
    act(s, uses(s, "09115")[0])                            # (the game runs on to turn 3)
    i = next(i for i, e in enumerate(s.events) if e[1] == "ability" and e[2] == s.card("09115"))
    assert s.events[i + 1][:4] == (2, "draw", -1, 1)       # one Treasure: itself


def test_talismanic_tatoos_give_a_power_per_development_of_the_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["09117", FREE_CO], attached={"09117": FREE_CO},
                 developments={"battlefield": [MILITIA, MILITIA]})
    assert power(s, FREE_CO) == 3


def test_averheim_soldiers_deal_two_more_combat_damage(whi_pool):
    s = scenario(whi_pool, battlefield=["09027"])
    unit = s.card("09027")
    assert attack_power(s.state, (unit,)) == cap.power(s.state, unit) + 2


@pytest.mark.parametrize("code", ["09052", "09024"])
def test_rift_and_blood_vengeance_add_a_combat_damage_to_units_of_their_zone(whi_pool, code):
    s = scenario(whi_pool, battlefield=[code, "01011"], kingdom=["01011"], race="dwarf")
    kingdom, field = s.card("01011"), s.card("01011", 1)        # (kingdom set up first)
    assert attack_power(s.state, (field,)) == cap.power(s.state, field) + 1
    assert attack_power(s.state, (kingdom,)) == cap.power(s.state, kingdom)


def test_rage_of_the_bear_gives_an_attacking_mage_two_combat_damage_to_burn(whi_pool):
    s = scenario(whi_pool, battlefield=["09070"], hand=["09008"], resources=9,
                 step="battlefield.zone", race="empire")
    mage = s.card("09070")                                 # Learned Mage
    s.state.opp_damage[0] = hit_points_of(s.state, 0) - (cap.power(s.state, mage) + 2)
    attack_with(s, mage)
    cast(s, "09008")                                       # (the game runs on to turn 3)
    assert s.state.burned[0][0] == 0


# -- the tables of every section above -----------------------------------------------------------
globals().update(record_tests(inert=REST_INERT, missing=REST_MISSING))
