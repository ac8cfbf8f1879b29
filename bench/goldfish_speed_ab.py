"""Benchmark: the goldfish engine's speed in games per CPU-second, this checkout (B) against
another (A, e.g. main exported with ``git archive``), side by side in one run: rounds that
alternate A and B, each in its own process that plays every deck given (one worker, each
deck after a warm-up), and per deck the median of the paired ratios B / A, with the load
average. The two runs of a pair are one whole process apart (every deck of A, then every
deck of B): with many decks give enough rounds for the load's swings to even out.

    git archive main | tar -x -C /tmp/base
    DECKCHECK_DATA=/work/shared/carddata .venv/bin/python bench/goldfish_speed_ab.py \\
        --base /tmp/base --game agot --games 200 --rounds 5 tests/data/decklists/agot/danurai-khalasar.txt
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

CHILD = """
import json, sys, time
sys.path[:0] = [{tree!r}, {tree!r} + "/tests"]
from conftest import _pool
from deckcheck.decklists.detect import read_decklist
from deckcheck.goldfish.games import engine_module
from deckcheck.goldfish.runner import play_records
pool = _pool({game!r})
out = {{}}
for path in {decks!r}:
    deck = read_decklist(open(path, encoding="utf-8").read(), {game!r}, {{{game!r}: pool}}).deck
    table = engine_module({game!r}).table_for(pool, deck.cards, deck.faction)
    play_records({game!r}, table, 5, seed=10_000, workers=1)               # warm-up
    start = time.process_time()
    play_records({game!r}, table, {games}, seed=1, workers=1)
    out[path] = {games} / (time.process_time() - start)
print(json.dumps(out))
"""


def speeds(tree: Path, game: str, decks: list[Path], games: int) -> dict[str, float]:
    """Games per CPU-second of each deck, played in one process of ``tree``."""
    code = CHILD.format(tree=str(tree), game=game, decks=[str(d.resolve()) for d in decks],
                        games=games)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=tree)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", type=Path, required=True, help="the other checkout (A)")
    ap.add_argument("--game", default="agot")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("decks", type=Path, nargs="+")
    args = ap.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rounds = []
    for _ in range(args.rounds):
        a = speeds(args.base, args.game, args.decks, args.games)
        b = speeds(HERE, args.game, args.decks, args.games)
        rounds.append((a, b))
    for deck in args.decks:
        key = str(deck.resolve())
        pairs = [(a[key], b[key]) for a, b in rounds]
        ratios = [b / a for a, b in pairs]
        print(json.dumps({"deck": deck.name, "games_per_cpu_s_a": [round(a, 1) for a, _ in pairs],
                          "games_per_cpu_s_b": [round(b, 1) for _, b in pairs],
                          "median_a": round(statistics.median(a for a, _ in pairs)),
                          "median_b": round(statistics.median(b for _, b in pairs)),
                          "median_ratio_b_over_a": round(statistics.median(ratios), 3),
                          "ratios": f"{min(ratios):.3f}-{max(ratios):.3f}"}))
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
