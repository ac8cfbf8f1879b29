"""Load test of POST /api/v1/validate against a running server (loopback only).

    deckcheck serve --port 8000 &            # or: make serve
    python bench/load_validate.py --url http://127.0.0.1:8000 --seconds 20 --connections 48

Each of N threads keeps one HTTP/1.1 keep-alive connection (http.client) and posts real
decks in a loop for a fixed time: the Kingsmoot AGoT deck as canonical JSON (valid), the
same deck with a broken plot deck (violations), and, with --mix, a plain-text decklist.
Prints requests/s, p50/p90/p99 latency and the status codes. Refuses hosts other than
127.0.0.1 / localhost / ::1. With --spawn it starts `deckcheck serve` itself on a free
loopback port (DATABASE_URL and DECKCHECK_WORKERS apply) and stops it afterwards.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

KINGSMOOT = {"01027": 1, "01002": 1, "01004": 1, "01009": 1, "01011": 2, "01022": 1, "01026": 1,
             "01028": 2, "01046": 2, "01047": 3, "01048": 3, "01049": 2, "01050": 2, "01051": 1,
             "01052": 3, "01053": 3, "01054": 3, "01055": 1, "01056": 3, "01057": 2, "01038": 2,
             "01039": 3, "01040": 3, "01059": 3, "01060": 2, "01061": 3, "01032": 1, "01033": 1,
             "01035": 3, "01058": 1, "01062": 3, "01063": 2, "01064": 3}
TEXT = ("Bend the Knee\n\nHouse Baratheon\nFealty\n\nPlots\n1x A Feast for Crows (Core Set)\n"
        "1x A Noble Cause (Core Set)\n1x Confiscation (Core Set)\n2x Filthy Accusations (Core Set)\n"
        "1x Summons (Core Set)\n1x Wildfire Assault (Core Set)\n\nCharacters\n3x Stannis Baratheon (Core Set)\n"
        "3x Melisandre (Core Set)\n2x Ser Davos Seaworth (Core Set)\n")
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def bodies(mix: bool) -> list[bytes]:
    valid = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT}
    broken = {**valid, "cards": {**KINGSMOOT, "01011": 3, "01064": 1}}
    out = [json.dumps(valid).encode(), json.dumps(broken).encode()]
    if mix:
        out.append(json.dumps({"decklist": TEXT, "game": "agot"}).encode())
    return out


def worker(host: str, port: int, path: str, payloads: list[bytes], stop_at: float,
           latencies: list[float], statuses: dict[int, int], lock: threading.Lock) -> None:
    conn = http.client.HTTPConnection(host, port, timeout=30)
    mine: list[float] = []
    codes: dict[int, int] = {}
    i = 0
    while time.perf_counter() < stop_at:
        body = payloads[i % len(payloads)]
        i += 1
        start = time.perf_counter()
        try:
            conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
            resp = conn.getresponse()
            resp.read()
            status = resp.status
        except (OSError, http.client.HTTPException):
            conn.close()
            conn = http.client.HTTPConnection(host, port, timeout=30)
            status = 0
        mine.append(time.perf_counter() - start)
        codes[status] = codes.get(status, 0) + 1
    conn.close()
    with lock:
        latencies.extend(mine)
        for k, v in codes.items():
            statuses[k] = statuses.get(k, 0) + v


def run(url: str, seconds: float, connections: int, mix: bool) -> dict:
    parsed = urllib.parse.urlsplit(url)
    if parsed.hostname not in LOOPBACK:
        raise SystemExit(f"refusing to load-test {parsed.hostname}: loopback only")
    host, port = parsed.hostname, parsed.port or 80
    path = "/api/v1/validate"
    payloads = bodies(mix)
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds
    threads = [threading.Thread(target=worker, args=(host, port, path, payloads, stop_at, latencies,
                                                     statuses, lock), daemon=True)
               for _ in range(connections)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 60)
    elapsed = time.perf_counter() - started
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000 if latencies else 0.0

    return {"requests": len(latencies), "seconds": round(elapsed, 2),
            "requests_per_s": round(len(latencies) / elapsed, 1),
            "p50_ms": round(pct(0.50), 2), "p90_ms": round(pct(0.90), 2), "p99_ms": round(pct(0.99), 2),
            "mean_ms": round(statistics.fmean(latencies) * 1000, 2) if latencies else 0.0,
            "statuses": dict(sorted(statuses.items())), "connections": connections, "mix": mix}


def spawn(workers: int | None) -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    exe = Path(sys.executable).with_name("deckcheck")
    env = {**os.environ, "DECKCHECK_ACCESSLOG": os.devnull}
    args = [str(exe), "serve", "--host", "127.0.0.1", "--port", str(port)]
    if workers:
        args += ["--workers", str(workers)]
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return proc, base
        except OSError:
            time.sleep(0.3)
    os.killpg(proc.pid, signal.SIGTERM)
    raise SystemExit("the server did not start")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", default="http://127.0.0.1:8000")
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--connections", type=int, default=48)
    ap.add_argument("--mix", action="store_true", help="also post plain-text decklists")
    ap.add_argument("--spawn", action="store_true", help="start `deckcheck serve` on a free port")
    ap.add_argument("--workers", type=int, default=None, help="gunicorn workers with --spawn")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not 1 <= args.connections <= 256 or not 1 <= args.seconds <= 300:
        raise SystemExit("use 1-256 connections and 1-300 seconds")
    proc = None
    url = args.url
    if args.spawn:
        proc, url = spawn(args.workers)
    try:
        result = run(url, args.seconds, args.connections, args.mix)
    finally:
        if proc is not None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"POST /api/v1/validate  {result['connections']} connections, {result['seconds']} s"
              f"{' (mixed with plain text)' if args.mix else ''}")
        print(f"  {result['requests']} requests, {result['requests_per_s']} requests/s")
        print(f"  latency p50 {result['p50_ms']} ms, p90 {result['p90_ms']} ms, p99 {result['p99_ms']} ms, "
              f"mean {result['mean_ms']} ms")
        print(f"  statuses {result['statuses']}")


if __name__ == "__main__":
    main()
