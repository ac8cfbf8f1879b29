"""Words shared by the records of several packs: the reasons a text does nothing against the
passive opponent, and short record writers (zones, effects)."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import THIS, cond
from deckcheck.goldfish.abilities.records import Effect, UNTIL_ROUND


IN_QUEST = cond("in_zone", "quest")
IN_KINGDOM = cond("in_zone", "kingdom")
IN_BATTLEFIELD = cond("in_zone", "battlefield")
NO_TARGET = "Only the opponent's {} would be worth targeting; the passive opponent has none."
OWN_ONLY = ("Against the passive opponent only the player's own {} could be chosen, which only "
            "hurts; a player would not use it.")
NO_ATTACKER = "The passive opponent never attacks"
NO_CARDS_CAPITALIZED = "The passive opponent has no units, supports or developments"
NO_CARDS = "the passive opponent has no units, supports or developments"
NO_DAMAGE = "The passive opponent never deals damage"
BATTLE = ("battlefield",)


def in_zone(zone: str):
    return cond("in_zone", zone)


NO_UNITS = "the passive opponent has no units"
NO_ATTACKS = "The passive opponent never attacks"
MAIN = ("kingdom", "quest", "capital")


def back_to_deck(target=THIS) -> Effect:
    """"Put it on the bottom of your deck at the end of the turn" (a delayed effect: it
    applies to the card if it is still in play then)."""
    return Effect("return_to_deck", 0, target, until=UNTIL_ROUND)


NO_HAND = "the passive opponent has no hand"
NO_PLAYS = "the passive opponent plays no cards"
ON_OWN = "on the player's own {} it would only take something away"
OPPONENT_ONLY = "worth it only on an opponent's unit, and the passive opponent has none"
OPPONENT_CARD_ONLY = "worth it only on an opponent's card, and the passive opponent has none"
MILLS = ("Discards from the top of a deck: the passive opponent's deck never matters, and "
         "the player's own would only lose cards.")
