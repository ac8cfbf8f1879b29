"""What a person sees of an L5R goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.view import action_words, described, labelled
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
    opp = state.opp
    return described(state, FLOW, {
        "clan": state.clan,
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
    })


ACTION_WORDS = action_words("l5r", {
    "replace": "Replace: {cards}",
    "keep": "Keep these cards",
    "attach": "Attach {card} to {target} ({cost} fate)",
    "play": "Play {card} ({cost} fate)",
    "play.extra": "Play {card} ({cost} fate) with {amount} extra fate",
    "duplicate": "Discard {card} to put 1 fate on {target}",
    "pass.conflict": "Pass the {type} conflict",
    "pass": "Pass",
    "bid": "Bid {amount} honor",
    "declare": "Declare a {type} conflict with the {ring} ring at {where}: {who}",
    "choose": "(choose attackers)",
    "stronghold": "the stronghold province",
    "province": "province {n}",
    "type.military": "military",
    "type.political": "political",
    "ring.air": "air",
    "ring.earth": "earth",
    "ring.fire": "fire",
    "ring.water": "water",
    "ring.void": "void",
    "resolve": "Resolve the conflict",
    "air.take": "Air: take 1 honor",
    "air.gain": "Air: gain 2 honor",
    "earth": "Earth: draw 1 card",
    "fire.honor": "Fire: honor {card}",
    "fire.dishonor": "Fire: dishonor {card}",
    "water": "Water: ready {card}",
    "decline": "Decline",
    "favor": "Take the Imperial Favor ({type})",
    "discard": "Discard: {cards}",
    "keep.face_up": "Keep the face-up cards",
    "use": "Use {card}",
    "on": " on {target}",
})


def label(state: L5rState, action: Action, lang: str = "en") -> str:
    """The button's words for ``action`` in ``lang`` (card names as the data has them)."""
    t = state.table
    kind, c = action.kind, action.card
    name, target = _name(state, c), _name(state, action.target)
    words = ACTION_WORDS

    def say(key: str, **fields: Any) -> str:
        return words.say(key, lang, card=name, target=target, **fields)

    def word(key: str, value: str) -> str:          # a conflict type or ring, as the game names it
        return words.say(f"{key}.{value}", lang) if f"{key}.{value}" in words.templates else value

    cards = ", ".join(_name(state, x) for x in action.cards)
    if kind == "mulligan":
        return say("replace", cards=cards) if action.cards else say("keep")
    if kind == "play":
        if target:
            return say("attach", cost=t.cost[c])
        return say("play.extra", cost=t.cost[c], amount=action.amount) if action.amount else say("play", cost=t.cost[c])
    if kind == "duplicate":
        return say("duplicate")
    if kind == "pass":
        return say("pass.conflict", type=word("type", action.option)) if action.option else say("pass")
    if kind == "bid":
        return say("bid", amount=action.amount)
    if kind == "declare":
        where = say("stronghold") if c == SH_SLOT else say("province", n=c + 1)
        return say("declare", type=word("type", action.option), ring=word("ring", RINGS[action.target]),
                   where=where, who=cards or say("choose"))
    if kind == "resolve":
        return say("resolve")
    if kind == "ring":
        if action.option == "air":
            return say("air.take" if action.amount else "air.gain")
        if action.option == "earth":
            return say("earth")
        if action.option == "fire":
            return say("fire.honor" if action.amount else "fire.dishonor")
        if action.option == "water":
            return say("water")
    if kind == "decline":
        return say("decline")
    if kind == "favor":
        return say("favor", type=word("type", action.option))
    if kind == "discard":
        return say("discard", cards=cards) if action.cards else say("keep.face_up")
    if kind in ("ability", "trigger"):
        return say("use") + (say("on") if target else "")
    if kind == "manual":          # an edit typed by a person: its words stay as typed
        return f"Manual: {action.option}"
    return kind


def actions_json(state: L5rState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
