"""Benchmark: how long POST /api/v1/goldfish/compare holds a web worker: one comparison
(``compare_report``, both decks, the same seeds) per game and per games-per-deck, with the
games/s and the load average. The endpoint plays in the request, so its games are capped
(api.schemas GOLDFISH_MAX_COMPARE_GAMES = 25 per deck, chosen from these figures: 2 x 25
games stay well under 0.5 s); larger comparisons are jobs (POST /goldfish/comparisons).

    DECKCHECK_DATA=/work/shared/carddata .venv/bin/python bench/goldfish_compare.py [--games 25 100]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[1] / "tests")]

from conftest import build_db  # noqa: E402
from test_api_goldfish_l5r import CRAB, CRANE  # noqa: E402
from test_api_goldfish_whi import ORC  # noqa: E402
from test_api_helpers import shared_service  # noqa: E402
from test_api_validate import KINGSMOOT_DECK  # noqa: E402

from deckcheck.services.goldfish import compare_report  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, nargs="+", default=[25, 40, 100])
    args = ap.parse_args()
    validation = shared_service(build_db(("l5r", "agot", "whi")))
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    for game, a, b in (("l5r", CRAB, CRANE), ("agot", KINGSMOOT_DECK, KINGSMOOT_DECK), ("whi", ORC, ORC)):
        deck_a, deck_b = validation.read_payload(a).deck, validation.read_payload(b).deck
        pool = validation.pool(deck_a.game)
        compare_report(deck_a, deck_b, pool, games=5, seed=1)          # warm-up
        for n in args.games:
            start = time.perf_counter()
            compare_report(deck_a, deck_b, pool, games=n, seed=1)
            took = time.perf_counter() - start
            print(f"{game}: {n} games per deck: {took:.3f} s, {2 * n / took:.0f} games/s")


if __name__ == "__main__":
    main()
