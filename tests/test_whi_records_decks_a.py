"""One test per record of records/decks_a.py (cards of five real WHI test decks outside the
Core Set, and the FAQ's restricted cards outside it), on real cards of the snapshot."""
from __future__ import annotations

import pytest
from whi_scenario import act, fire, legal, scenario

from deckcheck.games.whi.engine import HOOKS
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.cards import SUPPORT, UNIT
from deckcheck.games.whi.engine.hooks import ROUND_ENDS
from deckcheck.games.whi.engine.pilot import GreedyPilot, _playable
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, HAND, OUT
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action

BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text
DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only
ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, cost 3, 1 power, no text
GOBLINS = "01056"        # Crooked Teef Goblins: Orc unit, cost 1, Battlefield only


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def accept_trigger(s, code):
    assert s.pending == "respond"
    act(s, next(a for a in legal(s) if a.kind == "trigger" and a.card in s.cards(code)))


# == Dwarf =====================================================================================
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


def test_mountain_barracks_gives_dwarf_units_in_its_zone_toughness_1(whi_pool):
    s = scenario(whi_pool, kingdom=["03044", BRIGADE], battlefield=[BRIGADE], race="dwarf")
    here, there = s.cards(BRIGADE)
    assert cap.keyword(s.state, here, "toughness") == 1
    assert cap.keyword(s.state, there, "toughness") == 0
    assert cap.deal_damage(s.state, here, 2) == 1
    assert cap.deal_damage(s.state, there, 2) == 2


def test_reclaiming_the_fallen_brings_the_dead_to_attack_then_sacrifices_them(whi_pool):
    s = scenario(whi_pool, discard=[BRIGADE, ORC_SQUAD], hand=["04042"], resources=7,
                 race="dwarf", step="battlefield.window")
    brigade, squad = s.card(BRIGADE), s.card(ORC_SQUAD)
    use(s, "04042")
    assert {brigade, squad} <= set(s.zones[2])
    assert s.pending == "attack"
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=(brigade, squad)))
    while s.pending == "action":
        act(s, Action("pass"))
    assert s.state.opp_damage[0] == 3                     # 2 + 1
    assert s.where[brigade] == DISCARD and s.where[squad] == DISCARD


def test_reclaiming_the_fallen_waits_for_two_units_in_the_discard_pile(whi_pool):
    s = scenario(whi_pool, discard=[BRIGADE], hand=["04042"], resources=7, race="dwarf",
                 step="battlefield.window")
    assert not abilities_of(s, "04042")


def test_grudgebearer_takes_a_token_and_a_power_when_another_dwarf_leaves_play(whi_pool):
    s = scenario(whi_pool, battlefield=["04024", BRIGADE, ORC_SQUAD], race="dwarf")
    gb = s.card("04024")
    assert cap.power(s.state, gb) == 1
    cap.leave_play(s.state, s.card(ORC_SQUAD), "destroyed")      # not a Dwarf
    cap.leave_play(s.state, s.card(BRIGADE), "destroyed")
    assert s.tokens.get(gb) == 1 and cap.power(s.state, gb) == 2


def test_mining_tunnels_is_a_support_that_draws_when_a_development_is_played(whi_pool):
    s = scenario(whi_pool, kingdom=["04002"], hand=[BRIGADE], deck=[DEFENDER], resources=1,
                 race="dwarf")
    tunnels = s.card("04002")
    assert s.table.kind[tunnels] == SUPPORT and tunnels in s.zones[0]   # cards.TYPE_FIXES
    act(s, Action("develop", s.card(BRIGADE), -1, 0, "quest"))
    accept_trigger(s, "04002")
    assert s.pending == "capital" and s.hand == [s.card(DEFENDER)]


def test_ancestral_tomb_puts_the_top_two_cards_into_its_zone_as_developments(whi_pool):
    s = scenario(whi_pool, hand=["04023"], resources=4, race="dwarf")
    top = s.deck[-2:]
    act(s, Action("play", s.card("04023"), option="kingdom"))
    accept_trigger(s, "04023")
    assert sorted(s.developments[0]) == sorted(top)


# == Orc =======================================================================================
def test_one_orcs_scrap_sacrifices_a_development_to_draw(whi_pool):
    s = scenario(whi_pool, kingdom=["04112"], developments={"kingdom": [BRIGADE], "quest": [DEFENDER]},
                 race="orc")
    use(s, "04112")
    assert s.developments[1] == () and len(s.developments[0]) == 1   # the quest's first
    assert len(s.hand) == 1


def test_spider_riders_gain_two_power_while_attacking(whi_pool):
    s = scenario(whi_pool, battlefield=["02008"], race="orc")
    riders = s.card("02008")
    assert cap.power(s.state, riders) == 0
    s.state.attackers = (riders,)
    assert cap.power(s.state, riders) == 2


# == Chaos =====================================================================================
def test_lord_of_change_plays_the_top_card_of_the_deck(whi_pool):
    s = scenario(whi_pool, battlefield=["05021"], deck=[ORC_SQUAD], resources=4, race="orc")
    squad = s.card(ORC_SQUAD)
    assert s.deck[-1] == squad
    use(s, "05021")
    assert squad in s.zones[2] and s.resources == 1


# == Neutral ===================================================================================
def test_zealot_hunter_destroys_a_unit_not_of_the_capitals_race_itself_here(whi_pool):
    s = scenario(whi_pool, battlefield=[BRIGADE], hand=["02037"], resources=3, race="dwarf")
    hunter = s.card("02037")
    assert hunter not in _playable(s.state)              # pilot="never": the pilot keeps it out
    assert GreedyPilot()._dead(s.state, hunter)
    act(s, Action("play", hunter, option="battlefield"))
    assert s.where[hunter] == DISCARD and s.card(BRIGADE) in s.zones[2]


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


def test_countess_iseara_plays_a_unit_from_the_discard_pile_until_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["05049"], discard=[ORC_SQUAD], resources=4, race="orc")
    squad = s.card(ORC_SQUAD)
    use(s, "05049", squad)
    assert squad in s.zones[2] and s.resources == 0     # 1 + cost 3
    runtime.expire(s.state, "round", HOOKS)
    assert s.where[squad] == DECK and s.deck[0] == squad


def test_raise_dead_puts_the_best_unit_of_the_discard_pile_into_play(whi_pool):
    s = scenario(whi_pool, discard=[GOBLINS, ORC_SQUAD], hand=["05053"], resources=4, race="orc")
    assert {a.target for a in abilities_of(s, "05053")} == {s.card(ORC_SQUAD)}
    use(s, "05053")
    assert s.card(ORC_SQUAD) in s.zones[2] and s.where[s.card(GOBLINS)] == DISCARD


def test_wight_lord_plays_itself_from_the_discard_pile_with_necromancy(whi_pool):
    s = scenario(whi_pool, discard=["05048"], resources=5, race="orc")
    lord = s.card("05048")
    use(s, "05048")
    assert lord in s.zones[2] and s.resources == 0
    runtime.expire(s.state, "round", HOOKS)
    assert s.where[lord] == DECK and s.deck[0] == lord
    t = scenario(whi_pool, discard=["05048"], resources=4, race="orc")
    assert not abilities_of(t, "05048")                 # cannot pay its cost


def test_veteran_sellswords_go_to_the_opponent_at_the_end_of_the_turn(whi_pool):
    s = scenario(whi_pool, battlefield=["02038"], race="orc")
    sword = s.card("02038")
    fire(s, ROUND_ENDS)
    assert s.where[sword] == OUT and sword not in s.state.in_play_cards()
    assert sword not in s.discard and sword not in s.hand


# == inert, missing and no record ================================================================
INERT = ["03043", "04021", "04030", "02112", "06053", "02057", "04025", "04117"]
MISSING = {"02043": ("helps",), "02082": ("helps", "helps"), "02091": ("helps", "hurts"),
           "05021": ("helps",)}
NO_RECORD = ["02061", "02090", "02101"]


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == whi_pool.card(code).name


@pytest.mark.parametrize("code", sorted(MISSING))
def test_missing_parts_are_declared_with_their_lean(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "missing"
    assert tuple(m.lean for m in rec.missing) == MISSING[code]
    assert rec.name == whi_pool.card(code).name


@pytest.mark.parametrize("code", NO_RECORD)
def test_cards_without_a_record_have_only_text_the_engine_reads(whi_pool, code):
    s = scenario(whi_pool, hand=[code], race="dwarf" if code != "02090" else "orc")
    c = s.card(code)
    assert code not in RECORDS and s.table.status[c] == "inert"   # played as printed
    assert s.table.kind[c] == UNIT and s.where[c] == HAND
