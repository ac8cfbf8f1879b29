"""Each attack of issue 41 replayed against `deckcheck serve` on loopback, bounded in count and
time; prints one JSON outcome per attack (and the load average). Needs wrk (/usr/bin/wrk) for
``cpu`` and redis-server for ``redis``.

    .venv/bin/python bench/hostile_attacks.py                       # every attack, ~5 minutes
    .venv/bin/python bench/hostile_attacks.py --only slow,redis
    .venv/bin/python bench/hostile_attacks.py --code /tmp/main      # another checkout's code (before)
    .venv/bin/python bench/hostile_attacks.py --costs               # CPU ms per request, in process

The servers run this checkout's code (``--code DIR``: DIR's, put first on PYTHONPATH) over the
card database (DATABASE_URL, else the test suite's cached SQLite file) and a scratch events
database, 2 workers x 4 threads. Attacks (``--only``, comma-separated):

- ``slow``: 100 connections dripping headers or a body (bench/slow_clients.py) for
  ``--seconds``; /healthz and /validate probed meanwhile (target: /healthz within 1 s);
- ``redis``: a redis-server of its own holds the rate limits, the work quota and the job
  queue; it is stopped, then a sweep of requests (validation, cards, events, pages, a goldfish
  run) counts the answers: no 5xx but 503 with Retry-After;
- ``cpu``: one client posts the timeline of 380 misspelled names 40 times (how many are
  refused), then /validate's throughput with four anonymous clients (each its own address)
  posting the heaviest public request back to back, against the same without them, in
  alternating phases (``--pairs`` of ``--phase`` seconds; wrk with 64 connections on /validate;
  the median of the paired ratios; target >= 0.8);
- ``cancel``: a second client sends the same run as a first and cancels the first's job;
- ``stall``: a run no worker takes is ended after the stall time and its slot freed;
- ``sessions``: 200 anonymous page views make no session rows;
- ``list``: a list change applied while a registration arrives every 0.2 s;
- ``small``: the small answers (games=1.5 and 0, bodies empty, not JSON, chunked over the
  limit), look-alike player names, "my registration" for a registered and an unknown name,
  the pages' CSP header, a cross-site post of the goldfish form.
"""
from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

from load_deploy import sqlite_url, wrk  # noqa: E402
from load_validate import spawn  # noqa: E402
from slow_clients import attack, free_port  # noqa: E402

DECK = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
LEGAL = None        # a legal deck for the goldfish runs (the Kingsmoot-winning AGoT deck), read once


def legal() -> dict:
    global LEGAL
    if LEGAL is None:
        from test_api_validate import KINGSMOOT_DECK

        LEGAL = KINGSMOOT_DECK
    return LEGAL
ATTACKS = ("slow", "redis", "cpu", "cancel", "stall", "sessions", "list", "small")


def load() -> list[str]:
    return open("/proc/loadavg").read().split()[:3]


def call(base: str, method: str, path: str, body: object = None, headers: dict | None = None,
         raw: bytes | None = None, timeout: float = 30) -> tuple[int, dict, bytes, float]:
    host, port = base.rsplit("/", 1)[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=timeout)
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    hdrs = dict(headers or {})
    if body is not None and raw is None:
        hdrs.setdefault("Content-Type", "application/json")
    start = time.monotonic()
    try:
        conn.request(method, path, body=data, headers=hdrs)
        r = conn.getresponse()
        return r.status, dict(r.getheaders()), r.read(), time.monotonic() - start
    except OSError:
        return 0, {}, b"", time.monotonic() - start
    finally:
        conn.close()


def page_form(base: str, path: str) -> dict[str, str]:
    """A browser's visit to a form page: its form token and cookie, for the posts that follow."""
    import re

    status, headers, html, _ = call(base, "GET", path)
    token = re.search(rb'name="csrf" value="([^"]+)"', html)
    return {"csrf": token.group(1).decode() if token else "", "cookie": headers.get("Set-Cookie", "").split(";")[0]}


def post_form(base: str, path: str, visit: dict[str, str], fields: dict[str, str]) -> int:
    from urllib.parse import urlencode

    raw = urlencode({**fields, "csrf": visit["csrf"]}).encode()
    return call(base, "POST", path, raw=raw, headers={"Content-Type": "application/x-www-form-urlencoded",
                                                      "Cookie": visit["cookie"]})[0]


class Server:
    """`deckcheck serve` on a free loopback port with ``env`` added; stopped on exit."""

    def __init__(self, code: str | None, **env: str):
        from conftest import copy_db

        self.scratch = tempfile.mkdtemp(prefix="deckcheck-attacks-")
        self.events_url = f"sqlite:///{self.scratch}/events.sqlite"
        # a copy of the card database: whatever the code under test writes (an older checkout
        # put events and jobs there), the test suite's shared cache is only ever read
        cards = os.environ["DATABASE_URL"]
        if cards.startswith("sqlite:///"):
            cards = copy_db(cards, Path(self.scratch) / "cards.sqlite")
        self.env = {"DATABASE_URL": cards, "EVENTS_DATABASE_URL": self.events_url,
                    "DECKCHECK_LOCAL_WORKER": "0", **env}
        if code:
            self.env["PYTHONPATH"] = code

    def __enter__(self) -> Server:
        saved = dict(os.environ)
        os.environ.update(self.env)
        try:
            from card_db.database import upgrade

            upgrade(self.events_url)
            self.proc, self.base = spawn(None)
        finally:
            os.environ.clear()
            os.environ.update(saved)
        return self

    def __exit__(self, *exc) -> None:
        os.killpg(self.proc.pid, signal.SIGTERM)
        self.proc.wait(timeout=30)

    def api_key(self) -> str:
        out = subprocess.run([str(Path(sys.executable).with_name("deckcheck")), "apikey", "create", "--name", "bench"],
                             env={**os.environ, **self.env}, capture_output=True, text=True, timeout=60)
        return next(w for w in out.stdout.split() if w.startswith("dck_"))


# -- the attacks ----------------------------------------------------------------------------------
def attack_slow(args) -> dict:
    with Server(args.code) as server:
        return attack(server.base.split("//")[1].split(":")[0], int(server.base.rsplit(":", 1)[1]), 100,
                      args.seconds)


def attack_redis(args) -> dict:
    port = free_port()
    folder = tempfile.mkdtemp(prefix="deckcheck-redis-")
    redis = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", folder,
                              "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL, start_new_session=True)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        time.sleep(0.5)
        with Server(args.code, DECKCHECK_RATE_LIMIT="100000/minute", DECKCHECK_RATE_LIMIT_STORAGE=url,
                    CELERY_BROKER_URL=url) as server:
            up = call(server.base, "POST", "/api/v1/validate", DECK)[0]
            os.killpg(redis.pid, signal.SIGTERM)
            redis.wait(10)
            sweep = [("POST", "/api/v1/validate", DECK), ("GET", "/api/v1/games/agot/cards?q=stark", None),
                     ("GET", "/events", None), ("GET", "/", None), ("GET", "/goldfish", None),
                     ("POST", "/api/v1/goldfish/runs", {**legal(), "games": 5}), ("GET", "/api/v1/games", None)]
            statuses: dict[str, int] = {}
            unexplained = 0
            slowest = 0.0
            for _ in range(5):
                for method, path, body in sweep:
                    status, headers, _, took = call(server.base, method, path, body)
                    statuses[f"{method} {path.split('?')[0]} {status}"] = statuses.get(
                        f"{method} {path.split('?')[0]} {status}", 0) + 1
                    unexplained += status >= 500 and not (status == 503 and "Retry-After" in headers)
                    slowest = max(slowest, took)
            return {"before_stop": up, "answers": statuses, "5xx_without_retry_after": unexplained,
                    "slowest_s": round(slowest, 2)}
    finally:
        if redis.poll() is None:
            os.killpg(redis.pid, signal.SIGTERM)


def misspelled(rng: random.Random, lines: int) -> str:
    word = lambda: "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(4, 9)))  # noqa: E731
    return "\n".join(f"{rng.randint(1, 3)}x {word()} {word()}" for _ in range(lines))


def heavy_timeline() -> dict:
    return {"game": "agot", "decklist": misspelled(random.Random(41), 380)}


def validate_rate(base: str, seconds: float) -> float:
    """POST /validate requests per second: wrk, 64 connections (one client address)."""
    return wrk(base, [DECK], int(seconds), 64, 2, {"X-Forwarded-For": "10.9.9.9"})["requests_per_s"]


# what the four attackers send: the attack (the heaviest public request), or a cheap
# request as a control (``--attack-with``): how much of the drop is merely four more busy clients;
# none: no attack at all (the noise between two quiet phases)
ATTACKS_WITH = {"timeline": ("POST", "/api/v1/decks/timeline"), "validate": ("POST", "/api/v1/validate"),
                "healthz": ("GET", "/healthz"), "none": ("", ""),
                "timeline-elsewhere": ("POST", "/api/v1/decks/timeline")}


def _attacker(base: str, address: str, kind: str, stop: threading.Event, counts: dict) -> None:
    method, path = ATTACKS_WITH[kind]
    if not method:                           # a second quiet phase: how far two quiet phases differ
        stop.wait()
        return
    body = heavy_timeline() if kind.startswith("timeline") else DECK if kind == "validate" else None
    while not stop.is_set():
        status = call(base, method, path, body, {"X-Forwarded-For": address})[0]
        counts[status] = counts.get(status, 0) + 1


def group_cpu(pgid: int) -> float:
    """CPU seconds used so far by the processes of a process group (the server: its master and
    workers, and the workers it has already replaced, through the master's children times)."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:
            total += int(fields[11]) + int(fields[12])
            if int(pid) == pgid:
                total += int(fields[13]) + int(fields[14])
    return total / os.sysconf("SC_CLK_TCK")


def group_rss(pgid: int) -> list[list[int]]:
    """[RSS, peak RSS] in MB of each process of a process group (the server's)."""
    out = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[2]) != pgid:
                continue
            status = dict(line.split(":", 1) for line in open(f"/proc/{pid}/status").read().splitlines())
        except OSError:
            continue
        out.append([int(status["VmRSS"].split()[0]) // 1024, int(status["VmHWM"].split()[0]) // 1024])
    return sorted(out)


class CpuClock:
    """Where the two cores went during a phase: the server, the attackers (this process's
    threads) and wrk (this process's finished children), in CPU seconds per second."""

    def __init__(self, pgid: int, other: int | None = None):
        self.pgid, self.other = pgid, other       # (other: the second server's, if any)

    def __enter__(self) -> CpuClock:
        import resource

        self.t0, self.server0, self.own0 = time.monotonic(), group_cpu(self.pgid), time.process_time()
        self.other0 = group_cpu(self.other) if self.other else 0.0
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.kids0 = kids.ru_utime + kids.ru_stime
        return self

    def __exit__(self, *exc) -> None:
        import resource

        wall = time.monotonic() - self.t0
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.cores = {"server": round((group_cpu(self.pgid) - self.server0) / wall, 2),
                      "attackers": round((time.process_time() - self.own0) / wall, 2),
                      "wrk": round((kids.ru_utime + kids.ru_stime - self.kids0) / wall, 2)}
        if self.other:
            self.cores["second_server"] = round((group_cpu(self.other) - self.other0) / wall, 2)


def attack_cpu(args) -> dict:
    body = heavy_timeline()
    env = {"DECKCHECK_TRUSTED_PROXIES": "1"}
    code = args.code
    if args.switch_interval:                 # the GIL's switch interval of the server's threads
        site = tempfile.mkdtemp(prefix="deckcheck-switch-")
        Path(site, "sitecustomize.py").write_text(f"import sys\nsys.setswitchinterval({args.switch_interval})\n")
        code = os.pathsep.join(filter(None, [site, code]))
    kinds = args.attack_with.split(",")
    with contextlib.ExitStack() as servers:
        server = servers.enter_context(Server(code, **env))
        # "timeline-elsewhere": the same attack on a second server of its own: the same CPU
        # taken from the machine, nothing shared with the measured server's processes
        other = servers.enter_context(Server(code, **env)) if "timeline-elsewhere" in kinds else server
        return _cpu_phases(args, server, other, kinds, body)


def _cpu_phases(args, server: Server, other: Server, kinds: list[str], body: dict) -> dict:
    one = [call(server.base, "POST", "/api/v1/decks/timeline", body, {"X-Forwarded-For": "10.41.0.1"})[0]
           for _ in range(40)]
    ratios: dict[str, list[float]] = {kind: [] for kind in kinds}
    phases, counts = [], {kind: {} for kind in kinds}
    for pair in range(args.pairs):
        quiet_load = load()
        with CpuClock(server.proc.pid) as quiet_cpu:
            quiet = validate_rate(server.base, args.phase)
        phase = {"quiet_rps": round(quiet), "load": quiet_load, "cores": quiet_cpu.cores}
        for k, kind in enumerate(kinds):   # each kind of attack after the same quiet phase
            stop = threading.Event()
            answers: dict[int, int] = {}
            target = other.base if kind.endswith("-elsewhere") else server.base
            attackers = [threading.Thread(target=_attacker, args=(target, f"10.{42 + k}.{pair}.{i}", kind,
                                                                  stop, answers)) for i in range(4)]
            with CpuClock(server.proc.pid, other.proc.pid if other is not server else None) as busy_cpu:
                for t in attackers:
                    t.start()
                busy_load = load()
                busy = validate_rate(server.base, args.phase)
                stop.set()
                for t in attackers:
                    t.join(30)
            for status, n in answers.items():
                counts[kind][status] = counts[kind].get(status, 0) + n
            ratios[kind].append(busy / quiet)
            phase[kind] = {"rps": round(busy), "load": busy_load, "cores": busy_cpu.cores,
                           "attackers_answers": {str(s): n for s, n in sorted(answers.items())}}
        phases.append(phase)
    return {"switch_interval": args.switch_interval, "rss_mb_now_peak": group_rss(server.proc.pid),
            "one_client_40_timelines": {str(s): one.count(s) for s in sorted(set(one))},
            "attackers_answers": {kind: {str(s): n for s, n in sorted(c.items())} for kind, c in counts.items()},
            "phases": phases,
            "ratio_median": {kind: round(statistics.median(r), 3) for kind, r in ratios.items()},
            "ratios": {kind: [round(x, 3) for x in r] for kind, r in ratios.items()}}


def attack_cancel_stall_sessions_list_small(args, which: set[str]) -> dict:
    out: dict = {}
    with Server(args.code, DECKCHECK_TRUSTED_PROXIES="1", DECKCHECK_GOLDFISH_STALL_SECONDS="3") as server:
        base = server.base
        if "cancel" in which:
            a = call(base, "POST", "/api/v1/goldfish/runs", {**legal(), "games": 5}, {"X-Forwarded-For": "10.1.0.1"})
            b = call(base, "POST", "/api/v1/goldfish/runs", {**legal(), "games": 5}, {"X-Forwarded-For": "10.1.0.2"})
            ja, jb = json.loads(a[2] or b"{}"), json.loads(b[2] or b"{}")
            cancel = call(base, "DELETE", f"/api/v1/goldfish/runs/{ja.get('id')}", None, {"X-Forwarded-For": "10.1.0.2"})
            state = json.loads(call(base, "GET", f"/api/v1/goldfish/runs/{ja.get('id')}", None,
                                    {"X-Forwarded-For": "10.1.0.1"})[2] or b"{}").get("state")
            out["cancel"] = {"submitted": [a[0], b[0]], "same_id_handed_out": ja.get("id") == jb.get("id"), "cancel_by_other": cancel[0],
                             "victims_job_after": state}
        if "stall" in which:
            first = json.loads(call(base, "POST", "/api/v1/goldfish/runs", {**legal(), "games": 7, "seed": 5},
                                    {"X-Forwarded-For": "10.2.0.1"})[2] or b"{}")
            second = call(base, "POST", "/api/v1/goldfish/runs", {**legal(), "games": 7, "seed": 6},
                          {"X-Forwarded-For": "10.2.0.1"})[0]
            time.sleep(4.5)
            after = json.loads(call(base, "GET", f"/api/v1/goldfish/runs/{first.get('id')}", None,
                                    {"X-Forwarded-For": "10.2.0.1"})[2] or b"{}")
            again = [call(base, "POST", "/api/v1/goldfish/runs", {**legal(), "games": 7, "seed": s},
                          {"X-Forwarded-For": "10.2.0.1"})[0] for s in (7, 8)]
            out["stall"] = {"second_job_while_both_slots_free": second, "first_after_stall": after.get("state"),
                            "error": (after.get("error") or {}).get("code"), "new_runs_after": again}
        if "sessions" in which:
            for _ in range(200):
                call(base, "GET", "/events")
            with sqlite3.connect(server.events_url[len("sqlite:///"):]) as db:
                rows = db.execute("SELECT count(*) FROM web_session").fetchone()[0]
            out["sessions"] = {"anonymous_gets": 200, "session_rows": rows}
        if "list" in which:
            out["list"] = list_change(server)
        if "small" in which:
            out["small"] = small_answers(server)
    return out


PLAYERS = 150


def list_change(server: Server) -> dict:
    from test_api_helpers import KINGSMOOT, OOTB, read_sample

    key = {"Authorization": f"Bearer {server.api_key()}"}
    base = server.base
    event = json.loads(call(base, "POST", "/api/v1/events", {"name": "Race", "game": "agot", "as_of": "2017-06-01",
                                                            "deadline": "2099-06-01T09:00:00Z"}, key)[2])
    url = f"/api/v1/events/{event['id']}"
    decks = [read_sample(KINGSMOOT), read_sample(OOTB[0])]
    submit = f"/events/{event['public_id']}/submit"
    visit = page_form(base, submit)
    for i in range(PLAYERS):
        call(base, "POST", f"{url}/registrations", {"player": f"P{i}", "decklist": decks[i % 2]}, key)
    stop = threading.Event()
    registered = []

    def register() -> None:
        n = 0
        while not stop.is_set():
            registered.append(post_form(base, submit, visit, {"player": f"Late {n}", "decklist": decks[0]}))
            n += 1
            stop.wait(0.2)

    thread = threading.Thread(target=register)
    thread.start()
    try:
        tries = [call(base, "POST", f"{url}/list-change", {"list": "ffg1.2"}, key)[0] for _ in range(3)]
    finally:
        stop.set()
        thread.join(10)
    return {"players": PLAYERS, "late_registrations": {str(s): registered.count(s) for s in set(registered)},
            "list_change_statuses": tries}


def small_answers(server: Server) -> dict:
    base = server.base
    out: dict = {}
    out["games=1.5"] = call(base, "POST", "/api/v1/goldfish/runs", {**DECK, "games": 1.5})[0]
    zero = call(base, "POST", "/api/v1/goldfish/runs", {**DECK, "games": 0})
    out["games=0"] = [zero[0], json.loads(zero[2] or b"{}").get("error", {}).get("details")]
    out["empty body"] = call(base, "POST", "/api/v1/validate", raw=b"", headers={"Content-Type": "application/json"})[0]
    out["not JSON"] = call(base, "POST", "/api/v1/validate", raw=b"game=agot",
                           headers={"Content-Type": "application/x-www-form-urlencoded"})[0]
    chunk = b"x" * 65536
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(40)) + b"0\r\n\r\n"
    out["chunked over 2 MiB"] = call(base, "POST", "/api/v1/validate", raw=body,
                                     headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"})[0]
    page = call(base, "GET", "/")
    out["csp on pages"] = "Content-Security-Policy" in page[1]
    out["goldfish form without token"] = call(base, "POST", "/goldfish/runs", raw=b"decklist=x&game=agot",
                                              headers={"Content-Type": "application/x-www-form-urlencoded"})[0]
    key = {"Authorization": f"Bearer {server.api_key()}"}
    event = json.loads(call(base, "POST", "/api/v1/events", {"name": "Names", "game": "agot", "as_of": "2017-06-01",
                                                            "deadline": "2099-06-01T09:00:00Z"}, key)[2])
    submit = f"/events/{event['public_id']}/submit"
    visit = page_form(base, submit)
    names = {}
    # 201: a new player; 403: Ann's token needed; 422: mixed alphabets; 409: looks like a registered name
    for name in ("Ann", "Ann\u200b", "\u0410nn", "\uff21nn", "\u0410\u043f\u043f", "Teo", "\u0422\u0435\u043e",
                 "\u0418\u0432\u0430\u043d\u043e\u0432\u0430"):
        names[ascii(name)] = post_form(base, submit, visit, {"player": name, "decklist": "House Stark\n1x Winterfell Steward"})
    out["look-alike names (Ann first)"] = names
    mine = {}
    for name in ("Ann", "Nobody", "\u0422\u0435\u043e"):
        mine[ascii(name)] = post_form(base, f"/events/{event['public_id']}/mine", visit, {"player": name, "token": "dcp_guess"})
    out["my registration: registered vs unknown"] = mine
    return out


def costs(args) -> dict:
    """CPU milliseconds per request of each costly public endpoint, in process (median of 5)."""
    from test_api_helpers import make_app
    from test_decklists_plaintext import THRONESDB_EXPORT

    os.environ.setdefault("DATABASE_URL", sqlite_url())
    client = make_app(os.environ["DATABASE_URL"]).test_client()
    text = misspelled(random.Random(41), 380)
    illegal = THRONESDB_EXPORT + "\n3x Winterfell Steward\n3x Winterfell Steward\n"
    cases = {
        "POST /decks/timeline (380 misspellings)": lambda: client.post("/api/v1/decks/timeline", json=heavy_timeline()),
        "POST /check/stats": lambda: client.post("/check/stats", data={"decklist": THRONESDB_EXPORT, "game": "agot"}),
        "POST /api/v1/goldfish/runs (illegal)": lambda: client.post("/api/v1/goldfish/runs",
                                                                   json={"decklist": illegal, "game": "agot"}),
        "POST /api/v1/goldfish/sessions (illegal)": lambda: client.post("/api/v1/goldfish/sessions",
                                                                       json={"decklist": illegal, "game": "agot"}),
        "POST /api/v1/goldfish/comparisons (misspelled)": lambda: client.post(
            "/api/v1/goldfish/comparisons", json={"decks": [{"decklist": text, "game": "agot"}] * 2}),
        "POST /api/v1/validate (small deck)": lambda: client.post("/api/v1/validate", json=DECK),
        "POST /decks/timeline over the quota (429)": lambda: refusing.post("/api/v1/decks/timeline",
                                                                          json=heavy_timeline()),
        "GET /healthz": lambda: client.get("/healthz"),
    }
    refusing = make_app(os.environ["DATABASE_URL"], WORK_QUOTA="1/minute").test_client()
    refusing.post("/api/v1/decks/timeline", json=heavy_timeline())     # the quota used up
    out = {}
    for name, send in cases.items():
        times = []
        for _ in range(5):
            t0 = time.thread_time()
            status = send().status_code
            times.append((time.thread_time() - t0) * 1000)
        out[name] = {"cpu_ms_median": round(statistics.median(times), 1), "status": status}
    return {"costs": out, "load": load()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default=",".join(ATTACKS))
    ap.add_argument("--code", default=None, help="another checkout whose code the servers run (before)")
    ap.add_argument("--seconds", type=float, default=20.0, help="the slow-client window (at most 120)")
    ap.add_argument("--phase", type=float, default=30.0, help="seconds of each throughput phase (at most 120)")
    ap.add_argument("--pairs", type=int, default=2, help="quiet/attacked phase pairs (at most 10)")
    ap.add_argument("--attack-with", default="timeline",
                    help="cpu: what the four attackers send, comma-separated, each in its own phase after the same "
                         f"quiet one (timeline: the issue's attack; the others, controls: {', '.join(ATTACKS_WITH)})")
    ap.add_argument("--switch-interval", type=float, default=None,
                    help="cpu: the servers' sys.setswitchinterval (seconds; Python's default 0.005)")
    ap.add_argument("--costs", action="store_true")
    args = ap.parse_args()
    if not (1 <= args.seconds <= 120 and 1 <= args.phase <= 120 and 1 <= args.pairs <= 10):
        raise SystemExit("use --seconds 1-120, --phase 1-120, --pairs 1-10")
    os.environ.setdefault("DATABASE_URL", sqlite_url())
    if args.costs:
        print(json.dumps(costs(args), indent=1))
        return
    if not set(args.attack_with.split(",")) <= set(ATTACKS_WITH):
        raise SystemExit(f"--attack-with takes {', '.join(ATTACKS_WITH)}")
    which = set(args.only.split(","))
    for name, run in (("slow", attack_slow), ("redis", attack_redis), ("cpu", attack_cpu)):
        if name in which:
            print(json.dumps({name: run(args), "load": load()}), flush=True)
    rest = which & {"cancel", "stall", "sessions", "list", "small"}
    if rest:
        for name, outcome in attack_cancel_stall_sessions_list_small(args, rest).items():
            print(json.dumps({name: outcome, "load": load()}, ensure_ascii=True), flush=True)


if __name__ == "__main__":
    main()
