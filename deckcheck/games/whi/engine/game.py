"""The WHI goldfish game: the turn as a Flow, its decisions, and the engine.

``period = "turn"``: ``state.round`` counts the player's turns (1 = its first turn); the
passive opponent's turns between them pass without action (nothing of the player's is
restored, gained or drawn in them). Outcomes: WIN "zones_burned" (two zones of the
opponent's capital burned), ELIMINATED "decked" (no card left in the player's deck:
eliminated at once, see capital.check_deck), TIMEOUT "timeout" (``max_rounds`` turns played).

Decisions: ``mulligan`` (setup.py), ``action`` / ``restore`` / ``capital`` (phases.py),
``attack`` / ``attackers`` (battlefield.py), ``respond`` (the trigger window of the ability
runtime: ``Action("trigger", card, target, amount=ability)`` or ``Action("decline")``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.games.whi.engine import battlefield as bf
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine import phases as ph
from deckcheck.games.whi.engine import records  # noqa: F401  (fills cards.RECORDS)
from deckcheck.games.whi.engine import setup
from deckcheck.games.whi.engine.cards import WhiTable, table_for
from deckcheck.games.whi.engine.opponent import DEFAULT, OPPONENTS, breaks_to_win
from deckcheck.games.whi.engine.state import (
    DECK,
    DISCARD,
    HAND,
    IN_ZONE,
    ON_CAPITAL,
    ZONE_NAMES,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action, ActionError
from deckcheck.goldfish.engine import Decision, GameEngine
from deckcheck.goldfish.flow import Flow, Phase, Step
from deckcheck.goldfish.state import WIN

E = h

FLOW = Flow([
    Phase("setup", (Step("setup.deal", setup.deal, "Draw 7 cards"),
                    Step("setup.done", setup.done, "Keep the hand")), "Setup"),
    Phase("turn", (Step("turn.begin", ph.begin_turn, "Beginning of the turn"),
                   Step("turn.window", ph.window("turn"), "Actions")), "Beginning of the turn"),
    Phase("kingdom", (Step("kingdom.reset", ph.reset_resources, "Reset resources"),
                      Step("kingdom.restore", ph.restore, "Restore a corrupted card"),
                      Step("kingdom.resources", ph.collect, "Gain resources"),
                      Step("kingdom.begin", ph.phase_event(E.PHASE_BEGINS, "kingdom"),
                           "Beginning of the phase"),
                      Step("kingdom.window", ph.window("kingdom"), "Actions"),
                      Step("kingdom.end", ph.phase_event(E.PHASE_ENDS, "kingdom"), "End")),
          "Kingdom phase"),
    Phase("quest", (Step("quest.draw", ph.quest_draw, "Draw cards"),
                    Step("quest.begin", ph.phase_event(E.PHASE_BEGINS, "quest"),
                         "Beginning of the phase"),
                    Step("quest.window", ph.window("quest"), "Actions"),
                    Step("quest.end", ph.phase_event(E.PHASE_ENDS, "quest"), "End")),
          "Quest phase"),
    Phase("capital", (Step("capital.begin", ph.phase_event(E.PHASE_BEGINS, "capital"),
                           "Beginning of the phase"),
                      Step("capital.play", ph.capital_window, "Play cards"),
                      Step("capital.end", ph.phase_event(E.PHASE_ENDS, "capital"), "End")),
          "Capital phase"),
    Phase("battlefield", (Step("battlefield.begin", ph.battlefield_begin, "Beginning of the phase"),
                          Step("battlefield.window", ph.window("battlefield"), "Actions"),
                          Step("battlefield.zone", bf.choose_zone, "Choose a zone to attack"),
                          Step("battlefield.chosen", ph.window("battlefield"), "Actions"),
                          Step("battlefield.attackers", bf.declare, "Declare attackers"),
                          Step("battlefield.declared", ph.window("battlefield"), "Actions"),
                          Step("battlefield.damage", bf.combat_damage, "Combat damage"),
                          Step("battlefield.after", ph.window("battlefield"), "Actions"),
                          Step("battlefield.end", bf.end_of_phase, "End")),
          "Battlefield phase"),
    Phase("end", (Step("end.window", ph.window("end"), "Actions"),
                  Step("end.turn", ph.end_turn, "End of the turn")), "End of the turn"),
])

# The rule modules this game is built from read the flow and the hook table on the state
# (BaseState.flow, .hooks): they cannot import this module or hooks.py, which import them.
WhiState.flow = FLOW
WhiState.hooks = h.HOOKS

DECISIONS = {
    "mulligan": Decision("mulligan", setup.legal_mulligan, setup.resolve_mulligan,
                         "Keep the hand or take the mulligan"),
    "action": Decision("action", ph.legal_action, ph.resolve_action, "Use an action, or pass"),
    "restore": Decision("restore", ph.legal_restore, ph.resolve_restore,
                        "Restore one corrupted card"),
    "capital": Decision("capital", ph.legal_capital, ph.resolve_capital,
                        "Play units, supports, quests; one development"),
    "attack": Decision("attack", bf.legal_attack, bf.resolve_attack,
                       "Choose the opponent's zone to attack, or pass"),
    "attackers": Decision("attackers", bf.legal_attackers, bf.resolve_attackers,
                          "Declare attackers", select=True),
    runtime.RESPOND: Decision(runtime.RESPOND, lambda s: runtime.window_actions(s, h.HOOKS),
                              lambda s, a: runtime.resolve_window(s, h.HOOKS, a),
                              "Use a triggered ability, or decline"),
}

MANUAL_OPS = ("discard", "to_hand", "draw", "resources", "damage", "heal", "corrupt", "restore",
              "opponent_damage")


class WhiEngine(GameEngine):
    game = "whi"
    period = "turn"
    flow = FLOW
    decisions = DECISIONS
    state_class = WhiState

    def new_state(self, table: WhiTable, seed: int, max_rounds: int = 20, verbose: bool = False,
                  opponent: str = DEFAULT, **options: Any) -> WhiState:
        if opponent not in OPPONENTS:
            raise ActionError("WHI_UNKNOWN_RACE", race=str(opponent)[:40])
        n = table.size
        return self.fresh_state(table, seed, max_rounds, race=table.race, opponent=opponent,
                                where=[DECK] * n, deck=list(range(n)), verbose=verbose,
                                first_player=setup.first_player(seed))

    def check_table(self, table: WhiTable) -> None:
        if table.size < setup.HAND_SIZE + 1:
            raise ActionError("WHI_DECK_TOO_SMALL", {"cards": table.size}, limit=setup.HAND_SIZE)

    def table_of(self, pool: Any, counts: dict[str, int], state: WhiState) -> WhiTable:
        return table_for(pool, counts, state.race)

    def table_matches(self, state: WhiState) -> bool:
        return bool(state.table.ids == state.deck_ids and len(state.where) == len(state.deck_ids))

    def check_end(self, state: WhiState) -> None:
        if len(state.burned) >= breaks_to_win(state):
            state.end(WIN, "zones_burned")
        else:
            cap.check_deck(state)

    def manual(self, state: WhiState, action: Action) -> None:
        """Free edits for interactive sessions (the game becomes unscored), named by
        ``option``: discard / to_hand / corrupt / restore (``card``), damage / heal (``card``,
        ``amount``), draw (``amount``), resources (``amount``, + or -), opponent_damage
        (``target`` = the opponent's zone 0 kingdom, 1 quest, 2 battlefield; ``amount``)."""
        op, c, t = action.option, action.card, state.table
        if op not in MANUAL_OPS:
            raise ActionError("UNKNOWN_MANUAL_OP", {"operations": list(MANUAL_OPS)}, op=op)
        needs_card = op in ("discard", "to_hand", "damage", "heal", "corrupt", "restore")
        if needs_card and not 0 <= c < t.size:
            raise ActionError("INVALID_CARD", {"card": c}, variant="needed")
        in_play = needs_card and state.where[c] in (IN_ZONE, ON_CAPITAL)
        if op in ("discard", "to_hand"):
            to = "discard" if op == "discard" else "hand"
            if in_play:
                cap.leave_play(state, c, "manual", to=to)
            elif state.where[c] in (HAND, DECK, DISCARD):
                cap.from_where(state, c)
                (state.discard if to == "discard" else state.hand).append(c)
                state.where[c] = DISCARD if to == "discard" else HAND
        elif op == "draw":
            cap.draw(state, max(0, action.amount))
        elif op == "resources":
            state.resources = max(0, state.resources + action.amount)
        elif op in ("damage", "heal", "corrupt", "restore"):
            if not in_play:
                raise ActionError("INVALID_CARD", {"card": c}, variant="in_play")
            if op == "damage":
                cap.deal_damage(state, c, max(0, action.amount))
            elif op == "heal":
                cap.heal(state, c, max(0, action.amount))
            elif op == "corrupt":
                state.corrupted.add(c)
            else:
                state.corrupted.discard(c)
        elif op == "opponent_damage":
            if not 0 <= action.target < 3:
                raise ActionError("INVALID_CARD", {"zone": action.target}, variant="zone")
            cap.damage_opponent(state, action.target, max(0, action.amount), ())
        h.note(state, "manual", c, action.amount, op)


ENGINE = WhiEngine()


def start_game(pool: Any, cards: Mapping[str, int], race: str | None, seed: int,
               max_rounds: int = 20, verbose: bool = False) -> WhiState:
    return ENGINE.start(table_for(pool, cards, race), seed, max_rounds, verbose)


__all__ = ["DECISIONS", "ENGINE", "FLOW", "MANUAL_OPS", "WhiEngine", "ZONE_NAMES", "piles",
           "start_game"]
