"""The records of deckcheck/games/l5r/engine/records/draft_pack.py, one test each from the
printed text."""
from __future__ import annotations

import pytest

from l5r_record_checks import assert_inert, assert_missing, assert_named

INERT = ["empty-pockets", "enticing-wares", "fruitful-crossroads", "noteworthy-deeds",
         "overlooked-virtues", "allied-with-the-crab", "allied-with-the-crane",
         "allied-with-the-dragon", "allied-with-the-lion", "allied-with-the-phoenix",
         "allied-with-the-scorpion", "allied-with-the-unicorn", "allies-of-convenience"]


def test_every_card_of_the_pack_has_a_record(l5r_pool):
    codes = [c.id for c in l5r_pool.cards.values()
             if c.packs and l5r_pool.pack_name(c.packs[0]) == "Draft Pack"]
    assert len(codes) == 14
    assert_named(l5r_pool, codes)


@pytest.mark.parametrize("code", INERT)
def test_inert_records_say_why(code):
    assert_inert(code)


def test_closed_shell_castle_says_its_ready_is_not_played():
    assert_missing("closed-shell-castle", "helps")
