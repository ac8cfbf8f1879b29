"""Faults end (issue 40 item 4): a goldfish job whose worker dies or whose broker stops ends
(finished, or failed with a sentence: never "running" for ever) on the embedded broker and
on Redis; requests while the broker or the database is out get 503 with Retry-After, never a
500, and the service recovers by itself once it is back, without a restart.

The stall reaper (``DECKCHECK_GOLDFISH_STALL_SECONDS``, here a few seconds) is what ends a job
whose chunk was lost with its worker: Celery's late acknowledgement gives the chunk back only
when the broker notices (Redis: after its visibility timeout, an hour; the embedded broker:
never), so the job fails with GOLDFISH_JOB_STALLED and its message says why. Where a worker
survives the fault (Redis killed mid-job, PostgreSQL down during a job: issue 41 item 5) it
runs Celery beat too (``--beat``), and the job's row is watched without reading the job
through the API (which would end a stalled job itself): the periodic reaper alone ends it
within the stall time once the store is back, and frees the client's slot.

Real processes: ``deckcheck worker`` killed with SIGKILL, a redis-server and a PostgreSQL
cluster of this module's own, stopped and started again (the session's are shared). Slow
(about a minute in all); runs in CI (.ci/run installs redis-server and PostgreSQL).
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
from conftest import copy_db
from jobs_helpers import ENDED, wait_job, wait_row, worker_processes, workers
from test_api_validate import KINGSMOOT_DECK
from test_goldfish_jobs import fresh_app

from api.extensions import event_service
from card_db.database import get_engine, upgrade

RUNS = "/api/v1/goldfish/runs"
STALL = 6                      # seconds without a sign of life before a job is ended
REAP = 1                       # seconds between two runs of the reaper
MARGIN = 30                    # a loaded machine: worker reconnecting, beat's next tick


def reaper_env(**env: str) -> dict[str, str]:
    return {"DECKCHECK_GOLDFISH_STALL_SECONDS": str(STALL), "DECKCHECK_GOLDFISH_REAP_SECONDS": str(REAP), **env}


def slots_taken(app, job: dict) -> int:
    """The job's client's jobs queued or running, from the table (not through the API)."""
    import datetime as dt

    jobs = app.extensions["goldfish_jobs"]
    client = jobs.store.get(job["id"])["client"]
    return jobs.store.usage(client, dt.datetime.now(dt.timezone.utc) - dt.timedelta(hours=1))[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    """A redis-server of this module alone, on a fixed port so it can stop and come back."""

    def __init__(self, root: Path) -> None:
        self.binary = shutil.which("redis-server")
        if self.binary is None:
            pytest.skip("redis-server is missing (apt-get install redis-server)")
        self.root = root
        root.mkdir(exist_ok=True)
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen([self.binary, "--port", str(self.port), "--bind", "127.0.0.1",
                                      "--dir", str(self.root), "--save", "", "--appendonly", "no"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=self.root)
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as conn:
                    conn.sendall(b"PING\r\n")
                    if conn.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            assert time.monotonic() < deadline and self.proc.poll() is None, "redis-server did not start"
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()            # as a crash: nothing saved
            self.proc.wait(10)

    def remove(self) -> None:
        self.stop()


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path / "redis")
    server.start()
    yield server
    server.remove()


@pytest.fixture(params=["embedded", "redis"])
def broker(request, tmp_path):
    """The broker's setting for the app and its workers ("" : the embedded one)."""
    if request.param == "embedded":
        return ""
    return request.getfixturevalue("redis_server").url


def broker_config(broker: str) -> dict[str, str]:
    return {"CELERY_BROKER_URL": broker} if broker else {}


def patient(app) -> None:
    """From now on a job is ended only after two minutes without a sign of life: the
    recovery checks run behind what the fault left in the queue (the dead job's chunks,
    skipped one by one) on a loaded machine."""
    import dataclasses

    jobs = app.extensions["goldfish_jobs"]
    jobs.quota = dataclasses.replace(jobs.quota, stall_seconds=120)


def wait_until_done(client, job: dict, done: int, timeout: float = 120.0) -> dict:
    deadline = time.monotonic() + timeout
    while job["done"] < done:
        assert job["state"] not in ENDED, job
        assert time.monotonic() < deadline, f"no progress after {timeout}s: {job}"
        time.sleep(0.1)
        job = client.get(job["links"]["self"]).json
    return job


def test_a_job_whose_worker_dies_ends_with_a_sentence(all_db, tmp_path, broker):
    """The only worker is killed (SIGKILL) in the middle of a job: the job fails with
    GOLDFISH_JOB_STALLED once the stall time has passed, in the reader's language; a new
    worker then plays a new job to its end (the dead job's chunks left in the queue are
    skipped)."""
    app = fresh_app(all_db, tmp_path, "killed", GOLDFISH_CHUNK=5, GOLDFISH_STALL_SECONDS=STALL,
                    **broker_config(broker))
    client = app.test_client()
    env = {"DATABASE_URL": copy_db(all_db, tmp_path / "cards.sqlite"),
           "EVENTS_DATABASE_URL": app.config["EVENTS_DATABASE_URL"], "DECKCHECK_GOLDFISH_CHUNK": "5",
           **broker_config(broker)}
    with worker_processes(1, env, tmp_path) as logs:
        job = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 300, "seed": 40}).json
        job = wait_until_done(client, job, 10)
        pid = worker_pid(logs[0])
        os.killpg(pid, signal.SIGKILL)
    started = time.monotonic()
    ended = wait_job(client, job, timeout=60)
    assert ended["state"] == "failed" and ended["error"]["code"] == "GOLDFISH_JOB_STALLED", ended
    assert ended["done"] < 300 and time.monotonic() - started < STALL + 30
    de = client.get(job["links"]["self"], headers={"Accept-Language": "de"}).json
    assert de["state"] == "failed" and "Minute" in de["error"]["message"], de
    (tmp_path / "again").mkdir()
    patient(app)
    with worker_processes(1, env, tmp_path / "again"):
        fresh = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10, "seed": 41})
        assert fresh.status_code == 202, fresh.json
        done = wait_job(client, fresh.json, timeout=120)
        assert done["state"] == "finished", done


def worker_pid(log: Path) -> int:
    """The process group of the worker writing ``log`` (tests/processes.py starts each in its own)."""
    for proc_dir in Path("/proc").glob("[0-9]*"):
        try:
            if os.readlink(proc_dir / "fd" / "1") == str(log):
                return os.getpgid(int(proc_dir.name))
        except OSError:
            continue
    raise AssertionError(f"no process writes {log}")


def test_a_redis_outage_is_503_with_retry_after_and_recovers(all_db, tmp_path, redis_server):
    """Redis stops (as a crash: its queue is lost): a new run is 503 JOBS_UNAVAILABLE with
    Retry-After, never a 500; the job queued before the crash ends (its message was lost with
    the queue: failed with a sentence once stalled); Redis comes back on the same address and
    the same app, never restarted, takes and finishes a new run."""
    app = fresh_app(all_db, tmp_path, "redis-down", GOLDFISH_CHUNK=5, GOLDFISH_STALL_SECONDS=STALL,
                    CELERY_BROKER_URL=redis_server.url)
    client = app.test_client()
    queued = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10, "seed": 50})
    assert queued.status_code == 202, queued.json
    redis_server.stop()
    down = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10, "seed": 51})
    assert down.status_code == 503 and down.json["error"]["code"] == "JOBS_UNAVAILABLE", down.json
    assert int(down.headers["Retry-After"]) > 0
    ready = client.get("/readyz")
    assert ready.status_code == 503 and "Retry-After" in ready.headers
    ended = wait_job(client, queued.json, timeout=60)
    assert ended["state"] == "failed" and ended["error"]["code"] == "GOLDFISH_JOB_STALLED", ended
    redis_server.start()
    patient(app)
    assert client.get("/readyz").status_code == 200
    with workers(app):
        again = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10, "seed": 52})
        assert again.status_code == 202, again.json
        done = wait_job(client, again.json, timeout=120)
        assert done["state"] == "finished", done


def test_a_database_outage_is_503_with_retry_after_and_recovers(all_db, own_cluster):
    """The events database (PostgreSQL) stops: the API's event routes answer 503 with
    Retry-After, never a 500, and quickly; it starts again: the same app answers as before,
    with nothing restarted (tests/test_deploy_faults.py does the same through gunicorn)."""
    url = own_cluster.create_database()
    upgrade(url)
    key = event_service(get_engine(url)).create_api_key("faults")[1]
    app = fresh_events_app(all_db, url)
    client = app.test_client()
    auth = {"Authorization": f"Bearer {key}"}
    made = client.post("/api/v1/events", json={"name": "Outage Open", "game": "agot",
                                               "deadline": "2099-01-01T00:00:00Z"}, headers=auth)
    assert made.status_code == 201, made.json
    event = made.json
    own_cluster.stop("immediate")
    for method, path, body in (("GET", "/api/v1/events", None),
                               ("POST", f"/api/v1/events/{event['id']}/registrations",
                                {"player": "Ann", "deck": KINGSMOOT_DECK}),
                               ("GET", f"/api/v1/events/{event['public_id']}", None)):
        started = time.monotonic()
        res = client.open(path, method=method, json=body, headers=auth)
        assert res.status_code == 503, (path, res.status_code, res.get_data(as_text=True)[:300])
        assert res.json["error"]["code"] in ("DATABASE_UNAVAILABLE", "DATABASE_ERROR"), res.json
        assert int(res.headers["Retry-After"]) > 0
        assert time.monotonic() - started < 15, path
    assert client.get("/readyz").status_code == 503
    own_cluster.start()
    listed = client.get("/api/v1/events", headers=auth)
    assert listed.status_code == 200 and [e["id"] for e in listed.json["events"]] == [event["id"]]
    reg = client.post(f"/api/v1/events/{event['id']}/registrations",
                      json={"player": "Ann", "deck": KINGSMOOT_DECK}, headers=auth)
    assert reg.status_code == 201, reg.json
    assert client.get("/readyz").status_code == 200
    get_engine(url).dispose()


def fresh_events_app(all_db: str, events_url: str, **config):
    from test_api_helpers import make_app

    return make_app(all_db, events_url, SECRET_KEY="faults", DB_CONNECT_TIMEOUT=2, **config)


@pytest.mark.parametrize("broker_kind", ["embedded", "redis"])
def test_a_job_whose_database_restarts_ends_and_the_worker_goes_on(all_db, tmp_path, request, own_cluster,
                                                                  broker_kind):
    """PostgreSQL (the jobs' database, and on the embedded broker the broker too) goes down for
    a few seconds while a worker plays a job (its chunks, and their failure callback, cannot
    write): nobody reads the job, yet it ends (finished, or failed with a sentence) within the
    stall time after the database is back, its client's slot is free, and the same worker,
    never restarted, plays a new job to its end."""
    url = own_cluster.create_database()
    upgrade(url)
    broker = request.getfixturevalue("redis_url") if broker_kind == "redis" else ""
    app = fresh_events_app(all_db, url, GOLDFISH_CHUNK=5, GOLDFISH_STALL_SECONDS=STALL,
                           **broker_config(broker))
    client = app.test_client()
    env = reaper_env(DATABASE_URL=copy_db(all_db, tmp_path / "cards.sqlite"), EVENTS_DATABASE_URL=url,
                     DECKCHECK_GOLDFISH_CHUNK="5", **broker_config(broker))
    with worker_processes(1, env, tmp_path, beat=True) as logs:
        job = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 300, "seed": 60}).json
        job = wait_until_done(client, job, 10)
        own_cluster.stop("fast")
        time.sleep(3)
        own_cluster.start()
        back = time.monotonic()
        ended = wait_row(app.extensions["goldfish_jobs"], job["id"], timeout=STALL + REAP + MARGIN + 60)
        assert time.monotonic() - back < STALL + REAP + MARGIN + 60, ended
        assert slots_taken(app, job) == 0
        patient(app)
        assert ended["state"] in ("finished", "failed"), ended
        if ended["state"] == "failed":
            assert ended["error"]["code"] in ("GOLDFISH_JOB_STALLED", "GOLDFISH_JOB_FAILED"), ended
            assert ended["error"]["messages"]["de"], ended
        fresh = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10, "seed": 61})
        assert fresh.status_code == 202, fresh.json
        done = wait_job(client, fresh.json, timeout=120)
        assert done["state"] == "finished", (done, logs[0].read_text()[-3000:])
    get_engine(url).dispose()


def test_a_job_whose_redis_is_killed_ends_without_a_reader(all_db, tmp_path, redis_server):
    """Redis is killed (as a crash: the job's chunk messages are lost with it) while a worker
    plays a job, and comes back on the same address: the worker and its beat reconnect, and
    the reaper ends the job (failed, GOLDFISH_JOB_STALLED) within the stall time, with nobody
    reading it; the client's slot is free (issue 41 item 5: "running 3000/6000 an hour later")."""
    app = fresh_app(all_db, tmp_path, "redis-killed", GOLDFISH_CHUNK=5, GOLDFISH_STALL_SECONDS=STALL,
                    CELERY_BROKER_URL=redis_server.url)
    client = app.test_client()
    env = reaper_env(DATABASE_URL=copy_db(all_db, tmp_path / "cards.sqlite"),
                     EVENTS_DATABASE_URL=app.config["EVENTS_DATABASE_URL"], DECKCHECK_GOLDFISH_CHUNK="5",
                     CELERY_BROKER_URL=redis_server.url)
    with worker_processes(1, env, tmp_path, beat=True) as logs:
        job = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 300, "seed": 70}).json
        wait_until_done(client, job, 10)
        redis_server.stop()
        time.sleep(2)
        redis_server.start()
        back = time.monotonic()
        ended = wait_row(app.extensions["goldfish_jobs"], job["id"], timeout=STALL + REAP + MARGIN + 60)
        assert time.monotonic() - back < STALL + REAP + MARGIN + 60, ended
        assert ended["state"] == "failed" and ended["error"]["code"] == "GOLDFISH_JOB_STALLED", \
            (ended, logs[0].read_text()[-3000:])
        assert ended["done"] < 300 and slots_taken(app, job) == 0
