"""Changes after registration (issue 19): reopen one registration (or all) after the lock with
an audit trail, a player's history, the event's own list version, "what if the list changes"
and applying it. Real decks: the Kingsmoot-winning AGoT deck (OCTGN), an OOTB deck, the
EmeraldDB Phoenix deck across the L5R lists."""
from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

import pytest
from test_api_helpers import KINGSMOOT, OOTB, error_of, make_app, need_rules, read_sample

from api.extensions import event_service
from card_db.database import get_engine
from deckcheck.services import events as event_rules

FUTURE = "2099-06-01T09:00:00+02:00"
REOPEN_UNTIL = "2099-07-01T12:00:00Z"
PHOENIX = Path(__file__).resolve().parent / "data" / "decklists" / "l5r" / "emeralddb-phoenix-for-honor-and-glory.json"

# a house list for the Kingsmoot event: the official joust list's shape, banning Fealty's deck's
# 01047 (three copies in the Kingsmoot deck)
ROOT = Path(__file__).resolve().parents[1]
HOUSE_LIST = """versions:
  - code: kingsmoot-house-2017
    format: joust
    name: "Kingsmoot house list"
    issuer: "Kingsmoot organizers"
    effective: 2017-06-01
    source: "announced at the players' meeting"
    restricted: ["01045"]
    banned: ["01047"]
"""


@pytest.fixture
def keys(events_url):
    engine = get_engine(events_url)
    return {name: event_service(engine).create_api_key(name)[1] for name in ("Kingsmoot desk", "other")}


@pytest.fixture
def client(all_db, events_url):
    need_rules("agot")
    need_rules("l5r")
    return make_app(all_db, events_url).test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def public_url(client, key, url):
    """The event's public address (the players' token calls): ``/api/v1/events/<public id>``."""
    return f"/api/v1/events/{client.get(url, headers=auth(key)).get_json()['public_id']}"


def setup_event(client, key, **extra):
    body = {"name": "Kingsmoot 2017", "game": "agot", "deadline": FUTURE, "as_of": "2017-06-01", **extra}
    event = client.post("/api/v1/events", json=body, headers=auth(key)).get_json()
    url = f"/api/v1/events/{event['id']}"
    players = {}
    for player, path in (("Ann", KINGSMOOT), ("Bo", OOTB[0])):
        r = client.post(f"{url}/registrations", json={"player": player, "decklist": read_sample(path)},
                        headers=auth(key))
        assert r.status_code == 201
        players[player] = r.get_json()
    return url, players


def test_reopen_one_registration_after_the_lock_audited(client, keys):
    key = keys["Kingsmoot desk"]
    url, players = setup_event(client, key)
    assert players["Ann"]["valid"] and not players["Bo"]["valid"]
    client.post(f"{url}/lock", headers=auth(key))
    fix = {"player": "Bo", "decklist": read_sample(KINGSMOOT), "reason": "wrong list sent"}
    r = client.post(f"{url}/registrations", json=fix, headers=auth(key))
    assert r.status_code == 409 and error_of(r)["code"] == "EVENT_CLOSED"

    r = client.post(f"{url}/reopen", json={"player": "bo", "until": REOPEN_UNTIL, "reason": "typo in the list"},
                    headers=auth(key))
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["player"] == "Bo" and r.get_json()["reopened_until"] == "2099-07-01T12:00:00Z"
    assert r.get_json()["event"]["open"] is False            # new players still cannot register

    r = client.post(f"{url}/registrations", json=fix, headers=auth(key))
    assert r.status_code == 200 and r.get_json()["version"] == 2 and r.get_json()["valid"] is True
    new_sha = r.get_json()["sha256"]
    for player in ("Ann", "Newcomer"):      # only Bo's registration was reopened
        r = client.post(f"{url}/registrations", json={"player": player, "decklist": read_sample(OOTB[1])},
                        headers=auth(key))
        assert r.status_code == 409

    entries = client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"]
    assert [e["action"] for e in entries] == ["reopened", "resubmitted"]
    reopened, resubmitted = entries
    assert reopened["actor"] == "Kingsmoot desk" and reopened["by"] == "organizer"
    assert reopened["reason"] == "typo in the list" and reopened["details"]["until"] == "2099-07-01T12:00:00Z"
    assert resubmitted["player"] == "Bo" and resubmitted["actor"] == "Kingsmoot desk"
    assert resubmitted["old_sha256"] == players["Bo"]["sha256"] and resubmitted["new_sha256"] == new_sha
    assert resubmitted["reason"] == "wrong list sent"

    # the player sees the history of the list with the token, in German
    token = players["Bo"]["player_token"]
    public = public_url(client, key, url)
    h = client.get(f"{public}/registrations/Bo/history?lang=de", headers={"X-Player-Token": token})
    assert h.status_code == 200
    body = h.get_json()
    assert [(v["version"], v["valid"]) for v in body["versions"]] == [(1, False), (2, True)]
    assert body["versions"][0]["sha256"] == players["Bo"]["sha256"] and body["versions"][1]["sha256"] == new_sha
    assert body["versions"][0]["violations"] and "Nachziehstapel" in body["versions"][0]["violations"][0]["message"]
    assert [c["action"] for c in body["changes"]] == ["reopened", "resubmitted"]
    assert body["reopened_until"] == "2099-07-01T12:00:00Z"
    assert client.get(f"{public}/registrations/Bo/history",
                      headers={"X-Player-Token": players["Ann"]["player_token"]}).status_code == 403
    assert client.get(f"{public}/registrations/Bo/history").status_code == 401
    assert client.get(f"{url}/registrations/Bo/history", headers={"X-Player-Token": token}).status_code == 404
    assert client.get(f"{url}/audit", headers=auth(keys["other"])).status_code == 404


def test_reopen_all_then_the_new_deadline_closes_again(client, keys, monkeypatch):
    key = keys["Kingsmoot desk"]
    url, players = setup_event(client, key)
    client.post(f"{url}/lock", headers=auth(key))
    r = client.post(f"{url}/reopen", json={"until": REOPEN_UNTIL}, headers=auth(key))
    assert r.status_code == 200 and r.get_json()["player"] is None
    assert r.get_json()["event"]["reopened_until"] == "2099-07-01T12:00:00Z"
    for player in ("Ann", "Bo"):
        r = client.post(f"{url}/registrations", json={"player": player, "decklist": read_sample(OOTB[1])},
                        headers=auth(key))
        assert r.status_code == 200, r.get_json()
    r = client.post(f"{url}/registrations", json={"player": "Newcomer", "decklist": read_sample(OOTB[1])},
                    headers=auth(key))
    assert r.status_code == 409
    later = dt.datetime(2099, 7, 1, 12, 0, 0, tzinfo=dt.UTC)
    monkeypatch.setattr(event_rules, "utcnow", lambda: later)
    r = client.post(f"{url}/registrations", json={"player": "Ann", "decklist": read_sample(KINGSMOOT)},
                    headers=auth(key))
    assert r.status_code == 409
    actions = [e["action"] for e in client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"]]
    assert actions == ["reopened_all", "resubmitted", "resubmitted"]


def test_reopen_mistakes_are_clear_4xx(client, keys):
    key = keys["Kingsmoot desk"]
    url, _ = setup_event(client, key)
    r = client.post(f"{url}/reopen", json={"until": "2001-01-01T00:00:00Z"}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "REOPEN_UNTIL_PASSED"
    r = client.post(f"{url}/reopen", json={"player": "Nobody", "until": REOPEN_UNTIL}, headers=auth(key))
    assert r.status_code == 404 and error_of(r)["code"] == "REGISTRATION_NOT_FOUND"
    assert client.post(f"{url}/reopen", json={"until": REOPEN_UNTIL}, headers=auth(keys["other"])).status_code == 404
    assert client.post(f"{url}/reopen", json={"until": REOPEN_UNTIL}).status_code == 401
    assert client.post(f"{url}/reopen", json={"until": "tomorrow"}, headers=auth(key)).status_code == 422
    assert client.post("/api/v1/events/999999/reopen", json={"until": REOPEN_UNTIL},
                       headers=auth(key)).status_code == 404
    assert client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"] == []


def test_custom_list_upload_what_if_and_apply(client, keys):
    key = keys["Kingsmoot desk"]
    url, players = setup_event(client, key)
    r = client.post(f"{url}/lists", json={"yaml": HOUSE_LIST}, headers=auth(key))
    assert r.status_code == 201, r.get_json()
    upload = r.get_json()
    assert upload["sha256"] == hashlib.sha256(HOUSE_LIST.encode()).hexdigest()
    assert upload["counts"] == {"restricted": 1, "banned": 1, "pod": 0} and upload["applied_at"] is None
    assert [u["id"] for u in client.get(f"{url}/lists", headers=auth(key)).get_json()["uploads"]] == [upload["id"]]

    # what if: Ann's deck becomes illegal (01047 banned); nothing is stored
    r = client.get(f"{url}/list-change?upload={upload['id']}", headers=auth(key))
    assert r.status_code == 200, r.get_json()
    report = r.get_json()
    assert report["target"]["kind"] == "upload" and report["target"]["sha256"] == upload["sha256"]
    rows = {row["player"]: row for row in report["players"]}
    assert rows["Ann"]["change"] == "becomes_illegal" and rows["Ann"]["before"] and not rows["Ann"]["after"]
    assert [(v["code"], v["cards"]) for v in rows["Ann"]["new_violations"]] == [("AGOT_BANNED", ["01047"])]
    assert rows["Bo"]["change"] == "stays_illegal"
    assert report["summary"]["becomes_illegal"] == 1 and report["summary"]["players"] == 2
    stored = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert {p["player"]: p["valid"] for p in stored["players"]} == {"Ann": True, "Bo": False}

    # apply: the verdicts and the event's list are stored, audited
    r = client.post(f"{url}/list-change", json={"upload": upload["id"], "reason": "house bans"}, headers=auth(key))
    assert r.status_code == 200 and r.get_json()["applied"] is True
    # the report (canonical decks, one language) and the applied check (lists read again) agree
    applied = r.get_json()["players"]
    assert [(p["player"], p["after"], [v["code"] for v in p["violations"]]) for p in applied] == \
        [(p["player"], p["after"], [v["code"] for v in p["violations"]]) for p in report["players"]]
    event = client.get(url, headers=auth(key)).get_json()
    # issue 35: the event's own code (its page's address), the organizer as issuer, its own name
    assert event["custom_list"]["code"] == f"house-{event['public_id']}"
    assert event["custom_list"]["issuer"] == "Kingsmoot desk" and event["custom_list"]["name"] == "Kingsmoot house list"
    assert event["custom_list"]["sha256"] == upload["sha256"]
    stored = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert {p["player"]: p["valid"] for p in stored["players"]} == {"Ann": False, "Bo": False}
    assert [p["sha256"] for p in stored["players"]] == [players["Ann"]["sha256"], players["Bo"]["sha256"]]
    entries = client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"]
    assert [e["action"] for e in entries] == ["list_uploaded", "list_applied", "verdict_changed"]
    assert entries[1]["reason"] == "house bans" and entries[1]["details"]["summary"]["becomes_illegal"] == 1
    assert entries[2]["player"] == "Ann" and entries[2]["details"]["codes"] == ["AGOT_BANNED"]
    assert client.get(f"{url}/lists", headers=auth(key)).get_json()["uploads"][0]["applied_at"]

    # a new registration is checked against the event's list
    r = client.post(f"{url}/registrations", json={"player": "Cy", "decklist": read_sample(KINGSMOOT)},
                    headers=auth(key))
    verdict = r.get_json()["verdict"]
    assert r.get_json()["valid"] is False and [v["code"] for v in verdict["violations"]] == ["AGOT_BANNED"]
    assert verdict["lists"][0]["id"].startswith("house-") and verdict["lists"][0]["issuer"] == "Kingsmoot desk"
    # Ann sees the change of her verdict in her history
    h = client.get(f"{public_url(client, key, url)}/registrations/Ann/history",
                   headers={"X-Player-Token": players["Ann"]["player_token"]})
    assert [c["action"] for c in h.get_json()["changes"]] == ["verdict_changed"]


@pytest.mark.parametrize("text,variant_word", [
    ("versions: [", "could not be read"),
    ("just a string", "could not be read"),
    ("versions:\n  - code: a\n    format: joust\n", "could not be read"),            # lacks fields
    (HOUSE_LIST.replace("effective: 2017-06-01", "effective: someday"), "could not be read"),
    (HOUSE_LIST.replace('banned: ["01047"]', "banned: 01047"), "could not be read"),
    (HOUSE_LIST.replace("format: joust", "format: melee"), "melee"),
    (HOUSE_LIST.replace('"01047"', '"99999", "not-a-card"'), "99999, not-a-card"),
    (HOUSE_LIST + HOUSE_LIST.replace("versions:\n", ""), "exactly one version"),
    ("versions:\n  - code: big\n    format: joust\n    name: n\n    issuer: i\n    effective: 2017-06-01\n"
     "    source: s\n    banned: [" + ", ".join(['"01047"'] * 2500) + "]\n", "at most 2000"),
])
def test_bad_list_files_are_422_with_the_reason(client, keys, text, variant_word):
    key = keys["Kingsmoot desk"]
    url, _ = setup_event(client, key)
    r = client.post(f"{url}/lists", json={"yaml": text}, headers=auth(key))
    assert r.status_code == 422, r.get_json()
    error = error_of(r)
    assert error["code"] == "INVALID_LIST_FILE" and variant_word in error["message"]
    assert client.get(f"{url}/lists", headers=auth(key)).get_json()["uploads"] == []


def test_list_change_against_an_official_version_l5r(client, keys):
    need_rules("l5r")
    key = keys["Kingsmoot desk"]
    body = {"name": "Winter Court 2020", "game": "l5r", "deadline": FUTURE, "as_of": "2020-02-01"}
    event = client.post("/api/v1/events", json=body, headers=auth(key)).get_json()
    url = f"/api/v1/events/{event['id']}"
    r = client.post(f"{url}/registrations", json={"player": "Ann", "decklist": PHOENIX.read_text(encoding="utf-8")},
                    headers=auth(key))
    assert r.status_code == 201 and r.get_json()["valid"] is False      # Kuroi Mori + Imperial Palace restricted
    r = client.get(f"{url}/list-change?list=il-2020-04-21&lang=pl", headers=auth(key))
    assert r.status_code == 200, r.get_json()
    row = r.get_json()["players"][0]
    assert row["change"] == "becomes_legal" and row["violations"] == []
    assert [v["code"] for v in row["resolved_violations"]] == ["L5R_RESTRICTED_LIST"]
    r = client.post(f"{url}/list-change", json={"list": "il-2020-04-21"}, headers=auth(key))
    assert r.status_code == 200
    assert client.get(url, headers=auth(key)).get_json()["list"] == "il-2020-04-21"
    assert client.get(f"{url}/report", headers=auth(key)).get_json()["summary"]["valid"] == 1

    r = client.get(f"{url}/list-change?list=no-such-list", headers=auth(key))
    assert r.status_code == 422 and error_of(r)["code"] == "UNKNOWN_LIST"
    r = client.get(f"{url}/list-change?upload=77", headers=auth(key))
    assert r.status_code == 404 and error_of(r)["code"] == "LIST_UPLOAD_NOT_FOUND"
    assert client.get(f"{url}/list-change", headers=auth(key)).status_code == 422
    assert client.get(f"{url}/list-change?list=il-2020-04-21", headers=auth(keys["other"])).status_code == 404


def test_apply_refuses_when_a_decklist_changed_meanwhile(client, keys, events_url):
    from card_db.event_changes import SqlEventChangeRepository
    from deckcheck.services.ports import WriteConflict

    key = keys["Kingsmoot desk"]
    url, _ = setup_event(client, key)
    event_id = int(url.rsplit("/", 1)[1])
    repo = SqlEventChangeRepository(get_engine(events_url))
    with pytest.raises(WriteConflict):      # verdicts for decklists that are not the registered ones
        repo.apply_list(event_id, lambda ev: None, None, None, {1: (True, {})}, {"action": "list_applied",
                        "by": "organizer", "actor": "x"}, dt.datetime.now(dt.UTC))
    assert client.get(url, headers=auth(key)).get_json()["custom_list"] is None


def test_the_list_in_use_as_a_template_round_trips(client, keys):
    """The official joust list of 2025-02-01 (restricted cards, pods, banned printings) as a
    template, uploaded unchanged: checking every deck against it changes no verdict."""
    key = keys["Kingsmoot desk"]
    url, players = setup_event(client, key, as_of="2025-02-01")
    r = client.get(f"{url}/lists/template", headers=auth(key))
    assert r.status_code == 200 and r.mimetype == "application/yaml"
    text = r.get_data(as_text=True)
    assert "code: house-" in text and "banned_printings:" in text and "pods:" in text
    assert "name: Kingsmoot 2017 house list, based on Standard v1.13" in text and "issuer: Kingsmoot desk" in text
    upload = client.post(f"{url}/lists", json={"yaml": text}, headers=auth(key))
    assert upload.status_code == 201, upload.get_json()
    report = client.get(f"{url}/list-change?upload={upload.get_json()['id']}", headers=auth(key)).get_json()
    assert {row["change"] for row in report["players"]} <= {"stays_legal", "stays_illegal"}
    assert all(row["new_violations"] == [] and row["resolved_violations"] == [] for row in report["players"])
    assert client.get(f"{url}/lists/template", headers=auth(keys["other"])).status_code == 404


def test_migration_0006_downgrades_and_upgrades(tmp_path):
    from alembic import command
    from sqlalchemy import inspect

    from card_db.database import alembic_config, upgrade

    url = f"sqlite:///{tmp_path / 'm.sqlite'}"
    upgrade(url)
    inspector = inspect(get_engine(url))
    assert {"event_audit", "event_list"} <= set(inspector.get_table_names())
    assert {"reopened_until", "custom_list"} <= {c["name"] for c in inspector.get_columns("event")}
    command.downgrade(alembic_config(url), "0005")
    get_engine(url).dispose()
    inspector = inspect(get_engine(url))
    assert "event_audit" not in set(inspector.get_table_names())
    assert "reopened_until" not in {c["name"] for c in inspector.get_columns("event_registration")}
    upgrade(url)
    assert "event_list" in set(inspect(get_engine(url)).get_table_names())
    get_engine(url).dispose()


def test_a_registration_during_a_list_change_does_not_stop_it(client, keys, monkeypatch):
    """Issue 41: one registration while a list change was being checked made it fail with 409,
    every time on a large event. Now the decklists registered meanwhile are checked inside the
    change's transaction and the change applies, with the newcomer's verdict under the new
    list; the others are not checked again."""
    from deckcheck.services.event_changes import EventChangeService

    key = keys["Kingsmoot desk"]
    url, _ = setup_event(client, key)
    upload = client.post(f"{url}/lists", json={"yaml": HOUSE_LIST}, headers=auth(key)).get_json()
    recheck, check = EventChangeService.recheck, EventChangeService._check
    checks = []

    def recheck_while_someone_registers(self, changed, lang=None, shared=None, **kw):
        out = recheck(self, changed, lang, shared, **kw)
        r = client.post(f"{url}/registrations", json={"player": "Cy", "decklist": read_sample(KINGSMOOT)},
                        headers=auth(key))
        assert r.status_code == 201                  # registrations stay open meanwhile
        return out

    def counted(self, changed, version, lang, own=None, shared=None, **kw):
        checks.append(version.id)
        return check(self, changed, version, lang, own, shared, **kw)

    monkeypatch.setattr(EventChangeService, "recheck", recheck_while_someone_registers)
    monkeypatch.setattr(EventChangeService, "_check", counted)
    r = client.post(f"{url}/list-change", json={"upload": upload["id"]}, headers=auth(key))
    assert r.status_code == 200, r.get_json()
    assert len(checks) == 3 and len(set(checks)) == 3           # Ann, Bo, then Cy only
    stored = client.get(f"{url}/report", headers=auth(key)).get_json()
    assert {p["player"]: p["valid"] for p in stored["players"]} == {"Ann": False, "Bo": False, "Cy": False}
    entries = client.get(f"{url}/audit", headers=auth(key)).get_json()["entries"]
    assert {e["player"] for e in entries if e["action"] == "verdict_changed"} == {"Ann", "Cy"}


@pytest.mark.parametrize("game,as_of,target", [("agot", "2017-06-01", "upload"), ("l5r", "2020-01-10", "il-2020-04-21"),
                                             ("whi", "2011-06-01", "whi-faq-3d")])
def test_a_list_change_stores_what_reading_every_list_again_would(client, keys, game, as_of, target):
    """Issue 41: applying a list checks a list read without problems from its canonical deck,
    once per deck, beside its stored reading; the verdicts equal reading each list again
    (every decklist of tests/data of the game, as text or JSON, some twice)."""
    from deckcheck.services.event_changes import EventChangeService

    need_rules(game)
    key = keys["Kingsmoot desk"]
    body = {"name": "Same", "game": game, "deadline": FUTURE, "as_of": as_of}
    event = client.post("/api/v1/events", json=body, headers=auth(key)).get_json()
    url = f"/api/v1/events/{event['id']}"
    paths = sorted(p for p in (ROOT / "tests/data/decklists" / game).iterdir() if not p.name.endswith(".yaml"))
    for i, path in enumerate(paths + paths[:3]):
        r = client.post(f"{url}/registrations", json={"player": f"P{i}", "decklist": path.read_text(encoding="utf-8")},
                        headers=auth(key))
        assert r.status_code in (201, 422), r.get_json()
    upload = client.post(f"{url}/lists", json={"yaml": HOUSE_LIST}, headers=auth(key)).get_json() \
        if target == "upload" else None
    with client.application.app_context():
        from api.extensions import services

        changes: EventChangeService = services().event_changes
        found = changes.events.event(event["id"])
        changed, _ = changes._target(found, None if upload else target, upload["id"] if upload else None)
        shared: dict = {}
        fast = changes.recheck(changed, shared=shared)
        assert len(fast) > 3 and len(shared) < len(fast)          # the same decks checked once
        for _, version, sub in fast:
            full = (changes.events.submission(changed, decklist=version.submitted, submitted=version.submitted)
                    if version.source_format != "canonical" else
                    changes.events.submission(changed, deck=version.canonical, submitted=version.submitted))
            assert (sub.valid, sub.verdict) == (full.valid, full.verdict), list(_diff(sub.verdict, full.verdict))[:5]
    # applied, each verdict is set inside the stored one by the database (the reading kept as
    # stored): what is stored equals reading every list again too
    r = client.post(f"{url}/list-change", json={"upload": upload["id"]} if upload else {"list": target},
                    headers=auth(key))
    assert r.status_code == 200, r.get_json()
    with client.application.app_context():
        stored = changes.events.current_decklists(event["id"])
        assert len(stored) == len(fast)
        for _, version in stored:
            full = (changes.events.submission(changed, decklist=version.submitted, submitted=version.submitted)
                    if version.source_format != "canonical" else
                    changes.events.submission(changed, deck=version.canonical, submitted=version.submitted))
            expected = json.loads(json.dumps(full.verdict))
            assert (version.valid, version.verdict) == (full.valid, expected), list(_diff(version.verdict, expected))[:5]


def _diff(a, b, path=""):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in set(a) | set(b):
            yield from _diff(a.get(k), b.get(k), f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from _diff(x, y, f"{path}[{i}]")
    elif a != b:
        yield path, str(a)[:200], str(b)[:200]
