"""Tests of the card records of The Spoils of War (codes 24xxx)
(records/the_spoils_of_war.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD, TUMBLESTONE, record_tests
from agot_scenario import record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ASSAULT
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.goldfish.abilities.records import HELPS, HURTS


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_24012_war_scorpion(pool):
    record(pool, "24012")
    s = scenario(pool, play=[BASTARD], attach={"24012": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 4


INERT = [
    "24001", "24003", "24005", "24007", "24010", "24011", "24015", "24016", "24019", "24020",
    "24021", "24023", "24025", "24029", "24030"]
MISSING = {
    "24002": (HELPS,), "24004": (HELPS,), "24006": (HELPS,), "24009": (HELPS,), "24013": (HURTS,),
    "24017": (HELPS,), "24018": (HURTS, HELPS), "24022": (HELPS,), "24024": (HELPS,),
    "24026": (HELPS,), "24028": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_24008_oxcross_survivors(pool):
    record(pool, "24008")
    s = scenario(pool, play=["24008", "05003"])                 # Ser Kevan: a [lannister] Lord
    c = s.card("24008")
    assert play_rules.strength(s.state, c) == 4 and play_rules.keywords(s.state, c) & ASSAULT
    alone = scenario(pool, play=["24008"])
    assert play_rules.strength(alone.state, alone.card("24008")) == 1


def test_24027_vanguard_leader(pool):
    record(pool, "24027")
    s = scenario(pool, play=["05013"], attach={"24027": "05013"})
    assert play_rules.strength(s.state, s.card("05013")) == 3
    assert play_rules.in_filter(s.state, chars("Commander"), s.card("05013"))
    other = scenario(pool, play=[TUMBLESTONE], hand=["24027"])
    assert play_rules.targets(other.state, other.card("24027")) == []
