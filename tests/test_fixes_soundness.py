"""Fix suggestions on decks that break many rules at once: seeded random decks of real
cards for each game (and, for each, the legal base deck with a random card swapped in).
Whatever the search offers must hold up when checked independently (fixes_support)."""
from __future__ import annotations

import random
from datetime import date

import pytest
from fixes_support import assert_sound

from deckcheck.model import Deck

DATES = {"agot": date(2020, 8, 1), "l5r": date(2019, 8, 1), "whi": date(2014, 1, 1)}


def random_decks(game: str, pool, n: int, seed: int) -> list[Deck]:
    rng = random.Random(seed)
    ids = sorted(pool.cards)
    out = []
    for _ in range(n):
        size = rng.choice((20, 40))      # a handful of cards gets no fix: it would be a new deck
        cards = {rng.choice(ids): rng.randint(1, 3) for _ in range(size)}
        fields = {"faction": rng.choice(("stark", "crane", None))} if game != "whi" else \
            {"capital": rng.choice(("empire", "orc", None))}
        if game == "l5r":
            fields["faction"] = None
        out.append(Deck(game, cards, as_of=DATES[game], **fields))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_random_agot_decks(agot_pool, seed):
    checked = sum(assert_sound(agot_pool, d) for d in random_decks("agot", agot_pool, 4, seed))
    assert checked >= 1          # the search offered something, and all of it held


@pytest.mark.parametrize("seed", range(4))
def test_random_l5r_decks(l5r_pool, seed):
    checked = sum(assert_sound(l5r_pool, d) for d in random_decks("l5r", l5r_pool, 4, seed))
    assert checked >= 1          # the search offered something, and all of it held


@pytest.mark.parametrize("seed", range(4))
def test_random_whi_decks(whi_pool, seed):
    checked = sum(assert_sound(whi_pool, d) for d in random_decks("whi", whi_pool, 4, seed))
    assert checked >= 1          # the search offered something, and all of it held


def test_no_fix_brings_more_cards_than_the_deck_has(agot_pool):
    from deckcheck.fixes import fixes_by_violation

    deck = Deck("agot", {"01183": 2, "01047": 2}, faction="baratheon", as_of=DATES["agot"])
    for fixes in fixes_by_violation(deck, agot_pool).values():
        assert all(f["added"] <= 4 for f in fixes["fixes"]), fixes


@pytest.mark.parametrize("seed", range(2))
def test_no_two_fixes_of_a_violation_lead_to_the_same_deck(l5r_pool, seed):
    from deckcheck.fixes import suggest_fixes
    from deckcheck.fixes.edits import apply
    from deckcheck.validator import validate

    for deck in random_decks("l5r", l5r_pool, 3, seed):
        for fixes in suggest_fixes(deck, l5r_pool, validate(deck, l5r_pool)):
            results = [frozenset((c, n) for c, n in apply(deck, f.edits).cards.items() if n > 0)
                       for f in fixes.suggestions]
            assert len(results) == len(set(results)), fixes


def test_near_legal_decks_get_suggestions(l5r_pool, agot_pool, whi_pool):
    """The legal base decks with one random card of the pool added: most get a suggestion."""
    from test_agot_decks import Builder
    from test_l5r_decks import CRANE, deck as l5r_deck
    from test_whi_rules import base_cards, deck as whi_deck

    rng = random.Random(3)
    build = Builder(agot_pool)
    bases = [(l5r_pool, l5r_deck(CRANE)), (agot_pool, build.deck("stark", build.base("stark"))),
             (whi_pool, whi_deck(base_cards(whi_pool, "dwarf"), capital="dwarf"))]
    checked = 0
    for pool, base in bases:
        ids = sorted(pool.cards)
        for _ in range(6):
            extra = rng.choice(ids)
            cards = dict(base.cards)
            cards[extra] = cards.get(extra, 0) + rng.randint(1, 3)
            checked += assert_sound(pool, Deck(base.game, cards, format=base.format, faction=base.faction,
                                                capital=base.capital, as_of=base.as_of))
    assert checked >= 10
