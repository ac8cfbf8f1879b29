"""Records of the cards first printed in Long May He Reign (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, ENTERS_PLAY, KNEEL_SELF,
    POWER_GAINED, THIS, action, attachments, bonus,
    cannot, card, challenge_is, chars, choose, cond, constant, discard, draw, each, gold, helps, hurts, locations, one_of, only, pay_gold,
    power, put_into_play, reaction, stand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.records.kings_landing.shared import (
    NEVER_DEFENDS,
)


card("13100", "King's Landing Riot",
     missing=(hurts("with 3 or more City plots used, every character is discarded as the "
                    "challenges phase ends"),))
card("13101", "Arya Stark",
     inert=f"marks characters the player does not control; {NO_OPPONENT} has none (Shadow (4) and "
           "Stealth are keywords).")
card("13102", "Blood of the First Men",
     missing=(helps("kneel its host to have it join a challenge with a participating [stark] "
                    "character"),))
card("13103", "The Queen's Retinue",
     action(put_into_play(THIS), when=(cond("shadow_ready"),), zone="shadows", limit=0),
     note=f"Each opponent draws 2 cards: nothing for {NO_OPPONENT}. Only a card placed in "
          "shadows in an earlier round comes out (the greedy pilot places none there).")
card("17137", "The Queen's Retinue",
     missing=(helps("put into play from shadows for free (the opponent may draw)"),),
     note="Shadow (4) is a keyword.")
card("13104", "Huntress",
     missing=(helps("+1 STR (+3 for the phase when knelt) to cheap [tyrell] characters"),))
card("13105", "Recruit from the Dungeons",
     inert=f"joins a challenge the player defends; {NO_OPPONENT} never attacks (Shadow (2) is a "
           "keyword).")
card("13106", "Rimegate",
     missing=(helps("kneel it to save another location from being discarded"),))
card("13107", "Robert Baratheon", reaction(POWER_GAINED, power(1), about="self", limit=2),
     note="Renown is a keyword.")
card("13108", "Long May He Reign", constant(cannot("be_killed", ATTACHED_CARD)),
     statics=(only(chars("King")),),
     note=f"It is sacrificed after a [power] challenge lost while defending; {NEVER_DEFENDS}.")
card("13109", "The Bastard of Driftmark",
     reaction(CONTEST_WON, stand(choose(locations(), state="knelt")),
              when=(challenge_is("intrigue"), cond("source_participating"))))
card("13110", "Alchemists' Guildhall",
     inert=CANCEL)
card("13111", "Blackwater Raiders",
     inert=f"takes a location from an opponent's discard pile; {NO_OPPONENT_CARDS} (Shadow (3) is "
           "a keyword).")
card("13112", "Fishmonger's Square",
     inert=f"needs 10 cards in an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("13114", "Mercenary Contract",
     reaction(CONTEST_WON, stand(ATTACHED_CARD), costs=(pay_gold(1), KNEEL_SELF),
              when=(cond("host_participating"),)),
     statics=(only(chars()),),
     missing=(helps("the attached character gains the Mercenary trait (traits are printed "
                    "ones in the engine)"),))
card("13115", "Friends at Court",
     missing=(helps("out of shadows, 2 gold returns a card of shadows to hand"),))
card("13116", "Poisoned Dagger", statics=(only(chars()), bonus(strength=2)),
     note=f"Its kill is the losing opponent's; {NO_OPPONENT} has none. Shadow (2) is a keyword.")
card("13118", "Valyrian Steel",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     reaction(ENTERS_PLAY, gold(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     missing=(helps("Action: kneel the faction card and pay X to put an attachment with "
                    "printed cost X into play from hand (outside the marshaling phase)"),),
     note="Either a card or 1 gold per attachment entering play (3 times per round); the "
          "pilot takes the card. The deck size and one copy per attachment are deck-building "
          "rules.")
card("17152", "Valyrian Steel",
     missing=(helps("attachments put into play from hand for their cost; a card or a gold after "
                    "each enters play"),),
     note="Its deck-building rules are the validator's.")
card("13119", "City of Wealth",
     missing=(helps("+1 gold, initiative and reserve per City plot in the used pile"),))
card("13120", "Expose Duplicity", when_revealed(discard(each(None, zone="shadows"))),
     note="The player's own cards in shadows are discarded (the opponent has none).")
