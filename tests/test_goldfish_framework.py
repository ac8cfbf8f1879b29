"""The game-neutral goldfish framework: RNG, actions, state JSON, flow, stats, session store."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from deckcheck.goldfish import rng, stats
from deckcheck.goldfish.actions import Action, ActionError, action_from_json
from deckcheck.goldfish.flow import Flow, Phase, Step
from deckcheck.services.goldfish import MemorySessionStore, Session
from deckcheck.goldfish.state import BaseState


def test_rng_is_seeded_and_reproducible():
    a = list(range(60))
    b = list(range(60))
    sa = rng.shuffle(rng.seed_state(42), a)
    sb = rng.shuffle(rng.seed_state(42), b)
    assert a == b and sa == sb and a != list(range(60))
    c = list(range(60))
    rng.shuffle(rng.seed_state(43), c)
    assert c != a
    assert sorted(a) == list(range(60))
    # pinned: the same seed gives the same order on every platform and Python version
    d = list(range(10))
    rng.shuffle(rng.seed_state(1), d)
    assert d == [2, 1, 9, 5, 8, 3, 7, 0, 4, 6]


def test_rng_below_is_roughly_uniform():
    state = rng.seed_state(7)
    counts = [0] * 6
    for _ in range(6000):
        state, v = rng.below(state, 6)
        counts[v] += 1
    assert all(900 < c < 1100 for c in counts)


def test_action_json_round_trip_and_errors():
    a = Action("marshal", 4, 7, 2)
    assert a.to_json() == {"kind": "marshal", "card": 4, "target": 7, "amount": 2}
    assert action_from_json(a.to_json()) == a
    assert action_from_json(["challenge", -1, -1, 0, "power"]) == Action("challenge", option="power")
    for bad in (None, {}, {"kind": ""}, {"kind": "x", "card": "1"}, {"kind": "x", "card": True},
                {"kind": "x", "bogus": 1}, {"kind": "x", "card": 10**9}, [1, 2, 3, 4, 5, 6]):
        with pytest.raises(ActionError):
            action_from_json(bad)


@dataclass(slots=True, kw_only=True)
class ToyState(BaseState):
    pile: list[int] = field(default_factory=list)
    marks: set[int] = field(default_factory=set)
    power: dict[int, int] = field(default_factory=dict)
    rows: list[tuple[int, ...]] = field(default_factory=list)


def test_state_copy_and_json_round_trip():
    s = ToyState(game="toy", deck_ids=("a", "b"), seed=3, rng=rng.seed_state(3), pile=[1, 0],
                 marks={1}, power={0: 2}, rows=[(1, 2)], log=[("keep", -1, -1, 0, "")])
    data = s.to_json()
    assert data["power"] == {"0": 2} and data["marks"] == [1] and data["rows"] == [[1, 2]]
    back = ToyState.from_json(data)
    assert back == s and back.power == {0: 2} and back.rows == [(1, 2)]
    c = s.copy()
    c.pile.append(5)
    c.marks.add(9)
    assert s.pile == [1, 0] and s.marks == {1}
    with pytest.raises(ActionError):
        ToyState.from_json({"game": "toy", "deck_ids": ["a"], "seed": 1, "rng": 1, "pile": 3})
    with pytest.raises(ActionError):
        ToyState.from_json([1, 2])


def test_flow_indexes_steps_and_phases():
    def noop(state):
        return None
    flow = Flow([Phase("a", (Step("a.one", noop), Step("a.two", noop))),
                 Phase("b", (Step("b.one", noop, "First of b"),), "Phase B")])
    assert flow.at("b.one") == 2
    assert flow.describe(2) == {"phase": "b", "phase_title": "Phase B", "step": "b.one",
                                "step_title": "First of b"}
    with pytest.raises(ValueError):
        Flow([Phase("a", (Step("x", noop), Step("x", noop)))])


def test_stats_are_exact():
    assert stats.at_least_one(60, 3, 7) == pytest.approx(1 - (53 * 52 * 51) / (60 * 59 * 58), abs=1e-12)
    assert stats.at_least_one(10, 3, 8) == 1.0 and stats.at_least_one(10, 0, 5) == 0.0
    assert stats.median([3, 1, 2, 4]) == 2.5 and stats.stdev([2, 4]) == 1.0
    dist = stats.distribution([3, 4, 4, 5], total=5)
    assert dist[-1] == {"value": 5, "games": 1, "share": 0.2, "cumulative": 0.8}


def _session(i: str) -> Session:
    return Session(id=i, game="agot", cards={}, faction=None, seed=1, max_rounds=3, state=None)


def test_memory_session_store_bounds_and_ttl():
    now = [0.0]
    store = MemorySessionStore(max_sessions=2, ttl=10, clock=lambda: now[0])
    store.put(_session("a"))
    store.put(_session("b"))
    assert store.get("a").id == "a"          # a is now the most recently used
    store.put(_session("c"))                 # b (least recently used) goes
    assert store.get("b") is None and store.get("a") and store.get("c")
    now[0] = 9.0
    assert store.get("a")                    # touched at 9
    now[0] = 15.0
    assert store.get("c") is None            # last used at 0: expired
    assert store.get("a") is not None and len(store) == 1
    store.delete("a")
    assert len(store) == 0
