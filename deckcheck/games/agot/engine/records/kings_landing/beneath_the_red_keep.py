"""Records of the cards first printed in Beneath the Red Keep (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    EachCostReduction, NextCostReduction, action, card, chars, choose, helps, hurts, locations, reserve, stand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)
from deckcheck.games.agot.engine.records.kings_landing.shared import (
    NEVER_DEFENDS,
)


card("13045", "Maester Mullin",
     inert=f"keeps a character from attacking; {NO_OPPONENT} has none.")
card("13046", "Guard Duty",
     inert=f"stands a defender; {NEVER_DEFENDS}.")
card("13047", "Ser Eldon Estermont",
     action(stand(choose(locations(factions=("baratheon",)), state="knelt"))))
card("13048", "Shadow of the Throne",
     inert=f"kneels locations; {NO_OPPONENT} has none (Shadow (1) is a keyword).")
card("13049", "Chiswyck",
     missing=(helps("after a won challenge, discard the top card to draw 1"),),
     note="Pillage is a keyword.")
card("13050", '"Hands of Gold"',
     inert=f"returns a character of the losing opponent; {NO_OPPONENT} has none.")
card("13051", "King's Landing Proselyte",
     missing=(helps("kill a standing [greyjoy] character to put it into play from shadows"),))
card("13052", "Outfitted for War",
     missing=(helps("kneel its Warship: +3 STR to a [greyjoy] participant in a [military] "
                    "challenge"),))
card("13053", "Jon Connington",
     missing=(helps("out of shadows, another card of shadows of cost 4 or lower comes into play"),),
     note="Shadow (5) and Renown are keywords.")
card("13054", "The Dragonpit",
     inert=f"lowers the STR of characters of players with fewer cards in shadows; {NO_OPPONENT} "
           "has no character.")
card("13055", "Arianne Martell",
     inert=f"takes challenge icons from characters; {NO_OPPONENT} has none (Shadow (5) and "
           "Stealth are keywords).")
card("13056", "A Pit of Snakes",
     inert=f"poisons a character without icons; {NO_OPPONENT} has none.")
card("13057", "The Most Devout",
     inert=f"gains power when characters enter play for an opponent; {NO_OPPONENT} has none.")
card("13058", "Statue of Baelor",
     missing=(helps("kneel it and discard a power from a card to stand that card"),))
card("13059", "The Faith's Decree",
     inert=f"stops an opponent's abilities; {NO_OPPONENT} has none.")
card("13060", "Manning the City Walls",
     when_revealed(put_best("hand", chars(unique=False, max_printed_cost=3))),
     missing=(helps("printed cost 6 or lower instead with a City plot in the used pile"),))
card("13061", "White Harbor Watchman",
     inert="kills a character coming out of shadows: only the player's own, so it never does.")
card("13062", "Tower of the Hand",
     missing=(helps("after a card comes out of shadows under a Winter plot, stand a [stark] "
                    "character"),))
card("13063", "Alyce Graceford",
     missing=(helps("kneel her: another The Seven character gains renown for the phase"),))
card("13064", "The Maidenvault",
     missing=(helps("out of shadows, stand a participating Lady and remove her from the challenge"),))
card("13065", "Forest Patrol",
     missing=(helps("kneel a [thenightswatch] location to put it into play from shadows"),))
card("13066", "Blackbird", statics=(reserve(1),),
     missing=(helps("out of shadows, stand another [thenightswatch] location"),),
     note="Shadow (1) is a keyword.")
card("13067", "Castle Guard",
     inert="returns a character that came out of shadows: only the player's own, so it never does.")
card("13068", "Public Execution",
     inert=f"kills a kneeling character; {NO_OPPONENT} has none.")
card("13069", "Doubting Septa",
     missing=(helps("sacrifice her after a won [intrigue] challenge: 1 power on a character or "
                    "location"),))
card("13070", "Tunnels of the Red Keep",
     inert="Its +STR lasts until the end of the phase: STR does not decide an unopposed "
           "challenge, and dominance is counted before any action window of its phase; "
           "returning itself to shadows only costs gold to bring it back. (Shadow is a "
           "keyword.)")
card("13071", "Gorold Goodbrother",
     inert=f"stands after a location enters an opponent's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage and Renown are keywords).")
card("13072", "Shadow of the Isles",
     inert="makes each player discard a location: only the player has one (Shadow (1) is a "
           "keyword).")
card("13073", "Shadowblack Assassin",
     inert=f"kills a weak character; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("13074", "Dragon Skull",
     missing=(helps("intimidate and renown on its [targaryen] host while no Dragon is in play"),))
card("13075", "Sarella Sand",
     missing=(helps("after a lost challenge she attacks in, an additional challenge of that type"),))
card("13076", "Meadowlark",
     missing=(helps("journey tokens per plot revealed; sacrifice it to put a character of that "
                    "cost from the deck into play"),))
card("13077", "Advisor to the Crown",
     statics=(NextCostReduction(chars("Maester"), 1, "kneel"),))
card("13078", "Knights of the Mind",
     missing=(helps("each Maester gains a [military] icon for the phase"),))
card("13079", "Kingdom of Shadows", statics=(EachCostReduction(chars(), -1),),
     missing=(helps("the first character brought out of shadows each round costs 2 less "
                    "(the greedy pilot uses no shadows)"),),
     note="Characters marshaled from hand cost 1 more (duplicates stay free; setup, ambush "
          "and shadows are not marshaling). Including shadow characters of any faction is a "
          "deck-building rule.")
card("17148", "Kingdom of Shadows",
     missing=(hurts("without in-faction characters, cards cost 1 more to marshal into shadows"),),
     note="Its deck-building rule is the validator's.")
