"""The L5R goldfish game: its flow of phases and steps, its decisions, the escape hatch.

    setup     first player, provinces, dynasty mulligan, 4 conflict cards, conflict mulligan
    round     begin (round cap) -> dynasty -> draw -> conflict -> fate -> regroup -> end

One deck against the passive opponent of ``opponent.py``. The game ends with WIN
("stronghold_broken", "honor_25", "opponent_dishonored"), ELIMINATED ("honor_zero",
"opponent_honor_25") or TIMEOUT after ``max_rounds`` rounds.
"""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action, ActionError
from deckcheck.goldfish.engine import Decision, GameEngine
from deckcheck.goldfish.flow import Flow, Framing, Phase, Step
from deckcheck.games.l5r.engine import (
    conflicts, dynasty, fate, honor, regroup, rings, play_rules, setup)
from deckcheck.games.l5r.engine import records  # noqa: F401  (fills cards.RECORDS)
from deckcheck.games.l5r.engine.cards import CardTable, table_for
from deckcheck.games.l5r.engine.hooks import HOOKS
from deckcheck.games.l5r.engine.opponent import DEFAULT, OPPONENTS
from deckcheck.games.l5r.engine.state import L5rState

MANUAL_OPS = ("discard", "to_hand", "draw", "fate", "honor", "bow", "ready", "opp_honor")


_framed = Framing(dynasty.phase_begins, dynasty.phase_ends)


def _close(state: L5rState) -> None:
    conflicts.close(state)
    state.step = FLOW.at("conflict.declare")


def _end_round(state: L5rState) -> None:
    regroup.end_round(state, FLOW.at("round.begin"))


FLOW = Flow([
    Phase("setup", (
        Step("setup.begin", setup.begin, "First player, provinces, dynasty cards"),
        Step("setup.dynasty_mulligan", setup.ask_dynasty, "Dynasty mulligan"),
        Step("setup.deal", setup.deal, "Draw 4 conflict cards"),
        Step("setup.conflict_mulligan", setup.ask_conflict, "Conflict mulligan"),
    ), "Setup"),
    Phase("round", (Step("round.begin", dynasty.begin_round, "Round begins"),), "Round"),
    Phase("dynasty", _framed(
        "dynasty",
        Step("dynasty.reveal", dynasty.reveal, "Reveal the provinces' cards"),
        Step("dynasty.fate", dynasty.gain_fate, "Gain the stronghold's fate"),
        Step("dynasty.act", dynasty.ask, "Play characters from provinces, or pass"),
    ), "Dynasty phase"),
    Phase("draw", _framed("draw", Step("draw.bid", dynasty.ask_bid, "Bid honor and draw")),
          "Draw phase"),
    Phase("conflict", _framed(
        "conflict",
        Step("conflict.start", conflicts.begin, "Conflict opportunities"),
        Step("conflict.declare", conflicts.ask, "Declare a conflict, or pass"),
        Step("conflict.window", conflicts.ask_window, "Conflict action window"),
        Step("conflict.ring", rings.ask, "Ring effect"),
        Step("conflict.claim", conflicts.claim, "Claim the ring"),
        Step("conflict.close", _close, "Participants bow and go home"),
        Step("conflict.favor", conflicts.favor, "Imperial Favor"),
    ), "Conflict phase"),
    Phase("fate", _framed(
        "fate",
        Step("fate.discard", fate.discard_unfated, "Discard characters without fate"),
        Step("fate.remove", fate.remove_fate, "Remove fate, fate on the rings"),
    ), "Fate phase"),
    Phase("regroup", _framed(
        "regroup",
        Step("regroup.ready", regroup.ready_all, "Ready characters"),
        Step("regroup.discard", regroup.ask_discard, "Discard from provinces, refill"),
    ) + (Step("regroup.end", _end_round, "Return rings, pass the first-player token"),),
        "Regroup phase"),
])

# The rule modules this game is built from read the flow and the hook table on the state
# (BaseState.flow, .hooks): they cannot import this module or hooks.py, which import them.
L5rState.flow = FLOW
L5rState.hooks = HOOKS


def _respond_actions(state: L5rState) -> list[Action]:
    return runtime.window_actions(state, HOOKS)


def _respond(state: L5rState, action: Action) -> None:
    runtime.resolve_window(state, HOOKS, action)


DECISIONS = {
    "dynasty_mulligan": Decision("dynasty_mulligan", setup.dynasty_actions, setup.resolve_dynasty,
                                 "Choose the province cards to replace", select=True),
    "conflict_mulligan": Decision("conflict_mulligan", setup.conflict_actions,
                                  setup.resolve_conflict, "Choose the conflict cards to replace",
                                  select=True),
    "dynasty": Decision("dynasty", dynasty.actions, dynasty.resolve,
                        "Play a character from a province, or pass", only=dynasty.only),
    "bid": Decision("bid", dynasty.bid_actions, dynasty.resolve_bid, "Bid honor (1-5)"),
    "conflict": Decision("conflict", conflicts.actions, conflicts.resolve,
                         "Declare a conflict (ring, province, attackers), play a card, or pass",
                         select=True, accepts=conflicts.accepts),
    "conflict_action": Decision("conflict_action", conflicts.window_actions,
                                conflicts.resolve_window, "Act in the conflict, or resolve it",
                                only=conflicts.window_only),
    "ring": Decision("ring", rings.actions, rings.resolve, "Resolve the ring's effect"),
    "favor": Decision("favor", conflicts.favor_actions, conflicts.resolve_favor,
                      "Choose the Imperial Favor's side"),
    "regroup_discard": Decision("regroup_discard", regroup.discard_actions, regroup.resolve_discard,
                                "Choose face-up province cards to discard", select=True),
    "respond": Decision("respond", _respond_actions, _respond,
                        "Use a triggered ability, or decline"),
}


class L5rEngine(GameEngine):
    game = "l5r"
    period = "round"
    flow = FLOW
    decisions = DECISIONS
    state_class = L5rState

    def new_state(self, table: CardTable, seed: int, max_rounds: int = 20, verbose: bool = False,
                  opponent: Any = None, **options: Any) -> L5rState:
        opp = opponent or DEFAULT
        return self.fresh_state(table, seed, max_rounds, clan=table.clan_name,
                                dynasty=list(table.dynasty_cards),
                                conflict=list(table.conflict_cards),
                                seen_round=[-1] * len(table.title_names),
                                in_play_round=[-1] * len(table.title_names), verbose=verbose,
                                opponent=opp.name, opp=opp)

    def attach(self, state: L5rState, opponent: Any = None, **options: Any) -> None:
        """The loaded state's opponent, found by name (``opponent`` for one not in
        ``OPPONENTS``)."""
        opp = opponent if opponent is not None and opponent.name == state.opponent \
            else OPPONENTS.get(state.opponent)
        if opp is None:
            raise ActionError("INVALID_STATE", variant="unreadable",
                              error=f"unknown opponent {state.opponent!r}")
        state.opp = opp

    def table_of(self, pool: Any, counts: dict[str, int], state: L5rState) -> CardTable:
        return table_for(pool, counts)

    def check_end(self, state: L5rState) -> None:
        honor.check(state)

    def manual(self, state: L5rState, action: Action) -> None:
        """Free edits for interactive sessions (the game becomes unscored): discard /
        to_hand / bow / ready (card), draw / fate / honor / opp_honor (amount)."""
        op, c = action.option, action.card
        if op not in MANUAL_OPS:
            raise ActionError("UNKNOWN_MANUAL_OP", {"operations": list(MANUAL_OPS)}, op=op)
        if op in ("discard", "to_hand", "bow", "ready") and not 0 <= c < state.table.size:
            raise ActionError("INVALID_CARD", {"card": c}, variant="needed")
        if op == "discard":
            HOOKS.effects["discard"](state, None, None, [c])
        elif op == "to_hand":
            if c in state.play:
                play_rules.leave_play(state, c, "hand")
            else:
                play_rules.take_from(state, c)
                state.hand.append(c)
        elif op == "bow":
            play_rules.bow(state, c)
        elif op == "ready":
            play_rules.ready(state, c)
        elif op == "draw":
            play_rules.draw(state, max(0, action.amount))
        elif op == "fate":
            state.fate = max(0, state.fate + action.amount)
        elif op == "honor":
            state.honor = max(0, state.honor + action.amount)
        elif op == "opp_honor":
            state.opp_honor = max(0, state.opp_honor + action.amount)
        honor.note(state, "manual", op, c, action.amount)


ENGINE = L5rEngine()
