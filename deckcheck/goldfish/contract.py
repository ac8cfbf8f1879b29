"""What a game's goldfish engine provides: the module its ``Game`` record names (``engine``).

The framework (runner, game log, plots, summaries) and the services reach a game's engine
only through these names; ``deckcheck.goldfish.games.engine_module`` returns the module
typed as ``GoldfishEngine``, and tests/test_goldfish_conformance.py plays every registered
engine (and the test suite's made-up fourth game's) against this contract.

- ``ENGINE``: the game's ``GameEngine`` (flow, decisions, start / apply / step / replay /
  load, the manual escape hatch);
- ``table_for(pool, cards, faction)``: the deck's card table (``cards``: id -> copies);
- ``record(state)``: a finished game in a few numbers (a tuple of plain values); the
  runner sends it between processes;
- ``summarize(records, table, pilot, seed=, max_rounds=, **options)``: the Monte-Carlo
  report (a JSON-ready dict with at least ``game``, ``games``, ``deck``, ``pilot``,
  ``coverage``); ``compare(a, b, pilot, seed=, max_rounds=, key_cards=)``: two decks'
  paired comparison on the same seeds (``a``, ``b``: records, table, name, validated);
- ``coverage(table)``: every card of the table as modeled, inert or missing (``titles``:
  one entry per card with ``id``, ``copies``, ``status``, and ``reviewed`` for a missing
  one), the report's coverage and the census's source (deckcheck.goldfish.census);
  ``pool_table(pool)``: a table holding every card of the pool once, for the census only;
- ``summary_text(report)``: the report in a few lines; ``plot_svg(report)``: its picture;
- ``describe(state)`` / ``actions_json(state, actions)`` / ``label(state, action)``: what a
  person sees of a state and its legal actions; ``sentence(state, event)``: a narrative
  event in words.

Optional, for the pages in the reader's language (deckcheck.goldfish.phrases; an engine
without them shows its English): ``NARRATION`` (its game log's phrasebook:
deckcheck.goldfish.narration; ``sentence`` is then its ``sentence``), ``ACTION_WORDS`` (its
buttons' words, ``label(state, action, lang)``), ``REPORT_LABELS`` and ``REPORT_TEXTS``
(the report's fields and notes in words), ``PHRASES`` (its sentences: a
headlines.Phrasebook), ``HEADLINE`` (headlines.Headline: metrics, per-game values,
sentences) with ``headline_sentences(report, lang)``, and ``COMPARISON``
(headlines.Comparison).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from deckcheck.goldfish.actions import Action
from deckcheck.goldfish.engine import GameEngine


class GoldfishEngine(Protocol):
    """A game's goldfish engine module (see the module text)."""

    ENGINE: GameEngine

    def table_for(self, pool: Any, cards: Mapping[str, int], faction: str | None) -> Any: ...

    def record(self, state: Any) -> tuple: ...

    def summarize(self, records: Sequence[tuple], table: Any, pilot: Any, *, seed: int,
                  max_rounds: int, **options: Any) -> dict[str, Any]: ...

    def compare(self, a: tuple, b: tuple, pilot: Any, *, seed: int, max_rounds: int,
                key_cards: Sequence[str] | None = None) -> dict[str, Any]: ...

    def coverage(self, table: Any) -> dict[str, Any]: ...

    def pool_table(self, pool: Any) -> Any: ...

    def summary_text(self, report: dict[str, Any]) -> str: ...

    def plot_svg(self, report: Mapping[str, Any]) -> str: ...

    def describe(self, state: Any) -> dict[str, Any]: ...

    def actions_json(self, state: Any, actions: Sequence[Action]) -> list[dict[str, Any]]: ...

    def label(self, state: Any, action: Action) -> str: ...

    def sentence(self, state: Any, event: Sequence[Any]) -> str: ...


REQUIRED = ("ENGINE", "table_for", "record", "summarize", "compare", "coverage", "pool_table",
            "summary_text", "plot_svg", "describe", "actions_json", "label", "sentence")
"""The names every engine module has (the conformance test checks them)."""
