"""What a person sees of a WHI goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.cards import KIND_NAMES
from deckcheck.games.whi.engine.game import FLOW
from deckcheck.games.whi.engine.opponent import hit_points_of, opponent_of
from deckcheck.games.whi.engine.state import ZONE_NAMES, WhiState
from deckcheck.goldfish.view import action_words, described, labelled
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
    burned = {z for z, _ in state.burned}
    opp = opponent_of(state)
    zones = []
    for z, name in enumerate(ZONE_NAMES):
        zones.append({"zone": name, "power": cap.zone_power(state, z),
                      "cards": [_in_play(state, c) for c in state.zones[z]],
                      "developments": len(state.developments[z]),
                      "damage": state.capital_damage[z],
                      "hit_points": cap.ZONE_HIT_POINTS + len(state.developments[z])})
    return described(state, FLOW, {
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
    }, period="turn")


ACTION_WORDS = action_words("whi", {
    "keep": "Keep this hand",
    "mulligan": "Mulligan: shuffle the hand back and draw 7 new cards",
    "cost.one": "{n} resource",
    "cost.other": "{n} resources",
    "loyalty": ", {n} of it loyalty",
    "play.capital": "Play {card} onto the capital ({cost})",
    "play.kingdom": "Play {card} into the kingdom ({cost})",
    "play.quest": "Play {card} into the quest ({cost})",
    "play.battlefield": "Play {card} into the battlefield ({cost})",
    "play.attach": "Play {card} attached to {target} ({cost})",
    "play.questing": "Play {card} into the quest, questing on {target} ({cost})",
    "develop.kingdom": "Put {card} facedown as a development in the kingdom",
    "develop.quest": "Put {card} facedown as a development in the quest",
    "develop.battlefield": "Put {card} facedown as a development in the battlefield",
    "use": "Use {card}",
    "play": "Play {card} ({cost})",
    "on": " on {target}",
    "attack.kingdom": "Attack the opponent's kingdom",
    "attack.quest": "Attack the opponent's quest",
    "attack.battlefield": "Attack the opponent's battlefield",
    "declare": "Declare attackers: {cards}",
    "declare.none": "Declare no attackers",
    "restore": "Restore {card}",
    "decline": "Decline the remaining abilities",
    "pass": "Pass",
})


def label(state: WhiState, action: Action, lang: str = "en") -> str:
    """The button's words for ``action`` in ``lang`` (card names as the data has them)."""
    t = state.table
    name = t.names[action.card] if 0 <= action.card < t.size else ""
    target = t.names[action.target] if 0 <= action.target < t.size else ""
    kind = action.kind
    words = ACTION_WORDS

    def cost(n: int, tax: int = 0) -> str:
        said = words.say("cost.one" if n == 1 else "cost.other", lang, n=n)
        return said + (words.say("loyalty", lang, n=tax) if tax else "")

    if kind in ("keep", "mulligan", "decline", "pass"):
        return words.say(kind, lang)
    if kind == "play":
        key = "play.attach" if action.option == "attach" else (
            "play.questing" if target and action.option == "quest" else f"play.{action.option}")
        if key in words.templates and (key != f"play.{action.option}" or not target):
            paid = cost(cap.play_cost(state, action.card), cap.loyalty_tax(state, action.card))
            return words.say(key, lang, card=name, target=target, cost=paid)
    if kind == "develop" and f"develop.{action.option}" in words.templates:
        return words.say(f"develop.{action.option}", lang, card=name)
    if kind in ("ability", "trigger"):
        on = words.say("on", lang, target=target) if target else ""
        if kind == "ability" and state.where[action.card] == 1:
            return words.say("play", lang, card=name, cost=cost(cap.play_cost(state, action.card))) + on
        return words.say("use", lang, card=name) + on
    if kind == "attack" and f"attack.{action.option}" in words.templates:
        return words.say(f"attack.{action.option}", lang)
    if kind == "declare":
        names = ", ".join(t.names[c] for c in action.cards)
        return words.say("declare", lang, cards=names) if action.cards else words.say("declare.none", lang)
    if kind == "restore":
        return words.say("restore", lang, card=name)
    if kind == "manual":          # an edit typed by a person: its words stay as typed
        return f"Manual change: {action.option} {name}".rstrip()
    return kind if kind not in ("play", "develop", "attack") else f"{kind} {name} {action.option}".strip()


def actions_json(state: WhiState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
