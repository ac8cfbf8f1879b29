"""A goldfish report's words for a page (deckcheck.goldfish.phrases, each engine's PHRASES):
the headline's sentences said again from a report's numbers are the report's own in
English, and in German and Polish every sentence is translated and keeps its numbers; every
label and note has its words in the catalogue."""
from __future__ import annotations

import re

import pytest
from goldfish_golden import decks

from deckcheck.goldfish import phrases
from deckcheck.goldfish.games import engine_games, engine_module
from deckcheck.services import goldfish as service

NUMBER = re.compile(r"\d+(?:\.\d+)?")


@pytest.fixture(scope="module", params=["agot", "l5r", "whi"])
def report(request):
    pool = request.getfixturevalue(f"{request.param}_pool")
    deck = decks(request.param, pool)[0]
    return service.run_report(deck, pool, games=12, seed=7, workers=1, check=None)


def test_every_engine_says_its_headline_again(report):
    assert "headline_sentences" in dir(engine_module(report["game"]))


def test_the_english_sentences_said_again_are_the_reports_own(report):
    own = [v["sentence"] for v in report["headline"].values() if isinstance(v, dict) and "sentence" in v]
    assert own and engine_module(report["game"]).headline_sentences(report, "en") == own
    assert phrases.headline_sentences(report, "en") == own


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_each_sentence_is_translated_and_keeps_its_numbers(report, lang):
    english = phrases.headline_sentences(report, "en")
    said = phrases.headline_sentences(report, lang)
    assert len(said) == len(english)
    for en, other in zip(english, said, strict=True):
        assert other != en
        assert sorted(NUMBER.findall(other)) == sorted(NUMBER.findall(en)), (en, other)
        for name in report["headline"]["key_cards"]:      # card names stay as the data has them
            assert (name in en) == (name in other)


def test_every_label_and_note_of_every_engine_is_in_the_catalogue():
    from deckcheck.translations import split_plural
    from tools.i18n import DOMAINS, read

    messages = next(d for d in DOMAINS if d.name == "messages")
    for lang in ("de", "pl"):
        catalogue = read(messages.po(lang))
        for context, english in phrases.entries():
            counted = split_plural(english)          # a counted noun: the catalogue's msgid is its singular
            entry = catalogue.get(counted[1][0] if counted else english, context=context)
            assert entry is not None and entry.string and not entry.fuzzy, (lang, context, english)
    assert set(engine_games()) >= {"agot", "l5r", "whi"}


def test_a_note_no_game_gave_words_for_stays_as_the_report_says_it():
    assert phrases.text("agot", "a note the engine wrote later", "de") == "a note the engine wrote later"
    assert phrases.label("agot", "no_such_field", "de") is None


@pytest.fixture(scope="module", params=["agot", "l5r", "whi"])
def comparison(request):
    pool = request.getfixturevalue(f"{request.param}_pool")
    a, b = decks(request.param, pool)[:2]
    return service.compare_report(a, b, pool, games=12, seed=5, check=None)


def test_a_comparisons_sentences_said_again(comparison):
    """In English, each sentence said again from the numbers is the comparison's own; in
    German and Polish it is another sentence with the same numbers."""
    for name, entry in comparison["metrics"].items():
        assert phrases.compare_sentence(comparison, name, "en") == entry["sentence"]
        for lang in ("de", "pl"):
            said = phrases.compare_sentence(comparison, name, lang)
            assert said != entry["sentence"]
            assert sorted(NUMBER.findall(said)) == sorted(NUMBER.findall(entry["sentence"])), (lang, said)


@pytest.mark.parametrize("game", ["agot", "l5r", "whi"])
def test_every_metric_can_say_a_difference_either_way_in_every_language(game):
    comparison = engine_module(game).COMPARISON
    for m in comparison.metrics:
        for mean in (-1.0, 1.0):
            for lang in ("en", "de", "pl"):
                said = comparison.said(m, mean, abs(mean), " (95% CI 1 to 2)", " (95% CI 10 to 20)", "A", "B", lang)
                assert said.startswith("B ") or "B" in said, (m.name, lang, said)
                assert "{" not in said, (m.name, lang, said)
