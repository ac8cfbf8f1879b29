"""Card records of Lions of Casterly Rock (codes 05xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CARD_PLAYED, CONTEST_WON, Cost, ENTERS_PLAY, KNEEL_SELF, MARSHALED,
    NextCostReduction, PHASE_BEGINS, THIS, UNTIL_CONTEST, WOULD_BE_KILLED, action, attachments,
    bonus, card, cards, challenge_is, chars, choose, cond, constant, draw, draw_phase, each,
    event_action, event_reaction, game_op, gold, helps, hurts, interrupt, keyword, kneel_a,
    locations, only, reaction, save, search, stand, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, CHALLENGES_BEGIN, DISCARD_FROM_HAND, NO_OPPONENT, NO_OPPONENT_CARDS, put_best, setting,
)

BY_5 = cond("event_amount_at_least", 5)
OWN_OR_NEUTRAL = ("lannister", "neutral")
NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"


# -- Lions of Casterly Rock --------------------------------------------------------------------
card("05002", "Tyrion Lannister",
     missing=(helps("after a won challenge, return an attacking Clansman to hand to draw 2 cards "
                    "or gain 3 gold (twice per phase); raising the claim does nothing here"),))
card("05003", "Ser Kevan Lannister",
     reaction(MARSHALED, put_best("discard", locations(factions=OWN_OR_NEUTRAL),
                                  attachments(factions=OWN_OR_NEUTRAL)), about="self"),
     note="The most expensive [lannister] or neutral location or attachment of the discard "
          "pile comes back (an attachment only with a legal host).")
card("05004", "Timett Son of Timett",
     inert=f"kills a character after he wins a challenge: {NO_OPPONENT} has none, and killing "
           "one of the player's own only hurts it.")
card("05005", "Ser Jaime Lannister",
     missing=(helps("each Knight attacking alone gains renown"),
              helps("a Kingsguard character gains an [intrigue] icon for the phase")))
card("05006", "Tywin Lannister",
     inert="his interrupt looks at 2 cards instead of 1 when exactly one card is discarded from "
           f"a deck: pillage discards from the opponent's deck, and {NO_OPPONENT} has none "
           "(Pillage is a keyword, read as such).")
card("05007", "Chella Daughter of Cheyk",
     inert="ear tokens come from characters killed in her challenges: claim kills only the "
           f"opponent's characters and {NO_OPPONENT} has none, so she stays a 3-STR character.")
card("05008", "Ser Gregor's Marauders",
     inert=f"stands after pillage discards an event from the opponent's deck; {NO_OPPONENT} has "
           "no deck (Pillage is a keyword, read as such).")
card("05009", "Shagga Son of Dolf",
     missing=(helps("ambush (0) from hand while the player controls a Clansman or Tyrion "
                    "Lannister"),
              hurts("after entering play by ambush, the player must kill one of its [lannister] "
                    "characters")))
card("05010", "Taena Merryweather",
     reaction(CARD_PLAYED, draw(1), costs=(DISCARD_FROM_HAND,)),
     note="After each event the player plays, it discards its least valuable card in hand "
          "(lowest printed cost) to draw one.")
card("17110", "Taena Merryweather",
     reaction(CARD_PLAYED, draw(1), costs=(DISCARD_FROM_HAND,), limit=1, limit_per="phase"),
     note="After an event, the least valuable card of the hand is discarded to draw one.")
card("05011", "Moon Brothers",
     missing=(helps("put into play from hand, attacking, during a challenge with an attacking "
                    "Clansman (kneeling the faction card)"),))
card("05012", "Red Keep Spy",
     inert=f"returns a character of printed cost 3 or lower to its owner's hand: {NO_OPPONENT} "
           "has none, and bouncing its own only hurts the player (Ambush (4) is a keyword, read "
           "as such).")
card("05013", "Alayaya",
     inert=f"moves gold from the losing opponent's gold pool; {NO_OPPONENT} has no gold.")
card("05014", "Ser Lancel Lannister",
     missing=(helps("+X STR (X: the STR of the only other [lannister] Lord or Lady the player "
                    "controls)"),))
card("05015", "Tommen Baratheon",
     missing=(hurts("while the player's hand is empty it gains no power from the unopposed "
                    "bonus (every challenge here is unopposed)"),))
card("05016", "Lannisport Guard", reaction(MARSHALED, draw(1), about="self"),
     note="Each player draws 1: the passive opponent draws nothing.")
card("05017", "Golden Tooth", action(gold(3), costs=(KNEEL_SELF,)),
     note=f"3 gold: {NO_OPPONENT} never holds a card in hand. Limited is a keyword.")
card("05018", "Mountains of the Moon",
     missing=(helps("a Clansman character entering play gains a challenge icon of the player's "
                    "choice for the phase"),))
card("05019", "Lannisport Treasury",
     missing=(helps("gold kept on it through taxation and moved back in the marshaling phase"),))
card("05020", "Shield of Lannisport",
     statics=(only(chars("Lord", "Lady", factions=("lannister",))),),
     missing=(helps("+1 income, and +2 STR and renown on its host while the player controls no "
                    "other Lord or Lady of printed cost 4 or higher"),))
card("05021", "Valyrian Steel Dagger",
     constant(strength(2, ATTACHED_CARD), when=(cond("in_challenge", "intrigue"),)),
     note="Stealth bypasses defenders, and the passive opponent never has one.")
card("05022", "A Lannister Always Pays His Debts",
     inert=f"needs an opponent who won a challenge against the player; {NO_OPPONENT} never "
           "attacks.")
card("05023", "Insidious Scheme",
     event_reaction(CONTEST_WON, draw(4), when=(challenge_is("intrigue"), BY_5)),
     note=f"4 cards: {NO_OPPONENT} never holds a card in hand. Played after the challenge is "
          "won (the claim does nothing here).")
card("05024", "Daring Rescue",
     missing=(helps("return a character the player controls to hand, then a Knight gains 1 "
                    "power"),))
card("05025", "Edric Storm",
     inert=f"takes a character's STR out of dominance: {NO_OPPONENT} has none, and taking one "
           "of the player's own only hurts it.")
card("05026", "Disputed Claim",
     missing=(helps("+2 STR and renown while the player has more faction power than the "
                    "opponent (any power at all here)"),))
card("05027", "Victarion Greyjoy",
     interrupt(WOULD_BE_KILLED, save(), about="self", costs=(Cost("discard_power", 2),)),
     note="Only the player's own effects kill here. Intimidate and renown are keywords.")
card("17102", "Victarion Greyjoy",
     action(stand(THIS), costs=(kneel_a(choose(locations("Warship"))),),
            phases=("challenges",), limit=2),
     action(keyword("renown", THIS, until=UNTIL_CONTEST),
            costs=(kneel_a(choose(locations("Warship"))),), when=(cond("attacking"),),
            phases=("challenges",), limit=0),
     note="The renown option of the second action is used in the action window inside a "
          "challenge Victarion attacks in; its other option, kneeling a location, has no "
          "target but the player's own locations.")
card("05028", "Old Wyk",
     missing=(helps("a Drowned God character of the dead pile attacks in a [power] challenge, "
                    "then goes back to hand (won by 5 STR) or to the bottom of the deck"),))
card("05029", "Trystane Martell",
     inert=f"keeps a character from defending after a lost challenge; {NEVER_DEFENDS}.")
card("05030", "You Murdered Her Children",
     inert="doubles the STR of the player's own character and kills it at the end of the "
           "phase: against a passive opponent STR decides no challenge, so the player only "
           "loses the character and never plays it.")
card("05031", "Sweet Donnel Hill",
     inert=f"acts while defending; {NEVER_DEFENDS}. 'No attachments except Weapon' only "
           "narrows where the player attaches.")
card("05032", "Bridge of Skulls",
     inert=f"makes an opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("05033", "Jeyne Westerling",
     action(stand(choose(chars("King", "Lord", factions=("stark",)), state="knelt")),
            costs=(KNEEL_SELF,)))
card("05034", "Last Hearth Scouts",
     missing=(hurts("each character entering play in the challenges phase kneels (the "
                    "player's own ambushed characters)"),))
card("05035", "Ser Barristan Selmy",
     inert=f"stands only when the player has fewer cards in hand than the losing opponent; "
           f"{NO_OPPONENT_CARDS}.")
card("05036", "Daenerys's Favor", pilot="never",
     inert="gives -1 STR to each other participating character: here only the player's own "
           "attackers, so the player never plays it.")
card("05037", "Alerie Tyrell",
     reaction(ENTERS_PLAY, search(chars(factions=("tyrell",), max_printed_cost=3), top=10),
              about="self"))
card("05038", '"A Rose of Gold"',
     event_action(game_op("look_top_keep_one", 3), phases=("challenges",)),
     note="The card kept is the most expensive of the three (non-events first).")
card("05039", "High Septon", inert=CANCEL)
card("05040", "Devout Freerider",
     missing=(hurts("no player gains gold in the challenges phase (the player's own gold "
                    "effects then)"),))
card("05041", "Wildling Bandit",
     inert=f"+2 STR when attacking an opponent with more gold; {NO_OPPONENT} has none.")
card("05042", "Ocean Road", statics=(NextCostReduction(cards(out_of_faction=True), 1, "kneel"),))
card("05043", "Appointed", constant(trait("Small Council", ATTACHED_CARD)),
     statics=(only(chars(unique=True)), bonus(icons=("intrigue",))))
card("05044", "The Council Consents",
     event_reaction(CONTEST_WON, stand(each(chars("Small Council"), state="knelt")),
                    when=(challenge_is("intrigue"), BY_5)))
card("05045", '"The Rains of Castamere"',
     missing=(helps("after an [intrigue] challenge won by 5 STR, kneel the faction card to "
                    "reveal one of the 5 Scheme plots (the plot deck of 12 is the validator's)"),))
card("05046", "Lions of the Rock",
     reaction(PHASE_BEGINS, gold(3), when=(CHALLENGES_BEGIN,), zone="plot"))
card("05047", "Unexpected Delay",
     missing=(hurts("the player returns one of its characters without attachments or power "
                    "to hand as the challenges phase begins"),))
card("05048", "Summoned to Court",
     missing=(helps("as the draw phase ends, the player may put a character of its hand "
                    "into play (the opponent reveals nothing, so it is always the lowest)"),))
card("05049", "Littlefinger's Meddling", constant(setting("event_discount", 2), zone="plot"))
card("17155", "Littlefinger's Meddling",
     missing=(helps("the first event each phase costs 2 less"),))
card("05050", "Gossip and Lies",
     missing=(helps("the attackers of the first [intrigue] challenge do not kneel"),))
card("05051", "Time of Plenty", statics=(draw_phase(1),),
     note="Each player draws 1 more: the passive opponent draws nothing.")
card("05052", "Early Frost", statics=(draw_phase(-1),),
     note="Each player draws 1 fewer: the passive opponent draws nothing.")
