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

import time
from pathlib import Path

from benchpool import goldfish_args, goldfish_decks, load_pool_and_packs
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


def title(deck: Deck, legal: str, one: dict) -> str:
    return f"{deck.name} ({one['deck']['race']}, {sum(deck.cards.values())} cards, {legal})"


def main() -> None:
    args = goldfish_args(games=10_000, single=2000)
    pool, packs, _ = load_pool_and_packs("whi", args.db)
    decks = [read_deck(path, pool, packs) for path in DECKS]
    total_games, total_time = goldfish_decks(decks, pool, args, title, headline)
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
