"""Records of the cards first printed in Streets of King's Landing (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, Cost, ENTERS_PLAY, KNEEL_SELF, THIS, action, bonus, card, chars, choose,
    cond, draw, helps, hurts, income, only, put_into_play,
    reaction, stand,
)
from deckcheck.games.agot.engine.records.words import (
    DISCARD_FROM_HAND, NO_OPPONENT,
)
from deckcheck.games.agot.engine.records.dance_of_shadows.shared import (
    NEVER_DEFENDS,
)


card("11040", "The Bloody Flux",
     missing=(hurts("no character can be saved (the player's own saves)"),))
card("11041", "Umber Loyalist", reaction(ENTERS_PLAY, draw(2), about="self"),
     missing=(hurts("as it leaves play, the player discards 2 cards from hand"),))
card("11042", "White Harbor",
     missing=(helps("after a won challenge, 1 of the top 2 cards to hand"),))
card("11043", "Lazy Leo",
     missing=(helps("out of shadows, events of the discard pile shuffle back into the deck"),))
card("11044", "Growing Ambition",
     missing=(helps("pay X to search the deck for X different cards, discard them, then take "
                    "back X cards of the discard pile chosen by an opponent (also from "
                    "shadows for X)"),))
card("11045", "Naive Scout",
     inert=f"cannot defend while a card is in shadows; {NEVER_DEFENDS}.")
card("11046", "Miner's Pick",
     statics=(only(chars("Builder", "Steward")), bonus(strength=1), income(1)))
card("11047", "Valyrian's Crew",
     inert=f"takes cards from the losing opponent's deck; {NO_OPPONENT} has none (Stealth is a "
           "keyword).")
card("11048", "Blackwater Bay",
     inert=f"draws for an opponent's kneeling characters; {NO_OPPONENT} has none.")
card("11049", "Catspaw",
     inert=f"returns a character to hand; {NO_OPPONENT} has none, and the player's own only hurts "
           "(Shadow (2) is a keyword).")
card("11050", "Gold Mine", action(draw(1), costs=(KNEEL_SELF, DISCARD_FROM_HAND)),
     statics=(income(1),),
     note="The pilot discards its least valuable card (lowest printed cost) to draw one.")
card("11051", "Drowned God Fanatic",
     missing=(helps("Action: kill a character to put him into play from the dead pile (once "
                    "per round), e.g. to trigger Drowned Disciple"),),
     note="Cancelling an opponent's triggered ability is inert.")
card("17106", "Drowned God Fanatic",
     action(put_into_play(THIS), costs=(Cost("kill", 0, choose(chars(factions=("greyjoy",)))),),
            zone="dead", limit=1, pilot="never"),
     note="Killing a [greyjoy] character to bring it back from the dead pile is offered to a "
          "person, never used by the greedy pilot. Its cancel interrupt has nothing to cancel "
          "against the passive opponent.")
card("11052", "Dragonbinder",
     missing=(helps("after winning dominance, kill its host to put a [greyjoy] character of the "
                    "top 10 into play"),),
     note="Intimidate acts on nothing here.")
card("11053", "Hired Assassin",
     inert=f"looks at a card in shadows to kill it; {NO_OPPONENT} has none (Shadow (2) is a "
           "keyword).")
card("11054", "Queensguard",
     action(stand(ATTACHED_CARD), costs=(DISCARD_FROM_HAND,),
            when=(cond("can_attack_again", "attached"),), limit=3),
     statics=(only(chars(exclude_traits=frozenset({"lady"}))),),
     note="Offered only when standing the character lets it make a challenge still open - the "
          "one use against the passive opponent. Discards the least valuable card in hand. "
          "Shadow (2) is read as a keyword.")
card("17173", "Queensguard",
     missing=(helps("discard a [targaryen] card to stand its host (twice per round)"),),
     note="Shadow (2) is a keyword.")
