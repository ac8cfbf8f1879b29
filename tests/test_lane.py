"""api/lane.py: POST /api/v1/validate and /validate/batch answered in front of Flask give the
answer Flask gives, byte for byte (status, headers, body), with the same request log line,
metrics and work quota; everything else reaches Flask with its body intact."""
from __future__ import annotations

import io
import json
import os
from datetime import date, timedelta
from pathlib import Path

import pytest
from test_api_helpers import error_of, make_app, need_rules
from test_hostile_budget import KINGSMOOT_DECK

import api.lane as lane_module
from deckcheck.decklists.canonical import deck_to_dict
from deckcheck.decklists.detect import read_decklist
from deckcheck.model import DeckInputError

DECKLISTS = Path(__file__).parent / "data" / "decklists"
REAL = {"l5r": ("emeralddb-crane-courtier-honor.json", "emeralddb-crab-berserker-sacrifice.json"),
        "whi": ("ffg-2011-worlds-lyons-dark-elf.txt", "ffg-forum-dwarf-midrange.txt")}
JSON = {"Content-Type": "application/json"}


@pytest.fixture(scope="module")
def app(all_db):
    need_rules("agot")
    found = make_app(all_db)
    if not len(found.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return found


@pytest.fixture(scope="module")
def decks(app) -> list[dict]:
    """Real decks of the three games as canonical JSON, legal and broken."""
    pools = app.extensions["deckcheck"].pools
    found = [KINGSMOOT_DECK, {**KINGSMOOT_DECK, "cards": {**KINGSMOOT_DECK["cards"], "01001": 3}},
             {"game": "agot", "cards": {"01001": 1, "99999": 2}, "format": "melee", "strict": True}]
    for game, names in REAL.items():
        for name in names:
            deck = read_decklist((DECKLISTS / game / name).read_text(encoding="utf-8"), game, pools).deck
            found.append({k: v for k, v in deck_to_dict(deck).items() if v is not None})
    found.append({**found[-1], "cards": dict(list(found[-1]["cards"].items())[:5])})   # a WHI deck too short
    return found


def answer(app, lane: bool, path: str, body: bytes, headers: dict, monkeypatch) -> tuple:
    monkeypatch.setattr(app.extensions["deckcheck_lane"], "on", lane)
    r = app.test_client().post(path, data=body, headers=headers)
    kept = [(k, v) for k, v in r.headers.items() if k != "X-Request-ID"]
    assert len(r.headers.get("X-Request-ID", "")) == 32
    return r.status_code, kept, r.data


@pytest.mark.parametrize("query,language", [("", None), ("?lang=de", None), ("?lang=pl", "de"),
                                            ("", "pl;q=0.5, de;q=0.6"), ("", "fr")])
def test_the_lane_answers_as_flask_does(app, decks, monkeypatch, query, language):
    headers = {**JSON, **({"Accept-Language": language} if language else {})}
    bodies = [("/api/v1/validate", json.dumps(d).encode()) for d in decks]
    bodies.append(("/api/v1/validate/batch", json.dumps({"decks": decks}).encode()))
    bodies.append(("/api/v1/validate/batch", json.dumps({"decks": decks[:2] + [5, {"game": "agot"}],
                                                         "strict": True}).encode()))
    for path, body in bodies:
        fast = answer(app, True, path + query, body, headers, monkeypatch)
        assert fast[0] == 200 and fast[2]
        assert fast == answer(app, False, path + query, body, headers, monkeypatch), (path, body[:80])


ODD = [  # (path, body, headers): requests the lane leaves to Flask, or errors it answers as Flask does
    ("/api/v1/validate?suggest=true", json.dumps(KINGSMOOT_DECK).encode(), JSON),
    ("/api/v1/validate?lang=xx", json.dumps(KINGSMOOT_DECK).encode(), JSON),
    ("/api/v1/validate", json.dumps({**KINGSMOOT_DECK, "stats": True}).encode(), JSON),
    ("/api/v1/validate", json.dumps(KINGSMOOT_DECK).encode(), {"Content-Type": "text/plain"}),
    ("/api/v1/validate", json.dumps(KINGSMOOT_DECK).encode(), {"Content-Type": "application/vnd.x+json"}),
    ("/api/v1/validate", json.dumps({"game": "agot", "decklist": "Fealty\n3x Stannis Baratheon"}).encode(),
     JSON),
    ("/api/v1/validate", b'{"game": "agot", "cards": {"01001": 100}}', JSON),
    ("/api/v1/validate", b'{"game": "agot", "cards": {"01001": 1},}', JSON),
    ("/api/v1/validate", b"", JSON),
    ("/api/v1/validate", b'{"game": "agot", "cards": {"01001": 1}, "list": "nope"}', JSON),
    ("/api/v1/validate/batch", b'{"decks": []}', JSON),
    ("/api/v1/validate/batch?lang=pl", json.dumps({"decks": [{"game": "agot", "cards": {"01001": 1}}] * 300
                                                  + [{"game": "agot", "cards": {"01001": 1}}]}).encode(), JSON),
    ("/api/v1/validate?lang=de", b'{"game": "agot", "cards": {"01001": -1}}', JSON),
    ("/api/v1/validate/", json.dumps(KINGSMOOT_DECK).encode(), JSON),
]


@pytest.mark.parametrize("path,body,headers", ODD)
def test_errors_and_everything_else_answer_as_flask_does(app, monkeypatch, path, body, headers):
    fast = answer(app, True, path, body, headers, monkeypatch)
    assert fast == answer(app, False, path, body, headers, monkeypatch)


def test_the_lane_answers_only_canonical_decks(app, monkeypatch):
    answered = []
    real = lane_module.ValidateLane.answer

    def spy(self, *args):
        found = real(self, *args)
        answered.append(found is not None)
        return found

    monkeypatch.setattr(lane_module.ValidateLane, "answer", spy)
    client = app.test_client()
    assert client.post("/api/v1/validate", json=KINGSMOOT_DECK).status_code == 200
    assert client.post("/api/v1/validate", json={"game": "agot", "decklist": "Fealty"}).status_code == 200
    assert client.get("/api/v1/validate").status_code == 405
    assert answered == [True, False]


def test_an_error_of_the_deck_is_answered_once_and_a_bug_goes_to_flask(app, monkeypatch):
    service = app.extensions["deckcheck"]
    lane = app.extensions["deckcheck_lane"]
    calls = []

    def broken(*args, **kwargs):
        calls.append(1)
        raise DeckInputError("DECK_TOO_LARGE", {"cards": 9999, "maximum": 500}, variant="cards")

    monkeypatch.setattr(service, "validate_payload", broken)
    monkeypatch.setattr(lane, "inner", lambda environ, start_response: pytest.fail("Flask was asked"))
    r = app.test_client().post("/api/v1/validate?lang=de", json={**KINGSMOOT_DECK, "name": "never sent before"})
    assert r.status_code == 422 and error_of(r)["code"] == "DECK_TOO_LARGE" and calls == [1]
    monkeypatch.undo()
    monkeypatch.setattr(service, "validate_payload", lambda *a, **k: 1 / 0)
    r = app.test_client().post("/api/v1/validate", json={**KINGSMOOT_DECK, "name": "a bug"})
    assert r.status_code == 500 and error_of(r)["code"] == "INTERNAL_ERROR"


def test_a_body_shorter_than_its_length_goes_to_flask(app):
    body = json.dumps(KINGSMOOT_DECK).encode()
    environ = {"REQUEST_METHOD": "POST", "PATH_INFO": "/api/v1/validate", "SCRIPT_NAME": "", "QUERY_STRING": "",
               "SERVER_NAME": "localhost", "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1",
               "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body) + 50),
               "wsgi.input": io.BytesIO(body), "wsgi.url_scheme": "http", "wsgi.errors": io.StringIO(),
               "wsgi.multithread": True, "wsgi.multiprocess": False, "wsgi.run_once": False}
    status = []
    data = b"".join(app(environ, lambda s, h, e=None: status.append(s)))
    assert status[0].startswith("400") and b'"error"' in data


def test_the_direct_log_line_is_the_formatters_line(app, monkeypatch, capsys):
    client = app.test_client()
    client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"X-Request-ID": "lane-direct-1"})
    monkeypatch.setattr("api.ops._direct_stream", lambda: None)       # through logging's machinery
    client.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"X-Request-ID": "lane-logging-1"})
    lines = [json.loads(x) for x in capsys.readouterr().err.splitlines() if x.startswith("{")]
    direct = [x for x in lines if x.get("request_id") == "lane-direct-1"]
    logged = [x for x in lines if x.get("request_id") == "lane-logging-1"]
    assert len(direct) == len(logged) == 1
    assert list(direct[0]) == list(logged[0])            # the same fields in the same order
    for key in ("level", "logger", "msg", "method", "endpoint", "path", "status", "client"):
        assert direct[0][key] == logged[0][key], key
    assert direct[0]["ts"][:10] == logged[0]["ts"][:10] and direct[0]["ts"].endswith("+00:00")


def test_rate_limits_and_cors_keep_to_flask(all_db):
    limited = make_app(all_db, RATE_LIMIT="100/minute").test_client()
    r = limited.post("/api/v1/validate", json=KINGSMOOT_DECK)
    assert r.status_code == 200 and r.headers["X-RateLimit-Limit"] == "100"
    cors = make_app(all_db, CORS_ORIGINS="https://thronesdb.com").test_client()
    r = cors.post("/api/v1/validate", json=KINGSMOOT_DECK, headers={"Origin": "https://thronesdb.com"})
    assert r.status_code == 200 and r.headers["Access-Control-Allow-Origin"] == "https://thronesdb.com"
    assert r.headers["Access-Control-Expose-Headers"]


def test_turned_off_by_the_environment(all_db, monkeypatch):
    monkeypatch.setenv("DECKCHECK_LANE", "0")
    assert make_app(all_db).extensions["deckcheck_lane"].on is False


def test_a_deck_sent_again_gets_the_answer_given_before(app, monkeypatch):
    service = app.extensions["deckcheck"]
    lane = app.extensions["deckcheck_lane"]
    worked, counted = [], []
    real = service.validate_payload
    monkeypatch.setattr(service, "validate_payload", lambda *a, **k: worked.append(1) or real(*a, **k))
    monkeypatch.setattr(service.observers, "validated", lambda game, valid: counted.append((game, valid)))
    client = app.test_client()
    deck = {**KINGSMOOT_DECK, "name": "sent again"}

    def post(body=deck, query=""):
        r = client.post("/api/v1/validate" + query, json=body)
        assert r.status_code == 200
        return r.data

    first = post()
    assert post() == first and post(query="?lang=de") == post(query="?lang=de")   # (a legal deck: no message)
    assert len(worked) == 2 and counted == [("agot", True)] * 4          # each check is counted
    tomorrow = date.today() + timedelta(days=1)
    monkeypatch.setattr(lane_module, "date", type("Tomorrow", (), {"today": staticmethod(lambda: tomorrow)}))
    assert post() == first and len(worked) == 3                        # a new day: worked out again
    monkeypatch.setattr(service, "pools", dict(service.pools))         # a reload: new pools
    assert post() == first and len(worked) == 4
    big = {**deck, "cards": {**deck["cards"], **{f"unknown-card-with-a-long-made-up-id-{i:05d}": 1 for i in range(320)}}}
    post(big), post(big)
    assert len(worked) == 6                                            # large bodies are not kept
    assert len(lane._answers) <= lane_module.ANSWERS


def test_request_ids_are_unique_in_a_worker_and_across_workers():
    from api.ops import new_request_id

    ids = {new_request_id() for _ in range(1000)}
    assert len(ids) == 1000 and all(len(i) == 32 and int(i, 16) >= 0 for i in ids)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:                                   # a forked worker draws its own random half
        os.write(write, new_request_id().encode())
        os._exit(0)
    os.waitpid(pid, 0)
    child = os.read(read, 64).decode()
    assert len(child) == 32 and child[:16] != new_request_id()[:16]


def test_a_reload_refreezes_the_heap_of_a_served_worker(app, monkeypatch):
    import api.extensions as extensions

    calls = []
    for name in ("freeze", "unfreeze", "collect"):
        monkeypatch.setattr(f"gc.{name}", lambda name=name: calls.append(name))
    monkeypatch.setattr(extensions, "_frozen", extensions._frozen)     # (restored after the test)
    extensions.freeze_heap()
    assert calls == ["freeze"]
    service = app.extensions["deckcheck"]
    monkeypatch.setattr(service, "reload_due", lambda: True)
    monkeypatch.setattr(service, "reload_if_due", lambda: True)
    client = app.test_client()
    assert client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "name": "after a reload"}).status_code == 200
    assert calls == ["freeze", "unfreeze", "collect", "freeze"]       # the lane's request
    assert client.post("/api/v1/validate?suggest=true", json=KINGSMOOT_DECK).status_code == 200
    assert calls[4:] == ["unfreeze", "collect", "freeze"]             # Flask's request
