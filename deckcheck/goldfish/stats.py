"""Small exact statistics for reports: distributions, summary numbers, hypergeometric odds."""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any


def mean(values: Sequence[float]) -> float | None:
    return round(math.fsum(values) / len(values), 4) if values else None


def median(values: Sequence[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return float(ordered[mid])
    return (ordered[mid - 1] + ordered[mid]) / 2


def stdev(values: Sequence[float]) -> float | None:
    """Population standard deviation (the games are the whole sample we describe)."""
    if not values:
        return None
    m = math.fsum(values) / len(values)
    return round(math.sqrt(math.fsum((v - m) ** 2 for v in values) / len(values)), 4)


def summary(values: Sequence[float]) -> dict[str, Any]:
    return {"mean": mean(values), "median": median(values), "stdev": stdev(values),
            "min": min(values) if values else None, "max": max(values) if values else None}


Z95 = 1.959964         # two-sided 95% quantile of the normal distribution


def paired(a: Sequence[float], b: Sequence[float]) -> dict[str, Any]:
    """The paired difference ``b - a`` of two samples taken on the same seeds (game i of
    both): its mean, the sample standard deviation of the differences and a 95%
    confidence interval for the mean by the normal approximation (mean +- 1.96 sd /
    sqrt(n)); ``identical`` when every difference is 0 (then the interval has width 0).
    Deterministic: no resampling."""
    if len(a) != len(b):
        raise ValueError("paired samples need the same number of values")
    n = len(a)
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    if not n:
        return {"games": 0, "mean_difference": None, "sd": None, "ci95": None, "identical": False}
    m = math.fsum(diffs) / n
    identical = all(d == 0 for d in diffs)
    if n < 2:
        return {"games": n, "mean_difference": round(m, 4), "sd": None,
                "ci95": [round(m, 4), round(m, 4)] if identical else None, "identical": identical}
    sd = math.sqrt(math.fsum((d - m) ** 2 for d in diffs) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return {"games": n, "mean_difference": _clean(m), "sd": _clean(sd),
            "ci95": [_clean(m - half), _clean(m + half)], "identical": identical}


def _clean(x: float) -> float:
    """Rounded to 4 places, without a negative zero."""
    return round(x, 4) + 0.0


def distribution(values: Iterable[int], total: int | None = None) -> list[dict[str, Any]]:
    """[{value, games, share, cumulative}] sorted by value; shares of ``total`` games."""
    counts = Counter(values)
    total = total if total is not None else sum(counts.values())
    out = []
    running = 0
    for value in sorted(counts):
        running += counts[value]
        out.append({"value": value, "games": counts[value],
                    "share": round(counts[value] / total, 4) if total else 0.0,
                    "cumulative": round(running / total, 4) if total else 0.0})
    return out


def by_period(values: Iterable[int], total: int, unit: str) -> list[dict[str, Any]]:
    """``distribution`` of rounds (or turns): [{unit: n, games, share, cumulative}]."""
    return [{unit: d["value"], "games": d["games"], "share": d["share"], "cumulative": d["cumulative"]}
            for d in distribution(values, total)]


def described(values: Sequence[int]) -> dict[str, Any]:
    """``summary`` of the values with their ``distribution``."""
    return {**summary(values), "distribution": distribution(values)}


FEW_GAMES = 30      # a per-round share or mean from fewer games than this is marked, not trusted


def sampled(row: dict[str, Any], games: int) -> dict[str, Any]:
    """A per-round (per-turn) row with the number of games behind it: ``too_few_games`` is
    True when fewer than FEW_GAMES games reached that round, so its shares and means are
    not to be read as rates (round 5 of one game in a thousand says 0% or 100%)."""
    row["too_few_games"] = games < FEW_GAMES
    return row


def at_least_one(deck: int, copies: int, drawn: int) -> float:
    """Exact probability of at least one of ``copies`` among ``drawn`` cards of ``deck``."""
    if copies <= 0 or drawn <= 0:
        return 0.0
    drawn = min(drawn, deck)
    if deck - copies < drawn:
        return 1.0
    return 1.0 - math.comb(deck - copies, drawn) / math.comb(deck, drawn)
