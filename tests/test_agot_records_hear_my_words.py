"""Tests of the card records of Hear My Words (codes 20xxx)
(records/hear_my_words.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, DAYNE, MOON_BOY, RANGING, ROBERT, assert_inert_record, assert_inert_where_played,
    assert_missing_record, leans, offered_abilities, record_tests,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INTRIGUE, MILITARY
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_20015_burning_bright(pool):
    assert_missing_record(pool, "20015", "helps")
    s = scenario(pool, play=[BASTARD], hand=["20015"], discard=[RANGING], gold=2,
                 step="challenges.initiate")
    ranging = s.card(RANGING)
    act(s, A("ability", s.card("20015"), ranging, 0))
    assert s.state.zone[ranging] == PLAY and s.state.gold == 0
    act(s, A("pass"))
    assert s.state.zone[ranging] == DISCARD
    s = scenario(pool, hand=["20015"], discard=[BASTARD], gold=2, step="challenges.initiate")
    assert not offered_abilities(s)                                  # not an Army or Knight


def test_20041_lady_stoneheart(pool):
    rec = record(pool, "20041")
    assert rec.status == "modeled"
    # from the dead pile: a Dominance action, paying 1 power from a Brotherhood character
    s = scenario(pool, play=["22001", BASTARD], dead=["20041"], step="challenges.initiate")
    st = s.state
    stoneheart, gendry = s.card("20041"), s.card("22001")
    st.card_power[gendry] = 2
    act(s, A("pass"))
    assert st.pending == "dominance"
    assert A("ability", stoneheart, -1, 2) in legal(s)
    act(s, A("ability", stoneheart, -1, 2))
    assert st.zone[stoneheart] == PLAY and st.card_power[gendry] == 1
    s = scenario(pool, play=["22001", BASTARD], dead=["20041"], step="challenges.initiate")
    act(s, A("pass"))
    assert s.state.pending != "dominance"                 # no Brotherhood power to discard
    # loyal: Messenger Raven (1) and Old Forest Hunter (2); the cheapest dies, one only
    s = scenario(pool, play=["20041", "01130", "01131", "06057"], step="challenges.ends")
    st = s.state
    assert st.zone[s.card("01130")] == DEAD
    assert st.zone[s.card("01131")] == PLAY and st.zone[s.card("06057")] == PLAY
    # no loyal character: a House Frey one (Frey Lordling) dies
    s = scenario(pool, play=["20041", "06057", BASTARD], step="challenges.ends")
    assert s.state.zone[s.card("06057")] == DEAD and s.state.zone[s.card(BASTARD)] == PLAY


def test_20045_shagwell(pool):
    assert_missing(record(pool, "20045"), "helps")


def test_20051_a_mummers_farce(pool):
    rec = record(pool, "20051")
    assert sorted(leans(rec)) == [HELPS, HELPS, HURTS]
    s = scenario(pool, play=[MOON_BOY, BASTARD], knelt=[MOON_BOY, BASTARD], agenda="20051",
                 step="standing.stand")
    assert len(s.state.hand) == 1                        # only the Fool draws
    plain = scenario(pool, play=[MOON_BOY], knelt=[MOON_BOY], step="standing.stand")
    assert len(plain.state.hand) == 0


def test_20052_the_many_faced_god(pool):
    assert_missing_record(pool, "20052", "helps", "helps")


def test_20053_the_crone(pool):
    assert_inert_where_played(pool, "20053")


def test_20054_the_father(pool):
    record(pool, "20054")
    # King Renly's Host is a unique Army (cheaper than Robert): it stays
    s = scenario(pool, play=[ROBERT, "04063", BASTARD], plot="20054", step="dominance.ends")
    assert s.state.zone[s.card(ROBERT)] == HAND
    assert s.state.zone[s.card("04063")] == PLAY and s.state.zone[s.card(BASTARD)] == PLAY
    # only at the end of the dominance phase
    s = scenario(pool, play=[ROBERT], plot="20054")
    fire(s, "phase_ends", option="challenges")
    assert s.state.zone[s.card(ROBERT)] == PLAY


def test_20058_the_smith(pool):
    assert_inert_record(pool, "20058")


def test_20059_the_stranger(pool):
    record(pool, "20059")
    s = scenario(pool, play=[BASTARD, DAYNE, RANGING], plots=["20059"], step="plot.choose")
    act(s, A("plot", s.card("20059")))
    assert s.state.zone[s.card(BASTARD)] == DEAD and s.state.zone[s.card(DAYNE)] == DEAD
    assert s.state.zone[s.card(RANGING)] == PLAY          # cost 4: not the chosen cost


INERT = [
    "20003", "20006", "20014", "20016", "20018", "20019", "20024", "20025", "20038", "20047",
    "20057", "20060"]
MISSING = {
    "20002": (HELPS,), "20004": (HELPS,), "20005": (HELPS,), "20007": (HELPS,), "20008": (HELPS,),
    "20009": (HELPS,), "20010": (HELPS,), "20011": (HURTS, HELPS), "20017": (HELPS,),
    "20020": (HELPS,), "20021": (HELPS,), "20026": (HELPS,), "20027": (HURTS,), "20028": (HELPS,),
    "20029": (HELPS,), "20030": (HELPS,), "20031": (HELPS,), "20032": (HELPS,), "20033": (HELPS,),
    "20034": (HELPS,), "20035": (HELPS,), "20036": (HELPS,), "20037": (HELPS,), "20039": (HELPS,),
    "20040": (HELPS,), "20042": (HELPS,), "20043": (HELPS,), "20044": (HELPS,), "20046": (HELPS,),
    "20048": (HELPS,), "20049": (HELPS,), "20050": (HELPS,), "20055": (HELPS,), "20056": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_20001_ser_richard_horpe(pool):
    record(pool, "20001")
    s = scenario(pool, play=["20001"])
    s.state.card_power[s.card("20001")] = 2
    assert play_rules.strength(s.state, s.card("20001")) == 5 + 2


def test_20013_mountains_man(pool):
    record(pool, "20013")
    s = scenario(pool, play=["05013"], attach={"20013": "05013"})
    assert play_rules.in_filter(s.state, chars("House Clegane"), s.card("05013"))
    other = scenario(pool, play=[BASTARD], hand=["20013"])
    assert play_rules.targets(other.state, other.card("20013")) == []


@pytest.mark.parametrize("code, trait, icon", [("20022", "Ranger", MILITARY),
                                               ("20023", "Steward", INTRIGUE)])
def test_first_ranger_and_lord_steward(pool, code, trait, icon):
    """"20022" First Ranger, "20023" Lord Steward: a unique character gains the icon and
    the trait."""
    record(pool, code)
    s = scenario(pool, play=["05013"], attach={code: "05013"})        # Alayaya: unique
    assert play_rules.in_filter(s.state, chars(trait), s.card("05013"))
    assert play_rules.icons(s.state, s.card("05013")) & icon
    other = scenario(pool, play=[BASTARD], hand=[code], gold=2)
    assert play_rules.targets(other.state, other.card(code)) == []
