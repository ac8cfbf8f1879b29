"""The frame of a game's Monte-Carlo report and of its paired comparison: what every game
writes the same way (its name, engine version, games, seeds, turn cap, the unit of time),
so that a game's report.py gives only its own sections.

A game declares its ``ReportFrame`` once (the game, its engine version, the unit of time
when the report names it, its headline module, its coverage, deck facts and opponent);
``head`` starts its ``summarize`` and ``compare`` is its paired comparison.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from deckcheck.goldfish import comparison


@dataclass(frozen=True)
class ReportFrame:
    game: str
    engine: str                              # the engine's version, e.g. "agot-goldfish-1"
    hl: Any                                  # the game's headline module (see comparison.paired)
    coverage: Callable[[Any], dict]          # table -> the deck's coverage
    deck: Callable[[Any], dict]              # table -> the deck's facts
    opponent: Callable[[Any], Any]           # table of deck A -> the opponent in a comparison
    period: str | None = None                # "round" | "turn" in the reports; None: not said

    def head(self, games: int, seed: int, max_rounds: int) -> dict[str, Any]:
        """The first entries of a run report, in their order."""
        out: dict[str, Any] = {"game": self.game, "engine": self.engine, "games": games, "seed": seed,
                               "seeds": f"game i uses seed {seed} + i", "max_rounds": max_rounds}
        if self.period is not None:
            out["period"] = self.period
        return out

    def compare(self, a: tuple, b: tuple, pilot: Any, seed: int, max_rounds: int,
                key_cards: Sequence[str] | None = None) -> dict[str, Any]:
        """The paired comparison of two decks played on the same seeds.

        ``a`` / ``b``: (records, table, name, validated) of each deck; ``key_cards`` (names or
        codes) name the key cards of both (each must be in at least one deck; None = each
        deck's default key cards)."""
        return comparison.paired(
            a, b, game=self.game, engine=self.engine, seed=seed, max_rounds=max_rounds,
            key_cards=key_cards, hl=self.hl, coverage=self.coverage, deck=self.deck,
            period=self.period, pilot=comparison.pilot_json(pilot), opponent=self.opponent(a[1]))
