"""Benchmark: the organizer's heavy answers on a large event (issue 41), CPU per request.

Registers --players players into a temporary events database through the services (the
twelve real AGoT decklists of tests/data/decklists/agot in turn, each made a distinct text
by a comment line, so a check cannot be shared by text; --same registers one list for all),
then, through the Flask app in this thread, the CPU seconds (``time.thread_time``) and the
size of each answer: the event page, the decks page, the report and the decks (JSON, CSV,
text), the list-change report, and applying a list change. Run it with PYTHONPATH=<another
tree> to measure that code.

    .venv/bin/python bench/event_heavy.py [--players 1500] [--db sqlite:///cards.sqlite]
"""
from __future__ import annotations

import argparse
import os
import re
import tempfile
import time
from pathlib import Path

from benchpool import AGOT_DECKLISTS, HOUSE_LIST



def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=1500)
    ap.add_argument("--same", action="store_true", help="one decklist text for every player")
    ap.add_argument("--db", default=os.environ.get("DECKCHECK_DB") and f"sqlite:///{os.environ['DECKCHECK_DB']}")
    args = ap.parse_args()

    import api
    from api import create_app
    from api.extensions import event_service, validation_service
    from card_db.database import get_engine, upgrade

    print(f"code: {Path(api.__file__).resolve().parents[1]}; load average {os.getloadavg()}")
    events_url = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'events.sqlite'}"
    upgrade(events_url)
    events = event_service(get_engine(events_url))
    key, token = events.create_api_key("Bench TO")
    app = create_app({"VALIDATION_SERVICE": validation_service(get_engine(args.db), 3600), "DATABASE_URL": args.db,
                      "EVENTS_DATABASE_URL": events_url, "SECRET_KEY": "bench", "WORK_QUOTA": "", "ORGANIZER_QUOTA": ""})
    client = app.test_client()
    auth = {"Authorization": f"Bearer {token}"}
    event = client.post("/api/v1/events", json={"name": "Bench", "game": "agot", "as_of": "2017-06-01",
                                                "deadline": "2099-01-01T00:00:00Z"}, headers=auth).get_json()
    texts = [p.read_text(encoding="utf-8") for p in AGOT_DECKLISTS]
    with app.app_context():
        from api.extensions import services

        svc = services().events
        ev = svc.event(event["id"])
        start = time.perf_counter()
        for i in range(args.players):
            text = texts[0] if args.same else f"{texts[i % len(texts)]}\n# bench player {i}\n"
            svc.register(ev.id, f"Player {i + 1:04d}", svc.submission(ev, decklist=text),
                         owner=svc.active_api_key(key.id))
    print(f"registered {args.players} players in {time.perf_counter() - start:.0f} s")
    upload = client.post(f"/api/v1/events/{event['id']}/lists", json={"yaml": HOUSE_LIST}, headers=auth).get_json()

    html = client.get("/events").get_data(as_text=True)
    csrf = re.search(r'name="csrf" value="([^"]+)"', html).group(1)
    assert client.post("/events/login", data={"api_key": token, "csrf": csrf}).status_code == 303
    base = f"/api/v1/events/{event['id']}"
    cases = [("page /events/<id>", "GET", f"/events/{event['public_id']}", {}),
             ("page /events/<id>/decks", "GET", f"/events/{event['id']}/decks", {}),
             ("page /events/<id>/sheets", "GET", f"/events/{event['id']}/sheets", {}),
             ("GET /report", "GET", base + "/report", auth),
             ("GET /decks", "GET", base + "/decks", auth),
             ("GET /report.csv", "GET", base + "/report.csv", auth),
             ("GET /decks.csv", "GET", base + "/decks.csv", auth),
             ("GET /decks.txt", "GET", base + "/decks.txt", auth),
             ("GET /list-change", "GET", f"{base}/list-change?upload={upload['id']}", auth),
             ("POST /list-change", "POST", f"{base}/list-change", auth)]
    for name, method, url, headers in cases:
        t0, c0 = time.perf_counter(), time.thread_time()
        if method == "GET":
            r = client.get(url, headers=headers)
            size = len(r.get_data())
        else:
            r = client.post(url, json={"upload": upload["id"]}, headers=headers)
            size = len(r.get_data())
        cpu, wall = time.thread_time() - c0, time.perf_counter() - t0
        print(f"{name:26s} {r.status_code}  CPU {cpu * 1000:8.0f} ms  wall {wall * 1000:8.0f} ms  "
              f"{size / 1024:8.0f} KiB")
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
