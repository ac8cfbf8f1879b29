"""WHI goldfish rules, one at a time, on real Core Set cards (positions from whi_scenario)."""
from __future__ import annotations

import pytest
from whi_scenario import act, legal, scenario

from deckcheck.games.whi.engine import ENGINE, FLOW, table_for
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.opponent import OPPONENTS, capital
from deckcheck.goldfish.actions import Action as A
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN

MILITIA, KNIGHTS, HUNTSMEN, APPRENTICE, THYRUS = "01026", "01027", "01033", "01028", "01032"
VILLAGE, GATES, DEFENDER = "01111", "01040", "01001"
SMALL = {MILITIA: 3, KNIGHTS: 3, HUNTSMEN: 3}


def plays(s):
    return [a for a in legal(s) if a.kind == "play"]


# -- setup ------------------------------------------------------------------------------------------
def test_setup_draws_seven_and_allows_one_mulligan(whi_pool):
    table = table_for(whi_pool, SMALL | {"01035": 3}, "empire")
    s = ENGINE.start(table, 4)
    assert (s.round, s.pending, len(s.hand), len(s.deck)) == (0, "mulligan", 7, 5)
    first = list(s.hand)
    ENGINE.apply(s, A("mulligan"))
    assert s.mulligan_taken and len(s.hand) == 7 and len(s.deck) == 5
    assert s.hand != first                      # a new hand (seed 4 deals a different one)
    assert s.round == 1 and s.pending == "capital"   # the second hand is kept without asking
    assert s.setup_row[0] == 1


def test_a_deck_too_small_for_a_hand_and_a_turn_is_refused(whi_pool):
    with pytest.raises(ActionError) as err:
        ENGINE.start(table_for(whi_pool, {MILITIA: 3, KNIGHTS: 3, HUNTSMEN: 1}, "empire"), 1)
    assert err.value.code == "WHI_DECK_TOO_SMALL"


def test_fulcrums_and_draft_cards_are_refused(whi_pool):
    with pytest.raises(ActionError) as err:
        table_for(whi_pool, SMALL | {"01128": 1}, "empire")
    assert err.value.code == "WHI_UNPLAYABLE_CARDS"


def test_the_capital_race_is_the_decks_or_the_race_with_most_loyalty(whi_pool):
    assert table_for(whi_pool, SMALL, None).race == "empire"
    assert table_for(whi_pool, SMALL, "Dwarfs").race == "dwarf"


# -- kingdom and quest ------------------------------------------------------------------------------
def test_kingdom_resets_restores_one_corrupted_unit_and_gains_its_power(whi_pool):
    s = scenario(whi_pool, kingdom=[VILLAGE, KNIGHTS], corrupted=[KNIGHTS], resources=4,
                 step="kingdom.reset")
    # unspent resources are gone; 3 printed + Contested Village 1 + Knights 1 = 5
    assert s.resources == 5 and not s.corrupted
    assert s.pending == "capital"


def test_with_two_corrupted_units_the_player_chooses_one(whi_pool):
    s = scenario(whi_pool, kingdom=[KNIGHTS, KNIGHTS], corrupted=[KNIGHTS], step="kingdom.reset")
    assert not s.corrupted                                  # one: restored by itself
    s = scenario(whi_pool, kingdom=[KNIGHTS, KNIGHTS], step="kingdom.reset", turn=2)
    a, b = s.cards(KNIGHTS)
    s.state.corrupted.update({a, b})
    s.state.step = FLOW.at("kingdom.restore")
    s.state.pending = ""
    ENGINE.advance(s.state)
    assert s.pending == "restore"
    act(s, A("restore", b))
    assert s.corrupted == {a}


def test_quest_draws_one_card_per_power_in_the_quest_zone(whi_pool):
    s = scenario(whi_pool, quest=[HUNTSMEN, HUNTSMEN], step="quest.draw")
    assert len(s.hand) == 3 and s.drawn == 3                 # 1 printed + 2 Huntsmen


def test_the_first_player_has_no_quest_and_no_battlefield_phase_on_turn_1(whi_pool):
    s = scenario(whi_pool, quest=[HUNTSMEN], battlefield=[KNIGHTS], turn=1, step="quest.draw")
    assert s.hand == [] and s.pending == "capital"
    act(s, A("pass"))
    assert s.round == 2 and s.opp_damage == [0, 0, 0]


# -- the capital phase ------------------------------------------------------------------------------
def test_the_loyalty_tax_is_one_per_icon_not_offset_by_cards_of_the_race_in_play(whi_pool):
    # Thyrus Gorman: cost 3, 3 Empire loyalty icons; the Empire capital offsets one
    s = scenario(whi_pool, hand=[THYRUS], resources=9)
    c = s.card(THYRUS)
    assert cap.loyalty_tax(s.state, c) == 2 and cap.play_cost(s.state, c) == 5
    s = scenario(whi_pool, hand=[THYRUS], kingdom=[MILITIA], resources=9)
    assert cap.play_cost(s.state, s.card(THYRUS)) == 4
    # a Dwarf capital offsets none of them
    s = scenario(whi_pool, hand=[THYRUS], resources=9, race="dwarf")
    assert cap.play_cost(s.state, s.card(THYRUS)) == 6
    act(s, A("play", s.card(THYRUS), option="kingdom"))
    assert s.rows[-1][2] == 6            # resources spent (nothing else to do: the turn ended)


def test_a_card_is_offered_only_when_affordable(whi_pool):
    s = scenario(whi_pool, hand=[APPRENTICE], resources=1)       # cost 2, loyalty 2: 3
    assert plays(s) == []
    s = scenario(whi_pool, hand=[APPRENTICE], resources=3)
    assert {a.option for a in plays(s)} == {"kingdom", "quest", "battlefield"}


def test_limited_one_limited_card_per_turn(whi_pool):
    s = scenario(whi_pool, hand=[VILLAGE, VILLAGE], resources=5)
    act(s, A("play", s.card(VILLAGE), option="kingdom"))
    assert plays(s) == []
    assert s.limited_turn == s.round


def test_limit_one_hero_per_zone_and_zone_restrictions(whi_pool):
    s = scenario(whi_pool, hand=[THYRUS], battlefield=["01037"], resources=9)
    assert {a.option for a in plays(s)} == {"kingdom", "quest"}
    s = scenario(whi_pool, hand=[HUNTSMEN, DEFENDER], resources=9)
    assert {(s.table.names[a.card], a.option) for a in plays(s)} == {
        ("Huntsmen", "quest"), ("Defender of the Hold", "battlefield")}


def test_one_development_per_turn_with_no_power(whi_pool):
    s = scenario(whi_pool, hand=[KNIGHTS, MILITIA])
    act(s, A("develop", s.card(KNIGHTS), option="battlefield"))
    assert s.developments[2] == (s.card(KNIGHTS),)
    assert not [a for a in legal(s) if a.kind == "develop"]
    assert cap.zone_power(s.state, 2) == 0


def test_a_legend_needs_a_capital_of_its_race(whi_pool):
    s = scenario(whi_pool, hand=["10021"], resources=9, race="empire")
    assert plays(s) == []
    s = scenario(whi_pool, hand=["10021"], resources=9, race="high_elf")
    assert plays(s) == [A("play", s.card("10021"), option="capital")]


def test_damage_reaching_hit_points_destroys_a_unit_and_toughness_cancels_some(whi_pool):
    s = scenario(whi_pool, kingdom=[KNIGHTS, "01003"])
    k, hammerer = s.card(KNIGHTS), s.card("01003")            # 2 hit points; Toughness 1, 2 HP
    assert cap.deal_damage(s.state, k, 1) == 1 and k in s.zones[0]
    cap.deal_damage(s.state, k, 1)
    assert k in s.discard and k not in s.damage
    assert cap.deal_damage(s.state, hammerer, 2) == 1 and hammerer in s.zones[0]


# -- battlefield ------------------------------------------------------------------------------------
def test_attack_deals_the_attackers_power_and_corrupted_units_cannot_attack(whi_pool):
    s = scenario(whi_pool, battlefield=[KNIGHTS, KNIGHTS, "01035"], corrupted=["01035"],
                 step="battlefield.zone")
    act(s, A("attack", option="quest"))
    [offer] = legal(s)
    assert set(offer.cards) == set(s.cards(KNIGHTS))
    act(s, A("declare", cards=offer.cards))
    assert s.opp_damage == [0, 2, 0]


def test_declaring_no_attacker_ends_the_phase_without_damage(whi_pool):
    s = scenario(whi_pool, battlefield=[KNIGHTS], step="battlefield.zone")
    act(s, A("attack", option="quest"))
    act(s, A("declare"))
    assert s.opp_damage == [0, 0, 0] and s.attacks == 0


def test_a_zone_burns_at_8_the_excess_is_lost_and_two_burned_zones_win(whi_pool):
    s = scenario(whi_pool, battlefield=[KNIGHTS] * 3, opp_damage=(7, 6, 0), step="battlefield.zone")
    act(s, A("attack", option="kingdom"))
    act(s, A("declare", cards=tuple(s.cards(KNIGHTS))))
    assert s.opp_damage[0] == 8 and s.burned == [(0, 2)] and not s.outcome
    assert s.rows[-1][9] == 1                          # damage dealt that turn: 1 of 3
    s = scenario(whi_pool, battlefield=[KNIGHTS] * 3, opp_damage=(8, 6, 0), step="battlefield.zone")
    s.state.burned.append((0, 1))
    act(s, A("attack", option="quest"))
    act(s, A("declare", cards=tuple(s.cards(KNIGHTS))))
    assert (s.outcome, s.reason, s.ended_round) == (WIN, "zones_burned", 2)


def test_a_player_whose_deck_runs_out_is_eliminated_at_once(whi_pool):
    s = scenario(whi_pool, quest=[HUNTSMEN], filler=0, deck=[MILITIA, KNIGHTS], step="quest.draw")
    assert (s.outcome, s.reason) == (ELIMINATED, "decked")         # 2 drawn, none left
    assert len(s.hand) == 2
    s = scenario(whi_pool, filler=0, deck=[MILITIA, KNIGHTS], step="quest.draw")
    assert not s.outcome and len(s.deck) == 1                      # 1 drawn, 1 left


def test_timeout_after_max_turns(whi_pool):
    table = table_for(whi_pool, {MILITIA: 3, HUNTSMEN: 3, VILLAGE: 3, "01035": 3, GATES: 3}, "empire")
    s = ENGINE.start(table, 1, max_rounds=2)
    while not s.outcome:
        ENGINE.apply(s, ENGINE.legal_actions(s)[-1])     # always the last action: keep / pass
    assert (s.outcome, s.reason, s.ended_round) == (TIMEOUT, "timeout", 2)


def test_the_passive_opponent_is_data_with_a_chosen_race(whi_pool):
    assert set(OPPONENTS) == {"empire", "dwarf", "high_elf", "orc", "chaos", "dark_elf"}
    opp = capital("Dwarfs").to_json()
    assert opp["breaks_to_win"] == 2 and [p["toughness"] for p in opp["parts"]] == [8, 8, 8]
    assert opp["race"] == "dwarf"
    with pytest.raises(ActionError):
        capital("skaven")
    table = table_for(whi_pool, SMALL | {"01035": 3}, "empire")
    assert ENGINE.start(table, 1, opponent="orc").opponent == "orc"


def test_an_alliance_offsets_the_loyalty_of_each_race_it_provides(whi_pool):
    # Empire/High Elf Alliance (01123) in play: Thyrus Gorman's 3 Empire icons are offset by
    # the capital and the alliance: tax 1
    s = scenario(whi_pool, hand=[THYRUS], kingdom=["01123"], resources=9)
    assert cap.loyalty_tax(s.state, s.card(THYRUS)) == 1
    assert s.table.provides[s.card("01123")] == frozenset({"empire", "high_elf"})


def test_a_legend_that_says_so_makes_the_deck_burn_three_zones(whi_pool):
    # Alith Anar (10021): "you must burn 3 zones instead of 2 in order to win"; played onto
    # the capital for its cost 3 + 1 loyalty tax (2 High Elf icons, the capital offsets one)
    s = scenario(whi_pool, hand=["10021"], battlefield=[KNIGHTS] * 3, resources=4,
                 race="high_elf", opp_damage=(8, 7, 0))
    s.state.burned.append((0, 1))
    legend = s.card("10021")
    act(s, A("play", legend, option="capital"))
    assert s.legend == legend and s.zones_to_win == 3
    if s.pending == "capital":                                 # the development is left
        act(s, A("pass"))
    act(s, A("attack", option="quest"))
    [offer] = legal(s)
    assert legend in offer.cards                               # a legend may attack
    act(s, A("declare", cards=tuple(s.cards(KNIGHTS))))
    assert len(s.burned) == 2 and not s.outcome


def test_a_unit_played_onto_a_quest_quests_and_stops_when_moved_or_gone(whi_pool):
    from deckcheck.games.whi.engine.hooks import move_cards
    from deckcheck.goldfish.abilities.base import Context
    from deckcheck.goldfish.abilities.records import Effect

    s = scenario(whi_pool, quest=["01043"], hand=[KNIGHTS, MILITIA], resources=3)
    quest, knights = s.card("01043"), s.card(KNIGHTS)
    assert A("play", knights, quest, 0, "quest") in legal(s)
    act(s, A("play", knights, quest, 0, "quest"))
    assert s.questing == {quest: knights} and knights in s.zones[1]
    assert not [a for a in legal(s) if a.target == quest]          # one unit per quest
    s.state.tokens[quest] = 2
    move_cards(s.state, Context(quest, 0), Effect("game", 0, value=("move", "battlefield")), [knights])
    assert s.questing == {} and quest not in s.tokens and knights in s.zones[2]
    s = scenario(whi_pool, quest=["01043"], hand=[KNIGHTS], resources=3)
    act(s, A("play", s.card(KNIGHTS), s.card("01043"), 0, "quest"))
    s.state.tokens[s.card("01043")] = 1
    cap.deal_damage(s.state, s.card(KNIGHTS), 2)
    assert s.questing == {} and not s.tokens


def test_a_legend_attacks_with_its_battlefield_power_not_the_sum_of_its_zones(whi_pool):
    """A legend prints its power once per zone and attacks "as though it were a unit in the
    battlefield" (halogenandtoast/WarhammerInvasion docs/rules/cards.md "Legends": Malekith
    2 kingdom, 2 quest, 2 battlefield). The card data holds the sum: Malekith 6 attacks for 2."""
    assert whi_pool.cards["07036"].power_icons == 6
    s = scenario(whi_pool, hand=["07036"], resources=11, race="dark_elf")
    legend = s.card("07036")
    assert cap.power(s.state, legend) == 2
    act(s, A("play", legend, option="capital"))
    if s.pending == "capital":
        act(s, A("pass"))
    act(s, A("attack", option="kingdom"))
    if s.pending == "attackers":
        act(s, A("declare", cards=(legend,)))
    assert s.state.opp_damage[0] == 2


def test_the_pilot_burns_the_toughest_zone_its_attack_can_burn(whi_pool):
    """Kingdom 1 hit point from burning, quest exactly the attack's power from burning: the
    attack burns the quest zone (nothing lost beyond burning), and the kingdom is left for
    any later attack; an attack that burns nothing goes to the zone closest to burning."""
    from deckcheck.games.whi.engine.battlefield import attack_power, candidates
    from deckcheck.games.whi.engine.pilot import GreedyPilot

    s = scenario(whi_pool, battlefield=[KNIGHTS, KNIGHTS])
    power = attack_power(s.state, candidates(s.state))
    assert 1 < power <= 8
    s.state.opp_damage[:] = [7, 8 - power, 0]
    if s.pending == "capital":
        act(s, A("pass"))
    assert s.pending == "attack"
    assert GreedyPilot().choose(s.state, legal(s)).option == "quest"
    s.state.opp_damage[:] = [6 - power, 0, 0]                 # nothing burns: the closest
    assert GreedyPilot().choose(s.state, legal(s)).option == "kingdom"
