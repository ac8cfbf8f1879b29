"""Tests of the card records of the King's Landing (records/kings_landing.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, CITY_OF_SECRETS, COPPERS, DAYNE, KINGSROAD, LITTLE_BIRD, ROBERT, ROSEROAD, SYRIO,
    TUMBLESTONE, assert_inert_placed, assert_inert_record, assert_inert_where_played,
    assert_missing_record, challenge, challenge_checked, do, offered_abilities, to_used, won,
)
from agot_scenario import act, assert_missing, fire, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT
from deckcheck.games.agot.engine.state import DECK, DISCARD, HAND, PLAY, USED
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_13001_alysane_mormont(pool):
    record(pool, "13001")
    s = scenario(pool, play=["13001", TUMBLESTONE], step="challenges.initiate")
    challenge_checked(s, "military", "13001")
    assert s.card("13001") not in s.state.knelt and len(won(s)) == 1
    mixed = scenario(pool, play=["13001", BASTARD], step="challenges.initiate")
    challenge_checked(mixed, "military", "13001")
    assert mixed.card("13001") in mixed.state.knelt


def test_13020_at_the_gates(pool):
    record(pool, "13020")
    s = scenario(pool, deck=[KINGSROAD, ROSEROAD], plot="13020")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(ROSEROAD)] == PLAY        # +1 Income: into play, no City plot
    assert s.state.zone[s.card(KINGSROAD)] == DECK
    city = scenario(pool, deck=[KINGSROAD, ROSEROAD], plots=[CITY_OF_SECRETS], plot="13020")
    to_used(city, CITY_OF_SECRETS)
    fire(city, "plot_revealed", city.state.plot)
    assert city.state.zone[city.card(ROSEROAD)] == HAND


def test_13032_nightflyer(pool):
    record(pool, "13032")
    s = scenario(pool, play=["13032"], plot=COPPERS)
    assert play_rules.initiative(s.state) == s.state.table.initiative[s.state.plot] + 1


def test_13034_shadow_of_the_east(pool):
    assert_inert_record(pool, "13034")


def test_13040_a_city_besieged(pool):
    record(pool, "13040")
    s = scenario(pool, play=["01038", BASTARD], plot="13040")
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") in s.state.knelt
    # a City plot in the used pile: "up to 2" - the player kneels none of its own
    s = scenario(pool, play=["01038"], plot="13040", plots=["13019"])
    city = s.card("13019")
    s.state.plot_deck.remove(city)
    s.state.used_plots.append(city)
    s.state.zone[city] = USED
    fire(s, "plot_revealed", s.card("13040"))
    assert s.card("01038") not in s.state.knelt


def test_13044_unexpected_guile(pool):
    assert_missing_record(pool, "13044", "hurts")
    s = scenario(pool, play=["11061", BASTARD], hand=["13044"], gold=5)
    guile, meera = s.card("13044"), s.card("11061")
    assert play_rules.targets(s.state, guile) == [meera]          # a character with shadow
    act(s, A("marshal", guile, meera))
    assert play_rules.strength(s.state, meera) == 1 + 2
    assert play_rules.keywords(s.state, meera) & INSIGHT


def test_13070_tunnels_of_the_red_keep(pool):
    assert_inert_placed(pool, "13070")


def test_13079_kingdom_of_shadows(pool):
    rec = record(pool, "13079")
    assert_missing(rec, "helps")
    s = scenario(pool, hand=[BASTARD, LITTLE_BIRD], agenda="13079", gold=5)
    assert play_rules.marshal_cost(s.state, s.card(BASTARD)) == 2 + 1
    assert play_rules.marshal_cost(s.state, s.card(LITTLE_BIRD)) == 1


def test_13086_bound_for_the_wall(pool):
    assert_inert_where_played(pool, "13086")


def test_13092_the_bloody_cup(pool):
    assert_inert_placed(pool, "13092", hand=["13092"])


def test_13097_sparrows(pool):
    assert_inert_placed(pool, "13097")


def test_13099_the_white_book(pool):
    record(pool, "13099")
    s = scenario(pool, agenda="13099", play=[ROBERT, "02107"], step="challenges.initiate")
    agenda, barristan = s.card("13099"), s.card("02107")
    challenge(s, "power", "02107")
    assert barristan in s.state.knelt
    assert window(s) == [A("trigger", agenda, -1, 0)]
    act(s, A("trigger", agenda, -1, 0))
    assert barristan not in s.state.knelt and s.state.faction_knelt
    # without a King or Queen nothing stands
    s = scenario(pool, agenda="13099", play=["02107"], step="challenges.initiate")
    do(s, A("challenge", option="power"), A("attacker", s.card("02107")), A("confirm"))
    assert s.state.pending != "respond" and s.card("02107") in s.state.knelt


def test_13103_the_queens_retinue(pool):
    record(pool, "13103")
    s = scenario(pool, shadows=["13103"])
    retinue = s.card("13103")
    assert offered_abilities(s, "13103") == [A("ability", retinue, -1, 0)]
    act(s, A("ability", retinue, -1, 0))
    assert s.state.zone[retinue] == PLAY and s.state.gold == 0
    # placed in shadows this round: not yet
    s = scenario(pool, shadows=["13103"])
    s.state.shadow_round[s.card("13103")] = s.state.round
    assert not offered_abilities(s, "13103")


def test_13114_mercenary_contract(pool):
    rec = record(pool, "13114")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD, DAYNE], attach={"13114": BASTARD}, gold=1,
                 step="challenges.initiate")
    contract = s.card("13114")
    challenge(s, "power", BASTARD)
    assert window(s) == [A("trigger", contract, -1, 0)]
    act(s, A("trigger", contract, -1, 0))
    assert s.card(BASTARD) not in s.state.knelt and contract in s.state.knelt
    assert s.state.gold == 0
    challenge(s, "military", DAYNE)                     # its host does not attack
    assert s.state.pending != "respond"


def test_13118_valyrian_steel(pool):
    rec = record(pool, "13118")
    assert_missing(rec, "helps")
    s = scenario(pool, play=[BASTARD], hand=[LITTLE_BIRD, SYRIO], agenda="13118", gold=5)
    steel = s.card("13118")
    act(s, A("marshal", s.card(LITTLE_BIRD), s.card(BASTARD)))
    assert window(s) == [A("trigger", steel, -1, 0), A("trigger", steel, -1, 1)]
    act(s, A("trigger", steel, -1, 0))                # a card (one option per attachment)
    assert s.state.pending == "marshal" and len(s.state.hand) == 1 + 1
    act(s, A("marshal", s.card(SYRIO), s.card(BASTARD)))
    act(s, A("trigger", steel, -1, 1))                # or 1 gold
    assert s.state.gold == 5 - 1 - 1 + 1


def test_13120_expose_duplicity(pool):
    record(pool, "13120")
    s = scenario(pool, shadows=["25101", "11067"], plot="13120")
    fire(s, "plot_revealed", s.card("13120"))
    assert not s.state.shadows
    assert s.state.zone[s.card("25101")] == DISCARD and s.state.zone[s.card("11067")] == DISCARD
