"""Benchmark: WHI goldfish games per second, and reports of two real decks of two races.

Builds the card pool from the snapshot (imported into a temporary SQLite file, or the
database given with --db), reads two real decklists from tests/data/decklists/whi (the
Orc deck of the 2011 LCG Days regional in Lyons and the Dark Elf deck of the 2011 Worlds
in Lyons; see their .source.yaml sidecars), then for each deck:
  - games per second on one core (in-process) and on all cores (multiprocessing);
  - checks that one core and all cores give the same report for the same seed;
  - prints the coverage (modeled / inert / missing, the lean) and the headline of a
    --games (default 10,000) game report;
then the paired comparison of the two decks on the same seeds.

    .venv/bin/python bench/goldfish_whi.py [--games 10000] [--single 2000] [--seed 1]
        [--workers N] [--db sqlite:///...] [--out DIR]   (DIR gets report JSON + SVG plot)
"""
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from benchpool import load_pool_and_packs
from deckcheck.decklists.detect import read_decklist
from deckcheck.model import Deck
from deckcheck.services import goldfish as service

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "decklists" / "whi"
DECKS = (DATA / "ffg-2011-lcg-days-regional-lyons-orc.txt",
         DATA / "ffg-2011-worlds-lyons-dark-elf.txt")


def read_deck(path: Path, pool, packs: dict) -> Deck:
    result = read_decklist(path.read_text(encoding="utf-8"), "whi", {"whi": pool}, packs)
    if result.problems:
        raise SystemExit(f"{path.name}: {len(result.problems)} lines not read")
    return Deck(game="whi", cards=dict(result.deck.cards), faction=result.deck.faction,
                name=path.stem)


def timed(deck: Deck, pool, games: int, seed: int, workers: int) -> tuple[dict, float, float]:
    """(report, wall seconds, CPU seconds of this process and its finished workers)."""
    cpu0 = os.times()
    start = time.perf_counter()
    report = service.run_report(deck, pool, games=games, seed=seed, workers=workers, check=None)
    wall = time.perf_counter() - start
    cpu1 = os.times()
    return report, wall, sum(b - a for a, b in zip(cpu0[:4], cpu1[:4], strict=True))


def coverage_line(report: dict) -> str:
    cov = report["coverage"]
    copies, shares = cov["copies"], cov["shares"]
    return (f"    coverage: {copies['modeled']} modeled ({shares['modeled']:.0%}), {copies['inert']} "
            f"inert ({shares['inert']:.0%}), {copies['missing']} missing ({shares['missing']:.0%}); "
            f"lean: {cov['lean']} ({cov['lean_copies']})")


def headline(report: dict) -> str:
    win, opening = report["win_turn"], report["opening"]
    cum = " ".join(f"t{d['turn']}:{d['cumulative']:.0%}" for d in win["distribution"])
    reasons = ", ".join(f"{why} {v['share']:.1%}" for o in report["outcomes"].values()
                        for why, v in o["reasons"].items())
    lines = [f"    outcomes: {reasons}; turn of the win: mean {win['mean']}, median "
             f"{win['median']}, sd {win['stdev']}; cumulative {cum}",
             f"    opening: mulligan {opening['mulligan_rate']:.1%}, playable turn 1 "
             f"{opening['playable_turn1']['mean']}, turn 2 {opening['playable_turn2']['mean']}"]
    lines += [f"    - {v['sentence']}" for v in report["headline"].values()
              if isinstance(v, dict) and "sentence" in v]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--single", type=int, default=2000, help="games for the one-core figure")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--db")
    ap.add_argument("--out")
    args = ap.parse_args()
    pool, packs, _ = load_pool_and_packs("whi", args.db)
    print(f"{os.cpu_count()} cores; load average before the run: "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} (other processes slow the wall clock)")
    decks = []
    total_games, total_time = 0, 0.0
    for path in DECKS:
        deck = read_deck(path, pool, packs)
        decks.append(deck)
        verdict = service.validate_deck(deck, pool)
        legal = "not checked" if verdict is None else ("legal" if verdict.valid else "not legal")
        one, t1, c1 = timed(deck, pool, args.single, args.seed, 1)
        print(f"{deck.name} ({one['deck']['race']}, {sum(deck.cards.values())} cards, {legal})")
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
        print(coverage_line(big))
        print(headline(big))
        if args.out:
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            (out / f"{deck.name}.json").write_text(json.dumps(big, indent=1), encoding="utf-8")
            (out / f"{deck.name}.svg").write_text(service.plot_svg(big), encoding="utf-8")
    print(f"all cores, both decks: {total_games / total_time:,.0f} games/s")
    start = time.perf_counter()
    c = service.compare_report(decks[0], decks[1], pool, games=args.single, seed=args.seed,
                               workers=args.workers, check=None)
    print(f"paired comparison, {args.single} games each ({time.perf_counter() - start:.1f} s): "
          f"A = {decks[0].name}, B = {decks[1].name}")
    for m in c["metrics"].values():
        print(f"  - {m['sentence']}")


if __name__ == "__main__":
    main()
