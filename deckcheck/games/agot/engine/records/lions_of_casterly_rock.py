"""Card records of Lions of Casterly Rock (codes 05xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, NextCostReduction, THIS, UNTIL_CONTEST, action, card, cards, choose, cond,
    constant, draw, keyword, kneel_a, locations, reaction, stand,
)
from deckcheck.games.agot.engine.records.words import DISCARD_FROM_HAND, setting


# -- Lions of Casterly Rock --------------------------------------------------------------------
card("05010", "Taena Merryweather",
     reaction(CARD_PLAYED, draw(1), costs=(DISCARD_FROM_HAND,)),
     note="After each event the player plays, it discards its least valuable card in hand "
          "(lowest printed cost) to draw one.")
card("17102", "Victarion Greyjoy",
     action(stand(THIS), costs=(kneel_a(choose(locations("Warship"))),),
            phases=("challenges",), limit=2),
     action(keyword("renown", THIS, until=UNTIL_CONTEST),
            costs=(kneel_a(choose(locations("Warship"))),), when=(cond("attacking"),),
            phases=("challenges",), limit=0),
     note="The renown option of the second action is used in the action window inside a "
          "challenge Victarion attacks in; its other option, kneeling a location, has no "
          "target but the player's own locations.")
card("05042", "Ocean Road", statics=(NextCostReduction(cards(out_of_faction=True), 1, "kneel"),))
card("05049", "Littlefinger's Meddling", constant(setting("event_discount", 2), zone="plot"))
