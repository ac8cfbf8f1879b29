"""Hostile clients against registrations and the organizer's session (issue 14).

- Simultaneous first submissions of one new player name on the web form: exactly one
  registers (and gets the token), every other one is refused for want of the token; the
  token check happens in the registration's own transaction. Simultaneous replacements
  (with the token, or by the organizer through the API) all succeed, never a 409 that
  says the open event is closed.
- The organizer's session lives on the server: the cookie holds a random session id and
  nothing else, the API key is nowhere in it or in the stored session, signing in gives a
  new id, signing out deletes the stored session (a copy of the old cookie opens nothing),
  sessions expire, the store stays bounded, and the cookie's Secure / SameSite follow
  the settings and HTTPS.

Every test that touches a database runs on SQLite and, with DECKCHECK_TEST_POSTGRES=1, on
PostgreSQL.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import re
import threading

import pytest
from test_api_helpers import make_app, need_rules
from test_decklists_plaintext import THRONESDB_EXPORT

from api.extensions import event_service
from card_db.database import get_engine, upgrade
from card_db.web_sessions import DatabaseWebSessionStore, WebSession

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


def new_event(events, owner):
    return events.create_event(owner, name="Race Joust", game="agot", format="joust",
                               deadline=dt.datetime(2099, 1, 1, tzinfo=dt.UTC), as_of=dt.date(2017, 6, 1))


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


def page_submit(client, event_id: str, token: str, player: str, player_token: str = ""):
    def call():
        r = client.post(f"/events/{event_id}/submit", data={"player": player, "decklist": THRONESDB_EXPORT,
                                                           "csrf": token, "token": player_token})
        found = re.search(r'id="player-token">([^<]+)<', r.get_data(as_text=True))
        return r.status_code, found.group(1) if found else None
    return call


# -- defect 5: registration race ------------------------------------------------------------------
def test_simultaneous_first_submissions_of_one_name_register_once(app, events, organizer):
    event = new_event(events, organizer[0])
    event_id, public = event.id, event.public_id      # the service's number, the pages' public id
    clients = [app.test_client() for _ in range(WORKERS)]
    tokens = [csrf(c, f"/events/{public}/submit") for c in clients]
    for round_ in range(ROUNDS):
        player = f"Racer {round_}"
        results = all_at_once([page_submit(c, public, t, player) for c, t in zip(clients, tokens, strict=True)])
        statuses = sorted(status for status, _ in results)
        assert statuses == [201] + [403] * (WORKERS - 1), results
        reg, version = events.registration(event_id, player)
        assert version.version == 1 and len(events.history(reg.id)) == 1
        winner = next(token for status, token in results if status == 201)
        assert events.token_matches(reg, winner)


def test_simultaneous_replacements_with_the_token_all_succeed(app, events, organizer):
    event = new_event(events, organizer[0])
    event_id, public = event.id, event.public_id      # the service's number, the pages' public id
    clients = [app.test_client() for _ in range(WORKERS)]
    tokens = [csrf(c, f"/events/{public}/submit") for c in clients]
    status, player_token = page_submit(clients[0], public, tokens[0], "Ann")()
    assert status == 201 and player_token
    for _ in range(ROUNDS):
        results = all_at_once([page_submit(c, public, t, "Ann", player_token) for c, t in zip(clients, tokens, strict=True)])
        assert [status for status, _ in results] == [200] * WORKERS, results
    reg, version = events.registration(event_id, "Ann")
    assert version.version == 1 + ROUNDS * WORKERS
    assert [v.version for v in events.history(reg.id)] == list(range(1, 2 + ROUNDS * WORKERS))


def test_simultaneous_api_registrations_by_the_organizer(app, events, organizer):
    event_id = new_event(events, organizer[0]).id
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


# -- defect 6: the organizer's session ----------------------------------------------------------
COOKIE = "session"


def login(client, api_key: str) -> None:
    r = client.post("/events/login", data={"api_key": api_key, "csrf": csrf(client, "/events")})
    assert r.status_code == 303, r.status_code


def cookie_of(client) -> str | None:
    found = client.get_cookie(COOKIE)
    return found.value if found else None


def stored_rows(db_url) -> list[WebSession]:
    from sqlmodel import Session, select

    with Session(get_engine(db_url)) as s:
        return list(s.exec(select(WebSession)))


def test_the_cookie_holds_only_a_session_id_and_no_api_key(app, db_url, organizer):
    key, api_key = organizer
    client = app.test_client()
    login(client, api_key)
    sid = cookie_of(client)
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", sid)                 # 32 random bytes, nothing else
    assert api_key not in sid and "." not in sid                  # not Flask's signed data
    rows = stored_rows(db_url)
    assert [r.id for r in rows] == [hashlib.sha256(sid.encode()).hexdigest()]   # stored hashed
    assert rows[0].data["organizer"] == key.id
    assert api_key not in repr(rows[0].data) and key.key_hash not in repr(rows[0].data)


def test_a_cookie_copied_before_sign_out_no_longer_works(app, events, organizer):
    key, api_key = organizer
    event_id = new_event(events, key).id
    client = app.test_client()
    login(client, api_key)
    copied = cookie_of(client)
    assert client.get(f"/events/{event_id}/report.csv").status_code == 200
    thief = app.test_client()
    thief.set_cookie(COOKIE, copied)
    assert thief.get(f"/events/{event_id}/report.csv").status_code == 200    # the same session
    r = client.post("/events/logout", data={"csrf": csrf(client, "/events")})
    assert r.status_code == 303
    assert client.get(f"/events/{event_id}/report.csv").status_code == 401
    thief.set_cookie(COOKIE, copied)
    assert thief.get(f"/events/{event_id}/report.csv").status_code == 401    # deleted on the server
    assert thief.post(f"/events/{event_id}/lock", data={"csrf": "x"}).status_code == 400
    assert events.event(event_id).locked_at is None


def test_signing_in_gives_a_new_session_id(app, db_url, organizer):
    client = app.test_client()
    client.get("/events?lang=de")
    assert cookie_of(client) is None                              # reading pages makes no session
    before = "p" * 43
    client.set_cookie(COOKIE, before)                             # an id planted by someone else
    login(client, organizer[1])
    after = cookie_of(client)
    assert after != before                                        # a planted id is worth nothing
    assert [r.id for r in stored_rows(db_url)] == [hashlib.sha256(after.encode()).hexdigest()]
    planted = app.test_client()
    planted.set_cookie(COOKIE, before)
    assert "Sign out" not in planted.get("/events?lang=en").get_data(as_text=True)
    # the language chosen before signing in is kept (and the form token still works)
    page = client.get("/events").get_data(as_text=True)
    assert 'lang="de"' in page
    r = client.post("/events/logout", data={"csrf": csrf(client, "/events")})
    assert r.status_code == 303 and 'lang="de"' in client.get("/events").get_data(as_text=True)


def test_language_and_form_token_live_in_cookies_not_in_a_server_session(app, db_url):
    client = app.test_client()
    assert 'lang="pl"' in client.get("/?lang=pl").get_data(as_text=True)
    assert 'lang="pl"' in client.get("/cards").get_data(as_text=True)          # remembered
    r = client.post("/events/login", data={"api_key": "dck_wrong", "csrf": "forged"})
    assert r.status_code == 400                                   # no form token, no form
    r = client.post("/events/login", data={"api_key": "dck_wrong", "csrf": csrf(client, "/events")})
    assert r.status_code == 401
    assert cookie_of(client) is None and stored_rows(db_url) == []
    other = app.test_client()                                     # another browser's token is not ours
    r = other.post("/events/login", data={"api_key": "dck_wrong", "csrf": csrf(client, "/events")})
    assert r.status_code == 400


def test_anonymous_traffic_makes_no_session_and_evicts_none(app_with, db_url, organizer):
    """Issue 41 item 7: 118k anonymous GETs made 103k sessions and pushed out an organizer's."""
    app = app_with({"DECKCHECK_SESSION_MAX": "3"})
    signed_in = app.test_client()
    login(signed_in, organizer[1])
    for i in range(20):
        visitor = app.test_client()
        for path in ("/events", f"/events?lang={('de', 'pl', 'en')[i % 3]}", "/cards", "/"):
            assert visitor.get(path).status_code == 200
        r = visitor.post("/events/login", data={"api_key": "dck_wrong", "csrf": csrf(visitor, "/events")})
        assert r.status_code == 401
        assert cookie_of(visitor) is None
    assert len(stored_rows(db_url)) == 1
    assert "Sign out" in signed_in.get("/events?lang=en").get_data(as_text=True)


def test_a_revoked_key_ends_the_signed_in_session(app, events, organizer):
    key, api_key = organizer
    client = app.test_client()
    login(client, api_key)
    assert "Sign out" in client.get("/events?lang=en").get_data(as_text=True)
    events.revoke_api_key(key.id)
    assert "Sign out" not in client.get("/events?lang=en").get_data(as_text=True)


def test_a_revoked_key_stops_at_once_on_every_worker(app_with, events, organizer):
    """Issue 40 item 3: two apps over one database stand for two gunicorn workers; the key
    is revoked while both hold a signed-in page session and have verified it for the API."""
    key, api_key = organizer
    event_id = new_event(events, key).id
    workers = [app_with(), app_with()]
    pages = [worker.test_client() for worker in workers]
    for client in pages:
        login(client, api_key)
    report = f"/api/v1/events/{event_id}/report"
    for worker, client in zip(workers, pages, strict=True):
        assert worker.test_client().get(report, headers={"Authorization": f"Bearer {api_key}"}).status_code == 200
        assert client.get(f"/events/{event_id}/report.csv").status_code == 200
    events.revoke_api_key(key.id)
    for worker, client in zip(workers, pages, strict=True):
        assert worker.test_client().get(report, headers={"Authorization": f"Bearer {api_key}"}).status_code == 401
        assert client.get(f"/events/{event_id}/report.csv").status_code == 401
        assert "Sign out" not in client.get("/events?lang=en").get_data(as_text=True)
        r = client.post(f"/events/{event_id}/lock", data={"csrf": csrf(client, "/events")})
        assert r.status_code == 401
    assert events.event(event_id).locked_at is None


def test_an_old_signed_cookie_with_the_api_key_grants_nothing(app, events, organizer):
    """The cookies Flask signed before (``{"api_key": ...}``) are no session any more."""
    from flask.sessions import SecureCookieSessionInterface

    key, api_key = organizer
    event_id = new_event(events, key).id
    old = SecureCookieSessionInterface().get_signing_serializer(app).dumps({"api_key": api_key})
    client = app.test_client()
    client.set_cookie(COOKIE, old)
    assert client.get(f"/events/{event_id}/report.csv").status_code == 401


class Clock:
    def __init__(self):
        self.now = dt.datetime(2030, 1, 1, 12, 0, tzinfo=dt.UTC)

    def __call__(self):
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


def test_sessions_expire(app, events, organizer):
    key, api_key = organizer
    event_id = new_event(events, key).id
    store = app.extensions["web_sessions"]
    store.clock = clock = Clock()
    lifetime = app.permanent_session_lifetime.total_seconds()
    assert lifetime == 12 * 3600
    client = app.test_client()
    login(client, api_key)
    cookie = client.get_cookie(COOKIE)
    assert cookie.expires is not None                             # the cookie expires with the session
    clock.advance(lifetime - 60)
    assert client.get(f"/events/{event_id}/report.csv").status_code == 200
    clock.advance(120)
    assert client.get(f"/events/{event_id}/report.csv").status_code == 401


def test_the_store_expires_and_bounds_its_rows(db_url):
    clock = Clock()
    store = DatabaseWebSessionStore(get_engine(db_url), max_sessions=5, prune_every=0, clock=clock)
    store.set("a" * 43, {"lang": "de"}, ttl=60)
    assert store.get("a" * 43) == {"lang": "de"} and store.get("b" * 43) is None
    store.set("a" * 43, {"lang": "pl"}, ttl=60)                   # the same session, rewritten
    assert store.get("a" * 43) == {"lang": "pl"} and store.count() == 1
    clock.advance(61)
    assert store.get("a" * 43) is None and store.count() == 0     # expired: never read again
    for i in range(20):                                           # a flood of new sessions
        clock.advance(1)
        store.set(f"s{i:02d}", {"n": i}, ttl=60)
    assert store.count() <= 5 and len(stored_rows(db_url)) <= 5   # expired row gone, the bound holds
    assert store.get("s19") == {"n": 19} and store.get("s00") is None
    assert store.delete("s19") is True and store.get("s19") is None and store.delete("s19") is False
    assert store.get("") is None and store.get("x" * 10_000) is None


def test_the_api_and_probes_never_read_the_session_store(app, organizer):
    class Broken:
        def get(self, key):
            raise RuntimeError("database down")

        set = delete = get

    client = app.test_client()
    login(client, organizer[1])
    app.session_interface.cache.store = Broken()
    assert client.get("/api/v1/games").status_code == 200
    assert client.get("/healthz").status_code == 200
    assert client.get("/cards?lang=en").status_code == 200        # a page without its session still answers


# -- cookie flags ---------------------------------------------------------------------------------
def set_cookie_header(response) -> str:
    """The session cookie's header, else the form token's (an anonymous page sets only that
    one, with the same flags)."""
    found = [h for h in response.headers.getlist("Set-Cookie") if h.startswith((COOKIE + "=", "form_token="))]
    assert found, response.headers
    return found[-1]


def flags_for(app, **request_kwargs) -> str:
    return set_cookie_header(app.test_client().get("/events", **request_kwargs)).lower()


def test_cookie_flags_by_default_follow_https(app):
    plain = flags_for(app)
    assert "httponly" in plain and "samesite=lax" in plain and "secure" not in plain.replace("samesite", "")
    over_https = flags_for(app, base_url="https://localhost")
    assert "; secure" in over_https and "samesite=lax" in over_https


@pytest.fixture
def app_with(all_db, db_url, monkeypatch):
    def build(env=None, **config):
        for name, value in (env or {}).items():
            monkeypatch.setenv(name, value)
        return make_app(all_db, db_url, SECRET_KEY="test-secret", **config)
    return build


def test_cookie_flags_from_the_environment(app_with):
    forwarded = {"headers": {"X-Forwarded-Proto": "https"}}
    behind_proxy = app_with({"DECKCHECK_TRUSTED_PROXIES": "1"})
    assert "; secure" in flags_for(behind_proxy, **forwarded)      # ProxyFix: X-Forwarded-Proto
    assert "; secure" not in flags_for(behind_proxy)
    assert "; secure" in flags_for(app_with({"DECKCHECK_HTTPS": "1"}))
    assert "; secure" in flags_for(app_with(PREFERRED_URL_SCHEME="https"))
    forced_off = app_with({"SESSION_COOKIE_SECURE": "0"})
    assert "; secure" not in flags_for(forced_off, base_url="https://localhost")
    strict = flags_for(app_with({"SESSION_COOKIE_SECURE": "1", "SESSION_COOKIE_SAMESITE": "strict"}))
    assert "; secure" in strict and "samesite=strict" in strict
    cross_site = flags_for(app_with({"SESSION_COOKIE_SAMESITE": "None", "SESSION_COOKIE_SECURE": "0"}))
    assert "samesite=none" in cross_site and "; secure" in cross_site     # browsers demand it
    short = app_with({"DECKCHECK_SESSION_LIFETIME": "600", "DECKCHECK_SESSION_MAX": "50"})
    assert short.permanent_session_lifetime.total_seconds() == 600
    assert short.extensions["web_sessions"].max_sessions == 50
    with pytest.raises(ValueError):
        app_with({"SESSION_COOKIE_SAMESITE": "sometimes"})
    with pytest.raises(ValueError):
        app_with({"SESSION_COOKIE_SECURE": "maybe"})
