"""Records of the cards first printed in Kingsmoot (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    card, event_action, gold,
    helps, hurts,
)


card("08039", "The House With the Red Door",
     missing=(helps("a unique location of printed cost 3 or lower from the deck is in play from "
                    "setup"), hurts("at most 4 gold spent in setup")))
card("08040", "Sailing the Summer Sea",
     missing=(helps("an additional [power] challenge"), hurts("no [military] or [intrigue] challenge")))
card("08041", "Ramsay Snow",
     missing=(hurts("as he enters play, the player sacrifices a character"),))
card("08042", "The Dreadfort",
     missing=(helps("kneel it after a sacrifice to stand a House Bolton or non-[stark] character"),))
card("08043", "Ser Hyle Hunt",
     missing=(helps("1 gold: stand a weaker participant and remove it from the challenge"),))
card("08044", "The Bounty of Highgarden", event_action(gold(5)),
     note="Limited: no other Limited card may be marshaled or played that round.")
