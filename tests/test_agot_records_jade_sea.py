"""Tests of the card records of Jade Sea (codes 19xxx) (records/jade_sea.py): one test
per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    ARYS, FEAST, ROSEROAD, TUMBLESTONE, leans, record_tests, step_checked, trigger,
)
from agot_scenario import fire, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_19006_ser_boros_blount(pool):
    rec = record(pool, "19006")
    assert leans(rec) == [HURTS]
    s = scenario(pool, hand=["19006"], deck=[ARYS], gold=3, step="challenges.initiate")
    step_checked(s, A("ambush", s.card("19006")))
    assert s.state.pending == "respond"
    step_checked(s, trigger(s, "19006"))
    arys = s.card(ARYS)
    assert s.state.zone[arys] == PLAY                    # cost 4 beats the cost-2 Knights
    fire(s, "phase_ends", option="challenges")
    assert s.state.zone[arys] == DISCARD


def test_19019_gulltown(pool):
    record(pool, "19019")
    s = scenario(pool, play=["19019"], deck=[ROSEROAD], plot="13020")
    assert play_rules.income(s.state) == s.state.table.income[s.state.plot] + 1
    fire(s, "plot_revealed", s.state.plot)               # At the Gates: a City plot counts
    assert s.state.zone[s.card(ROSEROAD)] == HAND


INERT = [
    "19001", "19004", "19007", "19009", "19013"]
MISSING = {
    "19002": (HELPS,), "19005": (HELPS,), "19008": (HELPS,), "19011": (HELPS,), "19012": (HELPS,),
    "19017": (HELPS,), "19018": (HELPS,), "19020": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_19003_harlaw(pool):
    record(pool, "19003")
    s = scenario(pool, play=["19003"], hand=["12007", "12005"], plot=FEAST, gold=9)
    assert play_rules.marshal_cost(s.state, s.card("12007")) == 3      # House Harlaw: 4 - 1
    assert play_rules.marshal_cost(s.state, s.card("12005")) == 5
    assert play_rules.reserve(s.state) == play_rules.reserve(scenario(pool, plot=FEAST).state) + 1


def test_19010_old_steward(pool):
    record(pool, "19010")
    s = scenario(pool, play=["19010"], plot=FEAST)
    assert play_rules.reserve(s.state) == play_rules.reserve(scenario(pool, plot=FEAST).state) + 1


def test_19016_ser_bryce_caron(pool):
    record(pool, "19016")
    s = scenario(pool, play=["19016", TUMBLESTONE, "05013"])
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3
    assert play_rules.strength(s.state, s.card("19016")) == 4          # a Knight himself
    assert play_rules.strength(s.state, s.card("05013")) == 2          # Alayaya: no Knight
