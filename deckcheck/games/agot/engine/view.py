"""What a person sees of an AGoT goldfish state: names, numbers, action labels (JSON-ready)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import CHALLENGES, KEYWORD_BITS
from deckcheck.games.agot.engine.game import FLOW
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.words import labelled
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
    where = FLOW.describe(state.step)
    plot = _card(state, state.plot) if state.plot >= 0 else None
    if plot is not None:
        plot.update(income=t.income[state.plot], initiative=t.initiative[state.plot],
                    claim=t.claim[state.plot], reserve=t.reserve[state.plot])
    return {
        "game": "agot",
        "round": state.round,
        "max_rounds": state.max_rounds,
        **where,
        "pending": state.pending,
        "outcome": state.outcome or None,
        "ended_round": state.ended_round if state.outcome else None,
        "reason": state.reason or None,
        "unscored": state.unscored,
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
        "events": [list(e) for e in state.events[-50:]],
    }


def label(state: AgotState, action: Action) -> str:
    t = state.table
    name = t.label(action.card)
    target = t.label(action.target) if action.target >= 0 else ""
    kind = action.kind
    if kind == "keep":
        return "Keep this hand"
    if kind == "mulligan":
        return "Mulligan: shuffle and draw 7 new cards"
    if kind == "done":
        return "Finish setup"
    if kind in ("place", "marshal"):
        if action.target >= 0 and t.title[action.target] == t.title[action.card]:
            return f"{kind.capitalize()} {name} as a duplicate"
        cost = t.cost[action.card] if kind == "place" else play_rules.marshal_cost(state, action.card)
        text = f"{kind.capitalize()} {name} ({cost} gold)"
        if target:
            text += f" on {target}"
        if action.amount:
            text += f", bestow {action.amount}"
        return text
    if kind == "unplace":
        return f"Take {name} back to hand"
    if kind == "shadow":
        return f"Put {name} into shadows ({play_rules.SHADOW_COST} gold)"
    if kind == "unshadow":
        return f"Bring {name} out of shadows ({t.shadow[action.card]} gold)" + (f" on {target}" if target else "")
    if kind == "reduce":
        r = t.next_reducers[action.amount]
        how = "kneel your faction card" if r.pay == "faction" else f"kneel {name}"
        return f"Reduce the next matching card's cost by {r.amount} ({how})"
    if kind == "plot":
        return (f"Reveal {name} (gold {t.income[action.card]}, initiative "
                f"{t.initiative[action.card]}, claim {t.claim[action.card]}, reserve {t.reserve[action.card]})")
    if kind == "ambush":
        return f"Ambush {name} ({play_rules.ambush_cost(state, action.card)} gold)" + (f" on {target}" if target else "")
    if kind == "challenge":
        article = "an" if action.option[:1] in "aeiou" else "a"
        return f"Initiate {article} {action.option} challenge"
    if kind in ("trigger", "ability"):
        text = f"Use {name}" if t.kind[action.card] != 3 or kind == "trigger" else f"Play {name}"
        if kind == "ability" and t.kind[action.card] == 3:
            text += f" ({t.cost[action.card]} gold)"
        return text + (f" on {target}" if target else "")
    if kind == "manual":
        return f"Manual change: {action.option} {name}".rstrip() if action.card >= 0 else \
            f"Manual change: {action.option} {action.amount}"
    if kind == "decline":
        return "Decline the remaining abilities"
    if kind == "resolve":
        return "Resolve the challenge"
    if kind == "attacker":
        return f"Attack with {name} ({play_rules.strength(state, action.card)} STR)"
    if kind == "confirm":
        return "Confirm attackers"
    if kind == "cancel":
        return "Cancel this challenge"
    if kind == "pass":
        return "Pass"
    if kind == "discard":
        return f"Discard {name}"
    return kind


def actions_json(state: AgotState, actions: list[Action]) -> list[dict[str, Any]]:
    return labelled(state, actions, label)
