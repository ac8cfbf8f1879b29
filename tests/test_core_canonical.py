"""The canonical deck JSON: everything unreadable is a DeckInputError with a code."""
from datetime import date

import pytest

from deckcheck.decklists.canonical import deck_from_dict, deck_to_dict
from deckcheck.model import DeckInputError


def test_reads_the_contract_example():
    deck = deck_from_dict({"game": "agot", "format": "joust", "faction": "stark", "as_of": "2026-11-21",
                           "cards": {"01027": 1, "01001": 2}})
    assert deck.game == "agot" and deck.faction == "stark" and deck.as_of == date(2026, 11, 21)
    assert dict(deck.cards) == {"01027": 1, "01001": 2}
    assert deck_to_dict(deck)["cards"] == {"01001": 2, "01027": 1}


def test_list_of_objects_and_zero_counts():
    deck = deck_from_dict({"game": "whi", "cards": [{"id": "01116", "count": 2}, {"id": "01119", "count": 0},
                                                    {"id": "01116", "count": 1}]})
    assert dict(deck.cards) == {"01116": 3}


@pytest.mark.parametrize("data,code", [
    ([], "INVALID_DECK"),
    ({"game": "chess", "cards": {}}, "UNKNOWN_GAME"),
    ({"game": "l5r"}, "INVALID_CARDS"),
    ({"game": "l5r", "cards": "abc"}, "INVALID_CARDS"),
    ({"game": "l5r", "cards": {"charge": -1}}, "INVALID_COUNT"),
    ({"game": "l5r", "cards": {"charge": 1.5}}, "INVALID_COUNT"),
    ({"game": "l5r", "cards": {"charge": True}}, "INVALID_COUNT"),
    ({"game": "l5r", "cards": {"charge": 100}}, "INVALID_COUNT"),
    ({"game": "l5r", "cards": {f"c{i}": 99 for i in range(20)}}, "DECK_TOO_LARGE"),
    ({"game": "l5r", "cards": {f"c{i}": 1 for i in range(10001)}}, "DECK_TOO_LARGE"),
    ({"game": "l5r", "cards": {}, "as_of": "yesterday"}, "INVALID_DATE"),
    ({"game": "l5r", "cards": {}, "format": 7}, "INVALID_FIELD"),
    ({"game": "l5r", "cards": {"": 1}}, "INVALID_CARD_ID"),
    ({"game": "l5r", "cards": {"\ud800": 1}}, "INVALID_CARD_ID"),
    ({"game": "l5r", "cards": {}, "faction": "crab\udfff"}, "INVALID_FIELD"),
])
def test_bad_input_has_a_code(data, code):
    with pytest.raises(DeckInputError) as err:
        deck_from_dict(data)
    assert err.value.code == code
    assert err.value.message


@pytest.mark.parametrize("cards,expected", [
    ({"01027": 1, "01001": 2}, {"01027": 1, "01001": 2}),                  # the usual object
    ({"01027": 0, "01001": 2}, {"01001": 2}),                              # a zero count left out
    ({" 01001": 1, "01001 ": 2, "01027": 3}, {"01001": 3, "01027": 3}),    # spaces: stripped, merged
    ({"01001\t": 1}, {"01001": 1}),
    ({"01001": 99}, {"01001": 99}),
    ({f"{i:05d}": 1 for i in range(1000)}, {f"{i:05d}": 1 for i in range(1000)}),   # MAX_CARDS exactly
])
def test_cards_object_read_in_one_pass_or_entry_by_entry_alike(cards, expected):
    """The usual object is checked by whole-object passes; anything else (spaces to strip, ...)
    entry by entry: the same cards in the same order either way."""
    deck = deck_from_dict({"game": "agot", "cards": cards})
    assert list(deck.cards.items()) == list(expected.items())


@pytest.mark.parametrize("cards,code,fields", [
    ({"01001": 2, "01027": 1.0}, "INVALID_COUNT", {"id": "01027", "count": "1.0"}),
    ({"01001": 2, "01027": False}, "INVALID_COUNT", {"id": "01027", "count": "False"}),
    ({"01001": 2, "01027": "3"}, "INVALID_COUNT", {"id": "01027", "count": "3"}),
    ({"01001": 2, "01027": 100}, "INVALID_COUNT", {"id": "01027", "count": 100}),
    ({"01001": 2, "x" * 101: 1}, "INVALID_CARD_ID", {"id": "x" * 100}),
    ({"01001": 2, "   ": 1}, "INVALID_CARD_ID", {"id": "   "}),
    ({"01001": 2, "01027\udfff": 1}, "INVALID_CARD_ID", {"id": "01027\udfff"}),
    ({f"{i:05d}": 3 for i in range(334)}, "DECK_TOO_LARGE", {"cards": 1002, "maximum": 1000}),
])
def test_a_bad_entry_in_a_cards_object_is_named(cards, code, fields):
    with pytest.raises(DeckInputError) as err:
        deck_from_dict({"game": "agot", "cards": cards})
    assert err.value.code == code
    assert {k: err.value.fields[k] for k in fields} == fields
