"""The chance to have a card in hand: exact hypergeometric odds (``math.comb``), the way
ThronesDB's draw simulator shows them, with each game's opening hand and draws per round.

Each game's draw models (``DRAW_MODELS`` of its statistics module, e.g.
deckcheck/games/agot/deck_stats.py) follow the rules digests in ``shared/spec``: the opening
hand, the cards drawn each round or turn, and whether a full-hand mulligan is in the rules.

Every figure leaves out what raises the chance (card draw, the setup refill, units
questing, bids above 2): the real chance is at least the figure shown.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any


def at_least_one(deck: int, copies: int, seen: int) -> Fraction:
    """P(at least one of ``copies`` cards among ``seen`` cards drawn from ``deck``), exact:
    1 - C(deck - copies, seen) / C(deck, seen)."""
    if deck <= 0 or copies <= 0:
        return Fraction(0)
    copies = min(copies, deck)
    seen = max(0, min(seen, deck))
    return 1 - Fraction(comb(deck - copies, seen), comb(deck, seen))


def with_mulligan(first: Fraction) -> Fraction:
    """The chance with one mulligan of the whole hand taken when the card is missing: the new
    hand is drawn from the reshuffled deck, so 1 - (1 - p)^2."""
    return 1 - (1 - first) ** 2


@dataclass(frozen=True)
class DrawModel:
    """How one deck of a game is drawn: the opening hand, the cards drawn each round, how many
    rounds to show, and whether a full-hand mulligan is in the rules."""

    section: str                 # the deck section drawn (draw, conflict, dynasty, deck)
    opening: int
    per_round: int               # 0: later draws not modeled
    rounds: int = 5
    full_mulligan: bool = False
    unit: str = "round"          # "round" or "turn"
    bid: int | None = None       # an honor bid assumed each round (the draw phase draws it)


def _share(value: Fraction) -> float:
    return round(float(value), 4)


def odds_table(model: DrawModel, deck_size: int, copies_shown: tuple[int, ...] = (1, 2, 3)) -> dict:
    """The chances for a card with 1, 2 or 3 copies in a deck of ``deck_size``: in the opening
    hand (and with a mulligan when the game has a full one), then by round/turn 1..N."""
    steps: list[dict[str, Any]] = [{"step": "opening", "seen": min(model.opening, deck_size)}]
    steps += [{"step": model.unit, "n": n, "seen": min(model.opening + n * model.per_round, deck_size)}
              for n in range(1, model.rounds + 1) if model.per_round]
    by_copies = {}
    for copies in copies_shown:
        row = [_share(at_least_one(deck_size, copies, s["seen"])) for s in steps]
        opening_mulligan = (_share(with_mulligan(at_least_one(deck_size, copies, model.opening)))
                            if model.full_mulligan else None)
        by_copies[str(copies)] = {"chances": row, "opening_with_mulligan": opening_mulligan}
    return {"section": model.section, "deck_size": deck_size, "opening": model.opening,
            "per_round": model.per_round, "unit": model.unit, "bid": model.bid, "full_mulligan": model.full_mulligan,
            "steps": steps, "by_copies": by_copies}
