"""Goldfish comparisons as jobs (POST /api/v1/goldfish/comparisons) on a real Celery worker
over the embedded broker: the job's comparison is the one POST /compare plays in the
request for the same decks and seeds; refusals at once; unknown ids, a run's id, cancel."""
from __future__ import annotations

from jobs_helpers import wait_job, workers
from test_api_goldfish_l5r import CRAB, CRANE
from test_goldfish_jobs import fresh_app

COMPARISONS = "/api/v1/goldfish/comparisons"


def test_a_comparison_job_gives_what_compare_gives(all_db, tmp_path):
    app = fresh_app(all_db, tmp_path, "compare")
    client = app.test_client()
    body = {"a": CRAB, "b": CRANE, "games": 12, "seed": 4}
    inline = client.post("/api/v1/goldfish/compare", json=body)
    assert inline.status_code == 200, inline.json
    with workers(app, 1):
        res = client.post(COMPARISONS, json=body)
        assert res.status_code == 202, res.json
        assert res.json["state"] == "queued" and res.json["total"] == 24 and res.json["games"] == 12
        assert res.headers["Location"] == res.json["links"]["self"]
        job = wait_job(client, res.json)
    assert job["state"] == "finished" and job["done"] == 24, job
    assert job["comparison"] == inline.json["comparison"]
    again = client.post(COMPARISONS, json=body)                 # the identical request: the stored job
    assert again.status_code == 200 and again.json["id"] == job["id"]
    assert client.get(f"/api/v1/goldfish/runs/{job['id']}").status_code == 404     # not a run
    assert client.get(f"{COMPARISONS}/no-such-job").json["error"]["code"] == "UNKNOWN_RUN"


def test_comparison_refusals_at_once_and_cancel(all_db, tmp_path):
    app = fresh_app(all_db, tmp_path, "compare-refused")
    client = app.test_client()
    illegal = client.post(COMPARISONS, json={"a": CRAB, "b": {"game": "l5r", "cards": {"01001": 1}}, "games": 5})
    assert illegal.status_code == 422 and illegal.json["error"]["details"]["deck"] == "b"
    unknown_key = client.post(COMPARISONS, json={"a": CRAB, "b": CRANE, "games": 5, "key_cards": ["Qwxzv Plmbrtq"]})
    assert unknown_key.status_code == 422 and unknown_key.json["error"]["code"] == "UNKNOWN_KEY_CARD"
    too_many = client.post(COMPARISONS, json={"a": CRAB, "b": CRANE, "games": 5001})
    assert too_many.status_code == 422
    queued = client.post(COMPARISONS, json={"a": CRAB, "b": CRANE, "games": 3000, "seed": 2})   # no worker here
    assert queued.status_code == 202
    cancelled = client.delete(queued.json["links"]["self"], headers={"Accept-Language": "de"})
    assert cancelled.status_code == 200 and cancelled.json["state"] == "cancelled"
    assert "cancel" not in cancelled.json["links"] and "comparison" not in cancelled.json
    assert client.post(COMPARISONS, json={"a": CRAB, "b": CRANE, "games": 3000, "seed": 2}).status_code == 202
