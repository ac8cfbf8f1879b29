"""Records of the cards first printed in Someone Always Tells (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, DrawCards, bonus, cannot,
    card, chars, cond, constant, helps, hurts, income, only, per, strength, trait,
)
from deckcheck.games.agot.engine.effects import SelfCostReduction
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT, NO_OPPONENT_CARDS,
)


card("08083", "Highgarden Refugee",
     statics=(SelfCostReduction(chars(), 1, plot_trait="summer"),),
     note="The passive opponent reveals no plot: a Summer plot is the player's.")
card("08084", "Arbor Queen",
     missing=(helps("kneel it: +2 STR to a [tyrell] and a non-[tyrell] character"),))
card("08085", "Coldhands",
     inert="removes another character of each player from the game: only the player's own, so the "
           "optional reaction is never used.")
card("08086", "The Bay of Seals",
     inert=f"stands a character an opponent owns; {NO_OPPONENT} has none.")
card("08087", "King's Men",
     inert=f"blanks a kneeling character; {NO_OPPONENT} has none, and blanking the player's own "
           "only hurts.")
card("08088", "Sacrificed to the Red God",
     missing=(helps("sacrifice a character to search for a R'hllor character of equal or lower "
                    "cost"),))
card("08089", "Cersei's Informer",
     missing=(helps("move 1 of its gold to draw 1 and discard 1"),))
card("08090", "Ser Pounce",
     constant(cannot("kneel_to_attack", ATTACHED_CARD), when=(cond("in_challenge", "intrigue"),)),
     statics=(only(chars(unique=True, max_printed_cost=3)), bonus(icons=("intrigue",))),
     note="Ambush (1) is a keyword.")
card("08091", "Tarle the Thrice-Drowned",
     missing=(helps("non-unique Drowned God characters may be marshaled from the dead pile"),))
card("08092", "Given to the Drowned God",
     missing=(helps("kill a Drowned God to draw its printed cost in cards"),))
card("08094", "Mhysa",
     missing=(helps("in the first [power] challenge her Lady does not kneel and gets +1 STR per "
                    "attacker"),))
card("08095", "House Yronwood Knight",
     inert=f"discards from the winning opponent's hand; {NO_OPPONENT_CARDS}.")
card("08096", "Secret Pact", statics=(only(chars(exclude_faction="martell")), bonus(keywords=("renown",))),
     note="On the player's own non-[martell] character: renown; it never attacks the player "
          "itself. Ambush (3) is a keyword.")
card("08097", "The High Sparrow",
     missing=(hurts("no player gains more than 7 gold or draws more than 3 cards a round"),))
card("08098", '"The Song of the Seven"',
     inert=f"moves power after losing dominance; {NO_OPPONENT} never wins it.")
card("08099", "The Faith Militant",
     missing=(hurts("non-The Seven characters and locations of the player cannot gain power"),))
card("08100", "Compelled by the Faith",
     inert="moves power from cards to their controller's faction card: the player's total stays "
           "the same (the plot's numbers are read as printed).")
card("08101", "Host of the Riverlands",
     missing=(helps("discard 1 of its gold: 1 more power for a House Tully character that gained "
                    "power"),),
     note="Bestow (3) is a keyword.")
card("08102", "Godswood",
     missing=(helps("kneel it after a won challenge under a Winter plot to draw the claim value"),))
card("08103", "Mace Tyrell", statics=(income(1),),
     missing=(helps("after he kneels, draw 2 and put a card back on top"),))
card("08104", "This Must Be Answered Fiercely!",
     inert=f"answers 3 attackers against the player; {NO_OPPONENT} never attacks.")
card("08105", "Septon Cellador",
     inert=f"makes an opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("08106", "The Crow is a Tricksy Bird",
     inert=f"chooses an opponent's next plot; {NO_OPPONENT} has none.")
card("08107", "The Bastard of Nightsong",
     inert=f"moves power from the losing opponent's faction card; {NO_OPPONENT} has none.")
card("08108", "King at the Wall", constant(trait("King", ATTACHED_CARD)),
     statics=(only(chars(factions=("baratheon",), unique=True)),),
     missing=(helps("after a won [power] challenge, draw 1 per out-of-faction location"),))
card("08109", "Qyburn",
     missing=(helps("kneel him after a character is killed: draw 2, discard 1"),))
card("08110", "A Plot Against The Queen",
     inert="returns characters with power to hand after a lost [power] challenge: only the "
           "player's own.")
card("08111", "Saltcliffe Sailor",
     inert="stealth for characters with gold, and moving its gold to a non-[greyjoy] "
           "character: the passive opponent never defends, and gold on a card does nothing "
           "else here (Bestow is read as a keyword)")
card("08112", "Driftwood Cudgel",
     missing=(helps("+1 STR per character in the dead pile; moves on when its host is killed"),))
card("08113", "Raiding Khalasar",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Pillage is a keyword).")
card("08114", "To Go Forward You Must Go Back",
     missing=(helps("shuffle the hand into the deck and draw 5"),))
card("08115", "Host of the Boneway", constant(per(strength(1), "used_plots")),
     note="Intimidate and No attachments are read as keywords.")
card("08116", "Someone Always Tells", inert=CANCEL)
card("17168", "Someone Always Tells",
     inert=CANCEL)
card("08117", "Mya Stone",
     inert=f"changes the claim of a challenge the player defends; {NO_OPPONENT} never attacks.")
card("08118", "The Great Sept of Baelor",
     inert=f"blanks a character entering play; {NO_OPPONENT} has none (Bestow (3) is a keyword).")
card("08119", "The Seven-Pointed Star", constant(trait("The Seven", ATTACHED_CARD)),
     statics=(only(chars()),),
     missing=(helps("kneel its host: the next The Seven card costs 2 less"),))
card("08120", "You Win Or You Die", statics=(DrawCards("reveal", 2),))
