"""The AGoT game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``rules.note`` appends to ``state.events`` in verbose games:
``(round, kind, *values)``. ``NARRATION`` is the game's phrasebook (what each kind's values
are, its English sentences, German and Polish in the messages catalogue under
``goldfish-log:agot:<phrase>``); ``deckcheck.goldfish.narration`` says an event with it and
``deckcheck.goldfish.gamelog`` interleaves the sentences with the decisions of a game.
"""
from __future__ import annotations

from typing import Any

from deckcheck.goldfish.narration import Narration, same


def _label(state: Any, c: Any) -> str:
    return state.table.label(c) if isinstance(c, int) and c >= 0 else ""


_POWER = "Gains {n:plural:power|power}"

NARRATION = Narration("agot", card=_label, shapes={
    "round": "",
    "draw": "n cards:listed?",
    "mulligan": "",
    "setup": "gold cards",
    "reveal": "plot:card",
    "plots_return": "",
    "income": "gold",
    "marshal": "card:card gold",
    "duplicate": "card:card",
    "ambush": "card:card gold",
    "shadow": "card:card",
    "unshadow": "card:card",
    "reduce": "card:card n",
    "arrange": "card:card n",
    "challenge_won": "challenge:word str",
    "challenge_lost": "challenge:word",
    "power": "n on:card? why=",
    "ability": "card:card chosen:card?",
    "search": "card:card",
    "put": "card:card",
    "saved": "card:card by:card",
    "attach": "card:card host:card",
    "joins": "card:card",
    "eliminated": "",
    "manual": "what card:card?",
    "discard": "card:card",
    "removed": "card:card",
    "to_deck": "card:card",
    "to_deck_top": "card:card",
    "reveal_top": "card:card",
    "shuffle_back": "n",
    "token": "card:card n",
    "card_gold": "card:card gold",
    "gold_on_cards": "n",
    "gold_from_cards": "gold",
    "lose_power": "n",
    "move": "card:card to:card",
    "duplicate_top": "card:card on:card",
    "extra_challenge": "challenge:word",
    "under": "card:card",
    "return_under": "card:card",
    "vanquish": "trait?",
}, phrases={
    "round": "Round {round} begins.",
    "draw": "Draws {n:plural:card|cards}.",
    "draw+cards": "Draws {n:plural:card|cards}: {cards}.",
    "mulligan": "Takes a mulligan: shuffles the hand back and draws 7 new cards.",
    "setup": "Setup revealed: {cards:plural:card|cards} for {gold} gold.",
    "reveal": "Reveals the plot {plot}.",
    "plots_return": "The used plots return to the plot deck.",
    "income": "Collects {gold} gold.",
    "marshal": "Marshals {card} for {gold} gold.",
    "duplicate": "Marshals {card} as a duplicate.",
    "ambush": "Ambushes {card} for {gold} gold.",
    "shadow": "Puts {card} into shadows.",
    "unshadow": "Brings {card} out of shadows.",
    "reduce": "Uses {card} to reduce the next card's cost by {n}.",
    "arrange": "{card}: looks at the top of the deck and puts {n:plural:card|cards} on the bottom.",
    "challenge_won": "Wins the {challenge} challenge unopposed with {str} STR.",
    "challenge_lost": "The {challenge} challenge has no STR and is lost.",
    "power": _POWER + ".",
    "power.dominance": _POWER + " for dominance.",
    "power.unopposed": _POWER + " for the unopposed challenge.",
    "power.renown": _POWER + " (Renown).",
    "power.ability": _POWER + " from a card ability.",
    "power+on": _POWER + " on {on}.",
    "power+on.dominance": _POWER + " on {on} for dominance.",
    "power+on.unopposed": _POWER + " on {on} for the unopposed challenge.",
    "power+on.renown": _POWER + " on {on} (Renown).",
    "power+on.ability": _POWER + " on {on} from a card ability.",
    "ability": "{card}: its ability resolves.",
    "ability+chosen": "{card}: its ability resolves, choosing {chosen}.",
    "search": "Searches the deck and takes {card} into hand.",
    "put": "Puts {card} into play.",
    "saved": "{card} is saved from leaving play by {by}.",
    "attach": "Attaches {card} to {host}.",
    "joins": "{card} joins the challenge.",
    "eliminated": "The draw deck is empty: the game is lost.",
    "manual": "Manual change: {what}.",
    "manual+card": "Manual change: {what} {card}.",
    "discard": "Discards {card}.",
    "removed": "{card} is removed from the game.",
    "to_deck": "{card} goes to the bottom of the deck.",
    "to_deck_top": "{card} goes on top of the deck.",
    "reveal_top": "Reveals the top card of the deck: {card}.",
    "shuffle_back": "Shuffles {n:plural:card|cards} from the discard pile back into the deck.",
    "token": "{card} gets a token ({n} on it).",
    "card_gold": "{card} gets {gold} gold.",
    "gold_on_cards": "Places 1 gold on each of {n:plural:card|cards}.",
    "gold_from_cards": "Moves {gold} gold from cards to the gold pool.",
    "lose_power": "Loses {n:plural:power|power}.",
    "move": "{card} moves to {to}.",
    "duplicate_top": "{card} goes onto {on} as a duplicate.",
    "extra_challenge": "May initiate one more {challenge} challenge.",
    "under": "Places cards from hand under {card}.",
    "return_under": "Takes the cards under {card} back into hand.",
    "vanquish": "Names no trait.",
    "vanquish+trait": "Names the trait {trait}.",
}, words=same("challenge", "military", "intrigue", "power"))

sentence = NARRATION.sentence
