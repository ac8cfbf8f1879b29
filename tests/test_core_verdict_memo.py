"""deckcheck.validator's verdict memo: a deck checked again unchanged gets the same verdict,
and anything the verdict depends on (a count, the day, the list, the format, unread lines)
is worked out anew, with the real Kingsmoot AGoT deck."""
from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from test_api_validate import KINGSMOOT_CARDS

import deckcheck.validator as validator
from deckcheck.decklists.detect import read_decklist
from deckcheck.model import Deck
from deckcheck.validator import validate

KINGSMOOT = Deck(game="agot", faction="baratheon", cards=KINGSMOOT_CARDS, as_of=date(2017, 6, 1))


@pytest.fixture
def pool(agot_pool):
    if not len(agot_pool):
        pytest.skip("no AGoT cards imported yet")
    return agot_pool


def remembered(deck, pool, fmt=None):
    """The deck's verdict once it is remembered (from its second check on)."""
    validate(deck, pool, fmt)
    return validate(deck, pool, fmt)


def test_the_same_deck_again_gets_the_same_verdict(pool):
    first = remembered(KINGSMOOT, pool)
    assert first.valid
    assert validate(replace(KINGSMOOT, cards=dict(KINGSMOOT_CARDS)), pool) is first


def test_a_deck_checked_once_keeps_no_verdict_alive(pool):
    once = replace(KINGSMOOT, cards={**KINGSMOOT_CARDS, "01064": 2})
    first = validate(once, pool)
    assert first not in validator._verdicts(pool).values()
    assert validate(once, pool) == first


def test_every_input_of_the_verdict_is_part_of_the_key(pool):
    first = remembered(KINGSMOOT, pool)
    tripled = remembered(replace(KINGSMOOT, cards={**KINGSMOOT_CARDS, "01011": 3}), pool)   # a plot tripled
    assert not tripled.valid and tripled is not first
    assert remembered(replace(KINGSMOOT, faction="stark"), pool).valid is False
    assert remembered(replace(KINGSMOOT, as_of=date(2026, 8, 1)), pool).lists != first.lists
    assert remembered(KINGSMOOT, pool, "melee").format == "melee"
    assert validate(KINGSMOOT, pool) is first


def test_unread_lines_and_memo_off_are_worked_out_every_time(pool, monkeypatch):
    first = remembered(KINGSMOOT, pool)
    problems = read_decklist("House Baratheon\nFealty\n3x Qwzx Unreadable Name", game="agot",
                             pools={"agot": pool}, strict=True).problems
    assert problems
    with_unread = validate(KINGSMOOT, pool, unread=problems)
    assert not with_unread.valid and with_unread is not first
    assert validate(KINGSMOOT, pool) is first and first.valid
    monkeypatch.setattr(validator, "MEMO_SIZE", 0)
    again = validate(KINGSMOOT, pool)
    assert again is not first and again == first


def test_the_memo_stays_bounded(pool, monkeypatch):
    monkeypatch.setattr(validator, "MEMO_SIZE", 3)
    for n in range(10):
        remembered(replace(KINGSMOOT, cards={**KINGSMOOT_CARDS, "01064": n % 4}), pool)
    assert len(validator._verdicts(pool)) <= 3 and len(validator._seen(pool)) <= 24


def test_a_remembered_verdict_renders_anew_for_each_caller(pool):
    """Its JSON is worked out once per language, and each caller gets its own copy to change
    (the fix suggestions add to the violations in place)."""
    from deckcheck.report import verdict_to_dict

    deck = replace(KINGSMOOT, cards={**KINGSMOOT_CARDS, "01011": 3, "01064": 4})   # a plot tripled, 4 copies
    once = validate(deck, pool)
    expected = {lang: verdict_to_dict(once, pool, lang) for lang in ("en", "de")}
    stored = validate(deck, pool)                    # stored at its second check, not yet handed out again
    assert not validator.remembered(stored, pool)
    verdict = validate(deck, pool)                   # handed out again: its JSON may be kept
    assert verdict is stored and validator.remembered(verdict, pool) and not verdict.valid
    first = verdict_to_dict(verdict, pool, "de")
    assert first == expected["de"]
    first["violations"][0]["cards"].append("changed")
    first["violations"][0]["suggestions"] = []
    first["counts"]["draw"] = -1
    first["lists"][0]["id"] = "changed"
    first["warnings"].append({})
    assert verdict_to_dict(verdict, pool, "de") == expected["de"]
    assert verdict_to_dict(verdict, pool, "en") == expected["en"]
    assert verdict_to_dict(verdict, pool, "xx") == expected["en"]


def test_a_batch_leaves_the_memo_alone(pool, agot_db):
    """A tournament's batch checks each deck once: it neither fills the memo nor reads it."""
    from deckcheck.services import ValidationService

    service = ValidationService({"agot": pool})
    deck = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01",
            "cards": {**KINGSMOOT_CARDS, "01011": 1, "01064": 1}}
    before = dict(validator._verdicts(pool))
    answer = service.validate_batch([deck, deck, deck])
    assert answer["summary"]["total"] == 3 and validator._verdicts(pool) == before
    assert answer["results"][0]["verdict"] == service.validate_payload(dict(deck))
