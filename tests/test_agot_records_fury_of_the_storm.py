"""Tests of the card records of Fury of the Storm (codes 14xxx)
(records/fury_of_the_storm.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, DAYNE, MARGAERY, RANGING, RED_PRIEST, ROBERT, TUMBLESTONE, VANGUARD,
    assert_inert_placed, assert_inert_record, assert_missing_record, challenge_checked, do,
    offered_abilities, step_checked, trigger, won,
)
from agot_scenario import act, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import DISCARD, HAND, PLAY
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_14011_ser_imry_florent(pool):
    assert_inert_placed(pool, "14011")


def test_14012_red_priest(pool):
    assert_inert_record(pool, "14012")


def test_14020_azor_ahai_reborn(pool):
    record(pool, "14020")
    hosts = scenario(pool, play=[BASTARD, MARGAERY], hand=["14020"], gold=3)
    assert play_rules.targets(hosts.state, hosts.card("14020")) == [hosts.card(MARGAERY)]  # unique
    s = scenario(pool, play=[RED_PRIEST, MARGAERY], attach={"14020": MARGAERY},
                 step="challenges.initiate")
    challenge_checked(s, "military", RED_PRIEST)
    step_checked(s, A("resolve"))            # the window inside the challenge (Margaery's action)
    assert won(s)[0][2:] == ("military", 2 + 3)
    assert s.card(MARGAERY) not in s.state.knelt


def test_14022_warhammer(pool):
    record(pool, "14022")
    s = scenario(pool, play=[BASTARD], attach={"14022": BASTARD})
    assert play_rules.strength(s.state, s.card(BASTARD)) == 2 + 2
    s = scenario(pool, play=[RANGING], attach={"14022": RANGING})
    assert play_rules.strength(s.state, s.card(RANGING)) == 5     # printed STR 5: no bonus


def test_14028_lionstar(pool):
    assert_missing_record(pool, "14028", "helps")
    s = scenario(pool, play=["14028"], hand=["01085", "01089"], step="challenges.initiate")
    lionstar, pycelle = s.card("14028"), s.card("01085")
    assert offered_abilities(s, "14028") == [A("ability", lionstar, pycelle, 0)]   # not Tyrion (5)
    act(s, A("ability", lionstar, pycelle, 0))
    assert s.state.zone[pycelle] == PLAY and lionstar in s.state.knelt
    act(s, A("pass"))
    assert s.state.zone[pycelle] == DISCARD                  # at the end of the phase
    s = scenario(pool, play=["14028"], hand=["01085"], step="challenges.initiate")
    s.state.challenges_left = 0
    assert not offered_abilities(s, "14028")


def test_14033_she_bear(pool):
    record(pool, "14033")
    s = scenario(pool, hand=["14033", TUMBLESTONE, VANGUARD], gold=3)
    step_checked(s, A("marshal", s.card("14033")))
    step_checked(s, trigger(s, "14033"))
    assert s.state.zone[s.card(TUMBLESTONE)] == PLAY
    assert s.state.zone[s.card(VANGUARD)] == HAND        # printed cost 4


def test_14042_the_hollow_hill(pool):
    record(pool, "14042")
    s = scenario(pool, play=["14042", BASTARD], deck=[DAYNE], step="dominance.count")
    hill, dayne = s.card("14042"), s.card(DAYNE)
    assert s.state.pending == "dominance"
    do(s, A("ability", hill, -1, 0))
    assert s.state.zone[dayne] == HAND and hill in s.state.knelt
    s = scenario(pool, play=["14042", ROBERT], deck=[DAYNE], step="dominance.count")
    assert s.state.pending != "dominance"                    # a loyal character in play
