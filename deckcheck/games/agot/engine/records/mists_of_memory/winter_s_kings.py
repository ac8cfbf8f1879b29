"""Records of the cards first printed in Winter's Kings (Mists of Memory cycle). Tests in
tests/test_agot_records_mists_of_memory.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    KNEEL_FACTION, card, draw, event_action, helps, hurts, income,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS


card("25102", "Deepwood Motte",
     inert=f"kneels a location after a Winter plot; {NO_OPPONENT} has none, and the player's own "
           "only hurt.")
card("25103", "Maester Joseran",
     inert="puts the top card of each deck under its agenda: the player never wants its own there.")
card("25104", "Winterfell",
     inert=f"takes a character of the losing opponent; {NO_OPPONENT} has none (-2 Initiative "
           "changes nothing).")
card("25105", "Tywin's Whisperer",
     inert=f"comes into play after a character returns to an opponent's hand; {NO_OPPONENT} has "
           "none.")
card("25106", "A Lannister's Honor",
     inert=f"The losing opponent kills one of its characters; {NO_OPPONENT} has none.")
card("25107", "Tyene Sand",
     inert=f"acts after losing dominance; {NO_OPPONENT} never wins it (Stealth is a keyword).")
card("25108", "The Dornish Wars",
     inert=f"takes icons from the losing opponent's characters; {NO_OPPONENT} has none (the "
           "plot's numbers are read as printed).")
card("25109", "Desperate Deserter",
     missing=(hurts("-1 Income while the player controls it (it goes to the opponent after a card "
                    "comes out of shadows)"),),
     note="Shadow (0) is a keyword.")
card("25110", "Weirwood Grove",
     inert=f"copies an opponent's plot; {NO_OPPONENT} reveals none.")
card("25111", "Roose Bolton",
     inert="kills each participating loyal character: only the player's own, so it never uses it "
           "(Intimidate and Shadow (5) are keywords).")
card("25112", "Bran the Breaker",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("25113", "Aegon Targaryen",
     missing=(helps("stands after a non-loyal [targaryen] character enters play in the challenges "
                    "phase"),),
     note="Renown and Shadow (6) are keywords.")
card("25114", "Grey Worm's Spear",
     missing=(helps("a [power] icon and intimidate for Grey Worm"),),
     note="Its -1 STR to defenders acts on no one here.")
card("25115", "Blackwater Forces",
     missing=(helps("+2 STR to a participant when it stands during a challenge"),))
card("25116", "Garth Greenhand", statics=(income(1),),
     missing=(helps("+1 STR to each unique participating [tyrell] character"),))
card("25117", "Septa Unella",
     missing=(hurts("while she participates, the player's other non-The Seven characters with "
                    "power are blanked"),))
card("25118", '"A Thousand Eyes, and One"', event_action(draw(1), costs=(KNEEL_FACTION,)),
     note=f"The look at an opponent's hand or shadows shows nothing: {NO_OPPONENT_CARDS}.")
card("25119", "Burning the Books",
     inert=f"makes each opponent discard an attachment; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
