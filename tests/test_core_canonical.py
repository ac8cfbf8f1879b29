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
