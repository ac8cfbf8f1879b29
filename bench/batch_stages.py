"""Benchmark: the CPU of one POST /api/v1/validate/batch in process, stage by stage, in
microseconds per deck (issue 21): what the lane does with the raw body of a batch of N
distinct generated AGoT decks (half legal, half broken; bench/http_validate.py's decks).

    .venv/bin/python bench/batch_stages.py --db sqlite:///... [--decks 500] [--lang de] [--repeats 15]

Stages: the JSON parse, ``api.bodies.canonical_deck``, the domain's read of a canonical deck
(``deck_from_dict`` and the work budget), the check (``ValidationService.check``, the rules),
the render (``deckcheck.report.verdict_to_dict``), the JSON write; then the whole batch loop
(``validate_batch``) and the whole request (``ValidateLane.answer``'s parse, ``batch_answer``,
``orjson.dumps``). Each stage runs over all decks, best and median of ``--repeats``; the heap
is frozen first, as the server does (api/extensions.freeze_heap). The machine's load average
is printed: on a shared machine compare the stages of one run, not figures of two runs.
"""
from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", help="card database URL (default: a fresh temporary import)")
    ap.add_argument("--decks", type=int, default=500)
    ap.add_argument("--lang", default="de")
    ap.add_argument("--repeats", type=int, default=15)
    args = ap.parse_args()

    import orjson

    from http_validate import generated_decks

    db = args.db
    if db is None:                       # a fresh import of the AGoT snapshot
        import tempfile

        from card_db.database import get_engine
        from card_db.sync import sync

        data = os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata"))
        db = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'agot.sqlite'}"
        sync(get_engine(db), source=data, games=("agot",), progress=False)
    os.environ["DATABASE_URL"] = db
    from api import create_app
    from api.blueprints.validate import batch_answer
    from api.bodies import batch_decks, canonical_deck, plain_json
    from api.lane import _json
    from deckcheck.decklists.budget import Limits, WorkBudget
    from deckcheck.report import verdict_to_dict

    decks = generated_decks(db, args.decks)
    raw = orjson.dumps({"decks": decks})
    validation = create_app({"WORK_QUOTA": ""}).extensions["deckcheck_services"].validation
    lang, n = args.lang, len(decks)
    unbounded = Limits(decks=10**9, lines=10**12)
    loaded = [canonical_deck(d) for d in decks]
    read = [validation._read_canonical(d, WorkBudget(unbounded)) for d in loaded]
    checked = [validation.check(d, remember=False, notify=False) for d in read]
    pool = validation.pool("agot")
    rendered = [verdict_to_dict(v, pool, lang) for v in checked]
    stages = [
        ("orjson.loads", lambda: orjson.loads(raw)),
        ("canonical_deck (api)", lambda: [canonical_deck(d) for d in decks]),
        ("read (deck_from_dict, budget)", lambda: [validation._read_canonical(d, b) for b in [WorkBudget(unbounded)]
                                                   for d in loaded]),
        ("check (the rules)", lambda: [validation.check(d, remember=False, notify=False) for d in read]),
        ("render (verdict_to_dict)", lambda: [verdict_to_dict(v, pool, lang) for v in checked]),
        ("orjson.dumps", lambda: orjson.dumps({"results": rendered})),
        ("validate_batch", lambda: validation.validate_batch(decks, lang, canonical_deck)),
        ("whole request (parse, batch_answer, dumps)",
         lambda: _json(batch_answer(validation, batch_decks(plain_json(raw), n), True, lang))),
    ]
    gc.collect()
    gc.freeze()
    print(f"load average {os.getloadavg()}; {n} decks, lang {lang}")
    for name, run in stages:
        run()
        spent = []
        for _ in range(args.repeats):
            t = time.process_time()
            run()
            spent.append((time.process_time() - t) / n * 1e6)
        print(f"{name:45s} min {min(spent):7.2f}  median {statistics.median(spent):7.2f} µs per deck")
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
