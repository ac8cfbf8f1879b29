"""Benchmark: validate thousands of L5R decks built from the real card pool.

    .venv/bin/python bench/validate_l5r.py [--decks 4000] [--seed 7] [--runs 9] [--report]

Imports the snapshot (``$DECKCHECK_DATA`` or ../shared/carddata) into a temporary SQLite
database (reusing the test cache in the temp folder when it is current), builds the
pool, generates random decks of every clan - legal ones and ones broken in one or two
ways (copies, banned cards, out-of-clan cards, influence, provinces, roles, sizes) -
with dates from 2018 to 2021, and times ``deckcheck.validator.validate`` (and with
``--report`` also ``verdict_to_dict``). Target: <= 70 microseconds per deck. Each figure
is the best of several runs in CPU time, which filters out most of the noise of other
processes on a shared machine.
"""
from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))              # the project's packages before any stale install
sys.path.insert(1, str(ROOT / "tests"))

from card_db.database import get_engine
from card_db.importers import read
from card_db.pools import load_pool
from deckcheck.model import Card, Deck
from deckcheck.pool import CardPool
from deckcheck.report import verdict_to_dict
from deckcheck.validator import validate

CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")
ELEMENTS = ("air", "earth", "fire", "water", "void")
TARGET_US = 70.0


def build_pool() -> tuple[CardPool, float, float]:
    from conftest import CARDDATA, build_db  # the tests' cached import

    start = time.perf_counter()
    read("l5r", CARDDATA)
    import_s = time.perf_counter() - start
    url = build_db(("l5r",))
    start = time.perf_counter()
    pool = load_pool(get_engine(url), "l5r")
    return pool, import_s, time.perf_counter() - start


class DeckMaker:
    def __init__(self, pool: CardPool, rng: random.Random):
        self.pool = pool
        self.rng = rng
        self.cards = [c for c in pool.cards.values() if c.deck_card and not c.format_only]
        lists = pool.list_versions("stronghold")
        self.banned = sorted({cid for lv in lists for cid in lv.banned})

    def _of(self, day: dt.date, test) -> list[Card]:
        return [c for c in self.cards if c.released and c.released <= day and test(c)]

    def legal_ish(self, clan: str, day: dt.date) -> dict[str, int]:
        """A deck that follows the construction rules (it may still hit a list)."""
        rng = self.rng
        strongholds = self._of(day, lambda c: c.type == "stronghold" and c.faction == clan)
        deck: dict[str, int] = {rng.choice(strongholds).id: 1}
        splash_clan = rng.choice([c for c in CLANS if c != clan])
        roles = self._of(day, lambda c: c.type == "role" and (c.id == f"support-of-the-{splash_clan}"
                                                              or c.id.startswith("keeper-of-")))
        if roles and rng.random() < 0.7:
            deck[rng.choice(roles).id] = 1
        for element in ELEMENTS:
            options = self._of(day, lambda c, e=(element,): c.type == "province" and not c.role_restriction
                               and c.faction in (clan, "neutral") and c.elements == e)
            deck[rng.choice(options).id] = 1
        dynasty = self._of(day, lambda c: c.side == "dynasty" and c.faction in (clan, "neutral")
                           and not c.role_restriction and c.deck_limit == 3)
        conflict = self._of(day, lambda c: c.side == "conflict" and c.faction in (clan, "neutral")
                            and not c.role_restriction and c.deck_limit == 3 and c.type != "character")
        for pile, size in ((dynasty, rng.randint(40, 45)), (conflict, rng.randint(36, 41))):
            total = 0
            for card in rng.sample(pile, len(pile)):
                n = min(3, size - total)
                if n <= 0:
                    break
                deck[card.id] = n
                total += n
        splash = self._of(day, lambda c: c.side == "conflict" and c.faction == splash_clan
                          and c.influence_cost is not None and c.influence_cost <= 2 and not c.role_restriction)
        spent = 0
        for card in rng.sample(splash, min(4, len(splash))):
            if spent + card.influence_cost <= 8:
                deck[card.id] = 1
                spent += card.influence_cost
        return deck

    def broken(self, deck: dict[str, int], clan: str, day: dt.date) -> dict[str, int]:
        rng = self.rng
        deck = dict(deck)
        for _ in range(rng.randint(1, 2)):
            kind = rng.randrange(7)
            some = rng.choice([cid for cid in deck if cid in self.pool.cards
                               and self.pool.cards[cid].side in ("dynasty", "conflict")])
            if kind == 0:
                deck[some] = deck[some] + 2                              # copies / sizes
            elif kind == 1:
                deck[rng.choice(self.banned)] = 1                        # banned or restricted
            elif kind == 2:
                other = rng.choice([c for c in CLANS if c != clan])
                pick = self._of(day, lambda c, o=other: c.side == "dynasty" and c.faction == o)
                deck[rng.choice(pick).id] = 2                            # out of clan
            elif kind == 3:
                province = next(cid for cid in deck if self.pool.cards[cid].type == "province")
                del deck[province]                                       # 4 provinces
            elif kind == 4:
                del deck[some]                                           # too small
            elif kind == 5:
                pick = self._of(day, lambda c: c.role_restriction is not None)
                deck[rng.choice(pick).id] = 1                            # role only
            else:
                deck["no-such-card"] = 1                                 # unknown id
        return deck


def timed(work, runs: int) -> tuple[float, float]:
    """Best wall-clock and best CPU seconds of ``runs`` runs (CPU time is steadier when
    other processes share the machine)."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    return min(walls), min(cpus)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--runs", type=int, default=9, help="timed runs (the best one counts)")
    parser.add_argument("--report", action="store_true", help="also time verdict_to_dict")
    args = parser.parse_args()

    pool, import_s, load_s = build_pool()
    print(f"import (read snapshot -> Bundle): {import_s:.2f} s; pool from SQLite: {load_s:.2f} s; "
          f"{len(pool)} cards")

    rng = random.Random(args.seed)
    maker = DeckMaker(pool, rng)
    days = [dt.date(2018, 6, 1) + dt.timedelta(days=rng.randrange(1000)) for _ in range(64)]
    decks: list[Deck] = []
    start = time.perf_counter()
    while len(decks) < args.decks:
        clan, day = rng.choice(CLANS), rng.choice(days)
        cards = maker.legal_ish(clan, day)
        decks.append(Deck("l5r", cards, as_of=day))
        decks.append(Deck("l5r", maker.broken(cards, clan, day), as_of=day))
    print(f"generated {len(decks)} decks in {time.perf_counter() - start:.1f} s")

    for deck in decks[:200]:                           # warm up (per-pool index, code paths)
        validate(deck, pool)
    verdicts = [validate(deck, pool) for deck in decks]
    wall, cpu = timed(lambda: [validate(deck, pool) for deck in decks], args.runs)
    per_deck = cpu / len(decks) * 1e6
    valid = sum(v.valid for v in verdicts)
    print(f"validate: {len(decks)} decks ({valid} valid, {len(decks) - valid} invalid), best of {args.runs}: "
          f"{len(decks) / cpu:,.0f} decks/s = {per_deck:.1f} us/deck CPU time "
          f"({wall / len(decks) * 1e6:.1f} us/deck wall clock)")
    legal = [d for d, v in zip(decks, verdicts, strict=False) if v.valid]
    if legal:
        _, cpu_legal = timed(lambda: [validate(deck, pool) for deck in legal], args.runs)
        print(f"  valid decks only: {cpu_legal / len(legal) * 1e6:.1f} us/deck")
    if args.report:
        _, cpu_report = timed(lambda: [verdict_to_dict(validate(deck, pool), pool) for deck in decks], args.runs)
        print(f"validate + verdict_to_dict: {cpu_report / len(decks) * 1e6:.1f} us/deck")
    codes: dict[str, int] = {}
    for v in verdicts:
        for found in v.violations:
            codes[found.code] = codes.get(found.code, 0) + 1
    print("violations:", ", ".join(f"{k} {n}" for k, n in sorted(codes.items(), key=lambda kv: -kv[1])))
    print(f"target <= {TARGET_US:.0f} us/deck: {'met' if per_deck <= TARGET_US else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
