"""Records of the cards first printed in The Fall of Astapor (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    card, helps,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)


card("06041", "Roaming Wolfpack",
     missing=(helps("+2 STR to each attacking Direwolf while it attacks"),),
     note="Intimidate and 'No attachments' are keywords.")
card("06042", "The North Remembers",
     inert="makes each player sacrifice a character or location: only the player has one, so it "
           "never plays it.")
card("06043", "Elinor Tyrell",
     missing=(helps("1 more limited card may be marshaled or played each round"),))
card("06044", "Silver Hair Net",
     missing=(helps("events cost 1 less while its Lady participates"),))
card("06045", "Recruiter for the Watch",
     inert=f"Takes control of an opponent's character; {NO_OPPONENT} has none.")
