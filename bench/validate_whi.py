"""Benchmark: validating Warhammer: Invasion decks in-process.

Builds the card pool from the snapshot (imported into a temporary SQLite file, or the
database given with --db), generates a few thousand legal and illegal decks from real
cards with a fixed seed, and reports decks per second and microseconds per deck for
``deckcheck.validator.validate`` (the target is <= 70 us per deck).

    .venv/bin/python bench/validate_whi.py [--decks 4000] [--repeat 5] [--db sqlite:///...]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from datetime import date
from pathlib import Path

from benchpool import load_pool
from deckcheck.model import Deck
from deckcheck.pool import CardPool
from deckcheck.validator import validate

ROOT = Path(__file__).resolve().parents[1]

AS_OF = date(2014, 1, 1)
RACES = ("empire", "dwarf", "high_elf", "orc", "chaos", "dark_elf")


def make_decks(pool: CardPool, n: int, seed: int = 7) -> list[Deck]:
    rng = random.Random(seed)
    lv = pool.list_versions("standard")[0]
    listed = lv.restricted | lv.banned
    by_race: dict[str, list[str]] = {r: [] for r in RACES}
    neutral: dict[str, list[str]] = {"order": [], "destruction": [], None: []}
    for card in sorted(pool.cards.values(), key=lambda c: c.id):
        if not card.deck_card or card.id in listed or card.race_only or card.non_race_only:
            continue
        if card.faction in by_race:
            by_race[card.faction].append(card.id)
        elif card.faction == "neutral":
            neutral[card.alignment].append(card.id)
    side_of = {"empire": "order", "dwarf": "order", "high_elf": "order",
               "orc": "destruction", "chaos": "destruction", "dark_elf": "destruction"}
    all_ids = sorted(pool.cards)
    decks = []
    for i in range(n):
        race = RACES[i % len(RACES)]
        side = side_of[race]
        titles = rng.sample(by_race[race], 14) + rng.sample(neutral[side] + neutral[None], 4)
        cards = {cid: 3 for cid in titles}
        kind = i % 8
        if kind == 1:                                   # too small
            for cid in titles[:3]:
                cards[cid] = 1
        elif kind == 2:                                 # both sides
            other = "orc" if side == "order" else "dwarf"
            cards.update({cid: 2 for cid in rng.sample(by_race[other], 3)})
        elif kind == 3:                                 # two restricted titles + banned
            cards.update({"01116": 2, "04117": 1, "06008": 1})
        elif kind == 4:                                 # too many copies, unknown id
            cards[titles[0]] = 5
            cards["99999"] = 1
        elif kind == 5:                                 # random junk from the whole pool
            cards.update({cid: rng.randint(1, 3) for cid in rng.sample(all_ids, 6)})
        capital = race if kind != 6 else None
        decks.append(Deck("whi", cards, capital=capital, as_of=AS_OF))
    return decks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=4000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--db", default=None, help="database URL with WHI imported")
    args = parser.parse_args()

    pool, load_seconds = load_pool("whi", args.db)
    decks = make_decks(pool, args.decks)
    valid = sum(validate(d, pool).valid for d in decks)         # also warms caches
    sizes = [len(d.cards) for d in decks]
    runs = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        for d in decks:
            validate(d, pool)
        runs.append(time.perf_counter() - start)
    per_deck = [r / len(decks) * 1e6 for r in runs]
    singles = []
    for d in decks[:1000]:
        t = time.perf_counter()
        validate(d, pool)
        singles.append((time.perf_counter() - t) * 1e6)
    singles.sort()
    best = min(runs)
    print(f"pool: {len(pool)} cards, loaded in {load_seconds:.2f} s")
    print(f"decks: {len(decks)} ({valid} legal, {len(decks) - valid} illegal), "
          f"{statistics.mean(sizes):.1f} distinct cards on average")
    print(f"runs: {args.repeat} x {len(decks)} decks; per deck: best {min(per_deck):.1f} us, "
          f"median {statistics.median(per_deck):.1f} us")
    print(f"single decks: median {singles[len(singles) // 2]:.1f} us, "
          f"p95 {singles[int(len(singles) * 0.95)]:.1f} us")
    print(f"throughput: {len(decks) / best:,.0f} decks/s (target <= 70 us per deck: "
          f"{'met' if min(per_deck) <= 70 else 'NOT met'})")


if __name__ == "__main__":
    main()
