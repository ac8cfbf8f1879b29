"""A goldfish report's words as a person reads them on a page, in English, German or Polish.

A report (JSON) names its figures by field (``gold_income``, ``no_play_turn1_rate``); a
page shows each field by its label. The labels the three games share are here
(``SHARED_LABELS``); each engine module gives its own words as ``REPORT_LABELS`` (field ->
English label; a nested figure as ``field.part``, e.g. ``power.kingdom``) and
``REPORT_TEXTS`` (a note the report carries -> the words a page shows for it, without field
names: the report itself stays as it is, byte for byte). Everything is translated through
the messages catalogue (``deckcheck/locale``, docs/translating.md): ``msgctxt``
``goldfish-label:<field>`` for a shared label, ``goldfish-label:<game>:<field>`` for a
game's own, ``goldfish-text:<game>`` for a note (its ``msgid`` is the English words),
``goldfish-metric:<game>:<metric>`` for what a headline metric measures,
``goldfish-log:<game>:<phrase>`` for a game log's sentences (the engine's ``NARRATION``),
``goldfish-flow:<game>`` for its phase and step titles (deckcheck.goldfish.view). The
headline's sentences are said again from the report's numbers by the game's engine
(``headline_sentences``, with its ``PHRASES``: deckcheck.goldfish.headlines.Phrasebook).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from deckcheck.goldfish import headlines, narration, view
from deckcheck.goldfish.games import engine_games, engine_module

from deckcheck.message_entries import CATALOGUES, LANGS

LABEL = "goldfish-label:"
TEXT = "goldfish-text:"
METRIC = "goldfish-metric:"

SHARED_LABELS: Mapping[str, str] = {
    "games_playing": "Games still playing",
    "won_by_now": "Won by now",
    "mulligan_rate": "Mulligan",
    "first_player_rate": "First player",
    "first_player_share": "First player",
}


def game_labels(game: str) -> Mapping[str, str]:
    """The game's own labels (its engine module's ``REPORT_LABELS``; none for an engine
    without)."""
    return getattr(engine_module(game), "REPORT_LABELS", {})


def game_texts(game: str) -> Mapping[str, str]:
    """The game's notes in words (its engine module's ``REPORT_TEXTS``)."""
    return getattr(engine_module(game), "REPORT_TEXTS", {})


def entries() -> Iterator[tuple[str, str]]:
    """(catalogue context, English) of every label and note: the shared ones, then each game's."""
    for key, english in SHARED_LABELS.items():
        yield LABEL + key, english
    yield from headlines.FRAME.entries()
    yield from narration.FRAME.entries()
    for game in engine_games():
        for key, english in game_labels(game).items():
            yield f"{LABEL}{game}:{key}", english
        for english in game_texts(game).values():
            yield TEXT + game, english
        for book_name in ("PHRASES", "ACTION_WORDS", "NARRATION"):
            book = getattr(engine_module(game), book_name, None)
            if book is not None:
                yield from book.entries()
        module = engine_module(game)
        if any(getattr(module, name, None) is not None for name in ("NARRATION", "ACTION_WORDS")):
            yield from view.flow_entries(game, module.ENGINE.flow)     # a table page in its words
        headline = getattr(engine_module(game), "HEADLINE", None)
        for metric in headline.metrics if headline is not None else ():
            yield f"{METRIC}{game}:{metric.name}", metric.label


_TABLES: dict[str, dict[str, str]] = {}


def _table(lang: str) -> dict[str, str]:
    """Every label and note in ``lang``, compiled once per language (a note under
    ``goldfish-text:<game>:<English>``; headline sentences are each Phrasebook's)."""
    table = _TABLES.get(lang)
    if table is None:
        table = _TABLES[lang] = {
            ctx + (":" + en if ctx.startswith(TEXT) else ""): str(CATALOGUES.compile(lang, ctx, en))
            for ctx, en in entries() if ctx.startswith((LABEL, TEXT, METRIC))}
    return table


def label(game: str | None, key: str, lang: str = "en") -> str | None:
    """The label of a report field (``key``; ``a.b`` for a nested one) in ``lang``: the
    game's own, else a shared one; None when nobody wrote one."""
    table = _table(lang if lang in LANGS else "en")
    found = table.get(f"{LABEL}{game}:{key}") if game else None
    return found if found is not None else table.get(LABEL + key)


def metric(game: str | None, name: str, lang: str = "en") -> str | None:
    """What a headline metric measures (its label) in ``lang``; None for a metric no engine
    names."""
    return _table(lang if lang in LANGS else "en").get(f"{METRIC}{game}:{name}") if game else None


def headline_sentences(report: Mapping[str, Any], lang: str = "en") -> list[str]:
    """The headline's sentences of a report in ``lang``: said again from its numbers by the
    game's engine (``headline_sentences``); the report's own (English) for an engine
    without."""
    game = report.get("game")
    say = getattr(engine_module(game), "headline_sentences", None) if game in engine_games() else None
    if say is not None and lang != "en":
        return list(say(report, lang))
    head = report.get("headline") or {}
    return [str(v["sentence"]) for v in head.values() if isinstance(v, Mapping) and v.get("sentence")]


def compare_sentence(comparison: Mapping[str, Any], name: str, lang: str = "en") -> str | None:
    """A comparison's sentence of metric ``name`` said again from its numbers in ``lang`` (the
    game's COMPARISON; the decks are "A" and "B"); None when the engine cannot say it."""
    game = comparison.get("game")
    entry = (comparison.get("metrics") or {}).get(name)
    said = getattr(engine_module(game), "COMPARISON", None) if game in engine_games() else None
    found = next((m for m in said.metrics if m.name == name), None) if said is not None else None
    if said is None or found is None or not isinstance(entry, Mapping):
        return None
    return said.sentence(found, dict(entry), "A", "B", lang, metric(game, name, lang))


def text(game: str | None, said: str, lang: str = "en") -> str:
    """A note of a report as a page shows it in ``lang``: the game's words for it, translated;
    a note the game gave no words for stays as the report says it."""
    words = game_texts(game).get(said) if game else None
    if words is None:
        return said
    return _table(lang if lang in LANGS else "en").get(f"{TEXT}{game}:{words}", words)


__all__ = ["LABEL", "METRIC", "SHARED_LABELS", "TEXT", "compare_sentence", "metric", "entries", "game_labels", "game_texts", "headline_sentences", "label",
           "text"]
