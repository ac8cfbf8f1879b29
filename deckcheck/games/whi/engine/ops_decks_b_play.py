"""WHI ability words of records/decks_b.py that play cards from unusual places: a search
that takes the card a player would want, a quest that starts the game in play with a card
set aside under it (Heroic Task), a Spell played from the discard pile for tokens (Gathering
the Winds). Registered into the hooks' tables on import (ops_decks_b's ``register_words``: a word
taken already is an error).

Game operations: ``("search_useful", filter)`` (the top n cards of the deck searched for a
match; the player's pick, one whose record does something, else the first from the top,
goes to hand; the deck is shuffled); ``start_in_play`` (setup, GAME_BEGINS, from the deck:
the source quest into the quest zone with one card of the deck set aside facedown under it
(``state.attached``, the card OUT of every pile): a legend of the capital's race first,
else the most expensive card); ``take_set_aside`` (that card into the hand, then the source
sacrificed); ``play_spell_from_discard`` (the source's tokens pay the printed cost of a
Spell of the discard pile, played at no cost, see ``spell_plan``; then the source is
sacrificed). Conditions: ``has_set_aside`` (a card is set aside under the source),
``spell_ready`` (``spell_plan`` finds a Spell).
"""
from __future__ import annotations


__all__ = []
