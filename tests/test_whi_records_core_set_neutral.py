"""The records of deckcheck/games/whi/engine/records/core_set/neutral.py, one test each, on positions
built with tests/whi_scenario.py."""
from __future__ import annotations

import pytest
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS, ROUND_BEGINS
from deckcheck.games.whi.engine.records import RECORDS
from deckcheck.games.whi.engine.records.dsl import THIS, move
from deckcheck.games.whi.engine.state import DISCARD
from deckcheck.goldfish.actions import Action
from whi_scenario import act, fire, legal, scenario


MILITIA = "01026"          # Empire unit, cost 0, power 0, hit points 3, no text


FREE_CO = "01035"          # Empire unit, cost 3, power 1, Scout only


FORGE = "01014"            # Keystone Forge: Dwarf support, cost 2


HAMMERER = "01003"         # Dwarf unit, power 1, Toughness 1 only


def abilities(s, code):
    c = s.card(code)
    return [a for a in legal(s) if a.kind in ("ability", "trigger") and a.card == c]


ALLIANCES = [('01122', 'dwarf', 'empire'), ('01123', 'empire', 'high_elf'),
    ('01124', 'dwarf', 'high_elf'), ('01125', 'chaos', 'orc'),
    ('01126', 'chaos', 'dark_elf'), ('01127', 'orc', 'dark_elf')]


INERT = ['01112', '01118', '01120']


MISSING = {}


def test_contested_stronghold_gains_power_per_development_in_its_zone(whi_pool):
    s = scenario(whi_pool, kingdom=["01113"], developments={"kingdom": [MILITIA] * 3})
    assert cap.power(s.state, s.card("01113")) == 4


@pytest.mark.parametrize("code,home,away", [("01114", "kingdom", "quest"),
                                            ("01115", "quest", "kingdom")])
def test_armoury_and_forgotten_cemetery_gain_power_with_two_developments_at_home(whi_pool, code,
                                                                                home, away):
    s = scenario(whi_pool, **{home: [code]}, developments={home: [MILITIA, MILITIA]})
    assert cap.power(s.state, s.card(code)) == 2
    one = scenario(whi_pool, **{home: [code]}, developments={home: [MILITIA]})
    assert cap.power(one.state, one.card(code)) == 1
    other = scenario(whi_pool, **{away: [code]}, developments={away: [MILITIA, MILITIA]})
    assert cap.power(other.state, other.card(code)) == 1


def test_warpstone_excavation_corrupts_units_entering_its_zone(whi_pool):
    s = scenario(whi_pool, battlefield=["01116"], hand=[MILITIA, MILITIA, FREE_CO])
    a, b = s.cards(MILITIA)
    act(s, Action("play", a, option="battlefield"))
    act(s, Action("play", b, option="kingdom"))
    assert a in s.state.corrupted and b not in s.state.corrupted
    HOOKS.effects["game"](s.state, None, move(THIS, "battlefield"), [b])   # moved in: corrupted
    assert b in s.state.corrupted


def test_prepare_for_war_gains_tokens_and_its_quester_buys_back_discarded_units(whi_pool):
    s = scenario(whi_pool, quest=["01121", FREE_CO], hand=[HAMMERER],
                 discard=[MILITIA, MILITIA, FORGE], filler=4)
    quest, unit = s.card("01121"), s.card(FREE_CO)
    fire(s, ROUND_BEGINS)
    assert not s.state.tokens.get(quest)                    # nobody questing: no token
    s.state.questing[quest] = unit
    fire(s, ROUND_BEGINS)
    fire(s, ROUND_BEGINS)
    assert s.state.tokens[quest] == 2
    deck = len(s.state.deck)
    assert deck <= 5
    act(s, abilities(s, "01121")[0])
    assert s.state.where[unit] == DISCARD and quest not in s.state.questing
    assert len(s.state.deck) == deck + 2
    assert s.state.discard.count(s.card(FORGE)) == 1        # units first: both Militia went back
    assert all(s.state.where[m] != DISCARD for m in s.cards(MILITIA))
    big = scenario(whi_pool, quest=["01121", FREE_CO], hand=[HAMMERER], discard=[MILITIA])
    big.state.questing[big.card("01121")] = big.card(FREE_CO)
    big.state.tokens[big.card("01121")] = 2
    assert not abilities(big, "01121")                      # a deck of 30: kept for later


def test_innovation_gains_one_resource_per_kingdom_development(whi_pool):
    s = scenario(whi_pool, hand=["01119", FREE_CO], developments={"kingdom": [MILITIA, MILITIA]})
    act(s, abilities(s, "01119")[0])
    assert s.resources == 2
    none = scenario(whi_pool, hand=["01119"], developments={"battlefield": [MILITIA]})
    assert not abilities(none, "01119")


@pytest.mark.parametrize("code,a,b", ALLIANCES)
def test_an_alliance_provides_a_loyalty_symbol_of_both_its_races(whi_pool, code, a, b):
    """No record: the engine reads the symbols from the text (cards.py); checked here because
    the group's coverage counts on it."""
    def loyal(race):
        return min((c for c in whi_pool.cards.values()
                    if c.id.startswith("01") and c.faction == race and (c.loyalty or 0) >= 2),
                   key=lambda c: c.id).id

    for race, other in ((a, b), (b, a)):
        capital = next(r for r in ("empire", "dwarf", "high_elf", "orc", "chaos", "dark_elf")
                       if r not in (a, b))
        probe = loyal(race)
        s = scenario(whi_pool, kingdom=[code], hand=[probe], race=capital)
        bare = scenario(whi_pool, kingdom=["01111"], hand=[probe], race=capital)
        assert cap.loyalty_tax(s.state, s.card(probe)) == \
            cap.loyalty_tax(bare.state, bare.card(probe)) - 1, (race, other)


@pytest.mark.parametrize("code", INERT + sorted(MISSING))
def test_inert_and_missing_records_say_so(whi_pool, code):
    rec = RECORDS[code]
    assert rec.name == whi_pool.card(code).name
    if code in MISSING:
        assert rec.status == "missing" and {m.lean for m in rec.missing} == {MISSING[code]}
    else:
        assert rec.status == "inert" and rec.inert and not rec.abilities
        kind = whi_pool.card(code).type
        where = {"tactic": "hand", "quest": "quest"}.get(kind, "kingdom")
        s = scenario(whi_pool, **{where: [code]}, resources=9)
        assert not abilities(s, code)
