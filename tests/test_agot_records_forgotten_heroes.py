"""Tests of the card records of Forgotten Heroes (codes 18xxx)
(records/forgotten_heroes.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD
from agot_scenario import act, assert_missing, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_18017_vargo_hoat(pool):
    rec = record(pool, "18017")
    assert_missing(rec, "helps")
    assert rec.abilities[0].limit == 2 and rec.abilities[0].limit_per == "phase"
    s = scenario(pool, play=["18017"], hand=["20045", BASTARD], gold=5)
    vargo, shagwell = s.card("18017"), s.card("20045")
    act(s, A("marshal", shagwell))                      # Bestow (1)
    assert window(s) == [A("trigger", vargo, -1, 0)]
    act(s, A("trigger", vargo, -1, 0))
    assert s.state.card_gold[shagwell] == 1
    act(s, A("marshal", s.card(BASTARD)))               # no Bestow
    assert s.state.pending != "respond"
