"""Tests of the card records of Premium Packs (The Things We Do For Love, codes 16xxx)
(records/premium_packs.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import ARYS, BARRISTAN, step_checked
from agot_scenario import record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
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
