"""Every violation code has a message in en, de and pl using the same fields."""
import importlib

import pytest

from deckcheck.games import game_ids
from deckcheck.rules.codes import LANGS, REGISTRY, render, template_fields


def load_all_games():
    loaded = []
    for game in game_ids():
        try:
            importlib.import_module(f"deckcheck.games.{game}.formats")
            loaded.append(game)
        except ModuleNotFoundError:
            pass
    return loaded


def test_registry_is_complete_in_three_languages():
    load_all_games()
    assert len(REGISTRY) >= 15
    for code, entry in REGISTRY.items():
        assert code == code.upper() and code.split("_")[0] in {"L5R", "AGOT", "WHI"}, code
        # a localized field may be named <field>_<lang> (e.g. a clan name in German)
        fields = {lang: {f.removesuffix(f"_{lang}") for f in template_fields(entry.template(lang))}
                  for lang in LANGS}
        for lang in LANGS:
            text = entry.template(lang)
            assert text.strip(), f"{code} has no {lang} message"
            assert fields[lang] == fields["en"], f"{code}: {lang} uses other fields than en"
        if entry.de == entry.en or entry.pl == entry.en:
            pytest.fail(f"{code}: German or Polish text is just the English one")


def test_render_fills_fields_and_keeps_unknown_ones():
    load_all_games()
    assert render("AGOT_COPIES", "de", {"title": "X", "actual": 4, "expected": 3}) == \
        "X: 4 Kopien; erlaubt: höchstens 3."
    assert "{title}" in render("AGOT_COPIES", "en", {"actual": 4, "expected": 3})
