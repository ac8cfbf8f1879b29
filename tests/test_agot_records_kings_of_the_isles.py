"""Tests of the card records of Kings of the Isles (codes 12xxx)
(records/kings_of_the_isles.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, BRAIDED, COURTESAN, DAYNE, IRON_THRONE, RANGING, ROSEROAD,
    assert_inert_placed, assert_inert_record, assert_inert_where_played, assert_missing_record,
    challenge, do,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_12019_maidens_bane(pool):
    record(pool, "12019")
    s = scenario(pool, play=["12019", "12025", BASTARD], step="challenges.initiate")
    bane, khorane = s.card("12019"), s.card("12025")     # Khorane Sathmantes: a Captain
    challenge(s, "military", "12025")
    assert A("trigger", bane, khorane, 0) in window(s)
    act(s, A("trigger", bane, khorane, 0))
    assert khorane not in s.state.knelt and bane not in s.state.knelt    # Captain: stands too
    assert s.state.pending == "challenges"
    challenge(s, "power", BASTARD)
    assert window(s) == [A("trigger", bane, s.card(BASTARD), 1)]        # not a Captain
    act(s, A("trigger", bane, s.card(BASTARD), 1))
    assert s.card(BASTARD) not in s.state.knelt and bane in s.state.knelt


def test_12020_scouting_vessel(pool):
    assert_inert_record(pool, "12020")


def test_12025_khorane_sathmantes(pool):
    assert_inert_placed(pool, "12025")


def test_12029_desert_raider(pool):
    assert_inert_where_played(pool, "12029")


def test_12040_rogue_wildling(pool):
    record(pool, "12040")
    s = scenario(pool, play=["07041"], hand=["12040"], knelt=["07041"], gold=5,
                 step="challenges.initiate")
    rogue, crow = s.card("12040"), s.card("07041")
    act(s, A("ambush", rogue))
    assert window(s) == [A("trigger", rogue, crow, 0)]
    act(s, A("trigger", rogue, crow, 0))
    assert crow not in s.state.knelt


def test_12045_sea_of_blood(pool):
    rec = assert_missing_record(pool, "12045", "helps", "hurts")
    assert rec.abilities
    s = scenario(pool, agenda="12045", play=[RANGING], deck=[BOUNTY],
                 step="challenges.initiate")
    agenda, bounty = s.card("12045"), s.card(BOUNTY)
    challenge(s, "military", RANGING)                       # won by 5 STR
    assert window(s) == [A("trigger", agenda, -1, 0)]
    do(s, A("trigger", agenda, -1, 0))
    assert s.state.zone[bounty] == HAND and s.state.faction_knelt
    # won by less than 5: nothing
    s = scenario(pool, agenda="12045", play=[BASTARD], deck=[BOUNTY], step="challenges.initiate")
    challenge(s, "military", BASTARD)
    assert s.state.pending != "respond"


def test_12046_we_take_westeros(pool):
    record(pool, "12046")
    s = scenario(pool, discard=[ROSEROAD, IRON_THRONE], plot="12046")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(IRON_THRONE)] == PLAY         # the most expensive one
    assert s.state.zone[s.card(ROSEROAD)] == DISCARD


def test_12047_return_to_the_fields(pool):
    rec = record(pool, "12047")
    assert [ab.pilot for ab in rec.abilities] == ["spare"] * 3
    s = scenario(pool, play=[BASTARD, DAYNE, RANGING], plots=["12047"], step="plot.choose")
    fields = s.card("12047")
    act(s, A("plot", fields))
    offered = window(s)
    assert {a.target for a in offered} == {s.card(BASTARD), s.card(DAYNE)}   # cost 2 or lower
    assert {a.amount for a in offered} == {0, 1, 2}
    act(s, A("trigger", fields, s.card(BASTARD), 0))
    assert s.state.zone[s.card(BASTARD)] == DISCARD
    assert len(s.state.hand) == 1 and s.state.gold == 1
    assert {a.target for a in window(s)} == {s.card(DAYNE)}
    act(s, A("trigger", fields, s.card(DAYNE), 1))       # no candidate left: the game goes on
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == 2 + 2 and s.state.gold == 2 + 4    # + draw phase, + income


def test_12052_vanquish_the_unbelievers(pool):
    record(pool, "12052")
    # Lord: Robert and Stannis; no Lord: Bastard in Hiding -> "Lord" keeps the most
    s = scenario(pool, play=["01048", "01052", BASTARD], plot="12052", step="challenges.begins")
    st = s.state
    assert st.zone[s.card(BASTARD)] == DEAD
    assert st.zone[s.card("01048")] == PLAY and st.zone[s.card("01052")] == PLAY
    # power decides before cost: the Bastard holds 3 power
    s = scenario(pool, play=["01048", BASTARD], plot="12052")
    s.state.card_power[s.card(BASTARD)] = 3
    act(s, A("pass"))                                       # on to the challenges phase
    assert s.state.zone[s.card("01048")] == DEAD and s.state.zone[s.card(BASTARD)] == PLAY


def test_pilot_sacrifices_only_spare_characters_to_return_to_the_fields(pool):
    s = scenario(pool, play=[BRAIDED, COURTESAN, DAYNE, BASTARD, RANGING], plots=["12047"],
                 step="plot.choose")
    act(s, A("plot", s.card("12047")))
    choice = GreedyPilot().choose(s.state, legal(s))
    assert choice.kind == "trigger"                     # a character the challenges do not need
    assert choice.target in (s.card(DAYNE), s.card(BASTARD), s.card(BRAIDED), s.card(COURTESAN))
    s = scenario(pool, play=[BRAIDED, COURTESAN], plots=["12047"], step="plot.choose")
    act(s, A("plot", s.card("12047")))
    assert GreedyPilot().choose(s.state, legal(s)).kind == "decline"   # both carry challenges
