"""Card records of As High as Honor (codes 23xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, KNEEL_SELF, action, bonus, card, chars, choose, cond, constant,
    gold, helps, hurts, income, locations, only, reaction, reserve, stand, trait,
)
from deckcheck.games.agot.engine.records.words import CANCEL, NO_OPPONENT, NO_OPPONENT_CARDS


# -- As High as Honor --------------------------------------------------------------------------
card("23001", "Jon Arryn",
     missing=(helps("when killed (by the player's own effects), draw 2 or gain 1 power"),),
     note="Insight and Renown are keywords; 'cannot be saved' only matters for the player's own "
          "saves.")
card("23002", "Prince of the Narrow Sea",
     missing=(helps("the Commander trait and renown for Salladhor Saan"),),
     note="Its reaction needs the player to lose initiative, which it never does here.")
card("23003", "The Reader's Septon",
     missing=(helps("kneel him to send the top card of the player's deck to the bottom"),))
card("23004", "Torrhen's Square",
     inert=f"adds pillage discards against the opponent's deck; {NO_OPPONENT} has none (-2 "
           "Initiative changes nothing: the player wins initiative anyway).")
card("23005", "The Halfman's Horde",
     inert=f"discards from the losing opponent's hand; {NO_OPPONENT_CARDS} (Assault, Intimidate "
           "and 'No attachments' are keywords).")
card("23006", "The Warden of the West", constant(trait("Commander", ATTACHED_CARD)),
     statics=(only(chars("Lord", factions=("lannister",))), bonus(keywords=("renown",))),
     note=f"Its draw follows discards from an opponent's hand or deck; {NO_OPPONENT} has "
          "none.")
card("23007", "Doran Martell",
     missing=(helps("each card in the player's shadows gains shadow (its cost)"),),
     note="His reaction needs a lost dominance, never here. Insight and Shadow (5) are keywords.")
card("23008", "A Traitor's Whisper",
     missing=(helps("a card of the player's shadows revealed and put into play"),))
card("23009", "Craster's Keep Mutineer",
     inert=f"discards a duplicate from play: {NO_OPPONENT} has none, and the player's own only "
           "hurts.")
card("23010", "Defensive Debris", statics=(only(chars()), bonus(strength=1)),
     note=f"Its action needs a card in an opponent's discard pile; {NO_OPPONENT} has none. "
          "Bestow (2) is a keyword.")
card("23011", "Crannogmen",
     inert=f"replaces claim to kill the losing opponent's character; {NO_OPPONENT} has none "
           "(Shadow (3) is a keyword).")
card("23012", "The Wolf's Den",
     missing=(helps("kneel it after a character is killed or sacrificed to place the bottom card "
                    "in shadows"),))
card("23013", "Lysono Maar",
     inert=f"makes defenders declare first; {NO_OPPONENT} has none (Insight is a keyword).")
card("23014", "The Balerion",
     missing=(helps("a [power] icon for Captain Groleo; shuffled back for +2 STR and assault"),))
card("23016", "A Wall of Roses",
     inert=f"answers a challenge against the player; {NO_OPPONENT} never attacks (Shadow (1) is a "
           "keyword).")
card("23018", "Anya Waynwood",
     missing=(helps("kneel a neutral location: a non-participating character adds its STR; renown "
                    "for Harry the Heir"),))
card("23019", "Knights of the Vale",
     inert=f"raises a defender's STR; {NO_OPPONENT} never defends (Assault and 'No attachments' "
           "are keywords).")
card("23020", "Alayne Stone",
     missing=(hurts("while she kneels, no in-faction Lord or Lady abilities in the challenges "
                    "phase (the player's own)"),),
     note="Stealth is a keyword.")
card("23021", "Harry the Heir",
     reaction(CONTEST_WON, stand(choose(locations(factions=("neutral",)), state="knelt")),
              when=(cond("source_participating"),), limit=1, limit_per="phase"),
     missing=(helps("+1 STR to Anya Waynwood for each power on him"),))
card("23022", "Lord Protector's Retainer",
     inert=CANCEL)
card("23023", "Nestor Royce",
     missing=(helps("kneel a neutral location after a won challenge: renown for the challenge"),))
card("23024", "Maester Colemon",
     missing=(helps("kneel him to move a Condition or Item attachment"),))
card("23025", "Mord",
     inert=f"blanks a character; {NO_OPPONENT} has none, and the player's own only hurts.")
card("23026", "Ser Vardis Egen",
     inert=f"acts after a challenge lost while defending; {NO_OPPONENT} never attacks.")
card("23027", "Benjicot",
     missing=(helps("as he stands, the bottom card of the deck goes to hand if it shares a trait "
                    "with him (else it is discarded)"),))
card("23028", "Sweetrobin",
     inert="removes revealed cheap cards from the game: only the player's own are ever revealed.")
card("23029", "Winged Knight",
     inert="removes a killed Lord or Lady from the game: only the player's own die here.")
card("23030", "Gulltown Merchant",
     action(gold(1), costs=(KNEEL_SELF,), phases=("marshaling",), when=(cond("plot_trait", "City"),)))
card("23031", "The Eyrie", statics=(reserve(1),),
     missing=(helps("kneel it: 2 STR per participating character of the player"),),
     note="-2 Initiative changes nothing: the player wins initiative anyway.")
card("23032", "The Vale of Arryn",
     missing=(helps("1 power (2 if it kneels) on a loyal or House Arryn participant after a "
                    "challenge won by 5"),))
card("23033", "The Bloody Gate",
     inert=f"acts after a [military] challenge the player defends; {NO_OPPONENT} never attacks.")
card("23034", "The Highroad", statics=(income(1),),
     missing=(helps("kneel and sacrifice it: the next non-character card costs 2 less"),),
     note="Limited is a keyword.")
card("23035", "Lord Protector of the Vale",
     missing=(helps("its Lord adds STR to a [power] challenge with a House Arryn participant; +2 "
                    "STR for Littlefinger"),))
card("23036", "Lysa's Letter",
     inert=f"sets an opponent's claim to 0; {NO_OPPONENT} never attacks.")
card("23037", "The Seed is Strong",
     inert="needs the player to lose initiative, which it never does here.")
card("23038", "The Defiance of Duskendale",
     inert=f"discards a location knelt by assault; {NO_OPPONENT} has none (the plot's numbers are "
           "read as printed).")
card("23039", "Wardens of the East",
     missing=(hurts("the player cannot play in-faction events"),))
card("23040", "Banner of the Falcon", statics=(reserve(1),),
     missing=(helps("+1 STR to each loyal character while more House Arryn cards than the "
                    "initiative value are in play"),),
     note="Its deck-building rule is the validator's; -2 Initiative changes nothing here.")
