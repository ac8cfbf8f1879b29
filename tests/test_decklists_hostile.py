"""Hostile and odd decklist input found in review: every case ends in a clear
DeckInputError or a problem entry, never a bare exception, a silent drop or a
double count, and legal input (a deck name that starts with a number) is read."""
from __future__ import annotations

import pytest

from deckcheck.decklists.detect import read_decklist
from deckcheck.model import DeckInputError

AGOT_GAME = "30c200c9-6c98-49a4-a293-106c06295c05"
FEALTY_GUID = "83754e87-8448-49af-a20f-bc4dc72d1dba"      # 01027 Fealty


@pytest.fixture(scope="module")
def pools(agot_pool):
    if not len(agot_pool):
        pytest.skip("no AGoT cards imported")
    return {"agot": agot_pool}


def o8d(body: str) -> str:
    return f'<?xml version="1.0" encoding="utf-8"?>\n<deck game="{AGOT_GAME}">\n{body}\n</deck>\n'


# -- OCTGN ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("qty", ["\u00b2", "--1", "\u0663", "1_0", "+-1", "3 3"])
def test_octgn_odd_qty_is_an_input_error(pools, qty):
    text = o8d(f'<section name="Plots"><card qty="{qty}" id="">A Noble Cause</card></section>')
    with pytest.raises(DeckInputError) as err:
        read_decklist(text, pools=pools)
    assert err.value.code == "INVALID_COUNT"


def test_octgn_card_outside_a_section_is_not_dropped(pools):
    text = o8d('<card qty="3" id="">Winter Is Coming</card>\n'
               '<section name="Plots"><card qty="1" id="">A Noble Cause</card></section>')
    result = read_decklist(text, pools=pools)
    assert result.deck.cards == {"01159": 3, "01004": 1}


def test_octgn_nested_sections_count_each_card_once(pools):
    text = o8d('<section name="Plots"><section name="Plots">'
               '<card qty="1" id="">A Noble Cause</card></section></section>')
    assert read_decklist(text, pools=pools).deck.cards == {"01004": 1}


def test_octgn_upper_case_guid_resolves_by_id(pools):
    # the printed name is wrong on purpose: only the GUID can find the card
    text = o8d(f'<section name="Agenda"><card qty="1" id="{FEALTY_GUID.upper()}">Fealtx</card></section>')
    result = read_decklist(text, pools=pools)
    assert result.deck.cards == {"01027": 1} and result.problems == ()


# -- plain text ---------------------------------------------------------------------------------------
def test_deck_name_starting_with_a_year_is_a_name_not_a_count(pools):
    text = "2019 Worlds Lannister\n\nHouse Lannister\nFealty\n1x A Noble Cause\n"
    result = read_decklist(text, "agot", pools)
    assert result.deck.name == "2019 Worlds Lannister"
    assert result.deck.cards == {"01027": 1, "01004": 1}
    assert result.problems == ()


def test_absurd_count_before_a_card_name_on_the_first_line_is_still_an_error(pools):
    with pytest.raises(DeckInputError) as err:
        read_decklist("999x Winter Is Coming\n", "agot", pools)
    assert err.value.code == "INVALID_COUNT"


@pytest.mark.parametrize("line", ["12345678901x Winter Is Coming", "Winter Is Coming x12345678901"])
def test_count_with_many_digits_is_an_invalid_count(pools, line):
    with pytest.raises(DeckInputError) as err:
        read_decklist(f"Deck\n1x A Noble Cause\n{line}\n", "agot", pools)
    assert err.value.code == "INVALID_COUNT"
    assert err.value.details["line"] == 3
