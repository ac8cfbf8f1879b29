"""Benchmark: the organizer's desk for a big event, in-process through the Flask app.

Imports the AGoT cards (or uses --db), registers --players copies of a real tournament
list (the Kingsmoot winner's OCTGN deck, player names "Player 001"...) into a temporary
events database, then reports milliseconds per request for every deck as read
(``GET /api/v1/events/<id>/decks``), the CSV and text exports, the page of all decks and
the page of every deck-check sheet (QR codes included), and a pick.

    .venv/bin/python bench/event_decks.py [--players 200] [--repeat 3] [--db sqlite:///...]
"""
from __future__ import annotations

import argparse
import re
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT.parent / "shared" / "sample-decklists" / "agot-octgn" / \
    "bend-the-knee-1st-place-kingsmoot-tournament-1.0.o8d"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--db", default=None, help="a card database with the AGoT cards (default: import now)")
    args = ap.parse_args()

    from api import create_app
    from api.extensions import event_service, validation_service
    from card_db.database import get_engine, upgrade

    db = args.db
    if db is None:
        db = import_agot()
    events_url = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'events.sqlite'}"
    upgrade(events_url)
    key = event_service(get_engine(events_url)).create_api_key("Bench TO")[1]
    app = create_app({"VALIDATION_SERVICE": validation_service(get_engine(db), 3600), "DATABASE_URL": db,
                      "EVENTS_DATABASE_URL": events_url, "SECRET_KEY": "bench"})
    client = app.test_client()
    auth = {"Authorization": f"Bearer {key}"}
    event = client.post("/api/v1/events", json={"name": "Bench", "game": "agot", "as_of": "2017-06-01",
                                                "deadline": "2099-01-01T00:00:00Z"}, headers=auth).get_json()
    text = SAMPLE.read_text(encoding="utf-8")
    start = time.perf_counter()
    for i in range(args.players):
        r = client.post(f"/api/v1/events/{event['id']}/registrations", headers=auth,
                        json={"player": f"Player {i + 1:03d}", "decklist": text, "publish_consent": i % 2 == 0})
        assert r.status_code == 201, r.get_json()
    print(f"registered {args.players} players in {time.perf_counter() - start:.1f} s")

    html = client.get("/events").get_data(as_text=True)
    csrf = re.search(r'name="csrf" value="([^"]+)"', html).group(1)
    assert client.post("/events/login", data={"api_key": key, "csrf": csrf}).status_code == 303
    base = f"/api/v1/events/{event['id']}"
    cases = [("GET /decks (JSON)", base + "/decks", auth), ("GET /decks.csv", base + "/decks.csv", auth),
             ("GET /decks.txt", base + "/decks.txt", auth),
             ("page /events/<id>/decks", f"/events/{event['id']}/decks", {}),
             ("page /events/<id>/sheets", f"/events/{event['id']}/sheets", {})]
    for name, url, headers in cases:
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            r = client.get(url, headers=headers)
            times.append(time.perf_counter() - t0)
            assert r.status_code == 200, (url, r.status_code)
        size = len(r.get_data())
        print(f"{name:28s} {statistics.median(times) * 1000:8.0f} ms median of {args.repeat}  "
              f"({statistics.median(times) * 1000 / args.players:.2f} ms per player, {size / 1024:.0f} KiB)")
    t0 = time.perf_counter()
    r = client.post(base + "/picks", json={"round": 1, "n": 8}, headers=auth)
    assert r.status_code == 201
    print(f"{'POST /picks (n=8)':28s} {(time.perf_counter() - t0) * 1000:8.1f} ms")


def import_agot() -> str:
    """A temporary card database with the AGoT snapshot; its URL."""
    import os

    from card_db.database import get_engine
    from card_db.sync import sync

    start = time.perf_counter()
    url = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'agot.sqlite'}"
    sync(get_engine(url), source=os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata")),
         games=("agot",), progress=False)
    print(f"imported the AGoT cards in {time.perf_counter() - start:.1f} s")
    return url


if __name__ == "__main__":
    main()
