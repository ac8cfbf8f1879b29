"""Benchmark: L5R goldfish games per second, and the reports of two real decks.

Builds the card pool from the snapshot (imported into a temporary SQLite file, or the
database given with --db), reads two real, legal decks exported from EmeraldDB
(tests/data/decklists/l5r: "Dragon Attachments" and "Phoenix For Honor and Glory", the two
legal test decks whose cards the engine models best), then for
each deck:
  - games per second on one core (in-process) and on all cores (multiprocessing);
  - checks that one core and all cores give the same report for the same seed;
  - prints the coverage and the headline of a --games (default 5,000) game report.

    .venv/bin/python bench/goldfish_l5r.py [--games 5000] [--single 1000] [--seed 1]
        [--workers N] [--db sqlite:///...] [--out DIR]   (DIR gets report JSON + SVG plot)
"""
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from benchpool import load_pool_and_packs
from deckcheck.model import Deck
from deckcheck.services import goldfish as service

ROOT = Path(__file__).resolve().parents[1]
LISTS = ROOT / "tests" / "data" / "decklists" / "l5r"
DECKS = (LISTS / "emeralddb-dragon-attachments.json",
         LISTS / "emeralddb-phoenix-for-honor-and-glory.json")


def read_deck(path: Path, pool, packs: dict) -> Deck:
    """A deckbuilder export read with the project's decklist reader; refused if a line is
    not read."""
    from deckcheck.decklists.detect import read_decklist

    result = read_decklist(path.read_text(encoding="utf-8"), "l5r", {"l5r": pool}, packs)
    if result.problems:
        raise SystemExit(f"{path.name}: {len(result.problems)} entries not read")
    deck = result.deck
    return Deck(game="l5r", cards=dict(deck.cards), faction=deck.faction, name=path.stem)


def timed(deck: Deck, pool, games: int, seed: int, workers: int) -> tuple[dict, float, float]:
    """(report, wall seconds, CPU seconds of this process and its finished workers)."""
    cpu0 = os.times()
    start = time.perf_counter()
    report = service.run_report(deck, pool, games=games, seed=seed, workers=workers, check=None)
    wall = time.perf_counter() - start
    cpu1 = os.times()
    cpu = sum(b - a for a, b in zip(cpu0[:4], cpu1[:4], strict=True))
    return report, wall, cpu


def coverage_line(report: dict) -> str:
    cov = report["coverage"]
    copies, shares = cov["copies"], cov["shares"]
    return (f"    coverage: {copies['modeled']} modeled ({shares['modeled']:.0%}), {copies['inert']} "
            f"inert ({shares['inert']:.0%}), {copies['missing']} missing ({shares['missing']:.0%}) "
            f"of {cov['cards_total']} cards; lean: {cov['lean']} ({cov['lean_copies']})")


def headline(report: dict) -> str:
    sh = report["stronghold_round"]
    out = report["outcomes"]
    cum = " ".join(f"r{d['round']}:{d['cumulative']:.0%}" for d in sh["distribution"])
    reasons = ", ".join(f"{k} {v['share']:.1%}" for o in ("win", "eliminated")
                        for k, v in out[o]["reasons"].items())
    r = report["rounds"]
    rows = " | ".join(f"r{row['round']}: fate +{row['fate_gained']} -{row['fate_spent']}, chars "
                      f"{row['characters']}, skill {row['military']}/{row['political']}, broken "
                      f"{row['broken']}" for row in r[:4])
    lines = [f"    outcomes: win {out['win']['share']:.1%}, eliminated {out['eliminated']['share']:.1%}, "
             f"timeout {out['timeout']['share']:.1%} ({reasons})",
             f"    stronghold round: mean {sh['mean']}, median {sh['median']}, sd {sh['stdev']}; "
             f"cumulative {cum}",
             f"    {rows}"]
    lines += [f"    - {v['sentence']}" for v in report["headline"].values()
              if isinstance(v, dict) and "sentence" in v]
    lines.append(f"    {report['coverage']['lean_note']}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--single", type=int, default=1000, help="games for the one-core figure")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--db")
    ap.add_argument("--out")
    args = ap.parse_args()
    pool, packs, _ = load_pool_and_packs("l5r", args.db)
    print(f"{os.cpu_count()} cores; load average before the run: "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} (other processes slow the wall clock)")
    total_games = 0
    total_time = 0.0
    for path in DECKS:
        deck = read_deck(path, pool, packs)
        verdict = service.validate_deck(deck, pool)
        legal = "not checked" if verdict is None else ("legal" if verdict.valid else "not legal")
        print(f"{deck.name} ({sum(deck.cards.values())} cards, {legal})")
        one, t1, c1 = timed(deck, pool, args.single, args.seed, 1)
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
        print(f"    {big['deck']['clan']}, {big['deck']['stronghold']}; key cards: "
              f"{', '.join(big['headline']['key_cards'])}")
        print(coverage_line(big))
        print(headline(big))
        if args.out:
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            (out / f"{deck.name}.json").write_text(json.dumps(big, indent=1), encoding="utf-8")
            (out / f"{deck.name}.svg").write_text(service.plot_svg(big), encoding="utf-8")
    print(f"all cores, all decks: {total_games / total_time:,.0f} games/s")


if __name__ == "__main__":
    main()
