"""Hostile batches against the work budget (issue 14): what one request may cost, and what
the worst batches the limits allow do to everybody else's latency. Loopback only.

    .venv/bin/python bench/hostile_batch.py                  # 60 s idle, then 60 s under attack
    .venv/bin/python bench/hostile_batch.py --seconds 15
    .venv/bin/python bench/hostile_batch.py --costs          # in process only: the cost of each unit

Both modes first build the candidate batches: for each way of spending the budget of
``deckcheck.decklists.budget.LIMITS`` (decklists of random misspelled names with and without
``game``, lines of 290 accented characters, long multi-word misspellings, real text decks
without ``game``, canonical decks with many entries, many one-line decks), the largest batch
the limits allow under the 2 MiB body limit. Each is posted once in process (Flask test
client, the real app over the card database) and timed, wall and CPU; the slowest is "the
worst batch the limits allow". The over-limit repro of the issue (500 AGoT decklists of 180
random two-word names) is timed too: it must be refused (413) quickly.

``--costs`` also measures each unit of the budget alone (a decklist line of each shape, a
fuzzy look-up, a deck) and stops there. Without it, the bench starts ``deckcheck serve``
(gunicorn; DECKCHECK_WORKERS, default 2; this checkout's code) on a free 127.0.0.1 port over
the card database (DATABASE_URL, else the test suite's cached SQLite file, built on first
use), runs wrk (/usr/bin/wrk, 64 connections) on POST /api/v1/validate with the Kingsmoot
AGoT deck for ``--seconds``, first idle, then again while two clients post the worst batch
back to back, and prints both p99 latencies, their ratio (target: at most 3) and the load
average before and after each phase (the machine may be shared: compare runs with it).
"""
from __future__ import annotations

import argparse
import http.client
import json
import logging
import os
import random
import signal
import string
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from load_deploy import sqlite_url, wrk  # noqa: E402
from load_validate import KINGSMOOT, spawn  # noqa: E402

from deckcheck.decklists.budget import CHARS_PER_LINE, ENTRIES_PER_LINE, LIMITS, Limits  # noqa: E402

MAX_BODY = 2 * 1024 * 1024
CONNECTIONS = 64
AGOT_DECK = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT}
ACCENTED = "áéíóúàèìòùâêîôûäëïöüãõñçåøæœßłśźżćńęą"


# -- the batches -----------------------------------------------------------------------------------
def _json(body: object) -> bytes:
    return json.dumps(body, ensure_ascii=False).encode()


def _word(rng: random.Random, letters: str = string.ascii_lowercase) -> str:
    return "".join(rng.choice(letters) for _ in range(rng.randint(4, 9))).capitalize()


def misspelled_decklist(rng: random.Random, lines: int = 180) -> str:
    """The issue's repro deck: ``lines`` random two-word names no card has."""
    return "\n".join(f"{rng.randint(1, 3)}x {_word(rng)} {_word(rng)}" for _ in range(lines))


def long_lines_decklist(rng: random.Random, lines: int) -> str:
    """Lines of 290 accented characters (the longest a reader reads): the most work per line."""
    return "\n".join("1x " + "".join(rng.choice(ACCENTED + " ") for _ in range(287)) for _ in range(lines))


def many_words_decklist(rng: random.Random, lines: int) -> str:
    """Misspellings of 40-80 characters in many words: the dearest fuzzy look-ups."""
    return "\n".join("1x " + " ".join(_word(rng) for _ in range(rng.randint(6, 10))) for _ in range(lines))


def real_text_decks(url: str) -> list[str]:
    """A real deck of each game as plain text (as a deckbuilding site exports it)."""
    from load_deploy import deck_bodies

    from card_db.database import get_engine
    from card_db.pools import load_pool
    from deckcheck.decklists.canonical import deck_from_dict
    from deckcheck.decklists.plaintext import write_plain_text

    out = []
    for body in deck_bodies(url)[:3]:
        pool = load_pool(get_engine(url), body["game"])
        out.append(write_plain_text(deck_from_dict(body), pool))
    return out


def _units(deck: dict) -> int:
    """The lines one reading of ``deck`` spends (deckcheck.decklists.budget)."""
    if "decklist" not in deck:
        return -(-len(deck["cards"]) // ENTRIES_PER_LINE)
    text = deck["decklist"]
    return len(text.splitlines()) + len(text) // CHARS_PER_LINE


def _fit(make, limits: Limits, reads: int = 1) -> list[dict]:
    """As many decks from ``make(i)`` as the limits (each deck read ``reads`` times) and the
    body limit allow."""
    decks: list[dict] = []
    size, lines = 20, 0
    for i in range(limits.decks):
        deck = make(i)
        size += len(_json(deck)) + 2
        lines += _units(deck) * reads
        if size > MAX_BODY - 1024 or lines > limits.lines:
            break
        decks.append(deck)
    return decks


def batches(url: str, limits: Limits = LIMITS, seed: int = 7) -> dict[str, list[dict]]:
    """Candidate worst batches within ``limits`` (name -> the decks of the batch)."""
    from card_db.database import get_engine
    from card_db.pools import load_pool

    rng = random.Random(seed)
    agot_ids = sorted(load_pool(get_engine(url), "agot").cards)
    texts = real_text_decks(url)
    entries = max(1, min(1000, limits.lines * ENTRIES_PER_LINE // limits.decks))
    return {
        "misspelled": _fit(lambda i: {"game": "agot", "decklist": misspelled_decklist(rng)}, limits),
        "misspelled, no game": _fit(lambda i: {"decklist": misspelled_decklist(rng)}, limits, 3),
        "long lines": _fit(lambda i: {"game": "agot", "decklist": long_lines_decklist(rng, 20)}, limits),
        "many-word misspellings": _fit(lambda i: {"game": "agot", "decklist": many_words_decklist(rng, 40)},
                                       limits),
        "real text, no game": _fit(lambda i: {"decklist": texts[i % len(texts)]}, limits, 4),
        "canonical, many entries": _fit(
            lambda i: {"game": "agot", "cards": {c: 1 for c in rng.sample(agot_ids, entries)}}, limits),
        "one line each": _fit(lambda i: {"game": "agot", "decklist": f"1x {_word(rng)}"}, limits),
    }


def repro(seed: int = 11) -> list[dict]:
    """The issue's repro: 500 AGoT decklists of 180 random two-word names (over the limits)."""
    rng = random.Random(seed)
    return [{"game": "agot", "decklist": misspelled_decklist(rng)} for _ in range(500)]


# -- in process ------------------------------------------------------------------------------------
class Spent:
    """The service of an in-process app, each request's budget kept for the report."""

    def __init__(self, url: str, limits: Limits = LIMITS):
        from api import create_app
        from api.extensions import validation_service
        from card_db.database import get_engine

        self.service = validation_service(get_engine(url), reload_interval=3600)
        self.service.limits = limits
        self.budgets: list = []
        make = self.service.budget

        def budget():
            self.budgets.append(make())
            return self.budgets[-1]

        self.service.budget = budget
        # the per-client quota off: here each batch is timed alone (the server below has it)
        self.app = create_app({"VALIDATION_SERVICE": self.service, "DATABASE_URL": url, "WORK_QUOTA": ""})
        logging.getLogger("deckcheck.request").setLevel(logging.WARNING)    # no line per request
        self.client = self.app.test_client()

    def post(self, path: str, body: dict) -> dict:
        data = _json(body)
        self.budgets.clear()
        wall, cpu = time.perf_counter(), time.process_time()
        response = self.client.post(path, data=data, headers={"Content-Type": "application/json"})
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        spent = self.budgets[0].counts() if self.budgets else {}
        spent["decks_read"] = spent.pop("decks", 0)
        out = {"status": response.status_code, "wall_ms": round(wall * 1000, 1),
               "cpu_ms": round(cpu * 1000, 1), "body_kib": round(len(data) / 1024), **spent}
        if response.status_code != 200:
            out["error"] = (response.get_json() or {}).get("error", {}).get("details")
        return out


def time_batches(url: str, named: dict[str, list[dict]], limits: Limits = LIMITS) -> dict[str, dict]:
    spent = Spent(url, limits)
    spent.post("/api/v1/validate", AGOT_DECK)           # warm up (vocabularies, rules)
    return {name: {"decks": len(decks), **spent.post("/api/v1/validate/batch", {"decks": decks})}
            for name, decks in named.items()}


def unit_costs(url: str, seed: int = 3) -> dict[str, float]:
    """CPU time of one unit of each kind, in process, without limits (microseconds)."""
    rng = random.Random(seed)
    free = Limits(decks=10**9, lines=10**9, fuzzy=10**9, suggestions=0)
    spent = Spent(url, free)
    spent.post("/api/v1/validate", AGOT_DECK)
    texts = real_text_decks(url)

    def per(body_decks: list[dict], unit: str, base: float = 0.0, limits: Limits = free) -> float:
        spent.service.limits = limits
        best = min(spent.post("/api/v1/validate/batch", {"decks": body_decks})["cpu_ms"] for _ in range(3))
        count = spent.budgets[0].counts()[unit]
        return round((best * 1000 - base) / max(count, 1), 1)

    out: dict[str, float] = {}
    out["deck (one-line decklist)"] = deck = per(
        [{"game": "agot", "decklist": f"1x {_word(rng)}"} for _ in range(500)], "decks")
    out["deck (canonical, 33 entries)"] = per([AGOT_DECK] * 500, "decks")
    for name, decks in {
        "line unit (misspelled name, game given)": [{"game": "agot", "decklist": misspelled_decklist(rng)}
                                               for _ in range(50)],
        "line unit (misspelled name, no game)": [{"decklist": misspelled_decklist(rng)} for _ in range(20)],
        "line unit (290 accented characters)": [{"game": "agot", "decklist": long_lines_decklist(rng, 180)}
                                           for _ in range(10)],
        "line unit (real text deck, no game)": [{"decklist": texts[i % 3]} for i in range(150)],
        "line unit (real text deck, game given)": [{"decklist": texts[i % 3], "game": g}
                                              for i, g in enumerate(["agot", "l5r", "whi"] * 50)],
        "line unit (2 entries of canonical decks of 1000)": [{"game": "agot", "cards": {c: 1 for c in rng.sample(
            sorted(spent.service.pools["agot"].cards), 1000)}} for _ in range(20)],
    }.items():
        out[name] = per(decks, "lines", base=deck * len(decks))
    suggest = Limits(decks=10**9, lines=10**9, fuzzy=10**9, suggestions=10**9)
    for name, make in {"fuzzy (two-word misspelling, agot)": misspelled_decklist,
                       "fuzzy (many-word misspelling, agot)": many_words_decklist}.items():
        decks = [{"game": "agot", "decklist": make(rng, 20)} for _ in range(10)]
        without = per(decks, "decks") * len(decks)
        spent.service.limits = suggest
        out[name] = per(decks, "fuzzy", base=without, limits=suggest)
    return out


# -- over HTTP -------------------------------------------------------------------------------------
def attacker(host: str, port: int, body: bytes, stop: threading.Event, log: list, client: str) -> None:
    """Post ``body`` to /validate/batch back to back until ``stop``, as the client ``client``
    (an address in X-Forwarded-For: the server trusts one proxy hop here, so that the load
    and each attacker are different clients on loopback, as they would be outside)."""
    while not stop.is_set():
        conn = http.client.HTTPConnection(host, port, timeout=120)
        start = time.perf_counter()
        try:
            conn.request("POST", "/api/v1/validate/batch", body=body,
                         headers={"Content-Type": "application/json", "X-Forwarded-For": client})
            response = conn.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            status = 0
        finally:
            conn.close()
        log.append((status, time.perf_counter() - start))


def phase(base: str, seconds: int, attack: bytes | None) -> dict:
    host, port = base.removeprefix("http://").split(":")
    stop = threading.Event()
    logs: list[list] = [[], []]
    threads = [threading.Thread(target=attacker, args=(host, int(port), attack, stop, log, f"10.9.0.{i + 2}"),
                                daemon=True) for i, log in enumerate(logs)] if attack else []
    load_before = os.getloadavg()
    for t in threads:
        t.start()
    try:
        result = wrk(base, [AGOT_DECK], seconds, CONNECTIONS, 2, {"X-Forwarded-For": "10.9.0.1"})
    finally:
        stop.set()
        for t in threads:
            t.join(150)
    result["load_before"] = [round(x, 2) for x in load_before]
    result["load_after"] = [round(x, 2) for x in os.getloadavg()]
    if attack:
        answers = sorted(s for log in logs for _, s in log)
        statuses: dict[int, int] = {}
        for log in logs:
            for status, _ in log:
                statuses[status] = statuses.get(status, 0) + 1
        result["attack"] = {"batches": len(answers), "statuses": statuses,
                            "median_s": round(answers[len(answers) // 2], 3) if answers else None,
                            "max_s": round(answers[-1], 3) if answers else None}
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=int, default=60, help="of each wrk phase (default 60)")
    ap.add_argument("--workers", type=int, default=int(os.environ.get("DECKCHECK_WORKERS", "2")))
    ap.add_argument("--costs", action="store_true", help="measure the units in process and stop")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not 1 <= args.seconds <= 600:
        raise SystemExit("use 1-600 seconds")
    url = os.environ.get("DATABASE_URL") or sqlite_url()
    report: dict = {"limits": {k: getattr(LIMITS, k) for k in LIMITS.__slots__}}
    if args.costs:
        report["unit_cpu_us"] = unit_costs(url)
    named = batches(url)
    report["batches"] = timed = time_batches(url, named)
    report["repro"] = time_batches(url, {"500 x 180 misspelled (over the limits)": repro()})
    worst = max(timed, key=lambda k: timed[k]["cpu_ms"])
    report["worst"] = worst
    if not args.costs:
        os.environ["DATABASE_URL"] = url
        os.environ.setdefault("DECKCHECK_TRUSTED_PROXIES", "1")    # clients told apart by X-Forwarded-For
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
        body = _json({"decks": named[worst]})
        proc, base = spawn(args.workers)
        try:
            report["idle"] = phase(base, args.seconds, None)
            report["attacked"] = phase(base, args.seconds, body)
            report["idle_after"] = phase(base, args.seconds, None)     # the same server, quiet again
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
        idle = max(report["idle"]["p99_ms"], report["idle_after"]["p99_ms"])
        quiet = min(report["idle"]["p99_ms"], report["idle_after"]["p99_ms"])
        attacked = report["attacked"]["p99_ms"]
        report["p99_ratio"] = round(attacked / idle, 2) if idle else None
        report["p99_ratio_to_quietest"] = round(attacked / quiet, 2) if quiet else None
    if args.json:
        print(json.dumps(report))
        return
    print(f"limits: {report['limits']}")
    for name, value in report.get("unit_cpu_us", {}).items():
        print(f"  {name:40s} {value:10.1f} us CPU")
    for name, r in {**timed, **report["repro"]}.items():
        print(f"  batch {name:38s} {r['decks']:4d} decks {r['body_kib']:5d} KiB -> {r['status']} in "
              f"{r['wall_ms']:7.1f} ms ({r['cpu_ms']:.0f} ms CPU); decks read {r.get('decks_read', '-')}, "
              f"lines {r.get('lines', '-')}, fuzzy {r.get('fuzzy', '-')}, memo hits {r.get('memo_hits', '-')}")
    print(f"worst batch within the limits: {worst}")
    if "idle" in report:
        for key in ("idle", "attacked", "idle_after"):
            r = report[key]
            print(f"{key:9s} {args.workers} workers, {CONNECTIONS} connections, {args.seconds} s: "
                  f"{r['requests']} requests, {r['requests_per_s']} req/s, p50 {r['p50_ms']} ms, "
                  f"p99 {r['p99_ms']} ms, max {r['max_ms']} ms, non-2xx {r['non2xx']}, "
                  f"socket errors {r['socket_errors']}; load {r['load_before']} -> {r['load_after']}")
            if "attack" in r:
                print(f"          attackers: {r['attack']}")
        print(f"p99 under attack / idle: {report['p99_ratio']} against the slower idle phase, "
              f"{report['p99_ratio_to_quietest']} against the quieter (target: at most 3)")


if __name__ == "__main__":
    main()
