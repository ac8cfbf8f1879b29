"""Benchmark: "what if the list changes" and the legality timeline (issue 19).

An AGoT event with N registered players (the real decklists of tests/data/decklists/agot in
turn, as text: each is read again for the report), then the list-change report against an
uploaded house list, timed; and the timeline of each real AGoT deck (32 list versions).
Prints figures; no pass/fail.

    .venv/bin/python bench/event_changes.py [--players 100] [--db sqlite:///cards.sqlite]
"""
from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

from benchpool import AGOT_DECKLISTS, HOUSE_LIST, load_pool_and_packs



def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=100)
    ap.add_argument("--db")
    args = ap.parse_args()

    from card_db.database import get_engine, upgrade
    from card_db.event_changes import SqlEventChangeRepository
    from card_db.events import SqlEventRepository
    from deckcheck.decklists.detect import read_decklist
    from deckcheck.services.event_changes import EventChangeService
    from deckcheck.services.events import EventService
    from deckcheck.services.validation import ValidationService
    from deckcheck.timeline import timeline

    pool, packs, seconds = load_pool_and_packs("agot", args.db)
    print(f"pool loaded in {seconds:.1f} s")
    validation = ValidationService({"agot": pool})
    validation.packs = packs
    url = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'events.sqlite'}"
    upgrade(url)
    engine = get_engine(url)
    events = EventService(SqlEventRepository(engine), validation)
    changes = EventChangeService(events, SqlEventChangeRepository(engine))
    key, _ = events.create_api_key("bench")
    event = events.open_event(key, name="bench", game="agot", deadline=dt.datetime(2099, 1, 1, tzinfo=dt.UTC),
                              as_of="2017-06-01")
    texts = [p.read_text(encoding="utf-8") for p in AGOT_DECKLISTS]
    start = time.perf_counter()
    for i in range(args.players):
        events.register(event.id, f"player {i}", events.submission(event, decklist=texts[i % len(texts)]), owner=key)
    print(f"{args.players} registrations in {time.perf_counter() - start:.2f} s")
    upload = changes.upload_list(event.id, key, HOUSE_LIST)
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        report = changes.list_change(event.id, key, "en", upload_id=upload["id"])
        runs.append(time.perf_counter() - start)
    print(f"list-change report, {args.players} players: median {statistics.median(runs) * 1000:.0f} ms "
          f"({statistics.median(runs) / args.players * 1000:.1f} ms per player); summary {report['summary']}")

    decks = [read_decklist(t, "agot", {"agot": pool}) for t in texts]
    per = []
    for _ in range(5):
        for d in decks:
            start = time.perf_counter()
            periods = timeline(d.deck, pool, unread=d.problems)
            per.append(time.perf_counter() - start)
    print(f"timeline of a real AGoT deck ({len(periods)} periods): median {statistics.median(per) * 1000:.1f} ms, "
          f"max {max(per) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
