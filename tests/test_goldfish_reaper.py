"""The goldfish reaper (issue 41 item 4): Celery beat sends ``deckcheck.goldfish.reap``
every ``DECKCHECK_GOLDFISH_REAP_SECONDS``; it ends the jobs whose chunks stopped moving
whether or not anyone reads them (failed with GOLDFISH_JOB_STALLED, the client's slots
free, the job table and so the jobs gauge saying so) and deletes chunk records left behind.
And no task polls for a lost chunk (the chord's ``celery.chord_unlock`` did, every second,
for ever, on the embedded broker's database result store).

The clock tests move the jobs' clock and call the reaper's work (``GoldfishJobs.sweep``)
directly; one test runs a real ``deckcheck worker --beat`` and reads only the job's row."""
from __future__ import annotations

import datetime as dt
import re
import time

from conftest import copy_db
from jobs_helpers import wait_row, worker_processes, workers
from test_api_validate import KINGSMOOT_DECK
from test_goldfish_jobs import fresh_app

from deckcheck.services.goldfish_jobs import JobQuota

RUNS = "/api/v1/goldfish/runs"


def clocked_app(all_db, tmp_path, name: str, concurrent: int = 1):
    """An app whose jobs' clock the test moves (stall 600 s, chunk records kept 3600 s)."""
    app = fresh_app(all_db, tmp_path, name, GOLDFISH_CHUNK=10,
                    GOLDFISH_QUOTA=JobQuota(concurrent=concurrent, stall_seconds=600, chunk_keep_seconds=3600))
    jobs = app.extensions["goldfish_jobs"]
    now = [dt.datetime.now(dt.timezone.utc)]
    jobs.clock = jobs.store.clock = lambda: now[0]
    return app, jobs, now


def gauge(client, state: str) -> float:
    text = client.get("/metrics").get_data(as_text=True)
    found = re.search(rf'^deckcheck_goldfish_jobs{{state="{state}"}} (\S+)$', text, re.M)
    assert found, text[:2000]
    return float(found.group(1))


def active(jobs, client_key: str) -> int:
    return jobs.store.usage(client_key, jobs.clock() - dt.timedelta(hours=1))[1]


def test_a_stalled_job_nobody_reads_is_ended_by_the_reaper(all_db, tmp_path):
    """A worker took the job, played one chunk and was lost. Nobody reads the job: until the
    reaper runs, its row, the gauge and the client's slot say "running"; after it, failed
    with the sentence (de, pl), the gauge says so, the slot is free (the same request is a new
    job), the chunks are gone; another client still cannot touch it."""
    app, jobs, now = clocked_app(all_db, tmp_path, "unread")
    client = app.test_client()
    lost = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 21}).json
    key = jobs.store.get(lost["id"])["client"]
    assert jobs.plan(lost["id"])
    assert jobs.store.add_chunk(lost["id"], 0, 10, [[0]] * 10) is False      # not the last chunk
    now[0] += dt.timedelta(seconds=599)
    assert jobs.sweep() == (0, 0)                                          # still moving, as far as anyone knows
    now[0] += dt.timedelta(seconds=2)
    assert jobs.store.get(lost["id"])["state"] == "running"                # before the reaper
    assert gauge(client, "running") == 1 and gauge(client, "failed") == 0
    assert active(jobs, key) == 1
    assert jobs.sweep() == (1, 0)
    row = jobs.store.get(lost["id"])
    assert row["state"] == "failed" and row["error"]["code"] == "GOLDFISH_JOB_STALLED"
    assert "10 Minuten" in row["error"]["messages"]["de"] and "10 min" in row["error"]["messages"]["pl"]
    assert gauge(client, "running") == 0 and gauge(client, "failed") == 1
    assert active(jobs, key) == 0 and list(jobs.store.chunk_records(lost["id"])) == []
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.9"
    assert other.delete(lost["links"]["self"]).status_code == 404               # still not theirs to touch
    again = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 21})    # the slot is free: a new job
    assert again.status_code == 202 and again.json["id"] != lost["id"]


def test_the_reaper_deletes_chunk_records_left_behind(all_db, tmp_path):
    """Chunk records of a job that ended over ``chunk_keep_seconds`` ago, or of a job that is
    gone (pruned by its count), are deleted; those of a job that ended lately, or that is
    running, are kept until their time."""
    from card_db.goldfish_jobs import GoldfishJobChunk

    app, jobs, now = clocked_app(all_db, tmp_path, "prune", concurrent=5)
    client = app.test_client()
    ids = [client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 30 + i}).json["id"] for i in range(3)]
    old, recent, running = ids
    for job_id in ids:
        assert jobs.plan(job_id)
    jobs.store.end(old, "cancelled")
    now[0] += dt.timedelta(seconds=3000)
    jobs.store.end(recent, "cancelled")
    assert jobs.store.add_chunk(running, 0, 10, [[0]] * 10) is False
    with jobs.store.engine.begin() as conn:            # left behind (a write that failed halfway)
        for job_id in (old, recent, "gone"):
            conn.execute(GoldfishJobChunk.__table__.insert().values(job_id=job_id, start=0, count=1, records=[[1]]))
    now[0] += dt.timedelta(seconds=601)                 # past old's keep time, not recent's
    assert jobs.sweep() == (1, 2)                       # running stalled meanwhile: ended, its chunk with it
    assert [len(list(jobs.store.chunk_records(j))) for j in (old, recent, "gone")] == [0, 1, 0]
    now[0] += dt.timedelta(seconds=3000)
    assert jobs.sweep() == (0, 1)
    assert list(jobs.store.chunk_records(recent)) == []


def test_a_job_whose_merge_was_lost_is_merged_by_the_reaper(all_db, tmp_path, monkeypatch):
    """Every chunk was stored but the worker merging them was lost: the reaper merges the job
    (finished, the report of its 20 games) instead of failing it; the client's slot is free."""
    app, jobs, now = clocked_app(all_db, tmp_path, "merge")
    client = app.test_client()
    job = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 23}).json
    assert jobs.plan(job["id"])
    monkeypatch.setattr(jobs, "merge", lambda job_id: None)          # lost with its worker
    assert jobs.play_chunk(job["id"], 0, 10) == 10 and jobs.play_chunk(job["id"], 10, 10) == 10
    monkeypatch.undo()
    row = jobs.store.get(job["id"])
    assert row["state"] == "running" and row["done"] == 20
    now[0] += dt.timedelta(seconds=601)
    assert jobs.sweep() == (0, 0)
    row = jobs.store.get(job["id"])
    assert row["state"] == "finished" and row["report"]["games"] == 20, row
    assert active(jobs, row["client"]) == 0


def test_a_chunk_of_an_ended_job_is_not_kept(all_db, tmp_path):
    """A chunk that lands after its job was cancelled (or reaped) leaves no records behind and
    does not count; the chunk that completes a job is told so (it merges)."""
    app, jobs, _now = clocked_app(all_db, tmp_path, "late", concurrent=5)
    client = app.test_client()
    first, second = (client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 40 + i}).json["id"]
                     for i in range(2))
    assert jobs.plan(first) and jobs.plan(second)
    jobs.store.end(first, "cancelled")
    assert jobs.store.add_chunk(first, 0, 10, [[0]] * 10) is False
    assert list(jobs.store.chunk_records(first)) == [] and jobs.store.get(first)["done"] == 0
    assert jobs.store.add_chunk(second, 10, 10, [[0]] * 10) is False
    assert jobs.store.add_chunk(second, 10, 10, [[0]] * 10) is False      # played twice: counts once
    assert jobs.store.add_chunk(second, 0, 10, [[0]] * 10) is True
    assert jobs.store.get(second)["done"] == 20


def test_a_lost_chunk_leaves_no_task_polling_and_a_failed_chunk_fails_its_job(all_db, tmp_path, monkeypatch):
    """Embedded broker, a real worker: the run's second chunk never reaches the queue (as when
    its worker died with it). Once the first chunk is played the worker runs nothing more (the
    chord's unlock task retried every second here, for ever); the job waits for the reaper.
    A chunk whose records cannot be stored fails its job with a sentence."""
    from celery.signals import task_prerun

    app = fresh_app(all_db, tmp_path, "lost", GOLDFISH_CHUNK=10)
    client = app.test_client()
    jobs = app.extensions["goldfish_jobs"]
    plan = jobs.plan
    monkeypatch.setattr(jobs, "plan", lambda job_id: plan(job_id)[:1])
    ran: list[str] = []

    def seen(sender=None, **_kwargs):
        ran.append(sender.name)

    task_prerun.connect(seen, weak=False)
    try:
        with workers(app):
            job = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 50}).json
            deadline = time.monotonic() + 60
            while jobs.store.get(job["id"])["done"] < 10:
                assert time.monotonic() < deadline, jobs.store.get(job["id"])
                time.sleep(0.1)
            time.sleep(4)
            assert ran == ["deckcheck.goldfish.run", "deckcheck.goldfish.chunk"], ran
            assert jobs.store.get(job["id"])["state"] == "running"

            monkeypatch.setattr(jobs, "plan", plan)

            def unstorable(*_args):
                raise RuntimeError("the database went away")

            monkeypatch.setattr(jobs.store, "add_chunk", unstorable)
            broken = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 51}).json
            row = wait_row(jobs, broken["id"], timeout=60)
    finally:
        task_prerun.disconnect(seen)
    assert row["state"] == "failed" and row["error"]["code"] == "GOLDFISH_JOB_FAILED", row
    assert row["error"]["messages"]["de"]


def test_beat_and_the_reaper_end_a_job_in_a_real_worker(all_db, tmp_path):
    """``deckcheck worker --beat`` (what ``deckcheck serve`` starts) on the embedded broker,
    the reaper every second, a stall time of 3 s: a job whose task was lost (it never
    reached the queue) ends with nobody reading it, and its client's slot is free."""
    app = fresh_app(all_db, tmp_path, "beat", GOLDFISH_CHUNK=10)
    client = app.test_client()
    jobs = app.extensions["goldfish_jobs"]
    jobs.dispatch = None                                 # the task is lost
    lost = client.post(RUNS, json={**KINGSMOOT_DECK, "games": 20, "seed": 60}).json
    key = jobs.store.get(lost["id"])["client"]
    env = {"DATABASE_URL": copy_db(all_db, tmp_path / "cards.sqlite"),
           "EVENTS_DATABASE_URL": app.config["EVENTS_DATABASE_URL"],
           "DECKCHECK_GOLDFISH_STALL_SECONDS": "3", "DECKCHECK_GOLDFISH_REAP_SECONDS": "1"}
    with worker_processes(1, env, tmp_path, beat=True) as logs:
        row = wait_row(jobs, lost["id"], timeout=60)
        assert b"deckcheck.goldfish.reap" in logs[0].read_bytes()
    assert row["state"] == "failed" and row["error"]["code"] == "GOLDFISH_JOB_STALLED", row
    assert active(jobs, key) == 0 and gauge(client, "running") == 0


def test_compose_runs_one_beat_beside_scalable_workers():
    """docker-compose.yml: the reaper's beat is a service of its own (one replica), never a
    part of the worker service that is scaled (N beats would only repeat the sweep)."""
    from pathlib import Path

    import yaml

    services = yaml.safe_load((Path(__file__).resolve().parents[1] / "docker-compose.yml").read_text())["services"]
    assert services["beat"]["command"] == ["deckcheck", "beat"]
    assert "--beat" not in services["worker"]["command"] and "--beat" not in services["api"]["command"]
    assert "DECKCHECK_GOLDFISH_REAP_SECONDS" in services["beat"]["environment"]
