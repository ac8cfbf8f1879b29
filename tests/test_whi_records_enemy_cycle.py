"""The records of deckcheck/games/whi/engine/records/enemy_cycle.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap, table_for
from deckcheck.games.whi.engine.cards import SUPPORT
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.state import DISCARD, KINGDOM
from deckcheck.goldfish.actions import Action
from whi_scenario import act, legal, scenario


BRIGADE = "01011"        # Mountain Brigade: Dwarf unit, cost 4, 2 power, no text


ORC_SQUAD = "01060"      # Black Orc Squad: Orc unit, cost 3, 1 power, no text


def use(s, code, target=-1):
    found = [a for a in abilities_of(s, code) if target < 0 or a.target == target]
    assert found, f"{code} offers no ability"
    return act(s, found[0])


def abilities_of(s, code):
    cards = set(s.cards(code))
    return [a for a in legal(s) if a.kind == "ability" and a.card in cards]


DEFENDER = "01001"       # Defender of the Hold: Dwarf unit, cost 1, Battlefield only


def accept_trigger(s, code):
    assert s.pending == "respond"
    act(s, next(a for a in legal(s) if a.kind == "trigger" and a.card in s.cards(code)))


INERT = ['04021', '04030', '04025', '04117']


DREAMER = "04068"


def attack_with(s, *cards):
    act(s, Action("attack", option="kingdom"))
    act(s, Action("declare", cards=tuple(cards)))


def uses(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


INERT_B = ('04097', '04077', '04048')


MISSING_ONLY = ("09001",)


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


def test_one_orcs_scrap_sacrifices_a_development_to_draw(whi_pool):
    s = scenario(whi_pool, kingdom=["04112"], developments={"kingdom": [BRIGADE], "quest": [DEFENDER]},
                 race="orc")
    use(s, "04112")
    assert s.developments[1] == () and len(s.developments[0]) == 1   # the quest's first
    assert len(s.hand) == 1


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why_and_offer_nothing(whi_pool, code):
    rec = RECORDS[code]
    assert rec.status == "inert" and rec.inert and not rec.abilities
    assert rec.name == whi_pool.card(code).name


def test_dreamer_of_dragons_takes_damage_for_power_while_it_survives(whi_pool):
    s = scenario(whi_pool, battlefield=[DREAMER], step="battlefield.zone", race="high_elf")
    dreamer = s.card(DREAMER)
    attack_with(s, dreamer)
    act(s, uses(s, DREAMER)[0])
    act(s, uses(s, DREAMER)[0])
    assert not uses(s, DREAMER)                            # a third would destroy it
    assert s.state.opp_damage[KINGDOM] == 3 and s.damage[dreamer] == 2


@pytest.mark.parametrize("code", INERT_B + MISSING_ONLY)
def test_records_say_what_they_leave_out(whi_pool, code):
    rec = RECORDS[code]
    status = table_for(whi_pool, {code: 1}, "dark_elf").status[0]
    if code in INERT_B:
        assert rec.inert and not rec.abilities and status == "inert"
    else:
        assert rec.missing and not rec.abilities and status == "missing"
