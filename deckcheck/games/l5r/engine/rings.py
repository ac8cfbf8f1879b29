"""The rings: their effects for the attacker who won [000 §Ringeffekte], claiming them, and
the fate that gathers on unclaimed rings.

Decision ``ring`` (after a won conflict, optional):
- Air: Action("ring", option="air", amount=0) gain 2 honor, amount=1 take 1 honor from the
  opponent;
- Earth: Action("ring", option="earth") draw 1 card (the opponent has no hand to discard);
- Fire: Action("ring", c, option="fire", amount=1) honor c, amount=0 dishonor c (own
  characters only: the opponent has none);
- Water: Action("ring", c, option="water") ready c (a bowed own character; bowing an
  opponent's character has no target);
- Void: no action: it removes fate from an opponent's character and there is none (removing
  fate from an own character is left out);
- Action("decline").
"""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.honor import note
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, RINGS, L5rState

AIR, EARTH, FIRE, WATER, VOID = range(5)
DECLINE = Action("decline")
PREFERENCE = (AIR, FIRE, EARTH, WATER, VOID)    # the greedy order among a ring's elements

# elements the contested ring gains: fn(state) -> ring indexes (records' ops modules add them)
EXTRA_ELEMENTS: list[Any] = []


def ask(state: L5rState) -> None:
    state.step += 1
    if state.ring_pending >= 0 and len(actions(state)) > 1:
        state.pending = "ring"


def elements(state: L5rState, ring: int) -> list[int]:
    """The elements of a contested ring: its own, then those it gains (``EXTRA_ELEMENTS``);
    a player resolving a ring with several elements chooses one of them [000 §Ringeffekte]."""
    out = [ring]
    for gained in EXTRA_ELEMENTS:
        out.extend(r for r in gained(state) if r not in out)
    return out


def actions(state: L5rState) -> list[Action]:
    out: list[Action] = []
    for ring in elements(state, state.ring_pending):
        out += element_actions(state, ring)
    out.append(DECLINE)
    return out


def element_actions(state: L5rState, ring: int) -> list[Action]:
    """The effects of one element (without the decline)."""
    out: list[Action] = []
    if ring == AIR:
        out += [Action("ring", option="air", amount=0), Action("ring", option="air", amount=1)]
    elif ring == EARTH:
        out.append(Action("ring", option="earth"))
    elif ring == FIRE:
        for c in play_rules.characters(state):
            if state.status.get(c, 0) != HONORED and honor.may_honor(state, c):
                out.append(Action("ring", c, option="fire", amount=1))
            if state.status.get(c, 0) != DISHONORED:
                out.append(Action("ring", c, option="fire", amount=0))
    elif ring == WATER:
        out += [Action("ring", c, option="water") for c in play_rules.characters(state) if c in state.bowed]
    return out


def resolve(state: L5rState, action: Action) -> None:
    state.pending = ""
    if action.kind == "ring":
        apply(state, action)


def apply(state: L5rState, action: Action) -> None:
    op = action.option
    note(state, "ring_effect", op, action.card, action.amount)
    if op == "air":
        if action.amount:
            honor.take(state, 1)
        else:
            honor.gain(state, 2)
    elif op == "earth":
        play_rules.draw(state, 1)
    elif op == "fire":
        if action.amount:
            if honor.honor_card(state, action.card):
                play_rules.fire(state, Event(play_rules.HONORED, action.card))
        elif honor.dishonor_card(state, action.card):
            play_rules.fire(state, Event(play_rules.DISHONORED, action.card))
    elif op == "water":
        play_rules.ready(state, action.card)


def best(state: L5rState, ring: int) -> Action:
    """The greedy choice of a ring's effect (the pilot's and the records' resolve_ring); with
    gained elements, the first of air, fire, earth, water whose effect does something."""
    found = elements(state, ring)
    if len(found) == 1:
        return best_of(state, ring)
    for r in sorted(found, key=PREFERENCE.index):
        action = best_of(state, r)
        if action.kind == "ring":
            return action
    return DECLINE


def best_of(state: L5rState, ring: int) -> Action:
    """The greedy choice of one element's effect."""
    options = [*element_actions(state, ring), DECLINE]
    t = state.table
    if ring == AIR:
        return options[1] if state.opp_honor <= 2 else options[0]
    if ring == FIRE:
        honors = [a for a in options if a.kind == "ring" and a.amount == 1]
        if honors:
            return max(honors, key=lambda a: (t.glory[a.card], -a.card))
        return DECLINE                   # never dishonor an own character
    if ring == WATER and len(options) > 1:
        return max(options[:-1], key=lambda a: ((t.military[a.card] or 0) + (t.political[a.card] or 0), -a.card))
    return options[0]


def resolve_best(state: L5rState, ring: int) -> None:
    action = best(state, ring)
    if action.kind == "ring":
        apply(state, action)


def claim(state: L5rState, ring: int) -> None:
    state.claimed.add(ring)
    state.rings_claimed += 1
    note(state, "claimed", RINGS[ring])
    play_rules.fire(state, Event(play_rules.RING_CLAIMED, -1, RINGS[ring]))


def add_fate(state: L5rState) -> None:
    """4.4: one fate on each unclaimed ring."""
    for r in range(len(RINGS)):
        if r not in state.claimed:
            state.ring_fate[r] = state.ring_fate.get(r, 0) + 1
