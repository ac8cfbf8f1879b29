"""Tests of the card records of Dragons of the East (codes 15xxx)
(records/dragons_of_the_east.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BARRISTAN, BASTARD, BRAIDED, COPPERS, MERYN, RANGING, TUMBLESTONE, assert_inert_at,
    assert_inert_placed, assert_inert_record, assert_inert_where_played, assert_missing_record,
    challenge_unlogged, record_tests, step_unlogged, to_used,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, RENOWN
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import HAND, PLAY
from deckcheck.goldfish.abilities.records import (
    CONTEST_WON, HELPS, HURTS, PHASE_BEGINS, PHASE_ENDS,
)
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_15017_womb_of_the_world(pool):
    record(pool, "15017")
    s = scenario(pool, play=["15017", BASTARD], deck=[BRAIDED], filler=8, plot=COPPERS,
                 step="challenges.begins")
    womb, braided = s.card("15017"), s.card(BRAIDED)
    assert window(s) == [A("trigger", womb, braided, 0)]
    act(s, A("trigger", womb, braided, 0))
    assert s.state.zone[braided] == PLAY and womb in s.state.knelt
    act(s, A("pass"))                                   # the challenges phase ends
    assert s.state.zone[braided] == HAND


def test_15022_overwhelming_numbers(pool):
    assert_missing(record(pool, "15022"), "helps")


def test_15024_incinerate(pool):
    assert_inert_record(pool, "15024")


def test_15033_clydas(pool):
    assert_inert_placed(pool, "15033")


def test_15039_lysa_arryn(pool):
    assert_inert_at(pool, "15039")


def test_15040_tormund_giantsbane(pool):
    rec = record(pool, "15040")
    assert rec.status == "modeled" and rec.abilities[2].pilot == "never"
    s = scenario(pool, play=["15040", "06017"], step="challenges.initiate")
    tormund, ygritte = s.card("15040"), s.card("06017")
    assert not [a for a in legal(s) if a.kind == "ability"]              # no tale token yet
    fire(s, "contest_won", option="power", amount=4, cards=(tormund,))
    act(s, A("trigger", tormund, -1, 0))
    assert s.state.tokens[tormund] == 1
    fire(s, "contest_won", option="military", amount=3, cards=(ygritte,))
    assert s.state.pending != "respond"                                   # he must participate
    s.state.challenge, s.state.attackers = 1, [ygritte]                  # inside a challenge
    assert A("ability", tormund, ygritte, 1) in legal(s)
    act(s, A("ability", tormund, ygritte, 1))
    assert play_rules.strength(s.state, ygritte) == 3 + 2 and play_rules.keywords(s.state, ygritte) & RENOWN
    assert tormund not in s.state.tokens
    assert not [a for a in legal(s) if a.kind == "ability"]              # the token is spent


def test_15045_bribery(pool):
    assert_inert_placed(pool, "15045", hand=["15045"])


def test_15048_the_white_swords(pool):
    record(pool, "15048")
    s = scenario(pool, hand=[MERYN], discard=[BARRISTAN], plot="15048")
    fire(s, "plot_revealed", s.state.plot)
    assert s.state.zone[s.card(BARRISTAN)] == PLAY       # cost 7 from the discard pile
    assert s.state.zone[s.card(MERYN)] == HAND


def test_15051_loan_from_the_iron_bank(pool):
    record(pool, "15051")
    s = scenario(pool, plots=["15051"], plot=COPPERS)
    printed = s.state.table.income[s.state.plot]
    assert play_rules.income(s.state) == printed
    to_used(s, "15051")
    assert play_rules.income(s.state) == printed - 1


def test_17146_bribery(pool):
    assert_inert_where_played(pool, "17146")


def test_17156_at_the_palace_of_sorrows(pool):
    record(pool, "17156")
    s = scenario(pool, play=[RANGING, BASTARD], plot="17156")
    assert [play_rules.strength(s.state, s.card(c)) for c in (RANGING, BASTARD)] == [3, 3]
    plain = scenario(pool, play=[RANGING, BASTARD], plot=COPPERS)
    assert [play_rules.strength(plain.state, plain.card(c)) for c in (RANGING, BASTARD)] == [5, 2]


def test_26057_lysa_arryn(pool):
    assert record(pool, "26057").status == "modeled"
    loyal = chars(loyal=True)
    # she is House Arryn, so loyal: Gendry loses his renown
    s = scenario(pool, play=["26057", "22001"], plot="01009")
    lysa, gendry = s.card("26057"), s.card("22001")
    assert play_rules.in_filter(s.state, loyal, lysa) and lysa in play_rules.filter_set(s.state, loyal)
    assert not play_rules.in_filter(s.state, loyal, gendry)
    assert not play_rules.keywords(s.state, gendry) & RENOWN
    alone = scenario(pool, play=["22001"], plot="01009")
    assert play_rules.keywords(alone.state, alone.card("22001")) & RENOWN
    # initiative 0 (A Noble Cause): the keywords of the other loyal characters (Pycelle: insight)
    s = scenario(pool, play=["26057", "01085"], plot="01004")
    assert play_rules.initiative(s.state) == 0
    assert play_rules.keywords(s.state, s.card("26057")) & INSIGHT
    s = scenario(pool, play=["26057", "01085"], plot="01009")          # initiative 5
    assert not play_rules.keywords(s.state, s.card("26057")) & INSIGHT


INERT = ["15007", "15026", "15028", "15029", "15032", "15044", "15049"]
MISSING = {"15003": (HELPS,), "15004": (HURTS,), "15006": (HELPS,), "15008": (HELPS,),
           "15011": (HELPS,), "15013": (HELPS,), "15014": (HELPS,), "15015": (HELPS,),
           "15018": (HELPS,), "15020": (HELPS,), "15023": (HELPS,), "15025": (HURTS,),
           "15027": (HURTS,), "15031": (HURTS,), "15034": (HELPS,), "15035": (HELPS,),
           "15036": (HELPS,), "15037": (HELPS,), "15038": (HELPS,), "15041": (HELPS,),
           "15042": (HELPS,), "15047": (HELPS,), "15052": (HELPS,)}
DAENERYS = "01160"       # Daenerys Targaryen: Stormborn, a Lady


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_15002_drogon(pool):
    record(pool, "15002")
    s = scenario(pool, play=["15002", DAENERYS])
    assert play_rules.keywords(s.state, s.card(DAENERYS)) & RENOWN
    alone = scenario(pool, play=[DAENERYS])
    assert not play_rules.keywords(alone.state, alone.card(DAENERYS)) & RENOWN


def test_15010_the_titans_bastard(pool):
    record(pool, "15010")
    s = scenario(pool, play=["15010"], discard=["15016", BASTARD])
    offered = {a.target for a in legal(s) if a.kind == "ability" and a.card == s.card("15010")}
    assert offered == {s.card("15016")}                  # Brown Ben Plumm: a Mercenary
    step_unlogged(s, A("ability", s.card("15010"), s.card("15016"), 0))
    assert s.card("15016") in s.state.hand and s.card("15010") in s.state.knelt


def test_15012_captain_groleo(pool):
    record(pool, "15012")
    s = scenario(pool, play=["15012", TUMBLESTONE], hand=["15021"], gold=1)
    step_unlogged(s, A("marshal", s.card("15021"), s.card(TUMBLESTONE)))
    step_unlogged(s, A("trigger", s.card("15012"), -1, 0))
    assert s.state.gold == 1                             # 1 paid, 1 gained


def test_15016_brown_ben_plumm(pool):
    record(pool, "15016")
    s = scenario(pool, play=["15016"], gold=0)
    fire(s, PHASE_ENDS, -1, "challenges")
    assert s.state.zone[s.card("15016")] != PLAY
    rich = scenario(pool, play=["15016"], gold=1)
    fire(rich, PHASE_ENDS, -1, "challenges")
    assert rich.state.zone[rich.card("15016")] == PLAY


def test_15019_khaleesi(pool):
    record(pool, "15019")
    s = scenario(pool, play=[DAENERYS], attach={"15019": DAENERYS}, knelt=[DAENERYS])
    dany = s.card(DAENERYS)
    fire(s, CONTEST_WON, -1, "power", 4, (dany,))
    step_unlogged(s, A("trigger", s.card("15019"), -1, 0))
    assert dany not in s.state.knelt and s.card("15019") in s.state.knelt
    other = scenario(pool, play=[BRAIDED], hand=["15019"], gold=3)
    assert play_rules.targets(other.state, other.card("15019")) == []       # Lady only


def test_15021_pit_fighters_blade(pool):
    record(pool, "15021")
    s = scenario(pool, play=[BRAIDED], attach={"15021": BRAIDED}, step="challenges.initiate")
    braided = s.card(BRAIDED)
    assert not play_rules.keywords(s.state, braided) & RENOWN
    challenge_unlogged(s, "military", BRAIDED)
    assert s.state.card_power.get(braided) == 1          # renown in the [military] challenge


def test_15043_water_dancers_sword(pool):
    record(pool, "15043")
    s = scenario(pool, play=[BRAIDED], attach={"15043": BRAIDED})
    assert play_rules.strength(s.state, s.card(BRAIDED)) == 3 + 2
    fire(s, PHASE_ENDS, -1, "challenges")
    assert s.card("15043") in s.state.hand
    big = scenario(pool, play=[RANGING], hand=["15043"], gold=1)
    assert play_rules.targets(big.state, big.card("15043")) == []     # printed STR 5


def test_15046_fury_of_the_khalasar(pool):
    record(pool, "15046")
    s = scenario(pool, hand=[BRAIDED], plot="15046")
    fire(s, PHASE_BEGINS, -1, "challenges")
    step_unlogged(s, A("trigger", s.card("15046"), -1, 0))
    assert s.state.zone[s.card(BRAIDED)] == PLAY
    fire(s, PHASE_ENDS, -1, "challenges")
    assert s.card(BRAIDED) in s.state.hand


def test_15050_at_the_palace_of_sorrows(pool):
    record(pool, "15050")
    s = scenario(pool, play=[RANGING], plot="15050")
    assert play_rules.strength(s.state, s.card(RANGING)) == 3


REDESIGNS_INERT = ["17117"]
REDESIGNS_MISSING = {
    "17132": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])
