"""The AGoT goldfish game: its flow of phases and steps, its decisions, the escape hatch.

    setup      deal 7 -> mulligan? -> place setup cards -> reveal, draw up to 7
    round      begin (turn cap) -> plot -> draw -> marshaling -> challenges -> dominance
               -> standing -> taxation -> end (back to begin)

One player and a passive opponent: the opponent has no cards, no gold and no power,
never wins initiative ties it does not have to, declares nothing and never defends.
The game ends with WIN at 15 power, ELIMINATED when the draw deck is empty, or TIMEOUT
after ``max_rounds`` rounds.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.games.agot.engine import challenges, marshaling, phases, play_rules, setup
from deckcheck.games.agot.engine import records  # noqa: F401  (fills cards.RECORDS)
from deckcheck.games.agot.engine.cards import CardTable, table_for
from deckcheck.games.agot.engine.effects import AGENDA, CHARACTER, PLOT
from deckcheck.games.agot.engine.hooks import HOOKS
from deckcheck.games.agot.engine.state import (
    DEAD,
    DECK,
    DISCARD,
    HAND,
    OUT,
    PLAY,
    PLOT_DECK,
    SETUP,
    AgotState,
)
from deckcheck.goldfish.actions import Action, ActionError
from deckcheck.goldfish.engine import Decision, GameEngine
from deckcheck.goldfish.flow import Flow, Framing, Phase, Step
from deckcheck.goldfish.state import ELIMINATED, WIN

MANUAL_OPS = ("discard", "kill", "to_hand", "to_deck_bottom", "draw", "gold", "power", "kneel",
              "stand")


def _end_round(state: AgotState) -> None:
    phases.end_round(state, FLOW.at("round.begin"))


_framed = Framing(phases.phase_begins, phases.phase_ends)


FLOW = Flow([
    Phase("setup", (
        Step("setup.deal", setup.deal, "Shuffle and draw 7 cards"),
        Step("setup.mulligan", setup.ask_mulligan, "Keep or mulligan"),
        Step("setup.place", setup.ask_setup, "Place setup cards (8 gold, 1 Limited)"),
        Step("setup.reveal", setup.reveal, "Reveal setup cards, draw up to 7"),
    ), "Setup"),
    Phase("round", (Step("round.begin", phases.begin_round, "Round begins"),), "Round"),
    Phase("plot", _framed("plot", Step("plot.choose", phases.ask_plot, "Choose and reveal a plot")),
          "Plot phase"),
    Phase("draw", _framed("draw", Step("draw.draw", phases.draw_phase, "Draw 2 cards")), "Draw phase"),
    Phase("marshaling", _framed(
        "marshaling",
        Step("marshaling.income", marshaling.collect_income, "Collect income"),
        Step("marshaling.marshal", marshaling.ask_marshal, "Marshal cards"),
    ), "Marshaling phase"),
    Phase("challenges", _framed(
        "challenges", Step("challenges.initiate", challenges.ask_challenge, "Initiate challenges"),
    ), "Challenges phase"),
    Phase("dominance", _framed("dominance", Step("dominance.count", phases.dominance,
                                                 "Count STR and gold")), "Dominance phase"),
    Phase("standing", _framed("standing", Step("standing.stand", phases.standing,
                                               "Stand all cards")), "Standing phase"),
    Phase("taxation", _framed(
        "taxation",
        Step("taxation.gold", phases.return_gold, "Return unspent gold"),
        Step("taxation.reserve", phases.ask_discard, "Discard down to reserve"),
    ) + (Step("taxation.end", _end_round, "Round ends"),), "Taxation phase"),
])

# The rule modules this game is built from read the flow and the hook table on the state
# (BaseState.flow, .hooks): they cannot import this module or hooks.py, which import them.
AgotState.flow = FLOW
AgotState.hooks = HOOKS

DECISIONS = {
    "mulligan": Decision("mulligan", setup.mulligan_actions, setup.resolve_mulligan,
                         "Keep the opening hand or take the mulligan"),
    "setup": Decision("setup", setup.setup_actions, setup.resolve_setup, "Place setup cards"),
    "plot": Decision("plot", phases.plot_actions, phases.resolve_plot, "Choose a plot"),
    "marshal": Decision("marshal", marshaling.marshal_actions, marshaling.resolve_marshal,
                        "Marshal a card or pass"),
    "challenges": Decision("challenges", challenges.challenge_actions,
                           challenges.resolve_challenge_choice,
                           "Initiate a challenge, ambush, or pass"),
    "attackers": Decision("attackers", challenges.attacker_actions, challenges.resolve_attackers,
                          "Choose attackers, then confirm"),
    "dominance": Decision("dominance", phases.dominance_actions, phases.resolve_dominance_action,
                          "Use a dominance action, or pass"),
    "discard": Decision("discard", phases.discard_actions, phases.resolve_discard,
                        "Discard down to the reserve value"),
    "end_phase": Decision("end_phase", phases.end_phase_actions, phases.resolve_end_phase,
                          "End the phase (its lasting effects expire)"),
    "respond": Decision("respond", challenges.window_actions, challenges.resolve_window,
                        "Use a triggered ability, or decline"),
    "resolve_challenge": Decision("resolve_challenge", challenges.resolve_actions,
                                  challenges.resolve_rest,
                                  "Use an action inside the challenge, or resolve it"),
    "close_challenge": Decision("close_challenge", challenges.close_actions,
                                challenges.resolve_close, "Close the challenge"),
}


class AgotEngine(GameEngine):
    game = "agot"
    flow = FLOW
    decisions = DECISIONS
    state_class = AgotState

    def new_state(self, table: CardTable, seed: int, max_rounds: int = 20,
                  verbose: bool = False, **options: Any) -> AgotState:
        n = table.size
        zone = [DECK] * n
        for p in table.plots:
            zone[p] = PLOT_DECK
        for a in table.agendas:
            zone[a] = OUT
        for i, k in enumerate(table.kind):
            if k > AGENDA:
                zone[i] = OUT                 # titles and the like: not used in joust
        return self.fresh_state(table, seed, max_rounds, faction=table.faction, zone=zone,
                                draw=list(table.draw_cards), plot_deck=list(table.plots),
                                seen_round=[-1] * len(table.title_names), verbose=verbose)

    def check_table(self, table: CardTable) -> None:
        if not table.plots:
            raise ActionError("NO_PLOTS")
        if len(table.draw_cards) < 8:
            raise ActionError("DRAW_DECK_TOO_SMALL", {"draw": len(table.draw_cards)}, limit=7)

    # -- JSON ------------------------------------------------------------------------------
    def table_of(self, pool: Any, counts: dict[str, int], state: AgotState) -> CardTable:
        return table_for(pool, counts, state.faction)

    def table_matches(self, state: AgotState) -> bool:
        return bool(state.table.ids == state.deck_ids and len(state.zone) == len(state.deck_ids))

    # -- end conditions --------------------------------------------------------------------
    def check_end(self, state: AgotState) -> None:
        if play_rules.total_power(state) >= play_rules.WIN_POWER:
            state.end(WIN, "power_15")
        elif not state.draw and state.round > 0:
            state.end(ELIMINATED, "decked")

    # -- the escape hatch --------------------------------------------------------------------
    def manual(self, state: AgotState, action: Action) -> None:
        """Free edits for interactive sessions (the game becomes unscored):
        discard / kill / to_hand / to_deck_bottom (card), draw (amount), gold (amount),
        power (amount, on the faction card or on ``card``), kneel / stand (card)."""
        op = action.option
        c = action.card
        t = state.table
        if op not in MANUAL_OPS:
            raise ActionError("UNKNOWN_MANUAL_OP", {"operations": list(MANUAL_OPS)}, op=op)
        needs_card = op in ("discard", "kill", "to_hand", "to_deck_bottom", "kneel", "stand")
        if needs_card and not 0 <= c < t.size:
            raise ActionError("INVALID_CARD", {"card": c}, variant="needed")
        if op in ("discard", "kill", "to_hand", "to_deck_bottom"):
            if t.kind[c] in (PLOT, AGENDA):
                raise ActionError("INVALID_CARD", variant="plot")
            if state.zone[c] == SETUP:
                raise ActionError("INVALID_CARD", {"card": c}, variant="setup")
            dest = {"discard": DISCARD, "kill": DEAD, "to_hand": HAND, "to_deck_bottom": DECK}[op]
            if op == "kill" and (t.kind[c] != CHARACTER or state.zone[c] != PLAY):
                raise ActionError("INVALID_CARD", variant="kill")
            if state.zone[c] in (PLAY,) or c in state.duplicates:
                play_rules.leave_play(state, c, dest if dest != DECK else DISCARD)
                if dest == DECK:
                    state.discard.remove(c)
                    state.draw.insert(0, c)
                    state.zone[c] = DECK
            else:
                play_rules.take_from(state, c)
                if dest == DECK:
                    state.draw.insert(0, c)
                    state.zone[c] = DECK
                else:
                    play_rules.move_to(state, c, dest)
        elif op == "draw":
            play_rules.draw(state, max(0, action.amount))
        elif op == "gold":
            state.gold = max(0, state.gold + action.amount)
        elif op == "power":
            if c >= 0 and not (c < t.size and state.zone[c] == PLAY):
                raise ActionError("INVALID_CARD", {"card": c}, variant="power")
            if c >= 0:
                state.card_power[c] = max(0, state.card_power.get(c, 0) + action.amount)
            else:
                state.power = max(0, state.power + action.amount)
        elif op == "kneel":
            state.knelt.add(c)
        elif op == "stand":
            state.knelt.discard(c)
        play_rules.note(state, "manual", op, c, action.amount)


ENGINE = AgotEngine()


def start_game(pool: Any, cards: Mapping[str, int], faction: str | None, seed: int,
               max_rounds: int = 20, verbose: bool = False) -> AgotState:
    """Convenience: table from the pool, then a new game up to its first decision."""
    return ENGINE.start(table_for(pool, cards, faction), seed, max_rounds, verbose)



