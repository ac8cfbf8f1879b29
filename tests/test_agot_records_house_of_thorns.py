"""Tests of the card records of House of Thorns (codes 09xxx)
(records/house_of_thorns.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COURTESAN, DAYNE, DRAGONS_TAIL, IRON_THRONE, LITTLE_BIRD, MARGAERY, ROSEROAD,
    SANSA_CORE, SIX_MAIDS, TUMBLESTONE, WARDENS, abilities_of, ability, assert_missing_record,
    challenge, challenge_unlogged, kill, leans, offered_abilities, record_tests, step_checked,
    step_unlogged, trigger,
)
from agot_scenario import act, fire, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import DISCARD, HAND, PLAY
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.goldfish.abilities.records import HELPS, HURTS
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


INERT = ["09003", "09006", "09024", "09025", "09026", "09028", "09029", "09032", "09034",
         "09043", "09044", "09047", "09050"]
MISSING = {"09002": (HELPS,), "09004": (HELPS,), "09005": (HELPS,), "09008": (HELPS,),
           "09009": (HELPS,), "09010": (HELPS,), "09011": (HELPS,), "09013": (HELPS,),
           "09014": (HELPS,), "09015": (HELPS,), "09016": (HURTS,), "09019": (HELPS,),
           "09020": (HELPS,), "09022": (HELPS,), "09027": (HELPS,), "09031": (HELPS,),
           "09033": (HELPS,), "09036": (HELPS,), "09038": (HELPS, HURTS), "09039": (HELPS,),
           "09040": (HELPS,), "09041": (HELPS,), "09045": (HELPS,), "09046": (HELPS,),
           "09048": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_09007_the_knight_of_flowers(pool):
    record(pool, "09007")
    s = scenario(pool, play=["09007"], hand=[DRAGONS_TAIL])
    knight = s.card("09007")
    step_checked(s, ability(s, DRAGONS_TAIL))
    step_unlogged(s, A("trigger", knight, -1, 0))
    assert play_rules.strength(s.state, knight) == 3 + 2


def test_09018_redwyne_straits(pool):
    record(pool, "09018")
    s = scenario(pool, play=["09018"], plot="01009")
    plain = scenario(pool, plot="01009")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 2


def test_09020_queen_of_the_seven_kingdoms(pool):
    record(pool, "09020")
    s = scenario(pool, play=[MARGAERY], attach={"09020": MARGAERY})
    assert play_rules.in_filter(s.state, chars("Queen"), s.card(MARGAERY))
    other = scenario(pool, play=[TUMBLESTONE], hand=["09020"], gold=2)
    assert play_rules.targets(other.state, other.card("09020")) == []      # Lady only


def test_09021_tourney_lance(pool):
    record(pool, "09021")
    s = scenario(pool, play=[TUMBLESTONE], attach={"09021": TUMBLESTONE})
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3
    other = scenario(pool, play=[MARGAERY], hand=["09021"], gold=1)
    assert play_rules.targets(other.state, other.card("09021")) == []      # Knight only


def test_09030_lions_tooth(pool):
    record(pool, "09030")
    s = scenario(pool, play=["05006"], attach={"09030": "05006"})
    assert play_rules.strength(s.state, s.card("05006")) == 5 + 1
    other = scenario(pool, play=["05008", TUMBLESTONE], hand=["09030"], gold=1)
    assert play_rules.targets(other.state, other.card("09030")) == []   # unique [lannister] only


def test_09035_ser_dontos_hollard(pool):
    record(pool, "09035")
    s = scenario(pool, play=["09035", MARGAERY, TUMBLESTONE], knelt=["09035"])
    dontos, lady = s.card("09035"), s.card(MARGAERY)
    kill(s, s.card(TUMBLESTONE))                         # no Lady: no save
    assert s.state.zone[s.card(TUMBLESTONE)] != PLAY
    kill(s, lady)
    step_unlogged(s, A("trigger", dontos, -1, 0))
    assert s.state.zone[lady] == PLAY and dontos not in s.state.knelt
    kill(s, lady)                                        # he stands now: no save
    assert s.state.zone[lady] != PLAY


def test_09042_the_citadel(pool):
    record(pool, "09042")
    s = scenario(pool, play=["09042"], deck=["09014", BASTARD])
    step_checked(s, ability(s, "09042"))
    assert s.state.table.ids[s.state.hand[0]] == "09014" and len(s.state.hand) == 1
    assert not abilities_of(scenario(pool, play=["09042"]), "09042")   # no Maester in the deck


def test_09049_the_spiders_web(pool):
    record(pool, "09049")
    s = scenario(pool, play=[COURTESAN], plot="09049", step="challenges.initiate")
    challenge(s, "intrigue", COURTESAN)
    assert not play_rules.open_challenges(s.state) & 2
    s2 = scenario(pool, play=[COURTESAN], plot="09049", step="challenges.initiate")
    challenge_unlogged(s2, "intrigue", COURTESAN)
    step_unlogged(s2, A("trigger", s2.card("09049"), -1, 0))
    assert play_rules.open_challenges(s2.state) & 2       # another [intrigue] challenge


REDESIGNS_MISSING = {
    "17131": ("helps",), "17136": ("helps",)}


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17160_trade_routes(pool):
    record(pool, "17160")
    s = scenario(pool, play=[ROSEROAD, IRON_THRONE], plot="17160", gold=1)
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.gold == 1 + 2
