"""Tests of the card records of the Flight of Crows (records/flight_of_crows/, one module per
pack): one test per card code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, COPPERS, DAYNE, IRON_THRONE, MARGAERY, MERYN, RANGING, ROBERT, ROSEROAD,
    TUMBLESTONE, WESTERN_FIEFDOM, abilities_of_first, ability, assert_inert_at, assert_inert_record,
    assert_inert_where_played, assert_missing_record, challenge, challenge_unlogged, do,
    offered_abilities, record_tests, step_checked, step_unlogged, to_used, to_used_pile, trigger,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT, INTRIGUE, POWER, RENOWN
from deckcheck.games.agot.engine.records.dsl import chars
from deckcheck.games.agot.engine.state import DECK, PLAY
from deckcheck.goldfish.abilities.records import CONTEST_WON, HELPS, HURTS
from deckcheck.goldfish.actions import Action as A


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_08009_traitor_to_the_crown(pool):
    rec = record(pool, "08009")
    assert rec.inert and rec.pilot == "never"
    s = scenario(pool, play=[BASTARD], hand=["08009"], gold=1)
    assert play_rules.targets(s.state, s.card("08009")) == []


def test_08017_the_water_gardens(pool):
    assert_missing_record(pool, "08017", "helps")
    s = scenario(pool, play=["08017"], hand=[IRON_THRONE], gold=1)
    gardens, throne = s.card("08017"), s.card(IRON_THRONE)
    assert not offered_abilities(s, "08017")                         # no used plot: X = 0
    to_used_pile(s)
    assert not [a for a in legal(s) if a.kind == "reduce"]
    assert offered_abilities(s, "08017") == [A("ability", gardens, -1, 0)]
    act(s, A("ability", gardens, -1, 0))
    assert play_rules.marshal_cost(s.state, throne) == 1
    act(s, A("marshal", throne))
    assert s.state.zone[throne] == PLAY and s.state.gold == 0
    # X = 2 with two used plots
    s = scenario(pool, play=["08017"], hand=[IRON_THRONE], plots=["01010", "01011"], gold=0)
    to_used_pile(s, 2)
    act(s, A("ability", s.card("08017"), -1, 0))
    assert play_rules.marshal_cost(s.state, s.card(IRON_THRONE)) == 0


def test_08020_valar_dohaeris(pool):
    record(pool, "08020")
    # Robert (7), Cersei (4), two 2-cost knights: keep 10 gold's worth, the most power first
    s = scenario(pool, play=["01048", "01084", BASTARD, DAYNE], plot="08020")
    robert, cersei = s.card("01048"), s.card("01084")
    s.state.card_power[cersei] = 2
    fire(s, "plot_revealed", s.card("08020"))
    kept = [c for c in s.state.characters if s.state.zone[c] == PLAY]
    assert cersei in kept
    assert sum(s.state.table.cost[c] for c in kept) <= 10
    assert set(kept) == {cersei, s.card(BASTARD), s.card(DAYNE)}
    assert s.state.zone[robert] == DECK and s.state.draw[0] == robert   # bottom of the deck
    assert play_rules.total_power(s.state) == 2


def test_08024_oldtown(pool):
    record(pool, "08024")
    s = scenario(pool, play=["08024"])                  # the deck: characters only
    hand, power = len(s.state.hand), play_rules.total_power(s.state)
    step_checked(s, ability(s, "08024"))
    assert len(s.state.hand) == hand + 1 and play_rules.total_power(s.state) == power + 1
    assert s.card("08024") in s.state.knelt
    miss = scenario(pool, play=["08024"], deck=[ROSEROAD])   # a location on top
    step_checked(miss, ability(miss, "08024"))
    assert len(miss.state.hand) == 0 and play_rules.total_power(miss.state) == 0


def test_08036_change_of_plans(pool):
    rec = assert_inert_at(pool, "08036", where="hand")
    assert "lose" in rec.inert


def test_08038_gates_of_the_moon(pool):
    record(pool, "08038")
    s = scenario(pool, play=["08038"], plot="01009", step="marshaling.income")
    assert s.state.gold == 4 + 2


def test_08044_the_bounty_of_highgarden(pool):
    record(pool, "08044")
    s = scenario(pool, hand=[BOUNTY, BOUNTY], gold=2)
    do(s, A("ability", s.card(BOUNTY), -1, 0))
    assert s.state.gold == 5
    assert not offered_abilities(s)                                  # Limited: one a round
    s = scenario(pool, hand=[BOUNTY, ROSEROAD], gold=2)
    do(s, A("marshal", s.card(ROSEROAD)))
    assert not offered_abilities(s)                                  # a Limited card marshaled


def test_08069_ser_balon_swann(pool):
    record(pool, "08069")
    s = scenario(pool, play=["08069"], hand=[TUMBLESTONE, DAYNE, MERYN], gold=10)
    step_checked(s, A("marshal", s.card(TUMBLESTONE)))
    assert s.state.pending == "respond"
    step_checked(s, trigger(s, "08069"))
    assert s.state.gold == 10 - 2 + 2
    step_checked(s, A("marshal", s.card(DAYNE)))                 # once per phase
    assert s.state.pending == "marshal"
    lannister = scenario(pool, play=["08069"], hand=[MERYN], gold=10)
    step_checked(lannister, A("marshal", lannister.card(MERYN)))
    assert lannister.state.pending == "marshal"         # a [lannister] Knight: no gold


def test_08080_the_king_in_the_north(pool):
    record(pool, "08080")
    placed = dict(play=["11074", WESTERN_FIEFDOM], hand=["01085"], discard=[BASTARD], gold=5)
    s = scenario(pool, plot="08080", **placed)
    assert not [a for a in legal(s) if a.kind in ("ability", "reduce")]   # no King
    s = scenario(pool, plot="08080", **{**placed, "play": placed["play"] + [ROBERT]})
    assert abilities_of_first(s, "11074") and [a for a in legal(s) if a.kind == "reduce"]
    s = scenario(pool, plot=COPPERS, **placed)                        # another plot
    assert abilities_of_first(s, "11074")


def test_08082_i_am_no_one(pool):
    rec = record(pool, "08082")
    assert_missing(rec, "hurts")
    s = scenario(pool, play=[DAYNE, RANGING], hand=["08082"], gold=1, step="challenges.begins")
    no_one, dayne = s.card("08082"), s.card(DAYNE)
    assert window(s) == [A("trigger", no_one, dayne, 0)]            # printed cost 3 or lower
    act(s, A("trigger", no_one, dayne, 0))
    assert play_rules.keywords(s.state, dayne) & INSIGHT and s.state.gold == 0
    challenge(s, "military", DAYNE)
    assert dayne not in s.state.knelt and len(s.state.hand) == 1   # insight drew a card
    act(s, A("pass"))
    assert not play_rules.keywords(s.state, dayne) & INSIGHT            # until the end of the phase


def test_08111_saltcliffe_sailor(pool):
    assert_inert_record(pool, "08111")


def test_08115_host_of_the_boneway(pool):
    record(pool, "08115")
    s = scenario(pool, play=["08115"], plots=[COPPERS, "01009"])
    host = s.card("08115")
    assert play_rules.strength(s.state, host) == 4
    to_used(s, COPPERS, "01009")
    assert play_rules.strength(s.state, host) == 6


def test_08116_someone_always_tells(pool):
    assert_inert_record(pool, "08116")


def test_08120_you_win_or_you_die(pool):
    record(pool, "08120")
    s = scenario(pool, play=[BASTARD], plots=["08120"], step="plot.choose")
    act(s, A("plot", s.card("08120")))
    assert s.state.pending == "marshal"
    assert len(s.state.hand) == 4                       # 2 on reveal, 2 in the draw phase


def test_17127_i_am_no_one(pool):
    assert_missing_record(pool, "17127", "hurts")
    s = scenario(pool, play=["08081", ROBERT, MARGAERY], knelt=[MARGAERY], hand=["17127"],
                 gold=1, step="challenges.begins")
    arya, event = s.card("08081"), s.card("17127")
    offered = window(s)
    assert A("trigger", event, arya, 0) in offered
    assert {a.target for a in offered} == {arya}             # not Robert (7), not knelt
    act(s, A("trigger", event, arya, 0))
    assert s.state.gold == 0 and play_rules.keywords(s.state, arya) & INSIGHT
    hand = len(s.state.hand)
    challenge(s, "military", "08081")
    assert arya not in s.state.knelt                         # she may attack again
    assert len(s.state.hand) == hand + 1                     # insight


INERT = [
    "08001", "08002", "08007", "08008", "08011", "08016", "08022", "08025", "08026", "08028",
    "08030", "08031", "08033", "08034", "08035", "08046", "08047", "08048", "08049", "08055",
    "08059", "08065", "08066", "08068", "08071", "08074", "08076", "08077", "08078", "08085",
    "08086", "08087", "08095", "08098", "08100", "08104", "08105", "08106", "08107", "08110",
    "08113", "08117", "08118"]
MISSING = {
    "08003": (HELPS,), "08004": (HELPS,), "08005": (HELPS,), "08006": (HELPS,), "08010": (HELPS,),
    "08012": (HELPS,), "08013": (HELPS,), "08014": (HELPS,), "08015": (HELPS,), "08018": (HURTS,),
    "08019": (HELPS,), "08023": (HELPS,), "08027": (HELPS,), "08029": (HELPS,), "08037": (HELPS,),
    "08039": (HELPS, HURTS), "08040": (HELPS, HURTS), "08041": (HURTS,), "08042": (HELPS,),
    "08043": (HELPS,), "08050": (HELPS,), "08052": (HELPS,), "08053": (HELPS,), "08054": (HELPS,),
    "08056": (HELPS,), "08057": (HELPS,), "08060": (HURTS,), "08061": (HELPS,), "08062": (HELPS,),
    "08063": (HELPS,), "08067": (HURTS,), "08070": (HELPS,), "08072": (HELPS,), "08073": (HELPS,),
    "08075": (HELPS,), "08079": (HELPS,), "08081": (HURTS,), "08084": (HELPS,), "08088": (HELPS,),
    "08089": (HELPS,), "08091": (HELPS,), "08092": (HELPS,), "08094": (HELPS,), "08097": (HURTS,),
    "08099": (HURTS,), "08101": (HELPS,), "08102": (HELPS,), "08103": (HELPS,), "08108": (HELPS,),
    "08109": (HELPS,), "08112": (HELPS,), "08114": (HELPS,), "08119": (HELPS,)}


globals().update(record_tests(inert=INERT, missing=MISSING))


def test_08021_maege_mormont(pool):
    record(pool, "08021")
    s = scenario(pool, play=["08021"], deck=[BASTARD, TUMBLESTONE])
    fire(s, CONTEST_WON, -1, "military", 4, (s.card("08021"),))        # she is House Mormont
    step_unlogged(s, A("trigger", s.card("08021"), -1, 0))
    assert s.card(TUMBLESTONE) in s.state.hand                          # a [stark] card: drawn
    other = scenario(pool, play=["08021"], deck=[TUMBLESTONE, BASTARD])
    fire(other, CONTEST_WON, -1, "military", 4, (other.card("08021"),))
    step_unlogged(other, A("trigger", other.card("08021"), -1, 0))
    assert not other.state.hand                                         # [baratheon]: stays


def test_08032_black_wind(pool):
    record(pool, "08032")
    s = scenario(pool, play=["08032", "12003"])
    assert play_rules.keywords(s.state, s.card("12003")) & RENOWN


def test_08045_haunted_forest_scout(pool):
    record(pool, "08045")
    s = scenario(pool, play=["08045", RANGING, "07014"], step="challenges.initiate")
    challenge_unlogged(s, "military", "08045")
    assert s.card("08045") not in s.state.knelt                         # 3 Rangers
    two = scenario(pool, play=["08045", RANGING], step="challenges.initiate")
    challenge_unlogged(two, "military", "08045")
    assert two.card("08045") in two.state.knelt


def test_08058_lem_lemoncloak(pool):
    record(pool, "08058")
    s = scenario(pool, play=["08058"])
    assert play_rules.strength(s.state, s.card("08058")) == 4
    assert play_rules.icons(s.state, s.card("08058")) & POWER
    loyal = scenario(pool, play=["08058", "03013"])
    assert play_rules.strength(loyal.state, loyal.card("08058")) == 2


def test_08064_blessed_by_the_maiden(pool):
    record(pool, "08064")
    s = scenario(pool, play=[TUMBLESTONE], attach={"08064": TUMBLESTONE})
    assert play_rules.in_filter(s.state, chars("The Seven"), s.card(TUMBLESTONE))


def test_08083_highgarden_refugee(pool):
    record(pool, "08083")
    s = scenario(pool, hand=["08083"], plot="05051", gold=5)           # Time of Plenty: Summer
    assert play_rules.marshal_cost(s.state, s.card("08083")) == 1
    w = scenario(pool, hand=["08083"], plot="05052", gold=5)
    assert play_rules.marshal_cost(w.state, w.card("08083")) == 2


def test_08090_ser_pounce(pool):
    record(pool, "08090")
    s = scenario(pool, play=[BASTARD, "07033"], attach={"08090": "07033"},
                 step="challenges.initiate")
    jeyne = s.card("07033")                                             # unique, cost 2
    assert play_rules.icons(s.state, jeyne) & INTRIGUE
    challenge_unlogged(s, "intrigue", "07033")
    assert jeyne not in s.state.knelt
    other = scenario(pool, play=[BASTARD], hand=["08090"], gold=1)
    assert play_rules.targets(other.state, other.card("08090")) == []   # not unique


def test_08096_secret_pact(pool):
    record(pool, "08096")
    s = scenario(pool, play=[TUMBLESTONE], attach={"08096": TUMBLESTONE})
    assert play_rules.keywords(s.state, s.card(TUMBLESTONE)) & RENOWN
    other = scenario(pool, play=[DAYNE], hand=["08096"], gold=2)
    assert play_rules.targets(other.state, other.card("08096")) == []   # [martell]


REDESIGNS_INERT = ["17168"]
REDESIGNS_MISSING = {
    "17143": ("helps",), "17159": ("hurts",), "17175": ("helps",)}


@pytest.mark.parametrize("code", REDESIGNS_INERT)
def test_redesigns_inert(pool, code):
    """The redesigned printings (Redesigns) whose text does nothing here."""
    assert_inert_where_played(pool, code)


@pytest.mark.parametrize("code", sorted(REDESIGNS_MISSING))
def test_redesigns_not_modeled(pool, code):
    """The redesigned printings (Redesigns) with parts not modeled, and their lean."""
    assert_missing_record(pool, code, *REDESIGNS_MISSING[code])


def test_17165_ser_balon_swann(pool):
    record(pool, "17165")
    s = scenario(pool, play=["17165"], hand=[TUMBLESTONE, "05003"], gold=8)
    step_unlogged(s, A("marshal", s.card("05003")))             # Ser Kevan: a [lannister] Knight
    assert not [a for a in legal(s) if a.kind == "trigger" and a.card == s.card("17165")]
    step_unlogged(s, A("marshal", s.card(TUMBLESTONE)))
    step_unlogged(s, A("trigger", s.card("17165"), -1, 0))
    assert s.state.gold == 8 - 6 - 2 + 2
