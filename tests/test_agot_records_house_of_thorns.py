"""Tests of the card records of House of Thorns (codes 09xxx)
(records/house_of_thorns.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COURTESAN, DAYNE, IRON_THRONE, LITTLE_BIRD, MARGAERY, ROSEROAD, SANSA_CORE,
    SIX_MAIDS, TUMBLESTONE, WARDENS, challenge, leans, offered_abilities, step_checked, trigger,
)
from agot_scenario import act, fire, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import HELPS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_09001_mace_tyrell(pool):
    rec = record(pool, "09001")
    assert leans(rec) == [HELPS]
    s = scenario(pool, play=["09001"], hand=[WARDENS, MARGAERY], gold=8)
    step_checked(s, A("marshal", s.card(WARDENS)))
    step_checked(s, trigger(s, "09001"))
    assert s.state.card_power.get(s.card("09001")) == 1 and s.state.gold == 8 - 4 - 1
    step_checked(s, A("marshal", s.card(MARGAERY)))              # once per phase
    assert s.state.pending == "marshal"


def test_09012_green_apple_knight(pool):
    record(pool, "09012")
    s = scenario(pool, play=["09012", DAYNE, TUMBLESTONE], step="challenges.initiate")
    gak = s.card("09012")
    assert play_rules.strength(s.state, gak) == 1 + 2
    challenge(s, "military", "09012")
    assert gak not in s.state.knelt
    s = scenario(pool, play=["09012", DAYNE], step="challenges.initiate")
    assert play_rules.strength(s.state, s.card("09012")) == 2
    challenge(s, "military", "09012")
    assert s.card("09012") in s.state.knelt


def test_09017_the_hightower(pool):
    record(pool, "09017")
    s = scenario(pool, play=["09017"], hand=[COURTESAN, MARGAERY, BASTARD], gold=10)
    tower = s.card("09017")
    act(s, A("marshal", s.card(BASTARD)))                    # not [tyrell]
    assert s.state.pending == "marshal"
    act(s, A("marshal", s.card(COURTESAN)))
    hand = len(s.state.hand)
    act(s, A("trigger", tower, -1, 0))
    assert s.state.gold == 10 - 2 - 2 + 1 and len(s.state.hand) == hand + 1
    act(s, A("marshal", s.card(MARGAERY)))
    assert s.state.pending == "marshal"                      # once per phase


def test_09023_six_maids_in_a_pool(pool):
    record(pool, "09023")
    s = scenario(pool, play=[MARGAERY, SANSA_CORE], hand=[SIX_MAIDS], gold=2)
    hand = len(s.state.hand)
    act(s, A("ability", s.card(SIX_MAIDS), -1, 0))
    assert len(s.state.hand) == hand - 1 + 2 and s.state.gold == 0
    s = scenario(pool, play=[BASTARD], hand=[SIX_MAIDS], gold=2)
    assert not offered_abilities(s)                                  # no Lady


def test_09037_qotho(pool):
    record(pool, "09037")
    s = scenario(pool, hand=["09037", "01168", "04053", BASTARD])
    qotho = s.card("09037")
    assert offered_abilities(s, "09037") == [A("ability", qotho, -1, 0)]
    act(s, A("ability", qotho, -1, 0))
    assert s.state.zone[qotho] == PLAY and s.state.gold == 0
    assert s.state.zone[s.card("01168")] == DISCARD and s.state.zone[s.card("04053")] == DISCARD
    assert s.state.zone[s.card(BASTARD)] == HAND
    s = scenario(pool, hand=["09037", "01168", BASTARD])
    assert not offered_abilities(s, "09037")                         # one [targaryen] card only


def test_09051_trade_routes(pool):
    record(pool, "09051")
    s = scenario(pool, play=[ROSEROAD, IRON_THRONE], plot="09051", gold=1)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.gold == 1 + 2
    s = scenario(pool, play=[BASTARD], plot="09051", gold=1)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.gold == 1


def test_09052_nothing_burns_like_the_cold(pool):
    record(pool, "09052")
    s = scenario(pool, play=[BASTARD, ROSEROAD, IRON_THRONE], attach={LITTLE_BIRD: BASTARD},
                 plot="09052")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(LITTLE_BIRD)] == DISCARD
    assert s.state.zone[s.card(IRON_THRONE)] == DISCARD     # the non-limited location
    assert s.state.zone[s.card(ROSEROAD)] == PLAY
    assert s.state.zone[s.card(BASTARD)] == PLAY
