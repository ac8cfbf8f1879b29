"""Tests of the card records of Lions of Casterly Rock (codes 05xxx)
(records/lions_of_casterly_rock.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COPPERS, COURTESAN, DAYNE, DRAGONS_TAIL, IRON_VICTORY, MARGAERY, SEA_BITCH,
    SECRET_SCHEMES, TUMBLESTONE, WARDENS, abilities_of, ability, assert_missing_record,
    challenge_checked, kill, pilot_round, record_tests, step_checked, step_unlogged, to_used,
    trigger, triggers, won,
)
from agot_scenario import act, fire, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INTRIGUE, RENOWN
from deckcheck.games.agot.engine.state import DEAD, HAND, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS, PHASE_BEGINS
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.records import RECORDS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_05010_taena_merryweather(pool):
    record(pool, "05010")
    s = scenario(pool, play=["05010"], hand=[DRAGONS_TAIL, BASTARD])
    step_checked(s, ability(s, DRAGONS_TAIL))
    assert s.state.pending == "respond" and len(s.state.hand) == 1 + 2
    step_checked(s, trigger(s, "05010"))
    assert len(s.state.hand) == 3                        # 1 discarded, 1 drawn
    assert len(s.state.discard) == 2                     # the event and the discarded card


def test_05042_ocean_road(pool):
    record(pool, "05042")
    # a stark deck: the neutral Iron Throne and the martell knight are out of faction
    s = scenario(pool, play=["05042"], hand=["01038", DAYNE, TUMBLESTONE], gold=5,
                 faction="stark")
    road = s.card("05042")
    reduce = [a for a in legal(s) if a.kind == "reduce"]
    assert [a.card for a in reduce] == [road]
    act(s, reduce[0])
    assert road in s.state.knelt
    assert play_rules.marshal_cost(s.state, s.card(TUMBLESTONE)) == 2
    assert play_rules.marshal_cost(s.state, s.card(DAYNE)) == 1


def test_05049_littlefingers_meddling(pool):
    record(pool, "05049")
    s = scenario(pool, hand=[SECRET_SCHEMES], plots=[COPPERS], plot="05049", gold=0)
    to_used(s, COPPERS)
    assert abilities_of(s, SECRET_SCHEMES)               # cost 1 - 2: free
    plain = scenario(pool, hand=[SECRET_SCHEMES], plots=["01009"], plot=COPPERS, gold=0)
    to_used(plain, "01009")
    assert not abilities_of(plain, SECRET_SCHEMES)


def test_17102_victarion_greyjoy(pool):
    record(pool, "17102")
    s = scenario(pool, play=["17102", SEA_BITCH, IRON_VICTORY], knelt=["17102"],
                 step="challenges.initiate")
    vic = s.card("17102")
    step_checked(s, A("ability", vic, -1, 0))
    assert vic not in s.state.knelt
    assert len([c for c in s.state.locations if c in s.state.knelt]) == 1
    challenge_checked(s, "military", "17102")
    assert s.state.pending == "resolve_challenge"      # the window inside the challenge
    assert A("ability", vic, -1, 1) in abilities_of(s, "17102")
    step_checked(s, A("ability", vic, -1, 1))
    assert play_rules.keywords(s.state, vic) & RENOWN
    assert A("ability", vic, -1, 1) not in abilities_of(s, "17102")    # has renown now
    step_checked(s, A("resolve"))
    assert s.state.card_power.get(vic) == 1             # renown until the end of the challenge
    assert not play_rules.keywords(s.state, vic) & RENOWN


def test_pilot_stands_victarion_to_attack_again(pool):
    s = scenario(pool, play=["17102", SEA_BITCH, IRON_VICTORY], step="challenges.initiate")
    pilot_round(s)
    assert sorted(e[2] for e in won(s)) == ["military", "power"]   # stood between them


INERT = ["05004", "05006", "05007", "05008", "05012", "05013", "05022", "05025", "05029",
         "05030", "05031", "05032", "05035", "05036", "05039", "05041"]
MISSING = {"05002": (HELPS,), "05005": (HELPS, HELPS), "05009": (HELPS, HURTS),
           "05011": (HELPS,), "05014": (HELPS,), "05015": (HURTS,), "05018": (HELPS,),
           "05019": (HELPS,), "05020": (HELPS,), "05024": (HELPS,), "05026": (HELPS,),
           "05028": (HELPS,), "05034": (HURTS,), "05040": (HURTS,), "05045": (HELPS,),
           "05047": (HURTS,), "05048": (HELPS,), "05050": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_05003_ser_kevan_lannister(pool):
    record(pool, "05003")
    s = scenario(pool, hand=["05003"], discard=["05017", "01039"], gold=6)
    step_unlogged(s, A("marshal", s.card("05003")))
    step_unlogged(s, trigger(s, "05003"))
    assert s.state.zone[s.card("05017")] == PLAY          # Golden Tooth: cost 2, the best
    assert s.state.zone[s.card("01039")] != PLAY          # The Kingsroad: cost 1


def test_05016_lannisport_guard(pool):
    record(pool, "05016")
    s = scenario(pool, hand=["05016"], gold=2)
    step_unlogged(s, A("marshal", s.card("05016")))
    step_unlogged(s, trigger(s, "05016"))
    assert len(s.state.hand) == 1


def test_05017_golden_tooth(pool):
    record(pool, "05017")
    s = scenario(pool, play=["05017"], gold=0)
    step_checked(s, ability(s, "05017"))
    assert s.state.gold == 3 and s.card("05017") in s.state.knelt
    assert not abilities_of(s, "05017")


def test_05021_valyrian_steel_dagger(pool):
    record(pool, "05021")
    s = scenario(pool, play=[COURTESAN], attach={"05021": COURTESAN}, step="challenges.initiate")
    rose = s.card(COURTESAN)
    assert play_rules.strength(s.state, rose) == 2
    challenge_checked(s, "intrigue", COURTESAN)
    assert [e[2:] for e in won(s)] == [("intrigue", 4)]      # won by 2 + 2 STR
    other = scenario(pool, play=[COURTESAN], attach={"05021": COURTESAN}, step="challenges.initiate")
    challenge_checked(other, "power", COURTESAN)
    assert [e[2:] for e in won(other)] == [("power", 2)]


def test_05023_insidious_scheme(pool):
    record(pool, "05023")
    s = scenario(pool, play=["01086"], hand=["05023"], gold=1)
    joffrey = s.card("01086")
    fire(s, CONTEST_WON, -1, "intrigue", 5, (joffrey,))
    step_unlogged(s, trigger(s, "05023"))
    assert len(s.state.hand) == 4
    short = scenario(pool, play=["01086"], hand=["05023"], gold=1)
    fire(short, CONTEST_WON, -1, "intrigue", 4, (short.card("01086"),))
    assert not triggers(short)


def test_05027_victarion_greyjoy(pool):
    record(pool, "05027")
    s = scenario(pool, play=["05027"])
    vic = s.card("05027")
    s.state.card_power[vic] = 2
    kill(s, vic)
    step_unlogged(s, trigger(s, "05027"))
    assert s.state.zone[vic] == PLAY and not s.state.card_power.get(vic)
    kill(s, vic)                                         # no power left: no save
    assert s.state.zone[vic] == DEAD


def test_05033_jeyne_westerling(pool):
    record(pool, "05033")
    s = scenario(pool, play=["05033", "01144", TUMBLESTONE], knelt=["01144", TUMBLESTONE])
    eddard = s.card("01144")
    assert [a.target for a in abilities_of(s, "05033")] == [eddard]    # a Lord, not a Knight
    step_checked(s, ability(s, "05033", eddard))
    assert eddard not in s.state.knelt and s.card("05033") in s.state.knelt


def test_05037_alerie_tyrell(pool):
    record(pool, "05037")
    s = scenario(pool, hand=["05037"], deck=[COURTESAN, WARDENS], gold=4)
    step_unlogged(s, A("marshal", s.card("05037")))
    step_unlogged(s, trigger(s, "05037"))
    ids = s.state.table.ids
    assert [ids[c] for c in s.state.hand] == [COURTESAN]   # Wardens of the Reach costs 4


def test_05038_a_rose_of_gold(pool):
    record(pool, "05038")
    s = scenario(pool, hand=["05038"], deck=[BASTARD, "01144", DAYNE], gold=1,
                 step="challenges.initiate")
    step_checked(s, ability(s, "05038"))
    assert s.state.zone[s.card("01144")] == HAND         # the most expensive of the top 3
    assert set(s.state.draw[:2]) == {s.card(DAYNE), s.card(BASTARD)}   # to the bottom
    assert not abilities_of(scenario(pool, hand=["05038"], gold=1), "05038")   # challenges only


def test_05043_appointed(pool):
    record(pool, "05043")
    s = scenario(pool, play=[MARGAERY], attach={"05043": MARGAERY})
    lady = s.card(MARGAERY)
    assert play_rules.icons(s.state, lady) & INTRIGUE
    assert play_rules.in_filter(s.state, chars("Small Council"), lady)
    hand = scenario(pool, play=[TUMBLESTONE], hand=["05043"], gold=1)
    assert play_rules.targets(hand.state, hand.card("05043")) == []        # unique only


def test_05044_the_council_consents(pool):
    record(pool, "05044")
    s = scenario(pool, play=[MARGAERY, TUMBLESTONE], attach={"05043": MARGAERY}, hand=["05044"],
                 knelt=[MARGAERY, TUMBLESTONE], gold=1)
    fire(s, CONTEST_WON, -1, "intrigue", 5, (s.card(MARGAERY),))
    step_unlogged(s, trigger(s, "05044"))
    assert s.card(MARGAERY) not in s.state.knelt and s.card(TUMBLESTONE) in s.state.knelt


def test_05046_lions_of_the_rock(pool):
    record(pool, "05046")
    s = scenario(pool, plot="05046", gold=0, step="marshaling.marshal")
    fire(s, PHASE_BEGINS, -1, "challenges")
    step_unlogged(s, trigger(s, "05046"))
    assert s.state.gold == 3


def test_05051_time_of_plenty_and_05052_early_frost(pool):
    record(pool, "05051")
    record(pool, "05052")
    plenty = scenario(pool, plot="05051")
    frost = scenario(pool, plot="05052")
    assert play_rules.draw_phase_cards(plenty.state) == 3
    assert play_rules.draw_phase_cards(frost.state) == 1


REDESIGNS_MISSING = {
    "17155": ("helps",)}


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17110_taena_merryweather(pool):
    record(pool, "17110")
    s = scenario(pool, play=["17110"], hand=[DRAGONS_TAIL, BASTARD])
    step_checked(s, ability(s, DRAGONS_TAIL))
    step_checked(s, trigger(s, "17110"))
    assert len(s.state.hand) == 3                        # 1 discarded, 1 drawn
    ab = RECORDS["17110"].abilities[0]
    assert (ab.limit, ab.limit_per) == (1, "phase")
