"""The engine core shared by the games: legal actions, apply, trivial decisions, replay.

A game provides a GameEngine subclass (or instance) with:
- ``flow``: its Flow of phases and steps;
- ``decisions``: decision name -> Decision(legal, resolve);
- ``new_state(table, seed, max_rounds, verbose, **options)``: a fresh state before its first
  step (``options``: the game's own, e.g. the opponent);
- ``check_table(table)``: refuse a deck the engine cannot play (too few cards, no plots);
- ``state_class`` and ``table_of(pool, counts, state)``: how ``load`` rebuilds a JSON state
  and the card table it refers to (``attach`` gives it what else it needs, e.g. its opponent);
- ``manual(state, action)``: the escape hatch (free edits for interactive sessions).

``apply`` is the checked entry point for people and the API: it refuses actions that
are not legal now, runs the game on to its next decision, and resolves decisions that
have only one legal action by itself. ``step`` is the unchecked fast path for pilots.
Only actions passed to ``apply``/``step`` with ``log=True`` enter ``state.log``; since
trivial decisions resolve the same way every time, seed + log replays a game exactly.

A *selection* decision (``Decision.select``) lists actions whose ``cards`` are candidates
(the attackers that may be declared, the cards that may be mulliganed); the player answers
with the same action carrying the chosen subset (``selection_ok``; a decision may check
more with ``accepts``, e.g. at least one attacker). Such a decision never resolves by
itself, even with one listed action.

A decision may also carry ``only(state)``: a cheap test that gives its single legal action
when it knows there is just one (e.g. a window where no card can be played and no ability
used), so the runner and ``resolve_trivial`` need not list the actions to find that out.

``period`` names the game's unit of time for people and reports: "round" (AGoT, L5R: both
players act each round) or "turn" (WHI: the players alternate). ``state.round`` counts it
either way.
"""
from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping
from typing import Any, Callable, Iterable

from deckcheck.goldfish import rng
from deckcheck.goldfish.actions import Action, ActionError, action_from_json
from deckcheck.goldfish.flow import Flow
from deckcheck.goldfish.state import BaseState

MANUAL = "manual"


@dataclass(frozen=True, slots=True)
class Decision:
    name: str
    legal: Callable[[Any], list[Action]]
    resolve: Callable[[Any, Action], None]
    title: str = ""
    select: bool = False                  # listed actions carry candidate cards (see above)
    accepts: Callable[[Any, Action], bool] | None = None   # more checks of a selection
    # optional fast test (see ``GameEngine.only_action``): the one legal action when the
    # decision is known to have exactly one, None when it may have more (then they are listed)
    only: Callable[[Any], Action | None] | None = None


def deck_cards(pool: Any, cards: Mapping[str, int]) -> list[tuple[Any, int]]:
    """(card, count) of a deck (card id -> count) in ``pool``, in id order: what a game's
    table is built from; ActionError UNKNOWN_CARD naming the ids the pool does not know."""
    pairs = []
    unknown = []
    for card_id, count in sorted(cards.items()):
        card = pool.card(card_id)
        if card is None:
            unknown.append(card_id)
        else:
            pairs.append((card, count))
    if unknown:
        raise ActionError("UNKNOWN_CARD", {"ids": unknown[:50]}, ids=unknown[:10])
    return pairs


def selection_ok(legal: list[Action], action: Action) -> bool:
    """Is ``action`` a subset-choice of one of the listed selection actions: the same kind,
    card, target, amount and option, its cards among the listed candidates (an action listed
    without candidates must come back without cards)?"""
    chosen = set(action.cards)
    for offer in legal:
        if (offer.kind == action.kind and offer.option == action.option and offer.card == action.card
                and offer.target == action.target and offer.amount == action.amount
                and chosen <= set(offer.cards)):
            return True
    return False


class GameEngine:
    game: str = ""
    period: str = "round"                 # "round" or "turn": what state.round counts
    flow: Flow
    decisions: dict[str, Decision]
    state_class: type[BaseState] = BaseState

    # -- provided by the game -----------------------------------------------------
    def new_state(self, table: Any, seed: int, max_rounds: int, verbose: bool = False,
                  **options: Any) -> BaseState:
        raise NotImplementedError

    def check_table(self, table: Any) -> None:
        """Refuse (ActionError) a deck's table the engine cannot play."""

    def table_of(self, pool: Any, counts: dict[str, int], state: Any) -> Any:
        """The card table of a loaded state's deck (``counts``: card id -> copies)."""
        raise NotImplementedError

    def attach(self, state: Any, **options: Any) -> None:
        """Give a loaded state what its JSON does not hold, besides its table."""

    def table_matches(self, state: Any) -> bool:
        """Does the rebuilt table fit the loaded state (the same cards in the same order)?"""
        return bool(state.table.ids == state.deck_ids)

    def manual(self, state: Any, action: Action) -> None:
        raise ActionError("MANUAL_UNSUPPORTED")

    def check_end(self, state: Any) -> None:
        """Set the outcome if the game is won or lost right now (after manual edits)."""

    # -- shared ------------------------------------------------------------------
    def fresh_state(self, table: Any, seed: int, max_rounds: int, **fields: Any) -> Any:
        """A new state of this game (for ``new_state``): the fields every game has, from the
        deck's table and the seed, and the game's own ``fields``."""
        return self.state_class(game=self.game, deck_ids=table.ids, seed=seed,
                                rng=rng.seed_state(seed), max_rounds=max_rounds, table=table,
                                **fields)

    def start(self, table: Any, seed: int, max_rounds: int = 20, verbose: bool = False,
              **options: Any) -> Any:
        """A new game, run up to its first real decision; ``verbose`` keeps the narrative
        events (the game log in words)."""
        self.check_table(table)
        state = self.new_state(table, seed, max_rounds, verbose, **options)
        self.advance(state)
        self.resolve_trivial(state)
        return state

    def load(self, data: Mapping[str, Any], pool: Any, **options: Any) -> Any:
        """A state from its JSON form, with its card table rebuilt from the pool;
        ActionError INVALID_STATE when the two do not fit."""
        state = self.state_class.from_json(dict(data))
        counts: dict[str, int] = {}
        for card_id in state.deck_ids:
            counts[card_id] = counts.get(card_id, 0) + 1
        self.attach(state, **options)
        state.table = self.table_of(pool, counts, state)
        if not self.table_matches(state):
            raise ActionError("INVALID_STATE", variant="deck")
        return state

    def legal_actions(self, state: BaseState) -> list[Action]:
        if state.outcome or not state.pending:
            return []
        return self.decisions[state.pending].legal(state)

    def advance(self, state: BaseState) -> None:
        """Run steps until a decision is pending or the game is over."""
        steps = self.flow.steps
        while not state.outcome and not state.pending:
            steps[state.step].run(state)

    def step(self, state: BaseState, action: Action, log: bool = True) -> BaseState:
        """Unchecked: resolve ``action`` for the pending decision and run on."""
        state.tick += 1
        self.decisions[state.pending].resolve(state, action)
        if log:
            state.log.append(action)
        if not state.outcome and not state.pending:
            self.advance(state)
        return state

    def apply(self, state: BaseState, action: Action, check: bool = True) -> BaseState:
        """Checked: refuse an illegal action; afterwards resolve trivial decisions."""
        if state.outcome:
            raise ActionError("GAME_OVER", {"outcome": state.outcome})
        if action.kind == MANUAL:
            self.manual(state, action)
            state.tick += 1
            state.unscored = True
            state.log.append(action)
            self.check_end(state)
        else:
            if check:
                legal = self.legal_actions(state)
                if not self.allowed(state, legal, action):
                    raise ActionError("ILLEGAL_ACTION",
                                      {"action": action.to_json(), "pending": state.pending,
                                       "legal": [a.to_json() for a in legal[:50]]}, kind=action.kind)
            self.step(state, action)
        self.resolve_trivial(state)
        return state

    def allowed(self, state: BaseState, legal: list[Action], action: Action) -> bool:
        decision = self.decisions[state.pending]
        if not decision.select:
            return action in legal
        if not selection_ok(legal, action):
            return False
        return decision.accepts is None or decision.accepts(state, action)

    def trivial(self, state: BaseState, legal: list[Action]) -> bool:
        """One legal action and nothing to select: the engine answers by itself."""
        return len(legal) == 1 and not self.decisions[state.pending].select

    def only_action(self, state: BaseState) -> Action | None:
        """The decision's single legal action when its ``only`` test knows it has exactly one
        (and it is no selection), without listing the legal actions; None = not known (list
        them). Whatever it returns, the game is the same as with the listing: ``only`` must
        return an action only when ``legal`` would list exactly that one (tests compare)."""
        if state.outcome or not state.pending:
            return None
        decision = self.decisions[state.pending]
        if decision.only is None or decision.select:
            return None
        return decision.only(state)

    def resolve_trivial(self, state: BaseState) -> None:
        while not state.outcome:
            only = self.only_action(state)
            if only is not None:
                self.step(state, only, log=False)
                continue
            legal = self.legal_actions(state)
            if not self.trivial(state, legal):
                return
            self.step(state, legal[0], log=False)

    def replay(self, table: Any, seed: int, log: Iterable[Any], max_rounds: int = 20,
               verbose: bool = False, **options: Any) -> Any:
        """Play a logged game again from its seed; the result equals the original state."""
        state = self.start(table, seed, max_rounds, verbose, **options)
        for entry in log:
            self.apply(state, entry if isinstance(entry, Action) else action_from_json(entry))
        return state

    def where(self, state: BaseState) -> dict[str, str]:
        info = self.flow.describe(state.step)
        info["pending"] = state.pending
        info["period"] = self.period
        return info
