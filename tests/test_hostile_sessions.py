"""Hostile clients against registrations and the organizer's session (issue 14).

- Simultaneous first submissions of one new player name on the web form: exactly one
  registers (and gets the token), every other one is refused for want of the token; the
  token check happens in the registration's own transaction. Simultaneous replacements
  (with the token, or by the organizer through the API) all succeed, never a 409 that
  says the open event is closed.

Every test runs on SQLite and, with DECKCHECK_TEST_POSTGRES=1, on PostgreSQL.
"""
from __future__ import annotations

import datetime as dt
import re
import threading

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT

from api.extensions import event_service
from card_db.database import get_engine, upgrade

WORKERS = 8
ROUNDS = 3


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request, tmp_path):
    """A fresh migrated database for events (and the pages' sessions)."""
    if request.param == "postgres":
        url = request.getfixturevalue("pg_url")
    else:
        url = f"sqlite:///{tmp_path / 'events.sqlite'}"
    upgrade(url)
    yield url
    get_engine(url).dispose()


@pytest.fixture
def app(all_db, db_url):
    need_rules("agot")
    app = make_app(all_db, db_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture
def events(db_url):
    return event_service(get_engine(db_url))


@pytest.fixture
def organizer(events):
    return events.create_api_key("Regional TO")


def csrf(client, path: str) -> str:
    html = client.get(path).get_data(as_text=True)
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


def new_event(events, owner) -> int:
    return events.create_event(owner, name="Race Joust", game="agot", format="joust",
                               deadline=dt.datetime(2099, 1, 1, tzinfo=dt.UTC), as_of=dt.date(2017, 6, 1)).id


def all_at_once(calls) -> list:
    """Run the calls in threads released together; their results in order."""
    barrier = threading.Barrier(len(calls))
    results: list = [None] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = calls[i]()
        except BaseException as exc:      # noqa: B036 - reported by the assertion below
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return results


def page_submit(client, event_id: int, token: str, player: str, player_token: str = ""):
    def call():
        r = client.post(f"/events/{event_id}/submit", data={"player": player, "decklist": THRONESDB_EXPORT,
                                                           "csrf": token, "token": player_token})
        found = re.search(r'id="player-token">([^<]+)<', r.get_data(as_text=True))
        return r.status_code, found.group(1) if found else None
    return call


# -- defect 5: registration race ------------------------------------------------------------------
def test_simultaneous_first_submissions_of_one_name_register_once(app, events, organizer):
    event_id = new_event(events, organizer[0])
    clients = [app.test_client() for _ in range(WORKERS)]
    tokens = [csrf(c, f"/events/{event_id}/submit") for c in clients]
    for round_ in range(ROUNDS):
        player = f"Racer {round_}"
        results = all_at_once([page_submit(c, event_id, t, player) for c, t in zip(clients, tokens, strict=True)])
        statuses = sorted(status for status, _ in results)
        assert statuses == [201] + [403] * (WORKERS - 1), results
        reg, version = events.registration(event_id, player)
        assert version.version == 1 and len(events.history(reg.id)) == 1
        winner = next(token for status, token in results if status == 201)
        assert events.token_matches(reg, winner)


def test_simultaneous_replacements_with_the_token_all_succeed(app, events, organizer):
    event_id = new_event(events, organizer[0])
    clients = [app.test_client() for _ in range(WORKERS)]
    tokens = [csrf(c, f"/events/{event_id}/submit") for c in clients]
    status, player_token = page_submit(clients[0], event_id, tokens[0], "Ann")()
    assert status == 201 and player_token
    for _ in range(ROUNDS):
        results = all_at_once([page_submit(c, event_id, t, "Ann", player_token) for c, t in zip(clients, tokens, strict=True)])
        assert [status for status, _ in results] == [200] * WORKERS, results
    reg, version = events.registration(event_id, "Ann")
    assert version.version == 1 + ROUNDS * WORKERS
    assert [v.version for v in events.history(reg.id)] == list(range(1, 2 + ROUNDS * WORKERS))


def test_simultaneous_api_registrations_by_the_organizer(app, events, organizer):
    event_id = new_event(events, organizer[0])
    client = app.test_client()

    def call():
        r = client.post(f"/api/v1/events/{event_id}/registrations", headers={"X-API-Key": organizer[1]},
                        json={"player": "Bo", "decklist": THRONESDB_EXPORT})
        return r.status_code, r.get_json()

    for round_ in range(ROUNDS):
        results = all_at_once([call] * WORKERS)
        statuses = sorted(status for status, _ in results)
        expected = [200] * WORKERS if round_ else [200] * (WORKERS - 1) + [201]
        assert statuses == expected, results
    reg, version = events.registration(event_id, "Bo")
    assert version.version == ROUNDS * WORKERS
