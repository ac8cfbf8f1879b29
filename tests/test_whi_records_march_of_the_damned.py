"""The records of deckcheck/games/whi/engine/records/march_of_the_damned.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, IN_ZONE
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, cost 3, 1 power, no text


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


GOBLINS = "01056"        # Crooked Teef Goblins: Orc unit, cost 1, Battlefield only


MISSING = {'05021': ('helps',)}


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


WALKING = "03023"          # Walking Sacrifice: power 0, 1 hit point, draws as it leaves play


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


CITADEL = "05013"


def test_lord_of_change_plays_the_top_card_of_the_deck(whi_pool):
    s = scenario(whi_pool, battlefield=["05021"], deck=[ORC_SQUAD], resources=4, race="orc")
    squad = s.card(ORC_SQUAD)
    assert s.deck[-1] == squad
    use(s, "05021")
    assert squad in s.zones[2] and s.resources == 1


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


@pytest.mark.parametrize("code", sorted(MISSING))
def test_missing_parts_are_declared_with_their_lean(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "missing"
    assert tuple(m.lean for m in rec.missing) == MISSING[code]
    assert rec.name == whi_pool.card(code).name


def test_seasoned_corsair_destroys_a_walking_sacrifice_for_a_card(whi_pool):
    s = scenario(whi_pool, hand=["05026"], battlefield=[WALKING, MILITIA], resources=5,
                 race="dark_elf")
    hand = len(s.hand)
    act(s, Action("play", s.card("05026"), option="battlefield"))
    (trigger,) = uses(s, "05026")
    assert trigger.target == s.card(WALKING)               # never the Militia
    act(s, trigger)
    assert where(s, WALKING) == DISCARD
    assert len(s.hand) == hand - 1 + 1                     # the Corsair played, a card drawn
    s = scenario(whi_pool, hand=["05026"], battlefield=[MILITIA], resources=5, race="dark_elf")
    act(s, Action("play", s.card("05026"), option="battlefield"))
    assert not uses(s, "05026")


def test_slave_pen_sacrifices_a_unit_of_power_zero_for_a_token_and_power(whi_pool):
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[WALKING, FREE_CO], race="dark_elf")
    pen = s.card("05029")
    assert cap.power(s.state, pen) == 1
    (use,) = uses(s, "05029")
    act(s, use)
    assert where(s, WALKING) == DISCARD and where(s, FREE_CO) == IN_ZONE
    assert s.tokens[pen] == 1 and cap.power(s.state, pen) == 2
    assert not uses(s, "05029")                            # once per turn
    s = scenario(whi_pool, kingdom=["05029"], battlefield=[FREE_CO], race="dark_elf")
    assert not uses(s, "05029")                            # no unit of power 0


def test_citadel_of_dusk_spends_a_token_for_a_power_before_the_kingdom_collects(whi_pool):
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    citadel = s.card(CITADEL)
    assert s.tokens[citadel] == 3
    (use,) = uses(s, CITADEL)
    act(s, use)
    assert s.tokens[citadel] == 2
    assert s.state.gained == 3 + 1 + 1                     # printed kingdom, the Citadel, +1
    s = scenario(whi_pool, kingdom=[CITADEL], step="turn.window", race="high_elf")
    act(s, Action("pass"))
    assert s.state.gained == 3 + 1
