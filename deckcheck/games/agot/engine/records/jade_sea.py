"""Card records of Jade Sea (codes 19xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY, EachCostReduction, PHASE_ENDS, card, cards, chars, cond, constant, each, forced,
    game_op, gold, helps, hurts, income, reaction, reserve, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, TEMPORARY, put_best, setting


# -- Jade Sea ----------------------------------------------------------------------------------
card("19006", "Ser Boros Blount",
     reaction(ENTERS_PLAY, put_best("deck", chars("Kingsguard"),
                                    chars("Knight", exclude_faction="lannister"), top=10),
              TEMPORARY, about="self"),
     forced(PHASE_ENDS, game_op("discard_marked"), when=(cond("marked"),)),
     missing=(hurts("the card put into play is discarded at the end of the phase only while "
                    "Ser Boros is still in play"),),
     note="The best Kingsguard or non-[lannister] Knight character of the top 10 comes into "
          "play until the end of the phase (a temporary attacker after Ambush; an enters-play "
          "trigger such as Ser Balon Swann's gold after marshaling).")
card("19019", "Gulltown", constant(setting("extra_city_plot", 1)), statics=(income(1),),
     note="Limited is read as a keyword.")
card("19001", "Wraith",
     inert=f"kneels a location; {NO_OPPONENT} has none (stealth for Dale Seaworth bypasses no "
           "one).")
card("19002", "Support from the Iron Bank",
     missing=(helps("[baratheon] non-character cards cost 1 less this phase"),))
card("19003", "Harlaw", statics=(reserve(1), EachCostReduction(cards("House Harlaw"), 1)),
     note=f"Lowering the opponent's reserve acts on nothing: {NO_OPPONENT} reveals no plot.")
card("19004", "Silence",
     inert="gives Raiders pillage against the opponent's deck and STR for its discard pile; "
           f"{NO_OPPONENT} has neither.")
card("19005", "Milk Snakes",
     missing=(helps("Clansmen with gold gain a [power] icon"),),
     note="Ambush (4), Bestow (1) and Stealth are keywords.")
card("19007", "Elia Sand",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("19008", "Brimstone", constant(strength(1, each(chars("Sand Snake")))),
     missing=(helps("kneel it and return a Sand Snake to hand for 1 gold"),))
card("19009", "Left Hand Lew",
     inert=f"stands a character an opponent owns; {NO_OPPONENT} has none.")
card("19010", "Old Steward", statics=(reserve(1),))
card("19011", "Greywater Watch",
     missing=(helps("back to shadows to kneel a [stark] character into the challenge"),),
     note="Shadow (1) is a keyword.")
card("19012", '"The Winter Maid"',
     missing=(helps("a revealed plot gains the Winter trait for the round"),))
card("19013", "Grey Worm",
     inert=f"does not kneel to defend; {NO_OPPONENT} never attacks.")
card("19016", "Ser Bryce Caron", constant(strength(1, each(chars("Knight")))))
card("19017", "Gulltown City Guard",
     missing=(helps("costs 1 less per City plot in the used pile"),))
card("19018", "King's Landing Smuggler",
     missing=(helps("1 gold on a card as it leaves play"),))
card("19020", "City Festival", when_revealed(gold(3)),
     missing=(helps("6 gold instead with 2 or more City plots in the used pile"),))
