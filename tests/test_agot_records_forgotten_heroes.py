"""Tests of the card records of Forgotten Heroes (codes 18xxx)
(records/forgotten_heroes.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD, record_tests
from agot_scenario import act, assert_missing, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT
from deckcheck.goldfish.abilities.records import HELPS, HURTS
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


INERT = [
    "18016", "18018"]
MISSING = {
    "18002": (HELPS,), "18003": (HELPS,), "18004": (HELPS,), "18005": (HELPS,), "18006": (HELPS,),
    "18007": (HELPS,), "18008": (HURTS,), "18009": (HELPS,), "18010": (HELPS,), "18011": (HELPS,),
    "18012": (HELPS,), "18013": (HELPS,), "18014": (HELPS,), "18015": (HELPS,),
    "18019": (HURTS, HELPS), "18020": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_18001_bonifer_the_good(pool):
    record(pool, "18001")
    s = scenario(pool, play=["18001", "05040"])                 # Devout Freerider: neutral
    assert play_rules.keywords(s.state, s.card("18001")) & INSIGHT
    assert not play_rules.keywords(s.state, s.card("05040")) & INSIGHT
