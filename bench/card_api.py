"""Benchmark: the card endpoints as a data API, in-process through the Flask app.

CPU time per request, side by side: a full answer and a 304 to its own ETag, alternated
(--pairs pairs, median of the paired ratios); and the bulk dump of AGoT: built once per card
data version, then served (gzip) against the 23 pages of 100 cards it replaces. Print the
load average beside the figures.

    .venv/bin/python bench/card_api.py --db sqlite:///path/to/cards.sqlite [--pairs 30]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

PATHS = ("/api/v1/games/agot/cards?per_page=500", "/api/v1/games/agot/cards/01001", "/api/v1/games/agot/lists")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=os.environ.get("DATABASE_URL"))
    parser.add_argument("--pairs", type=int, default=30)
    args = parser.parse_args()
    from api import create_app
    from deckcheck.services.cards import card_dump

    app = create_app({"DATABASE_URL": args.db, "EVENTS_DATABASE_URL": "sqlite://", "WORK_QUOTA": ""})
    client = app.test_client()
    cpu = time.process_time

    def one(path: str, headers: dict[str, str] | None = None) -> float:
        start = cpu()
        client.get(path, headers=headers or {})
        return cpu() - start

    print("load average:", open("/proc/loadavg").read().split()[:3])
    for path in PATHS:
        tag = client.get(path).headers["ETag"]
        full, unchanged = [], []
        for _ in range(args.pairs):
            full.append(one(path))
            unchanged.append(one(path, {"If-None-Match": tag}))
        ratio = statistics.median(b / a for a, b in zip(full, unchanged, strict=True))
        print(f"{path}: 200 {statistics.median(full) * 1000:.2f} ms CPU, 304 "
              f"{statistics.median(unchanged) * 1000:.2f} ms CPU, 304/200 {ratio:.3f}")
    pool = app.extensions["deckcheck"].pool("agot")
    start = cpu()
    card_dump(pool)
    build = cpu() - start
    served = statistics.median(one("/api/v1/games/agot/cards.json", {"Accept-Encoding": "gzip"}) for _ in range(10))
    pages = statistics.median(sum(one(f"/api/v1/games/agot/cards?per_page=100&page={p}") for p in range(1, 24))
                              for _ in range(3))
    print(f"cards.json agot ({len(pool.cards)} cards): built once {build * 1000:.0f} ms CPU, served "
          f"{served * 1000:.2f} ms CPU; the 23 pages of 100: {pages * 1000:.0f} ms CPU (ratio {served / pages:.4f})")


if __name__ == "__main__":
    main()
