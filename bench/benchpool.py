"""One game's CardPool for the benchmarks: from ``--db URL``, else a fresh import of the
snapshots (``$DECKCHECK_DATA``, default ``../shared/carddata``) into a temp SQLite file."""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from deckcheck.pool import CardPool

ROOT = Path(__file__).resolve().parents[1]
# the event benches: the real AGoT decklists the players register, and a house list that bans one card
AGOT_DECKLISTS = sorted((ROOT / "tests" / "data" / "decklists" / "agot").glob("*.txt"))
HOUSE_LIST = """versions:
  - code: bench-house
    format: joust
    name: bench house list
    issuer: bench
    effective: 2017-06-01
    source: bench
    banned: ["01047"]
"""


def load_pool(game: str, db_url: str | None = None) -> tuple[CardPool, float]:
    """(pool, seconds it took to import and load)."""
    pool, _, seconds = load_pool_and_packs(game, db_url)
    return pool, seconds


def load_pool_and_packs(game: str, db_url: str | None = None) -> tuple[CardPool, dict, float]:
    """(pool, the pack hints the decklist readers use - {game: {pack name: id}} -, seconds)."""
    from card_db.catalog import SqlCardCatalog
    from card_db.database import get_engine
    from card_db.pools import load_pool as pool_from_db
    from card_db.sync import sync

    start = time.perf_counter()
    if db_url is None:
        data = os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata"))
        path = Path(tempfile.mkdtemp(prefix="deckcheck-bench-")) / f"{game}.sqlite"
        db_url = f"sqlite:///{path}"
        sync(get_engine(db_url), source=data, games=(game,), progress=False)
    engine = get_engine(db_url)
    return (pool_from_db(engine, game), SqlCardCatalog(engine).pack_hints(),
            time.perf_counter() - start)


# -- goldfish benches (bench/goldfish_<game>.py) --------------------------------------------------
def goldfish_args(games: int, single: int):
    """The command line every goldfish bench reads: --games, --single, --seed, --workers,
    --db, --out."""
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=games)
    ap.add_argument("--single", type=int, default=single, help="games for the one-core figure")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--db")
    ap.add_argument("--out")
    return ap.parse_args()


def timed(deck, pool, games: int, seed: int, workers: int) -> tuple[dict, float, float]:
    """(report, wall seconds, CPU seconds of this process and its finished workers)."""
    from deckcheck.services import goldfish as service

    cpu0 = os.times()
    start = time.perf_counter()
    report = service.run_report(deck, pool, games=games, seed=seed, workers=workers, check=None)
    wall = time.perf_counter() - start
    cpu1 = os.times()
    return report, wall, sum(b - a for a, b in zip(cpu0[:4], cpu1[:4], strict=True))


def coverage_line(report: dict, cards_total: bool = False) -> str:
    """The report's coverage in one line (modeled / inert / missing, the lean)."""
    cov = report["coverage"]
    copies, shares = cov["copies"], cov["shares"]
    total = f" of {cov['cards_total']} cards" if cards_total else ""
    return (f"    coverage: {copies['modeled']} modeled ({shares['modeled']:.0%}), {copies['inert']} "
            f"inert ({shares['inert']:.0%}), {copies['missing']} missing ({shares['missing']:.0%})"
            f"{total}; lean: {cov['lean']} ({cov['lean_copies']})")


def goldfish_decks(decks, pool, args, title, headline, after_big=None,
                   cards_total: bool = False) -> tuple[int, float]:
    """Per deck: its title line (``title(deck, legal, one-core report)``), games/s on one core and on all
    cores with the check that both give the same report, a --games run on all cores, its
    coverage and headline (``headline(report)``; ``after_big(report)`` lines first), and
    with --out its report JSON and plot. Returns (games, seconds) of the big runs."""
    import json

    from deckcheck.services import goldfish as service

    print(f"{os.cpu_count()} cores; load average before the run: "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} (other processes slow the wall clock)")
    total_games, total_time = 0, 0.0
    for deck in decks:
        verdict = service.validate_deck(deck, pool)
        legal = "not checked" if verdict is None else ("legal" if verdict.valid else "not legal")
        one, t1, c1 = timed(deck, pool, args.single, args.seed, 1)
        print(title(deck, legal, one))
        many, tn, cn = timed(deck, pool, args.single, args.seed, args.workers)
        same = json.dumps(one, sort_keys=True) == json.dumps(many, sort_keys=True)
        print(f"  {args.single} games: one core {args.single / t1:,.0f} games/s "
              f"({args.single / c1:,.0f} per CPU-second); {args.workers} workers "
              f"{args.single / tn:,.0f} games/s ({args.single / cn:,.0f} per CPU-second); "
              f"same report: {same}")
        big, tb, _ = timed(deck, pool, args.games, args.seed, args.workers)
        total_games += args.games
        total_time += tb
        print(f"  {args.games} games on {args.workers} workers: {tb:.1f} s, "
              f"{args.games / tb:,.0f} games/s")
        if after_big is not None:
            print(after_big(big))
        print(coverage_line(big, cards_total))
        print(headline(big))
        if args.out:
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            (out / f"{deck.name}.json").write_text(json.dumps(big, indent=1), encoding="utf-8")
            (out / f"{deck.name}.svg").write_text(service.plot_svg(big), encoding="utf-8")
    return total_games, total_time
