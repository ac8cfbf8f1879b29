"""Tests of the card records of Bran the Builder (codes 22xxx)
(records/bran_the_builder.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COURTESAN, DAYNE, RANGING, ROBERT, TUMBLESTONE, record_tests, step_unlogged,
)
from agot_scenario import fire, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine.state import DECK, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_22030_the_mad_kings_command(pool):
    record(pool, "22030")
    s = scenario(pool, play=[RANGING, ROBERT, BASTARD, DAYNE],
                 hand=["01089", "01085", TUMBLESTONE, COURTESAN], plot="22030",
                 step="challenges.begins")
    zone = s.state.zone
    assert zone[s.card(DAYNE)] == DECK and s.state.draw[0] in (s.card(DAYNE), s.card(COURTESAN))
    assert {c for c in s.state.characters if zone[c] == PLAY} == {
        s.card(RANGING), s.card(ROBERT), s.card(BASTARD)}
    assert set(s.state.hand) == {s.card("01089"), s.card("01085"), s.card(TUMBLESTONE)}
    assert zone[s.card(COURTESAN)] == DECK


INERT = [
    "22005", "22010", "22011", "22016", "22020", "22025"]
MISSING = {
    "22002": (HELPS,), "22003": (HURTS,), "22004": (HURTS,), "22007": (HURTS,), "22009": (HELPS,),
    "22012": (HELPS,), "22013": (HELPS,), "22015": (HELPS,), "22017": (HELPS,), "22018": (HELPS,),
    "22019": (HELPS,), "22021": (HELPS,), "22022": (HELPS,), "22024": (HELPS,), "22026": (HELPS,),
    "22027": (HELPS,), "22028": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_22029_bran_the_builder(pool):
    record(pool, "22029")
    s = scenario(pool, play=[TUMBLESTONE], deck=["01038", BASTARD], plot="22029")
    fire(s, CONTEST_WON, -1, "power", 2, (s.card(TUMBLESTONE),))
    step_unlogged(s, A("trigger", s.card("22029"), -1, 0))
    assert s.card("01038") in s.state.hand                    # The Iron Throne: a location
