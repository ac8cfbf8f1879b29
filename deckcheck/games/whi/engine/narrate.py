"""The WHI game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``hooks.note`` appends to ``state.events`` in verbose games:
``(turn, kind, card, *values)``. ``sentence`` turns one into English; the framework's
``deckcheck.goldfish.gamelog`` interleaves them with the decisions of a game.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckcheck.games.whi.engine.state import ZONE_NAMES, WhiState
from deckcheck.goldfish.words import plural


def _zone(v: Any) -> str:
    return ZONE_NAMES[v] if isinstance(v, int) and 0 <= v < 3 else str(v)


def sentence(state: WhiState, event: Sequence[Any]) -> str:
    t = state.table
    kind = event[1]
    card = event[2] if len(event) > 2 else -1
    v = list(event[3:])
    name = t.names[card] if isinstance(card, int) and 0 <= card < t.size else ""
    if kind == "turn":
        return f"Turn {v[0]} begins."
    if kind == "hand":
        return f"Draws a starting hand of {plural(v[0], 'card')}."
    if kind == "mulligan":
        return "Takes the mulligan: shuffles the hand back and draws 7 new cards."
    if kind == "phase":
        return f"The {v[1]} phase begins."
    if kind == "resources":
        return f"Gains {plural(v[0], 'resource')} from the kingdom."
    if kind == "first_turn":
        return "First turn of the first player: no quest and no battlefield phase."
    if kind == "draw":
        return f"Draws {plural(v[0], 'card')}."
    if kind == "decked":
        return "No card is left in the deck: the player is eliminated."
    if kind == "play":
        tax = f" (loyalty tax {v[0]})" if v and v[0] else ""
        return f"Plays {name}{tax}."
    if kind == "enters":
        return f"{name} enters the {_zone(v[0])}."
    if kind == "legend":
        return f"{name} enters play on the capital."
    if kind == "develop":
        return f"Puts a card facedown as a development in the {_zone(v[0])}."
    if kind == "leaves":
        return f"{name} leaves play ({v[0]})."
    if kind == "restore":
        return f"Restores {name}."
    if kind == "corrupt":
        return f"{name} is corrupted."
    if kind == "move":
        return f"Moves {name} to the {_zone(v[0])}."
    if kind == "attack":
        names = ", ".join(t.names[c] for c in v[1])
        return f"Attacks the opponent's {_zone(v[0])} with {names}."
    if kind == "damage":
        return f"Deals {v[0]} damage to the opponent's {v[1]}."
    if kind == "own_capital_damage":
        return f"Takes {v[0]} damage on its own {_zone(v[1])}."
    if kind == "burned":
        return f"The opponent's {_zone(v[0])} burns."
    if kind == "attach":
        return f"{name} is attached to {t.names[v[0]]}."
    if kind == "questing":
        return f"{name} goes questing on {t.names[v[0]]}."
    if kind == "ability":
        return f"Uses {name}."
    if kind == "opponent_turn":
        return "The opponent's turn passes without action."
    if kind == "manual":
        return f"Manual change: {v[1]} {name}".rstrip() + "."
    return f"{kind} {name}".strip() + "."
