"""The records of deckcheck/games/l5r/engine/records/draft_pack.py, one test each from the
printed text."""
from __future__ import annotations

from l5r_record_checks import record_tests

INERT = ["empty-pockets", "enticing-wares", "fruitful-crossroads", "noteworthy-deeds",
         "overlooked-virtues", "allied-with-the-crab", "allied-with-the-crane",
         "allied-with-the-dragon", "allied-with-the-lion", "allied-with-the-phoenix",
         "allied-with-the-scorpion", "allied-with-the-unicorn", "allies-of-convenience"]
MISSING = {"closed-shell-castle": "helps"}

globals().update(record_tests(packs=["Draft Pack"], size=14, inert=INERT,
                             missing=MISSING))
