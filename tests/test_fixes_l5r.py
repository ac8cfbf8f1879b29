"""Fix suggestions for L5R: one deck per violation code, built from real cards (the legal
Crane and Dragon decks of tests/test_l5r_decks.py broken in one rule, as in
tests/test_l5r_rules.py); every suggestion, applied, leaves a legal deck."""
from __future__ import annotations

import datetime as dt

import pytest
from fixes_support import assert_fixed, assert_no_fix, violation_codes, warning_codes
from test_l5r_decks import CRANE, CRANE_NO_ROLE, DRAGON, FINAL_DAY, deck, swap

from deckcheck.decklists.problems import ParseProblem


def _skirmish(pool) -> dict[str, int]:
    cards = {cid: min(n, 2) for cid, n in CRANE_NO_ROLE.items()
             if pool.cards[cid].side in ("dynasty", "conflict")}
    cards["doji-hotaru"] = 2
    return cards


CASES = {
    "L5R_STRONGHOLD_COUNT": lambda p: deck(swap(CRANE, ["shizuka-toshi"])),
    "L5R_ROLE_COUNT": lambda p: deck(swap(CRANE, add={"keeper-of-air": 1})),
    "L5R_DYNASTY_SIZE": lambda p: deck(swap(CRANE, ["asahina-artisan"])),
    "L5R_CONFLICT_SIZE": lambda p: deck(swap(CRANE, ["banzai"])),
    "L5R_DYNASTY_CLAN": lambda p: deck(swap(CRANE, ["asahina-artisan"], {"agasha-swordsmith": 3})),
    "L5R_CONFLICT_SPLASH_CLANS": lambda p: deck(swap(CRANE, ["seal-of-the-dragon"], {"magnificent-kimono": 2})),
    "L5R_CONFLICT_NOT_SPLASHABLE": lambda p: deck(swap(CRANE, ["seal-of-the-dragon"], {"way-of-the-dragon": 2})),
    "L5R_CONFLICT_INFLUENCE": lambda p: deck(swap(CRANE, ["keeper-of-air"])),
    "L5R_CLAN_ONLY": lambda p: deck(swap(DRAGON, ["grasp-of-earth"], {"isawa-tadaka-2": 2})),
    "L5R_SUPPORT_CLAN": lambda p: deck(swap(CRANE, ["keeper-of-air"], {"support-of-the-phoenix": 1})),
    "L5R_CONFLICT_CHARACTERS": lambda p: deck(swap(
        CRANE, ["banzai", "fine-katana", "ornate-fan"],
        {"doji-fumiki": 3, "menacing-iron-warrior": 3, "young-harrier": 3})),
    "L5R_COPIES": lambda p: deck(swap(CRANE, ["cautious-scout"], {"asahina-artisan": 1, "cautious-scout": 2})),
    "L5R_DECK_LIMIT": lambda p: deck(swap(CRANE, ["favorable-ground"], {"chisei-district": 2, "kakita-yoshi": 1})),
    "L5R_PROVINCE_COUNT": lambda p: deck(swap(CRANE, ["shameful-display"])),
    "L5R_PROVINCE_COPIES": lambda p: deck(swap(CRANE, ["the-art-of-peace", "meditations-on-the-tao"],
                                               {"tsuma": 2}), as_of=FINAL_DAY),
    "L5R_PROVINCE_CLAN": lambda p: deck(swap(CRANE, ["the-art-of-peace"], {"sacred-sanctuary": 1})),
    "L5R_PROVINCE_ELEMENTS": lambda p: deck(swap(CRANE, ["ancestral-lands"], {"night-raid": 1})),
    "L5R_ROLE_ONLY": lambda p: deck(swap(DRAGON, ["court-games"], {"defend-your-honor": 2})),
    "L5R_ROLE_AVAILABILITY": lambda p: deck(swap(CRANE, ["keeper-of-air"], {"keeper-of-fire": 1})),
    "L5R_NOT_DECK_CARD": lambda p: deck(swap(CRANE, add={"upholding-bushido": 1}), as_of=FINAL_DAY),
    "L5R_FORMAT_ONLY": lambda p: deck(swap(CRANE, ["the-art-of-peace"], {"overlooked-virtues": 1})),
    "L5R_CARD_POOL": lambda p: deck(CRANE_NO_ROLE, fmt="single-core"),
    "L5R_CLAN_UNDECLARED": lambda p: deck(swap(_skirmish(p), ["doji-hotaru"], {"agasha-swordsmith": 2}),
                                          fmt="skirmish", as_of=FINAL_DAY),
    "L5R_RESTRICTED_LIST": lambda p: deck(swap(CRANE, ["asahina-artisan", "political-rival"],
                                               {"guest-of-honor": 3, "steward-of-law": 2})),
    "L5R_BANNED": lambda p: deck(swap(CRANE, ["for-shame"], {"for-shame": 1, "charge": 1}), as_of=FINAL_DAY),
    "L5R_UNRELEASED": lambda p: deck(swap(CRANE, ["asahina-artisan"], {"kakita-ryoku": 3}),
                                     as_of=dt.date(2019, 3, 1)),
}
#: codes that can have no automatic fix, and why (tested below)
NO_FIX = {
    "L5R_UNKNOWN_CARD": "unknown",     # no card has the id: which card was meant is not known
    "L5R_UNREAD_LINE": "unread",       # the line was not read: which card was meant is not known
}


@pytest.mark.parametrize("code", violation_codes("l5r"))
def test_every_code_has_a_fixed_test_deck(l5r_pool, code):
    if code in NO_FIX:
        pytest.skip("no automatic fix: see test_codes_without_a_fix")
    assert code in CASES, f"{code}: no test deck for its fix suggestions"
    assert_fixed(l5r_pool, CASES[code](l5r_pool), code)


def test_no_warnings_to_fix():
    assert warning_codes("l5r") == []


def test_codes_without_a_fix(l5r_pool):
    assert_no_fix(l5r_pool, deck(swap(CRANE, add={"no-such-card": 1})), "L5R_UNKNOWN_CARD", "unknown")
    line = ParseProblem("UNKNOWN_NAME", {"name": "Doji Whisperer Junior"}, 4, "3 Doji Whisperer Junior")
    assert_no_fix(l5r_pool, deck(CRANE), "L5R_UNREAD_LINE", "unread", unread=[line])
