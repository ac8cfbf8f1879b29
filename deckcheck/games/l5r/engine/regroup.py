"""The regroup phase [000 §Anhang I, 5.1-5.6] and the end of the round.

Ready every bowed character; discard the face-up cards of the player's broken provinces (the
passive opponent never breaks one) and, by choice, face-up dynasty cards of the unbroken
ones (decision ``regroup_discard``, a selection: Action("discard", cards=the cards to
discard)); refill the empty provinces face down; return the claimed rings; the first-player
token passes; the round ends ("until the end of the round" effects expire).
"""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.abilities.records import ROUND_ENDS
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import DYNASTY
from deckcheck.games.l5r.engine.hooks import HOOKS
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState


def ready_all(state: L5rState) -> None:
    state.bowed.clear()
    state.step += 1


def faceup(state: L5rState) -> tuple[int, ...]:
    return tuple(c for slot in state.provinces[:SH_SLOT] for c in slot if c not in state.facedown)


def ask_discard(state: L5rState) -> None:
    if faceup(state):
        state.pending = "regroup_discard"
    else:
        state.step += 1
        refill_all(state)


def discard_actions(state: L5rState) -> list[Action]:
    return [Action("discard", cards=faceup(state))]


def resolve_discard(state: L5rState, action: Action) -> None:
    for c in action.cards:
        slot = piles.place_of(state.provinces, c)
        piles.take(state.provinces, slot, c)
        state.dynasty_discard.append(c)
    if action.cards:
        note(state, "regroup_discard", tuple(action.cards))
    state.pending = ""
    state.step += 1
    refill_all(state)


def refill_all(state: L5rState) -> None:
    for slot in range(SH_SLOT):
        play_rules.refill(state, slot)


def end_round(state: L5rState, back_to: int) -> None:
    state.claimed.clear()
    state.first = not state.first
    t = state.table
    marks = state.in_play_round
    for c in (*state.play, *state.attached, *faceup(state)):
        if (c in state.play or c in state.attached or t.type[c] == "holding") and marks[t.title[c]] < 0:
            marks[t.title[c]] = state.round
    state.rows.append(row(state))
    runtime.expire(state, "round", HOOKS)
    state.step = back_to
    play_rules.fire(state, Event(ROUND_ENDS))


def row(state: L5rState) -> tuple:
    return (state.round, state.honor, state.fate_gained, state.fate_spent, state.fate,
            state.round_characters, state.round_military, state.round_political, state.conflicts,
            state.conflicts_won, len(state.opp_broken), len(state.hand), state.drawn, state.bid,
            state.rings_claimed, 1 if state.favor else 0, state.dynasty_played,
            state.conflict_played, dynasty_revealed(state))


def dynasty_revealed(state: L5rState) -> int:
    """Dynasty cards seen face up so far: those taken from the dynasty deck (its size minus
    what is left in it) that are not lying face down in a province."""
    t = state.table
    down = sum(1 for c in state.facedown if t.side[c] == DYNASTY)
    return max(0, len(t.dynasty_cards) - len(state.dynasty) - down)
