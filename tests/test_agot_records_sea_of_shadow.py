"""Tests of the card records of the Sea of Shadow (records/sea_of_shadow.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, FEAST, TUMBLESTONE, assert_for_opponents_character, assert_inert_where_played,
    assert_missing_record,
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


INERT = [
    ]
MISSING = {
    "26032": (HELPS,),
    "26011": (HURTS,), "26012": (HURTS,), "26020": (HELPS, HURTS), "26034": (HELPS,),
    "26041": (HURTS,), "26053": (HELPS,), "26064": (HELPS,), "26065": (HURTS,), "26076": (HELPS,),
    "26092": (HELPS,), "26096": (HELPS,), "26104": (HURTS,), "26113": (HELPS, HURTS)}


@pytest.mark.parametrize("code", INERT)
def test_inert_cards(pool, code):
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(MISSING))
def test_cards_with_parts_not_modeled(pool, code):
    assert_missing_record(pool, code, *MISSING[code])


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
