"""Fix suggestions for Warhammer: Invasion: one deck per violation code, built from real
cards (the legal base decks of tests/test_whi_rules.py broken in one rule); every
suggestion, applied, leaves a legal deck."""
from __future__ import annotations

import pytest
from fixes_support import assert_fixed, assert_no_fix, violation_codes, warning_codes
from test_whi_rules import (
    BRIDE_OF_KHAINE,
    CUT_SUPPLY_LINES,
    DAEMONIC_OFFERING,
    IDDEN_BOY,
    MINING_TUNNELS,
    VISIT_THE_HAUNTED_CITY,
    WARPSTONE_EXCAVATION,
    base_cards,
    deck,
)

from deckcheck.decklists.problems import ParseProblem


def _size(pool):
    cards = base_cards(pool, "chaos")
    cards[next(iter(cards))] = 1
    return deck(cards, capital="chaos")


def _copies(pool):
    cards = base_cards(pool, "orc")
    cards[next(iter(cards))] = 5
    return deck(cards, capital="orc")


def _order_destruction(pool):
    cards = base_cards(pool, "dwarf")
    cards.update(base_cards(pool, "orc", titles=1))
    return deck(cards, capital="dwarf")


def _race_only(pool):
    cards = base_cards(pool, "orc")
    cards[BRIDE_OF_KHAINE] = 3
    return deck(cards, capital="orc")


def _non_race_only(pool):
    cards = base_cards(pool, "chaos")
    cards[DAEMONIC_OFFERING] = 3
    return deck(cards, capital="chaos")


def _race_only_conflict(pool):
    cards = base_cards(pool, "orc")
    cards.update({IDDEN_BOY: 3, BRIDE_OF_KHAINE: 3})
    return deck(cards)


def _capital_unknown(pool):
    return deck(base_cards(pool, "dwarf"), capital="elves")


def _capital_race(pool):
    return deck(base_cards(pool, "dwarf"), capital="empire")


def _not_deck_card(pool):
    cards = base_cards(pool, "empire")
    cards[CUT_SUPPLY_LINES] = 1
    return deck(cards, capital="empire")


def _restricted(pool):
    cards = base_cards(pool, "dwarf")
    cards.update({WARPSTONE_EXCAVATION: 1, MINING_TUNNELS: 2})
    return deck(cards, capital="dwarf")


def _banned(pool):
    cards = base_cards(pool, "empire")
    cards[VISIT_THE_HAUNTED_CITY] = 1
    return deck(cards, capital="empire")


def _unreleased(pool):
    cards = base_cards(pool, "dark_elf")
    day = max(pool.cards[i].released for i in cards)      # every base card is out by then
    late = next(c for c in sorted(pool.cards.values(), key=lambda c: (c.released or day, c.id))
                if c.faction == "dark_elf" and c.released and c.released > day and c.deck_card
                and c.text and not c.race_only and not c.non_race_only)
    cards[late.id] = 1
    return deck(cards, capital="dark_elf", as_of=day)


CASES = {
    "WHI_DECK_SIZE": _size,
    "WHI_COPIES": _copies,
    "WHI_ORDER_DESTRUCTION": _order_destruction,
    "WHI_RACE_ONLY": _race_only,
    "WHI_NON_RACE_ONLY": _non_race_only,
    "WHI_RACE_ONLY_CONFLICT": _race_only_conflict,
    "WHI_CAPITAL_UNKNOWN": _capital_unknown,
    "WHI_CAPITAL_RACE": _capital_race,
    "WHI_NOT_DECK_CARD": _not_deck_card,
    "WHI_RESTRICTED_LIST": _restricted,
    "WHI_BANNED": _banned,
    "WHI_UNRELEASED": _unreleased,
}
#: codes that can have no automatic fix, and why (tested below)
NO_FIX = {
    "WHI_UNKNOWN_CARD": "unknown",     # no card has the id: which card was meant is not known
    "WHI_UNREAD_LINE": "unread",       # the line was not read: which card was meant is not known
}


@pytest.mark.parametrize("code", violation_codes("whi"))
def test_every_code_has_a_fixed_test_deck(whi_pool, code):
    if code in NO_FIX:
        pytest.skip("no automatic fix: see test_codes_without_a_fix")
    assert code in CASES, f"{code}: no test deck for its fix suggestions"
    assert_fixed(whi_pool, CASES[code](whi_pool), code)


def test_warnings_are_not_violations():
    """Warnings never make a deck illegal: they get no suggestions (only violations do)."""
    assert warning_codes("whi") == ["WHI_RACE_ONLY_UNCHECKED", "WHI_TEXT_MISSING"]


def test_codes_without_a_fix(whi_pool):
    cards = base_cards(whi_pool, "empire")
    cards["99999"] = 2
    assert_no_fix(whi_pool, deck(cards, capital="empire"), "WHI_UNKNOWN_CARD", "unknown")
    line = ParseProblem("UNKNOWN_NAME", {"name": "Karl Franz Junior"}, 3, "3x Karl Franz Junior")
    assert_no_fix(whi_pool, deck(base_cards(whi_pool, "empire"), capital="empire"),
                  "WHI_UNREAD_LINE", "unread", unread=[line])


def test_the_search_is_bounded_and_fails_closed(whi_pool):
    """With no validations left the answer is "no automatic fix", never an unchecked edit."""
    from deckcheck.fixes import Limits, suggest_fixes
    from deckcheck.validator import validate

    broken = _size(whi_pool)
    verdict = validate(broken, whi_pool)
    (none,) = suggest_fixes(broken, whi_pool, verdict, Limits(validations=0))
    assert none.suggestions == () and none.reason == "none"
    (one,) = suggest_fixes(broken, whi_pool, verdict, Limits(validations=1, suggestions=1))
    assert len(one.suggestions) == 1


def test_a_legal_deck_has_nothing_to_fix(whi_pool):
    from deckcheck.fixes import suggest_fixes
    from deckcheck.validator import validate

    legal = deck(base_cards(whi_pool, "empire"), capital="empire")
    assert suggest_fixes(legal, whi_pool, validate(legal, whi_pool)) == []


def test_suggestions_are_deterministic(whi_pool):
    from deckcheck.fixes import suggest_fixes
    from deckcheck.validator import validate

    broken = _order_destruction(whi_pool)
    verdict = validate(broken, whi_pool)
    assert suggest_fixes(broken, whi_pool, verdict) == suggest_fixes(broken, whi_pool, verdict)
