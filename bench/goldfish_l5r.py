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

from pathlib import Path

from benchpool import goldfish_args, goldfish_decks, load_pool_and_packs
from deckcheck.model import Deck

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


def title(deck: Deck, legal: str, one: dict) -> str:
    return f"{deck.name} ({sum(deck.cards.values())} cards, {legal})"


def stronghold_line(big: dict) -> str:
    return (f"    {big['deck']['clan']}, {big['deck']['stronghold']}; key cards: "
            f"{', '.join(big['headline']['key_cards'])}")


def main() -> None:
    args = goldfish_args(games=5000, single=1000)
    pool, packs, _ = load_pool_and_packs("l5r", args.db)
    decks = [read_deck(path, pool, packs) for path in DECKS]
    total_games, total_time = goldfish_decks(decks, pool, args, title, headline, after_big=stronghold_line, cards_total=True)
    print(f"all cores, all decks: {total_games / total_time:,.0f} games/s")


if __name__ == "__main__":
    main()
