"""Records of the cards first printed in All Men Are Fools (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_SELF,
    PHASE_BEGINS, action, cannot, card, chars, choose, cond, constant, draw, each, event_reaction, gold, helps, hurts, phase_is, power, reaction, reserve,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, put_best,
)


ONCE_PER_CHALLENGE = Cost("once_per_challenge")


card("06001", "Hoster Tully",
     missing=(helps("while he participates, each other participating House Tully character gains "
                    "renown"),))
card("06002", "The Tumblestone",
     missing=(helps("discard 1 of its Bestow gold to stand a House Tully character that gained "
                    "power"),))
card("06003", "Margaery Tyrell",
     missing=(helps("after a unique King or Lord of the player is killed, another one comes into "
                    "play from the deck"),),
     note="Renown is a keyword.")
card("06004", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))),
                    when=(cond("event_amount_at_least", 5), cond("controls", (chars("Lady"), 1))),
                    costs=(ONCE_PER_CHALLENGE,)),
     note="Unopposed, the margin of the win is the attacking STR.")
card("17140", "All Men Are Fools",
     event_reaction(CONTEST_WON, power(1, each(chars("Lady"))), when=(cond("event_amount_at_least", 5),)),
     note="Up to 5 Ladies: each of the player's Ladies here (more than 5 is rare).")
card("06005", "Eastwatch Carpenter",
     missing=(helps("after income, 1 gold for every 2 [thenightswatch] locations"),))
card("06006", "Eastwatch-by-the-Sea",
     reaction(PHASE_BEGINS, draw(1), when=(phase_is("dominance"),)),
     statics=(reserve(1),),
     note=f"{NO_OPPONENT} reveals no plot (reserve 0): the player's reserve is always higher.")
card("06007", "Fickle Bannerman",
     missing=(hurts("after the player loses a [power] challenge, it goes to the opponent unless 1 "
                    "of its gold is discarded"),),
     note="Bestow (2) and Renown are keywords.")
card("06008", "Storm's End",
     missing=(helps("after winning dominance, 1 faction power becomes 1 power on each of 2 "
                    "characters"),))
card("06009", "Stone Crows",
     inert=f"has the losing opponent kill a defending character; {NO_OPPONENT} has none (Ambush "
           "(3) and Bestow (2) are keywords).")
card("06010", "Attack From the Mountains",
     event_reaction(CONTEST_WON, put_best("hand", chars("Clansman")),
                    when=(cond("event_cards_include", chars("Clansman")),)))
card("06011", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2),
     note="Only the player's own cards put characters into play from its dead pile.")
card("17105", "Drowned Disciple",
     reaction(ENTERS_PLAY, power(1, choose(chars("Drowned God"))),
              when=(cond("event_option", "dead"), cond("event_card", chars())), limit=2,
              limit_per="phase"),
     note="Only the player's own cards put characters into play from its dead pile.")
card("06012", "Moat Cailin",
     inert=f"lowers an opponent's initiative and reserve; {NO_OPPONENT} reveals no plot.")
card("06013", "Ghiscari Elite",
     missing=(helps("after it kneels, an attachment or event of the discard pile goes to the "
                    "bottom of the deck"),))
card("06014", "Slaver's Bay Port", action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",)),
     note=f"1 gold: {NO_OPPONENT} has no dead pile. Limited is a keyword.")
card("06015", "Ricasso",
     missing=(helps("the player counts X more used plots (X: the gold on him)"),))
card("06016", "The Prince's Plan",
     missing=(helps("+1 STR per used plot and a challenge icon for the phase; it returns to hand "
                    "after a lost challenge"),))
card("06017", "Ygritte",
     constant(cannot("kneel")),
     inert="Stealth (while another Wildling is in play) does nothing against a passive "
           "opponent.",
     note="Card effects and costs that kneel a chosen character pass her by (she still "
          "kneels to attack).")
