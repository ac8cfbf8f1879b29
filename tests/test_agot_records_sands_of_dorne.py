"""Tests of the card records of Sands of Dorne (codes 10xxx)
(records/sands_of_dorne.py): one test per card code, real cards from the snapshot, positions
built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COPPERS, COURTESAN, DAYNE, FEAST, PENTOSHI, RANGING, STORM, TUMBLESTONE, abilities_of,
    assert_inert_where_played, assert_missing_record, challenge, challenge_unlogged, record_tests,
    step_checked, step_unlogged, triggers, used_pile,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.state import PLAY, PLOT_DECK, REVEALED
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS, PHASE_BEGINS
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


INERT = ["10002", "10004", "10007", "10008", "10010", "10012", "10016", "10018", "10021",
         "10023", "10027", "10028", "10032", "10034", "10036", "10041", "10043", "10049",
         "10052"]
MISSING = {"10001": (HELPS,), "10005": (HELPS,), "10006": (HELPS,), "10009": (HELPS,),
           "10013": (HELPS,), "10014": (HELPS,), "10015": (HELPS,), "10019": (HELPS,),
           "10020": (HELPS,), "10022": (HELPS,), "10026": (HELPS,), "10031": (HELPS,),
           "10037": (HELPS,), "10039": (HELPS,), "10040": (HELPS,), "10051": (HURTS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_10003_the_red_viper(pool):
    record(pool, "10003")
    s = scenario(pool, play=["10003", "10008"])
    viper = s.card("10003")
    s.state.card_power[viper] = 2
    assert play_rules.strength(s.state, viper) == 4 + 2
    fire(s, CONTEST_WON, -1, "power", 3, (s.card("10008"),))          # Tyene Sand: a Bastard
    step_unlogged(s, A("trigger", viper, -1, 1))           # its second ability
    assert s.state.card_power[viper] == 3
    other = scenario(pool, play=["10003", TUMBLESTONE])
    fire(other, CONTEST_WON, -1, "power", 3, (other.card(TUMBLESTONE),))
    assert not triggers(other)


def test_10011_quentyn_martell(pool):
    record(pool, "10011")
    s = scenario(pool, play=["10011"])
    fire(s, PHASE_BEGINS, -1, "challenges")
    assert s.card("10011") in s.state.knelt
    late = scenario(pool, play=["10011"], plots=[COPPERS, FEAST, STORM])
    used_pile(late, COPPERS, FEAST, STORM)
    fire(late, PHASE_BEGINS, -1, "challenges")
    assert late.card("10011") not in late.state.knelt


def test_10025_ser_cortnay_penrose(pool):
    record(pool, "10025")
    s = scenario(pool, play=["10025"], step="challenges.initiate")
    challenge_unlogged(s, "power", "10025")
    step_unlogged(s, A("trigger", s.card("10025"), -1, 0))
    assert s.card("10025") not in s.state.knelt
    mil = scenario(pool, play=["10025"], step="challenges.initiate")
    challenge_unlogged(mil, "military", "10025")
    assert not [a for a in legal(mil) if a.kind == "trigger"]


def test_10029_myrcella_baratheon(pool):
    record(pool, "10029")
    s = scenario(pool, play=["10029"], hand=[BASTARD], step="challenges.initiate")
    challenge_unlogged(s, "intrigue", "10029")
    assert s.card("10029") not in s.state.knelt
    empty = scenario(pool, play=["10029"], step="challenges.initiate")
    challenge_unlogged(empty, "intrigue", "10029")
    assert empty.card("10029") in empty.state.knelt


def test_10030_extortion(pool):
    record(pool, "10030")
    s = scenario(pool, play=[COURTESAN], hand=["10030"], gold=0)
    fire(s, CONTEST_WON, -1, "intrigue", 2, (s.card(COURTESAN),))
    step_unlogged(s, A("trigger", s.card("10030"), -1, 0))
    assert s.state.gold == 3
    other = scenario(pool, play=[COURTESAN], hand=["10030"])
    fire(other, CONTEST_WON, -1, "power", 2, (other.card(COURTESAN),))
    assert not triggers(other)


def test_10033_greatjon_umber(pool):
    record(pool, "10033")
    s = scenario(pool, play=["10033"], step="challenges.initiate")
    challenge_unlogged(s, "military", "10033")
    step_unlogged(s, A("trigger", s.card("10033"), -1, 0))
    assert s.card("10033") not in s.state.knelt
    late = scenario(pool, play=["10033"], plots=[COPPERS, FEAST, STORM], step="challenges.initiate")
    used_pile(late, COPPERS, FEAST, STORM)
    challenge_unlogged(late, "military", "10033")
    assert not triggers(late)


def test_10038_beacon_of_the_south(pool):
    record(pool, "10038")
    s = scenario(pool, play=[COURTESAN], attach={"10038": COURTESAN})
    rose = s.card(COURTESAN)
    fire(s, CONTEST_WON, -1, "power", 4, (rose,))
    assert not triggers(s)
    fire(s, CONTEST_WON, -1, "power", 5, (rose,))
    step_unlogged(s, A("trigger", s.card("10038"), -1, 0))
    assert s.state.card_power[rose] == 1
    other = scenario(pool, play=[TUMBLESTONE], hand=["10038"], gold=1)
    assert play_rules.targets(other.state, other.card("10038")) == []      # [tyrell] only


def test_10042_jade_sea_dromond(pool):
    record(pool, "10042")
    s = scenario(pool, play=["10042"], plot="01009")
    plain = scenario(pool, plot="01009")
    assert play_rules.income(s.state) == play_rules.income(plain.state) + 1


def test_10044_off_to_gulltown(pool):
    assert_missing_record(pool, "10044", HELPS)
    s = scenario(pool, play=[COURTESAN], hand=["10044"], gold=1, step="challenges.initiate")
    step_checked(s, A("ability", s.card("10044"), -1, 0))
    assert len(s.state.hand) == 1 and s.state.gold == 0                 # the card drawn
    assert not abilities_of(scenario(pool, play=[COURTESAN], hand=["10044"], gold=1), "10044")


REDESIGNS_INERT = ["17151", "17153", "17154"]


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


def test_17113_dorne(pool):
    record(pool, "17113")
    s = scenario(pool, play=["17113"], plot=COPPERS, deck=[BASTARD, RANGING], filler=4)
    assert play_rules.reserve(s.state) == 10 + 1
    fire(s, "contest_lost", option="power")
    act(s, A("trigger", s.card("17113"), -1, 0))
    assert s.state.hand == [s.card(RANGING)]
    intrigue = scenario(pool, play=["17113"], plot=COPPERS)
    fire(intrigue, "contest_lost", option="intrigue")
    assert not triggers(intrigue)
