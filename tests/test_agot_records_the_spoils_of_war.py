"""Tests of the card records of The Spoils of War (codes 24xxx)
(records/the_spoils_of_war.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD
from agot_scenario import record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_24012_war_scorpion(pool):
    record(pool, "24012")
    s = scenario(pool, play=[BASTARD], attach={"24012": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 4
