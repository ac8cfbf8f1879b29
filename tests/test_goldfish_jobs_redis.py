"""Goldfish jobs with the deployment broker: a redis-server started for the session
(tests/conftest.py; skipped when it is not installed), two ``deckcheck worker`` processes,
the report a single process gives."""
from __future__ import annotations

import json
import re

from conftest import copy_db
from jobs_helpers import run_job, worker_processes
from test_api_validate import KINGSMOOT_DECK
from test_goldfish_jobs import canonical, fresh_app

CHUNK_DONE = re.compile(rb"Task deckcheck\.goldfish\.chunk\[[0-9a-f-]+\] succeeded")


def test_a_run_on_two_worker_processes_over_redis(all_db, tmp_path, redis_url):
    """30 games in chunks of 10, posted to the API, played by two worker processes (each over
    its own copy of the card database, the jobs in the app's database): both play chunks,
    and the report is the one a single process gives."""
    from test_api_helpers import shared_service

    from deckcheck.services.goldfish import run_report

    app = fresh_app(all_db, tmp_path, "redis", CELERY_BROKER_URL=redis_url, GOLDFISH_CHUNK=10)
    assert app.extensions["celery"].conf.result_backend is None      # the job row counts the chunks
    client = app.test_client()
    assert client.get("/readyz").json["checks"]["broker"] == "ok"
    env = {"DATABASE_URL": copy_db(all_db, tmp_path / "cards.sqlite"),
           "EVENTS_DATABASE_URL": app.config["EVENTS_DATABASE_URL"], "CELERY_BROKER_URL": redis_url,
           "DECKCHECK_GOLDFISH_CHUNK": "10"}
    with worker_processes(2, env, tmp_path) as logs:
        job = run_job(client, {**KINGSMOOT_DECK, "games": 30, "seed": 5})
    assert job["state"] == "finished" and job["done"] == 30, job
    chunks = [len(CHUNK_DONE.findall(log.read_bytes())) for log in logs]
    assert sum(chunks) == 3 and min(chunks) >= 1, [log.read_text()[-3000:] for log in logs]
    validation = shared_service(all_db)
    deck = validation.read_payload(KINGSMOOT_DECK).deck
    alone = json.loads(json.dumps(run_report(deck, validation.pool("agot"), games=30, seed=5)))
    assert canonical(job["report"]) == canonical(alone)
