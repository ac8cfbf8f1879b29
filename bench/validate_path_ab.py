"""Benchmark: POST /api/v1/validate in process, two checkouts side by side (CPU per request).

    .venv/bin/python bench/validate_path_ab.py --a /tmp/main --b . [--turns 24] [--per-turn 500]
        [--db sqlite:///...]

The app of each checkout is loaded as ``deckcheck serve`` loads it (``create_app``, the heap
frozen; the settings are serve's defaults, so the work quota is on) in a long-lived process of
its own, and called directly as a WSGI app (no server): the two processes take turns, ``--per-turn``
requests each, and each reports its thread's CPU time per request. The bodies are the real
decks of the three games of tests/data/decklists, each edited once (one count changed or one card
added: no body twice, bench/first_sight.py's edits), shuffled. Printed: each side's median and
the median of the turns' paired ratios B / A, with the load average before and after.

The server's own share (gunicorn, the worker's threads) is left out on purpose: it is the same
for both sides, and over HTTP it buries a change of the app's cost in the noise of a shared
machine (bench/first_sight.py gives the served figure).
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def bodies(db: str, n: int) -> list[str]:
    sys.path[:0] = [str(HERE.parent), str(HERE)]
    from benchpool import load_pool_and_packs
    from first_sight import body, edits, real_decks

    out: list[str] = []
    for game in ("agot", "l5r", "whi"):
        pool, packs, _ = load_pool_and_packs(game, db)
        out += [json.dumps(body(d), default=str) for d in edits(real_decks(game, pool, packs), pool, n // 3, 7)]
    random.Random(1).shuffle(out)
    return out


def worker(code: str, db: str, path: str) -> None:
    """One side: load its checkout's app, then answer "<n>" lines with CPU µs per request."""
    sys.path.insert(0, code)
    os.environ.update({"DATABASE_URL": db, "DECKCHECK_WARM": "0"})
    from api import create_app
    from api.extensions import freeze_heap

    app = create_app()
    freeze_heap()
    raw = [b.encode() for b in json.loads(Path(path).read_text())]
    sys.stderr = open(os.devnull, "w")          # (the request log lines)

    def environ(b: bytes) -> dict:
        return {"REQUEST_METHOD": "POST", "PATH_INFO": "/api/v1/validate", "QUERY_STRING": "",
                "SERVER_NAME": "localhost", "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1",
                "HTTP_HOST": "localhost", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(b),
                "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(b)),
                "HTTP_ACCEPT_LANGUAGE": "de", "REMOTE_ADDR": "127.0.0.1", "wsgi.errors": sys.stderr,
                "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
                "wsgi.version": (1, 0)}

    def run(part: list[bytes]) -> None:
        for b in part:
            for _chunk in app(environ(b), lambda *_a: None):
                pass

    run(raw[:300])
    seen = 300
    for line in sys.stdin:
        n = int(line)
        part = [raw[(seen + j) % len(raw)] for j in range(n)]
        seen += n
        start = time.thread_time()
        run(part)
        sys.__stdout__.write(f"{(time.thread_time() - start) / n * 1e6:.2f}\n")
        sys.__stdout__.flush()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True, help="checkout A (e.g. an export of main)")
    ap.add_argument("--b", default=str(HERE.parent), help="checkout B (default: this one)")
    ap.add_argument("--db", default=os.environ.get("DECKCHECK_DB_URL", "sqlite:////tmp/rp-bench.sqlite"))
    ap.add_argument("--turns", type=int, default=24)
    ap.add_argument("--per-turn", type=int, default=500)
    ap.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker[0], args.db, args.worker[1])
        return
    path = Path(f"/tmp/validate_path_ab-{os.getpid()}.json")
    path.write_text(json.dumps(bodies(args.db, 12000)))
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    sides = {name: subprocess.Popen([sys.executable, __file__, "--db", args.db, "--a", "-", "--worker",
                                     str(Path(code).resolve()), str(path)],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for name, code in (("A", args.a), ("B", args.b))}
    us: dict[str, list[float]] = {"A": [], "B": []}
    try:
        for turn in range(args.turns):
            for name in ("A", "B") if turn % 2 == 0 else ("B", "A"):
                proc = sides[name]
                proc.stdin.write(f"{args.per_turn}\n")      # type: ignore[union-attr]
                proc.stdin.flush()                          # type: ignore[union-attr]
                us[name].append(float(proc.stdout.readline()))   # type: ignore[union-attr]
    finally:
        for proc in sides.values():
            proc.stdin.close()                              # type: ignore[union-attr]
            proc.wait()
        path.unlink()
    ratios = [b / a for a, b in zip(us["A"], us["B"], strict=True)]
    q = statistics.quantiles(ratios, n=4)
    print(f"A ({args.a}) {statistics.median(us['A']):.0f} us, B ({args.b}) {statistics.median(us['B']):.0f} us "
          f"CPU per request; B / A {statistics.median(ratios):.3f} (quartiles {q[0]:.3f}-{q[2]:.3f}, "
          f"{args.turns} turns of {args.per_turn})")
    print(f"load average after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
