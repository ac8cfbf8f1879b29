"""The WHI turn: beginning of the turn, kingdom, quest, capital and battlefield phases and
the end of the turn, with the action windows of the FAQ's extended turn sequence [004
§Erweiterter Rundenablauf] (the battlefield phase is in battlefield.py).

Order inside a phase follows the seed: kingdom: reset resources, restore one corrupted
card, gain resources = the kingdom's power, then "beginning of the phase" (effects, then an
action window); quest: draw cards = the quest zone's power, then the beginning of the
phase and a window; capital and battlefield: the beginning of the phase first. Unspent
resources are lost at the next kingdom phase ("resets his resources": return all unspent
resources to the pool, halogenandtoast/WarhammerInvasion docs/rules/turn-sequence.md
"1. Kingdom phase"; the FFG forum's "Unofficial Flowchart" reads it the same way).
Restoring is a "may"; the engine restores by itself when one card is corrupted and asks
(``restore``) when several are.

First-player restriction (rulebook p. 10 "Startspielernachteil", named but not described
by [004 §HgF]): on the first turn of the game the first player skips the quest and
battlefield phases (halogenandtoast docs/rules/turn-sequence.md "First player penalty";
papskubber.dk "Warhammer Invasion": the starting player only performs the kingdom and
capital phases). Who goes first is a coin flip decided by the seed (setup.first_player;
the rules choose the first player at random).

An action window (``action``) is offered only when an action ability or a tactic can be
used: ``Action("ability", card, target, amount=ability index)`` or ``Action("pass")``.
The capital phase (``capital``): ``Action("play", card, option=zone | "capital")`` (a
unit, support or quest into a zone; a legend onto the capital), ``Action("play", card,
host, 0, "attach")`` (an attachment onto one of its legal hosts, attachments.py: it enters
the host's zone; an attachment with no legal host cannot be played), ``Action("develop", card,
option=zone)`` (once per turn, a card from hand facedown), abilities and tactics, or
``Action("pass")``. Restore (``restore``): ``Action("restore", card)``.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.attachments import legal_hosts
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine import history
from deckcheck.games.whi.engine.state import KINGDOM, QUEST, ZONE_NAMES, WhiState
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.state import TIMEOUT

PASS = Action("pass")
PLAYABLE = (UNIT, SUPPORT, QUEST_CARD, LEGEND)


# -- windows --------------------------------------------------------------------------------
def window(phase: str):
    """An action window of ``phase``: waits only when something can be used."""
    def run(state: WhiState) -> None:
        if runtime.any_action(state, h.HOOKS, phase):      # the first one tells
            state.pending = "action"
        else:
            state.step += 1
    return run


def phase_event(kind: str, phase: str):
    def run(state: WhiState) -> None:
        state.step += 1
        if kind == h.PHASE_BEGINS:
            h.note(state, "phase", -1, 0, phase)
        h.fire_event(state, kind, -1, phase)
        if kind == h.PHASE_ENDS:
            runtime.end_phase(state, h.HOOKS)
    return run


def legal_action(state: WhiState) -> list[Action]:
    return runtime.action_choices(state, h.HOOKS, h.phase_name(state)) + [PASS]


def resolve_action(state: WhiState, action: Action) -> None:
    state.pending = ""
    if action.kind == "ability":
        runtime.use_action(state, h.HOOKS, action)
    else:
        state.step += 1


# -- the beginning of the turn --------------------------------------------------------------
def begin_turn(state: WhiState) -> None:
    if state.round >= state.max_rounds:
        state.end(TIMEOUT, "timeout")
        return
    if state.round == 0 and not state.first_player:
        h.note(state, "opponent_turn", -1, 0)      # the passive opponent went first
    state.round += 1
    state.gained = state.spent = state.drawn = state.dealt = state.played = 0
    state.attacks = 0
    runtime.new_round(state)
    h.note(state, "turn", -1, state.round)
    state.step += 1
    h.fire_event(state, h.ROUND_BEGINS, -1, "turn")


# -- kingdom ----------------------------------------------------------------------------------
def reset_resources(state: WhiState) -> None:
    state.resources = 0
    state.step += 1


def restore(state: WhiState) -> None:
    corrupted = sorted(state.corrupted)
    if len(corrupted) > 1:
        state.pending = "restore"
        return
    if corrupted:
        h.restore_cards(state, None, None, corrupted)
    state.step += 1


def legal_restore(state: WhiState) -> list[Action]:
    return [Action("restore", c) for c in sorted(state.corrupted)] + [PASS]


def resolve_restore(state: WhiState, action: Action) -> None:
    state.pending = ""
    if action.kind == "restore":
        h.restore_cards(state, None, None, [action.card])
    state.step += 1


def collect(state: WhiState) -> None:
    n = cap.zone_power(state, KINGDOM)
    cap.gain(state, n)
    h.note(state, "resources", -1, n)
    state.step += 1


# -- quest ----------------------------------------------------------------------------------
def quest_draw(state: WhiState) -> None:
    if state.round == 1 and state.first_player:
        h.note(state, "first_turn", -1, 0)
        state.step = state.flow.at("capital.begin")
        return
    state.step += 1
    cap.draw(state, cap.zone_power(state, QUEST))


# -- capital ----------------------------------------------------------------------------------
def capital_window(state: WhiState) -> None:
    state.pending = "capital"


def plays(state: WhiState) -> list[Action]:
    t = state.table
    out = []
    offered = set()
    develop = state.developed_turn != state.round
    counts = cap.loyalty_counts(state)
    kind = t.kind
    for c in state.hand:
        title = t.title[c]
        if title in offered:
            continue
        offered.add(title)
        if (kind[c] in PLAYABLE and cap.play_cost(state, c, counts) <= state.resources
                and cap.may_play(state, c)):
            if t.kind[c] == LEGEND:
                out.append(Action("play", c, option="capital"))
            elif t.attach_to[c] is not None:
                out.extend(Action("play", c, host, 0, "attach") for host in legal_hosts(state, c))
            else:
                zones = cap.zones_for(state, c)
                for z in zones:
                    out.append(Action("play", c, option=ZONE_NAMES[z]))
                if QUEST in zones and kind[c] == UNIT and state.zones[QUEST]:
                    out.extend(Action("play", c, q, 0, "quest") for q in free_quests(state))
        if develop:
            out += (Action("develop", c, -1, 0, "kingdom"), Action("develop", c, -1, 0, "quest"),
                    Action("develop", c, -1, 0, "battlefield"))
    return out


def free_quests(state: WhiState) -> list[int]:
    """Quest cards in the quest zone without a unit on them, in zone order."""
    kind = state.table.kind
    return [q for q in state.zones[QUEST] if kind[q] == QUEST_CARD and q not in state.questing]


def legal_capital(state: WhiState) -> list[Action]:
    return plays(state) + runtime.action_choices(state, h.HOOKS, "capital") + [PASS]


def play_card(state: WhiState, card: int, where: str, quest: int = -1) -> None:
    t = state.table
    cap.spend(state, cap.play_cost(state, card))
    state.played += 1
    if t.limited[card]:
        state.limited_turn = state.round
    h.note(state, "play", card, cap.loyalty_tax(state, card))
    if where == "capital":
        cap.enter_legend(state, card)
    elif where == "attach":
        cap.attach(state, card, quest)
        quest = -1
    else:
        if quest >= 0:
            state.questing[quest] = card
            h.note(state, "questing", card, quest)
        cap.enter_zone(state, card, ZONE_NAMES.index(where), "play")
    if quest >= 0 and state.questing.get(quest) == card:
        h.fire_event(state, h.QUESTING, card, "", 0, (quest,))
    h.fire_event(state, h.CARD_PLAYED, card, ("unit", "support", "tactic", "quest", "legend")[t.kind[card]])


def resolve_capital(state: WhiState, action: Action) -> None:
    state.pending = ""
    kind = action.kind
    if kind == "play":
        play_card(state, action.card, action.option, action.target)
    elif kind == "develop":
        cap.develop(state, action.card, ZONE_NAMES.index(action.option))
    elif kind == "ability":
        runtime.use_action(state, h.HOOKS, action)
    else:
        state.step += 1


# -- battlefield / end ------------------------------------------------------------------------
def battlefield_begin(state: WhiState) -> None:
    if state.round == 1 and state.first_player:
        state.step = state.flow.at("battlefield.end")
        return
    phase_event(h.PHASE_BEGINS, "battlefield")(state)


def end_turn(state: WhiState) -> None:
    """"End of turn" effects, then the turn's lasting effects expire [004 §Detalierte
    Zeitregelung E]; the row of the turn; the opponent's turn passes without action."""
    h.fire_event(state, h.ROUND_ENDS, -1, "turn")
    runtime.expire(state, "round", h.HOOKS)
    if state.outcome:
        return
    state.attack_zone = -1
    state.attackers = ()
    history.take_row(state)
    h.note(state, "opponent_turn", -1, 0)
    state.step = state.flow.at("turn.begin")
