"""Tests of the card records of Watchers on the Wall (codes 07xxx)
(records/watchers_on_the_wall.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, DAYNE, LITTLE_BIRD, OLD_STEWARD, TUMBLESTONE, assert_inert_at,
    assert_inert_where_played, challenge_checked, challenge_unlogged, kill, record_tests,
    step_checked, step_unlogged, triggers, won,
)
from agot_scenario import act, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, INTIMIDATE, POWER, RENOWN
from deckcheck.games.agot.engine.pilot import GreedyPilot
from deckcheck.games.agot.engine.state import DEAD, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS, PHASE_ENDS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_07013_satin(pool):
    record(pool, "07013")
    s = scenario(pool, play=["07013", OLD_STEWARD], knelt=[OLD_STEWARD],
                 step="challenges.initiate")
    challenge_checked(s, "intrigue", "07013")
    assert s.state.pending == "respond"
    steward = s.card(OLD_STEWARD)
    options = [a for a in legal(s) if a.kind == "trigger"]
    assert [a.target for a in options] == [steward]       # not Satin herself
    step_checked(s, options[0], A("resolve"))
    assert steward not in s.state.knelt and len(won(s)) == 1


def test_07015_seasoned_woodsman(pool):
    record(pool, "07015")
    s = scenario(pool, play=["07015", BASTARD], hand=[LITTLE_BIRD, "01036"], gold=5)
    woodsman = s.card("07015")
    act(s, A("marshal", s.card(LITTLE_BIRD), woodsman))
    assert window(s) == [A("trigger", woodsman, -1, 0), A("trigger", woodsman, -1, 1)]
    hand = len(s.state.hand)
    act(s, A("trigger", woodsman, -1, 0))
    assert len(s.state.hand) == hand + 1 and s.state.pending == "marshal"   # one choice
    # onto another character: nothing
    act(s, A("marshal", s.card("01036"), s.card(BASTARD)))
    assert s.state.pending == "marshal"


def test_07039_rattleshirt(pool):
    assert_inert_at(pool, "07039")


def test_07040_dalla(pool):
    record(pool, "07040")
    # Crow Killers (Wildling, 3) and Northern Refugee (Wildling, 2) marshaled in one phase
    s = scenario(pool, play=["07040"], hand=["07041", "04117", BASTARD], gold=10)
    dalla = s.card("07040")
    act(s, A("marshal", s.card("07041")))
    assert window(s) == [A("trigger", dalla, -1, 0)]
    hand = len(s.state.hand)
    act(s, A("trigger", dalla, -1, 0))
    assert len(s.state.hand) == hand + 1
    act(s, A("marshal", s.card("04117")))
    assert s.state.pending == "marshal"                   # once per phase
    # the next phase: she draws again
    act(s, A("pass"))
    assert s.state.pending == "challenges" and not s.state.lasting
    fire(s, "enters_play", s.card("04117"), "put")
    assert window(s) == [A("trigger", dalla, -1, 0)]
    # a non-Wildling does not count
    s = scenario(pool, play=["07040"], hand=[BASTARD, DAYNE], gold=10)
    act(s, A("marshal", s.card(BASTARD)))
    assert s.state.pending == "marshal" and len(s.state.hand) == 1


def test_07041_crow_killers(pool):
    assert_inert_at(pool, "07041")


def test_07045_the_last_of_the_giants(pool):
    rec = record(pool, "07045")
    assert rec.status == "modeled" and rec.abilities[0].pilot == "open_challenge"
    # Wun Wun has no icon; Ygritte (military, intrigue) is neutral
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017", TUMBLESTONE], gold=2,
                 step="challenges.initiate")
    giants, ygritte = s.card("07045"), s.card("06017")
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered == [A("ability", giants, ygritte, 0)]                 # neutral only
    assert GreedyPilot()._ability(s.state, offered, "ability") == offered[0]   # intrigue open
    act(s, A("ability", giants, ygritte, 0))
    st = s.state
    assert st.zone[ygritte] == PLAY and play_rules.keywords(st, ygritte) & INTIMIDATE
    act(s, A("challenge", option="intrigue"), A("attacker", ygritte), A("confirm"))
    assert st.zone[ygritte] == PLAY and st.pending == "challenges"
    act(s, A("pass"))
    assert st.zone[ygritte] == DEAD                                      # the phase ended
    # no challenge to open (the Bastard covers military and power, intrigue is made)
    s = scenario(pool, play=[BASTARD], hand=["07045", "06017"], gold=2, step="challenges.initiate")
    s.state.challenges_left = 5
    offered = [a for a in legal(s) if a.kind == "ability"]
    assert offered and GreedyPilot()._ability(s.state, offered, "ability") is None


INERT = ["07003", "07004", "07005", "07007", "07010", "07018", "07019", "07020", "07023",
         "07024", "07025", "07027", "07028", "07031", "07032", "07043", "07044", "07046",
         "07050"]
MISSING = {"07006": (HELPS,), "07009": (HELPS,), "07011": (HELPS,), "07012": (HURTS,),
           "07022": (HELPS,), "07029": (HELPS,), "07030": (HELPS,), "07034": (HELPS,),
           "07035": (HURTS,), "07036": (HELPS,), "07037": (HELPS,), "07042": (HELPS,),
           "07047": (HURTS,), "07048": (HURTS,), "07049": (HELPS,), "07052": (HURTS,)}
RANGING = "01132"          # Ranging Party: a [thenightswatch] Ranger
MARGAERY = "01181"         # a Lady


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_07001_jon_snow(pool):
    record(pool, "07001")
    s = scenario(pool, play=["07001"], step="challenges.initiate")
    jon = s.card("07001")
    challenge_unlogged(s, "military", "07001")
    assert A("trigger", jon, -1, 0) in triggers(s)
    step_unlogged(s, A("trigger", jon, -1, 0))
    assert jon not in s.state.knelt                      # he is an attacking Wildling


def test_07002_bowen_marsh(pool):
    record(pool, "07002")
    s = scenario(pool, play=["07002", OLD_STEWARD], plot="01009", step="challenges.initiate")
    plain = scenario(pool, play=[OLD_STEWARD], plot="01009")
    assert play_rules.reserve(s.state) == play_rules.reserve(plain.state) + 1
    steward = s.card(OLD_STEWARD)
    assert not play_rules.keywords(s.state, steward) & INSIGHT
    challenge_unlogged(s, "intrigue", OLD_STEWARD)
    assert len(s.state.hand) == 1                        # insight in the [intrigue] challenge
    power = scenario(pool, play=["07002"], step="challenges.initiate")
    challenge_unlogged(power, "power", "07002")            # a Steward too, but no [intrigue]
    assert not power.state.hand


def test_07008_ser_jaremy_rykker(pool):
    record(pool, "07008")
    s = scenario(pool, play=["07008", "07014"])
    assert play_rules.icons(s.state, s.card("07014")) & POWER
    alone = scenario(pool, play=["07014"])
    assert not play_rules.icons(alone.state, alone.card("07014")) & POWER


def test_07014_lost_ranger(pool):
    record(pool, "07014")
    s = scenario(pool, play=["07014"])
    fire(s, PHASE_ENDS, -1, "challenges")
    assert s.state.zone[s.card("07014")] != PLAY
    kept = scenario(pool, play=["07014", RANGING])
    fire(kept, PHASE_ENDS, -1, "challenges")
    assert kept.state.zone[kept.card("07014")] == PLAY


def test_07016_builder_at_the_wall(pool):
    record(pool, "07016")
    s = scenario(pool, play=["07016"], hand=["07021", "01038"], gold=5, faction="thenightswatch")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [s.card("07016")]
    act(s, reduce[0])
    assert play_rules.marshal_cost(s.state, s.card("07021")) == 1      # Ghost: 2 - 1
    assert play_rules.marshal_cost(s.state, s.card("01038")) == 2      # neutral: no


def test_07017_the_new_gift(pool):
    record(pool, "07017")
    s = scenario(pool, play=["07017", OLD_STEWARD, "07007"], gold=0)
    gift = s.card("07017")
    step_checked(s, A("ability", gift, -1, 0))
    assert s.state.gold == 1 and s.card(OLD_STEWARD) in s.state.knelt
    assert not [a for a in legal(s) if a.kind == "ability" and a.card == gift]   # no Steward left
    draw = scenario(pool, play=["07017", OLD_STEWARD], step="challenges.initiate")
    step_checked(draw, A("ability", draw.card("07017"), -1, 1))
    assert len(draw.state.hand) == 1


def test_07021_ghost(pool):
    record(pool, "07021")
    s = scenario(pool, play=[TUMBLESTONE], attach={"07021": TUMBLESTONE})
    knight, ghost = s.card(TUMBLESTONE), s.card("07021")
    kill(s, knight)
    step_unlogged(s, A("trigger", ghost, -1, 0))
    assert s.state.zone[knight] == PLAY and ghost in s.state.hand
    other = scenario(pool, play=[DAYNE], hand=["07021"], gold=2)
    assert play_rules.targets(other.state, other.card("07021")) == []   # [martell]: no


def test_07026_black_betha(pool):
    record(pool, "07026")
    s = scenario(pool, play=["07026", "01050"])
    assert play_rules.keywords(s.state, s.card("01050")) & RENOWN
    alone = scenario(pool, play=["01050"])
    assert not play_rules.keywords(alone.state, alone.card("01050")) & RENOWN


def test_07033_jeyne_poole(pool):
    record(pool, "07033")
    s = scenario(pool, play=["07033"], discard=[MARGAERY, BASTARD])
    step_checked(s, A("ability", s.card("07033"), s.card(MARGAERY), 0))
    assert s.card(MARGAERY) in s.state.hand and s.state.zone[s.card("07033")] != PLAY
    assert s.card(BASTARD) not in s.state.hand


def test_07038_the_honeywine(pool):
    record(pool, "07038")
    s = scenario(pool, play=["07038", TUMBLESTONE])
    wine = s.card("07038")
    fire(s, CONTEST_WON, -1, "power", 4, (s.card(TUMBLESTONE),))
    assert A("trigger", wine, -1, 0) not in legal(s)
    fire(s, CONTEST_WON, -1, "power", 5, (s.card(TUMBLESTONE),))
    step_unlogged(s, A("trigger", wine, -1, 0))
    assert s.state.card_power[wine] == 1


def test_07051_name_day_tourney(pool):
    record(pool, "07051")
    s = scenario(pool, play=[TUMBLESTONE, MARGAERY], plot="07051")
    fire(s, CONTEST_WON, -1, "power", 2, (s.card(TUMBLESTONE),))
    step_unlogged(s, A("trigger", s.card("07051"), s.card(MARGAERY), 0))
    assert s.state.card_power[s.card(MARGAERY)] == 1
    two = scenario(pool, play=[TUMBLESTONE, DAYNE, MARGAERY], plot="07051")
    fire(two, CONTEST_WON, -1, "power", 4, (two.card(TUMBLESTONE), two.card(DAYNE)))
    assert not triggers(two)                             # not alone


REDESIGNS_INERT = ["17120"]


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)
