"""Tests of the card records of Kings of the Isles (codes 12xxx)
(records/kings_of_the_isles.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, BRAIDED, COURTESAN, DAYNE, IRON_THRONE, RANGING, ROSEROAD, SEA_BITCH,
    TUMBLESTONE, assert_inert_placed, assert_inert_record, assert_inert_where_played,
    assert_missing_record, challenge, do, record_tests, step_unlogged, triggers,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import DEAD, DISCARD, HAND, PLAY
from deckcheck.games.agot.engine import play_rules
from deckcheck.goldfish.abilities.records import CONTEST_WON, DOMINANCE_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_12019_maidens_bane(pool):
    record(pool, "12019")
    s = scenario(pool, play=["12019", "12025", BASTARD], step="challenges.initiate")
    bane, khorane = s.card("12019"), s.card("12025")     # Khorane Sathmantes: a Captain
    challenge(s, "military", "12025")
    assert A("trigger", bane, khorane, 0) in window(s)
    act(s, A("trigger", bane, khorane, 0))
    assert khorane not in s.state.knelt and bane not in s.state.knelt    # Captain: stands too
    assert s.state.pending == "challenges"
    challenge(s, "power", BASTARD)
    assert window(s) == [A("trigger", bane, s.card(BASTARD), 1)]        # not a Captain
    act(s, A("trigger", bane, s.card(BASTARD), 1))
    assert s.card(BASTARD) not in s.state.knelt and bane in s.state.knelt


def test_12020_scouting_vessel(pool):
    assert_inert_record(pool, "12020")


def test_12025_khorane_sathmantes(pool):
    assert_inert_placed(pool, "12025")


def test_12029_desert_raider(pool):
    assert_inert_where_played(pool, "12029")


def test_12040_rogue_wildling(pool):
    record(pool, "12040")
    s = scenario(pool, play=["07041"], hand=["12040"], knelt=["07041"], gold=5,
                 step="challenges.initiate")
    rogue, crow = s.card("12040"), s.card("07041")
    act(s, A("ambush", rogue))
    assert window(s) == [A("trigger", rogue, crow, 0)]
    act(s, A("trigger", rogue, crow, 0))
    assert crow not in s.state.knelt


def test_12045_sea_of_blood(pool):
    rec = assert_missing_record(pool, "12045", "helps", "hurts")
    assert rec.abilities
    s = scenario(pool, agenda="12045", play=[RANGING], deck=[BOUNTY],
                 step="challenges.initiate")
    agenda, bounty = s.card("12045"), s.card(BOUNTY)
    challenge(s, "military", RANGING)                       # won by 5 STR
    assert window(s) == [A("trigger", agenda, -1, 0)]
    do(s, A("trigger", agenda, -1, 0))
    assert s.state.zone[bounty] == HAND and s.state.faction_knelt
    # won by less than 5: nothing
    s = scenario(pool, agenda="12045", play=[BASTARD], deck=[BOUNTY], step="challenges.initiate")
    challenge(s, "military", BASTARD)
    assert s.state.pending != "respond"


def test_12046_we_take_westeros(pool):
    record(pool, "12046")
    s = scenario(pool, discard=[ROSEROAD, IRON_THRONE], plot="12046")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(IRON_THRONE)] == PLAY         # the most expensive one
    assert s.state.zone[s.card(ROSEROAD)] == DISCARD


def test_12047_return_to_the_fields(pool):
    rec = record(pool, "12047")
    assert [ab.pilot for ab in rec.abilities] == ["spare"] * 3
    s = scenario(pool, play=[BASTARD, DAYNE, RANGING], plots=["12047"], step="plot.choose")
    fields = s.card("12047")
    act(s, A("plot", fields))
    offered = window(s)
    assert {a.target for a in offered} == {s.card(BASTARD), s.card(DAYNE)}   # cost 2 or lower
    assert {a.amount for a in offered} == {0, 1, 2}
    act(s, A("trigger", fields, s.card(BASTARD), 0))
    assert s.state.zone[s.card(BASTARD)] == DISCARD
    assert len(s.state.hand) == 1 and s.state.gold == 1
    assert {a.target for a in window(s)} == {s.card(DAYNE)}
    act(s, A("trigger", fields, s.card(DAYNE), 1))       # no candidate left: the game goes on
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == 2 + 2 and s.state.gold == 2 + 4    # + draw phase, + income


def test_12052_vanquish_the_unbelievers(pool):
    record(pool, "12052")
    # Lord: Robert and Stannis; no Lord: Bastard in Hiding -> "Lord" keeps the most
    s = scenario(pool, play=["01048", "01052", BASTARD], plot="12052", step="challenges.begins")
    st = s.state
    assert st.zone[s.card(BASTARD)] == DEAD
    assert st.zone[s.card("01048")] == PLAY and st.zone[s.card("01052")] == PLAY
    # power decides before cost: the Bastard holds 3 power
    s = scenario(pool, play=["01048", BASTARD], plot="12052")
    s.state.card_power[s.card(BASTARD)] = 3
    act(s, A("pass"))                                       # on to the challenges phase
    assert s.state.zone[s.card("01048")] == DEAD and s.state.zone[s.card(BASTARD)] == PLAY


def test_pilot_sacrifices_only_spare_characters_to_return_to_the_fields(pool):
    s = scenario(pool, play=[BRAIDED, COURTESAN, DAYNE, BASTARD, RANGING], plots=["12047"],
                 step="plot.choose")
    act(s, A("plot", s.card("12047")))
    choice = GreedyPilot().choose(s.state, legal(s))
    assert choice.kind == "trigger"                     # a character the challenges do not need
    assert choice.target in (s.card(DAYNE), s.card(BASTARD), s.card(BRAIDED), s.card(COURTESAN))
    s = scenario(pool, play=[BRAIDED, COURTESAN], plots=["12047"], step="plot.choose")
    act(s, A("plot", s.card("12047")))
    assert GreedyPilot().choose(s.state, legal(s)).kind == "decline"   # both carry challenges


INERT = ["12003", "12006", "12007", "12008", "12010", "12015", "12017", "12018", "12024",
         "12026", "12027", "12030", "12031", "12037", "12039", "12043", "12044", "12050"]
MISSING = {"12004": (HELPS,), "12005": (HELPS,), "12011": (HELPS,), "12012": (HELPS,),
           "12013": (HELPS,), "12014": (HELPS,), "12016": (HELPS,), "12022": (HELPS,),
           "12028": (HELPS,), "12032": (HELPS,), "12033": (HELPS,), "12034": (HURTS,),
           "12035": (HELPS,), "12041": (HELPS,), "12048": (HELPS,), "12049": (HELPS,),
           "12051": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_12009_qarl_the_maid(pool):
    record(pool, "12009")
    s = scenario(pool, play=["12009", SEA_BITCH, "12003"], knelt=[SEA_BITCH, "12003"])
    qarl = s.card("12009")
    fire(s, CONTEST_WON, -1, "power", 3, (qarl,))
    assert {(a.amount, a.target) for a in triggers(s)} == {(0, s.card(SEA_BITCH)),
                                                          (1, s.card("12003"))}
    step_unlogged(s, A("trigger", qarl, s.card(SEA_BITCH), 0))
    assert s.card(SEA_BITCH) not in s.state.knelt and s.card("12003") in s.state.knelt
    other = scenario(pool, play=["12009", SEA_BITCH, TUMBLESTONE], knelt=[SEA_BITCH])
    fire(other, CONTEST_WON, -1, "power", 3, (other.card(TUMBLESTONE),))
    assert not triggers(other)                           # Qarl did not participate


def test_12021_red_rain(pool):
    record(pool, "12021")
    s = scenario(pool, play=["12003"], attach={"12021": "12003"})
    asha = s.card("12003")
    fire(s, CONTEST_WON, -1, "military", 5, (asha,))
    step_unlogged(s, A("trigger", s.card("12021"), -1, 0))
    assert s.state.card_power[asha] == 2
    fire(s, CONTEST_WON, -1, "power", 5, (asha,))
    assert not triggers(s)                               # once per phase
    other = scenario(pool, play=["12015"], hand=["12021"], gold=2)
    assert play_rules.targets(other.state, other.card("12021")) == []   # unique only


def test_12023_what_is_dead_may_never_die(pool):
    record(pool, "12023")
    s = scenario(pool, hand=["12023"], dead=["12015", "12003"], gold=3)
    fire(s, DOMINANCE_WON)
    step_unlogged(s, A("trigger", s.card("12023"), -1, 0))
    assert s.state.zone[s.card("12003")] == PLAY          # Asha: the most expensive
    assert s.state.zone[s.card("12015")] == DEAD


def test_12036_dance_of_the_dragons(pool):
    record(pool, "12036")
    s = scenario(pool, hand=["12036"], discard=[BASTARD, "12003", BOUNTY], gold=1)
    offered = {a.target for a in legal(s) if a.kind == "ability" and a.card == s.card("12036")}
    assert offered == {s.card(BASTARD)}                  # Asha costs 6; The Bounty is an event
    step_unlogged(s, A("ability", s.card("12036"), s.card(BASTARD), 0))
    assert s.card(BASTARD) in s.state.hand


def test_12038_the_shield_islands(pool):
    record(pool, "12038")
    s = scenario(pool, play=["12038"])
    assert play_rules.draw_phase_cards(s.state) == 3


def test_12042_the_starry_sept(pool):
    record(pool, "12042")
    s = scenario(pool, play=["12042", COURTESAN])
    sept = s.card("12042")
    fire(s, CONTEST_WON, -1, "intrigue", 2, (s.card(COURTESAN),))
    assert not triggers(s)
    fire(s, CONTEST_WON, -1, "power", 2, (s.card(COURTESAN),))
    step_unlogged(s, A("trigger", sept, -1, 0))
    assert s.state.card_power[sept] == 1


REDESIGNS_INERT = ["17112"]
REDESIGNS_MISSING = {
    "17109": ("helps",), "17149": ("helps",), "17157": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])
