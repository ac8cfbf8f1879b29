"""Tests of the card records of Premium Packs (The Things We Do For Love, codes 16xxx)
(records/premium_packs.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    ARYS, BARRISTAN, BASTARD, RANGING, TUMBLESTONE, challenge_unlogged, record_tests, step_checked,
    step_unlogged,
)
from agot_scenario import fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.records.dsl import CARD_PLAYED
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_16027_aloof_and_apart(pool):
    record(pool, "16027")
    s = scenario(pool, hand=[BARRISTAN, ARYS], agenda="16027", gold=10)
    assert play_rules.marshal_cost(s.state, s.card(BARRISTAN)) == 5
    assert play_rules.marshal_cost(s.state, s.card(ARYS)) == 4     # printed cost below 6
    step_checked(s, A("marshal", s.card(BARRISTAN)))
    assert s.state.gold == 5


def test_16036_the_gathering_storm(pool):
    rec = record(pool, "16036")
    assert rec.status == "inert" and "opponent" in rec.inert and not rec.abilities


INERT = [
    "16002", "16004", "16007", "16008", "16013", "16014", "16015", "16021", "16022", "16023",
    "16025", "16026", "16035"]
MISSING = {
    "16003": (HURTS,), "16005": (HURTS,), "16006": (HELPS,), "16009": (HELPS,), "16012": (HELPS,),
    "16016": (HELPS, HURTS), "16018": (HURTS,), "16024": (HELPS,), "16030": (HELPS,),
    "16031": (HELPS,), "16032": (HURTS,), "16033": (HURTS,), "16034": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_16001_ser_davos_seaworth(pool):
    record(pool, "16001")
    s = scenario(pool, play=["16001"])
    assert play_rules.cannot(s.state, s.card("16001"), "be_killed")


def test_16017_littlefinger(pool):
    record(pool, "16017")
    s = scenario(pool, play=["16017"], step="challenges.initiate")
    challenge_unlogged(s, "intrigue", "16017")
    assert s.card("16017") not in s.state.knelt


def test_16019_high_ground(pool):
    record(pool, "16019")
    s = scenario(pool, play=["16019", RANGING, BASTARD], knelt=[RANGING, BASTARD],
                 step="challenges.initiate")
    offered = {a.target for a in legal(s) if a.kind == "ability" and a.card == s.card("16019")}
    assert offered == {s.card(RANGING)}                          # an Army


def test_16020_kings_landing(pool):
    record(pool, "16020")
    s = scenario(pool, play=["16020"], hand=["01039", BASTARD], gold=5)
    step_unlogged(s, A("marshal", s.card(BASTARD)))
    assert not [a for a in legal(s) if a.kind == "trigger"]
    step_unlogged(s, A("marshal", s.card("01039")))              # The Kingsroad: a location
    step_unlogged(s, A("trigger", s.card("16020"), -1, 0))
    assert len(s.state.hand) == 1


def test_16028_dark_wings_dark_words(pool):
    record(pool, "16028")
    s = scenario(pool, agenda="16028")
    fire(s, CARD_PLAYED, -1)
    step_unlogged(s, A("trigger", s.card("16028"), -1, 0))
    assert len(s.state.hand) == 1


def test_16029_knights_of_the_realm(pool):
    record(pool, "16029")
    s = scenario(pool, play=[TUMBLESTONE], agenda="16029")
    assert play_rules.draw_phase_cards(s.state) == 3
    none = scenario(pool, play=[BASTARD], agenda="16029")
    assert play_rules.draw_phase_cards(none.state) == 2
