"""Records of the cards first printed in Pit of Snakes (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    bonus,
    card, chars, helps, hurts, only,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)


card("13041", "Eddard Stark",
     inert=f"kills a character; {NO_OPPONENT} has none (Renown is a keyword).")
card("13042", "Malleon's Tome", statics=(only(chars()), bonus(icons=("intrigue",))),
     missing=(helps("after a won challenge, stand its host if it is Eddard Stark or a Maester"),),
     note="Shadow (1) is a keyword.")
card("13043", "Maester Gormon",
     missing=(helps("a non-[tyrell] top card of the deck may be marshaled or played once per phase"),))
card("13044", "Unexpected Guile",
     statics=(only(chars(shadow=True)), bonus(strength=2, keywords=("insight",))),
     missing=(hurts("Forced Interrupt: when a challenge its character takes part in ends, "
                    "both return to shadows (and must be brought out again)"),),
     note="'You control' is the only possibility here. Shadow is a keyword.")
card("17139", "Unexpected Guile",
     missing=(helps("+2 STR, and its host goes back to shadows after a won challenge"),))
