"""Events for tournament organizers: API keys, registration, replacement with history,
deadline and lock (409), player access by token, reports as JSON and CSV.

Every test writes into its own temporary SQLite database with the migrations run; the
card data comes read-only from the shared test database."""
from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import json

import pytest
from sqlalchemy import func, select
from test_api_helpers import KINGSMOOT, OOTB, error_of, make_app, need_rules, read_sample

from api.extensions import event_service
from card_db import events as store
from deckcheck.services import events as event_rules
from card_db.database import get_engine, upgrade

FUTURE = "2099-06-01T09:00:00+02:00"


@pytest.fixture
def keys(events_url):
    engine = get_engine(events_url)
    return {name: event_service(engine).create_api_key(name)[1] for name in ("organizer", "other")}


@pytest.fixture
def client(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create_event(client, key, **extra):
    body = {"name": "Kingsmoot 2017", "game": "agot", "deadline": FUTURE, **extra}
    r = client.post("/api/v1/events", json=body, headers=auth(key))
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def test_full_flow_register_replace_fetch_report(client, keys):
    key = keys["organizer"]
    event = create_event(client, key, as_of="2017-06-01")
    assert event["format"] == "joust" and event["open"] is True and event["players"] == 0
    assert event["deadline"] == "2099-06-01T07:00:00Z"

    o8d = read_sample(KINGSMOOT)
    first = client.post(f"/api/v1/events/{event['id']}/registrations",
                        json={"player": "Ann Example", "decklist": o8d}, headers=auth(key))
    assert first.status_code == 201
    reg = first.get_json()
    assert reg["version"] == 1 and reg["valid"] is True and reg["source_format"] == "octgn"
    assert reg["submitted"] == o8d
    assert reg["deck"]["format"] == "joust" and reg["deck"]["as_of"] == "2017-06-01"
    canonical = json.dumps(reg["deck"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert reg["sha256"] == hashlib.sha256(canonical.encode()).hexdigest()
    token = reg["player_token"]

    bad = {"game": "agot", "faction": "baratheon", "cards": {"01027": 1, "01001": 1}}
    second = client.post(f"/api/v1/events/{event['id']}/registrations?lang=de",
                         json={"player": "  ann   EXAMPLE ", "deck": bad}, headers=auth(key))
    assert second.status_code == 200
    replaced = second.get_json()
    assert replaced["version"] == 2 and replaced["valid"] is False and "player_token" not in replaced
    assert replaced["player"] == "Ann Example"
    assert json.loads(replaced["submitted"]) == bad
    assert "Strategiestapel" in json.dumps(replaced["verdict"], ensure_ascii=False)

    mine = client.get(f"/api/v1/events/{event['public_id']}/registrations/Ann Example",
                      headers={"X-Player-Token": token})
    assert mine.status_code == 200
    body = mine.get_json()
    assert body["version"] == 2 and body["sha256"] == replaced["sha256"]
    assert [(h["version"], h["valid"], h["sha256"]) for h in body["history"]] == [
        (1, True, reg["sha256"]), (2, False, replaced["sha256"])]
    same = client.get(f"/api/v1/events/{event['public_id']}/registrations/ann example?token={token}")
    assert same.status_code == 200

    client.post(f"/api/v1/events/{event['id']}/registrations",
                json={"player": "Bo", "decklist": read_sample(OOTB[0])}, headers=auth(key))
    report = client.get(f"/api/v1/events/{event['id']}/report", headers=auth(key)).get_json()
    assert report["summary"] == {"players": 2, "valid": 0, "invalid": 2}
    assert [p["player"] for p in report["players"]] == ["Ann Example", "Bo"]
    ann = report["players"][0]
    assert ann["version"] == 2 and {v["code"] for v in ann["violations"]} >= {"AGOT_PLOT_DECK_SIZE"}

    r = client.get(f"/api/v1/events/{event['id']}/report.csv?lang=pl", headers=auth(key))
    assert r.status_code == 200 and r.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(r.get_data(as_text=True))))
    assert [row["player"] for row in rows] == ["Ann Example", "Bo"]
    assert rows[0]["valid"] == "no" and "AGOT_PLOT_DECK_SIZE" in rows[0]["violation_codes"]
    assert rows[0]["sha256"] == replaced["sha256"]
    assert client.get(f"/api/v1/events/{event['public_id']}").get_json()["players"] == 2
    assert client.get(f"/api/v1/events/{event['id']}", headers=auth(key)).get_json()["players"] == 2
    assert client.get(f"/api/v1/events/{event['id']}").status_code == 404      # numbers are not for everyone


def test_lock_makes_decklists_immutable(client, keys):
    key = keys["organizer"]
    event = create_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    client.post(f"{url}/registrations", json={"player": "Ann", "decklist": read_sample(KINGSMOOT)},
                headers=auth(key))
    locked = client.post(f"{url}/lock", headers=auth(key)).get_json()
    assert locked["open"] is False and locked["locked_at"]
    for player in ("Ann", "Newcomer"):
        r = client.post(f"{url}/registrations", json={"player": player, "decklist": read_sample(OOTB[1])},
                        headers=auth(key))
        assert r.status_code == 409 and error_of(r)["code"] == "EVENT_CLOSED"
    assert client.post(f"{url}/lock", headers=auth(key)).get_json()["locked_at"] == locked["locked_at"]
    report = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert [p["version"] for p in report["players"]] == [1]


def test_deadline_closes_registration(client, keys, monkeypatch):
    key = keys["organizer"]
    event = create_event(client, key, deadline="2099-01-01T00:00:00Z")
    url = f"/api/v1/events/{event['id']}/registrations"
    assert client.post(url, json={"player": "Ann", "decklist": read_sample(KINGSMOOT)},
                       headers=auth(key)).status_code == 201
    later = dt.datetime(2099, 1, 1, 0, 0, 1, tzinfo=dt.UTC)
    monkeypatch.setattr(event_rules, "utcnow", lambda: later)
    r = client.post(url, json={"player": "Ann", "decklist": read_sample(OOTB[0])}, headers=auth(key))
    assert r.status_code == 409 and "deadline" in error_of(r)["message"]
    assert client.get(f"/api/v1/events/{event['public_id']}").get_json()["open"] is False


def test_store_refuses_after_deadline_inside_the_transaction(events_url):
    events = event_service(get_engine(events_url))
    owner, _ = events.create_api_key("o")
    event = events.create_event(owner, name="e", game="agot", format="joust",
                                deadline=dt.datetime(2030, 1, 1, tzinfo=dt.UTC))
    sub = event_rules.Submission("x", "text", {"cards": {}}, "0" * 64, False, {"en": {}}, [])
    with pytest.raises(event_rules.EventClosed):
        events.register(event.id, "p", sub, now=dt.datetime(2030, 1, 2, tzinfo=dt.UTC))


def test_a_failed_write_leaves_nothing_behind(events_url):
    engine = get_engine(events_url)
    events = event_service(engine)
    owner, _ = events.create_api_key("o")
    event = events.create_event(owner, name="e", game="agot", format="joust",
                                deadline=dt.datetime(2099, 1, 1, tzinfo=dt.UTC))
    broken = event_rules.Submission("x", "text", {"cards": {}}, "0" * 64, False, {"en": {1, 2}}, [])
    from sqlalchemy.exc import StatementError

    with pytest.raises(StatementError):      # the verdict cannot be stored as JSON
        events.register(event.id, "p", broken)
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(store.Registration)).scalar() == 0
        assert conn.execute(select(func.count()).select_from(store.DecklistVersion)).scalar() == 0


def test_event_settings_are_checked(client, keys):
    key = keys["organizer"]
    cases = [({"game": "mtg"}, 422, "INVALID_REQUEST"), ({"format": "vintage"}, 422, "UNKNOWN_FORMAT"),
             ({"list": "nope"}, 422, "UNKNOWN_LIST"), ({"deadline": "2099-01-01T10:00:00"}, 422, "INVALID_REQUEST"),
             ({"deadline": "2001-01-01T10:00:00Z"}, 422, "DEADLINE_PASSED"), ({"name": ""}, 422, "INVALID_REQUEST"),
             ({"as_of": "soon"}, 422, "INVALID_REQUEST")]
    for extra, status, code in cases:
        body = {"name": "x", "game": "agot", "deadline": FUTURE, **extra}
        r = client.post("/api/v1/events", json=body, headers=auth(key))
        assert (r.status_code, error_of(r)["code"]) == (status, code), extra


def test_event_with_an_explicit_list_version(client, keys):
    key = keys["organizer"]
    event = create_event(client, key, list="ffg1.1", format="melee")
    assert event["list"] == "ffg1.1" and event["format"] == "melee"
    reg = client.post(f"/api/v1/events/{event['id']}/registrations",
                      json={"player": "Ann", "decklist": read_sample(KINGSMOOT)}, headers=auth(key)).get_json()
    assert [lv["id"] for lv in reg["verdict"]["lists"]] == ["ffg1.1"]
    assert reg["verdict"]["format"] == "melee"


def test_registration_mistakes(client, keys):
    key = keys["organizer"]
    event = create_event(client, key)
    url = f"/api/v1/events/{event['id']}/registrations"
    r = client.post(url, json={"player": "Ann", "deck": {"game": "whi", "cards": {"01116": 1}}}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "WRONG_GAME"
    r = client.post(url, json={"player": "Ann", "decklist": "3x Guest of Honor\n"}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "NO_CARDS_FOUND"
    r = client.post(url, json={"player": "Ann"}, headers=auth(key))
    assert r.status_code == 422
    r = client.post(url, json={"player": "", "decklist": "x"}, headers=auth(key))
    assert r.status_code == 422
    r = client.post(url, json={"player": "   ", "decklist": read_sample(KINGSMOOT)}, headers=auth(key))
    assert r.status_code == 422
    r = client.post(url, json={"player": "Ann", "deck": {"game": "agot", "cards": {"01001": -1}}}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_COUNT"
    r = client.post("/api/v1/events/999999/registrations", json={"player": "A", "decklist": "x"}, headers=auth(key))
    assert r.status_code == 404 and error_of(r)["code"] == "EVENT_NOT_FOUND"
    assert client.get("/api/v1/events/999999").status_code == 404
    assert client.get("/api/v1/events/abc").status_code == 404


def test_api_keys_and_ownership(client, keys, events_url):
    event = create_event(client, keys["organizer"])
    url = f"/api/v1/events/{event['id']}"
    body = {"player": "Ann", "decklist": read_sample(KINGSMOOT)}
    r = client.post("/api/v1/events", json={"name": "x", "game": "agot", "deadline": FUTURE})
    assert r.status_code == 401 and error_of(r)["code"] == "API_KEY_REQUIRED"
    r = client.post(f"{url}/registrations", json=body, headers=auth("dck_not-a-key"))
    assert r.status_code == 401 and error_of(r)["code"] == "INVALID_API_KEY"
    for method, path in (("post", f"{url}/registrations"), ("post", f"{url}/lock"), ("get", f"{url}/report"),
                         ("get", f"{url}/report.csv")):
        r = getattr(client, method)(path, json=body if method == "post" else None,
                                    headers={"X-API-Key": keys["other"]})
        assert r.status_code == 404 and error_of(r)["code"] == "EVENT_NOT_FOUND", path   # no hint it exists
    engine = get_engine(events_url)
    victim = next(k for k in event_service(engine).list_api_keys() if k.name == "organizer")
    assert event_service(engine).revoke_api_key(victim.id) is True
    r = client.post(f"{url}/lock", headers=auth(keys["organizer"]))
    assert r.status_code == 401 and error_of(r)["code"] == "INVALID_API_KEY"
    rows = event_service(engine).list_api_keys()
    assert all(len(k.key_hash) == 64 and keys["organizer"] not in k.key_hash for k in rows)


def test_player_access_needs_the_right_token(client, keys):
    key = keys["organizer"]
    event = create_event(client, key)
    url = f"/api/v1/events/{event['id']}/registrations"
    public = f"/api/v1/events/{event['public_id']}/registrations"
    ann = client.post(url, json={"player": "Ann", "decklist": read_sample(KINGSMOOT)}, headers=auth(key)).get_json()
    bo = client.post(url, json={"player": "Bo", "decklist": read_sample(OOTB[0])}, headers=auth(key)).get_json()
    r = client.get(f"{public}/Ann")
    assert r.status_code == 401 and error_of(r)["code"] == "PLAYER_TOKEN_REQUIRED"
    r = client.get(f"{public}/Ann", headers={"X-Player-Token": bo["player_token"]})
    assert r.status_code == 403 and error_of(r)["code"] == "INVALID_PLAYER_TOKEN"
    r = client.get(f"{url}/Ann", headers={"X-Player-Token": ann["player_token"]})
    assert r.status_code == 404                     # the number is the organizer's, not the player's
    r = client.get(f"{public}/Nobody", headers={"X-Player-Token": ann["player_token"]})
    assert r.status_code == 403                     # no hint whether the player exists
    assert client.get(f"{url}/Ann", headers=auth(key)).status_code == 200
    r = client.get(f"{url}/Nobody", headers=auth(key))
    assert r.status_code == 404 and error_of(r)["code"] == "REGISTRATION_NOT_FOUND"
    r = client.get(f"{url}/Ann", headers={**auth(keys["other"])})
    assert r.status_code == 404


def test_csv_cells_cannot_run_formulas(client, keys):
    key = keys["organizer"]
    event = create_event(client, key)
    client.post(f"/api/v1/events/{event['id']}/registrations",
                json={"player": "=HYPERLINK(\"http://x\")", "decklist": read_sample(KINGSMOOT)}, headers=auth(key))
    text = client.get(f"/api/v1/events/{event['id']}/report.csv", headers=auth(key)).get_data(as_text=True)
    (row,) = list(csv.DictReader(io.StringIO(text)))
    assert row["player"].startswith("'=")


def test_migration_0002_downgrades_and_upgrades(tmp_path):
    from alembic import command
    from sqlalchemy import inspect

    from card_db.database import alembic_config

    url = f"sqlite:///{tmp_path / 'm.sqlite'}"
    upgrade(url)
    tables = set(inspect(get_engine(url)).get_table_names())
    assert {"api_key", "event", "event_registration", "event_decklist"} <= tables
    command.downgrade(alembic_config(url), "0001")
    get_engine(url).dispose()
    assert "event" not in set(inspect(get_engine(url)).get_table_names())
    upgrade(url)
    assert "event_decklist" in set(inspect(get_engine(url)).get_table_names())
    get_engine(url).dispose()


def test_events_without_the_schema_answer_503(all_db, tmp_path):
    need_rules("agot")
    url = f"sqlite:///{tmp_path / 'old.sqlite'}"
    from alembic import command

    from card_db.database import alembic_config

    command.upgrade(alembic_config(url), "0001")
    client = make_app(all_db, url).test_client()
    r = client.get("/api/v1/events/1")
    assert r.status_code == 503 and error_of(r)["code"] == "EVENTS_UNAVAILABLE"
    get_engine(url).dispose()


def test_deadline_out_of_range_is_a_422_not_a_500(client, keys):
    # found by a long schemathesis run: year 1 with a positive offset has no UTC equivalent
    r = client.post("/api/v1/events", json={"name": "x", "game": "agot", "deadline": "0001-01-01T00:00:00+01:00"},
                    headers=auth(keys["organizer"]))
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "INVALID_DEADLINE"


def test_unpaired_surrogates_are_malformed_json_not_a_500(client, keys):
    """"\\ud800" is valid JSON syntax but no UTF-8 text: hashing or storing it used to be a 500."""
    key = keys["organizer"]
    r = client.post("/api/v1/events", json={"name": "\ud800", "game": "agot", "deadline": FUTURE},
                    headers=auth(key))
    assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON"
    event = create_event(client, key)
    deck = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
    for body in ({"player": "\udfff", "deck": deck}, {"player": "Ann", "deck": {**deck, "faction": "\ud800"}},
                 {"player": "Ann", "deck": {**deck, "cards": {"\ud83d": 1}}},
                 {"player": "Ann", "deck": [[[{"name": "\ud800"}]]]}):
        r = client.post(f"/api/v1/events/{event['id']}/registrations", json=body, headers=auth(key))
        assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON", body
    # a paired surrogate (an emoji written as two escapes) is ordinary text
    r = client.post(f"/api/v1/events/{event['id']}/registrations", json={"player": "Ann \ud83d\udca5", "deck": deck},
                    headers=auth(key))
    assert r.status_code == 201 and r.get_json()["player"] == "Ann 💥"
    r = client.post("/api/v1/decklists/export", json={"deck": {**deck, "format": "\ud800"}})
    assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON"
    # the same escape inside a JSON decklist sent as text (the API and the player's page)
    text = '{"game": "agot", "faction": "\\ud800stark", "cards": {"01027": 1}}'
    r = client.post(f"/api/v1/events/{event['id']}/registrations", json={"player": "Bo", "decklist": text},
                    headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_FIELD"      # the deck reader refuses it
    r = client.post("/api/v1/validate", json={"decklist": text})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_FIELD"

