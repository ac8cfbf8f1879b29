"""Tests of the card records of the Flight of Crows (records/flight_of_crows.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, BOUNTY, COPPERS, DAYNE, IRON_THRONE, MARGAERY, MERYN, RANGING, ROBERT, ROSEROAD,
    TUMBLESTONE, WESTERN_FIEFDOM, abilities_of_first, ability, assert_inert_at,
    assert_inert_record, assert_missing_record, challenge, do, offered_abilities, step_checked,
    to_used, to_used_pile, trigger,
)
from agot_scenario import act, assert_missing, fire, legal, record, scenario, window
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import INSIGHT
from deckcheck.games.agot.engine.state import DECK, PLAY
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
