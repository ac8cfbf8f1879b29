"""Tests of the card records of the Sea of Shadow (records/sea_of_shadow.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, FEAST, TUMBLESTONE, assert_for_opponents_character, record_tests,
)
from agot_scenario import assert_missing, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, INTRIGUE, RENOWN
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.goldfish.abilities.records import HELPS, HURTS


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_26027_ghost_hill_elite(pool):
    assert_missing(record(pool, "26027"), "helps")



@pytest.mark.parametrize("code", ["26002", "26086"])
def test_attachments_for_an_opponents_character(pool, code):
    """"26002" Roast Boar, "26086" Slander and Lies: an opponent's character only."""
    assert_for_opponents_character(pool, code)


@pytest.mark.parametrize("code, income, reserve", [("26006", 1, 0), ("26068", 0, 1)])
def test_locations_with_plot_modifiers(pool, code, income, reserve):
    """"26006" Lannisport: +1 Income; "26068" Dornish Sloop: +1 Reserve."""
    record(pool, code)
    s = scenario(pool, play=[code], plot=FEAST)
    plain = scenario(pool, plot=FEAST)
    assert play_rules.income(s.state) - play_rules.income(plain.state) == income
    assert play_rules.reserve(s.state) - play_rules.reserve(plain.state) == reserve


def test_26021_red_keep_servant(pool):
    record(pool, "26021")
    s = scenario(pool, play=["26021", "02110"])                 # Small Council Chamber
    assert play_rules.icons(s.state, s.card("26021")) & INTRIGUE
    alone = scenario(pool, play=["26021"])
    assert not play_rules.icons(alone.state, alone.card("26021")) & INTRIGUE


def test_26042_narrow_sea_dromond(pool):
    record(pool, "26042")
    s = scenario(pool, play=["26042"])
    assert play_rules.modifier(s.state, "dominance") == 1


def test_26052_dubious_loyalties(pool):
    record(pool, "26052")
    s = scenario(pool, play=[TUMBLESTONE], attach={"26052": TUMBLESTONE})
    knight = s.card(TUMBLESTONE)
    assert play_rules.keywords(s.state, knight) & RENOWN
    assert play_rules.in_filter(s.state, chars("House Bolton"), knight)
    loyal = scenario(pool, play=["03013"], hand=["26052"], gold=1)      # Sansa: loyal
    assert play_rules.targets(loyal.state, loyal.card("26052")) == []


def test_26058_the_warden_of_the_east(pool):
    record(pool, "26058")
    s = scenario(pool, play=["23021"], attach={"26058": "23021"})       # Harry the Heir
    assert play_rules.strength(s.state, s.card("23021")) == 5
    assert play_rules.in_filter(s.state, chars("Commander"), s.card("23021"))


def test_26085_ser_osfryd_kettleblack(pool):
    record(pool, "26085")
    s = scenario(pool, play=["26085"], hand=[BASTARD])
    assert play_rules.keywords(s.state, s.card("26085")) & RENOWN
    empty = scenario(pool, play=["26085"])
    assert not play_rules.keywords(empty.state, empty.card("26085")) & RENOWN


def test_26099_a_meeting_of_minds(pool):
    record(pool, "26099")
    s = scenario(pool, play=["05003", TUMBLESTONE], plot="26099")     # Ser Kevan: Small Council
    assert play_rules.keywords(s.state, s.card("05003")) & INSIGHT
    assert not play_rules.keywords(s.state, s.card(TUMBLESTONE)) & INSIGHT


INERT = [
    "26004", "26008", "26009", "26010", "26014", "26017", "26018", "26022", "26023", "26024",
    "26025", "26026", "26028", "26033", "26037", "26044", "26047", "26048", "26049", "26050",
    "26051", "26079", "26081", "26087", "26089", "26090", "26091", "26094", "26098", "26102",
    "26109", "26110", "26112", "26116"]
MISSING = {
    "26001": (HELPS,), "26003": (HELPS,), "26005": (HELPS,), "26007": (HELPS,), "26011": (HURTS,),
    "26012": (HURTS,), "26013": (HELPS,), "26015": (HELPS,), "26016": (HELPS,), "26019": (HELPS,),
    "26020": (HELPS, HURTS), "26029": (HURTS,), "26030": (HELPS,), "26031": (HELPS,),
    "26032": (HELPS,), "26034": (HELPS,), "26035": (HELPS,), "26036": (HELPS,), "26038": (HELPS,),
    "26039": (HURTS,), "26040": (HELPS,), "26041": (HURTS,), "26043": (HELPS,), "26045": (HELPS,),
    "26046": (HELPS,), "26053": (HELPS,), "26054": (HELPS,), "26055": (HELPS,), "26056": (HELPS,),
    "26059": (HURTS,), "26060": (HURTS,), "26061": (HURTS,), "26062": (HELPS,), "26063": (HELPS,),
    "26064": (HELPS,), "26065": (HURTS,), "26066": (HELPS,), "26067": (HURTS,), "26069": (HURTS,),
    "26070": (HELPS,), "26071": (HURTS,), "26072": (HELPS,), "26073": (HELPS,), "26074": (HELPS,),
    "26075": (HELPS,), "26076": (HELPS,), "26077": (HELPS,), "26078": (HELPS,), "26080": (HELPS,),
    "26082": (HELPS,), "26084": (HELPS,), "26088": (HELPS,), "26092": (HELPS,), "26093": (HELPS,),
    "26095": (HELPS,), "26096": (HELPS,), "26097": (HELPS,), "26100": (HURTS,), "26101": (HURTS,),
    "26103": (HELPS,), "26104": (HURTS,), "26105": (HELPS,), "26106": (HELPS,), "26107": (HURTS,),
    "26108": (HELPS,), "26111": (HELPS,), "26113": (HELPS, HURTS), "26114": (HELPS,),
    "26117": (HELPS,), "26118": (HELPS,), "26119": (HELPS,), "26120": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))
