"""Every shared store that goes down degrades, never a 500 (issue 41 item 2): with the Redis
of the rate limits, the work quota and the job queue stopped (a port nothing listens on),
and with the sessions' database unreadable, every request is answered: served where that is
safe (the limits count in the worker's memory, the quota lets the request through, an
unreadable session reads as signed out; each logged and counted in
``deckcheck_store_outages``), 503 with ``Retry-After`` where it cannot be served honestly
(a goldfish run that cannot be queued). The rate limits' own test is in test_deploy_ops.py."""
from __future__ import annotations

import re
import socket
import time

from test_api_helpers import make_app
from test_api_validate import KINGSMOOT_DECK

from api.metrics import STORE_OUTAGES


def closed_port() -> int:
    with socket.socket() as probe:                      # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def outages(store: str) -> float:
    return STORE_OUTAGES.labels(store)._value.get()


def honest(response) -> bool:
    """Answered (< 500), or 503 saying when to come back."""
    return response.status_code < 500 or (response.status_code == 503 and "Retry-After" in response.headers)


def form_token(client, path: str) -> str:
    html = client.get(path).get_data(as_text=True)
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def test_redis_stopped_under_every_store_gives_no_5xx(all_db):
    down = f"redis://127.0.0.1:{closed_port()}/0"
    app = make_app(all_db, None, RATE_LIMIT="1000/minute", RATE_LIMIT_STORAGE=down,
                   WORK_QUOTA="1/minute", CELERY_BROKER_URL=down)
    client = app.test_client()
    quota_before = outages("work_quota")
    answers = [client.get(path) for path in ("/healthz", "/api/v1/games", "/api/v1/games/agot/cards",
                                             "/", "/events", "/goldfish", "/cards")]
    answers += [client.post("/api/v1/validate", json=KINGSMOOT_DECK) for _ in range(3)]
    answers.append(client.post("/api/v1/validate/batch", json={"decks": [KINGSMOOT_DECK] * 20}))
    start = time.monotonic()
    queued = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 5})
    assert time.monotonic() - start < 5          # was 19 s: the result store retried 20 times
    answers.append(queued)
    page = client.post("/goldfish/runs", data={"decklist": "", "csrf": form_token(client, "/goldfish")})
    answers.append(page)
    bad = [(r.request.path, r.status_code) for r in answers if not honest(r)]
    assert bad == []
    assert [r.status_code for r in answers[7:11]] == [200, 200, 200, 200]     # served, fail open
    assert queued.status_code == 503 and queued.json["error"]["code"] == "JOBS_UNAVAILABLE"
    assert int(queued.headers["Retry-After"]) > 0
    assert outages("work_quota") > quota_before


def test_an_unreadable_session_store_reads_as_signed_out(all_db, tmp_path):
    """The sessions live in the events database: when it cannot be read, a page with a
    session cookie answers as to a visitor who is not signed in (never as signed in), pages
    that need the database answer 503 with Retry-After, and nothing is a 500."""
    missing = f"sqlite:///{tmp_path / 'no' / 'such' / 'events.sqlite'}"
    client = make_app(all_db, missing).test_client()
    client.set_cookie("session", "a-session-id-from-before-the-outage")
    before = outages("sessions")
    answers = [client.get(path) for path in ("/", "/events", "/goldfish", "/cards", "/events/abcdefgh")]
    assert all(honest(r) for r in answers), [(r.request.path, r.status_code) for r in answers]
    assert answers[0].status_code == 200 and answers[-1].status_code == 503
    assert outages("sessions") > before
    signed_in = client.get("/events").get_data(as_text=True)
    assert 'name="api_key"' in signed_in                     # the sign-in form: not signed in


def test_the_events_database_named_in_the_environment_holds_the_jobs(all_db, tmp_path, monkeypatch):
    """`deckcheck serve` reads EVENTS_DATABASE_URL from the environment: the goldfish jobs and
    the sessions went to the card database all the same (create_app did not pass it on)."""
    from test_api_helpers import shared_service

    from api import create_app
    from card_db.database import upgrade

    url = f"sqlite:///{tmp_path / 'events.sqlite'}"
    upgrade(url)
    monkeypatch.setenv("EVENTS_DATABASE_URL", url)
    app = create_app({"VALIDATION_SERVICE": shared_service(all_db), "DATABASE_URL": all_db, "WORK_QUOTA": ""})
    assert app.config["EVENTS_DATABASE_URL"] == url
    assert str(app.extensions["goldfish_jobs"].store.engine.url) == url
