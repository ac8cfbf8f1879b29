"""The small public surface at the top of ``deckcheck`` (what a site embedding it imports)."""
from __future__ import annotations

import subprocess
import sys

import deckcheck


def test_every_exported_name_resolves():
    for name in deckcheck.__all__:
        assert getattr(deckcheck, name) is not None, name
    assert set(deckcheck.__all__) <= set(dir(deckcheck))


def test_validate_is_the_function_not_a_module():
    import deckcheck.validator  # noqa: F401  (the module lives under another name)

    assert callable(deckcheck.validate) and deckcheck.validate.__module__ == "deckcheck.validator"


def test_a_real_deck_through_the_surface(agot_pool):
    from deckcheck import Deck, decklist_verdict_to_dict, read_decklist, validate

    result = read_decklist("House Stark\nPlots\n1x A Noble Cause\nCharacters\n3x Winterfell Steward",
                           game="agot", pools={"agot": agot_pool})
    verdict = validate(result.deck, agot_pool)
    assert isinstance(result.deck, Deck) and not verdict.valid
    answer = decklist_verdict_to_dict(verdict, result, agot_pool, "de")
    assert answer["valid"] is False and "AGOT_PLOT_DECK_SIZE" in {v["code"] for v in answer["violations"]}


def test_unknown_name_is_an_attribute_error():
    try:
        deckcheck.no_such_thing  # noqa: B018
    except AttributeError as exc:
        assert "no_such_thing" in str(exc)
    else:
        raise AssertionError("no AttributeError")


def test_importing_the_model_stays_cheap():
    code = "import sys, deckcheck.model; print('rapidfuzz' in sys.modules, 'deckcheck.games' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
