"""Benchmark: fix suggestions (deckcheck.fixes) for the test deck of every violation code,
and for random decks of real cards that break many rules at once (the worst case the
search's ``Limits`` bound). Prints milliseconds per deck and validations spent.

    .venv/bin/python bench/fixes.py [--game agot|l5r|whi] [--random 30] [--db-agot URL ...]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]

from benchpool import load_pool  # noqa: E402

from deckcheck.fixes.model import LIMITS  # noqa: E402
from deckcheck.fixes.search import Session, fixes_for  # noqa: E402
from deckcheck.games import get_game  # noqa: E402
from deckcheck.model import Deck  # noqa: E402
from deckcheck.validator import validate  # noqa: E402


def cases(game: str, pool):
    if game == "whi":
        from test_fixes_whi import CASES
        return {code: make(pool) for code, make in CASES.items()}
    if game == "l5r":
        from test_fixes_l5r import CASES
        return {code: make(pool) for code, make in CASES.items()}
    from test_agot_decks import Builder
    from test_fixes_agot import CASES, ON_OWN_DATE
    b = Builder(pool)
    out = {code: make(b) for code, make in CASES.items()}
    out.update({code: make(pool) for code, make in ON_OWN_DATE.items()})
    return out


def random_decks(game: str, pool, n: int, seed: int = 11) -> list[Deck]:
    rng = random.Random(seed)
    ids = sorted(pool.cards)
    return [Deck(game, {rng.choice(ids): rng.randint(1, 3) for _ in range(40)}) for _ in range(n)]


def measure(deck: Deck, pool, hooks) -> tuple[float, int, int, int]:
    """(ms, validations, violations, violations with a fix)."""
    verdict = validate(deck, pool)
    start = time.perf_counter()
    s = Session(deck, pool, verdict, hooks, LIMITS)
    found = [fixes_for(s, v) for v in verdict.violations]
    ms = (time.perf_counter() - start) * 1000
    return ms, s.spent, len(found), sum(1 for f in found if f.suggestions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=("agot", "l5r", "whi"), action="append")
    parser.add_argument("--random", type=int, default=30, help="random many-violation decks per game")
    parser.add_argument("--db", help="a database URL holding the game(s) (default: a fresh import)")
    args = parser.parse_args()
    print(f"load average: {os.getloadavg()}")
    for game in args.game or ("whi", "l5r", "agot"):
        pool, seconds = load_pool(game, args.db)
        hooks = get_game(game).load_fixes()
        print(f"\n{game}: pool of {len(pool)} cards loaded in {seconds:.1f} s")
        times = []
        for code, deck in sorted(cases(game, pool).items()):
            ms, spent, n, fixed = measure(deck, pool, hooks)
            times.append(ms)
            print(f"  {code:34s} {ms:7.1f} ms  {spent:3d} validations  {fixed}/{n} fixed")
        print(f"  test decks: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms")
        rows = [measure(d, pool, hooks) for d in random_decks(game, pool, args.random)]
        ms = [r[0] for r in rows]
        print(f"  {len(rows)} random 40-title decks: median {statistics.median(ms):.1f} ms, "
              f"max {max(ms):.1f} ms, validations max {max(r[1] for r in rows)} "
              f"(limit {LIMITS.validations}), violations {sum(r[2] for r in rows)}, "
              f"with a fix {sum(r[3] for r in rows)}")


if __name__ == "__main__":
    main()
