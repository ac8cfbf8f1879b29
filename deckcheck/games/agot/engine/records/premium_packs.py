"""Card records of Premium Packs (The Things We Do For Love, codes 16xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CARD_PLAYED, FirstCostReduction, KNEEL_SELF, MARSHALED, action, cannot, card, chars, choose,
    cond, constant, draw, helps, hurts, locations, reaction, stand, stat,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT


# -- The Things We Do For Love -----------------------------------------------------------------
card("16001", "Ser Davos Seaworth", constant(cannot("be_killed")),
     note="Only the player's own effects kill here.")
card("16002", "Melisandre's Favor", pilot="never",
     inert=f"takes control of an opponent's character; {NO_OPPONENT} has none.")
card("16003", "Wintertime Marauders",
     missing=(hurts("cannot attack while a Summer plot is revealed"),),
     note="Its Winter discard acts only on the player's own cards.")
card("16004", "Conquer", pilot="never",
     inert=f"takes control of an opponent's location; {NO_OPPONENT} has none.")
card("16005", "Spider's Whisperer",
     missing=(hurts("as it enters play, an Ally (itself if no other) is discarded"),))
card("16006", "Wheels Within Wheels",
     missing=(helps("kneel a unique [lannister] character to reveal a new plot"),))
card("16007", "Prince's Loyalist",
     inert=f"cancels an opponent's character abilities; {NO_OPPONENT} has none (Prized 1, Stealth "
           "and immunity are keywords and text that act on nothing here).")
card("16008", "You Murdered Her Children",
     inert=f"acts after a challenge lost while defending; {NO_OPPONENT} never attacks.")
card("16009", "Samwell Tarly",
     missing=(helps("kneel him to swap a card of the hand with one of the top 4"),))
card("16012", "Snow Castle",
     missing=(helps("kneel it: +1 STR per [stark] character to a [stark] character"),))
card("16013", "Mad King Aerys",
     inert=f"kills a Lord or Lady; {NO_OPPONENT} has none, and the player's own only hurts "
           "(Prized 1 and Renown are keywords).")
card("16014", "The Hatchlings' Feast",
     inert=f"lowers characters' STR; {NO_OPPONENT} has none.")
card("16015", "The Queen of Thorns",
     inert=f"stops an opponent's [intrigue] challenges; {NO_OPPONENT} never attacks.")
card("16016", "Olenna's Study",
     missing=(helps("an additional [intrigue] challenge each round"), hurts("non-unique characters cannot attack in [intrigue] challenges"),))
card("16017", "Littlefinger", constant(cannot("kneel_to_attack")),
     note=f"His cancel answers an opponent's event; {NO_OPPONENT} plays none. Stealth is a "
          "keyword.")
card("16018", "Vale Refugee",
     missing=(hurts("discarded unless 2 gold is paid when the player did not win dominance"),))
card("16019", "High Ground",
     action(stand(choose(chars("Army"), state="knelt")), costs=(KNEEL_SELF,), phases=("challenges",)))
card("16020", "King's Landing",
     reaction(MARSHALED, draw(1), when=(cond("event_card", locations()),), limit=3))
card("16021", "Harrenhal",
     inert="cancels abilities by killing the player's own characters: it never wants to against a "
           "passive opponent (Prized 2 only rewards an opponent).")
card("16022", "Sky Cell", pilot="never",
     inert=f"cuts its host's controller's draws: meant for an opponent's character, and "
           f"{NO_OPPONENT} has none.")
card("16023", "Heads on Pikes",
     inert=f"discards from each opponent's deck; {NO_OPPONENT} has none.")
card("16024", "Narrow Escape",
     missing=(helps("characters killed or discarded this phase come back into play"),))
card("16025", "Seductive Promise",
     inert=f"takes a character of the losing opponent; {NO_OPPONENT} has none.")
card("16026", "Westeros Bleeds",
     inert="discards every character: only the player's own, so it never plays it.")
card("16027", "Aloof and Apart", statics=(FirstCostReduction(chars(min_printed_cost=6), 2),),
     note="Prized 1 on the player's characters of printed cost 6 or higher only rewards an "
          "opponent: nothing against the passive opponent.")
card("16028", "Dark Wings, Dark Words", reaction(CARD_PLAYED, draw(1), zone="agenda", limit=3),
     note="Its deck-building rules are the validator's.")
card("16029", "Knights of the Realm",
     constant(stat("draw", 1), when=(cond("controls", (chars("Knight"), 1)),), zone="agenda"),
     note=f"{NO_OPPONENT} has no Knight: 1 more card with any Knight, never 1 fewer.")
card("16030", "The Long Voyage",
     missing=(helps("kneel the faction card after the draw phase draws to draw 1"),),
     note="Its deck-building rule is the validator's.")
card("16031", "Benjen's Cache",
     missing=(helps("when revealed without a used Kingdom plot, any card of the deck to hand"),))
card("16032", "Rioting",
     missing=(hurts("every kneeling character is discarded as the standing phase begins"),))
card("16033", "Rule By Decree",
     missing=(hurts("when revealed, the player (most cards) discards down to 4"),))
card("16034", "Search and Detain",
     missing=(hurts("when revealed, a card of the first player (the player) returns to hand"),))
card("16035", "The Art of Seduction",
     inert=f"keeps an opponent from revealing a new plot; {NO_OPPONENT} reveals none.")
card("16036", "The Gathering Storm",
     inert="Its When Revealed lets each opponent replace its revealed plot; the passive "
           "opponent reveals no plot.")
