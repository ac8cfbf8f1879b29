"""Every figure of issue 21 in one run: validation in process (each game, generated and real
decks), the AGoT peer side by side, and the HTTP request path (validate and batch, gunicorn 2
workers, wrk) with the server's memory.

    .venv/bin/python bench/validation_floor.py [--db sqlite:///...] [--seconds 10]
        [--against /tmp/old-checkout] [--skip-peer] [--skip-http]

1. In process, CPU microseconds per deck (best of 3) of ``deckcheck.validator.validate``:
   generated decks of each game (bench/validate_<game>.py's generators), and each real
   decklist of tests/data (and the Kingsmoot AGoT deck) validated over and over - once with
   the verdict memo (a deck checked again unchanged, what a deckbuilding site does on every
   view) and once without it (``MEMO_SIZE = 0``: every check worked out, as for a deck seen
   for the first time or after an edit); "+render" adds the contract's JSON (en).
2. bench/validate_peer.py: the same AGoT decks against throneteki-deck-helper (fetched
   outside the repository, see that file), alternating; the ratio ours / peer.
3. bench/http_validate.py: requests/s, p50/p99, server CPU per request at 16/32/64
   connections, batch decks/s at 1/10/100/500 decks per request, RSS; with ``--against``
   the other checkout alternately (before/after on the same run).

The machine's load average is printed first and last: on a shared machine compare the
ratios of one run, not absolute figures.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# --code DIR: time the deckcheck of another checkout (e.g. an older commit) in process
CODE = sys.argv[sys.argv.index("--code") + 1] if "--code" in sys.argv else str(ROOT)
sys.path[:0] = [CODE, str(ROOT / "bench")]

from benchpool import load_pool_and_packs  # noqa: E402

import deckcheck.validator as validator  # noqa: E402
from deckcheck.decklists.detect import read_decklist  # noqa: E402
from deckcheck.model import Deck  # noqa: E402
from deckcheck.report import verdict_to_dict  # noqa: E402

DECKLISTS = ROOT / "tests" / "data" / "decklists"
REAL = {"agot": ("danurai-fat-cat-crossing.txt", "danurai-king-renly-fealty.txt", "danurai-long-watch.txt"),
        "l5r": ("emeralddb-lion-swarm.json", "emeralddb-crane-courtier-honor.json", "winter-court-2017-lion.txt"),
        "whi": ("ffg-2011-worlds-lyons-dark-elf.txt", "ffg-forum-sheffield-regional-orc-blitz.txt",
                "ffg-forum-dwarf-midrange.txt")}


def per_deck_us(decks: list[Deck], pool, render: bool = False, memo: bool = True, runs: int = 3) -> float:
    """Best CPU microseconds per deck over ``runs`` passes of about 5,000 validations."""
    saved = getattr(validator, "MEMO_SIZE", 0)          # (an older checkout has no memo)
    validator.MEMO_SIZE = saved if memo else 0
    try:
        reps = max(1, 5000 // len(decks))
        for deck in decks[:50]:                               # warm-up: per-pool indexes
            validator.validate(deck, pool)
        best = float("inf")
        for _ in range(runs):
            start = time.process_time()
            for _ in range(reps):
                for deck in decks:
                    verdict = validator.validate(deck, pool)
                    if render:
                        verdict_to_dict(verdict, pool, "en")
            best = min(best, (time.process_time() - start) / (reps * len(decks)))
        return best * 1e6
    finally:
        validator.MEMO_SIZE = saved


def generated(game: str, pool) -> list[Deck]:
    if game == "agot":
        from validate_agot import make_decks
        return make_decks(pool, 2000)
    if game == "whi":
        from validate_whi import make_decks
        return make_decks(pool, 2000)
    import random

    from validate_l5r import CLANS, DeckMaker
    maker = DeckMaker(pool, random.Random(7))
    decks = []
    for i in range(600):
        clan, day = CLANS[i % len(CLANS)], date(2020, 6, 1)
        cards = maker.legal_ish(clan, day)
        if i % 2:
            cards = maker.broken(cards, clan, day)
        decks.append(Deck(game="l5r", cards=cards, as_of=day))
    return decks


def real(game: str, pool, packs) -> list[tuple[str, Deck]]:
    out = []
    for name in REAL[game]:
        result = read_decklist((DECKLISTS / game / name).read_text(encoding="utf-8"), game=game,
                               pools={game: pool}, packs=packs)
        out.append((name.rsplit(".", 1)[0], result.deck))
    if game == "agot":
        from load_validate import KINGSMOOT
        out.insert(0, ("kingsmoot-1st-baratheon", Deck(game="agot", faction="baratheon", cards=KINGSMOOT,
                                                       as_of=date(2017, 6, 1))))
    return out


def in_process(db: str) -> None:
    print(f"\n== in process, deckcheck from {Path(validator.__file__).parents[1]}: CPU us per deck, best of 3 (load average "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())})")
    print(f"{'game':5s} {'decks':38s} {'cards':>5s} {'repeated':>9s} {'first sight':>11s} "
          f"{'+render':>8s}")
    for game in ("agot", "l5r", "whi"):
        pool, packs, _ = load_pool_and_packs(game, db)
        decks = generated(game, pool)
        print(f"{game:5s} {f'{len(decks)} generated (distinct)':38s} "
              f"{sum(sum(d.cards.values()) for d in decks) // len(decks):5d} {'':>9s} "
              f"{per_deck_us(decks, pool, memo=False):11.1f} {per_deck_us(decks, pool, True, False):8.1f}")
        for name, deck in real(game, pool, packs):
            valid = "valid" if validator.validate(deck, pool).valid else "not valid"
            print(f"{game:5s} {('real ' + name)[:30] + ' (' + valid + ')':38s} {sum(deck.cards.values()):5d} "
                  f"{per_deck_us([deck], pool):9.1f} {per_deck_us([deck], pool, memo=False):11.1f} "
                  f"{per_deck_us([deck], pool, True, False):8.1f}")
        if game == "agot":                       # linear cost per card: a deck 5x and 16x as big
            big = {cid: 3 for cid in sorted(c.id for c in pool.cards.values() if c.deck_card)[:333]}
            for size in (100, 333):
                deck = Deck(game="agot", faction="stark", cards=dict(list(big.items())[:size]),
                            as_of=date(2026, 8, 1))
                print(f"{game:5s} {f'{size * 3} cards, {size} ids':38s} {size * 3:5d} "
                      f"{per_deck_us([deck], pool, runs=3):9.1f} {per_deck_us([deck], pool, memo=False, runs=3):11.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", help="card database URL (default: a fresh temporary import)")
    ap.add_argument("--seconds", type=int, default=10)
    ap.add_argument("--against", help="another checkout for the HTTP before/after")
    ap.add_argument("--skip-peer", action="store_true")
    ap.add_argument("--skip-http", action="store_true")
    ap.add_argument("--code", help="the checkout timed in process (default: this one)")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores; load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    db = args.db
    if db is None:
        from card_db.database import get_engine
        from card_db.sync import sync

        db = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'cards.sqlite'}"
        sync(get_engine(db), source=os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata")),
             progress=False)
    in_process(db)
    py = sys.executable
    if not args.skip_peer:
        print("\n== the AGoT peer (bench/validate_peer.py)", flush=True)
        subprocess.run([py, str(ROOT / "bench" / "validate_peer.py"), "--db", db, "--rounds", "3"], check=False)
    if not args.skip_http:
        print("\n== over HTTP (bench/http_validate.py)", flush=True)
        cmd = [py, str(ROOT / "bench" / "http_validate.py"), "--db", db, "--seconds", str(args.seconds)]
        if args.against:
            cmd += ["--against", args.against]
        subprocess.run(cmd, check=False)
    print(f"\nload average at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
