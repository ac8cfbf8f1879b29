"""The envelope of a paired comparison of two decks on the same seeds, game-neutral.

A game's ``report.compare`` gives its own parts: the headline module (``key_titles``,
``per_game``, ``headline``, ``compare``), its coverage, the deck facts of one side, the
pilot and opponent as JSON, and the period word; this module puts them in the frame all
games share (the seeds, the method, the note, each side's coverage and headline).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

SIDE_COVERAGE = ("copies", "shares", "modeled_or_inert", "unreviewed", "unreviewed_titles", "lean",
                 "lean_note", "note")
DIFFERENCE = "B minus A, per game, over the games played on the same seed"
METHOD = ("paired: the mean of the per-game differences and its 95% confidence "
          "interval by the normal approximation (mean +- 1.96 sd / sqrt(games)); "
          "deterministic, no resampling")
NOTE = ("The same seed gives both decks the same random stream, not the same cards: "
        "the decks differ, so their shuffles differ. Pairing still removes the part "
        "of the noise both decks share (a deck compared with itself differs by "
        "exactly 0). Each side's coverage says how much of its text the engine plays; "
        "a difference between decks that lean differently is partly the engine's.")


def sides(a: tuple, b: tuple, hl: Any,
          key_cards: Sequence[str] | None = None) -> list[tuple]:
    """(records, table, name, validated, keys, key rule) of each deck. ``key_cards``
    (names or codes) name the key cards of both: each must be in at least one deck
    (else ``hl.key_titles`` raises UNKNOWN_KEY_CARD); None = each deck's default."""
    out = []
    for records, table, name, validated in (a, b):
        keys, rule = hl.key_titles(table, key_cards, required=False)
        out.append((records, table, name, validated, keys, rule))
    for wanted in key_cards or ():
        if not any(hl.key_titles(table, [wanted], required=False)[0] for _, table, *_ in out):
            hl.key_titles(out[0][1], [wanted])            # raises UNKNOWN_KEY_CARD
    return out


def paired(a: tuple, b: tuple, *, game: str, engine: str, seed: int, max_rounds: int,
           key_cards: Sequence[str] | None, hl: Any, coverage: Callable[[Any], dict],
           deck: Callable[[Any], dict], pilot: dict, opponent: Any,
           period: str | None = None) -> dict[str, Any]:
    """The comparison report of decks ``a`` and ``b`` ((records, table, name, validated)
    each): the game's parts in the shared frame; ``period`` ("round" | "turn") is left out
    when None."""
    both = sides(a, b, hl, key_cards)
    values = [hl.per_game(records, table, keys) for records, table, _, _, keys, _ in both]
    out: dict[str, Any] = {
        "game": game,
        "engine": engine,
        "games": len(a[0]),
        "seed": seed,
        "seeds": f"game i of each deck uses seed {seed} + i",
        "max_rounds": max_rounds,
    }
    if period is not None:
        out["period"] = period
    out.update({
        "a": side(both[0], hl, coverage, deck),
        "b": side(both[1], hl, coverage, deck),
        "difference": DIFFERENCE,
        "method": METHOD,
        "metrics": hl.compare(values[0], values[1]),
        "pilot": pilot,
        "opponent": opponent,
        "note": NOTE,
    })
    return out


def side(one: tuple, hl: Any, coverage: Callable[[Any], dict],
         deck: Callable[[Any], dict]) -> dict[str, Any]:
    """One deck of a comparison: its name (left out when empty), deck facts, whether it was
    validated, its coverage, key cards and headline."""
    records, table, name, validated, keys, rule = one
    c = coverage(table)
    out: dict[str, Any] = {"name": name, **deck(table), "validated": validated,
                           "coverage": {k: c[k] for k in SIDE_COVERAGE},
                           "key_cards": [table.title_names[t] for t in keys], "key_card_rule": rule,
                           "headline": hl.headline(records, table, keys, rule)}
    if not name:
        del out["name"]
    return out


def pilot_json(pilot: Any, description: bool = False) -> dict[str, Any]:
    """The pilot's name and assumptions (and its description: a run report's pilot)."""
    out = {"name": getattr(pilot, "name", type(pilot).__name__)}
    if description:
        out["description"] = getattr(pilot, "description", "")
    out["assumptions"] = list(getattr(pilot, "assumptions", ()))
    return out


__all__ = ["DIFFERENCE", "METHOD", "NOTE", "paired", "pilot_json", "side", "sides"]
