"""Tests of the card records of the Mists of Memory (records/mists_of_memory/, one module per
pack): one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BRAIDED, LITTLE_BIRD, MARGAERY, ROBERT, assert_inert_placed, assert_inert_where_played,
    record_tests, step_unlogged,
)
from agot_scenario import act, fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.challenges import LOST_CHALLENGES
from deckcheck.games.agot.engine.effects import RENOWN
from deckcheck.games.agot.engine.records.dsl import POWER_GAINED
from deckcheck.goldfish.abilities.records import HELPS, HURTS
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


INERT = [
    "25001", "25002", "25007", "25008", "25009", "25014", "25017", "25021", "25022", "25030",
    "25034", "25037", "25038", "25042", "25044", "25046", "25047", "25048", "25049", "25051",
    "25054", "25059", "25062", "25063", "25065", "25067", "25069", "25070", "25071", "25073",
    "25074", "25079", "25080", "25083", "25084", "25085", "25087", "25088", "25089", "25094",
    "25102", "25103", "25104", "25105", "25107", "25108", "25110", "25111", "25112", "25119"]
MISSING = {
    "25003": (HELPS,), "25004": (HELPS,), "25005": (HELPS,), "25011": (HELPS,),
    "25012": (HURTS, HELPS), "25013": (HELPS,), "25015": (HELPS,), "25016": (HELPS,),
    "25018": (HELPS,), "25019": (HELPS,), "25020": (HELPS,), "25024": (HELPS,), "25025": (HELPS,),
    "25027": (HELPS,), "25029": (HELPS,), "25031": (HELPS,), "25032": (HELPS,),
    "25033": (HELPS, HURTS), "25036": (HELPS,), "25039": (HURTS,), "25040": (HURTS,),
    "25041": (HELPS,), "25043": (HELPS,), "25050": (HELPS,), "25055": (HELPS,), "25056": (HELPS,),
    "25057": (HELPS,), "25058": (HELPS,), "25060": (HURTS,), "25061": (HELPS,), "25064": (HELPS,),
    "25066": (HELPS,), "25068": (HELPS,), "25072": (HURTS,), "25075": (HELPS,), "25076": (HELPS,),
    "25078": (HELPS,), "25081": (HURTS,), "25086": (HELPS,), "25091": (HURTS,), "25093": (HELPS,),
    "25095": (HELPS,), "25096": (HELPS,), "25097": (HELPS,), "25098": (HELPS,), "25099": (HELPS,),
    "25109": (HURTS,), "25113": (HELPS,), "25114": (HELPS,), "25115": (HELPS,), "25116": (HELPS,),
    "25117": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_25028_the_throne_of_dorne(pool):
    record(pool, "25028")
    s = scenario(pool, play=["25028"], plot="01002")
    assert play_rules.reserve(s.state) == play_rules.reserve(scenario(pool, plot="01002").state) + 1


def test_25035_ser_parmen_crane(pool):
    record(pool, "25035")
    s = scenario(pool, play=["25035", "20037"])                # Ser Guyard: a Rainbow Guard
    assert play_rules.keywords(s.state, s.card("25035")) & RENOWN
    alone = scenario(pool, play=["25035"])
    assert not play_rules.keywords(alone.state, alone.card("25035")) & RENOWN


def test_25045_warriors_sons(pool):
    record(pool, "25045")
    s = scenario(pool, play=["25045"], knelt=["25045"])
    sons = s.card("25045")
    fire(s, POWER_GAINED, sons, "renown", 1)
    step_unlogged(s, A("trigger", sons, -1, 0))
    assert sons not in s.state.knelt


def test_25092_raventree_hall(pool):
    record(pool, "25092")
    s = scenario(pool, play=["25092", BASTARD], gold=0)
    fire(s, POWER_GAINED, -1, "unopposed", 1)                  # faction power: no
    assert not [a for a in legal(s) if a.kind == "trigger"]
    fire(s, POWER_GAINED, s.card(BASTARD), "renown", 1)
    step_unlogged(s, A("trigger", s.card("25092"), -1, 0))
    assert s.state.gold == 1


def test_25118_a_thousand_eyes_and_one(pool):
    record(pool, "25118")
    s = scenario(pool, hand=["25118"])
    step_unlogged(s, A("ability", s.card("25118"), -1, 0))
    assert len(s.state.hand) == 1 and s.state.faction_knelt
