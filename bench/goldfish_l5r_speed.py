"""Benchmark: L5R goldfish games per second on one core (CPU time of this process), for a
real test deck (default: the Core Set Crane suggested deck).

Plays ``--reps`` runs of ``--games`` games each (after a warm-up) and prints the best and
the median rate, with the load average: other work on the machine slows a run down, so the
best of several short runs is the steadier number. Target: 1,000 games/s per core.

    .venv/bin/python bench/goldfish_l5r_speed.py [--deck core-suggested-crane.json] [--games 250]
        [--reps 16] [--db sqlite:///...]
"""
from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from benchpool import ROOT, load_pool
from deckcheck.decklists.detect import read_decklist
from deckcheck.games.l5r.engine import ENGINE, GreedyPilot, table_for
from deckcheck.goldfish.runner import play_game

DECKS = ROOT / "tests" / "data" / "decklists" / "l5r"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deck", default="core-suggested-crane.json")
    ap.add_argument("--games", type=int, default=250)
    ap.add_argument("--reps", type=int, default=16)
    ap.add_argument("--db")
    args = ap.parse_args()
    pool, _ = load_pool("l5r", args.db)
    deck = read_decklist((DECKS / args.deck).read_text(encoding="utf-8"), "l5r", {"l5r": pool}).deck
    table = table_for(pool, dict(deck.cards))
    pilot = GreedyPilot()
    for seed in range(100):                                # warm-up
        play_game(ENGINE, table, pilot, seed)
    rates = []
    for r in range(args.reps):
        start = time.process_time()
        for seed in range(r * args.games, (r + 1) * args.games):
            play_game(ENGINE, table, pilot, seed)
        rates.append(args.games / (time.process_time() - start))
    rates.sort()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{Path(args.deck).name}: best {rates[-1]:.0f} games/s, median {rates[len(rates) // 2]:.0f} "
          f"games/s on one core ({args.reps} runs of {args.games} games; load average {load})")


if __name__ == "__main__":
    main()
