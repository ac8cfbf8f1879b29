"""The framework parts the L5R and WHI engines build on: actions with card lists, selection
decisions, outcome reasons, piles / slots / tokens, the opponent as data."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from deckcheck.goldfish import piles
from deckcheck.goldfish.actions import Action, ActionError, action_from_json
from deckcheck.goldfish.engine import Decision, GameEngine, selection_ok
from deckcheck.goldfish.flow import Flow, Phase, Step
from deckcheck.goldfish.opponent import Opponent, Part
from deckcheck.goldfish.rng import seed_state
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN, BaseState


def test_an_action_carries_a_list_of_cards_through_json_and_logs():
    action = Action("declare", option="military", cards=(3, 1, 7))
    data = action.to_json()
    assert data == {"kind": "declare", "option": "military", "cards": [3, 1, 7]}
    assert action_from_json(data) == action
    assert action_from_json(["declare", -1, -1, 0, "military", [3, 1, 7]]) == action
    assert "cards" not in Action("pass").to_json()
    for bad in ([1, 1], [True], [-1], "1,2", list(range(201))):
        with pytest.raises(ActionError) as err:
            action_from_json({"kind": "declare", "cards": bad})
        assert err.value.code == "INVALID_ACTION"


@dataclass(slots=True, kw_only=True)
class PickState(BaseState):
    hand: list[int] = field(default_factory=list)
    chosen: tuple[int, ...] = ()


def _wait(state: PickState) -> None:
    state.pending = "pick"


def _resolve(state: PickState, action: Action) -> None:
    state.chosen = action.cards
    state.end(WIN, "picked")


class PickEngine(GameEngine):
    game = "pick"
    period = "turn"
    flow = Flow([Phase("main", (Step("main.pick", _wait),))])

    def __init__(self, at_least: int = 0):
        self.decisions = {"pick": Decision(
            "pick", lambda s: [Action("pick", cards=tuple(s.hand))], _resolve, select=True,
            accepts=lambda s, a: len(a.cards) >= at_least)}

    def new_state(self, table, seed, max_rounds, verbose=False, **options):
        return PickState(game="pick", deck_ids=("a", "b", "c"), seed=seed, rng=seed_state(seed),
                         hand=[0, 1, 2])


def test_a_selection_decision_takes_any_subset_of_its_candidates_and_never_resolves_by_itself():
    engine = PickEngine()
    state = engine.start(None, 1)
    assert state.pending == "pick" and not state.outcome      # one listed action, still asked
    with pytest.raises(ActionError):
        engine.apply(state.copy(), Action("pick", cards=(0, 5)))          # 5 is no candidate
    with pytest.raises(ActionError):
        engine.apply(state.copy(), Action("pick", option="x", cards=(0,)))
    done = engine.apply(state.copy(), Action("pick", cards=(2, 0)))
    assert done.chosen == (2, 0) and done.outcome == WIN and done.reason == "picked"
    assert engine.apply(state.copy(), Action("pick")).chosen == ()        # the empty subset
    assert engine.where(state)["period"] == "turn"


def test_a_selection_decision_may_ask_for_more():
    engine = PickEngine(at_least=2)
    state = engine.start(None, 1)
    with pytest.raises(ActionError):
        engine.apply(state.copy(), Action("pick", cards=(1,)))
    assert engine.apply(state, Action("pick", cards=(1, 2))).outcome == WIN


def test_selection_ok_matches_kind_option_and_candidates():
    offers = [Action("declare", option="military", target=4, cards=(1, 2, 3)), Action("pass")]
    assert selection_ok(offers, Action("declare", option="military", target=4, cards=(3,)))
    assert not selection_ok(offers, Action("declare", option="political", target=4, cards=(3,)))
    assert not selection_ok(offers, Action("declare", option="military", target=5, cards=(3,)))
    assert selection_ok(offers, Action("pass"))
    assert not selection_ok(offers, Action("pass", cards=(1,)))


def test_the_outcome_reason_is_kept_and_round_trips():
    state = PickState(game="pick", deck_ids=(), seed=1, rng=1, round=4)
    state.end(ELIMINATED, "honor_zero")
    state.end(WIN, "too_late")                # the first outcome stands
    assert (state.outcome, state.reason, state.ended_round) == (ELIMINATED, "honor_zero", 4)
    assert PickState.from_json(state.to_json()).reason == "honor_zero"
    timed = PickState(game="pick", deck_ids=(), seed=1, rng=1)
    timed.end(TIMEOUT)
    assert timed.reason == TIMEOUT


def test_draw_refills_through_the_game_and_stops_without_it():
    state = PickState(game="pick", deck_ids=(), seed=1, rng=seed_state(1))
    deck, hand, discard = [1, 2], [], [7, 8, 9]
    penalties = []

    def refill() -> bool:
        penalties.append(5)                     # e.g. L5R: lose 5 honor
        return piles.reshuffle(state, discard, deck) > 0

    assert piles.draw(state, deck, hand, 4, refill) == [2, 1] + hand[2:]
    assert len(hand) == 4 and penalties == [5] and len(deck) == 1 and not discard
    assert sorted(hand[2:] + deck) == [7, 8, 9]
    assert piles.draw(state, [], hand, 2) == []


def test_slots_and_tokens():
    provinces: list[tuple[int, ...]] = [(), (4,), ()]
    piles.put(provinces, 0, 9)
    piles.take(provinces, 1, 4)
    assert provinces == [(9,), (), ()] and piles.place_of(provinces, 9) == 0
    assert piles.place_of(provinces, 4) == -1
    with pytest.raises(ValueError):
        piles.take(provinces, 2, 9)
    fate: dict[int, int] = {}
    assert piles.add(fate, 3, 2) == 2 and piles.remove(fate, 3, 5) == 2 and fate == {}
    ring = {0: 3}
    assert piles.transfer(ring, 0, fate, 7) == 3 and ring == {} and fate == {7: 3}


def test_the_opponent_is_data_a_report_can_print():
    opponent = Opponent("passive", "never defends", parts=(Part("province 1", 3, "province"),
                                                           Part("stronghold", 3, "stronghold", 2)),
                        score=10, bid=1, last="stronghold", opens_last=3)
    data = opponent.to_json()
    assert data["bid"] == 1 and data["last"] == {"part": "stronghold", "after": 3}
    assert data["parts"][1] == {"name": "stronghold", "kind": "stronghold", "toughness": 3, "bonus": 2}
    assert opponent.part("province 1").toughness == 3


# -- a decision's cheap "only" test -----------------------------------------------------------------
@dataclass(slots=True, kw_only=True)
class CountState(BaseState):
    n: int = 0


def _count_wait(state: CountState) -> None:
    state.pending = "go"


def _count_resolve(state: CountState, action: Action) -> None:
    state.pending = ""
    state.n += 1
    if action.kind == "stop" or state.n >= 12:
        state.end(WIN, "counted")


class CountEngine(GameEngine):
    """Every third decision offers a choice (go on or stop); the others have one action."""

    game = "count"
    flow = Flow([Phase("main", (Step("main.go", _count_wait),))])

    def __init__(self, with_only: bool):
        self.listed = 0
        self.decisions = {"go": Decision("go", self._legal, _count_resolve,
                                         only=self._only if with_only else None)}

    def _legal(self, state):
        self.listed += 1
        return [Action("go"), Action("stop")] if state.n % 3 == 2 else [Action("go")]

    @staticmethod
    def _only(state):
        return None if state.n % 3 == 2 else Action("go")

    def new_state(self, table, seed, max_rounds, verbose=False, **options):
        return CountState(game="count", deck_ids=(), seed=seed, rng=seed_state(seed))


class GoOn:
    name = "go-on"

    def keep_hand(self, state):
        return True

    def choose(self, state, actions):
        return actions[0]


def test_a_decision_known_to_have_one_action_is_answered_without_listing():
    from deckcheck.goldfish.runner import play_game

    slow, fast = CountEngine(with_only=False), CountEngine(with_only=True)
    a, b = play_game(slow, None, GoOn(), 1), play_game(fast, None, GoOn(), 1)
    assert a.n == b.n == 12 and a.log == b.log == [Action("go")] * 4     # the same game and log
    assert slow.listed == 13 and fast.listed == 5          # listed only at the 4 choices (+ start)
    state = fast.start(None, 1)                                          # resolve_trivial too
    assert state.n == 2 and state.pending == "go" and fast.only_action(state) is None
    assert fast.apply(state, Action("go")).n == 5 and state.log == [Action("go")]
