"""Parse time of the real decklists of tests/data, two checkouts side by side.

Each run is a fresh process that imports one checkout (``--a``, ``--b``: folders holding a
deckcheck tree, e.g. ``git archive main | tar -x -C /tmp/base``), loads the three pools from
one card database and reads every text and OCTGN decklist of tests/data ``--reps`` times;
it prints the CPU seconds. Runs alternate A, B, A, B ... (``--pairs``), and the result is
the median of the paired ratios B/A, with the load average before and after.

    .venv/bin/python bench/decklist_parse_ab.py --a /tmp/base --b . [--pairs 7] [--reps 20] [--cold]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "decklists"


def files() -> list[tuple[str, str, str]]:
    """(game, as_of, text) of every real plain-text and OCTGN decklist."""
    import yaml

    out = []
    for sidecar in sorted(DATA.rglob("*.source.yaml")):
        path = sidecar.with_name(sidecar.name[:-len(".source.yaml")])
        if path.suffix in (".txt", ".o8d"):
            meta = yaml.safe_load(sidecar.read_text(encoding="utf-8"))
            out.append((meta["game"], str(meta["as_of"]), path.read_text(encoding="utf-8")))
    return out


def run_one(checkout: str, db: str, reps: int, cold: bool = False) -> float:
    sys.path.insert(0, str(Path(checkout).resolve()))
    from datetime import date

    from card_db.database import get_engine
    from card_db.pools import load_pool
    from deckcheck.decklists.detect import read_decklist

    assert Path(read_decklist.__code__.co_filename).is_relative_to(Path(checkout).resolve())

    def clear() -> None:
        return None

    try:                      # --cold: an older checkout's process-wide line memo emptied before each list
        from deckcheck.decklists.cardline import readings
        if cold:
            clear = getattr(readings, "cache_clear", clear)
    except ImportError:       # a checkout without the card-line grammar has no memo
        pass
    engine = get_engine(db)
    pools = {g: load_pool(engine, g) for g in ("agot", "l5r", "whi")}
    lists = [(g, date.fromisoformat(d), t) for g, d, t in files()]
    for game, day, text in lists:                      # warm the caches once
        read_decklist(text, game, pools, as_of=day)
    start = time.process_time()
    for _ in range(reps):
        for game, day, text in lists:
            clear()
            read_decklist(text, game, pools, as_of=day)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--db", default=None, help="card database URL (default: the tests' cache)")
    parser.add_argument("--cold", action="store_true", help="empty the line memo before each decklist")
    parser.add_argument("--one", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(run_one(args.one, args.db, args.reps, args.cold)))
        return
    if args.db is None:
        sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]
        from conftest import build_db

        args.db = build_db(("l5r", "agot", "whi"))
    load = Path("/proc/loadavg").read_text().split()[:3]
    ratios, times = [], {"a": [], "b": []}
    for _ in range(args.pairs):
        for side in ("a", "b"):
            out = subprocess.run([sys.executable, __file__, "--a", args.a, "--b", args.b, "--db", args.db,
                                  "--reps", str(args.reps), "--one", getattr(args, side)] + ["--cold"] * args.cold,
                                 check=True, capture_output=True, text=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
            times[side].append(json.loads(out.stdout.strip().splitlines()[-1]))
        ratios.append(times["b"][-1] / times["a"][-1])
    n = len(files())
    print(f"{n} decklists x {args.reps}: A median {statistics.median(times['a']):.3f} s CPU, "
          f"B median {statistics.median(times['b']):.3f} s CPU")
    print(f"B/A paired ratios {[round(r, 3) for r in ratios]}; median {statistics.median(ratios):.3f}")
    print(f"load average before {' '.join(load)}, after {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")


if __name__ == "__main__":
    main()
