"""Memory and answers under the hostile mix (issue 40): a served instance on loopback, as
deployed (``deckcheck serve``: gunicorn, DECKCHECK_WORKERS workers, DECKCHECK_THREADS
threads each, default 2 and 1 as in docker-compose.yml; the embedded broker and its local
goldfish worker), bounded in count and time.

    .venv/bin/python bench/hostile_soak.py                     # 600 s of the mix, 6 clients
    .venv/bin/python bench/hostile_soak.py --seconds 60 --clients 4
    .venv/bin/python bench/hostile_soak.py --in-process --rounds 3   # tracemalloc: what holds memory

The mix, each client taking the kinds in turn: a body with a Content-Length over the limit
(sent in full), a chunked body over the limit, JSON nested 100,000 deep, a decklist of
about 1.9 MiB, a batch of 500 decks, an event with a flood of registrations, a goldfish run
and a comparison (polled until they end), a plain deck. The server runs over a copy of the
test suite's card database and a fresh events database; the work quota is off (with it
the mix is mostly 429s and exercises nothing).

Printed: each gunicorn worker's RSS warm (after one round of every kind), its peak while
the mix runs (sampled every 0.5 s) and after (10 s after the mix), the ratio peak/warm
(target <= 1.5); statuses per kind; the 5xx count (target 0); lost or phantom writes
(registrations answered 201 against the event's report: target 0); requests held over 1 s
beyond their documented limit (target 0): refusals of a body (413, 400) are documented as
answered before the body is read, so their limit is 0 s; a request within the work budget
(deckcheck/decklists/budget.py) holds a core for about a second, so its limit is 1 s plus
the time the request queued behind others on the same worker, which the bench cannot see:
it reports the slowest of each kind too. The load average is printed before and after.

``--in-process`` drives the same mix through the Flask test client under tracemalloc and
prints the allocation sites that grew between the warm round and the last one.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import signal
import socket
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import processes  # noqa: E402  (tests/processes.py: the server dies with the bench)
from load_validate import KINGSMOOT  # noqa: E402

DECK = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT}
MAX_BODY = 2 * 1024 * 1024
REFUSALS = ("huge", "chunked", "deep")           # documented: refused before the body is read
REGISTRATIONS_PER_EVENT = 20


# -- the requests ----------------------------------------------------------------------------------
def decklist_text() -> str:
    lines = [f"{n}x {name}" for n, name in ((3, "Kingsmoot"), (2, "Tywin Lannister"), (1, "Ser Jaime Lannister"))]
    text = "\n".join(lines) + "\n"
    return (text * (int(MAX_BODY * 0.9) // len(text)))[: int(MAX_BODY * 0.9)]


def json_body(obj: object) -> bytes:
    return json.dumps(obj).encode()


class Mix:
    """The bodies, built once; ``kinds`` in the order each client takes them."""

    kinds = ("huge", "chunked", "deep", "decklist", "batch", "event", "goldfish", "compare", "deck")

    def __init__(self, key: str):
        self.key = key
        self.deep = b"[" * 100_000 + b"]" * 100_000
        self.decklist = json_body({"game": "agot", "decklist": decklist_text()})
        self.batch = json_body({"decks": [{**DECK, "name": f"deck {i}"} for i in range(500)]})
        self.deck = json_body(DECK)
        self.huge = b'{"game": "agot", "decklist": "' + b"x" * (MAX_BODY + 1024 * 1024) + b'"}'


# -- a served instance ------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(cards: str, events: str, workers: int, threads: int, log: Path) -> tuple[Any, int]:
    port = free_port()
    env = {**os.environ, "DATABASE_URL": cards, "EVENTS_DATABASE_URL": events, "DECKCHECK_WORK_QUOTA": "",
           "DECKCHECK_WORKERS": str(workers), "DECKCHECK_THREADS": str(threads),
           "DECKCHECK_ACCESSLOG": "", "DECKCHECK_REQUEST_LOG": "0", "DECKCHECK_GOLDFISH_CHUNK": "100",
           "SECRET_KEY": "soak", "PYTHONPATH": str(ROOT)}
    exe = Path(sys.executable).with_name("deckcheck")
    proc = processes.start([str(exe), "serve", "--host", "127.0.0.1", "--port", str(port)], log, env)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/readyz")
            if conn.getresponse().status == 200:
                return proc, port
        except OSError:
            pass
        time.sleep(0.5)
    processes.stop(proc)
    raise SystemExit(f"the server did not start: {log.read_text()[-2000:]}")


def gunicorn_workers(master: int) -> list[int]:
    """The gunicorn master's worker processes (its children running gunicorn)."""
    out = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        fields = dict(line.split(":\t", 1) for line in text.splitlines() if ":\t" in line)
        if fields.get("PPid", "").strip() == str(master):
            cmd = (status.parent / "cmdline").read_bytes()
            if b"gunicorn" in cmd or b"deckcheck" in cmd:
                out.append(int(status.parent.name))
    return sorted(out)


def gunicorn_master(proc: Any) -> int:
    """``deckcheck serve`` execs or starts gunicorn: the process whose children are workers."""
    for pid in [proc.pid, *gunicorn_workers(proc.pid)]:
        if len(gunicorn_workers(pid)) >= 1 and b"gunicorn" in Path(f"/proc/{pid}/cmdline").read_bytes():
            return pid
    return proc.pid


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


# -- a client -----------------------------------------------------------------------------------
class Client:
    def __init__(self, port: int, mix: Mix, results: list, writes: dict, lock: threading.Lock, seed: int):
        self.port, self.mix, self.results, self.writes, self.lock = port, mix, results, writes, lock
        self.rng = random.Random(seed)
        self.seed = seed

    def request(self, method: str, path: str, body: bytes | None = None, key: bool = False,
                timeout: float = 120) -> tuple[int, dict | None]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {self.mix.key}"
        try:
            conn.request(method, path, body=body, headers=headers)
            resp = conn.getresponse()
            data = resp.read()
        except (OSError, http.client.HTTPException):
            return 0, None
        finally:
            conn.close()
        try:
            return resp.status, json.loads(data) if data else None
        except ValueError:
            return resp.status, None

    def raw(self, head: bytes, chunks) -> int:
        """Send ``head`` then ``chunks`` until the server answers; the status (0: none)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=30) as sock:
            sock.sendall(head)
            sock.setblocking(False)
            answer = b""
            for chunk in chunks:
                try:
                    answer += sock.recv(65536)
                except BlockingIOError:
                    pass
                if answer:
                    break
                try:
                    sock.setblocking(True)
                    sock.sendall(chunk)
                    sock.setblocking(False)
                except OSError:
                    break
            sock.setblocking(True)
            sock.settimeout(30)
            try:
                while b"\r\n" not in answer:
                    more = sock.recv(65536)
                    if not more:
                        break
                    answer += more
            except OSError:
                pass
        try:
            return int(answer.split(b" ", 2)[1])
        except (IndexError, ValueError):
            return 0

    def one(self, kind: str) -> tuple[int, float]:
        start = time.monotonic()
        status = self.run(kind)
        return status, time.monotonic() - start

    def run(self, kind: str) -> int:   # noqa: C901  (one branch per kind of the mix)
        mix = self.mix
        if kind == "huge":
            head = (f"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(mix.huge)}\r\nConnection: close\r\n\r\n").encode()
            return self.raw(head, (mix.huge[i:i + 65536] for i in range(0, len(mix.huge), 65536)))
        if kind == "chunked":
            head = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
            piece = b"%x\r\n%s\r\n" % (65536, b"x" * 65536)
            return self.raw(head, (piece for _ in range(64)))
        if kind == "deep":
            return self.request("POST", "/api/v1/validate", mix.deep)[0]
        if kind == "decklist":
            return self.request("POST", "/api/v1/validate", mix.decklist)[0]
        if kind == "batch":
            return self.request("POST", "/api/v1/validate/batch", mix.batch)[0]
        if kind == "deck":
            return self.request("POST", "/api/v1/validate", mix.deck)[0]
        if kind == "event":
            status, event = self.request("POST", "/api/v1/events", json_body(
                {"name": f"Soak {self.seed}", "game": "agot", "deadline": "2099-01-01T00:00:00Z"}), key=True)
            if status != 201 or event is None:
                return status
            accepted = []
            for i in range(REGISTRATIONS_PER_EVENT):
                player = f"player {self.seed}-{i}"
                code, _ = self.request("POST", f"/api/v1/events/{event['id']}/registrations",
                                       json_body({"player": player, "deck": DECK}), key=True)
                if code == 201:
                    accepted.append(player)
                elif code >= 500 or code == 0:
                    status = max(status, code) if code else 0
            with self.lock:
                self.writes[event["id"]] = accepted
            return status
        if kind in ("goldfish", "compare"):
            path = "/api/v1/goldfish/runs" if kind == "goldfish" else "/api/v1/goldfish/comparisons"
            seed = self.rng.randrange(2**30)
            body = ({**DECK, "games": 200, "seed": seed} if kind == "goldfish" else
                    {"a": DECK, "b": {**DECK, "name": "other"}, "games": 50, "seed": seed})
            status, job = self.request("POST", path, json_body(body))
            if status not in (200, 202) or job is None:
                return status
            deadline = time.monotonic() + 300
            while job.get("state") in ("queued", "running") and time.monotonic() < deadline:
                time.sleep(1)
                code, view = self.request("GET", job["links"]["self"])
                if code != 200 or view is None:
                    return code
                job = view
            return status if job.get("state") in ("finished", "failed", "cancelled") else 0
        raise ValueError(kind)

    def loop(self, stop_at: float, offset: int) -> None:
        kinds = Mix.kinds
        i = offset
        while time.monotonic() < stop_at:
            kind = kinds[i % len(kinds)]
            i += 1
            status, took = self.one(kind)
            with self.lock:
                self.results.append((kind, status, took))


# -- the whole run ------------------------------------------------------------------------------
def setup(tmp: Path) -> tuple[str, str, str]:
    from conftest import build_db, copy_db

    from api.extensions import event_service
    from card_db.database import get_engine, upgrade

    cards = copy_db(build_db(("l5r", "agot", "whi")), tmp / "cards.sqlite")
    events = f"sqlite:///{tmp / 'events.sqlite'}"
    upgrade(events)
    key = event_service(get_engine(events)).create_api_key("soak organizer")[1]
    get_engine(events).dispose()
    return cards, events, key


def loadavg() -> str:
    return Path("/proc/loadavg").read_text().split(" ", 3)[:3].__str__()


def verify_writes(client: Client, writes: dict) -> tuple[int, int]:
    """(lost, phantom): registrations answered 201 missing from the report, and players in
    the report no 201 answered."""
    lost = phantom = 0
    for event_id, accepted in writes.items():
        status, report = client.request("GET", f"/api/v1/events/{event_id}/report", key=True)
        if status != 200 or report is None:
            lost += len(accepted)
            continue
        players = {row["player"] for row in report["players"]}
        lost += len(set(accepted) - players)
        phantom += len(players - set(accepted))
    return lost, phantom


def served(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="deckcheck-soak-"))
    cards, events, key = setup(tmp)
    mix = Mix(key)
    proc, port = serve(cards, events, args.workers, args.threads, tmp / "server.log")
    results: list = []
    writes: dict = {}
    lock = threading.Lock()
    try:
        master = gunicorn_master(proc)
        warmup = Client(port, mix, [], writes, lock, 0)
        for kind in Mix.kinds:                        # every kind once on every worker, roughly
            for _ in range(args.workers):
                warmup.one(kind)
        time.sleep(2)
        pids = gunicorn_workers(master)
        warm = {pid: rss_mb(pid) for pid in pids}
        peak = dict(warm)
        print(f"load before {loadavg()}; workers {pids}; warm RSS MB {fmt(warm)}", flush=True)
        stop_at = time.monotonic() + args.seconds
        clients = [Client(port, mix, results, writes, lock, 1000 + i) for i in range(args.clients)]
        threads = [threading.Thread(target=c.loop, args=(stop_at, i * 2), daemon=True)
                   for i, c in enumerate(clients)]
        for t in threads:
            t.start()
        respawned = set()
        while any(t.is_alive() for t in threads):
            for pid in gunicorn_workers(master):
                if pid not in warm:
                    respawned.add(pid)
                peak[pid] = max(peak.get(pid, 0.0), rss_mb(pid))
            time.sleep(0.5)
        print(f"load at the end of the mix {loadavg()}", flush=True)
        time.sleep(10)
        after = {pid: rss_mb(pid) for pid in gunicorn_workers(master)}
        lost, phantom = verify_writes(warmup, writes)
    finally:
        processes.stop(proc)
    report(results, warm, peak, after, respawned, lost, phantom, args)


def fmt(rss: dict) -> str:
    return ", ".join(f"{pid}: {mb:.0f}" for pid, mb in sorted(rss.items()))


def report(results, warm, peak, after, respawned, lost, phantom, args) -> None:
    by_kind: dict[str, Counter] = defaultdict(Counter)
    slowest: dict[str, float] = defaultdict(float)
    held = 0
    for kind, status, took in results:
        by_kind[kind][status] += 1
        slowest[kind] = max(slowest[kind], took)
        limit = 0.0 if kind in REFUSALS else 1.0
        if kind not in ("event", "goldfish", "compare") and took > limit + 1.0:
            held += 1
    fivexx = sum(n for c in by_kind.values() for s, n in c.items() if s >= 500 or s == 0)
    print(f"{len(results)} requests in {args.seconds:.0f} s, {args.clients} clients, "
          f"{args.workers} workers x {args.threads} threads")
    for kind in Mix.kinds:
        print(f"  {kind:9} {dict(sorted(by_kind[kind].items()))}  slowest {slowest[kind]:.2f} s")
    print("RSS MB per worker: warm / peak / after (peak/warm)")
    for pid in sorted(warm):
        print(f"  {pid}: {warm[pid]:.0f} / {peak.get(pid, 0):.0f} / {after.get(pid, 0):.0f} "
              f"({peak.get(pid, 0) / max(warm[pid], 1):.2f}x)")
    if respawned:
        print(f"  workers started during the mix: {sorted(respawned)}")
    print(f"5xx or no answer: {fivexx}; lost writes: {lost}; phantom writes: {phantom}; "
          f"held > 1 s beyond the limit: {held}; load {loadavg()}")


def in_process(args: argparse.Namespace) -> None:
    """The mix through the test client under tracemalloc (no sockets: huge and chunked bodies
    go through werkzeug's own stream limit)."""
    import gc
    import tracemalloc

    tmp = Path(tempfile.mkdtemp(prefix="deckcheck-soak-"))
    cards, events, key = setup(tmp)
    os.environ["DATABASE_URL"] = cards
    from api import create_app

    app = create_app({"DATABASE_URL": cards, "EVENTS_DATABASE_URL": events, "WORK_QUOTA": "",
                      "SECRET_KEY": "soak", "REQUEST_LOG": False})
    client = app.test_client()
    mix = Mix(key)
    auth = {"Authorization": f"Bearer {key}"}

    def round_(n: int) -> None:
        client.post("/api/v1/validate", data=mix.huge, content_type="application/json")
        client.post("/api/v1/validate", data=mix.deep, content_type="application/json")
        client.post("/api/v1/validate", data=mix.decklist, content_type="application/json")
        client.post("/api/v1/validate/batch", data=mix.batch, content_type="application/json")
        client.post("/api/v1/validate", data=mix.deck, content_type="application/json")
        event = client.post("/api/v1/events", json={"name": f"Soak {n}", "game": "agot",
                                                    "deadline": "2099-01-01T00:00:00Z"}, headers=auth).json
        for i in range(REGISTRATIONS_PER_EVENT):
            client.post(f"/api/v1/events/{event['id']}/registrations",
                        json={"player": f"p{n}-{i}", "deck": DECK}, headers=auth)

    round_(0)
    gc.collect()
    tracemalloc.start(25)
    before = tracemalloc.take_snapshot()
    rss0 = rss_mb(os.getpid())
    for n in range(1, args.rounds + 1):
        round_(n)
        gc.collect()
        print(f"round {n}: RSS {rss_mb(os.getpid()):.0f} MB (warm {rss0:.0f}), traced "
              f"{tracemalloc.get_traced_memory()[0] / 1e6:.1f} MB", flush=True)
    after = tracemalloc.take_snapshot()
    for stat in after.compare_to(before, "traceback")[:args.top]:
        print(f"{stat.size_diff / 1e6:+.2f} MB {stat.count_diff:+d} blocks")
        for line in stat.traceback.format()[-8:]:
            print("   ", line)


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))      # stop the server on the way out
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=600.0)
    ap.add_argument("--clients", type=int, default=6)
    ap.add_argument("--workers", type=int, default=int(os.environ.get("DECKCHECK_WORKERS", 2)))
    ap.add_argument("--threads", type=int, default=int(os.environ.get("DECKCHECK_THREADS", 1)))
    ap.add_argument("--in-process", action="store_true", help="tracemalloc over the test client")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--top", type=int, default=15)
    args = ap.parse_args()
    if not (1 <= args.seconds <= 1800 and 1 <= args.clients <= 32 and 1 <= args.rounds <= 50):
        raise SystemExit("use 1-1800 seconds, 1-32 clients, 1-50 rounds")
    in_process(args) if args.in_process else served(args)


if __name__ == "__main__":
    main()
