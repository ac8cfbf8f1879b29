"""What a person sees of a WHI goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.cards import KIND_NAMES
from deckcheck.games.whi.engine.game import FLOW
from deckcheck.games.whi.engine.opponent import hit_points_of, opponent_of
from deckcheck.games.whi.engine.state import ZONE_NAMES, WhiState
from deckcheck.goldfish.words import labelled, plural
from deckcheck.goldfish.actions import Action


def _card(state: WhiState, c: int) -> dict[str, Any]:
    t = state.table
    return {"card": c, "id": t.ids[c], "name": t.names[c], "type": KIND_NAMES[t.kind[c]]}


def _in_play(state: WhiState, c: int) -> dict[str, Any]:
    t = state.table
    data = _card(state, c)
    data["power"] = cap.power(state, c)
    if t.kind[c] == 0 or c == state.legend:
        data["hit_points"] = cap.hit_points(state, c)
        data["damage"] = state.damage.get(c, 0)
    data["corrupted"] = c in state.corrupted
    if state.tokens.get(c):
        data["resource_tokens"] = state.tokens[c]
    if t.keywords[c]:
        data["keywords"] = dict(t.keywords[c])
    if c in state.attackers:
        data["attacking"] = True
    if c in state.questing:
        data["questing_unit"] = _card(state, state.questing[c])
    if c in state.attached:
        data["attached_to"] = _card(state, state.attached[c])
    if t.status[c] == "missing":
        data["not_modeled"] = True
    return data


def describe(state: WhiState) -> dict[str, Any]:
    where = FLOW.describe(state.step)
    burned = {z for z, _ in state.burned}
    opp = opponent_of(state)
    zones = []
    for z, name in enumerate(ZONE_NAMES):
        zones.append({"zone": name, "power": cap.zone_power(state, z),
                      "cards": [_in_play(state, c) for c in state.zones[z]],
                      "developments": len(state.developments[z]),
                      "damage": state.capital_damage[z],
                      "hit_points": cap.ZONE_HIT_POINTS + len(state.developments[z])})
    return {
        "game": "whi",
        "turn": state.round,
        "max_turns": state.max_rounds,
        **where,
        "pending": state.pending,
        "outcome": state.outcome or None,
        "ended_turn": state.ended_round if state.outcome else None,
        "reason": state.reason or None,
        "unscored": state.unscored,
        "race": state.race,
        "resources": state.resources,
        "hand": [dict(_card(state, c), cost=cap.play_cost(state, c)) for c in state.hand],
        "zones": zones,
        "legend": _in_play(state, state.legend) if state.legend >= 0 else None,
        "attack_zone": ZONE_NAMES[state.attack_zone] if state.attack_zone >= 0 else None,
        "attackers": [_card(state, c) for c in state.attackers],
        "discard": [_card(state, c) for c in state.discard],
        "deck": len(state.deck),
        "opponent": {"name": opp.name, "passive": opp.passive, "burned_to_win": opp.breaks,
                     "zones": [{"zone": name, "damage": state.opp_damage[z],
                                "hit_points": hit_points_of(state, z), "burned": z in burned}
                               for z, name in enumerate(ZONE_NAMES)]},
        "events": [list(e) for e in state.events[-50:]],
    }


def label(state: WhiState, action: Action) -> str:
    t = state.table
    name = t.names[action.card] if 0 <= action.card < t.size else ""
    target = t.names[action.target] if 0 <= action.target < t.size else ""
    kind = action.kind
    if kind == "keep":
        return "Keep this hand"
    if kind == "mulligan":
        return "Mulligan: shuffle the hand back and draw 7 new cards"
    if kind == "play":
        cost = cap.play_cost(state, action.card)
        tax = cap.loyalty_tax(state, action.card)
        extra = f", {tax} of it loyalty" if tax else ""
        where = "onto the capital" if action.option == "capital" else f"into the {action.option}"
        if action.option == "attach":
            where = f"attached to {target}"
        elif target:
            where += f", questing on {target}"
        return f"Play {name} {where} ({plural(cost, 'resource')}{extra})"
    if kind == "develop":
        return f"Put {name} facedown as a development in the {action.option}"
    if kind in ("ability", "trigger"):
        text = f"Use {name}"
        if kind == "ability" and state.where[action.card] == 1:
            text = f"Play {name} ({plural(cap.play_cost(state, action.card), 'resource')})"
        return text + (f" on {target}" if target else "")
    if kind == "attack":
        return f"Attack the opponent's {action.option}"
    if kind == "declare":
        if action.cards:
            names = ", ".join(t.names[c] for c in action.cards)
            return f"Declare attackers: {names}"
        return "Declare no attackers"
    if kind == "restore":
        return f"Restore {name}"
    if kind == "decline":
        return "Decline the remaining abilities"
    if kind == "pass":
        return "Pass"
    if kind == "manual":
        return f"Manual change: {action.option} {name}".rstrip()
    return kind


def actions_json(state: WhiState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
