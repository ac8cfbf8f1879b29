"""Real-looking L5R decks for the rule tests, and the tests that they are legal.

The base decks are explicit card lists from the snapshot (RRG v10 era, 2019-08-01):
a Crane deck (Shizuka Toshi, Keeper of Air, a Dragon splash that needs the Keeper's
+3 influence) and a Dragon deck (Mountain's Anvil Castle, Seeker of Void with two Void
provinces and no Earth province, a Phoenix splash). Helpers pick further real cards
from the pool by their properties when a test needs "some card of this kind".
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from deckcheck.model import Card, Deck, Verdict
from deckcheck.pool import CardPool
from deckcheck.validator import validate

V10_DAY = dt.date(2019, 8, 1)        # RRG v10 and its restricted list (seed 000)
FINAL_DAY = dt.date(2021, 3, 1)      # final FFG Imperial Law

CRANE = {
    # stronghold, role, provinces (one per element)
    "shizuka-toshi": 1, "keeper-of-air": 1,
    "the-art-of-peace": 1, "ancestral-lands": 1, "meditations-on-the-tao": 1,
    "rally-to-the-cause": 1, "shameful-display": 1,
    # dynasty: 14 x 3 = 42
    "asahina-artisan": 3, "asahina-storyteller": 3, "brash-samurai": 3, "cautious-scout": 3,
    "daidoji-nerishma": 3, "doji-challenger": 3, "doji-gift-giver": 3, "doji-whisperer": 3,
    "kakita-asami": 3, "kakita-kaezin": 3, "savvy-politician": 3, "artisan-academy": 3,
    "favorable-ground": 3, "imperial-storehouse": 3,
    # conflict: 18 Crane + 17 neutral + 7 Dragon (12 influence: 10 + Keeper 3 = 13)
    "admit-defeat": 3, "the-perfect-gift": 3, "duelist-training": 3, "voice-of-honor": 3,
    "noble-sacrifice": 2, "height-of-fashion": 2, "political-rival": 2,
    "banzai": 3, "fine-katana": 3, "ornate-fan": 3, "assassination": 3, "court-games": 3,
    "for-shame": 2,
    "let-go": 3, "indomitable-will": 2, "seal-of-the-dragon": 2,
}

#: Crane without a role: the splash shrinks to 2 influence; Core Set cards and one
#: Imperial-cycle card only (legal from 2017-12-14)
CRANE_NO_ROLE = {k: v for k, v in CRANE.items() if k not in ("keeper-of-air", "let-go", "indomitable-will")}
CRANE_NO_ROLE.update({"contingency-plan": 3, "good-omen": 2})

DRAGON = {
    "mountain-s-anvil-castle": 1, "seeker-of-void": 1,
    # fire, air, void, void, water: Seeker of Void replaces the Earth province
    "restoration-of-balance": 1, "sacred-sanctuary": 1, "shameful-display": 1,
    "pilgrimage": 1, "rally-to-the-cause": 1,
    # dynasty: 14 x 3 = 42
    "agasha-swordsmith": 3, "ascetic-visionary": 3, "doomed-shugenja": 3,
    "enlightened-warrior": 3, "kitsuki-investigator": 3, "mirumoto-prodigy": 3,
    "mirumoto-raitsugu": 3, "niten-adept": 3, "seeker-of-enlightenment": 3,
    "togashi-initiate": 3, "togashi-yokuni": 3, "secluded-temple": 3, "favorable-ground": 3,
    "imperial-storehouse": 3,
    # conflict: 23 Dragon + 14 neutral + 5 Phoenix (6 influence of 10)
    "ancestral-daisho": 3, "daimyo-s-favor": 3, "kitsuki-s-method": 2, "indomitable-will": 3,
    "let-go": 3, "mantra-of-fire": 3, "tranquility": 2, "tattooed-wanderer": 2,
    "togashi-kazue": 2,
    "banzai": 3, "fine-katana": 3, "ornate-fan": 3, "assassination": 3, "court-games": 2,
    "grasp-of-earth": 2, "supernatural-storm": 2, "pacifism": 1,
}


def deck(cards: dict[str, int], as_of: dt.date | None = V10_DAY, fmt: str | None = None,
         **fields: Any) -> Deck:
    return Deck("l5r", {k: v for k, v in cards.items() if v}, format=fmt, as_of=as_of, **fields)


def check(pool: CardPool, cards: dict[str, int], as_of: dt.date | None = V10_DAY,
          fmt: str | None = None, **fields: Any) -> Verdict:
    return validate(deck(cards, as_of, fmt, **fields), pool)


def codes(verdict: Verdict) -> list[str]:
    return [v.code for v in verdict.violations]


def only(verdict: Verdict, code: str):
    """The single violation of the verdict, which must have this code."""
    assert codes(verdict) == [code], [(v.code, v.cards, v.expected, v.actual) for v in verdict.violations]
    return verdict.violations[0]


def swap(cards: dict[str, int], remove: Iterable[str] = (), add: dict[str, int] | None = None,
         **counts: int) -> dict[str, int]:
    """A copy of the deck without ``remove``, plus ``add`` (ids -> count)."""
    out = {k: v for k, v in cards.items() if k not in set(remove)}
    for cid, n in (add or {}).items():
        out[cid] = out.get(cid, 0) + n
    return out


def pick(pool: CardPool, test: Callable[[Card], bool], n: int = 1,
         released_by: dt.date = V10_DAY, exclude: Iterable[str] = ()) -> list[Card]:
    """``n`` real cards of different names (by id order) that pass ``test`` and were out
    by ``released_by``, skipping the base decks' cards, listed cards and role-only cards."""
    skip = set(exclude) | set(CRANE) | set(DRAGON)
    listed = set()
    for lv in pool.list_versions("stronghold"):
        listed |= lv.restricted | lv.banned
    found: list[Card] = []
    titles: set[str] = set()
    for card in sorted(pool.cards.values(), key=lambda c: c.id):
        if (card.id in skip or card.title in titles or card.id in listed or card.role_restriction or card.format_only
                or not card.deck_card or card.released is None or card.released > released_by):
            continue
        if test(card):
            found.append(card)
            titles.add(card.title)
            if len(found) == n:
                return found
    raise AssertionError(f"only {len(found)} cards found")


# -- the base decks are legal -------------------------------------------------------------

@pytest.mark.parametrize("base", [CRANE, CRANE_NO_ROLE, DRAGON], ids=["crane", "crane-no-role", "dragon"])
@pytest.mark.parametrize("day", [V10_DAY, FINAL_DAY], ids=["v10", "final"])
def test_base_decks_are_legal(l5r_pool, base, day):
    verdict = check(l5r_pool, base, as_of=day)
    assert verdict.valid, [(v.code, v.cards) for v in verdict.violations]
    assert verdict.warnings == ()


def test_crane_counts(l5r_pool):
    verdict = check(l5r_pool, CRANE)
    assert verdict.counts == {"stronghold": 1, "role": 1, "provinces": 5, "dynasty": 42,
                              "conflict": 42, "influence_spent": 12, "influence_budget": 13}
    assert verdict.rules_version == "RRG v10"
    assert [lv.id for lv in verdict.lists] == ["rrg-v10"]


def test_dragon_counts(l5r_pool):
    verdict = check(l5r_pool, DRAGON)
    assert verdict.counts == {"stronghold": 1, "role": 1, "provinces": 5, "dynasty": 42,
                              "conflict": 42, "influence_spent": 6, "influence_budget": 10}


def test_base_decks_match_their_clans(l5r_pool):
    cards = l5r_pool.cards
    assert {cards[c].faction for c in CRANE if cards[c].side in ("dynasty", "conflict")} == \
        {"crane", "neutral", "dragon"}
    assert {cards[c].faction for c in DRAGON if cards[c].side in ("dynasty", "conflict")} == \
        {"dragon", "neutral", "phoenix"}
    assert sorted(e for c in DRAGON if cards[c].type == "province" for e in cards[c].elements) == \
        ["air", "fire", "void", "void", "water"]


# -- decks of any clan, picked from the pool ---------------------------------------------

NEUTRAL_PROVINCES = {"fertile-fields": 1, "ancestral-lands": 1, "meditations-on-the-tao": 1,
                     "rally-to-the-cause": 1, "shameful-display": 1}    # air earth fire water void


def clan_deck(pool: CardPool, stronghold: str, day: dt.date = V10_DAY) -> dict[str, int]:
    """A legal deck without role and splash: the stronghold, five neutral Core Set
    provinces, 14 x 3 dynasty cards of the clan, 14 x 3 conflict events/attachments of
    the clan or neutral (so at most 0 conflict characters)."""
    clan = pool.cards[stronghold].faction
    cards = {stronghold: 1, **NEUTRAL_PROVINCES}
    for c in pick(pool, lambda c: c.faction == clan and c.side == "dynasty" and c.deck_limit == 3,
                  14, released_by=day):
        cards[c.id] = 3
    for c in pick(pool, lambda c: c.faction in (clan, "neutral") and c.side == "conflict"
                  and c.type != "character" and c.deck_limit == 3, 14, released_by=day):
        cards[c.id] = 3
    return cards


def test_clan_deck_builder_is_legal(l5r_pool):
    for stronghold in ("shiro-nishiyama", "yojin-no-shiro", "isawa-mori-seido", "city-of-the-open-hand",
                       "golden-plains-outpost"):
        cards = clan_deck(l5r_pool, stronghold)
        verdict = check(l5r_pool, cards)
        assert verdict.valid, (stronghold, [(v.code, v.cards) for v in verdict.violations])
