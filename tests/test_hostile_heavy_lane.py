"""Heavy clients served by a process of their own (api/heavy.py, issue 41): once the work quota
has charged a client, its metered requests are played by gunicorn's dirty worker, niced below
the request workers, with the same answers; a worker lets at most half its threads wait on it.
The throughput figures are bench/hostile_attacks.py --only cpu (docs/performance.md)."""
from __future__ import annotations

import json
import os
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from processes import running
from test_api_gunicorn import free_port, wait_until_up
from test_api_helpers import make_app

import api.heavy
from api.heavy import LANE, lane_options
from api.server import options

DECKCHECK = Path(sys.executable).with_name("deckcheck")
MISSPELLED = "\n".join(f"{1 + i % 3}x Qwerty{i} Zxcvb{i}" for i in range(120))
HEAVY = {"game": "agot", "decklist": MISSPELLED}


def test_the_lane_comes_with_threads_and_each_server_has_its_own_name(monkeypatch):
    assert lane_options(1, 10, 4, 30, "x")["dirty_apps"] == [LANE]
    assert lane_options(0, 10, 4, 30, "x") == {} and lane_options(1, 10, 1, 30, "x") == {}
    monkeypatch.setenv("DECKCHECK_THREADS", "4")
    one, two = options("127.0.0.1", 8001), options("127.0.0.1", 8002)
    assert one["dirty_workers"] == 1 and one["proc_name"] != two["proc_name"]   # gunicorn's pid file
    monkeypatch.setenv("DECKCHECK_THREADS", "1")
    assert "dirty_apps" not in options("127.0.0.1", 8001)


def test_a_charged_client_waits_for_the_lane_only_while_a_thread_is_free(all_db, monkeypatch):
    app = make_app(all_db, WORK_QUOTA="600000/minute")
    monkeypatch.setattr(api.heavy, "lane_socket", lambda: "/nowhere")
    app.extensions["deckcheck_heavy_lane"] = slots = threading.BoundedSemaphore(1)
    assert slots.acquire(blocking=False)             # the one thread that may wait is waiting
    client = app.test_client()
    first = client.post("/api/v1/decks/timeline", json=HEAVY)
    assert first.status_code == 422                  # run here: nothing was charged before it
    second = client.post("/api/v1/decks/timeline", json=HEAVY)
    assert second.status_code == 503 and second.headers["Retry-After"]
    assert second.get_json()["error"]["code"] == "SERVICE_UNAVAILABLE"
    assert client.post("/api/v1/validate", json={"game": "agot", "faction": "stark",
                                                  "cards": {"01027": 1}}).status_code == 503
    other = make_app(all_db, WORK_QUOTA="600000/minute").test_client()   # a client never charged
    assert other.post("/api/v1/validate", json={"game": "agot", "faction": "stark",
                                                "cards": {"01027": 1}}).status_code == 200


def cpu_and_nice(pid: int) -> tuple[float, int]:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), int(fields[16])


def group(pgid: int) -> list[int]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[2]) == pgid:
                found.append(int(pid))
        except OSError:
            continue
    return found


def post(port: int, path: str, body: dict) -> tuple[int, dict, bytes]:
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_charged_clients_requests_run_in_the_niced_lane_with_the_same_answers(all_db, tmp_path):
    if not DECKCHECK.exists():
        pytest.skip("the deckcheck command is not installed in this environment")
    port = free_port()
    env = {**os.environ, "DATABASE_URL": all_db, "DECKCHECK_LOCAL_WORKER": "0", "DECKCHECK_THREADS": "2",
           "DECKCHECK_WARM": "0", "EVENTS_DATABASE_URL": f"sqlite:///{tmp_path}/events.sqlite"}
    argv = [str(DECKCHECK), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"]
    with running(argv, tmp_path / "server.log", env) as proc:
        wait_until_up(f"http://127.0.0.1:{port}", proc)
        first = post(port, "/api/v1/decks/timeline", HEAVY)         # in the request thread: charged
        niced = []
        for _ in range(100):                                        # the lane loads its app meanwhile
            niced = [pid for pid in group(proc.pid) if cpu_and_nice(pid)[1] == 10]
            if niced:
                break
            time.sleep(0.2)
        assert len(niced) == 1, "the lane's process, niced 10"
        lane = niced[0]
        before = cpu_and_nice(lane)[0]
        answers = [post(port, "/api/v1/decks/timeline", HEAVY) for _ in range(3)]
        assert cpu_and_nice(lane)[0] > before, "the lane did the work"
        for status, headers, body in answers:
            assert (status, body) == (first[0], first[2])
            assert headers["Content-Type"] == "application/json" and headers["X-Request-ID"]
        assert post(port, "/api/v1/validate", {"game": "agot", "faction": "stark",
                                               "cards": {"01027": 1}})[0] == 200


def test_only_an_anonymous_client_charged_lately_is_heavy():
    from limits import parse
    from limits.storage import storage_from_string
    from limits.strategies import FixedWindowRateLimiter

    from api.quota import WorkQuota

    quota = WorkQuota(FixedWindowRateLimiter(storage_from_string("memory://")),
                      {"ip": parse("1000/minute"), "key": parse("30000/minute"), "organizer": parse("9000/hour")})
    assert not quota.heavy("10.0.0.1")
    quota.charge("10.0.0.1", 0.010)                  # under FREE_MS: not charged, not heavy
    assert not quota.heavy("10.0.0.1")
    quota.charge("10.0.0.1", 0.090)
    quota.charge("key:organizer", 0.090)
    quota.charge("10.0.0.2", 0.090, "organizer")
    assert quota.heavy("10.0.0.1") and not quota.heavy("10.0.0.3")
    assert not quota.heavy("key:organizer") and not quota.heavy("10.0.0.2", "organizer")
