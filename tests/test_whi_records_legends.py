"""The records of deckcheck/games/whi/engine/records/legends.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DECK, DISCARD, IN_ZONE, KINGDOM
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


FORGE = "01014"            # Keystone Forge: Dwarf support


FREE_CO = "01035"          # Free Company: Empire unit, cost 3, power 1, 3 hit points, Scout only


MILITIA = "01026"          # Peasant Militia: Empire unit, cost 0, power 0, 3 hit points, no text


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


def where(s, code, copy=0):
    return s.state.where[s.card(code, copy)]


INERT = ('07026',)


MISSING_ONLY = ("09001",)


def test_swarm_of_bats_gains_a_power_per_unit_among_the_four_cards_it_discards(whi_pool):
    s = scenario(whi_pool, battlefield=["07052"], deck=[MILITIA, FORGE, FREE_CO, MILITIA],
                 step="battlefield.zone", race="dark_elf")
    deck = len(s.deck)
    attack_with(s, s.card("07052"))
    (trigger,) = uses(s, "07052")
    act(s, trigger)
    assert len(s.state.discard) == 4 and len(s.deck) <= deck - 4
    assert s.opp_damage[KINGDOM] == 1 + 3                  # three units discarded
    low = scenario(whi_pool, battlefield=["07052"], step="battlefield.zone", race="dark_elf",
                   filler=8)
    attack_with(low, low.card("07052"))
    assert not uses(low, "07052")                          # a short deck is not milled


def test_swarm_of_bats_comes_back_from_the_discard_pile_for_a_turn(whi_pool):
    s = scenario(whi_pool, discard=["07052"], resources=2, race="dark_elf")
    bats = s.card("07052")
    (use,) = uses(s, "07052")
    act(s, use)
    assert s.state.where[bats] == IN_ZONE and s.resources == 0
    act(s, Action("pass"))                                 # to the battlefield phase
    act(s, Action("pass"))                                 # no attack; the turn ends
    assert s.state.where[bats] == DECK and s.state.deck[0] == bats   # the bottom of the deck
    s = scenario(whi_pool, discard=["07052"], resources=1, race="dark_elf")
    assert not uses(s, "07052")                            # 2 resources needed


def test_thief_of_essence_draws_when_a_unit_leaves_play(whi_pool):
    s = scenario(whi_pool, kingdom=["07038"], battlefield=[MILITIA], hand=[FORGE], race="dark_elf")
    hand = len(s.hand)
    cap.leave_play(s.state, s.card(MILITIA), "destroyed")
    (trigger,) = uses(s, "07038")
    act(s, trigger)
    assert len(s.hand) == hand + 1
    cap.leave_play(s.state, s.card(FORGE), "destroyed")   # not in play: nothing
    assert len(s.hand) == hand + 1


def test_warpstone_experiments_burns_a_zone_with_the_cheapest_attacker(whi_pool):
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 opp_damage=(6, 0, 0), step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    (use,) = uses(s, "07048")
    act(s, use)
    assert s.state.burned and s.state.burned[0][0] == KINGDOM
    assert where(s, FREE_CO) == DISCARD                    # sacrificed at the end of the turn
    s = scenario(whi_pool, hand=["07048"], battlefield=[FREE_CO], resources=1,
                 step="battlefield.zone", race="dark_elf")
    attack_with(s, s.card(FREE_CO))
    assert not uses(s, "07048")                            # 3 power would not burn it


@pytest.mark.parametrize("code", INERT + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"
