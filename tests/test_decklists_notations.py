"""A count is never misread: every notation of the card-line grammar, every deck shape.

Explicit cases first (each notation, names with digits, a number that is no count, the
shapes and names of issue 34), then generated ones (hypothesis): real legal decks of the
three games written again line by line in random notations, languages, case, spacing,
pack hints and line endings (tests/decklist_notations.py) must read to the deck written
or get a verdict that is not valid; one count raised from 3 to 4 is never valid. The budget
here is small and the seed fixed (CI); bench/decklist_notations.py runs a large one.
"""
from __future__ import annotations

import random
from datetime import date

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from test_api_helpers import shared_service

import decklist_notations as N
from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.plaintext import read_plain_text

# a legal deck of each game as its real file gives it, then every notation of the grammar
LINES = ("3x {s}", "3 x {s}", "3× {s}", "3 {s}", "x3 {s}", "3x{s}", "{s} x3", "{s} ×3", "{s}x3",
         "{s} 3x", "{s}*3", "{s} * 3", "{s} (x3)", "{s} (3)", "{s} (3x)", "{s} - 3", "{s}: 3",
         "{s},3", "{s} (3 copies)", "{s} (3 Kopien)", "{s} (3 szt.)", "{s} x3 (Core Set)",
         "{s} (Core Set) x3", "3x {s} (Core Set)", "{s} (Core Set) (x3)", "{s} x3 // note")


@pytest.fixture(scope="module")
def service(all_db):
    return shared_service(all_db)


@pytest.fixture(scope="module")
def decks(service):
    found = N.real_decks(service)
    assert {d.game for d in found} == {"agot", "l5r", "whi"}
    return found


def _read(service, deck, text, strict=False):
    return service.read_decklist(text, deck.game, as_of=date.fromisoformat(deck.as_of), strict=strict)


def _verdict(service, deck, text, strict=False):
    payload = {"decklist": text, "game": deck.game, "as_of": deck.as_of, "strict": strict}
    if deck.format:
        payload["format"] = deck.format
    return service.validate_payload(payload)


# -- every notation, one by one --------------------------------------------------------------
@pytest.mark.parametrize("form", LINES)
def test_every_notation_reads_three_copies(l5r_pool, form):
    text = f"Dynasty Deck (22) // skip\nShinjo Outrider\n{form.format(s='Ornate Fan')}\n"
    result = read_plain_text(text, l5r_pool)
    assert result.problems == ()
    assert result.deck.cards == {"shinjo-outrider": 1, "ornate-fan": 3}
    strict = read_plain_text(text, l5r_pool, strict=True)
    assert strict.deck.cards == result.deck.cards


@pytest.mark.parametrize("game", ["agot", "l5r", "whi"])
def test_the_same_legal_deck_in_each_notation_reads_the_same(service, decks, game):
    deck = next(d for d in decks if d.game == game)
    pool = service.pool(game)
    rng = random.Random(34)
    for form in N.NOTATIONS:
        text = _in_notation(deck, pool, (form,), rng)
        read = _read(service, deck, text)
        assert N.identity(pool, dict(read.deck.cards)) == N.identity(pool, deck.cards), (form, read.problems)
        assert _read(service, deck, text, strict=True).deck.cards == read.deck.cards
        assert _verdict(service, deck, text)["valid"] is True, form
        raised = _in_notation(deck, pool, (form,), rng, raise_one=True)
        assert _verdict(service, deck, raised)["valid"] is False, form


def _in_notation(deck, pool, forms, rng, raise_one=False):
    saved = N.NOTATIONS
    N.NOTATIONS = forms
    try:
        return N.write(deck, pool, rng, raise_one)[0]
    finally:
        N.NOTATIONS = saved


# -- numbers that are no count, names with digits ---------------------------------------------
def test_a_number_after_a_name_is_no_count_and_never_one_copy(l5r_pool):
    result = read_plain_text("Shinjo Outrider\nOrnate Fan 3\n", l5r_pool)
    (problem,) = result.problems
    assert problem.code == "UNCERTAIN_COUNT" and problem.line == 2
    assert "3× Ornate Fan" in problem.message
    assert "ornate-fan" not in result.deck.cards


def test_a_correction_keeps_the_count_written(l5r_pool):
    result = read_plain_text("Shinjo Outrider\nOrnate Fam (x3)\nOrnate Fam*2\n", l5r_pool)
    assert result.deck.cards == {"shinjo-outrider": 1, "ornate-fan": 5}
    assert len(result.corrections) == 2


def test_a_correction_never_swallows_a_number(l5r_pool):
    # "Ornate Fam 3" is 2 edits from "Ornate Fan" only if the 3 were dropped
    result = read_plain_text("Shinjo Outrider\nOrnate Fam 3\n", l5r_pool)
    assert result.corrections == () and "ornate-fan" not in result.deck.cards
    assert result.problems[0].code == "UNKNOWN_NAME"


def test_a_name_with_digits_is_read_as_written(l5r_pool):
    result = read_plain_text("Shinjo Outrider\n2x Blade of 10,000 Battles\nBlade of 10,000 Battles\n",
                             l5r_pool)
    assert result.problems == ()
    assert result.deck.cards == {"shinjo-outrider": 1, "blade-of-10-000-battles": 3}


def test_a_name_in_parentheses_is_no_pack_and_no_count(whi_pool):
    cards = {c.id for c in whi_pool.find("Reinforcements (Cataclysm)")}
    result = read_plain_text("Capital: Empire\n2x Reinforcements (Cataclysm)\n", whi_pool)
    assert set(result.deck.cards) == cards and sum(result.deck.cards.values()) == 2


def test_two_readings_that_differ_leave_the_line_unread():
    from deckcheck.model import Card
    from deckcheck.pool import CardPool

    def card(cid, name):
        return Card(id=cid, game="whi", name=name, type="unit", faction="neutral", title=name.lower())

    pool = CardPool("whi", [card("1", "Squig"), card("2", "Squig x3"), card("3", "Hate")])
    result = read_plain_text("Hate\nSquig x3\n", pool)
    (problem,) = result.problems
    assert problem.code == "UNCERTAIN_COUNT"
    assert "3× Squig" in problem.message and "1× Squig x3" in problem.message
    assert result.deck.cards == {"3": 1}
    assert read_plain_text("Hate\n1x Squig x3\n", pool).deck.cards == {"3": 1, "2": 1}


def test_a_count_after_a_card_code(agot_pool):
    result = read_plain_text("House Stark\nGhost x3 | #01144\nGhost | #01144 (x2)\n", agot_pool)
    assert result.deck.cards == {"01144": 5}


def test_uncertain_count_in_every_language(l5r_pool):
    (problem,) = read_plain_text("Shinjo Outrider\nOrnate Fan 3\n", l5r_pool).problems
    assert "Zeile 2" in problem.message_in("de") and "Wiersz 2" in problem.message_in("pl")
    assert "3× Ornate Fan" in problem.message_in("pl")


# -- issue 34: shapes and names ------------------------------------------------------------------
def test_a_heading_with_a_comment_is_a_heading(l5r_pool):
    result = read_plain_text("Dynasty Deck (22) // skip\n3x Shinjo Outrider\n", l5r_pool)
    assert result.problems == () and result.lines[0].section == "Dynasty Deck (22)"


def test_cotter_pyke_reads_cotter_pyke(agot_pool):
    assert read_plain_text("House Stark\n3x Cotter Pyke\n", agot_pool).deck.cards == {"07004": 3}


def test_a_translation_that_is_another_cards_english_name_is_not_imported(carddata):
    from card_db.importers import read

    bundle = read("agot", carddata)
    assert not [a for a in bundle.aliases if a["card_id"] == "07005" and a["name"] == "Cotter Pyke"]
    assert any("'Cotter Pyke'" in w and "07004" in w for w in bundle.warnings)


def test_the_clan_of_the_dynasty_cards_or_the_influence_tells_the_stronghold(l5r_pool):
    unicorn = "Hisu Mori Toride\n3x Shinjo Outrider\n3x Border Rider\n"
    assert "hisu-mori-toride-unicorn" in read_plain_text(unicorn, l5r_pool).deck.cards
    by_influence = "Hisu Mori Toride\nInfluence: 4/9\n3x Ornate Fan\n"
    assert "hisu-mori-toride-lion" in read_plain_text(by_influence, l5r_pool).deck.cards
    alone = read_plain_text("Hisu Mori Toride\n3x Ornate Fan\n", l5r_pool)
    assert alone.problems[0].code == "AMBIGUOUS_NAME"


def test_throneteki_standalone_deck_json_is_read(all_db):
    text = (N.DATA / "agot" / "throneteki-json-data-standalone-wotn-1.json").read_text(encoding="utf-8")
    result = read_decklist(text, pools={"agot": shared_service(all_db).pool("agot")})
    assert result.source_format == "throneteki"
    assert result.deck.faction == "stark" and result.deck.cards["01027"] == 1      # the agenda
    assert sum(result.deck.cards.values()) == 68          # 7 plots, 60 draw cards, the agenda


# -- generated -------------------------------------------------------------------------------------
BUDGET = settings(max_examples=250, deadline=None, derandomize=True, database=None,
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@seed(34)
@BUDGET
@given(pick=st.integers(min_value=0), rng=st.randoms(use_true_random=False))
def test_generated_decks_read_as_written_or_are_not_valid(service, decks, pick, rng):
    deck = decks[pick % len(decks)]
    pool = service.pool(deck.game)
    text, _ = N.write(deck, pool, rng)
    read = _read(service, deck, text)
    if N.identity(pool, dict(read.deck.cards)) != N.identity(pool, deck.cards):
        assert _verdict(service, deck, text)["valid"] is False, text
    assert _read(service, deck, text, strict=True).deck.cards == read.deck.cards


@seed(34)
@BUDGET
@given(pick=st.integers(min_value=0), rng=st.randoms(use_true_random=False))
def test_generated_decks_with_one_count_raised_are_never_valid(service, decks, pick, rng):
    deck = decks[pick % len(decks)]
    if 3 not in deck.cards.values():
        return
    text, raised = N.write(deck, service.pool(deck.game), rng, raise_one=True)
    assert raised is not None
    assert _verdict(service, deck, text)["valid"] is False, text


# -- what the generated and the real files forced ------------------------------------------------
def test_a_total_in_parentheses_is_no_count(whi_pool, agot_pool):
    # "(52 cards)" gives a deck's or a heading's total (a real file's first line)
    assert read_plain_text("The Deck (52 cards)\n3x Hate\n", whi_pool).deck.name == "The Deck (52 cards)"
    result = read_plain_text("House Stark\nPlots (7 cards)\n1x A Noble Cause\n", agot_pool)
    assert result.problems == () and result.lines[0].section == "Plots (7 cards)"


def test_the_first_line_is_a_name_unless_it_is_a_counted_card(l5r_pool):
    named = read_plain_text("Honor Crane - 2\n3x Ornate Fan\n", l5r_pool)
    assert named.deck.name == "Honor Crane - 2" and named.problems == ()
    card = read_plain_text("Ornate Fam (x4)\n3x Fine Katana\n", l5r_pool)
    assert card.deck.cards == {"ornate-fan": 4, "fine-katana": 3} and len(card.corrections) == 1


def test_issue_34_lines_of_a_french_site(agot_pool):
    result = read_plain_text("House Stark\nLike Warm Rain*4\nWinterfell*2\n", agot_pool)
    (like,) = [c for c in agot_pool.find("Like Warm Rain")]
    assert result.deck.cards[like.id] == 4 and result.corrections == ()
    (stark,) = [c for c in agot_pool.find("Winterfell") if c.faction == "stark"]
    assert result.problems == () and result.deck.cards[stark.id] == 2     # the deck's faction's
