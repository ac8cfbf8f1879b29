"""GoldfishService.undo: the session rebuilt from its seed and its log without the last
decision stands exactly where the game stood before that decision (real AGoT cards: the
Kingsmoot-winning Baratheon deck)."""
from __future__ import annotations

import pytest
from test_api_validate import KINGSMOOT_CARDS

from deckcheck.goldfish.actions import ActionError
from deckcheck.model import Deck
from deckcheck.services.goldfish import GoldfishService, MemorySessionStore


@pytest.fixture
def goldfish():
    return GoldfishService(MemorySessionStore())


def _deck() -> Deck:
    return Deck(game="agot", cards=dict(KINGSMOOT_CARDS), faction="baratheon")


def test_undo_steps_back_one_decision_at_a_time(goldfish, agot_pool):
    session, state, actions = goldfish.start_session(_deck(), agot_pool, seed=5, check=None)
    with pytest.raises(ActionError) as err:       # nothing decided yet
        goldfish.undo(session.id)
    assert err.value.code == "NOTHING_TO_UNDO"
    seen = [(state, actions)]
    for _ in range(8):                            # the last listed action each time: done, pass...
        state, actions = goldfish.act(session.id, actions[-1])
        seen.append((state, actions))
    assert state["round"] >= 1 and len(goldfish.get_session(session.id).state.log) == 8
    for before in reversed(seen[:-1]):
        assert goldfish.undo(session.id) == before
    assert goldfish.get_session(session.id).state.log == []
    # the same id goes on from there, and a new decision differs from the undone one
    state, actions = goldfish.act(session.id, {"kind": "mulligan"})
    assert state["pending"] == "mulligan" or state["hand"] != seen[0][0]["hand"]


def test_undo_takes_back_a_manual_change_and_its_unscored_mark(goldfish, agot_pool):
    session, _, _ = goldfish.start_session(_deck(), agot_pool, seed=9, check=None)
    goldfish.act(session.id, {"kind": "keep"})
    before, _ = goldfish.act(session.id, {"kind": "done"})
    changed, _ = goldfish.act(session.id, {"kind": "manual", "option": "gold", "amount": 2})
    assert changed["unscored"] and not before["unscored"]
    state, _ = goldfish.undo(session.id)
    assert state == before and not state["unscored"]
    log = goldfish.session_log(session.id)
    assert [entry["kind"] for entry in log["log"]] == ["keep", "done"]
