"""The records of deckcheck/games/l5r/engine/records/draft_pack.py, one test each from the
printed text."""
from __future__ import annotations

from l5r_record_checks import pack_checks

INERT = ["empty-pockets", "enticing-wares", "fruitful-crossroads", "noteworthy-deeds",
         "overlooked-virtues", "allied-with-the-crab", "allied-with-the-crane",
         "allied-with-the-dragon", "allied-with-the-lion", "allied-with-the-phoenix",
         "allied-with-the-scorpion", "allied-with-the-unicorn", "allies-of-convenience"]
MISSING = {"closed-shell-castle": "helps"}

(test_every_card_of_the_pack_has_a_record, test_inert_records_say_why,
 test_records_say_what_they_leave_out) = pack_checks("Draft Pack", 14, INERT, MISSING)
