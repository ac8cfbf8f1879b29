"""Toy Tavern's goldfish engine: the smallest game that keeps the framework's contract
(``deckcheck.goldfish.contract.GoldfishEngine``), for the conformance test.

A deck of toy creatures and places. Setup: shuffle, draw 5; keep or mulligan once (draw 5
new ones). Each round: draw 1, gain 2 gold (unspent gold stays), then play cards from the
hand one at a time (a creature costs its cost and scores its cost plus its stars at the end
of each round while it is in play; a place costs its cost and gives 1 gold each round) or
pass, then discard down to a chosen hand of at most 5 cards (a selection). 20 points win;
an empty deck when a card must be drawn loses.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import coverage as cov
from deckcheck.goldfish.actions import Action, ActionError
from deckcheck.goldfish.engine import Decision, GameEngine
from deckcheck.goldfish.flow import Flow, Phase, Step
from deckcheck.goldfish.pilot import register_pilot
from deckcheck.goldfish.plot import ending_panel, figure, heading, to_svg
from deckcheck.goldfish.state import ELIMINATED, TIMEOUT, WIN, BaseState
from deckcheck.goldfish.stats import by_period, mean

GOAL = 20
HAND = 5


@dataclass(frozen=True)
class ToyTable:
    ids: tuple[str, ...]
    names: tuple[str, ...]
    cost: tuple[int, ...]
    score: tuple[int, ...]            # points a round in play (creatures), 0 for places
    colour: str | None

    @property
    def size(self) -> int:
        return len(self.ids)


def table_for(pool: Any, cards: Mapping[str, int], faction: str | None = None) -> ToyTable:
    ids: list[str] = []
    for card_id in sorted(cards):
        if pool.card(card_id) is None:
            raise ActionError("UNKNOWN_CARD", card=card_id)
        ids += [card_id] * cards[card_id]
    found = [pool.card(i) for i in ids]
    return ToyTable(ids=tuple(ids), names=tuple(c.name for c in found),
                    cost=tuple(c.cost or 0 for c in found),
                    score=tuple((c.cost or 0) + 1 if c.type == "creature" else 0 for c in found),
                    colour=faction)


@dataclass(slots=True, kw_only=True)
class ToyState(BaseState):
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    play: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    gold: int = 0
    points: int = 0
    mulligans: int = 0
    verbose: bool = False
    events: list[tuple] = field(default_factory=list)


def note(state: ToyState, kind: str, *values: Any) -> None:
    if state.verbose:
        state.events.append((state.round, kind, *values))


def draw(state: ToyState, n: int) -> bool:
    for _ in range(n):
        if not state.deck:
            state.end(ELIMINATED, "decked")
            return False
        state.hand.append(state.deck.pop())
    return True


# -- steps and decisions -----------------------------------------------------------------------
def begin(state: ToyState) -> None:
    state.rng = rng.shuffle(state.rng, state.deck)
    draw(state, HAND)
    note(state, "hand", HAND)
    state.pending = "mulligan"


def mulligan_actions(state: ToyState) -> list[Action]:
    return [Action("keep"), Action("mulligan")] if not state.mulligans else [Action("keep")]


def resolve_mulligan(state: ToyState, action: Action) -> None:
    if action.kind == "mulligan":
        state.deck += state.hand
        state.hand.clear()
        state.mulligans += 1
        state.rng = rng.shuffle(state.rng, state.deck)
        draw(state, HAND)
        note(state, "mulligan")
        return
    state.pending = ""
    state.step = FLOW.at("round.begin")


def begin_round(state: ToyState) -> None:
    if state.round >= state.max_rounds:
        state.end(TIMEOUT)
        return
    state.round += 1
    note(state, "round")
    if draw(state, 1):
        income = 2 + sum(1 for c in state.play if state.table.score[c] == 0)
        state.gold += income
        note(state, "gold", income)
        state.step = FLOW.at("round.play")


def ask_play(state: ToyState) -> None:
    state.pending = "play"


def play_actions(state: ToyState) -> list[Action]:
    t = state.table
    playable = sorted({c for c in state.hand if t.cost[c] <= state.gold}, key=lambda c: (t.ids[c], c))
    seen: set[str] = set()
    out = []
    for c in playable:              # copies of a title are one choice: the first in the hand
        if t.ids[c] not in seen:
            seen.add(t.ids[c])
            out.append(Action("play", c))
    return out + [Action("pass")]


def only_pass(state: ToyState) -> Action | None:
    """Nothing in hand is affordable: passing is the one legal action."""
    t = state.table
    return None if any(t.cost[c] <= state.gold for c in state.hand) else Action("pass")


def resolve_play(state: ToyState, action: Action) -> None:
    if action.kind == "pass":
        state.pending = ""
        state.step = FLOW.at("round.score")
        return
    c = action.card
    state.hand.remove(c)
    state.play.append(c)
    state.gold -= state.table.cost[c]
    note(state, "play", c)


def score(state: ToyState) -> None:
    gained = sum(state.table.score[c] for c in state.play)
    state.points += gained
    note(state, "score", gained)
    if state.points >= GOAL:
        state.end(WIN, "points")
        return
    state.step = FLOW.at("round.discard")


def ask_discard(state: ToyState) -> None:
    if len(state.hand) <= HAND:
        state.step = FLOW.at("round.begin")
    else:
        state.pending = "discard"


def discard_actions(state: ToyState) -> list[Action]:
    return [Action("keep_cards", cards=tuple(sorted(state.hand)))]


def keeps_at_most_five(state: ToyState, action: Action) -> bool:
    return len(action.cards) <= HAND


def resolve_discard(state: ToyState, action: Action) -> None:
    kept = set(action.cards)
    gone = [c for c in state.hand if c not in kept]
    state.hand = [c for c in state.hand if c in kept]
    state.discard += gone
    note(state, "discard", len(gone))
    state.pending = ""
    state.step = FLOW.at("round.begin")


FLOW = Flow([
    Phase("setup", (Step("setup.begin", begin, "Draw the opening hand"),), "Setup"),
    Phase("round", (
        Step("round.begin", begin_round, "Draw and gain gold"),
        Step("round.play", ask_play, "Play cards"),
        Step("round.score", score, "Score the creatures"),
        Step("round.discard", ask_discard, "Keep five cards"),
    ), "Round"),
])

DECISIONS = {
    "mulligan": Decision("mulligan", mulligan_actions, resolve_mulligan, "Keep or mulligan"),
    "play": Decision("play", play_actions, resolve_play, "Play a card, or pass", only=only_pass),
    "discard": Decision("discard", discard_actions, resolve_discard, "Keep at most five cards",
                        select=True, accepts=keeps_at_most_five),
}


class ToyEngine(GameEngine):
    game = "toy"
    flow = FLOW
    decisions = DECISIONS
    state_class = ToyState

    def new_state(self, table: ToyTable, seed: int, max_rounds: int = 20, verbose: bool = False,
                  **options: Any) -> ToyState:
        return ToyState(game="toy", deck_ids=table.ids, seed=seed, rng=rng.seed_state(seed),
                        max_rounds=max_rounds, table=table, deck=list(range(table.size)),
                        verbose=verbose)

    def check_table(self, table: ToyTable) -> None:
        if table.size <= HAND:
            raise ActionError("DRAW_DECK_TOO_SMALL", {"draw": table.size}, limit=HAND)

    def table_of(self, pool: Any, counts: dict[str, int], state: Any) -> ToyTable:
        return table_for(pool, counts)


ENGINE = ToyEngine()


class GreedyPilot:
    name = "greedy"
    description = "Plays the dearest card it can pay for; keeps its dearest five cards."
    assumptions = ("Keeps an opening hand with a card of cost 2 or less.",)

    def keep_hand(self, state: ToyState) -> bool:
        return any(state.table.cost[c] <= 2 for c in state.hand)

    def choose(self, state: ToyState, actions: Sequence[Action]) -> Action:
        t = state.table
        if state.pending == "discard":
            dearest = sorted(actions[0].cards, key=lambda c: (-t.cost[c], c))[:HAND]
            return actions[0]._replace(cards=tuple(sorted(dearest)))
        plays = [a for a in actions if a.kind == "play"]
        return max(plays, key=lambda a: (t.cost[a.card], -a.card)) if plays else actions[-1]


register_pilot("toy", "greedy", GreedyPilot, default=True)


# -- what the framework asks of an engine module ----------------------------------------------
def record(state: ToyState) -> tuple:
    return (state.outcome, state.reason, state.ended_round, state.points, state.mulligans)


def summarize(records: Sequence[tuple], table: ToyTable, pilot: Any, *, seed: int, max_rounds: int,
              **options: Any) -> dict[str, Any]:
    n = len(records)
    wins = [r[2] for r in records if r[0] == WIN]
    return {"game": "toy", "games": n, "seed": seed, "max_rounds": max_rounds,
            "deck": {"cards": table.size},
            "pilot": {"name": pilot.name, "assumptions": list(pilot.assumptions)},
            "coverage": {"cards_not_modeled": 0},
            "outcomes": {o: sum(1 for r in records if r[0] == o) for o in (WIN, ELIMINATED, TIMEOUT)},
            "win_round": {"mean": mean(wins), "distribution": by_period(wins, n, "round"),
                          "timeout_share": sum(1 for r in records if r[0] == TIMEOUT) / n},
            "points": mean([r[3] for r in records])}


def pool_table(pool: Any) -> ToyTable:
    return table_for(pool, dict.fromkeys(pool.cards, 1))


def coverage(table: ToyTable) -> dict[str, Any]:
    """The toy cards have no text: every one is played as printed."""
    copies: dict[str, int] = {}
    for card_id in table.ids:
        copies[card_id] = copies.get(card_id, 0) + 1
    names = dict(zip(table.ids, table.names, strict=True))
    split = cov.split((i, names[i], "card", n, None, True, "") for i, n in copies.items())
    return {**cov.report_fields(split), "titles": split["cards"]}


def compare(a: tuple, b: tuple, pilot: Any, *, seed: int, max_rounds: int,
            key_cards: Sequence[str] | None = None) -> dict[str, Any]:
    sides = [summarize(side[0], side[1], pilot, seed=seed, max_rounds=max_rounds) for side in (a, b)]
    return {"game": "toy", "a": sides[0], "b": sides[1]}


def summary_text(report: dict[str, Any]) -> str:
    return f"{report['games']} games: {report['outcomes']}; mean points {report['points']}"


def plot_svg(report: Mapping[str, Any]) -> str:
    fig, (left, right) = figure()
    left.set_title("Points")
    ending_panel(right, report.get("win_round") or {}, "round", "won", "Round reaching 20 points")
    heading(fig, report, "Toy goldfish", 0)
    return to_svg(fig)


def describe(state: ToyState) -> dict[str, Any]:
    t = state.table
    return {"round": state.round, "pending": state.pending, "gold": state.gold, "points": state.points,
            "hand": [t.names[c] for c in state.hand], "play": [t.names[c] for c in state.play],
            "outcome": state.outcome}


def label(state: ToyState, action: Action) -> str:
    if action.kind == "play":
        return f"Play {state.table.names[action.card]}"
    return action.kind.replace("_", " ").capitalize()


def actions_json(state: ToyState, actions: Sequence[Action]) -> list[dict[str, Any]]:
    return [{**a.to_json(), "label": label(state, a)} for a in actions]


def sentence(state: ToyState, event: Sequence[Any]) -> str:
    kind, values = event[1], event[2:]
    if kind == "play":
        return f"Plays {state.table.names[values[0]]}."
    return f"{kind.capitalize()} {' '.join(str(v) for v in values)}".strip() + "."
