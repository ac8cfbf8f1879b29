"""Tests of the card records of Fury of the Storm (codes 14xxx)
(records/fury_of_the_storm.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, DAYNE, IRON_THRONE, MARGAERY, RANGING, RED_PRIEST, ROBERT, TUMBLESTONE, VANGUARD,
    assert_inert_placed, assert_inert_record, assert_inert_where_played, assert_missing_record,
    challenge_checked, challenge_unlogged, do, offered_abilities, record_tests, step_checked,
    step_unlogged, trigger, triggers, won,
)
from agot_scenario import act, fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import DISCARD, HAND, PLAY
from deckcheck.games.agot.engine.effects import POWER
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS, PHASE_ENDS
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


INERT = ["14003", "14006", "14014", "14016", "14018", "14021", "14023", "14024", "14025",
         "14030", "14032", "14038", "14039", "14047", "14050", "14051"]
MISSING = {"14004": (HELPS,), "14005": (HELPS,), "14013": (HELPS,), "14015": (HELPS,),
           "14019": (HELPS,), "14026": (HELPS,), "14027": (HURTS,), "14031": (HELPS,),
           "14035": (HELPS,), "14036": (HELPS,), "14037": (HELPS,), "14043": (HELPS,),
           "14044": (HELPS,), "14045": (HURTS, HELPS), "14046": (HURTS,), "14048": (HELPS,),
           "14049": (HURTS,), "14052": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_14004_renly_baratheon_puts_a_cheap_character_into_play(pool):
    s = scenario(pool, play=["14004"], hand=[TUMBLESTONE, "14007", RANGING])
    step_checked(s, A("ability", s.card("14004"), -1, 0))
    assert s.state.zone[s.card(TUMBLESTONE)] == PLAY      # [stark], cost 2
    assert s.state.zone[s.card("14007")] == HAND           # [baratheon]
    assert s.state.zone[s.card(RANGING)] == HAND           # cost 4


def test_14007_alester_florent(pool):
    record(pool, "14007")
    s = scenario(pool, hand=["14007"], gold=4)
    step_unlogged(s, A("marshal", s.card("14007")))
    step_unlogged(s, A("trigger", s.card("14007"), -1, 0))     # he is House Florent himself
    assert len(s.state.hand) == 1
    assert len(RECORDS["14007"].abilities) == 1           # the opponent's kneel: never


def test_14009_griffins_roost_knight(pool):
    record(pool, "14009")
    s = scenario(pool, play=["14009"], knelt=["14009"])
    fire(s, PHASE_ENDS, -1, "challenges")
    step_unlogged(s, A("trigger", s.card("14009"), -1, 0))
    assert s.card("14009") not in s.state.knelt
    lost = scenario(pool, play=["14009"], knelt=["14009"])
    lost.state.used[-1] = lost.state.used.get(-1, 0) | 4          # a [power] challenge lost
    fire(lost, PHASE_ENDS, -1, "challenges")
    assert not triggers(lost)


def test_14010_dale_seaworth(pool):
    record(pool, "14010")
    s = scenario(pool, hand=["14010"], discard=["14017", IRON_THRONE], gold=3)
    step_unlogged(s, A("marshal", s.card("14010")))
    assert {a.target for a in triggers(s)} == {s.card("14017")}        # [baratheon] only
    step_unlogged(s, A("trigger", s.card("14010"), s.card("14017"), 0))
    assert s.card("14017") in s.state.hand


def test_14017_the_stormlands(pool):
    record(pool, "14017")
    s = scenario(pool, play=["14017", ROBERT], knelt=[ROBERT])
    assert play_rules.open_challenges(s.state) == 7
    s.state.challenges_left &= ~4                                   # the [power] one made
    assert play_rules.open_challenges(s.state) & 4                  # one more
    fire(s, CONTEST_WON, -1, "power", 5, (s.card(ROBERT),))
    step_unlogged(s, A("trigger", s.card("14017"), s.card(ROBERT), 1))
    assert s.card(ROBERT) not in s.state.knelt and s.card("14017") in s.state.knelt


def test_14029_princes_attendant(pool):
    record(pool, "14029")
    s = scenario(pool, play=["14029"], hand=["10003", "10004"], gold=9, faction="martell")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card("10003")) == 6 - 2     # The Red Viper: a Lord
    assert play_rules.marshal_cost(s.state, s.card("10004")) == 5         # Darkstar: a Knight


def test_14034_bearskin_cloak(pool):
    record(pool, "14034")
    s = scenario(pool, play=[TUMBLESTONE], attach={"14034": TUMBLESTONE})
    assert play_rules.strength(s.state, s.card(TUMBLESTONE)) == 3


def test_14040_unlikely_champion(pool):
    record(pool, "14040")
    s = scenario(pool, play=["14040", MARGAERY])
    assert play_rules.icons(s.state, s.card("14040")) & POWER
    alone = scenario(pool, play=["14040"])
    assert not play_rules.icons(alone.state, alone.card("14040")) & POWER


def test_14041_anguy_the_archer(pool):
    record(pool, "14041")
    s = scenario(pool, play=["14041"], step="challenges.initiate")
    challenge_unlogged(s, "military", "14041")
    assert s.card("14041") not in s.state.knelt
    loyal = scenario(pool, play=["14041", "03013"], step="challenges.initiate")   # Sansa: loyal
    challenge_unlogged(loyal, "military", "14041")
    assert loyal.card("14041") in loyal.state.knelt


REDESIGNS_INERT = ["17161"]


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)
