"""Benchmark: validating A Game of Thrones 2nd edition decks in-process.

Builds the card pool from the snapshot (imported into a temporary SQLite file, or the
database given with --db), generates a few thousand legal and illegal decks from real
cards with a fixed seed (eight factions; no agenda, Fealty, a Banner, Alliance with two
Banners, The Conclave; broken copies, sizes, factions, lists, draft cards), and reports
decks per second and microseconds per deck for ``deckcheck.validator.validate``
(target: <= 70 us per deck; the AGoT community's Node validator takes 72 us).

    .venv/bin/python bench/validate_agot.py [--decks 4000] [--repeat 7] [--db sqlite:///...]
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from collections import Counter
from datetime import date
from pathlib import Path

from deckcheck.games.agot.deck import ListIndex
from deckcheck.games.agot.factions import FACTIONS
from benchpool import load_pool
from deckcheck.model import Deck
from deckcheck.pool import CardPool
from deckcheck.validator import validate

ROOT = Path(__file__).resolve().parents[1]
AS_OF = date(2026, 8, 1)                 # Standard v2.1 in force
DRAW_TYPES = ("character", "location", "attachment", "event")
BANNERS = {"baratheon": "01198", "greyjoy": "01199", "lannister": "01200", "martell": "01201",
           "thenightswatch": "01202", "stark": "01203", "targaryen": "01204", "tyrell": "01205"}


class Cards:
    """Real cards legal on AS_OF, grouped the way the deck generator needs them."""

    def __init__(self, pool: CardPool):
        lv = pool.list_in_force("joust", AS_OF)
        marks = ListIndex(lv).marks if lv else frozenset()
        fine = [c for c in sorted(pool.cards.values(), key=lambda c: c.id)
                if c.deck_card and c.format_only is None and c.id not in marks
                and c.released is not None and c.released <= AS_OF
                and len(pool.printings(c)) == 1]
        self.plots = [c.id for c in fine if c.type == "plot" and c.faction == "neutral"]
        self.draw = {f: [c.id for c in fine if c.type in DRAW_TYPES and c.faction == f
                         and c.deck_limit >= 3] for f in (*FACTIONS, "neutral")}
        self.non_loyal = {f: [c.id for c in fine if c.type in DRAW_TYPES and c.faction == f
                              and not c.loyal and c.deck_limit >= 3] for f in FACTIONS}
        self.loyal = {f: [c.id for c in fine if c.faction == f and c.loyal and c.type in DRAW_TYPES]
                      for f in FACTIONS}
        self.maesters = [c.id for c in fine if c.type == "character" and "Maester" in c.traits
                         and not c.loyal]
        self.restricted = sorted(lv.restricted) if lv else []
        self.draft = [c.id for c in pool.cards.values() if c.format_only == "draft"
                      and c.type in DRAW_TYPES]
        self.all = sorted(pool.cards)


def legal_deck(rng: random.Random, cards: Cards, faction: str, kind: int) -> dict[str, int]:
    deck = {i: 1 for i in rng.sample(cards.plots, 7)}
    others = [f for f in FACTIONS if f != faction]
    if kind == 0:                                          # no agenda
        deck.update({i: 3 for i in rng.sample(cards.draw[faction], 20)})
    elif kind == 1:                                        # Fealty, 15 neutral cards
        deck["01027"] = 1
        deck.update({i: 3 for i in rng.sample(cards.draw[faction], 15)})
        deck.update({i: 3 for i in rng.sample(cards.draw["neutral"], 5)})
    elif kind == 2:                                        # a Banner
        banner = rng.choice(others)
        deck[BANNERS[banner]] = 1
        deck.update({i: 3 for i in rng.sample(cards.draw[faction], 16)})
        deck.update({i: 3 for i in rng.sample(cards.non_loyal[banner], 4)})
    elif kind == 3:                                        # Alliance + two Banners, 75 cards
        first, second = rng.sample(others, 2)
        deck.update({"06018": 1, BANNERS[first]: 1, BANNERS[second]: 1})
        deck.update({i: 3 for i in rng.sample(cards.draw[faction], 17)})
        deck.update({i: 3 for i in rng.sample(cards.non_loyal[first], 4)})
        deck.update({i: 3 for i in rng.sample(cards.non_loyal[second], 4)})
    else:                                                  # The Conclave, 12+ Maesters
        deck["09045"] = 1
        maesters = [i for i in cards.maesters if i not in deck]
        deck.update({i: 3 for i in rng.sample(maesters, 4)})
        own = [i for i in cards.draw[faction] if i not in deck]
        deck.update({i: 3 for i in rng.sample(own, 16)})
    return deck


def break_deck(rng: random.Random, cards: Cards, faction: str, deck: dict[str, int], kind: int) -> None:
    draw = [i for i in deck if i in set(cards.draw[faction])]
    if kind == 0:                                          # too many copies, 59 cards
        deck[draw[0]] = 4
        deck[draw[1]] = 1
    elif kind == 1:                                        # 6 plots, one doubled twice
        plots = [i for i in deck if i in set(cards.plots)]
        del deck[plots[0]]
        deck[plots[1]] = 2
        deck[plots[2]] = 2
    elif kind == 2:                                        # loyal and non-loyal out of faction
        other = rng.choice([f for f in FACTIONS if f != faction])
        deck.update({rng.choice(cards.loyal[other]): 1, rng.choice(cards.non_loyal[other]): 2})
    elif kind == 3:                                        # two restricted cards, a draft card
        deck.update({i: 1 for i in rng.sample(cards.restricted, 2)})
        deck[rng.choice(cards.draft)] = 5
    elif kind == 4:                                        # second agenda, unknown id
        deck["04037"] = 1
        deck["99999"] = 1
    else:                                                  # random cards from the whole pool
        deck.update({i: rng.randint(1, 4) for i in rng.sample(cards.all, 12)})


def make_decks(pool: CardPool, n: int, seed: int = 7) -> list[Deck]:
    rng = random.Random(seed)
    cards = Cards(pool)
    decks = []
    for i in range(n):
        faction = FACTIONS[i % len(FACTIONS)]
        deck = legal_deck(rng, cards, faction, (i // len(FACTIONS)) % 5)
        if i % 2:                                          # every other deck is broken
            break_deck(rng, cards, faction, deck, (i // 2) % 6)
        decks.append(Deck(game="agot", faction=faction, cards=deck, as_of=AS_OF))
    return decks


def time_run(decks: list[Deck], pool: CardPool) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process) for validating every deck once."""
    wall, cpu = time.perf_counter(), time.process_time()
    for deck in decks:
        validate(deck, pool)
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decks", type=int, default=4000)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--db", help="database URL (default: a fresh temporary import)")
    args = ap.parse_args()

    pool, load_s = load_pool("agot", args.db)
    print(f"pool: {len(pool)} cards, {sum(len(v) for v in pool.lists.values())} list versions, "
          f"loaded in {load_s:.2f} s")
    decks = make_decks(pool, args.decks)
    verdicts = [validate(d, pool) for d in decks]          # warm-up; per-pool indexes built here
    legal = [d for d, v in zip(decks, verdicts, strict=False) if v.valid]
    illegal = [d for d, v in zip(decks, verdicts, strict=False) if not v.valid]
    codes = Counter(v.code for verdict in verdicts for v in verdict.violations)
    print(f"decks: {len(decks)} ({len(legal)} legal, {len(illegal)} illegal); "
          f"mean {statistics.mean(len(d.cards) for d in decks):.1f} card ids per deck")
    print("violations: " + ", ".join(f"{c} {n}" for c, n in codes.most_common()))

    print(f"{args.repeat} runs each; wall clock and CPU time of this process (the CPU time "
          "leaves out time the process waited for a core on a busy machine)")
    for label, group in (("all", decks), ("legal", legal), ("illegal", illegal)):
        if not group:
            continue
        runs = [time_run(group, pool) for _ in range(args.repeat)]
        wall = sorted(w / len(group) for w, _ in runs)
        cpu = sorted(c / len(group) for _, c in runs)
        print(f"{label:8s} wall best {wall[0] * 1e6:6.1f} us/deck ({1 / wall[0]:7.0f} decks/s), "
              f"median {statistics.median(wall) * 1e6:6.1f}; "
              f"cpu best {cpu[0] * 1e6:6.1f}, median {statistics.median(cpu) * 1e6:6.1f} us/deck")

    gc.disable()                                           # the same without the cyclic GC
    try:
        runs = [time_run(decks, pool) for _ in range(args.repeat)]
    finally:
        gc.enable()
    print(f"all, gc off: wall best {min(w for w, _ in runs) / len(decks) * 1e6:6.1f}, "
          f"cpu best {min(c for _, c in runs) / len(decks) * 1e6:6.1f} us/deck")


if __name__ == "__main__":
    main()
