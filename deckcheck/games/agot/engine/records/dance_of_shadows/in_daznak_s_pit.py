"""Records of the cards first printed in In Daznak's Pit (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    Cost, ENTERS_PLAY, MARSHALED, action, bonus, card, cards, chars, choose,
    cond, draw, game_op, helps, income, initiative, locations, only, reaction, search,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT,
)


_MORMONT = cards("House Mormont")

card("11078", "Poisoned Coin",
     inert=f"poisons a character of the losing opponent; {NO_OPPONENT} has none.")
card("11079", "The Free Folk",
     inert="its deck-building rule is the validator's, and applying another claim takes nothing "
           "from the passive opponent.")
card("11080", "Winter Reserves",
     missing=(helps("from the used pile, +1 gold and reserve on the player's Winter plots"),))
card("11081", "Bear Island Scout",
     reaction(MARSHALED, search(_MORMONT), about="self",
              when=(cond("controls", (chars(exclude_faction="stark"), 1), negate=True),
                    cond("deck_has", _MORMONT))),
     note="Every character in play must be [stark] (neutral ones are not); the search takes "
          "the first House Mormont card from the top.")
card("17124", "Bear Island Scout",
     reaction(MARSHALED, search(cards("House Mormont"), top=10), about="self",
              when=(cond("controls_only", chars(factions=("stark",))),)))
card("11082", "Skagos",
     missing=(helps("Action: kneel it and sacrifice a standing [stark] card to put a copy of "
                    "that card from the deck into play (standing again, its enter-play "
                    "abilities again)"),),
     note="Shadow is a keyword.")
card("17125", "Skagos",
     missing=(helps("Action: kneel and return Skagos to shadows and sacrifice a standing "
                    "[stark] card to put a copy of it from the deck into play knelt"),),
     note="Shadow (1) is read as a keyword.")
card("11083", "Brightwater Host",
     missing=(helps("after a won challenge, return a card of shadows for 2 power on a unique "
                    "[tyrell] character"),))
card("11084", "The Might of the Reach",
     missing=(helps("+10 STR to a participant (for 'won by 5' effects)"),))
card("11085", "Three-Finger Hobb",
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 1),)),
     note="His attachment restriction is a keyword.")
card("17119", "Three-Finger Hobb",
     reaction("reserve_checked", draw(1),
              when=(cond("reserve_margin", 1), cond("reserve_margin", 5, negate=True))),
     reaction("reserve_checked", draw(2), when=(cond("reserve_margin", 5),)),
     note="His attachment restriction is a keyword.")
card("11086", "Hardhome",
     inert=f"makes an opponent sacrifice a character; {NO_OPPONENT} has none (Shadow (2) is a "
           "keyword).")
card("11087", "Storm's End Maester",
     missing=(helps("kneel him to draw 1 while the player has more faction power (any here)"),))
card("11088", "Glamor", statics=(only(chars()), bonus(strength=2)),
     missing=(helps("kill its host to return a character killed this phase"),),
     note="Shadow (2) and Terminal are keywords.")
card("11089", "Painted Dogs",
     action(game_op("stand_for_challenge",
                    target=choose(chars("Clansman", names=("Tyrion Lannister",)), state="other")),
            costs=(Cost("return_self"),), phases=("challenges",), limit=0),
     note="Used in the challenges phase for a character that can then make a challenge still "
          "open (otherwise it would only send him back to hand). Ambush is a keyword.")
card("11090", "Walk of Atonement",
     missing=(helps("power of a character traded for cards"),))
card("11091", "Iron Victory's Crew", reaction(ENTERS_PLAY, search(locations("Warship")), about="self"),
     missing=(helps("Iron Victory found this way is put into play instead of into hand"),))
card("11092", "Refurbished Hulk", statics=(income(1), initiative(1)))
card("11094", "In Daznak's Pit",
     missing=(helps("each character stands and a second challenges phase follows"),))
card("11095", "Maester Myles",
     inert=f"takes a challenge icon from a character; {NO_OPPONENT} has none.")
card("11096", "He Calls It Thinking", inert=CANCEL)
