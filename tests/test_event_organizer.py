"""Issue 35, the organizer's desk through the API: the key's events (paged), an event edited
before the lock, a registration withdrawn, public ids, house lists that say what they are,
consent across versions, decklists changed after publication. Real decks (the Kingsmoot
winner, OOTB lists); SQLite, and PostgreSQL too when asked for (DECKCHECK_TEST_POSTGRES=1)."""
from __future__ import annotations

import csv
import io

import pytest
from test_api_helpers import KINGSMOOT, OOTB, error_of, make_app, need_rules, read_sample
from test_web_pages import any_events_url  # noqa: F401  (the fixture)

import restricted_lists
from api.extensions import event_service
from card_db.database import get_engine, upgrade

FUTURE = "2099-06-01T09:00:00+02:00"
REOPEN_UNTIL = "2099-07-01T12:00:00Z"
HUGE_IDS = (2 ** 31, 2 ** 31 + 7, 2 ** 63, 10 ** 30)
# the Kingsmoot deck runs three copies of 01047; written bare, as organizers do
BARE_IDS_LIST = """versions:
  - code: anything
    format: joust
    name: Standard v1.1
    issuer: Global Operations Team (G.O.T.)
    effective: 2017-06-01
    source: players' meeting
    restricted: [01045]
    banned: [01047]
"""


@pytest.fixture
def db_url(any_events_url):  # noqa: F811  (the fixture imported above)
    return any_events_url         # SQLite, and PostgreSQL when asked for


@pytest.fixture
def keys(db_url):
    engine = get_engine(db_url)
    return {name: event_service(engine).create_api_key(name)[1] for name in ("Kingsmoot desk", "other")}


@pytest.fixture
def client(all_db, db_url):
    need_rules("agot")
    app = make_app(all_db, db_url)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def new_event(client, key, name="Kingsmoot 2017", **extra):
    body = {"name": name, "game": "agot", "deadline": FUTURE, "as_of": "2017-06-01", **extra}
    r = client.post("/api/v1/events", json=body, headers=auth(key))
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def register(client, key, event, player, path, **extra):
    r = client.post(f"/api/v1/events/{event['id']}/registrations",
                    json={"player": player, "decklist": read_sample(path), **extra}, headers=auth(key))
    assert r.status_code in (200, 201), r.get_json()
    return r.get_json()


def test_the_keys_events_newest_first_and_paged(client, keys):
    key = keys["Kingsmoot desk"]
    made = [new_event(client, key, name=f"Joust {n}") for n in range(5)]
    new_event(client, keys["other"], name="Someone else's")
    r = client.get("/api/v1/events?per_page=2", headers=auth(key))
    assert r.status_code == 200
    body = r.get_json()
    assert body["total"] == 5 and body["page"] == 1 and body["per_page"] == 2
    assert [e["name"] for e in body["events"]] == ["Joust 4", "Joust 3"]
    last = client.get("/api/v1/events?per_page=2&page=3", headers=auth(key)).get_json()
    assert [e["id"] for e in last["events"]] == [made[0]["id"]]
    assert client.get("/api/v1/events?page=99", headers=auth(key)).get_json()["events"] == []
    assert [e["name"] for e in client.get("/api/v1/events", headers=auth(keys["other"])).get_json()["events"]] == \
        ["Someone else's"]
    assert client.get("/api/v1/events").status_code == 401
    for query in ("page=0", "per_page=0", "per_page=101", f"page={2 ** 40}", "page=x"):
        assert client.get(f"/api/v1/events?{query}", headers=auth(key)).status_code == 422, query


def test_edit_before_the_lock_audited_and_refused_after(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    register(client, key, event, "Ann", KINGSMOOT)
    r = client.patch(url, json={"name": "Kingsmoot 2017 (Day 2)", "deadline": "2099-06-02T18:00:00+01:00"},
                     headers=auth(key))
    assert r.status_code == 200, r.get_json()
    changed = r.get_json()
    assert changed["name"] == "Kingsmoot 2017 (Day 2)" and changed["deadline"] == "2099-06-02T17:00:00Z"
    assert changed["utc_offset"] == "+01:00" and changed["deadline_local"] == "2099-06-02T18:00:00+01:00"
    # a time zone alone: the deadline keeps its clock time
    zoned = client.patch(url, json={"utc_offset": "+05:30"}, headers=auth(key)).get_json()
    assert zoned["deadline_local"] == "2099-06-02T18:00:00+05:30" and zoned["deadline"] == "2099-06-02T12:30:00Z"
    # a new format checks the registered list again; strict reading too
    melee = client.patch(url, json={"format": "melee", "strict": True}, headers=auth(key)).get_json()
    assert melee["format"] == "melee" and melee["strict"] is True
    report = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert report["event"]["format"] == "melee" and report["players"][0]["player"] == "Ann"
    entries = client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"]
    assert [e["action"] for e in entries] == ["event_updated"] * 3
    assert entries[0]["details"]["changes"]["name"] == {"old": "Kingsmoot 2017", "new": "Kingsmoot 2017 (Day 2)"}
    assert entries[0]["details"]["changes"]["deadline"] == {"old": "2099-06-01T07:00:00Z",
                                                            "new": "2099-06-02T17:00:00Z"}
    assert entries[1]["details"]["changes"]["utc_offset"] == {"old": "+01:00", "new": "+05:30"}
    assert entries[2]["details"]["changes"]["format"] == {"old": "joust", "new": "melee"}
    assert entries[2]["actor"] == "Kingsmoot desk"

    for body, code in (({"name": "   "}, "INVALID_REQUEST"), ({"deadline": "2001-01-01T00:00:00Z"}, "DEADLINE_PASSED"),
                       ({"format": "sealed"}, "UNKNOWN_FORMAT"), ({"utc_offset": "+25:00"}, "INVALID_REQUEST"),
                       ({"utc_offset": "Europe/Berlin"}, "INVALID_REQUEST")):
        r = client.patch(url, json=body, headers=auth(key))
        assert r.status_code == 422, (body, r.get_json())
        assert error_of(r)["code"] == code, body
    assert client.patch(url, json={"name": "x"}, headers=auth(keys["other"])).status_code == 404
    assert client.patch(url, json={"name": "x"}).status_code == 401

    assert client.post(f"{url}/lock", headers=auth(key)).status_code == 200
    r = client.patch(url, json={"name": "Too late"}, headers=auth(key))
    assert r.status_code == 409 and error_of(r)["code"] == "EVENT_SETTINGS_LOCKED"
    assert "can no longer change" in error_of(r)["message"]
    r = client.patch(f"{url}?lang=de", json={"name": "Too late"}, headers=auth(key))
    assert error_of(r)["message"] != r.get_json()["error"]["code"]


def test_withdraw_removes_the_player_everywhere_and_keeps_the_audit(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    fake = register(client, key, event, "Fake Ann", KINGSMOOT, publish_consent=True)
    register(client, key, event, "Bo", OOTB[0], publish_consent=True)
    assert client.post(f"{url}/lock", headers=auth(key)).status_code == 200
    assert client.post(f"{url}/publish", headers=auth(key)).status_code == 200

    r = client.delete(f"{url}/registrations/Fake%20Ann", json={}, headers=auth(key))
    assert r.status_code == 422
    assert client.delete(f"{url}/registrations/Fake%20Ann", json={"reason": "x"},
                         headers=auth(keys["other"])).status_code == 404
    r = client.delete(f"{url}/registrations/fake%20ann", json={"reason": "registered twice by mistake"},
                      headers=auth(key))
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["old_sha256"] == fake["sha256"] and r.get_json()["player"] == "Fake Ann"

    report = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert [p["player"] for p in report["players"]] == ["Bo"] and report["event"]["players"] == 1
    rows = list(csv.DictReader(io.StringIO(client.get(f"{url}/report.csv", headers=auth(key)).get_data(as_text=True))))
    assert [row["player"] for row in rows] == ["Bo"]
    published = client.get(f"/api/v1/events/{event['public_id']}/decklists").get_json()
    assert [p["player"] for p in published["players"]] == ["Bo"]
    pick = client.post(f"{url}/picks", json={"round": 1, "n": 5, "seed": "r1"}, headers=auth(key)).get_json()
    assert pick["candidates"] == ["Bo"]
    entry = client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"][-1]
    assert (entry["action"], entry["actor"], entry["player"], entry["reason"], entry["old_sha256"]) == \
        ("withdrawn", "Kingsmoot desk", "Fake Ann", "registered twice by mistake", fake["sha256"])
    assert entry["at"] and "token_hash" not in entry["details"]

    r = client.get(f"/api/v1/events/{event['public_id']}/registrations/Fake%20Ann",
                   headers={"X-Player-Token": fake["player_token"]})
    assert r.status_code == 410 and error_of(r)["code"] == "REGISTRATION_WITHDRAWN"
    assert "withdrew" in error_of(r)["message"]
    r = client.get(f"/api/v1/events/{event['public_id']}/registrations/Fake%20Ann",
                   headers={"X-Player-Token": "dcp_someone-else"})
    assert r.status_code == 403                    # a wrong token learns nothing
    assert client.delete(f"{url}/registrations/Fake%20Ann", json={"reason": "again"},
                         headers=auth(key)).status_code == 404


def test_a_withdrawn_name_registers_again(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    register(client, key, event, "Ann", OOTB[0])
    client.delete(f"/api/v1/events/{event['id']}/registrations/Ann", json={"reason": "not Ann"}, headers=auth(key))
    again = register(client, key, event, "Ann", KINGSMOOT)
    assert again["version"] == 1 and again["player_token"]


def test_numbers_are_for_the_organizer_public_ids_for_everyone(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    assert len(event["public_id"]) == 16 and not event["public_id"].isdigit()
    assert client.get(f"/api/v1/events/{event['id']}").status_code == 404
    assert client.get(f"/api/v1/events/{event['public_id']}").get_json()["id"] == event["id"]
    assert client.get(f"/api/v1/events/{event['id']}", headers=auth(keys["other"])).status_code == 404
    assert client.get(f"/events/{event['id']}/submit").status_code == 404
    assert client.get(f"/events/{event['public_id']}/submit").status_code == 200
    # the organizer's calls take either
    assert client.get(f"/api/v1/events/{event['public_id']}/report", headers=auth(key)).status_code == 200
    assert client.get(f"/api/v1/events/{event['public_id']}/report", headers=auth(keys["other"])).status_code == 404
    assert client.get("/api/v1/events/AAAAAAAAAAAAAAAA/report", headers=auth(key)).status_code == 404


@pytest.mark.parametrize("event_id", HUGE_IDS)
def test_ids_past_sql_integers_are_404_on_every_new_path(client, keys, event_id):
    key = keys["Kingsmoot desk"]
    new_event(client, key)
    for method, path, body in (("patch", "", {"name": "x"}), ("delete", "/registrations/Ann", {"reason": "x"}),
                               ("get", "", None), ("get", "/registrations/Ann", None),
                               ("post", "/lock", None), ("get", "/decklists", None)):
        r = getattr(client, method)(f"/api/v1/events/{event_id}{path}", json=body, headers=auth(key))
        assert r.status_code == 404, (method, path, r.status_code)
    assert client.get(f"/events/{event_id}", headers=auth(key)).status_code == 404


def test_the_new_operations_are_in_the_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    paths = spec["paths"]
    assert "get" in paths["/api/v1/events"] and "post" in paths["/api/v1/events"]
    assert "patch" in paths["/api/v1/events/{event_id}"]
    assert "delete" in paths["/api/v1/events/{event_id}/registrations/{player}"]
    params = paths["/api/v1/events/{event_id}"]["parameters"]
    assert params[0]["schema"]["type"] == "string"


def test_bare_ids_in_a_house_list_stay_the_ids_they_were_written_as():
    rows = restricted_lists.loads(BARE_IDS_LIST)
    assert [(e["card_id"], e["kind"]) for e in rows[0]["entries"]] == [("01045", "restricted"), ("01047", "banned")]
    text = restricted_lists.dumps(rows)
    assert '- "01047"' in text and '- "01045"' in text
    assert restricted_lists.loads(text)[0]["entries"] == rows[0]["entries"]


def test_the_house_list_says_what_it_is_and_has_its_own_page(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    register(client, key, event, "Ann", KINGSMOOT)
    template = client.get(f"{url}/lists/template", headers=auth(key)).get_data(as_text=True)
    assert "name: Kingsmoot 2017 house list, based on FFG FAQ v1.1" in template   # the list of 2017-06-01
    assert "issuer: Kingsmoot desk" in template and f"code: house-{event['public_id']}" in template
    upload = client.post(f"{url}/lists", json={"yaml": BARE_IDS_LIST}, headers=auth(key))
    assert upload.status_code == 201, upload.get_json()
    up = upload.get_json()
    assert up["name"] == "Kingsmoot 2017 house list, based on Standard v1.1" and up["issuer"] == "Kingsmoot desk"
    r = client.post(f"{url}/list-change", json={"upload": up["id"]}, headers=auth(key))
    assert r.status_code == 200
    row = r.get_json()["players"][0]
    assert row["after"] is False and [v["code"] for v in row["new_violations"]] == ["AGOT_BANNED"]
    verdict = client.get(f"{url}/registrations/Ann", headers=auth(key)).get_json()["verdict"]
    lists = verdict["lists"]
    assert lists[0]["name"] == "Kingsmoot 2017 house list, based on Standard v1.1"
    assert lists[0]["issuer"] == "Kingsmoot desk" and "G.O.T." not in str(lists)
    page = client.get(f"/lists/agot/joust/{lists[0]['id']}?lang=en")
    assert page.status_code == 200 and "Kingsmoot 2017 house list" in page.get_data(as_text=True)
    assert client.get("/lists/agot/joust/house-AAAAAAAAAAAAAAAA").status_code == 404


def test_consent_stays_across_versions_unless_changed(client, keys):
    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    first = register(client, key, event, "Ann", OOTB[0], publish_consent=True)
    assert first["publish_consent"] is True
    assert register(client, key, event, "Ann", KINGSMOOT)["publish_consent"] is True      # not stated: kept
    assert register(client, key, event, "Ann", KINGSMOOT, publish_consent=False)["publish_consent"] is False
    client.post(f"{url}/lock", headers=auth(key))
    client.post(f"{url}/publish", headers=auth(key))
    published = client.get(f"/api/v1/events/{event['public_id']}/decklists").get_json()
    assert published["players"] == [{"player": "Ann", "published": False}]


def test_a_list_changed_after_publication_is_marked_with_its_history(client, keys, monkeypatch):
    import datetime as dt

    from deckcheck.services import events as event_rules

    key = keys["Kingsmoot desk"]
    event = new_event(client, key)
    url = f"/api/v1/events/{event['id']}"
    first = register(client, key, event, "Ann", OOTB[0], publish_consent=True)
    register(client, key, event, "Bo", OOTB[1], publish_consent=True)
    client.post(f"{url}/lock", headers=auth(key))
    client.post(f"{url}/publish", headers=auth(key))
    public = f"/api/v1/events/{event['public_id']}/decklists"
    assert {p["changed_after_publication"] for p in client.get(public).get_json()["players"]} == {False}
    later = event_rules.utcnow() + dt.timedelta(minutes=5)       # times are kept to the second
    monkeypatch.setattr(event_rules, "utcnow", lambda: later)
    client.post(f"{url}/reopen", json={"player": "Ann", "until": REOPEN_UNTIL}, headers=auth(key))
    second = register(client, key, event, "Ann", KINGSMOOT, reason="sent the wrong file")
    ann = next(p for p in client.get(public).get_json()["players"] if p["player"] == "Ann")
    assert ann["changed_after_publication"] is True and ann["sha256"] == second["sha256"]
    assert [(v["version"], v["sha256"], v["after_publication"]) for v in ann["versions"]] == [
        (1, first["sha256"], False), (2, second["sha256"], True)]
    page = client.get(f"/events/{event['public_id']}/decklists?lang=de").get_data(as_text=True)
    assert "changed-history" in page


def test_an_event_takes_at_most_its_players(client, keys):
    """Item 7 of issue 35: a venue's size. The cap turns away new players only."""
    key = keys["Kingsmoot desk"]
    event = new_event(client, key, max_players=2)
    assert event["max_players"] == 2
    url = f"/api/v1/events/{event['id']}"
    register(client, key, event, "Ann", KINGSMOOT)
    register(client, key, event, "Bo", OOTB[0])
    r = client.post(f"{url}/registrations", json={"player": "Cy", "decklist": read_sample(OOTB[1])},
                    headers=auth(key))
    assert r.status_code == 409 and error_of(r)["code"] == "EVENT_FULL"
    assert "2 players are registered" in error_of(r)["message"]
    assert register(client, key, event, "Ann", OOTB[1])["version"] == 2          # a new version is no new player
    client.delete(f"{url}/registrations/Bo", json={"reason": "cannot come"}, headers=auth(key))
    register(client, key, event, "Cy", OOTB[1])
    assert client.patch(url, json={"max_players": None}, headers=auth(key)).get_json()["max_players"] is None
    register(client, key, event, "Dee", OOTB[0])
    for bad in (0, -1, 100_001, "many", True):
        assert client.patch(url, json={"max_players": bad}, headers=auth(key)).status_code == 422, bad
        r = client.post("/api/v1/events", json={"name": "x", "game": "agot", "deadline": FUTURE, "max_players": bad},
                        headers=auth(key))
        assert r.status_code == 422, bad


def test_migration_0011_gives_the_events_made_before_it_a_public_id_each(tmp_path):
    from alembic import command
    from sqlalchemy import text

    from card_db.database import alembic_config

    url = f"sqlite:///{tmp_path / 'm.sqlite'}"
    command.upgrade(alembic_config(url), "0010_goldfish_job_moved")
    engine = get_engine(url)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO api_key (id, name, key_hash, hint, created_at) "
                          "VALUES (1, 'k', :h, 'dck_', '2026-01-01 00:00:00')"), {"h": "0" * 64})
        for n in (1, 2, 3):
            conn.execute(text("INSERT INTO event (id, name, game, format, deadline, owner_key_id, created_at, strict, "
                              "utc_offset) VALUES (:n, 'e', 'agot', 'joust', '2099-01-01 00:00:00', 1, "
                              "'2026-01-01 00:00:00', 0, 0)"), {"n": n})
    engine.dispose()
    upgrade(url)
    engine = get_engine(url)
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT public_id, max_players FROM event ORDER BY id")).all()
    assert len({r[0] for r in rows}) == 3 and all(len(r[0]) == 16 for r in rows)
    assert [r[1] for r in rows] == [None, None, None]
    engine.dispose()
    command.downgrade(alembic_config(url), "0010_goldfish_job_moved")
    command.upgrade(alembic_config(url), "head")
