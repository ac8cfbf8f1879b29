"""Tests of the card records of Bran the Builder (codes 22xxx)
(records/bran_the_builder.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import BASTARD, COURTESAN, DAYNE, RANGING, ROBERT, TUMBLESTONE
from agot_scenario import record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine.state import DECK, PLAY


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
