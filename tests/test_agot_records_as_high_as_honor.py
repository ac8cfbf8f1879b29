"""Tests of the card records of As High as Honor (codes 23xxx) (records/as_high_as_honor.py):
one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD, FEAST, TUMBLESTONE, record_tests, step_unlogged
from agot_scenario import legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import RENOWN
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


INERT = [
    "23004", "23005", "23009", "23011", "23013", "23016", "23019", "23022", "23025", "23026",
    "23028", "23029", "23033", "23036", "23037", "23038"]
MISSING = {
    "23001": (HELPS,), "23002": (HELPS,), "23003": (HELPS,), "23007": (HELPS,), "23008": (HELPS,),
    "23012": (HELPS,), "23014": (HELPS,), "23018": (HELPS,), "23020": (HURTS,), "23021": (HELPS,),
    "23023": (HELPS,), "23024": (HELPS,), "23027": (HELPS,), "23031": (HELPS,), "23032": (HELPS,),
    "23034": (HELPS,), "23035": (HELPS,), "23039": (HURTS,), "23040": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_23006_the_warden_of_the_west(pool):
    record(pool, "23006")
    s = scenario(pool, play=["05003"], attach={"23006": "05003"})
    kevan = s.card("05003")
    assert play_rules.keywords(s.state, kevan) & RENOWN
    assert play_rules.in_filter(s.state, chars("Commander"), kevan)
    other = scenario(pool, play=[TUMBLESTONE], hand=["23006"], gold=2)
    assert play_rules.targets(other.state, other.card("23006")) == []


def test_23010_defensive_debris(pool):
    record(pool, "23010")
    s = scenario(pool, play=[BASTARD], attach={"23010": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 3


def test_23030_gulltown_merchant(pool):
    record(pool, "23030")
    s = scenario(pool, play=["23030"], plot="13019", gold=0)           # City of Secrets
    step_unlogged(s, A("ability", s.card("23030"), -1, 0))
    assert s.state.gold == 1
    other = scenario(pool, play=["23030"], plot=FEAST)
    assert not [a for a in legal(other) if a.kind == "ability" and a.card == other.card("23030")]
