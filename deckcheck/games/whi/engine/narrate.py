"""The WHI game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``hooks.note`` appends to ``state.events`` in verbose games:
``(turn, kind, card, *values)``. ``NARRATION`` is the game's phrasebook (what each kind's
values are, its English sentences, German and Polish in the messages catalogue under
``goldfish-log:whi:<phrase>``); ``deckcheck.goldfish.narration`` says an event with it and
``deckcheck.goldfish.gamelog`` interleaves the sentences with the decisions of a game.
"""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine.state import ZONE_NAMES
from deckcheck.goldfish.narration import Narration, Word, same


def _zone(v: Any, word: Word) -> str:     # a zone by its index or its name
    name = ZONE_NAMES[v] if isinstance(v, int) and 0 <= v < len(ZONE_NAMES) else str(v)
    return word("zone." + name) if name in ZONE_NAMES else name


NARRATION = Narration("whi", readers={"zone": _zone}, shapes={
    "turn": "_ n",
    "hand": "_ n",
    "mulligan": "",
    "phase": "_ _ phase:word",
    "resources": "_ n",
    "first_turn": "",
    "draw": "_ n",
    "decked": "",
    "play": "card:card tax?",
    "enters": "card:card zone:zone",
    "legend": "card:card",
    "develop": "_ zone:zone",
    "leaves": "card:card why:word",
    "restore": "card:card",
    "corrupt": "card:card",
    "move": "card:card zone:zone",
    "attack": "_ zone:zone attackers:cards",
    "damage": "_ n zone:zone",
    "own_capital_damage": "_ n zone:zone",
    "burned": "_ zone:zone",
    "attach": "card:card host:card",
    "questing": "card:card on:card",
    "ability": "card:card",
    "opponent_turn": "",
    "manual": "card:card? _ what",
}, phrases={
    "turn": "Turn {n} begins.",
    "hand": "Draws a starting hand of {n:plural:card|cards}.",
    "mulligan": "Takes the mulligan: shuffles the hand back and draws 7 new cards.",
    "phase": "The {phase} phase begins.",
    "resources": "Gains {n:plural:resource|resources} from the kingdom.",
    "first_turn": "First turn of the first player: no quest and no battlefield phase.",
    "draw": "Draws {n:plural:card|cards}.",
    "decked": "No card is left in the deck: the player is eliminated.",
    "play": "Plays {card}.",
    "play+tax": "Plays {card} (loyalty tax {tax}).",
    "enters": "{card} enters the {zone}.",
    "legend": "{card} enters play on the capital.",
    "develop": "Puts a card facedown as a development in the {zone}.",
    "leaves": "{card} leaves play ({why}).",
    "restore": "Restores {card}.",
    "corrupt": "{card} is corrupted.",
    "move": "Moves {card} to the {zone}.",
    "attack": "Attacks the opponent's {zone} with {attackers}.",
    "damage": "Deals {n:plural:damage|damage} to the opponent's {zone}.",
    "own_capital_damage": "Takes {n:plural:damage|damage} on its own {zone}.",
    "burned": "The opponent's {zone} burns.",
    "attach": "{card} is attached to {host}.",
    "questing": "{card} goes questing on {on}.",
    "ability": "Uses {card}.",
    "opponent_turn": "The opponent's turn passes without action.",
    "manual": "Manual change: {what}.",
    "manual+card": "Manual change: {what} {card}.",
}, words={
    **same("zone", *ZONE_NAMES),
    **same("phase", "kingdom", "quest", "capital", "battlefield"),
    **same("why", "destroyed", "discarded", "returned", "sacrificed", "the opponent takes control of it"),
})

sentence = NARRATION.sentence
