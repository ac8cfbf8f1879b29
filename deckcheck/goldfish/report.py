"""The frame of a game's Monte-Carlo report and of its paired comparison: what every game
writes the same way (its name, engine version, games, seeds, turn cap, the unit of time),
so that a game's report.py gives only its own sections.

A game declares its ``ReportFrame`` once (the game, its engine version, the unit of time
when the report names it, its headline module, its coverage, deck facts and opponent);
``start`` gives the first sections of its ``summarize`` (``head`` the very first) and
``compare`` is its paired comparison.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from deckcheck.goldfish import comparison, stats
from deckcheck.goldfish.headlines import share


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

    def start(self, records: Sequence[tuple], table: Any, pilot: Any, seed: int, max_rounds: int,
              key_cards: Sequence[str] | None, opponent: Any) -> tuple[dict[str, Any], tuple[int, ...], str]:
        """The first sections of a run report, in their order (``head``, the headline, the
        pilot, the ``opponent`` the games were played against, the deck, its coverage), and
        the key cards (title indexes) with the rule that chose them, for the game's own
        sections. UNKNOWN_KEY_CARD for a named key card the deck lacks."""
        keys, key_rule = self.hl.key_titles(table, key_cards)
        return {**self.head(len(records), seed, max_rounds),
                "headline": self.hl.headline(records, table, keys, key_rule),
                "pilot": comparison.pilot_json(pilot, description=True),
                "opponent": opponent,
                "deck": self.deck(table),
                "coverage": self.coverage(table)}, keys, key_rule

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


def key_card_section(table: Any, keys: Sequence[int], games: int, first_in_play: Callable[[int], list[int]],
              unit: str, periods: Sequence[int], rule: str, note: str,
              own: Callable[[int, list[int]], dict[str, Any]] = lambda t, got: {}) -> dict[str, Any]:
    """A report's key-card section: per key title (``keys``, title indexes of ``table``) the
    share of the ``games`` in which a copy was in play by the end of each of the ``periods``
    (rounds or turns: ``unit``), the summary of when it first was and the share of games in
    which it never was. ``first_in_play(t)``: per game the round (turn) title ``t`` was first
    in play, -1 for never; ``own(t, got)``: the game's own facts of a title, after its copies."""
    titles = []
    for t in keys:
        got = [x for x in first_in_play(t) if x >= 0]
        titles.append({
            "name": table.title_names[t], "copies": table.title_copies[t], **own(t, got),
            f"in_play_by_{unit}": [stats.sampled({unit: k, "games": games,
                                                  "share": share(sum(1 for x in got if x <= k), games)}, games)
                                   for k in periods],
            unit: stats.summary(got),
            "never": share(games - len(got), games),
        })
    return {"rule": rule, "titles": titles, "note": note}

