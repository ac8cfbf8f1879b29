"""Benchmark: AGoT goldfish games per second, and 10,000-game reports of three real decks.

Builds the card pool from the snapshot (imported into a temporary SQLite file, or the
database given with --db), reads three real decks: two OCTGN files from
shared/sample-decklists (the Kingsmoot-winning "Bend the Knee" Baratheon/Fealty deck and
the Core Set "The Old Ways" Stark/Greyjoy starter deck) and the "King Renly Fealty" Tyrell
deck exported from a deckbuilder (tests/data/decklists/agot), then for each deck:
  - games per second on one core (in-process) and on all cores (multiprocessing);
  - checks that one core and all cores give the same report for the same seed;
  - prints the headline numbers of a --games (default 10,000) game report.
Target: >= 1,000 games/s in total on all cores of a 2-core machine.

    .venv/bin/python bench/goldfish_agot.py [--games 10000] [--single 2000] [--seed 1]
        [--workers N] [--db sqlite:///...] [--out DIR]   (DIR gets report JSON + SVG plot)
"""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

from benchpool import goldfish_args, goldfish_decks, load_pool_and_packs
from deckcheck.model import Deck

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("DECKCHECK_SHARED", ROOT.parent / "shared"))
DECKS = (SHARED / "sample-decklists" / "agot-octgn" / "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d",
         SHARED / "sample-decklists" / "agot-octgn" / "OOTB-The-Old-Ways-Stark-Greyjoy.o8d",
         ROOT / "tests" / "data" / "decklists" / "agot" / "danurai-king-renly-fealty.txt")


def read_o8d(path: Path, pool) -> Deck:
    """Minimal OCTGN reader for the bench (the project's parser lives in deckcheck.decklists)."""
    root = ET.parse(path).getroot()
    faction = None
    cards: dict[str, int] = {}
    for section in root.iter("section"):
        for node in section.iter("card"):
            if section.get("name") == "Faction":
                name = (node.text or "").lower().replace("house ", "").replace("the ", "")
                faction = faction or name.replace("'", "").replace(" ", "")
                continue
            card = pool.card(node.get("id", ""))
            if card is None:
                raise SystemExit(f"{path.name}: unknown card {node.text!r}")
            cards[card.id] = cards.get(card.id, 0) + int(node.get("qty", "1"))
    return Deck(game="agot", cards=cards, faction=faction, name=path.stem)


def read_deck(path: Path, pool, packs: dict) -> Deck:
    """An OCTGN file with the bench's reader, a text decklist with the project's reader."""
    if path.suffix == ".o8d":
        return read_o8d(path, pool)
    from deckcheck.decklists.detect import read_decklist

    result = read_decklist(path.read_text(encoding="utf-8"), "agot", {"agot": pool}, packs)
    if result.problems:
        raise SystemExit(f"{path.name}: {len(result.problems)} lines not read")
    deck = result.deck
    return Deck(game="agot", cards=dict(deck.cards), faction=deck.faction, name=path.stem)


def headline(report: dict) -> str:
    win = report["win_round"]
    setup = report["setup"]
    cum = " ".join(f"r{d['round']}:{d['cumulative']:.0%}" for d in win["distribution"])
    r1 = report["rounds"][0]
    return (f"    win {report['outcomes']['win']['share']:.1%}, timeout {win['timeout_share']:.1%}, "
            f"eliminated {win['eliminated_share']:.1%}; round reaching 15 power: mean "
            f"{win['mean']}, median {win['median']}, sd {win['stdev']}; cumulative {cum}\n"
            f"    setup: mulligan {setup['mulligan_rate']:.1%}, poor {setup['poor_setup_rate']:.1%}, "
            f"gold {setup['gold_used']['mean']}, cards {setup['cards_placed']['mean']}, "
            f"characters {setup['characters_placed']['mean']}, all 3 icons "
            f"{next((d['share'] for d in setup['icons_covered']['distribution'] if d['value'] == 3), 0):.1%}\n"
            f"    round 1: income {r1['gold_income']}, spent {r1['gold_spent']}, characters "
            f"{r1['characters']}, power {r1['power']}\n"
            f"    headline: " + ", ".join(f"{k} {v['value']}" for k, v in report["headline"].items()
                                         if isinstance(v, dict) and "value" in v) + "\n"
            f"    {report['coverage']['note']} {report['coverage']['lean_note']}")


def title(deck: Deck, legal: str, one: dict) -> str:
    return f"{deck.name} ({deck.faction}, {sum(deck.cards.values())} cards, {legal})"


def main() -> None:
    args = goldfish_args(games=10_000, single=2000)
    pool, packs, _ = load_pool_and_packs("agot", args.db)
    decks = [read_deck(path, pool, packs) for path in DECKS]
    total_games, total_time = goldfish_decks(decks, pool, args, title, headline)
    print(f"all cores, all decks: {total_games / total_time:,.0f} games/s (target >= 1,000)")


if __name__ == "__main__":
    main()
