"""Records of the cards first printed in City of Secrets (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine.records.dsl import (
    card, choose, cond, helps, hurts, income, initiative, kneel, locations, reserve, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)


card("13021", "Smalljon Umber",
     missing=(hurts("-1 STR for each plot in the used pile"),),
     note="Renown is a keyword.")
card("13022", "No Surprises",
     inert=f"stops an opponent's events and shadows; {NO_OPPONENT} has neither.")
card("13023", "Arrogant Contender",
     inert=f"counts and takes power for the opponent's participants; {NO_OPPONENT} has none.")
card("13024", "Show of Strength",
     inert="blanks every character with STR 3 or lower: only the player's own are in play.")
card("13025", "Owen the Oaf",
     missing=(hurts("while he participates, characters with more than 1 icon (the player's own) "
                    "add no STR"),))
card("13026", "Shadow of the Wall",
     missing=(helps("stand a character with 1 or fewer icons; back to hand under a Winter plot"),),
     note="Shadow (0) is a keyword.")
card("13027", "Red Keep Gaoler",
     missing=(helps("move 2 faction power to a [baratheon] character to put it into play from "
                    "shadows"),))
card("13028", "The Black Cells",
     inert=f"locks an opponent's character; {NO_OPPONENT} has none (Shadow (2) is a keyword).")
card("13029", "The Regent's Guard",
     missing=(helps("return an expensive [lannister] character to hand to put it into play from "
                    "shadows"),))
card("13030", "Pyromancer's Cache",
     missing=(helps("its location trades its text for 'kneel: draw 1'"),))
card("13032", "Nightflyer", statics=(initiative(1),),
     note="Shadow (X) is brought out for X = 0 here; the location it could then discard "
          "would be one of the player's own, so the reaction is not modeled (it only hurts).")
card("17164", "Nightflyer",
     inert=f"discards a location; {NO_OPPONENT} has none (Shadow (X) is a keyword; +1 Initiative "
           "changes nothing).")
card("13033", "Black Market Merchant",
     missing=(helps("out of shadows, a cheap attachment of the top 10 is attached to a character"),))
card("13034", "Shadow of the East",
     inert="discards an attachment: only the player's own could be chosen, which only hurts "
           "(Shadow (0) is read as a keyword)")
card("13035", "The Fowler Twins",
     inert="forces a character into the next challenge: only the player's own, who attack when it "
           "wants anyway.")
card("13036", "Shadow of the South",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none (Shadow (1) is a "
           "keyword).")
card("13037", "Ghost of High Heart",
     missing=(helps("+1 STR to each character without loyal characters; kneel her to swap a card "
                    "of the hand"),))
card("13038", "Shadow Politics",
     inert="each choice acts on shadows, discard piles or an opponent's hand: the player gains "
           "nothing from any against a passive opponent (Shadow (1) is a keyword).")
card("13039", "Knights of the Hollow Hill", statics=(income(3), reserve(1)),
     missing=(hurts("no setup cards, and the player's other cards give no gold bonus"),),
     note="+2 Initiative changes nothing: the player wins initiative anyway.")
card("13040", "A City Besieged",
     replace(when_revealed(kneel(choose(locations(), state="standing"))),
             when=(cond("used_plot_trait", "city", negate=True),)),
     note="Only the player has locations: one of its own kneels. With a City plot in the "
          "used pile the text says 'up to 2', and the player chooses none.")
