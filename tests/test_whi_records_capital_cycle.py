"""The records of deckcheck/games/whi/engine/records/capital_cycle.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import table_for
from deckcheck.games.whi.engine.hooks import ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, HAND
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


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
