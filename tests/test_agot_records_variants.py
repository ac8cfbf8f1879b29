"""Tests of the card records of the Variants (records/variants.py): one test per card code, real
cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import DAYNE, TUMBLESTONE, step_unlogged, triggers
from agot_scenario import record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_00018_hollow_hill(pool):
    record(pool, "00018")
    s = scenario(pool, play=["00018", TUMBLESTONE], hand=[DAYNE, TUMBLESTONE], gold=6,
                 faction="stark")
    hill = s.card("00018")
    step_unlogged(s, A("marshal", s.card(TUMBLESTONE, 1)))        # [stark]: the faction card matches
    assert s.state.pending == "marshal"
    before = len(s.state.hand)
    step_unlogged(s, A("marshal", s.card(DAYNE)))                 # the first [martell] card
    assert triggers(s) == [A("trigger", hill, -1, 0)]
    step_unlogged(s, A("trigger", hill, -1, 0))
    assert len(s.state.hand) == before - 1 + 1
