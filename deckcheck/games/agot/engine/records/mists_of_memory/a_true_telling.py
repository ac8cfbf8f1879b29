"""Records of the cards first printed in A True Telling (Mists of Memory cycle). Tests in
tests/test_agot_records_mists_of_memory.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    card, chars,
    cond, constant, each, helps, strength,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT


card("25001", "Beric Dondarrion",
     inert=f"locks a character of the losing opponent; {NO_OPPONENT} has none (Renown is a "
           "keyword).")
card("25002", "Lady Marya",
     inert=f"takes cards from the losing opponent's deck to play them; {NO_OPPONENT} has none.")
card("25003", "Victarion Greyjoy",
     missing=(helps("kneel a R'hllor or Drowned God character as a phase begins for insight or "
                    "renown"),))
card("25004", "Cast Me Forth",
     missing=(helps("Drowned God characters gain ambush (cost) in hand and dead pile"),))
card("25005", "Myrcella Baratheon",
     missing=(helps("after a won challenge, back to hand for an additional [intrigue] challenge"),))
card("25006", "Castamere",
     inert=f"Applies [military] claim as well; claim takes nothing from {NO_OPPONENT}.")
card("25007", "Scheming Snake",
     inert="takes a participant's STR out: only the player's own participate (Shadow (2) is a "
           "keyword).")
card("25008", "A Bed of Scorpions",
     inert="kills a participant after an [intrigue] challenge: only the player's own participate.")
card("25009", "Gared",
     inert=f"kneels each opponent's faction card; {NO_OPPONENT} has nothing to kneel.")
card("25010", "Sentinel Stand",
     constant(strength(2, each(chars(), state="few_icons")), when=(cond("source_standing"),)))
