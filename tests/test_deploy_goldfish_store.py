"""Goldfish sessions and run reports in the database (issue 9): any replica continues a
session another one started; TTL and a bound on the number of rows. Runs on SQLite and,
with DECKCHECK_TEST_POSTGRES=1, on PostgreSQL too."""
from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import func, select
from jobs_helpers import run_job, workers
from test_api_helpers import make_app, need_rules, shared_service
from test_api_validate import KINGSMOOT_CARDS, KINGSMOOT_DECK

from card_db.database import get_engine, upgrade
from card_db.goldfish_store import DatabaseRunStore, DatabaseSessionStore, GoldfishSession
from deckcheck.services import goldfish


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request, tmp_path):
    if request.param == "postgres":
        url = request.getfixturevalue("pg_url")
    else:
        url = f"sqlite:///{tmp_path / 'goldfish.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


class Clock:
    def __init__(self):
        self.now = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.timezone.utc)

    def __call__(self):
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


def _start(pool, store, seed=7):
    return goldfish.GoldfishService(store).start_session(KINGSMOOT_CARDS, pool, seed, faction="baratheon",
                                                         check=None)


def test_session_round_trip_ttl_and_delete(store_url, agot_pool):
    clock = Clock()
    store = DatabaseSessionStore(get_engine(store_url), lambda game: agot_pool, ttl=60, clock=clock)
    session, state, actions = _start(agot_pool, store)
    again = store.get(session.id)
    assert again is not session and again.id == session.id and again.seed == 7
    service = goldfish.GoldfishService(store)
    assert service.view(again) == (state, actions)
    state2, _ = service.act(session.id, actions[0])
    assert service.view(store.get(session.id))[0] == state2        # the action was stored
    clock.advance(59)
    assert store.get(session.id) is not None                         # a read counts as a use
    clock.advance(59)
    assert store.get(session.id) is not None
    clock.advance(61)
    assert store.get(session.id) is None                             # expired
    session, _, _ = _start(agot_pool, store)
    store.delete(session.id)
    assert store.get(session.id) is None
    assert store.get("x" * 40) is None and store.get("") is None
    with pytest.raises(goldfish.ActionError) as err:
        service.get_session("nope")
    assert err.value.code == "UNKNOWN_SESSION"


def test_session_bound_drops_least_recently_used(store_url, agot_pool):
    clock = Clock()
    engine = get_engine(store_url)
    store = DatabaseSessionStore(engine, lambda game: agot_pool, ttl=3600, max_sessions=3,
                                 prune_every=0, clock=clock)
    ids = []
    for seed in range(5):
        ids.append(_start(agot_pool, store, seed)[0].id)
        clock.advance(1)
        if seed == 2:
            store.get(ids[0])               # the first session stays in use
            clock.advance(1)
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(GoldfishSession)).scalar_one() == 3
    assert store.count() == 3
    assert store.get(ids[1]) is None and store.get(ids[2]) is None
    assert all(store.get(i) is not None for i in (ids[0], ids[3], ids[4]))


def test_runs_stored_with_ttl_and_bound(store_url):
    clock = Clock()
    runs = DatabaseRunStore(get_engine(store_url), ttl=100, max_runs=2, prune_every=0, clock=clock)
    report = {"game": "agot", "games": 3, "outcomes": {"win": {"games": 3}}, "by_round": [1.5, 2.0]}
    first = runs.put(report)
    assert runs.get(first) == report
    clock.advance(1)
    second, third = runs.put({**report, "games": 4}), runs.put({**report, "games": 5})
    assert runs.get(first) is None and runs.get(second)["games"] == 4      # bound of 2
    clock.advance(101)
    assert runs.get(third) is None and runs.get("nope") is None            # TTL


def test_jobs_reaped_after_their_last_sign_of_life(store_url):
    """The reaper's one UPDATE on both databases: queued and running jobs with no sign of
    life since the cut are failed with the error given and lose their chunks; a job that
    played a chunk after the cut, and ended jobs, stay as they are."""
    from card_db.goldfish_jobs import SqlGoldfishJobStore

    clock = Clock()
    jobs = SqlGoldfishJobStore(get_engine(store_url), clock=clock)
    base = {"request_hash": "h", "game": "agot", "kind": "run", "client": "c", "state": "queued",
            "done": 0, "total": 20, "chunks": 2, "request": {}}
    for job_id in ("queued", "lost", "moving", "done"):
        jobs.create({**base, "id": job_id})
    for job_id in ("lost", "moving", "done"):
        jobs.mark_running(job_id)
        jobs.add_chunk(job_id, 0, 10, [[1]] * 10)
    jobs.finish("done", {"games": 20})
    clock.advance(100)
    jobs.add_chunk("moving", 10, 10, [[2]] * 10)
    cut = clock.now - dt.timedelta(seconds=50)
    assert jobs.reap(cut, {"code": "GOLDFISH_JOB_STALLED"}) == 2
    states = {job_id: jobs.get(job_id)["state"] for job_id in ("queued", "lost", "moving", "done")}
    assert states == {"queued": "failed", "lost": "failed", "moving": "running", "done": "finished"}
    assert jobs.get("lost")["error"] == {"code": "GOLDFISH_JOB_STALLED"}
    assert list(jobs.chunk_records("lost")) == [] and len(list(jobs.chunk_records("moving"))) == 2
    assert jobs.reap(cut, {"code": "GOLDFISH_JOB_STALLED"}) == 0


def test_job_chunks_counted_once_merged_once_and_pruned(store_url):
    """On both databases: the chunk that completes a job is told so (once); a chunk stored
    twice counts once; a chunk of an ended job is not kept; complete jobs that were never
    merged are found; left-behind chunk records of long-ended or deleted jobs are pruned."""
    from card_db.goldfish_jobs import GoldfishJobChunk, SqlGoldfishJobStore

    clock = Clock()
    jobs = SqlGoldfishJobStore(get_engine(store_url), clock=clock)
    base = {"request_hash": "h", "game": "agot", "kind": "run", "client": "c", "state": "queued",
            "done": 0, "total": 20, "chunks": 2, "request": {}}
    for job_id in ("whole", "ended"):
        jobs.create({**base, "id": job_id})
        jobs.mark_running(job_id)
    assert jobs.add_chunk("whole", 10, 10, [[1]] * 10) is False
    assert jobs.add_chunk("whole", 10, 10, [[1]] * 10) is False
    assert jobs.add_chunk("whole", 0, 10, [[0]] * 10) is True and jobs.get("whole")["done"] == 20
    jobs.end("ended", "cancelled")
    assert jobs.add_chunk("ended", 0, 10, [[0]] * 10) is False and list(jobs.chunk_records("ended")) == []
    clock.advance(100)
    assert jobs.unmerged(clock.now - dt.timedelta(seconds=50)) == ["whole"]
    assert jobs.unmerged(clock.now - dt.timedelta(seconds=150)) == []
    with jobs.engine.begin() as conn:
        for job_id in ("ended", "gone"):
            conn.execute(GoldfishJobChunk.__table__.insert().values(job_id=job_id, start=0, count=1, records=[]))
    assert jobs.prune_chunks(clock.now - dt.timedelta(seconds=150)) == 1          # "gone" only
    assert jobs.prune_chunks(clock.now - dt.timedelta(seconds=50)) == 1           # "ended" too, now
    assert len(list(jobs.chunk_records("whole"))) == 2                             # running: kept


def test_two_replicas_share_sessions_and_runs(all_db, store_url):
    """Two apps (as two replicas) with one database: a session started on one is played
    on the other, and a run report stored by one is read by the other."""
    need_rules("agot")
    a = make_app(all_db, store_url).test_client()
    b = make_app(all_db, store_url).test_client()
    assert a.application.extensions["deckcheck"] is shared_service(all_db)
    start = a.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 5})
    assert start.status_code == 201, start.json
    sid = start.json["session"]["id"]
    step = b.post(f"/api/v1/goldfish/sessions/{sid}/actions", json=start.json["actions"][0])
    assert step.status_code == 200, step.json
    assert a.get(f"/api/v1/goldfish/sessions/{sid}").json["state"] == step.json["state"]
    assert len(a.get(f"/api/v1/goldfish/sessions/{sid}/log").json["log"]) == 1
    with workers(b.application):          # runs are jobs, stored in the shared database
        run = run_job(b, {**KINGSMOOT_DECK, "games": 6, "seed": 2})
    assert run["state"] == "finished"
    assert a.get(f"/api/v1/goldfish/runs/{run['id']}").json["report"] == run["report"]
    missing = a.get("/api/v1/goldfish/runs/unknown-run")
    assert missing.status_code == 404 and missing.json["error"]["code"] == "UNKNOWN_RUN"


def test_memory_store_still_available(all_db):
    need_rules("agot")
    client = make_app(all_db, GOLDFISH_STORE="memory").test_client()
    start = client.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 5})
    assert start.status_code == 201
    assert client.get(f"/api/v1/goldfish/sessions/{start.json['session']['id']}").status_code == 200
    stores = client.application.extensions["goldfish_stores"]
    assert isinstance(stores[0], goldfish.MemorySessionStore)
