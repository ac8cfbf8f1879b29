"""Goldfish jobs with the deployment broker: a redis-server started for the session
(tests/conftest.py; skipped when it is not installed), two real workers, the report a
single process gives; the quota and /readyz with Redis."""
from __future__ import annotations

import json

import pytest

from jobs_helpers import run_job, workers
from test_api_validate import KINGSMOOT_DECK
from test_goldfish_jobs import canonical, fresh_app


@pytest.mark.skip(reason=(
    "flaky, on main too (2 of 6 runs on 2026-11-24): Celery's in-thread test workers over Redis "
    "sometimes fail to stop within their shutdown timeout, and the threads left behind then keep a "
    "later test's worker from starting (a CI run hung for good in test_web_browser_goldfish's "
    "worker fixture); to be rewritten with worker processes (deckcheck worker)"))
def test_a_run_on_two_workers_over_redis(all_db, tmp_path, redis_url):
    from test_api_helpers import shared_service

    from deckcheck.services.goldfish import run_report

    app = fresh_app(all_db, tmp_path, "redis", CELERY_BROKER_URL=redis_url, GOLDFISH_CHUNK=10)
    assert app.extensions["celery"].conf.result_backend == redis_url      # the chord counts in Redis
    client = app.test_client()
    assert client.get("/readyz").json["checks"]["broker"] == "ok"
    with workers(app, 2):
        job = run_job(client, {**KINGSMOOT_DECK, "games": 30, "seed": 5})
    assert job["state"] == "finished" and job["done"] == 30
    validation = shared_service(all_db)
    deck = validation.read_payload(KINGSMOOT_DECK).deck
    alone = json.loads(json.dumps(run_report(deck, validation.pool("agot"), games=30, seed=5)))
    assert canonical(job["report"]) == canonical(alone)
