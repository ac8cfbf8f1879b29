"""The AGoT game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``rules.note`` appends to ``state.events`` in verbose games:
``(round, kind, *values)``. ``sentence`` turns one into English; the framework's
``deckcheck.goldfish.gamelog`` interleaves them with the decisions of a game.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.words import listed, plural


def _names(state: AgotState, cards: Sequence[int]) -> str:
    return listed([state.table.label(c) for c in cards])


def sentence(state: AgotState, event: Sequence[Any]) -> str:
    t = state.table
    kind = event[1]
    v = list(event[2:])

    def name(i: int) -> str:
        return t.label(v[i]) if len(v) > i and isinstance(v[i], int) and v[i] >= 0 else ""

    if kind == "round":
        return f"Round {event[0]} begins."
    if kind == "draw":
        cards = v[1] if len(v) > 1 else ()
        drew = f"Draws {plural(v[0], 'card')}"
        return f"{drew}: {_names(state, cards)}." if cards else f"{drew}."
    if kind == "mulligan":
        return "Takes a mulligan: shuffles the hand back and draws 7 new cards."
    if kind == "setup":
        return f"Setup revealed: {plural(v[1], 'card')} for {v[0]} gold."
    if kind == "reveal":
        return f"Reveals the plot {name(0)}."
    if kind == "plots_return":
        return "The used plots return to the plot deck."
    if kind == "income":
        return f"Collects {v[0]} gold."
    if kind == "marshal":
        return f"Marshals {name(0)} for {v[1]} gold."
    if kind == "duplicate":
        return f"Marshals {name(0)} as a duplicate."
    if kind == "ambush":
        return f"Ambushes {name(0)} for {v[1]} gold."
    if kind == "shadow":
        return f"Puts {name(0)} into shadows."
    if kind == "unshadow":
        return f"Brings {name(0)} out of shadows."
    if kind == "reduce":
        return f"Uses {name(0)} to reduce the next card's cost by {v[1]}."
    if kind == "arrange":
        return (f"{name(0)}: looks at the top of the deck and puts "
                f"{plural(v[1], 'card')} on the bottom.")
    if kind == "challenge_won":
        return f"Wins the {v[0]} challenge unopposed with {v[1]} STR."
    if kind == "challenge_lost":
        return f"The {v[0]} challenge has no STR and is lost."
    if kind == "power":
        on = f" on {name(1)}" if len(v) > 1 and isinstance(v[1], int) and v[1] >= 0 else ""
        why = {"dominance": " for dominance", "unopposed": " for the unopposed challenge",
               "renown": " (Renown)", "ability": " from a card ability"}.get(v[2] if len(v) > 2 else "", "")
        return f"Gains {v[0]} power{on}{why}."
    if kind == "ability":
        chosen = f", choosing {name(1)}" if len(v) > 1 and isinstance(v[1], int) and v[1] >= 0 else ""
        return f"{name(0)}: its ability resolves{chosen}."
    if kind == "search":
        return f"Searches the deck and takes {name(0)} into hand."
    if kind == "put":
        return f"Puts {name(0)} into play."
    if kind == "saved":
        return f"{name(0)} is saved from leaving play by {name(1)}."
    if kind == "attach":
        return f"Attaches {name(0)} to {name(1)}."
    if kind == "joins":
        return f"{name(0)} joins the challenge."
    if kind == "eliminated":
        return "The draw deck is empty: the game is lost."
    if kind == "manual":
        return f"Manual change: {v[0]} {name(1)}".rstrip() + "."
    return _more(kind, v, name) or f"({kind.replace('_', ' ')})"


def _more(kind: str, v: list, name) -> str:
    """Sentences for the events the card abilities note."""
    if kind == "discard":
        return f"Discards {name(0)}."
    if kind == "removed":
        return f"{name(0)} is removed from the game."
    if kind == "to_deck":
        return f"{name(0)} goes to the bottom of the deck."
    if kind == "to_deck_top":
        return f"{name(0)} goes on top of the deck."
    if kind == "reveal_top":
        return f"Reveals the top card of the deck: {name(0)}."
    if kind == "shuffle_back":
        return f"Shuffles {plural(v[0], 'card')} from the discard pile back into the deck."
    if kind == "token":
        return f"{name(0)} gets a token ({v[1]} on it)."
    if kind == "card_gold":
        return f"{name(0)} gets {v[1]} gold."
    if kind == "gold_on_cards":
        return f"Places 1 gold on each of {plural(v[0], 'card')}."
    if kind == "gold_from_cards":
        return f"Moves {v[0]} gold from cards to the gold pool."
    if kind == "lose_power":
        return f"Loses {v[0]} power."
    if kind == "joins":
        return f"{name(0)} joins the challenge."
    if kind == "move":
        return f"{name(0)} moves to {name(1)}."
    if kind == "duplicate_top":
        return f"{name(0)} goes onto {name(1)} as a duplicate."
    if kind == "extra_challenge":
        return f"May initiate one more {v[0]} challenge."
    if kind == "under":
        return f"Places cards from hand under {name(0)}."
    if kind == "return_under":
        return f"Takes the cards under {name(0)} back into hand."
    if kind == "vanquish":
        return f"Names the trait {v[0]}." if v and v[0] else "Names no trait."
    return ""
