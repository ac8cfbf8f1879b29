"""Restricted lists, banned cards, card-set printings and pods of real list versions
(throneteki-json-data restricted-list.json), and which version a verdict used."""
from __future__ import annotations

from datetime import date

import pytest
from test_agot_decks import Builder, only

from deckcheck.report import verdict_to_dict

FFG30 = date(2020, 2, 1)            # FFG FAQ v3.0 (2020-01-13) in force, original card set
CONCLAVE20 = date(2020, 8, 1)       # The Conclave FAQ v2.0 (2020-07-03)
STANDARD115 = date(2025, 8, 1)      # G.O.T. Standard v1.15 (2025-07-02)


def both(pool, *as_of: date, fmt: str = "joust") -> Builder:
    """A builder whose cards are legal under the lists in force on every date given."""
    first = Builder(pool, as_of[0], fmt)
    for day in as_of[1:]:
        first.marks = first.marks | Builder(pool, day, fmt).marks
    return first


def test_list_in_force_and_explicit_list_are_named_in_the_verdict(agot_pool):
    build = Builder(agot_pool)
    cards = build.base("stark")
    verdict = build.check("stark", cards)
    assert verdict_to_dict(verdict, agot_pool)["lists"] == [{
        "id": "gotstandard2.1", "name": "Standard v2.1", "issuer": "Global Operations Team (G.O.T.)",
        "effective": "2026-07-01", "format": "joust",
        "source": "Card legality document (PDF) (The Conclave (agot.cards))",
        "document": {"title": "Card legality document (PDF)", "issuer": "The Conclave (agot.cards)",
                     "url": "https://agot.cards/wp-content/uploads/2026/06/GOT-Card-Legality-v2.1-Joust-5.pdf"}}]
    explicit = build.check("stark", cards, list_id="ffg2.0")
    assert [lv.id for lv in explicit.lists] == ["ffg2.0"]


@pytest.mark.parametrize("day,joust,melee", [
    (date(2016, 10, 9), None, None),
    (date(2016, 10, 10), "ffg1.1", "ffg1.1"),
    (date(2020, 10, 3), "redesigns2.1", "redesigns2.1"),
    (date(2021, 7, 16), "gotstandard1.0", "gotstandard1.0"),    # not the Valyrian side line
    (date(2025, 2, 1), "gotstandard1.13", "gotstandard1.13"),
    (date(2026, 8, 1), "gotstandard2.1", "gotstandard2.1")])
def test_version_in_force_by_date(agot_pool, day, joust, melee):
    for fmt, expected in (("joust", joust), ("melee", melee)):
        found = agot_pool.list_in_force(fmt, day)
        assert (found.id if found else None) == expected


def test_valyrian_side_line_has_its_own_formats(agot_pool):
    build = Builder(agot_pool, as_of=date(2022, 1, 1), fmt="valyrian")
    verdict = build.check("stark", build.base("stark"))
    assert verdict.valid, verdict.violations
    assert [(lv.id, lv.format) for lv in verdict.lists] == [("gotvalyrian1.0", "valyrian")]
    assert agot_pool.list_in_force("valyrian_melee", date(2022, 1, 1)).id == "gotvalyrian1.0"
    assert agot_pool.list_in_force("valyrian", date(2021, 7, 15)) is None


def test_restricted_list_allows_one_restricted_card(agot_pool):
    build = Builder(agot_pool)
    cards = build.base("stark")
    plots = sorted(i for i in cards if agot_pool.cards[i].type == "plot")
    del cards[plots[0]], cards[plots[1]]
    one = {**cards, **build.plots(1, avoid=cards), "08120": 1}        # You Win Or You Die
    assert build.check("stark", one).valid
    two = {**cards, "08120": 1, "11020": 1}                           # + Exchange of Information
    v = only(build.check("stark", two), "AGOT_RESTRICTED_LIST")
    assert (set(v.cards), v.expected, v.actual) == ({"08120", "11020"}, 1, 2)
    assert v.params["list"] == "Standard v2.1"


def test_banned_cards(agot_pool):
    build = Builder(agot_pool, as_of=STANDARD115)
    cards = build.base("tyrell")
    assert build.check("tyrell", cards).valid
    v = only(build.check("tyrell", {**cards, "21024": 1}), "AGOT_BANNED")   # Goldengrove
    assert (v.cards, v.expected, v.actual, v.params["list"]) == (("21024",), 0, 1, "Standard v1.15")


def test_superseded_original_printing_is_not_in_the_redesign_card_set(agot_pool):
    build = both(agot_pool, date(2026, 8, 1), CONCLAVE20)
    cards = build.base("martell")
    original, redesign = "01119", "17114"                   # Doran's Game
    v = only(build.check("martell", {**cards, original: 1}), "AGOT_CARD_SET")
    assert (v.cards, v.params["card_set"], v.params["list"]) == ((original,), "redesign2", "Standard v2.1")
    assert build.check("martell", {**cards, redesign: 1}).valid
    # the original card set (G.O.T. Valyrian v1.0) has it the other way round
    valyrian = Builder(agot_pool, as_of=date(2022, 1, 1), fmt="valyrian")
    valyrian.marks = valyrian.marks | build.marks
    cards = valyrian.base("martell")
    assert valyrian.check("martell", {**cards, original: 1}).valid
    v = only(valyrian.check("martell", {**cards, redesign: 1}), "AGOT_CARD_SET")
    assert (v.cards, v.params["card_set"], v.params["list"]) == ((redesign,), "original", "Valyrian v1.0")


def test_pod_legal_under_ffg30_illegal_under_standard21(agot_pool):
    build = both(agot_pool, date(2026, 8, 1), FFG30)
    cards = build.base("lannister")
    pod = {"11089": 1, "14028": 1}                           # Painted Dogs + Lionstar
    verdict = build.check("lannister", {**cards, **pod}, as_of=FFG30)
    assert verdict.valid and [lv.id for lv in verdict.lists] == ["ffg3.0"]
    v = only(build.check("lannister", {**cards, **pod}), "AGOT_POD")
    assert (v.cards, v.expected, v.actual, v.params["list"]) == (("11089", "14028"), 1, 2,
                                                                 "Standard v2.1")
    assert build.check("lannister", {**cards, "11089": 3}).valid     # one card of the pod


def test_pod_with_a_restricted_card(agot_pool):
    build = Builder(agot_pool, as_of=CONCLAVE20)
    cards = build.base("tyrell")
    assert build.check("tyrell", {**cards, "09001": 1}).valid        # Mace Tyrell alone
    assert build.check("tyrell", {**cards, "09017": 2}).valid        # The Hightower alone
    v = only(build.check("tyrell", {**cards, "09001": 1, "09017": 2}), "AGOT_POD_RESTRICTED")
    assert (v.cards, v.actual, v.params["list"]) == (("09001", "09017"), 1, "The Conclave FAQ v2.0")


def test_melee_lists_differ_from_joust(agot_pool):
    joust = Builder(agot_pool)
    melee = Builder(agot_pool, fmt="melee")
    build = Builder(agot_pool)
    build.marks = joust.marks | melee.marks
    cards = build.base("stark")
    assert joust.check("stark", cards).valid and melee.check("stark", cards).valid
    joust_lv = agot_pool.list_by_id("joust", "gotstandard2.1")
    melee_lv = agot_pool.list_by_id("melee", "gotstandard2.1")
    pair = sorted(i for i in melee_lv.restricted - joust_lv.restricted
                  if agot_pool.cards[i].faction == "stark" and agot_pool.cards[i].type != "plot"
                  and i not in joust.marks and agot_pool.cards[i].title not in
                  {agot_pool.cards[c].title for c in cards})[:2]
    assert len(pair) == 2
    deck = {**cards, pair[0]: 1, pair[1]: 1}
    assert joust.check("stark", deck).valid
    v = only(melee.check("stark", deck), "AGOT_RESTRICTED_LIST")
    assert (set(v.cards), v.expected, v.actual) == (set(pair), 1, 2)
    # Sparrows: restricted in joust (one restricted card is fine), banned in melee
    assert joust.check("stark", {**cards, "13097": 1}).valid
    v = only(melee.check("stark", {**cards, "13097": 1}), "AGOT_BANNED")
    assert v.cards == ("13097",)
