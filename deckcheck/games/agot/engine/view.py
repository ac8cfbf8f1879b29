"""What a person sees of an AGoT goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import CHALLENGES, KEYWORD_BITS
from deckcheck.games.agot.engine.game import FLOW
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.view import action_words, described, labelled
from deckcheck.goldfish.actions import Action


def _card(state: AgotState, c: int) -> dict[str, Any]:
    t = state.table
    return {"card": c, "id": t.ids[c], "name": t.names[c]}


def _in_play(state: AgotState, c: int) -> dict[str, Any]:
    t = state.table
    data = _card(state, c)
    data["knelt"] = c in state.knelt
    if t.kind[c] == 0:
        data["strength"] = play_rules.strength(state, c)
        data["icons"] = [name for k, name in enumerate(CHALLENGES) if play_rules.icons(state, c) & (1 << k)]
        kw = play_rules.keywords(state, c)
        data["keywords"] = [name for name, bit in KEYWORD_BITS.items() if kw & bit]
    if state.card_power.get(c):
        data["power"] = state.card_power[c]
    if state.card_gold.get(c):
        data["gold"] = state.card_gold[c]
    hosted = [x for x, h in state.parent.items() if h == c]
    if hosted:
        data["attachments"] = [_card(state, x) for x in sorted(hosted) if x in state.attachments]
        data["duplicates"] = [_card(state, x) for x in sorted(hosted) if x in state.duplicates]
    if not t.modeled[c]:
        data["not_modeled"] = list(t.unmodeled_text[c])
    return data


def describe(state: AgotState) -> dict[str, Any]:
    t = state.table
    plot = _card(state, state.plot) if state.plot >= 0 else None
    if plot is not None:
        plot.update(income=t.income[state.plot], initiative=t.initiative[state.plot],
                    claim=t.claim[state.plot], reserve=t.reserve[state.plot])
    return described(state, FLOW, {
        "faction": state.faction,
        "power": play_rules.total_power(state),
        "faction_power": state.power,
        "faction_knelt": state.faction_knelt,
        "gold": state.gold,
        "income": play_rules.income(state),
        "initiative": play_rules.initiative(state),
        "reserve": play_rules.reserve(state),
        "first_player": "you" if state.first_player == 0 else "opponent",
        "limited_used": state.limited_used,
        "challenges_left": [name for k, name in enumerate(CHALLENGES)
                            if play_rules.open_challenges(state) & (1 << k)],
        "challenge": CHALLENGES[state.challenge] if state.challenge >= 0 else None,
        "attackers": [_card(state, c) for c in state.attackers],
        "setup_gold": state.setup_gold if state.round == 0 else None,
        "plot": plot,
        "hand": [_card(state, c) for c in state.hand],
        "characters": [_in_play(state, c) for c in state.characters],
        "locations": [_in_play(state, c) for c in state.locations],
        "setup_zone": state.round == 0,
        "discard": [_card(state, c) for c in state.discard],
        "dead": [_card(state, c) for c in state.dead],
        "shadows": [_card(state, c) for c in state.shadows],
        "plot_deck": [_card(state, c) for c in sorted(state.plot_deck)],
        "used_plots": [_card(state, c) for c in state.used_plots],
        "draw_deck": len(state.draw),
        "opponent": {"power": state.opponent_power, "cards": 0, "passive": True},
    })


ACTION_WORDS = action_words("agot", {
    "keep": "Keep this hand",
    "mulligan": "Mulligan: shuffle and draw 7 new cards",
    "done": "Finish setup",
    "place": "Place {card} ({cost} gold)",
    "marshal": "Marshal {card} ({cost} gold)",
    "place.duplicate": "Place {card} as a duplicate",
    "marshal.duplicate": "Marshal {card} as a duplicate",
    "on": " on {target}",
    "bestow": ", bestow {amount}",
    "unplace": "Take {card} back to hand",
    "shadow": "Put {card} into shadows ({cost} gold)",
    "unshadow": "Bring {card} out of shadows ({cost} gold)",
    "reduce.faction": "Reduce the next matching card's cost by {amount} (kneel your faction card)",
    "reduce.card": "Reduce the next matching card's cost by {amount} (kneel {card})",
    "plot": "Reveal {card} (gold {gold}, initiative {initiative}, claim {claim}, reserve {reserve})",
    "ambush": "Ambush {card} ({cost} gold)",
    "challenge.military": "Initiate a military challenge",
    "challenge.intrigue": "Initiate an intrigue challenge",
    "challenge.power": "Initiate a power challenge",
    "use": "Use {card}",
    "play": "Play {card}",
    "play.cost": "Play {card} ({cost} gold)",
    "decline": "Decline the remaining abilities",
    "resolve": "Resolve the challenge",
    "attacker": "Attack with {card} ({strength} STR)",
    "confirm": "Confirm attackers",
    "cancel": "Cancel this challenge",
    "pass": "Pass",
    "discard": "Discard {card}",
})


def label(state: AgotState, action: Action, lang: str = "en") -> str:
    """The button's words for ``action`` in ``lang`` (card names as the data has them)."""
    t = state.table
    name = t.label(action.card)
    target = t.label(action.target) if action.target >= 0 else ""
    kind = action.kind

    def say(key: str, **fields: Any) -> str:
        return ACTION_WORDS.say(key, lang, card=name, **fields)

    on = ACTION_WORDS.say("on", lang, target=target) if target else ""
    if kind in ("keep", "mulligan", "done", "unplace", "decline", "resolve", "confirm", "cancel", "pass", "discard"):
        return say(kind)
    if kind in ("place", "marshal"):
        if action.target >= 0 and t.title[action.target] == t.title[action.card]:
            return say(f"{kind}.duplicate")
        cost = t.cost[action.card] if kind == "place" else play_rules.marshal_cost(state, action.card)
        bestow = ACTION_WORDS.say("bestow", lang, amount=action.amount) if action.amount else ""
        return say(kind, cost=cost) + on + bestow
    if kind == "shadow":
        return say("shadow", cost=play_rules.SHADOW_COST)
    if kind == "unshadow":
        return say("unshadow", cost=t.shadow[action.card]) + on
    if kind == "reduce":
        r = t.next_reducers[action.amount]
        return say("reduce.faction" if r.pay == "faction" else "reduce.card", amount=r.amount)
    if kind == "plot":
        c = action.card
        return say("plot", gold=t.income[c], initiative=t.initiative[c], claim=t.claim[c], reserve=t.reserve[c])
    if kind == "ambush":
        return say("ambush", cost=play_rules.ambush_cost(state, action.card)) + on
    if kind == "challenge" and f"challenge.{action.option}" in ACTION_WORDS.templates:
        return say(f"challenge.{action.option}")
    if kind in ("trigger", "ability"):
        if t.kind[action.card] != 3 or kind == "trigger":
            return say("use") + on
        return (say("play.cost", cost=t.cost[action.card]) if kind == "ability" else say("play")) + on
    if kind == "attacker":
        return say("attacker", strength=play_rules.strength(state, action.card))
    if kind == "manual":          # an edit typed by a person: its words stay as typed
        return f"Manual change: {action.option} {name}".rstrip() if action.card >= 0 else \
            f"Manual change: {action.option} {action.amount}"
    return kind


def actions_json(state: AgotState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
