"""Time a full import of all three games into a fresh SQLite file; print the size.

    .venv/bin/python bench/import_all.py [--source DIR] [--runs 3]
"""
from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from card_db.database import get_engine, upgrade
from card_db.sync import default_source, read_bundles, sync


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", default=default_source())
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "bench.sqlite"
            url = f"sqlite:///{db}"
            t0 = time.perf_counter()
            upgrade(url)
            t1 = time.perf_counter()
            bundles = read_bundles(Path(args.source), ("l5r", "agot", "whi"), progress=False)
            t2 = time.perf_counter()
            report = sync(get_engine(url), source=args.source, progress=False, migrate=None, force=True)
            t3 = time.perf_counter()
            again = sync(get_engine(url), source=args.source, progress=False, migrate=None)
            get_engine(url).dispose()
            print(f"run {run + 1}: migrate {t1 - t0:.2f} s, read snapshots {t2 - t1:.2f} s, "
                  f"full sync (read + write) {t3 - t2:.2f} s, second sync {again.seconds:.2f} s "
                  f"(changed: {sum(again.changed.values())}), database {db.stat().st_size / 1e6:.1f} MB")
            if run == 0:
                for b in bundles:
                    print(f"  {b.game}: {b.summary()}")
                print("  " + "\n  ".join(report.lines()))


if __name__ == "__main__":
    main()
