"""Records of the cards first printed in Guarding the Realm (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, KNEEL_SELF,
    NextCostReduction, action, card, chars, choose, cond, constant, gold, helps, hurts, power, reaction,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, named, setting,
)


ANNALS_NOT_REMOVED = ("events discarded other than by being played (taxation, costs) are not "
                      "removed from the game, so they stay playable from the discard pile")

card("06018", "Alliance",
     inert="deck-building rules only (minimum 75 cards, 2 Banner agendas): the validator "
           "checks them; nothing in play.")
card("06019", "Barring the Gates",
     missing=(hurts("card abilities cannot put characters into play (the player's own)"),))
card("06020", "Late Summer Feast",
     inert=f"lets the losing opponent draw; {NO_OPPONENT} draws nothing (the plot's numbers are "
           "read as printed).")
card("06021", "Bear Island Host",
     missing=(helps("discard 1 of its gold: a House Mormont character does not kneel to attack in "
                    "a [military] challenge"),))
card("06022", "Marriage Pact", pilot="never",
     inert="a Terminal condition keeping its host out of challenges against the player: meant "
           f"for an opponent's character, and {NO_OPPONENT} has none.")
card("06023", "Knight of the Reach",
     reaction(CONTEST_WON, power(1, choose(chars("Lady"))),
              when=(cond("alone_attacker", named("Knight of the Reach")),)),
     note="Defending alone never happens here.")
card("06024", '"Lord Renly\'s Ride"',
     missing=(helps("+X STR and intimidate for the phase (X: printed STR of the top character of "
                    "the dead pile)"),))
card("06025", "Gilly",
     inert=f"gives a Steward stealth; {NO_OPPONENT} never defends (Bestow (3) is a keyword).")
card("06026", "Guarding the Realm",
     inert="takes a character from an opponent's discard pile and returns after a defended "
           f"challenge; {NO_OPPONENT_CARDS} and never attacks.")
card("06027", "Melisandre",
     inert=f"discards from an opponent's hand after dominance; {NO_OPPONENT_CARDS} (Insight is a "
           "keyword).")
card("06028", "Light of the Lord",
     missing=(helps("as the dominance phase begins, stand its host and gain 1 gold"),))
card("06029", "Polliver",
     inert=f"returns the losing opponent's gold after pillage; {NO_OPPONENT} has neither (Pillage "
           "is a keyword).")
card("06030", "The Hand's Solar",
     missing=(helps("kneel it: a character gains an [intrigue] icon for the phase"),))
card("06031", "Wex Pyke",
     inert=f"keeps characters from defending; {NO_OPPONENT} never defends (Bestow (8) is a "
           "keyword).")
card("06032", "Iron Islands Market", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} has no discard pile. Limited is a keyword.")
card("06033", "Second Sons",
     missing=(hurts("sacrificed at the end of the challenges phase unless 1 of its gold is "
                    "discarded"),),
     note="Bestow (3) is a keyword.")
card("06034", "A Dragon Is No Slave",
     inert="Its action lowers a character's STR: meant for the opponent's; the reaction only "
           "returns it to hand for another use.")
card("06035", "Orphan of the Greenblood",
     missing=(helps("discard 1 of its gold to return another character to hand"),))
card("06036", "Scorching Deserts",
     inert="removes a character with fewer than 2 icons from a challenge: only the player's own "
           "participate here.")
card("06037", "Black Walder",
     missing=(helps("renown and +2 STR per gold on him in the third challenge of the phase"),))
card("06038", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),),
     note="Limited is a keyword.")
card("17144", "Great Hall",
     statics=(NextCostReduction(chars(unique=True), 1, "kneel", big_cost=6, big_amount=2),))
card("06039", '"The Dornishman\'s Wife"',
     inert="each part needs the opponent to have more power, cards in hand or characters than "
           "the player: the passive opponent has none")
card("17145", '"The Dornishman\'s Wife"',
     missing=(helps("gold, cards or power when a unique character of the player is killed"),))
card("06040", "The Annals of Castle Black",
     constant(setting("events_from_discard", 0), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Events in the discard pile are offered as if in hand; an event played while the "
          "plot is revealed (from hand or discard) is removed from the game.")
card("17158", "The Annals of Castle Black",
     constant(setting("events_from_discard", 2), zone="plot"),
     missing=(hurts(ANNALS_NOT_REMOVED),),
     note="Twice per phase an event in the discard pile is offered as if in hand; an event "
          "played while the plot is revealed is removed from the game.")
