"""Goldfish runs as jobs beside validation (issue 18). Loopback only.

    .venv/bin/python bench/goldfish_jobs.py                    # 30 s per wrk phase
    .venv/bin/python bench/goldfish_jobs.py --seconds 60 --big 100000

Starts `deckcheck serve` (gunicorn, 2 workers, plus its local goldfish worker: one
process, niced) on a free 127.0.0.1 port over a copy of the test suite's cached card
database (migrated; the embedded SQLite broker beside it), then:

1. wrk on POST /api/v1/validate (64 connections, real decks of the three games), idle;
2. the same while two clients submit 10,000-game runs of the Kingsmoot AGoT deck back to
   back (each waits for its run to finish, then asks for the next, new seed each time);
   prints both req/s and p99 and their ratio (the goal: validation keeps at least half of
   its idle throughput), and the games per second the worker played meanwhile;
3. the wall time of a ``--big``-game run (default 100,000) on 1 and on 2 worker
   processes (``DECKCHECK_JOB_WORKERS``), from the POST to the finished report. A run
   estimated (from phase 2's games/s) to take longer than ``--max-wall`` seconds is
   measured with ``--sample`` games (default 20,000) and extrapolated; the output says so.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from load_deploy import check_bodies, deck_bodies, sqlite_url, wrk  # noqa: E402
from load_validate import KINGSMOOT, spawn  # noqa: E402

DECK = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT}


def call(base: str, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def play(base: str, games: int, seed: int, stop: threading.Event | None = None,
         seen: list | None = None) -> dict:
    """POST a run and wait for its end; its last view (``seen`` gets every view)."""
    status, job = call(base, "POST", "/api/v1/goldfish/runs", {**DECK, "games": games, "seed": seed})
    if status not in (200, 202):
        raise SystemExit(f"run refused: {status} {job}")
    while job["state"] in ("queued", "running"):
        if seen is not None:
            seen.append(job)
        if stop is not None and stop.is_set():
            call(base, "DELETE", job["links"]["self"])
            return job
        time.sleep(0.5)
        _, job = call(base, "GET", job["links"]["self"])
    if job["state"] != "finished":
        raise SystemExit(f"run ended {job['state']}: {job.get('error')}")
    return job


def client_loop(base: str, first_seed: int, stop: threading.Event, done: list[int], seen: list) -> None:
    seed = first_seed
    while not stop.is_set():
        job = play(base, 10_000, seed, stop, seen)
        if job["state"] == "finished":
            done.append(job["total"])
        seed += 2


def serve(db: str, job_workers: int) -> tuple:
    os.environ.update(PYTHONPATH=str(ROOT), DATABASE_URL=db, DECKCHECK_JOB_WORKERS=str(job_workers), DECKCHECK_LOCAL_WORKER="1",
                      DECKCHECK_GOLDFISH_GAMES_PER_HOUR="10000000", DECKCHECK_RATE_LIMIT="")
    return spawn(2)


def stop_server(proc) -> None:
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=60)


def fresh_db(folder: Path) -> str:
    from card_db.database import upgrade

    source = Path(sqlite_url()[len("sqlite:///"):])
    target = folder / "bench.sqlite"
    shutil.copy(source, target)
    url = f"sqlite:///{target}"
    upgrade(url)
    return url


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=int, default=30, help="per wrk phase (the issue asks 60 on a quiet machine)")
    ap.add_argument("--connections", type=int, default=64)
    ap.add_argument("--big", type=int, default=100_000)
    ap.add_argument("--sample", type=int, default=20_000)
    ap.add_argument("--max-wall", type=float, default=300.0)
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="deckcheck-bench-jobs-"))
    out: dict = {"load": os.getloadavg()}
    try:
        db = fresh_db(folder)
        bodies = deck_bodies(db)
        proc, base = serve(db, 1)
        try:
            if check_bodies(base, bodies) != [True, True, True, False, False, False]:
                raise SystemExit("the bench decks are not what they should be")
            play(base, 20, 1)                   # the worker loads the card pools before anything is timed
            idle = wrk(base, bodies, args.seconds, args.connections, 2)
            stop, done, seen = threading.Event(), [], [[], []]
            clients = [threading.Thread(target=client_loop, args=(base, 1000 + k, stop, done, seen[k]))
                       for k in (0, 1)]
            started = time.monotonic()
            for c in clients:
                c.start()
            time.sleep(3)                       # the first runs are queued and being played
            busy = wrk(base, bodies, args.seconds, args.connections, 2)
            _, metrics = None, urllib.request.urlopen(base + "/metrics", timeout=10).read().decode()
            stop.set()
            for c in clients:
                c.join(timeout=300)
            elapsed = time.monotonic() - started
            rate_line = next((x for x in metrics.splitlines()
                              if x.startswith("deckcheck_goldfish_job_games_per_second ")), "")
            out["validate_idle"] = {k: idle[k] for k in ("requests_per_s", "p99_ms", "non2xx")}
            out["validate_busy"] = {k: busy[k] for k in ("requests_per_s", "p99_ms", "non2xx")}
            out["ratio"] = round(busy["requests_per_s"] / idle["requests_per_s"], 3)
            out["runs_finished_during_busy"] = len(done)
            out["metrics_games_per_second"] = rate_line.split(" ")[-1] if rate_line else None
            out["busy_phase_seconds"] = round(elapsed, 1)
            out["games_done_during_busy"] = [max((j["done"] for j in views), default=0) for views in seen]
            out["states_seen_during_busy"] = sorted({j["state"] for views in seen for j in views})
        finally:
            stop_server(proc)
        print(json.dumps({k: out[k] for k in ("validate_idle", "validate_busy", "ratio")}), flush=True)
        for workers in (1, 2):
            proc, base = serve(db, workers)
            try:
                probe = play(base, 2000, 7_000 + workers)       # warm-up: each process loads the pools
                t0 = time.monotonic()
                play(base, 1000, 8_000 + workers)
                per_game = (time.monotonic() - t0) / 1000
                games = args.big if per_game * args.big <= args.max_wall else args.sample
                t0 = time.monotonic()
                job = play(base, games, 9_000 + workers)
                wall = time.monotonic() - t0
                out[f"big_run_{workers}_workers"] = {
                    "games_measured": games, "wall_s": round(wall, 1),
                    "games_per_s": round(games / wall, 1),
                    "wall_for_big_s": round(wall * args.big / games, 1),
                    "extrapolated": games != args.big, "finished": job["state"] == "finished"}
                del probe
            finally:
                stop_server(proc)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    out["load_after"] = os.getloadavg()
    print(json.dumps(out, indent=1))
    i, b = out["validate_idle"], out["validate_busy"]
    print(f"validate idle: {i['requests_per_s']} req/s, p99 {i['p99_ms']} ms; while two clients run "
          f"10,000-game jobs: {b['requests_per_s']} req/s, p99 {b['p99_ms']} ms; ratio {out['ratio']} "
          f"(goal >= 0.5)")
    for workers in (1, 2):
        r = out[f"big_run_{workers}_workers"]
        how = f"extrapolated from {r['games_measured']} games" if r["extrapolated"] else "measured"
        print(f"{args.big}-game run on {workers} worker process(es): {r['wall_for_big_s']} s ({how}, "
              f"{r['games_per_s']} games/s)")


if __name__ == "__main__":
    main()
