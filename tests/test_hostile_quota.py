"""Heavy work per client (api/quota.py) and the CPU cap of one request (Limits.cpu_ms):
two clients sending the most expensive requests the limits allow, back to back, must not
take the CPU from everybody else (issue 14; bench/hostile_batch.py measures it)."""
from __future__ import annotations

import random
import time

import pytest
from test_api_helpers import error_of, make_app, need_rules
from test_hostile_budget import KINGSMOOT_DECK, misspelled

from deckcheck.decklists.budget import Limits, WorkBudget, WorkLimitExceeded


@pytest.fixture
def heavy_body():
    rng = random.Random(21)
    return {"decks": [{"game": "agot", "decklist": misspelled(rng, 60)} for _ in range(20)]}


def slow_clock(monkeypatch, step_ms: float):
    """Every request's thread seems to spend ``step_ms`` of CPU between two looks."""
    now = [0.0]

    def thread_time():
        now[0] += step_ms / 1000
        return now[0]

    monkeypatch.setattr("api.quota.cpu_seconds", thread_time)


def test_a_client_over_its_quota_is_refused_before_any_work(all_db, monkeypatch):
    need_rules("agot")
    slow_clock(monkeypatch, 400)          # each request costs 400 ms: 380 ms charged
    client = make_app(all_db, WORK_QUOTA="1000/minute").test_client()
    statuses = [client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]          # 3 x 380 ms > 1000 ms: the 4th is refused
    r = client.post("/api/v1/validate?lang=de", json=KINGSMOOT_DECK)
    error = error_of(r)
    assert r.status_code == 429 and error["code"] == "WORK_QUOTA_EXCEEDED"
    assert int(r.headers["Retry-After"]) >= 1 and "Sekunden" in error["message"]


def test_light_requests_are_never_charged(all_db, monkeypatch):
    need_rules("agot")
    slow_clock(monkeypatch, 5)            # an ordinary validation: a few milliseconds
    client = make_app(all_db, WORK_QUOTA="1/minute").test_client()
    assert all(client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code == 200 for _ in range(30))


def test_each_client_has_its_own_quota(all_db, monkeypatch):
    need_rules("agot")
    slow_clock(monkeypatch, 400)
    app = make_app(all_db, WORK_QUOTA="500/minute", TRUSTED_PROXIES=1)
    client = app.test_client()

    def post(address):
        return client.post("/api/v1/validate", json=KINGSMOOT_DECK,
                           headers={"X-Forwarded-For": address}).status_code

    assert [post("10.0.0.1") for _ in range(3)] == [200, 200, 429]
    assert post("10.0.0.2") == 200                    # another client is not held back
    assert post("10.0.0.1") == 429


def test_no_quota_when_turned_off(all_db, monkeypatch):
    need_rules("agot")
    slow_clock(monkeypatch, 400)
    client = make_app(all_db, WORK_QUOTA="").test_client()
    assert all(client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code == 200 for _ in range(5))


def test_one_request_stops_at_its_cpu_cap(monkeypatch):
    clock = [100.0]          # the thread's CPU time and the wall clock, moving together
    monkeypatch.setattr("deckcheck.decklists.budget.cpu_clock", lambda: clock[0])
    monkeypatch.setattr("deckcheck.decklists.budget.wall_clock", lambda: clock[0] + 7.0)
    budget = WorkBudget(Limits(cpu_ms=50))
    budget.spend_lines(10)                            # within the cap
    clock[0] += 0.045
    budget.spend_deck()
    clock[0] += 0.010
    with pytest.raises(WorkLimitExceeded) as err:
        budget.spend_lines(1)
    assert err.value.details["limit"] == "time" and err.value.details["maximum"] == 50
    assert "50 ms" in err.value.message_in("en") and "50 ms" in err.value.message_in("pl")


def test_a_full_garbage_collection_is_not_the_requests_work_once(monkeypatch):
    """A full collection's pause (every object of the process) during a request starts its
    clock again, once: the request goes on; a request over its cap with no full collection,
    or over it again after the one restart, is refused."""
    clock, collections = [100.0], [3]
    monkeypatch.setattr("deckcheck.decklists.budget.cpu_clock", lambda: clock[0])
    monkeypatch.setattr("deckcheck.decklists.budget.wall_clock", lambda: clock[0] + 7.0)
    monkeypatch.setattr("deckcheck.decklists.budget.full_collections", lambda: collections[0])
    budget = WorkBudget(Limits(cpu_ms=50))
    clock[0] += 0.080                                 # 80 ms, of which a full collection's pause
    collections[0] += 1
    budget.spend_deck()                               # not refused: the clock starts again
    clock[0] += 0.040
    budget.spend_lines(10)
    clock[0] += 0.020                                 # 60 ms since the restart
    collections[0] += 1                               # another one: no second restart
    with pytest.raises(WorkLimitExceeded) as err:
        budget.spend_lines(1)
    assert err.value.details["limit"] == "time"


def test_the_full_collections_are_counted():
    import gc

    from deckcheck.decklists.budget import full_collections

    before = full_collections()
    gc.collect()
    assert full_collections() == before + 1


def test_the_cpu_clock_is_read_only_once_the_wall_clock_allows_the_cap(monkeypatch):
    """Reading a thread's CPU time is a system call: a deck's checks do not make it while
    less wall time than the cap has passed; after that a thread that mostly waited (wall
    time past the cap, CPU time not) goes on."""
    cpu, wall, reads = [5.0], [100.0], []

    def cpu_clock():
        reads.append(wall[0])
        return cpu[0]

    monkeypatch.setattr("deckcheck.decklists.budget.cpu_clock", cpu_clock)
    monkeypatch.setattr("deckcheck.decklists.budget.wall_clock", lambda: wall[0])
    budget = WorkBudget(Limits(cpu_ms=50))
    for _ in range(100):
        budget.spend_deck()
        budget.spend_entries(30)
    assert reads == [100.0]                           # the start only
    wall[0] += 0.060                                  # waited 60 ms, used 10 ms of CPU
    cpu[0] += 0.010
    budget.spend_entries(30)
    assert len(reads) == 2
    cpu[0] += 0.041
    with pytest.raises(WorkLimitExceeded):
        budget.spend_deck()


def test_the_cpu_cap_answers_413_over_http(all_db, heavy_body):
    """A real batch under a tiny cap: refused as a whole, quickly, in the error shape."""
    need_rules("agot")
    app = make_app(all_db, WORK_QUOTA="")
    service = app.extensions["deckcheck"]
    saved = service.limits
    service.limits = Limits(cpu_ms=1)
    try:
        start = time.thread_time()
        r = app.test_client().post("/api/v1/validate/batch", json=heavy_body)
        used = time.thread_time() - start
    finally:
        service.limits = saved
    error = error_of(r)
    assert r.status_code == 413 and error["code"] == "REQUEST_TOO_LARGE"
    assert error["details"]["limit"] == "time" and used < 0.5


def test_the_check_page_answers_a_page_when_over_quota(all_db, monkeypatch):
    need_rules("agot")
    slow_clock(monkeypatch, 400)
    client = make_app(all_db, WORK_QUOTA="500/minute").test_client()
    text = "House Stark\n3x Winterfell Steward\n"
    assert client.post("/?lang=pl", data={"decklist": text, "game": "agot"}).status_code in (200, 422)
    client.post("/?lang=pl", data={"decklist": text, "game": "agot"})
    page = client.post("/?lang=pl", data={"decklist": text, "game": "agot"})
    assert page.status_code == 429 and page.mimetype == "text/html"
    assert "spróbuj ponownie" in page.get_data(as_text=True)


def test_every_costly_public_endpoint_is_charged(all_db, monkeypatch):
    """The timeline, the statistics of the check page, the goldfish web forms and the goldfish
    API requests that read a deck (issue 41 item 3) count against the work quota."""
    need_rules("agot")
    from test_web_pages import csrf

    slow_clock(monkeypatch, 400)
    app = make_app(all_db, WORK_QUOTA="500/minute", TRUSTED_PROXIES=1)
    text = "House Stark\n3x Winterfell Steward\n"
    requests = {
        "timeline": lambda c, h: c.post("/api/v1/decks/timeline", json={"decklist": text, "game": "agot"}, headers=h),
        "timeline GET": lambda c, h: c.get("/api/v1/decks/timeline?game=agot&cards=01001", headers=h),
        "stats": lambda c, h: c.post("/check/stats", data={"decklist": text, "game": "agot"}, headers=h),
        "goldfish form": lambda c, h: c.post("/goldfish/runs", data={"decklist": text, "game": "agot",
                                                                     "csrf": csrf(c, "/goldfish")}, headers=h),
        "goldfish table": lambda c, h: c.post("/goldfish/table", data={"decklist": text, "game": "agot",
                                                                       "csrf": csrf(c, "/goldfish")}, headers=h),
        "goldfish run": lambda c, h: c.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 5}, headers=h),
        "goldfish session": lambda c, h: c.post("/api/v1/goldfish/sessions", json=KINGSMOOT_DECK, headers=h),
        "comparison": lambda c, h: c.post("/api/v1/goldfish/comparisons",
                                          json={"decks": [KINGSMOOT_DECK, KINGSMOOT_DECK], "games": 5}, headers=h),
    }
    for n, (name, send) in enumerate(requests.items()):
        client = app.test_client()
        headers = {"X-Forwarded-For": f"10.41.0.{n}"}
        statuses = [send(client, headers).status_code for _ in range(3)]
        assert statuses[-1] == 429, (name, statuses)
        assert all(s < 500 for s in statuses), (name, statuses)


def test_organizer_operations_have_their_own_budget(all_db, monkeypatch):
    """An event's heavy pages count against ORGANIZER_QUOTA, apart from the work quota: a
    client over one is still served by the other."""
    need_rules("agot")
    slow_clock(monkeypatch, 400)
    app = make_app(all_db, WORK_QUOTA="500/minute", ORGANIZER_QUOTA="500/minute")
    client = app.test_client()
    assert [client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code for _ in range(3)] == [200, 200, 429]
    events = [client.get("/events/no-such-event").status_code for _ in range(3)]
    assert events == [404, 404, 429]                  # not refused by the work quota: its own
    fresh = make_app(all_db, WORK_QUOTA="500/minute", ORGANIZER_QUOTA="").test_client()
    assert fresh.get("/healthz").status_code == 200
