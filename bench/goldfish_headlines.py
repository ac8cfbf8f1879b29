"""The headline numbers of every real deck of tests/data/decklists/<game>, played by the code
of one checkout: N games from one seed, one JSON line per deck. Run it in two checkouts
(e.g. main exported with ``git archive`` and this branch) to compare pilots or rules on the
same seeds; the decks are the same files, read by each checkout's reader.

A deck is played when it reads without a problem, and the WC2017 Lion deck
(winter-court-2017-lion.txt) also with its problems (one line names a card the data lacks):
it is the deck issue 36 measured the L5R pilot on.

    DECKCHECK_DATA=/work/shared/carddata .venv/bin/python bench/goldfish_headlines.py l5r \\
        --games 1000 --seed 1 [--tree /tmp/base] > l5r.jsonl
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PLAYED_WITH_PROBLEMS = ("winter-court-2017-lion.txt",)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game", choices=("agot", "l5r", "whi"))
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tree", type=Path, default=HERE, help="the checkout whose code plays")
    args = ap.parse_args()
    sys.path[:0] = [str(args.tree), str(args.tree / "tests")]
    from card_db.database import get_engine
    from card_db.pools import load_pool
    from conftest import build_db
    from deckcheck.decklists.detect import read_decklist
    from deckcheck.services import goldfish as service

    pool = load_pool(get_engine(build_db((args.game,))), args.game)
    for path in sorted((HERE / "tests" / "data" / "decklists" / args.game).iterdir()):
        if path.name.endswith(".yaml"):
            continue
        read = read_decklist(path.read_text(encoding="utf-8"), args.game, {args.game: pool})
        if read.deck is None or not read.deck.cards or (read.problems and path.name not in PLAYED_WITH_PROBLEMS):
            continue
        start = time.process_time()
        report = service.run_report(read.deck, pool, games=args.games, seed=args.seed, workers=1, check=None)
        print(json.dumps({
            "deck": path.name, "cpu_s": round(time.process_time() - start, 2),
            "headline": {k: v["value"] for k, v in report["headline"].items()
                         if isinstance(v, dict) and "value" in v},
            "timeout_share": report["outcomes"]["timeout"]["share"],
            "ending": report.get("stronghold_round") or report.get("win_round") or report.get("win_turn"),
        }), flush=True)


if __name__ == "__main__":
    main()
