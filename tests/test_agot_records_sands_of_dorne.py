"""Tests of the card records of Sands of Dorne (codes 10xxx)
(records/sands_of_dorne.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COPPERS, COURTESAN, DAYNE, FEAST, PENTOSHI, RANGING, STORM, TUMBLESTONE,
    assert_inert_where_played, challenge, used_pile,
)
from agot_scenario import act, fire, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import PLAY, PLOT_DECK, REVEALED
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_10017_dorne(pool):
    record(pool, "10017")
    s = scenario(pool, play=["10017"], plot=COPPERS, deck=[BASTARD, RANGING], filler=4)
    assert play_rules.reserve(s.state) == 10 + 1
    dorne = s.card("10017")
    fire(s, "contest_lost", option="military")
    act(s, A("trigger", dorne, -1, 0))
    assert s.state.hand == [s.card(RANGING)]            # the costlier of the top 2
    assert s.state.draw[0] == s.card(BASTARD)           # the other to the bottom


def test_10024_to_the_spears(pool):
    record(pool, "10024")
    s = scenario(pool, play=[DAYNE, BASTARD], hand=["10024"], plots=[COPPERS, FEAST, STORM],
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST, STORM)
    spears = s.card("10024")
    challenge(s, "military", DAYNE, BASTARD)
    assert window(s) == [A("trigger", spears, -1, 0)]
    act(s, A("trigger", spears, -1, 0))
    assert s.card(DAYNE) not in s.state.knelt            # [martell]: stands again
    assert s.card(BASTARD) in s.state.knelt
    s = scenario(pool, play=[DAYNE], hand=["10024"], plots=[COPPERS, FEAST, STORM],
                 step="challenges.initiate")
    used_pile(s, COPPERS, FEAST)                         # only 2 used plots
    challenge(s, "military", DAYNE)
    assert s.state.pending != "respond"


def test_10035_missandei(pool):
    record(pool, "10035")
    s = scenario(pool, hand=["10035", BASTARD, DAYNE, TUMBLESTONE, COURTESAN], plot=FEAST,
                 step="taxation.reserve")
    missandei = s.card("10035")
    act(s, A("discard", missandei))
    assert window(s) == [A("trigger", missandei, -1, 0)]
    act(s, A("trigger", missandei, -1, 0))
    assert s.state.zone[missandei] == PLAY and missandei not in s.state.discard


def test_10046_at_prince_dorans_behest(pool):
    record(pool, "10046")
    s = scenario(pool, play=[BASTARD], plots=["10046", COPPERS], step="plot.choose")
    behest, coppers = s.card("10046"), s.card(COPPERS)
    act(s, A("plot", behest))
    assert s.state.plot == coppers and s.state.zone[coppers] == REVEALED
    assert s.state.zone[behest] == PLOT_DECK             # the used pile came back
    assert len(s.state.hand) == 3 + 2                    # Counting Coppers, then the draw phase
    s = scenario(pool, play=[BASTARD], plots=["10046", COPPERS, PENTOSHI], step="plot.choose")
    act(s, A("plot", s.card("10046")))
    assert s.state.plot == s.card(PENTOSHI) and s.state.gold == 10     # the most gold
    assert s.state.used_plots == [s.card("10046")]
    s = scenario(pool, play=[BASTARD], plots=["10046", "10046"], step="plot.choose")
    act(s, A("plot", s.card("10046")))                   # never reveals its other copy
    assert s.state.plot == s.card("10046") and s.state.zone[s.card("10046", 1)] == PLOT_DECK


def test_10047_peace_and_prosperity(pool):
    record(pool, "10047")
    # Stannis (6), The Iron Throne (2), Seal of the Hand (3); a second character
    s = scenario(pool, play=["01048"], hand=["01052", "01038", "01032", "01084"], plot="10047",
                 gold=20)
    st = s.state
    stannis, throne, seal, cersei = (s.card(c) for c in ("01052", "01038", "01032", "01084"))
    assert play_rules.marshal_cost(st, stannis) == 3
    assert play_rules.marshal_cost(st, throne) == 0
    assert play_rules.marshal_cost(st, seal) == 2
    act(s, A("marshal", stannis))
    assert st.gold == 17
    assert play_rules.marshal_cost(st, cersei) == 4          # the first character only
    assert play_rules.marshal_cost(st, throne) == 0          # the others still apply


def test_10048_forced_march(pool):
    assert_inert_where_played(pool, "10048")


def test_10050_breaking_ties(pool):
    assert_inert_where_played(pool, "10050")
