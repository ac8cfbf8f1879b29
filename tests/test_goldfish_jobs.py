"""Goldfish runs as jobs on real Celery workers (threads of this process consuming the
embedded SQLite broker; tests/test_goldfish_jobs_redis.py does the same on Redis): the
report of a run split into chunks is the single-process report, byte for byte, on 1, 2
and 4 workers; identical requests reuse the job; cancel, quota, unknown and failed jobs."""
from __future__ import annotations

import json

import pytest
from jobs_helpers import run_job, wait_job, workers
from test_api_helpers import make_app
from test_api_validate import KINGSMOOT_DECK

RUNS = "/api/v1/goldfish/runs"


def fresh_app(all_db, tmp_path, name: str, **config):
    """An app over its own job database (and so its own broker file beside it)."""
    from card_db.database import upgrade

    url = f"sqlite:///{tmp_path / f'{name}.sqlite'}"
    upgrade(url)
    return make_app(all_db, url, **config)


def canonical(report: dict) -> str:
    return json.dumps(report, sort_keys=True, ensure_ascii=False)


@pytest.fixture(scope="module")
def single_process_report(all_db):
    """The run as one process plays it (deckcheck.services.goldfish.run_report), as JSON."""
    from test_api_helpers import shared_service

    from deckcheck.services.goldfish import run_report

    validation = shared_service(all_db)
    deck = validation.read_payload(KINGSMOOT_DECK).deck
    report = run_report(deck, validation.pool("agot"), games=60, seed=3)
    return canonical(json.loads(json.dumps(report)))


@pytest.mark.parametrize("n_workers", [1, 2, 4])
def test_chunks_on_n_workers_give_the_single_process_report(all_db, tmp_path, n_workers,
                                                            single_process_report, monkeypatch):
    app = fresh_app(all_db, tmp_path, f"w{n_workers}", GOLDFISH_CHUNK=15)      # 60 games: 4 chunks
    client = app.test_client()
    with workers(app, n_workers):
        job = run_job(client, {**KINGSMOOT_DECK, "games": 60, "seed": 3})
    assert job["state"] == "finished" and job["done"] == job["total"] == 60, job
    assert canonical(job["report"]) == single_process_report
    assert job["links"]["plot"].endswith("/plot.svg")

    def no_plotting(*_args, **_kwargs):
        raise AssertionError("the plot request rendered the plot")

    import deckcheck.goldfish.plot
    import deckcheck.services.goldfish

    monkeypatch.setattr(deckcheck.goldfish.plot, "plot_svg", no_plotting)       # rendered once, by the worker
    monkeypatch.setattr(deckcheck.services.goldfish, "plot_svg", no_plotting)
    svg = client.get(job["links"]["plot"])
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data


def test_identical_requests_reuse_the_job(all_db, tmp_path):
    app = fresh_app(all_db, tmp_path, "reuse", GOLDFISH_CHUNK=10)
    client = app.test_client()
    body = {**KINGSMOOT_DECK, "games": 20, "seed": 9}
    first = client.post(RUNS, json=body)
    assert first.status_code == 202 and first.json["state"] == "queued" and "report" not in first.json
    assert first.headers["Location"].endswith(first.json["id"])
    queued_again = client.post(RUNS, json=body)             # not played yet: the same job, 202
    assert queued_again.status_code == 202 and queued_again.json["id"] == first.json["id"]
    with workers(app):
        done = wait_job(client, first.json)
    assert done["state"] == "finished"
    again = client.post(RUNS, json=body)                    # finished: the stored report, 200
    assert again.status_code == 200 and again.json["id"] == done["id"] and again.json["report"] == done["report"]
    other = client.post(RUNS, json={**body, "seed": 10})    # another seed is another run
    assert other.status_code == 202 and other.json["id"] != done["id"]


def test_a_job_belongs_to_its_client(all_db, tmp_path):
    """Another client asking for the identical run gets its own job while the first is being
    played (it could otherwise cancel the first client's job), shares the report once it has
    finished, and can cancel neither: to it, the job is unknown."""
    app = fresh_app(all_db, tmp_path, "owner", GOLDFISH_CHUNK=10)
    owner, other = app.test_client(), app.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.7"
    body = {**KINGSMOOT_DECK, "games": 20, "seed": 11}
    mine = owner.post(RUNS, json=body).json
    theirs = other.post(RUNS, json=body)
    assert theirs.status_code == 202 and theirs.json["id"] != mine["id"]
    assert owner.post(RUNS, json=body).json["id"] == mine["id"]          # the owner's own job again
    for attempt in (other.delete(mine["links"]["self"]), other.post(mine["links"]["self"] + "/cancel")):
        assert attempt.status_code == 404 and attempt.json["error"]["code"] == "UNKNOWN_RUN"
    assert owner.get(mine["links"]["self"]).json["state"] == "queued"
    with workers(app):
        done = wait_job(owner, mine)
        assert wait_job(other, theirs.json)["report"] == done["report"]
    third = app.test_client()
    third.environ_base["REMOTE_ADDR"] = "192.0.2.8"
    shared = third.post(RUNS, json=body)                  # a finished report is anyone's to read
    assert shared.status_code == 200 and shared.json["report"] == done["report"]
    assert third.delete(f"{RUNS}/{shared.json['id']}").status_code == 404
    assert other.delete(mine["links"]["self"]).status_code == 404
    assert owner.delete(mine["links"]["self"]).json["state"] == "finished"   # ended: stays as it is


def test_cancel_unknown_and_quota(all_db, tmp_path):
    from deckcheck.services.goldfish_jobs import JobQuota

    app = fresh_app(all_db, tmp_path, "quota", GOLDFISH_QUOTA=JobQuota(games_per_hour=100, concurrent=1))
    client = app.test_client()
    first = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 60, "seed": 1})
    assert first.status_code == 202, first.json
    busy = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 5, "seed": 2}, headers={"Accept-Language": "de"})
    assert busy.status_code == 429 and busy.json["error"]["code"] == "GOLDFISH_QUOTA_EXCEEDED"
    assert "höchstens 1 gleichzeitig" in busy.json["error"]["message"] and int(busy.headers["Retry-After"]) > 0
    plot = client.get(first.json["links"]["self"] + "/plot.svg")      # no report before it has finished
    assert plot.status_code == 404 and plot.json["error"]["code"] == "UNKNOWN_RUN"
    cancelled = client.delete(first.json["links"]["self"])
    assert cancelled.status_code == 200 and cancelled.json["state"] == "cancelled"
    with workers(app):                                    # a worker skips the cancelled job
        over = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 50, "seed": 2})    # 60 + 50 > 100 an hour
        assert over.status_code == 429 and "100 goldfish games in an hour" in over.json["error"]["message"]
        fits = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 40, "seed": 2})
        assert fits.status_code == 202
        assert wait_job(client, fits.json)["state"] == "finished"
    after = client.get(first.json["links"]["self"]).json
    assert after["state"] == "cancelled" and after["done"] == 0 and "report" not in after
    assert client.post(first.json["links"]["self"] + "/cancel").json["state"] == "cancelled"
    for res in (client.get(f"{RUNS}/nope"), client.delete(f"{RUNS}/nope"), client.get(f"{RUNS}/nope/plot.svg")):
        assert res.status_code == 404 and res.json["error"]["code"] == "UNKNOWN_RUN"
    too_many = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 100_001})
    assert too_many.status_code == 422


def test_a_failed_job_says_so_without_a_traceback(all_db, tmp_path, monkeypatch):
    from deckcheck.goldfish import runner

    def broken(*_args, **_kwargs):
        raise RuntimeError("secret internals /srv/deckcheck/engine.py line 42")

    monkeypatch.setattr(runner, "play_records", broken)      # the worker threads share this module
    app = fresh_app(all_db, tmp_path, "failed")
    client = app.test_client()
    with workers(app):
        job = run_job(client, {**KINGSMOOT_DECK, "games": 5, "seed": 4})
    assert job["state"] == "failed" and "report" not in job
    assert job["error"]["code"] == "GOLDFISH_JOB_FAILED"
    assert "secret" not in json.dumps(job) and "Traceback" not in json.dumps(job)
    de = client.get(job["links"]["self"], headers={"Accept-Language": "pl"}).json
    assert de["error"]["message"].startswith("Nie udało się")
    retry = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 5, "seed": 4})     # a failed job is not reused
    assert retry.status_code == 202 and retry.json["id"] != job["id"]


def test_readyz_checks_the_broker(all_db, tmp_path):
    app = fresh_app(all_db, tmp_path, "ready")
    ready = app.test_client().get("/readyz")
    assert ready.status_code == 200 and ready.json["checks"]["broker"] == "ok"
    down = fresh_app(all_db, tmp_path, "down", CELERY_BROKER_URL="redis://127.0.0.1:9/0")
    res = down.test_client().get("/readyz")
    assert res.status_code == 503 and "broker" in json.dumps(res.json["error"]["details"])


def test_a_job_that_stopped_moving_ends_and_frees_its_slot(all_db, tmp_path):
    """A job whose worker, task or broker was lost (no sign of life for the stall time) is
    ended with a sentence when its client looks at it or submits again, its chunks are
    dropped and its slot is free; a job that moves is left alone."""
    import datetime as dt

    from deckcheck.services.goldfish_jobs import JobQuota

    app = fresh_app(all_db, tmp_path, "stall", GOLDFISH_CHUNK=10,
                    GOLDFISH_QUOTA=JobQuota(concurrent=1, stall_seconds=600))
    client = app.test_client()
    jobs = app.extensions["goldfish_jobs"]
    now = [dt.datetime.now(dt.timezone.utc)]
    jobs.clock = jobs.store.clock = lambda: now[0]
    lost = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 21}).json
    assert jobs.plan(lost["id"])                            # a worker took it, played one chunk, died
    jobs.store.add_chunk(lost["id"], 0, 10, [[0]] * 10)
    now[0] += dt.timedelta(seconds=599)
    assert client.get(lost["links"]["self"]).json["state"] == "running"
    busy = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 5, "seed": 22})
    assert busy.status_code == 429                          # still moving, as far as anyone knows
    now[0] += dt.timedelta(seconds=2)
    ended = client.get(lost["links"]["self"], headers={"Accept-Language": "de"}).json
    assert ended["state"] == "failed" and ended["error"]["code"] == "GOLDFISH_JOB_STALLED"
    assert "10 Minuten" in ended["error"]["message"]
    assert list(jobs.store.chunk_records(lost["id"])) == []
    assert client.post(RUNS, json={**KINGSMOOT_DECK, "games": 5, "seed": 22}).status_code == 202


@pytest.mark.parametrize("games, says", [(1.5, "Not a valid integer."), ("3", "Not a valid integer."),
                                         (0, "Must be greater than or equal to 1.")])
def test_games_is_a_whole_number_and_names_its_own_limit(all_db, tmp_path, games, says):
    """1.5 games is not 1 game, and the limit a refusal names is the deployment's."""
    client = fresh_app(all_db, tmp_path, "games").test_client()
    refused = client.post(RUNS, json={**KINGSMOOT_DECK, "games": games})
    assert refused.status_code == 422 and refused.json["error"]["details"]["games"] == [says]
    over = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 10**7})
    assert over.status_code == 422 and over.json["error"]["code"] == "INVALID_GAMES"
    assert "100000" in over.json["error"]["message"]
