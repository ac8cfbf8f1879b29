"""Slow clients against a served instance (issue 41 item 1), loopback only, bounded in time.

    .venv/bin/python bench/slow_clients.py --spawn                 # deckcheck serve, started here
    .venv/bin/python bench/slow_clients.py --spawn --nginx         # the same behind deploy/nginx.conf
    .venv/bin/python bench/slow_clients.py --url http://127.0.0.1:8080 --slow 100 --seconds 30

``--nginx`` starts nginx (from PATH) with deploy/nginx.conf, its upstream the spawned server
and its port a free loopback one, in a temporary folder, and attacks through it.

N slow connections (``--slow``, default 100) are opened at once; half announce
``Content-Length: 100000`` on POST /api/v1/validate and then send one byte every 2-4 s, half
drip their request headers one line every 2-4 s. Meanwhile one client asks GET /healthz and
one POST /api/v1/validate (a small valid deck) in a loop, each with a 5 s timeout, and every
answer (or timeout) is counted. Prints, for each probe, the answers, timeouts, p50 / max
latency, and the load average before and after; the target is /healthz within 1 s
throughout. Refuses hosts other than 127.0.0.1 / localhost / ::1.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from load_deploy import sqlite_url  # noqa: E402
from load_validate import spawn  # noqa: E402

DECK = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def slow_client(host: str, port: int, headers_only: bool, stop: threading.Event, rng: random.Random) -> None:
    """One connection that sends its request a byte (or a header line) at a time."""
    try:
        sock = socket.create_connection((host, port), timeout=10)
    except OSError:
        return
    with sock:
        try:
            if headers_only:
                sock.sendall(b"GET /healthz HTTP/1.1\r\n")
                n = 0
                while not stop.is_set():
                    sock.sendall(f"X-Slow-{n}: {'a' * 20}\r\n".encode())
                    n += 1
                    stop.wait(rng.uniform(2, 4))
            else:
                sock.sendall(b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 100000\r\n\r\n")
                while not stop.is_set():
                    sock.sendall(b" ")
                    stop.wait(rng.uniform(2, 4))
        except OSError:
            return


def probe(host: str, port: int, method: str, path: str, body: bytes | None, stop: threading.Event,
          log: list) -> None:
    while not stop.is_set():
        start = time.monotonic()
        try:
            conn = http.client.HTTPConnection(host, port, timeout=5)
            conn.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
            status = conn.getresponse().status
            conn.close()
        except OSError:
            status = None
        log.append((status, time.monotonic() - start))
        stop.wait(0.2)


def summary(log: list) -> dict:
    answered = sorted(t for s, t in log if s is not None)
    return {"answers": len(answered), "timeouts": sum(1 for s, _ in log if s is None),
            "statuses": sorted({s for s, _ in log if s is not None}),
            "p50_ms": round(answered[len(answered) // 2] * 1000, 1) if answered else None,
            "max_ms": round(max(t for _, t in log) * 1000, 1) if log else None,
            "over_1s": sum(1 for _, t in log if t > 1)}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_nginx(upstream: str, folder: str) -> tuple[subprocess.Popen, str]:
    """nginx with the deployment's configuration in front of ``upstream`` (host:port)."""
    port = free_port()
    conf = (ROOT / "deploy" / "nginx.conf").read_text()
    conf = conf.replace("server api:8000;", f"server {upstream};").replace("listen 8000;", f"listen 127.0.0.1:{port};")
    conf = conf.replace("http {", f"http {{\n    access_log off;\n    client_body_temp_path {folder}/body;\n"
                        f"    proxy_temp_path {folder}/proxy;\n", 1)
    conf = f"daemon off;\npid {folder}/nginx.pid;\nerror_log {folder}/error.log;\n" + conf
    path = Path(folder) / "nginx.conf"
    path.write_text(conf)
    proc = subprocess.Popen(["nginx", "-p", folder, "-c", str(path)], start_new_session=True)
    time.sleep(1)
    if proc.poll() is not None:
        raise SystemExit(f"nginx did not start: {(Path(folder) / 'error.log').read_text()[-500:]}")
    return proc, f"http://127.0.0.1:{port}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", default="http://127.0.0.1:8000")
    ap.add_argument("--spawn", action="store_true", help="start deckcheck serve on a free loopback port")
    ap.add_argument("--nginx", action="store_true", help="with --spawn: attack through nginx (deploy/nginx.conf)")
    ap.add_argument("--slow", type=int, default=100, help="slow connections (default 100, at most 500)")
    ap.add_argument("--seconds", type=float, default=30.0, help="attack window (default 30, at most 300)")
    args = ap.parse_args()
    if not (1 <= args.slow <= 500 and 1 <= args.seconds <= 300):
        raise SystemExit("use 1-500 slow connections and 1-300 seconds")
    proc = None
    if args.spawn:
        os.environ.setdefault("DATABASE_URL", sqlite_url())   # else the test suite's cached card database
        scratch = tempfile.mkdtemp(prefix="deckcheck-slow-")      # which this server must only read
        os.environ.setdefault("EVENTS_DATABASE_URL", f"sqlite:///{scratch}/events.sqlite")
        proc, args.url = spawn(None)
    proxy = None
    if args.spawn and args.nginx:
        proxy, args.url = start_nginx(urlsplit(args.url).netloc, tempfile.mkdtemp(prefix="deckcheck-nginx-"))
    parts = urlsplit(args.url)
    if parts.hostname not in LOOPBACK:
        raise SystemExit("loopback only")
    host, port = parts.hostname, parts.port or 80
    try:
        outcome = attack(host, port, args.slow, args.seconds)
    finally:
        if proxy is not None:
            os.killpg(proxy.pid, signal.SIGTERM)
            proxy.wait(timeout=30)
        if proc is not None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
    print(json.dumps({"url": args.url, **outcome}, indent=1))


def attack(host: str, port: int, slow: int, seconds: float) -> dict:
    """``slow`` dripping connections for ``seconds`` while /healthz and /validate are probed."""
    stop = threading.Event()
    try:
        load_before = open("/proc/loadavg").read().split()[:3]
        threads = [threading.Thread(target=slow_client, args=(host, port, i % 2 == 1, stop, random.Random(i)),
                                    daemon=True) for i in range(slow)]
        for t in threads:
            t.start()
        time.sleep(random.Random(41).uniform(1, 2))   # let them connect and start dripping
        health: list = []
        validate: list = []
        probes = [threading.Thread(target=probe, args=(host, port, "GET", "/healthz", None, stop, health)),
                  threading.Thread(target=probe, args=(host, port, "POST", "/api/v1/validate",
                                                       json.dumps(DECK).encode(), stop, validate))]
        for t in probes:
            t.start()
        time.sleep(seconds)
        stop.set()
        for t in probes:
            t.join(10)
    finally:
        stop.set()
    return {"slow_connections": slow, "seconds": seconds, "healthz": summary(health), "validate": summary(validate),
            "load_before": load_before, "load_after": open("/proc/loadavg").read().split()[:3]}


if __name__ == "__main__":
    main()
