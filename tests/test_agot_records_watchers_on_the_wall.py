"""Tests of the card records of Watchers on the Wall (codes 07xxx)
(records/watchers_on_the_wall.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, DAYNE, LITTLE_BIRD, OLD_STEWARD, TUMBLESTONE, assert_inert_at, challenge_checked,
    step_checked, won,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INTIMIDATE
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import DEAD, PLAY
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_07013_satin(pool):
    record(pool, "07013")
    s = scenario(pool, play=["07013", OLD_STEWARD], knelt=[OLD_STEWARD],
                 step="challenges.initiate")
    challenge_checked(s, "intrigue", "07013")
    assert s.state.pending == "respond"
    steward = s.card(OLD_STEWARD)
    options = [a for a in legal(s) if a.kind == "trigger"]
    assert [a.target for a in options] == [steward]       # not Satin herself
    step_checked(s, options[0], A("resolve"))
    assert steward not in s.state.knelt and len(won(s)) == 1


def test_07015_seasoned_woodsman(pool):
    record(pool, "07015")
    s = scenario(pool, play=["07015", BASTARD], hand=[LITTLE_BIRD, "01036"], gold=5)
    woodsman = s.card("07015")
    act(s, A("marshal", s.card(LITTLE_BIRD), woodsman))
    assert window(s) == [A("trigger", woodsman, -1, 0), A("trigger", woodsman, -1, 1)]
    hand = len(s.state.hand)
    act(s, A("trigger", woodsman, -1, 0))
    assert len(s.state.hand) == hand + 1 and s.state.pending == "marshal"   # one choice
    # onto another character: nothing
    act(s, A("marshal", s.card("01036"), s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_07039_rattleshirt(pool):
    assert_inert_at(pool, "07039")


def test_07040_dalla(pool):
    record(pool, "07040")
    # Crow Killers (Wildling, 3) and Northern Refugee (Wildling, 2) marshaled in one phase
    s = scenario(pool, play=["07040"], hand=["07041", "04117", BASTARD], gold=10)
    dalla = s.card("07040")
    act(s, A("marshal", s.card("07041")))
    assert window(s) == [A("trigger", dalla, -1, 0)]
    hand = len(s.state.hand)
    act(s, A("trigger", dalla, -1, 0))
    assert len(s.state.hand) == hand + 1
    act(s, A("marshal", s.card("04117")))
    assert s.state.pending == "marshal"                   # once per phase
    # the next phase: she draws again
    act(s, A("pass"))
    assert s.state.pending == "challenges" and not s.state.lasting
    fire(s, "enters_play", s.card("04117"), "put")
    assert window(s) == [A("trigger", dalla, -1, 0)]
    # a non-Wildling does not count
    s = scenario(pool, play=["07040"], hand=[BASTARD, DAYNE], gold=10)
    act(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal" and len(s.state.hand) == 1


def test_07041_crow_killers(pool):
    assert_inert_at(pool, "07041")


def test_07045_the_last_of_the_giants(pool):
    rec = record(pool, "07045")
    assert rec.status == "modeled" and rec.abilities[0].pilot == "open_challenge"
    # Wun Wun has no icon; Ygritte (military, intrigue) is neutral
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017", TUMBLESTONE], gold=2,
                 step="challenges.initiate")
    giants, ygritte = s.card("07045"), s.card("06017")
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered == [A("ability", giants, ygritte, 0)]                 # neutral only
    assert GreedyPilot()._ability(s.state, offered, "ability") == offered[0]   # intrigue open
    act(s, A("ability", giants, ygritte, 0))
    st = s.state
    assert st.zone[ygritte] == PLAY and play_rules.keywords(st, ygritte) & INTIMIDATE
    act(s, A("challenge", option="intrigue"), A("attacker", ygritte), A("confirm"))
    assert st.zone[ygritte] == PLAY and st.pending == "challenges"
    act(s, A("pass"))
    assert st.zone[ygritte] == DEAD                                      # the phase ended
    # no challenge to open (the Bastard covers military and power, intrigue is made)
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017"], gold=2, step="challenges.initiate")
    s.state.challenges_left = 5
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered and GreedyPilot()._ability(s.state, offered, "ability") is None
