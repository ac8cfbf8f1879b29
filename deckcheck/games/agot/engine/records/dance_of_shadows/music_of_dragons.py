"""Records of the cards first printed in Music of Dragons (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, KNEEL_SELF, action, card, cards, chars, choose,
    cond, constant, helps, hurts, income, keyword, only, power, reaction, reserve, to_deck,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT,
)
from deckcheck.games.agot.engine.records.dance_of_shadows.shared import (
    NEVER_DEFENDS,
)


card("11055", "Ser Archibald Yronwood",
     inert=f"acts after losing dominance; {NO_OPPONENT} never wins it (Shadow (4) is a keyword).")
card("11056", "Summer Sea Port", statics=(income(1), reserve(1)))
card("11057", "Poor Fellows",
     missing=(helps("after a won challenge it attacks in, 1 power on it or 1 card (the opponent's "
                    "choice)"),))
card("11058", "King's Landing",
     missing=(helps("a location of the discard pile marshaled each marshaling phase; discard a "
                    "location from hand to draw 1"),))
card("11059", "Glass Candle",
     constant(keyword("insight", ATTACHED_CARD), when=(cond("attached_to", chars("Maester")),)),
     statics=(only(chars()),),
     missing=(helps("kneel it to look at the top card of the deck and discard it if "
                    "unwanted"),))
card("11060", "Uneasy Truce",
     missing=(hurts("the player gains faction power only during challenges (no dominance "
                    "power), and each challenge it initiates moves 1 of its faction power to "
                    "the opponent"),))
card("11061", "Meera Reed",
     inert="Blanking a character when she comes out of shadows is meant for an opponent's; "
           "going back to shadows after a [stark] character is sacrificed only lets her do "
           "that again. (Shadow and Stealth are keywords.)")
card("17123", "Meera Reed",
     missing=(hurts("she returns to shadows when a Winter plot is revealed"),),
     note="Her blanking acts on an opponent's character; Shadow (2) and Stealth are keywords.")
card("11062", "Shaggydog",
     inert=f"has the losing opponent kill a defender; {NO_OPPONENT} has none (moving it changes "
           "nothing).")
card("11063", "Ser Mark Mullendore",
     missing=(helps("after a won challenge, the revealed top card may come into play (he goes on "
                    "top of the deck)"),))
card("11064", "Bonds of Chivalry",
     missing=(helps("stand a participating Knight and kneel another into the challenge"),))
card("11065", "Jon Snow", constant(keyword("insight"), when=(cond("controls", (chars("Steward"), 1)),)),
     note="Stealth (with a Builder) and intimidate (with a Ranger) act on nothing here.")
card("11066", "Lord Commander",
     reaction(CONTEST_WON, power(1, ATTACHED_CARD),
              when=(cond("event_cards_include", chars(factions=("thenightswatch",))),)),
     statics=(only(chars(factions=("thenightswatch",), min_printed_cost=5)),))
card("11068", "Privileged Position",
     inert=CANCEL)
card("11069", "Tithe Collector", statics=(income(1),),
     missing=(helps("after income, 2 gold for 1 power on it"),))
card("11070", "Clever Feint",
     missing=(helps("kneel the faction card to return the player's own cards with shadow to "
                    "shadows (to bring them out again for their abilities)"),))
card("17167", "Clever Feint",
     missing=(helps("kneel the faction card to return X cards with shadow to shadows"),))
card("11071", "Victarion Greyjoy",
     missing=(helps("kneel a Warship to stand him or give him renown for the challenge"),))
card("11072", "Grey Ghost",
     inert=f"keeps characters from defending; {NO_OPPONENT} never defends (Shadow (2) is a "
           "keyword).")
card("11073", "Rhaegal",
     inert=f"stands after an opponent's character is killed; {NO_OPPONENT} has none (Ambush (5) "
           "is a keyword).")
card("11074", "Meereenese Market",
     action(to_deck(choose(cards(), zone="discard")), costs=(KNEEL_SELF,)),
     statics=(income(1),),
     note="Only the player's discard pile has cards: one goes to the bottom of its deck "
          "(it only delays running out of cards).")
card("11075", "House Manwoody Guard",
     inert=f"helps Guards defend; {NEVER_DEFENDS}.")
card("11076", "A Mission in Essos",
     missing=(helps("played from shadows: the deck (but its bottom card) leaves the game, the "
                    "discard pile is shuffled in and 3 cards are drawn"),))
card("17115", "A Mission in Essos",
     missing=(helps("return a [martell] character to put a cheaper one sharing a trait into play "
                    "from the deck"),),
     note="Shadow (0) is a keyword.")
card("11077", "Wun Wun",
     inert="He joins a challenge only for his STR (no icons, no keywords): an unopposed "
           "challenge is won with any STR.")
card("17150", "The Free Folk",
     inert="Raising claim does nothing against a passive opponent (claim takes nothing "
           "from it); the rest is a deck-building rule.")
