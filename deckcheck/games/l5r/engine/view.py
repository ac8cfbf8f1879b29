"""What a person sees of an L5R goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.words import labelled
from deckcheck.goldfish.actions import Action
from deckcheck.games.l5r.engine import opponent, play_rules
from deckcheck.games.l5r.engine.game import FLOW
from deckcheck.games.l5r.engine.state import (
    DISHONORED, HONORED, MILITARY, POLITICAL, RINGS, SH_SLOT, TYPES, L5rState)

STATUS = {HONORED: "honored", DISHONORED: "dishonored"}


def _name(state: L5rState, c: int) -> str:
    return state.table.names[c] if 0 <= c < state.table.size else ""


def _card(state: L5rState, c: int) -> dict[str, Any]:
    return {"card": c, "id": state.table.ids[c], "name": state.table.names[c]}


def _character(state: L5rState, c: int) -> dict[str, Any]:
    data = _card(state, c)
    data.update(military=play_rules.skill(state, c, MILITARY), political=play_rules.skill(state, c, POLITICAL),
                glory=play_rules.glory(state, c), fate=state.fate_on.get(c, 0),
                status=STATUS.get(state.status.get(c, 0), "ordinary"), bowed=c in state.bowed,
                participating=c in state.attackers)
    hosted = sorted(a for a, h in state.attached.items() if h == c)
    if hosted:
        data["attachments"] = [_card(state, a) for a in hosted]
    if state.table.records[c] is None and state.table.abilities[c] == ():
        data["modeled"] = False
    return data


def _province(state: L5rState, slot: int) -> dict[str, Any]:
    t = state.table
    p = state.province_card[slot] if slot < len(state.province_card) else -1
    cards = state.provinces[slot] if slot < len(state.provinces) else ()
    return {"slot": slot, "province": _card(state, p) if p >= 0 else None,
            "strength": t.strength[p] + (t.stronghold_bonus if slot == SH_SLOT else 0) if p >= 0 else 0,
            "stronghold": slot == SH_SLOT,
            "face_up": [_card(state, c) for c in cards if c not in state.facedown],
            "face_down": sum(1 for c in cards if c in state.facedown)}


def describe(state: L5rState) -> dict[str, Any]:
    t = state.table
    where = FLOW.describe(state.step)
    opp = state.opp
    return {
        "game": "l5r", "round": state.round, "max_rounds": state.max_rounds, **where,
        "pending": state.pending, "outcome": state.outcome or None,
        "ended_round": state.ended_round if state.outcome else None,
        "reason": state.reason or None, "unscored": state.unscored, "clan": state.clan,
        "stronghold": _card(state, t.stronghold), "fate": state.fate, "honor": state.honor,
        "bid": state.bid, "first_player": "you" if state.first else "opponent",
        "hand": [_card(state, c) for c in state.hand],
        "provinces": [_province(state, s) for s in range(len(state.provinces))],
        "characters": [_character(state, c) for c in play_rules.characters(state)],
        "rings": [{"ring": RINGS[r], "fate": state.ring_fate.get(r, 0), "claimed": r in state.claimed,
                   "contested": r == state.c_ring} for r in range(len(RINGS))],
        "favor": TYPES.get(state.favor),
        "conflict": ({"type": TYPES[state.c_type], "ring": RINGS[state.c_ring],
                      "province": state.c_slot,
                      "attackers": [_card(state, c) for c in state.attackers]}
                     if state.c_type else None),
        "conflicts_left": [TYPES[k] for k in (MILITARY, POLITICAL) if not state.conflicts_done & k],
        "dynasty_deck": len(state.dynasty), "conflict_deck": len(state.conflict),
        "dynasty_discard": [_card(state, c) for c in state.dynasty_discard],
        "conflict_discard": [_card(state, c) for c in state.conflict_discard],
        "opponent": {"name": opp.name, "honor": state.opp_honor, "bid": opp.bid, "passive": True,
                     "provinces": [{"slot": s, "strength": opponent.strength(opp, s),
                                    "broken": s in state.opp_broken} for s in range(len(opp.parts))]},
        "events": [list(e) for e in state.events[-50:]],
    }


def label(state: L5rState, action: Action) -> str:
    t = state.table
    kind, c = action.kind, action.card
    name, target = _name(state, c), _name(state, action.target)
    if kind == "mulligan":
        return ("Replace: " + ", ".join(_name(state, x) for x in action.cards)) if action.cards \
            else "Keep these cards"
    if kind == "play":
        cost = t.cost[c]
        if target:
            return f"Attach {name} to {target} ({cost} fate)"
        extra = f" with {action.amount} extra fate" if action.amount else ""
        return f"Play {name} ({cost} fate){extra}"
    if kind == "duplicate":
        return f"Discard {name} to put 1 fate on {target}"
    if kind == "pass":
        return f"Pass the {action.option} conflict" if action.option else "Pass"
    if kind == "bid":
        return f"Bid {action.amount} honor"
    if kind == "declare":
        who = ", ".join(_name(state, x) for x in action.cards) or "(choose attackers)"
        where = "the stronghold province" if c == SH_SLOT else f"province {c + 1}"
        return f"Declare a {action.option} conflict with the {RINGS[action.target]} ring at {where}: {who}"
    if kind == "resolve":
        return "Resolve the conflict"
    if kind == "ring":
        if action.option == "air":
            return "Air: take 1 honor" if action.amount else "Air: gain 2 honor"
        if action.option == "earth":
            return "Earth: draw 1 card"
        if action.option == "fire":
            return f"Fire: {'honor' if action.amount else 'dishonor'} {name}"
        if action.option == "water":
            return f"Water: ready {name}"
    if kind == "decline":
        return "Decline"
    if kind == "favor":
        return f"Take the Imperial Favor ({action.option})"
    if kind == "discard":
        return ("Discard: " + ", ".join(_name(state, x) for x in action.cards)) if action.cards \
            else "Keep the face-up cards"
    if kind in ("ability", "trigger"):
        return f"Use {name}" + (f" on {target}" if target else "")
    if kind == "manual":
        return f"Manual: {action.option}"
    return kind


def actions_json(state: L5rState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
