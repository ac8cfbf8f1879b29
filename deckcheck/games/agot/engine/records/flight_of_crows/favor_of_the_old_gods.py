"""Records of the cards first printed in Favor of the Old Gods (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACHMENT, CHARACTER, ENTERS_PLAY, LOCATION, cannot,
    card, cards, chars, cond, constant, each, gold,
    helps, hurts, icon, only, reaction, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    LOYAL, NO_OPPONENT, NO_OPPONENT_CARDS,
)


NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"

card("08045", "Haunted Forest Scout",
     constant(cannot("kneel_to_attack"), when=(cond("controls", (chars("Ranger"), 3)),)),
     note="It cannot defend, and the player never does.")
card("08046", "Mole's Town",
     inert="keeps a character from attacking: only the player's own, so it never uses it (Bestow "
           "(4) is a keyword).")
card("08047", "Lyseni Pirate",
     inert=f"takes gold from the losing opponent; {NO_OPPONENT} has none, and stealth bypasses no "
           "one.")
card("08048", "Laughing Lord",
     inert=f"gives intimidate, which kneels a defender; {NO_OPPONENT} has none.")
card("08049", "Raff the Sweetling",
     inert=f"reacts to pillage discarding a character from the opponent's deck; {NO_OPPONENT} has "
           "none (Pillage is a keyword).")
card("08050", "Sparring in Secret",
     missing=(helps("kneel a Knight to stand another Knight"),))
card("08052", "Kingsmoot",
     missing=(helps("after winning dominance, a unique [greyjoy] character gains 1 power per "
                    "unique [greyjoy] character"),))
card("08053", "Jhiqui",
     missing=(helps("discard a card after a won challenge: a participating Lord or Lady gains 1 "
                    "power"),))
card("08054", "The Skahazadhan",
     missing=(helps("kneel it and discard a card after revealing a plot for 2 gold (3 under "
                    "Summer)"),))
card("08055", "Darkstar",
     inert=f"reacts to bypassing by stealth; {NO_OPPONENT} has no character (Stealth is a "
           "keyword).")
card("08056", "Sand Steed",
     missing=(helps("1 power on its host after a Summer plot enters the used pile"),))
card("08057", "Tom of Sevenstreams",
     missing=(helps("stand a non-loyal character after a Song event"),))
card("08058", "Lem Lemoncloak",
     constant(strength(2), icon("power"), when=(cond("controls", (LOYAL, 1), negate=True),)))
card("08059", "Forgotten By History",
     inert=f"shuffles away a character by its controller's power; {NO_OPPONENT} has none.")
card("08060", "The Withering Cold",
     missing=(hurts("no standing phase this round (the player's characters stay knelt)"),))
card("08061", "Nymeria",
     missing=(helps("kneel her and other Direwolves to have them join a challenge"),),
     note="Intimidate and 'No attachments' are keywords.")
card("08062", "Favor of the Old Gods",
     missing=(helps("kneel it to stand its host while all the player's cards are [stark]"),))
card("08063", "Hightower Spy",
     missing=(helps("+X STR for the phase (X: printed cost of the revealed top card)"),),
     note="Ambush (3) is a keyword.")
card("08064", "Blessed by the Maiden", constant(trait("The Seven", ATTACHED_CARD)),
     statics=(only(chars()),),
     note="'No attachments except Blessing' only narrows where the player attaches.")
card("08065", "Garrison on the Wall",
     inert=f"stands after defending; {NEVER_DEFENDS}.")
card("08066", "Obsidian Arrows",
     inert=f"lowers a defender's STR; {NO_OPPONENT} never defends (Bestow (4) is a keyword).")
card("08067", "Selyse Baratheon",
     missing=(hurts("after she is marshaled, the faction card and every non-Lady character kneel"),))
card("08068", "Dragonstone Castle",
     inert=f"keeps a character from standing; {NO_OPPONENT} has none.")
card("08069", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), about="mine",
              when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1, limit_per="phase"),
     note="Renown is read as a keyword.")
card("17165", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1),
     note="Renown is a keyword.")
card("08070", "Sweet Cersei",
     missing=(helps("gold on it spends in the challenges phase; 1 more after each [intrigue] "
                    "challenge won"),))
card("08071", "Coastal Reaver",
     inert=f"makes an opponent put a card of its hand on its deck; {NO_OPPONENT_CARDS}.")
card("08072", "Support of Harlaw",
     missing=(helps("kneel a Warship: its host gains renown (or pillage, stealth) for the phase"),))
card("08073", "Wise Master",
     missing=(helps("discard 1 of its gold to return an out-of-faction attachment or event from "
                    "the discard pile"),))
card("08074", "Yunkai",
     inert="removes weak characters from the challenge: only the player's own participate (Bestow "
           "(4) is a keyword).")
card("08075", "Planky Town Trader",
     missing=(helps("as it leaves play, a non-[martell] character from hand comes into play"),))
card("08076", "Shandystone",
     inert=f"acts after a challenge lost while defending; {NEVER_DEFENDS}.")
card("08077", "Warrior's Sons",
     inert=f"takes power when an opponent plays an event; {NO_OPPONENT} plays none.")
card("08078", "Seized by the Guard", pilot="never",
     inert=f"blanks a location: meant for an opponent's, and {NO_OPPONENT} has none (Bestow "
           "(4) is a keyword).")
card("08079", "Greensight",
     missing=(helps("the player may discard its revealed top card as the draw phase begins"),))
card("08080", "The King in the North",
     constant(cannot("trigger", each(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT)))),
              when=(cond("controls", (chars("King"), 1), negate=True),), zone="plot"),
     note="Without a King character (printed trait) the player's characters, locations and "
          "attachments cannot trigger their abilities (actions, reactions, interrupts, forced "
          "ones) nor kneel for their cost reductions; constant abilities and events work. "
          "(A 'draw N' written as a static, DrawCards, would not be stopped: only plots use "
          "one.)")
card("17159", "The King in the North",
     missing=(hurts("no abilities of characters, locations and attachments without the King or "
                    "Queen trait"),))
