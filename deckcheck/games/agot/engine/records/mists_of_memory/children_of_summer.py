"""Records of the cards first printed in Children of Summer (Mists of Memory cycle). Tests in
tests/test_agot_records_mists_of_memory.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    PHASE_ENDS, bonus, card, chars,
    cond, helps, hurts, interrupt, only, phase_is, power,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT


card("25011", "Karstark Lancer",
     missing=(helps("when killed or sacrificed, a location of the player gains 1 power"),))
card("25012", "Lonely Hills",
     missing=(hurts("the player counts one plot fewer in its used pile (for cards wanting 3 or "
                    "more)"), helps("(for cards wanting fewer than 3)"),))
card("25013", "Free Brothers",
     missing=(helps("an Ally of printed cost 3 or lower from the deck to the discard pile (for "
                    "cards that use it)"),))
card("25014", "Dance of the Dragons",
     inert=f"replaces claim with the losing opponent's power; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("25015", "Red-Apple Knight",
     missing=(helps("+X STR with exactly 1 unique [tyrell] Knight (X: its STR)"),))
card("25016", "Highgarden Treasury",
     missing=(helps("1 gold after a character is removed from a challenge"),))
card("25017", "Bloodraven",
     inert=f"looks at an opponent's chosen plot; {NO_OPPONENT} chooses none (Insight is a "
           "keyword).")
card("25018", "Calm as Still Water",
     missing=(helps("saves a cheap character from being killed, returning it to hand"),))
card("25019", "At the Tower of Joy",
     missing=(helps("a character cannot be killed while it is revealed"),))
card("25020", "Open Revolt",
     interrupt(PHASE_ENDS, power(2),
               when=(phase_is("challenges"), cond("challenge_lost", "intrigue", negate=True)),
               zone="plot"),
     missing=(helps("4 power instead with 3 or more Scheme plots removed from the game"),))
card("25021", "Acolyte of the Shadow",
     inert=f"gains insight by an opponent's shadows; {NO_OPPONENT} has none.")
card("25022", "King Robert's Legacy",
     inert=f"takes a kneeling defender; {NO_OPPONENT} never defends.")
card("25023", "Ralf Kenning",
     inert=f"Lowers the income and reserve of an opponent's plot; {NO_OPPONENT} reveals none. "
           "(Pillage is a keyword.)")
card("25024", "Old Captain",
     missing=(helps("pillage and renown while standing (an attacker that does not kneel)"),))
card("25025", "Tywin Lannister",
     missing=(helps("after a won challenge, 1 power per 3 gold in the gold pool"),),
     note="Intimidate is a keyword.")
card("25026", "Boots",
     statics=(only(chars(unique=True, max_printed_cost=3)), bonus(keywords=("renown",))),
     note="Ambush is a keyword.")
