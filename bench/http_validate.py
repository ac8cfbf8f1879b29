"""Benchmark: POST /api/v1/validate and /validate/batch over HTTP with wrk (loopback only).

    .venv/bin/python bench/http_validate.py [--db sqlite:///...] [--seconds 10]
        [--connections 16,32,64] [--batch 1,10,100,500] [--against /path/to/other/checkout]

Starts the server the way ``deckcheck serve`` does (gunicorn, 2 workers, the gthread worker,
the app's own JSON request log to /dev/null) from this checkout on a free loopback port, and
with ``--against`` a second one from another checkout (e.g. an older commit unpacked with
``git archive <commit> | tar -x -C /tmp/old``); the two are measured alternately, each load
step one after the other, so a busy machine slows both alike. Per server and step: requests/s,
p50/p99 latency (wrk), the server's CPU time per request (its workers' utime+stime over the
step: what a request costs the server, whatever else runs on the machine), and at the end the
resident memory (RSS) of the master and of each worker. Bodies: the Kingsmoot AGoT deck as
canonical JSON, alternating with the same deck broken (violations), as a deckbuilding site
sends the deck being edited again and again (answered from what the server remembers after
the first time), and 2,000 distinct generated AGoT decks, one per request (``validate new
decks``: every answer worked out); a batch of N decks holds N distinct generated
AGoT decks (bench/validate_agot.py's generator, half of them broken), as a tournament's
batch does (decks/s = requests/s x N), sent over 8 connections (``--batch-connections``):
the kernel hands each connection to one worker by a hash of its addresses, and with 4
connections all of them went to one worker in 2 of 8 runs (the other idle, half the
throughput); a step where one worker did less than a quarter of the other's work is marked
"(1 worker)".
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from load_validate import bodies  # noqa: E402

LUA = """
local bodies = {%s}
local threads = 0
function setup(thread)                 -- each wrk thread starts elsewhere in the bodies
  thread:set("start", threads * 1000)
  threads = threads + 1
end
function init(args)
  i = start or 0
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Language"] = "de-DE,de;q=0.9,en;q=0.8"
request = function()
  i = i + 1
  return wrk.format(nil, "%s", nil, bodies[(i %% #bodies) + 1])
end
"""


def lua_string(data: bytes) -> str:
    return "[==[" + data.decode("utf-8") + "]==]"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, root: Path, db: str, label: str):
        self.root, self.label, self.port = root, label, free_port()
        env = {**os.environ, "PYTHONPATH": str(root), "DATABASE_URL": db, "DECKCHECK_WORKERS": "2",
               "DECKCHECK_ACCESSLOG": "", "DECKCHECK_RELOAD_SECONDS": "3600",
               "DECKCHECK_RATE_LIMIT": "", "DECKCHECK_WORK_QUOTA": ""}   # one client, many requests
        code = (f"from api.server import run; run(host='127.0.0.1', port={self.port}, workers=2)")
        self.proc = subprocess.Popen([sys.executable, "-c", code], cwd=root, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/healthz", timeout=2) as r:
                    if r.status == 200 and len(self.workers()) == 2:
                        break
            except OSError:
                time.sleep(0.5)
        else:
            self.stop()
            raise SystemExit(f"the server from {root} did not start")
        for body in bodies(False):                          # warm both workers up
            for _ in range(50):
                req = urllib.request.Request(f"{self.url}/api/v1/validate", body,
                                             {"Content-Type": "application/json"})
                urllib.request.urlopen(req, timeout=30).read()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def workers(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def worker_cpu(self) -> list[float]:
        """CPU seconds (user + system) of each worker so far."""
        tick = os.sysconf("SC_CLK_TCK")
        spent = []
        for pid in self.workers():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                spent.append((int(fields[11]) + int(fields[12])) / tick)
            except OSError:
                pass
        return spent

    def rss_mb(self) -> tuple[float, list[float]]:
        def rss(pid: int) -> float:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
            return 0.0
        return rss(self.proc.pid), [rss(p) for p in self.workers()]

    def stop(self) -> None:
        os.killpg(self.proc.pid, signal.SIGTERM)
        self.proc.wait(timeout=30)


def wrk(url: str, path: str, payloads: list[bytes], connections: int, seconds: float) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as fh:
        fh.write(LUA % (", ".join(map(lua_string, payloads)), path))
    try:
        out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{int(seconds)}s", "--latency",
                              "-s", fh.name, url + path], capture_output=True, text=True,
                             timeout=seconds + 60)
        out = out.stdout + out.stderr
    finally:
        os.unlink(fh.name)

    def ms(text: str) -> float:
        value, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    found = re.search(r"Requests/sec:\s+([\d.]+)", out)
    if found is None:
        raise SystemExit(f"wrk failed: {out}")
    rps = float(found.group(1))
    p50 = ms(re.search(r"\s50%\s+(\S+)", out).group(1))
    p99 = ms(re.search(r"\s99%\s+(\S+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {"rps": rps, "p50": p50, "p99": p99, "requests": total,
            "non2xx": int(bad.group(1)) if bad else 0}


def generated_decks(db: str, n: int) -> list[dict]:
    """``n`` distinct AGoT decks (bench/validate_agot.py's generator: half legal, half broken)
    as canonical JSON bodies: a tournament's batch, where no deck repeats another."""
    from benchpool import load_pool
    from validate_agot import make_decks

    pool, _ = load_pool("agot", db)
    return [{"game": "agot", "faction": d.faction, "as_of": d.as_of.isoformat(), "cards": dict(d.cards)}
            for d in make_decks(pool, n, seed=21)]


def step(server: Server, path: str, payloads: list[bytes], connections: int, seconds: float) -> dict:
    before = server.worker_cpu()
    result = wrk(server.url, path, payloads, connections, seconds)
    spent = [b - a for a, b in zip(before, server.worker_cpu(), strict=False)]   # (a worker may have died)
    result["cpu_ms"] = sum(spent) / max(1, result["requests"]) * 1000
    # the kernel spreads connections over the workers' sockets by a hash (SO_REUSEPORT): with
    # few connections all of them can land on one worker (4 connections: 2 of 8 runs here),
    # which halves the throughput of that step; such a step is marked
    result["lopsided"] = len(spent) > 1 and min(spent) < 0.25 * max(spent)
    return result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", help="card database URL (default: a fresh temporary import)")
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--connections", default="16,32,64")
    ap.add_argument("--batch", default="1,10,100,500")
    ap.add_argument("--batch-connections", type=int, default=8)
    ap.add_argument("--against", help="another checkout to measure alternately (e.g. the old commit)")
    args = ap.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed")
    db = args.db
    if db is None:
        from card_db.database import get_engine
        from card_db.sync import sync

        db = f"sqlite:///{Path(tempfile.mkdtemp(prefix='deckcheck-bench-')) / 'cards.sqlite'}"
        sync(get_engine(db), source=os.environ.get("DECKCHECK_DATA", str(ROOT.parent / "shared" / "carddata")),
             progress=False)
    roots = [("this", ROOT)] + ([("against", Path(args.against).resolve())] if args.against else [])
    servers = [Server(root, db, label) for label, root in roots]
    try:
        print(f"{os.cpu_count()} cores; load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}; "
              f"gunicorn 2 workers each; wrk -t2, {args.seconds:g} s per step")
        print(f"{'step':30s} " + " ".join(f"{s.label + ' ' + h:>16s}" for s in servers
                                          for h in ("req/s", "p50/p99 ms", "CPU ms/req")))
        payloads = bodies(False)
        distinct = generated_decks(db, max(2000, *map(int, args.batch.split(","))))
        fresh = [json.dumps(d).encode() for d in distinct[:2000]]
        for conns in map(int, args.connections.split(",")):
            cells = []
            for s in servers:
                r = step(s, "/api/v1/validate", payloads, conns, args.seconds)
                cells += [f"{r['rps']:.0f}", f"{r['p50']:.1f}/{r['p99']:.1f}", f"{r['cpu_ms']:.3f}"]
                if r["non2xx"]:
                    cells[-1] += f" ({r['non2xx']} non-2xx)"
            print(f"{'validate, ' + str(conns) + ' connections':30s} " + " ".join(f"{c:>16s}" for c in cells))
        cells = []                  # every request a deck not seen before: nothing remembered
        for s in servers:
            r = step(s, "/api/v1/validate", fresh, 64, args.seconds)
            cells += [f"{r['rps']:.0f}", f"{r['p50']:.1f}/{r['p99']:.1f}", f"{r['cpu_ms']:.3f}"]
            if r["non2xx"]:
                cells[-1] += f" ({r['non2xx']} non-2xx)"
        print(f"{'validate new decks, 64 conn':30s} " + " ".join(f"{c:>16s}" for c in cells))
        for n in map(int, args.batch.split(",")):
            body = [json.dumps({"decks": distinct[:n]}).encode()]
            cells = []
            for s in servers:
                r = step(s, "/api/v1/validate/batch", body, args.batch_connections, args.seconds)
                cells += [f"{r['rps'] * n:.0f} decks/s" + (" (1 worker)" if r["lopsided"] else ""),
                          f"{r['p50']:.1f}/{r['p99']:.1f}", f"{r['cpu_ms'] / n * 1000:.0f} us/deck"]
                if r["non2xx"]:
                    cells[-1] += f" ({r['non2xx']} non-2xx)"
            print(f"{'batch ' + str(n) + ', ' + str(args.batch_connections) + ' conn':30s} "
                  + " ".join(f"{c:>16s}" for c in cells))
        for s in servers:
            master, workers = s.rss_mb()
            print(f"RSS {s.label}: master {master:.0f} MB, workers "
                  f"{', '.join(f'{w:.0f}' for w in workers)} MB, total {master + sum(workers):.0f} MB")
        print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        for s in servers:
            s.stop()


if __name__ == "__main__":
    main()
