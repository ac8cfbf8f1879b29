"""Verdict JSON: messages in the requested language, with card names in that language."""
from datetime import date

from deckcheck.model import Deck, Violation
from deckcheck.report import violation_to_dict


def test_copies_message_names_the_card_in_german(l5r_pool):
    v = Violation("L5R_COPIES", ("charge",), expected=3, actual=4, params={"title": "Charge!"})
    de = violation_to_dict(v, l5r_pool, "de")
    assert de["message"].startswith("Zum Angriff!: 4 Kopien")
    en = violation_to_dict(v, l5r_pool, "en")
    assert en["message"].startswith("Charge!: 4 copies")
    assert en["cards"] == ["charge"] and en["expected"] == 3 and en["actual"] == 4


def test_unknown_language_falls_back_to_english(l5r_pool):
    v = Violation("L5R_BANNED", ("charge",), expected=0, actual=1, params={"list": "IL"})
    assert violation_to_dict(v, l5r_pool, "fr")["message"] == violation_to_dict(v, l5r_pool, "en")["message"]


def test_verdict_lists_and_validity(l5r_pool):
    from deckcheck.report import verdict_to_dict
    from deckcheck.validator import validate

    verdict = verdict_to_dict(validate(Deck("l5r", {"charge": 1}, as_of=date(2021, 3, 1)), l5r_pool), l5r_pool)
    assert verdict["valid"] is False
    assert verdict["lists"][0]["effective"] == "2021-02-23"
    assert any(v["code"] == "L5R_BANNED" for v in verdict["violations"])
