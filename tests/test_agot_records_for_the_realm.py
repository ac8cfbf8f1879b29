"""Tests of the card records of For the Realm (codes 17xxx)
(records/for_the_realm.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COPPERS, COURTESAN, FEAST, FIST, RANGING, STEWARD_AT_WALL, STORM, abilities_of,
    ability, assert_inert_at, assert_missing_record, challenge, leans, record_tests, step_checked,
    trigger,
)
from agot_scenario import act, assert_missing, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import PILLAGE
from deckcheck.games.agot.engine.state import PLAY
from deckcheck.goldfish.abilities.records import HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_17170_great_ranging(pool):
    record(pool, "17170")
    s = scenario(pool, hand=["17170"], deck=["04106"], gold=8)
    ranging, fist = s.card("17170"), s.card("04106")
    act(s, A("marshal", ranging))
    assert window(s) == [A("trigger", ranging, fist, 0)]
    act(s, A("trigger", ranging, fist, 0))
    assert s.state.zone[fist] == PLAY and s.state.pending != "respond"
    s = scenario(pool, hand=["17170"], discard=["04106"], gold=8)
    act(s, A("marshal", s.card("17170")))
    assert window(s) == [A("trigger", s.card("17170"), s.card("04106"), 2)]


def test_21013_great_ranging(pool):
    record(pool, "21013")
    s = scenario(pool, hand=["21013"], discard=[FIST], gold=8)
    step_checked(s, A("marshal", s.card("21013")))
    assert s.state.pending == "respond"
    step_checked(s, trigger(s, "21013"))
    assert s.state.zone[s.card(FIST)] == PLAY
    assert play_rules.reserve(s.state) == s.state.table.reserve[s.state.plot] + 1


def test_21024_goldengrove(pool):
    rec = record(pool, "21024")
    assert leans(rec) == [HELPS]
    s = scenario(pool, play=["21024", STEWARD_AT_WALL, RANGING],
                 knelt=[STEWARD_AT_WALL, RANGING])
    grove, steward = s.card("21024"), s.card(STEWARD_AT_WALL)
    assert [a.target for a in abilities_of(s, "21024")] == [steward]   # printed cost 1 or lower
    step_checked(s, ability(s, "21024", steward))
    assert steward not in s.state.knelt and grove in s.state.knelt


def test_21026_thenns(pool):
    assert_inert_at(pool, "21026")


def test_21028_magnar_of_thenn(pool):
    rec = record(pool, "21028")
    assert rec.inert and rec.status == "modeled"
    s = scenario(pool, play=["07040", "07041", BASTARD], hand=["21028"], gold=5)
    magnar = s.card("21028")
    assert play_rules.targets(s.state, magnar) == [s.card("07040")]   # the unique Wildling only
    act(s, A("marshal", magnar, s.card("07040")))
    assert play_rules.keywords(s.state, s.card("07040")) & PILLAGE


def test_21030_battle_of_the_trident(pool):
    rec = record(pool, "21030")
    assert_missing(rec, "hurts")
    s = scenario(pool, play=[RANGING, COURTESAN], plot=COPPERS, plots=[STORM, FEAST],
                 agenda="21030", step="challenges.initiate")
    trident = s.card("21030")
    challenge(s, "military", RANGING)                 # an Army attacks
    assert window(s) == [A("trigger", trident, -1, 0)]
    act(s, A("trigger", trident, -1, 0))
    assert s.state.plot == s.card(STORM) and s.state.faction_knelt
    assert s.card(COPPERS) in s.state.used_plots
    challenge(s, "intrigue", COURTESAN)               # no Army or Commander attacks
    assert s.state.pending != "respond"


INERT = [
    "21001", "21007", "21010", "21012", "21015", "21019", "21020", "21025"]
MISSING = {
    "21003": (HURTS,), "21004": (HELPS,), "21005": (HELPS,), "21006": (HELPS,), "21008": (HELPS,),
    "21011": (HELPS,), "21014": (HELPS,), "21017": (HELPS,), "21021": (HELPS,), "21022": (HELPS,),
    "21023": (HELPS,), "21027": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_21002_the_holy_hundred(pool):
    record(pool, "21002")
    s = scenario(pool, play=["21002", "05040"])                 # Devout Freerider: The Seven
    assert play_rules.strength(s.state, s.card("05040")) == 4
    assert play_rules.strength(s.state, s.card("21002")) == 2   # The Seven itself


def test_21009_fair_isle(pool):
    record(pool, "21009")
    s = scenario(pool, play=["21009"], plot=FEAST)
    assert play_rules.income(s.state) == play_rules.income(scenario(pool, plot=FEAST).state) + 1


def test_21029_for_the_realm(pool):
    record(pool, "21029")
    s = scenario(pool, hand=[RANGING, "22012"], plot="21029", gold=10)
    assert play_rules.marshal_cost(s.state, s.card(RANGING)) == 0           # an Army, cost 4
    assert play_rules.marshal_cost(s.state, s.card("22012")) == 1           # a Stronghold, cost 5


REDESIGNS_MISSING = {
    "17176": ("helps",)}


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])
