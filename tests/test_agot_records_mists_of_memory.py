"""Tests of the card records of the Mists of Memory (records/mists_of_memory.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BRAIDED, LITTLE_BIRD, MARGAERY, ROBERT, assert_inert_placed,
    assert_inert_where_played,
)
from agot_scenario import act, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
from deckcheck.games.agot.engine.effects import RENOWN
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_25006_castamere(pool):
    assert_inert_where_played(pool, "25006")


def test_25010_sentinel_stand(pool):
    record(pool, "25010")
    s = scenario(pool, play=["25010", BRAIDED, BASTARD])
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3 + 2      # 1 icon
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2          # 2 icons
    s = scenario(pool, play=["25010", BRAIDED], knelt=["25010"])
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3          # knelt: no bonus
    s = scenario(pool, play=["25010", BRAIDED], attach={LITTLE_BIRD: BRAIDED})
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3          # gained a second icon


def test_25023_ralf_kenning(pool):
    assert_inert_placed(pool, "25023")


def test_25026_boots(pool):
    record(pool, "25026")
    s = scenario(pool, play=[MARGAERY, ROBERT, BASTARD], hand=["25026"], gold=5)
    boots = s.card("25026")
    assert play_rules.targets(s.state, boots) == [s.card(MARGAERY)]
    act(s, A("marshal", boots, s.card(MARGAERY)))
    assert play_rules.keywords(s.state, s.card(MARGAERY)) & RENOWN


def test_25082_roberts_rebellion(pool):
    record(pool, "25082")
    s = scenario(pool, play=[BASTARD], plot="25082", step="challenges.initiate")
    s.state.power = 5
    s.state.used[LOST_CHALLENGES] = 4                 # a [power] challenge lost this round
    act(s, A("pass"))
    assert s.state.power == 5 - 3 + 1                 # then dominance
    s = scenario(pool, play=[BASTARD], plot="25082", step="challenges.initiate")
    s.state.power = 5
    s.state.used[LOST_CHALLENGES] = 1                 # only a [military] one
    act(s, A("pass"))
    assert s.state.power == 5 + 1


def test_25090_saved_by_the_watch(pool):
    assert_inert_placed(pool, "25090", hand=["25090"])


def test_25100_the_last_greenseer(pool):
    assert_inert_placed(pool, "25100", plot="25100")


def test_25106_a_lannisters_honor(pool):
    assert_inert_placed(pool, "25106", hand=["25106"])
