"""Tests of the card records of Lions of Casterly Rock (codes 05xxx)
(records/lions_of_casterly_rock.py): one test per card code, real cards from the snapshot,
positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_record_checks import (
    BASTARD, COPPERS, DAYNE, DRAGONS_TAIL, IRON_VICTORY, SEA_BITCH, SECRET_SCHEMES, TUMBLESTONE,
    abilities_of, ability, challenge_checked, pilot_round, step_checked, to_used, trigger, won,
)
from agot_scenario import act, legal, record, scenario
from test_goldfish_support import snapshot_pool

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import RENOWN
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
