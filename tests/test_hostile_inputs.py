"""Hostile clients (issue 14): every case that once gave a 500 or slipped around a rule,
replayed so that none comes back. Each answer must be a clean 4xx in the JSON error shape
(the pages: an HTML page with a 4xx status), on SQLite and on PostgreSQL (the events
database is parametrized; PostgreSQL runs with DECKCHECK_TEST_POSTGRES=1 or --postgres).

- integers of thousands of digits in JSON bodies, in JSON decklists, OCTGN counts and form
  fields (Python's int-string limit raised ValueError);
- NUL characters (``\\x00``) in every text that reaches the database (PostgreSQL refuses
  them where SQLite stores them) and in path parameters, query strings and forms;
- a made-up API key per request to get a fresh rate-limit bucket each time;
- a method a path does not take: 405 with ``Allow``, in the JSON error shape;
- event and player names with nothing visible in them (blank after collapsing whitespace,
  zero-width characters);
- requests valid by the OpenAPI document refused for a rule it did not state ("either
  ``cards`` or ``decklist``"): the document says it now, checked with schemathesis.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

import pytest
import schemathesis
import schemathesis.specs.openapi.schemas  # noqa: F401
from test_api_helpers import error_of, make_app, need_rules

from api.extensions import event_service
from card_db.database import get_engine
from deckcheck.model import DeckInputError

BIG = "1" + "0" * 5000                    # past Python's 4300-digit int <-> str limit
FUTURE = "2099-06-01T09:00:00Z"
AGOT_OCTGN = "30c200c9-6c98-49a4-a293-106c06295c05"


@pytest.fixture(scope="module")
def app(all_db, events_db):
    need_rules("agot")
    app = make_app(all_db, events_db, SECRET_KEY="hostile-tests")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture(scope="module")
def key(events_db):
    return event_service(get_engine(events_db)).create_api_key("hostile organizer")[1]


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(scope="module")
def event_id(app, key):
    r = app.test_client().post("/api/v1/events", json={"name": "Hostile Joust", "game": "agot",
                                                       "deadline": FUTURE}, headers=auth(key))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["public_id"]          # issue 35: the public pages know the event by it


@pytest.fixture
def client(app):
    return app.test_client()


def with_csrf(client) -> dict[str, str]:
    """A form field set with the session's CSRF token (the pages refuse forms without it)."""
    with client.session_transaction() as session:
        session["csrf"] = "hostile-csrf"
    return {"csrf": "hostile-csrf"}


def sign_in(client, key: str) -> None:
    """The organizer signs in on the events page with the API key."""
    r = client.post("/events/login", data={"api_key": key, **with_csrf(client)})
    assert r.status_code == 303, r.status_code


def players(client, event_id: int) -> int:
    return client.get(f"/api/v1/events/{event_id}").get_json()["players"]


def is_page(response, status: int) -> bool:
    return response.status_code == status and response.mimetype == "text/html"


def octgn(qty: str) -> str:
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<deck game="{AGOT_OCTGN}">\n'
            f'<section name="Plots"><card qty="{qty}" id="">A Noble Cause</card></section>\n</deck>\n')


JSON_DECKLIST = '{"game": "agot", "cards": {"01001": ' + BIG + "}}"


# -- integers of thousands of digits --------------------------------------------------------------
def json_operations(client, event_id: int) -> list[tuple[str, str]]:
    """Every operation of the OpenAPI document that takes a JSON body, its path filled in."""
    spec = client.get("/api/v1/openapi.json").get_json()
    out = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method in ("get", "post", "put", "patch", "delete") and "application/json" in op.get("requestBody", {}).get("content", {}):
                url = (path.replace("{event_id}", str(event_id)).replace("{session_id}", "s")
                       .replace("{player}", "p").replace("{run_id}", "r"))
                out.append((method, url))
    return out


def test_a_huge_integer_in_any_json_body_is_a_400(client, key, event_id):
    operations = json_operations(client, event_id)
    assert len(operations) >= 9            # validate, batch, parse, export, events, registrations, goldfish
    for method, url in operations:
        for body in ('{"x": ' + BIG + "}", "[-" + BIG + "]", BIG):
            r = client.open(url, method=method.upper(), data=body, content_type="application/json",
                            headers=auth(key))
            assert r.status_code == 400, (url, r.status_code, r.data[:200])
            error = error_of(r)
            assert error["code"] == "MALFORMED_JSON", (url, error)
            assert error["details"] == {"digits": 5001, "maximum": 4300}


def test_a_huge_integer_in_a_query_or_path_is_a_4xx(client, event_id):
    r = client.get("/api/v1/games/agot/cards", query_string={"page": BIG, "per_page": BIG})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_REQUEST"
    assert client.get(f"/api/v1/events/{BIG}").status_code == 404
    r = client.get(f"/api/v1/events/{event_id}/registrations/{BIG}", query_string={"token": BIG})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_REQUEST"       # token: at most 200
    r = client.get(f"/api/v1/events/{event_id}/registrations/{BIG}", headers={"X-Player-Token": BIG})
    assert r.status_code == 403 and error_of(r)["code"] == "INVALID_PLAYER_TOKEN"


def test_organizer_operations_answer_401_before_reading_the_body(client, event_id):
    """Without a key, a body the server cannot read is none of the caller's business: 401."""
    for url in ("/api/v1/events", f"/api/v1/events/{event_id}/registrations"):
        for headers in ({}, auth("dck_made-up")):
            r = client.post(url, data='{"name": ' + BIG + "}", content_type="application/json",
                            headers=headers)
            assert r.status_code == 401 and error_of(r)["code"] in ("API_KEY_REQUIRED", "INVALID_API_KEY")
            r = client.post(url, data="{not json", content_type="application/json", headers=headers)
            assert r.status_code == 401


def test_a_huge_integer_inside_a_decklist_is_refused(client, key, event_id):
    cases = [("/api/v1/validate", {"decklist": JSON_DECKLIST}),
             ("/api/v1/decklists/parse", {"decklist": JSON_DECKLIST}),
             ("/api/v1/goldfish/sessions", {"decklist": JSON_DECKLIST}),
             (f"/api/v1/events/{event_id}/registrations", {"player": "Big Number", "decklist": JSON_DECKLIST})]
    for url, body in cases:
        r = client.post(url, json=body, headers=auth(key))
        assert r.status_code == 400 and error_of(r)["code"] == "MALFORMED_JSON", (url, r.data[:200])
    r = client.post("/api/v1/validate", json={"decklist": octgn(BIG)})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_COUNT"
    r = client.post("/api/v1/validate/batch", json={"decks": [{"decklist": JSON_DECKLIST},
                                                              {"decklist": octgn(BIG)},
                                                              {"game": "agot", "cards": {"01001": 1}}]})
    assert r.status_code == 200
    results = r.get_json()["results"]
    assert [x["error"]["code"] for x in results[:2]] == ["MALFORMED_JSON", "INVALID_COUNT"]
    assert results[2]["verdict"] is not None
    assert players(client, event_id) == 0


def test_huge_integers_in_forms_are_answered_with_a_page(client, event_id):
    for text in (JSON_DECKLIST, octgn(BIG), BIG + "x A Noble Cause"):
        r = client.post("/", data={"decklist": text, "game": "agot"})
        assert is_page(r, 422), r.status_code
    assert client.get("/events/go", query_string={"id": BIG}).status_code == 303
    assert client.get(f"/events/{BIG}").status_code == 404
    assert client.get("/cards", query_string={"page": BIG, "q": "Fealty"}).status_code == 200
    r = client.post(f"/events/{event_id}/submit", data={"player": "Form Player", "decklist": JSON_DECKLIST,
                                                        **with_csrf(client)})
    assert is_page(r, 422) and "4300" in r.get_data(as_text=True)
    assert players(client, event_id) == 0


def test_an_event_form_with_a_huge_time_zone_offset_is_no_error(app, key):
    """The form cuts fields to 200 characters and an offset out of range reads as UTC."""
    client = app.test_client()
    sign_in(client, key)
    r = client.post("/events", data={"name": "Offset", "game": "agot", "deadline": "2099-06-01T09:00",
                                     "tz": BIG, **with_csrf(client)})
    assert r.status_code == 303


def test_event_ids_beyond_sql_integers_are_not_found(client, key):
    """PostgreSQL's INTEGER is 32 bits: a larger id in the path must not reach the query."""
    for event in (2**31, 99_999_999_999_999, 2**70):
        assert client.get(f"/api/v1/events/{event}").status_code == 404
        r = client.get(f"/api/v1/events/{event}/registrations/p", query_string={"token": "t"})
        assert r.status_code == 404 and error_of(r)["code"] == "EVENT_NOT_FOUND"
        assert client.post(f"/api/v1/events/{event}/lock", headers=auth(key)).status_code == 404
        assert is_page(client.get(f"/events/{event}"), 404)


# -- NUL characters -----------------------------------------------------------------------------------
def nul_api_cases(event_id: int) -> list[tuple[str, str, dict]]:
    deck = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
    reg = f"/api/v1/events/{event_id}/registrations"
    return [
        ("POST", "/api/v1/events", {"json": {"name": "Nul\x00Joust", "game": "agot", "deadline": FUTURE}}),
        ("POST", "/api/v1/events", {"json": {"name": "Nul Joust", "game": "agot", "format": "jou\x00st",
                                             "deadline": FUTURE}}),
        ("POST", reg, {"json": {"player": "Ann\x00", "deck": deck}}),
        ("POST", reg, {"json": {"player": "Ann", "decklist": "Fealty\n3x A Noble Cause\x00"}}),
        ("POST", reg, {"json": {"player": "Ann", "deck": {**deck, "name": "x\x00"}}}),
        ("POST", reg, {"json": {"player": "Ann", "deck": {**deck, "cards": {"01027\x00": 1}}}}),
        ("GET", f"{reg}/Ann%00Example", {}),
        ("GET", f"{reg}/Ann%00Example?token=dcp_x", {}),
        ("GET", f"{reg}/Ann?token=dcp%00x", {}),
        ("POST", "/api/v1/validate", {"json": {"decklist": "Fealty\x00"}}),
        ("POST", "/api/v1/decklists/parse", {"json": {"decklist": "Fealty\x00"}}),
        ("POST", "/api/v1/goldfish/sessions", {"json": {**deck, "name": "\x00"}}),
        ("GET", "/api/v1/goldfish/sessions/a%00b", {}),
        ("POST", "/api/v1/goldfish/sessions/a%00b/actions", {"json": {"kind": "pass"}}),
        ("GET", "/api/v1/goldfish/runs/a%00b", {}),
        ("GET", "/api/v1/games/agot/cards/01001%00", {}),
        ("GET", "/api/v1/games/agot/cards?q=Fe%00alty", {}),
        ("GET", "/api/v1/games/ag%00ot/formats", {}),
    ]


def test_nul_in_any_api_input_is_a_422_and_nothing_is_stored(client, key, event_id):
    for method, url, kwargs in nul_api_cases(event_id):
        r = client.open(url, method=method, headers=auth(key), **kwargs)
        assert r.status_code == 422, (method, url, r.status_code, r.data[:300])
        error = error_of(r)
        assert error["code"] == "INVALID_TEXT" and "NUL" in error["message"], (url, error)
        assert "\x00" not in error["details"]["field"]
    assert players(client, event_id) == 0
    events = event_service(get_engine(client.application.config["EVENTS_DATABASE_URL"]))
    names = [e.name for e in events.events_of(events.find_api_key(key))[0]]
    assert not any("\x00" in n or n.startswith("Nul") for n in names)


def test_nul_in_one_deck_of_a_batch_fails_only_that_deck(client):
    r = client.post("/api/v1/validate/batch", json={"decks": [{"decklist": "Fealty\x00", "game": "agot"},
                                                              {"game": "agot", "cards": {"01027": 1}}]})
    assert r.status_code == 200
    first, second = r.get_json()["results"]
    assert first["error"]["code"] == "INVALID_TEXT" and first["error"]["details"] == {"field": "decklist"}
    assert second["verdict"] is not None
    r = client.post("/api/v1/validate/batch?lang=de", json={"decks": [{"game": "agot", "cards": {}}],
                                                            "x\x00": 1})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_TEXT"


def test_nul_answers_in_the_request_language(client):
    r = client.post("/api/v1/validate?lang=de", json={"decklist": "Fealty\x00"})
    assert error_of(r)["message"].startswith("Der Text in „decklist“ enthält ein NUL-Zeichen")


def test_nul_in_the_forms_is_a_422_page(app, client, key, event_id):
    form = with_csrf(client)
    cases = [(f"/events/{event_id}/submit", {"player": "Ann\x00", "decklist": "Fealty"}),
             (f"/events/{event_id}/submit", {"player": "Ann", "decklist": "Fealty\n1x A Noble\x00 Cause"}),
             (f"/events/{event_id}/submit", {"player": "Ann", "decklist": "Fealty", "token": "dcp\x00"}),
             (f"/events/{event_id}/mine", {"player": "Ann\x00", "token": "dcp_x"}),
             ("/events/login", {"api_key": "dck\x00"}),
             ("/", {"decklist": "Fealty\x00", "game": "agot"})]
    for url, data in cases:
        r = client.post(url, data={**data, **form})
        assert is_page(r, 422), (url, r.status_code)
        assert "NUL" in r.get_data(as_text=True)
    for url in ("/cards?q=Fe%00alty", "/cards/agot/01001%00", "/lists/ag%00ot"):
        assert is_page(client.get(url), 422), url
    organizer = app.test_client()
    sign_in(organizer, key)
    r = organizer.post("/events", data={"name": "Nul\x00", "game": "agot", "deadline": "2099-06-01T09:00",
                                        "tz": "0", **with_csrf(organizer)})
    assert is_page(r, 422)
    assert players(client, event_id) == 0


def test_nul_in_the_session_cookie_opens_nothing(app):
    client = app.test_client()
    name = app.config.get("SESSION_COOKIE_NAME", "session")
    for value in ('"a\\000b"', '"\\000"', "a%00b"):
        r = client.get("/events", headers={"Cookie": f"{name}={value}"})
        assert r.status_code == 200 and "logout" not in r.get_data(as_text=True), value


def test_the_event_service_refuses_nul_itself(events_db, app):
    """Callers other than HTTP (the CLI, embedders) get the same refusal from the service."""

    events = event_service(get_engine(events_db), app.extensions["deckcheck"])
    owner, _ = events.create_api_key("service caller")
    deadline = dt.datetime(2099, 1, 1, tzinfo=dt.UTC)
    with pytest.raises(DeckInputError) as err:
        events.open_event(owner, name="a\x00b", game="agot", deadline=deadline)
    assert err.value.code == "INVALID_TEXT" and err.value.details == {"field": "name"}
    event = events.open_event(owner, name="Service Joust", game="agot", deadline=deadline)
    submission = events.submission(event, deck={"game": "agot", "faction": "stark", "cards": {"01027": 1}})
    for player, sub, field in (("Ann\x00", submission, "player"),
                               ("Ann", replace(submission, submitted="x\x00"), "decklist")):
        with pytest.raises(DeckInputError) as err:
            events.register(event.id, player, sub)
        assert err.value.code == "INVALID_TEXT" and err.value.details == {"field": field}
    with pytest.raises(DeckInputError):
        events.find_registration(event.id, "Ann\x00")
    assert events.player_count(event) == 0
    assert events.find_api_key("dck_\x00") is None



# -- the rate limit cannot be escaped with made-up keys --------------------------------------------
def count_key_lookups(app) -> list[str]:
    """Every API key lookup that reaches the events repository (the database)."""
    repository = app.extensions["deckcheck_services"].events.repository
    seen: list[str] = []
    original = repository.api_key_by_hash

    def counted(key_hash):
        seen.append(key_hash)
        return original(key_hash)

    repository.api_key_by_hash = counted
    return seen


def test_made_up_api_keys_share_the_callers_ip_budget(all_db, events_db, key):
    app = make_app(all_db, events_db, RATE_LIMIT="3/minute")
    lookups = count_key_lookups(app)
    client = app.test_client()
    deck = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
    for i in range(3):
        made_up = auth(f"dck_made-up-{i}") if i % 2 else {"X-API-Key": f"dck_made-up-{i}"}
        assert client.post("/api/v1/validate", json=deck, headers=made_up).status_code == 200
    for headers in (auth("dck_made-up-3"), {"X-API-Key": "dck_made-up-4"}, auth("junk"), {}):
        r = client.post("/api/v1/validate", json=deck, headers=headers)
        assert r.status_code == 429 and error_of(r)["code"] == "TOO_MANY_REQUESTS"
    assert len(lookups) == 5                # each well-formed made-up key was asked once
    # an organizer's real key has its own budget, verified once and then remembered
    lookups.clear()
    for _ in range(3):
        assert client.post("/api/v1/validate", json=deck, headers=auth(key)).status_code == 200
    assert client.post("/api/v1/validate", json=deck, headers={"X-API-Key": key}).status_code == 429
    assert len(lookups) == 1
    # a caller on another address is not affected
    assert client.post("/api/v1/validate", json=deck, environ_base={"REMOTE_ADDR": "127.0.0.9"}).status_code == 200


def test_requests_without_a_key_never_ask_the_database_for_one(all_db, events_db):
    app = make_app(all_db, events_db, RATE_LIMIT="100/minute")
    lookups = count_key_lookups(app)
    client = app.test_client()
    for _ in range(5):
        assert client.get("/api/v1/games").status_code == 200
    assert client.get("/api/v1/games", headers=auth("not-one-of-our-keys")).status_code == 200
    assert lookups == []


def test_a_key_check_that_fails_falls_back_to_the_ip(all_db, events_db):
    app = make_app(all_db, events_db, RATE_LIMIT="100/minute")
    repository = app.extensions["deckcheck_services"].events.repository

    def broken(_key_hash):
        raise RuntimeError("database down")

    repository.api_key_by_hash = broken
    r = app.test_client().get("/api/v1/games", headers=auth("dck_whatever"))
    assert r.status_code == 200


def test_verified_keys_are_bounded_and_expire():
    from types import SimpleNamespace

    from api.clients import VerifiedKeys

    now = [0.0]
    keys = VerifiedKeys(ttl=10, size=2, clock=lambda: now[0])
    asked: list[str] = []

    def lookup(token):
        asked.append(token)
        return SimpleNamespace(id=len(token)) if token.startswith("dck_") else None

    assert keys.key_id("dck_a", lookup) == 5 and keys.key_id("dck_a", lookup) == 5
    assert keys.key_id("nope", lookup) is None and keys.key_id("nope", lookup) is None
    assert asked == ["dck_a", "nope", "nope"]           # only real keys are remembered
    keys.key_id("dck_bb", lookup)
    keys.key_id("dck_ccc", lookup)                      # "dck_a" is dropped: at most 2
    keys.key_id("dck_a", lookup)
    assert asked[-1] == "dck_a" and len(asked) == 6
    now[0] = 11                                          # expired: asked again
    keys.key_id("dck_a", lookup)
    assert len(asked) == 7


# -- 405 names the allowed methods -----------------------------------------------------------------
def test_every_405_says_which_methods_are_allowed(app, client):
    checked = 0
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        url = re.sub(r"<[^>]+>", "1", rule.rule)
        for method in ("PATCH", "PUT", "DELETE", "POST"):
            if method in rule.methods:
                continue
            r = client.open(url, method=method)
            if r.status_code != 405:     # another rule of the same path takes the method
                continue
            assert error_of(r)["code"] == "METHOD_NOT_ALLOWED", url
            allowed = {m.strip() for m in r.headers.get("Allow", "").split(",") if m.strip()}
            assert allowed and rule.methods <= allowed | {"OPTIONS", "HEAD"}, (url, r.headers.get("Allow"))
            assert method not in allowed
            checked += 1
    assert checked > 50
    r = client.put("/api/v1/validate", json={})
    assert r.status_code == 405 and set(r.headers["Allow"].split(", ")) == {"POST", "OPTIONS"}


# -- names with nothing visible ------------------------------------------------------------------------
BLANK_NAMES = ["   ", " \t\n ", "\u3000\u00a0", "\u200b", "\u200b \ufeff\u2060", "\u2800", "\u0301"]


def test_blank_event_names_are_refused(app, client, key):
    for name in BLANK_NAMES:
        r = client.post("/api/v1/events", json={"name": name, "game": "agot", "deadline": FUTURE},
                        headers=auth(key))
        assert r.status_code == 422, (repr(name), r.get_json())
        assert error_of(r)["code"] == "INVALID_REQUEST"
    organizer = app.test_client()
    sign_in(organizer, key)
    for name in BLANK_NAMES:
        r = organizer.post("/events", data={"name": name, "game": "agot", "deadline": "2099-06-01T09:00",
                                            "tz": "0", **with_csrf(organizer)})
        assert is_page(r, 422), repr(name)
    r = client.post("/api/v1/events", json={"name": "  Winter \n  Joust ", "game": "agot", "deadline": FUTURE},
                    headers=auth(key))
    assert r.status_code == 201 and r.get_json()["name"] == "Winter Joust"


def test_blank_player_names_are_refused(client, key, event_id):
    deck = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}
    for name in BLANK_NAMES:
        r = client.post(f"/api/v1/events/{event_id}/registrations", json={"player": name, "deck": deck},
                        headers=auth(key))
        assert r.status_code == 422 and error_of(r)["code"] == "INVALID_REQUEST", repr(name)
        r = client.post(f"/events/{event_id}/submit", data={"player": name, "decklist": "Fealty\n1x A Noble Cause",
                                                           **with_csrf(client)})
        assert is_page(r, 422), repr(name)
    assert players(client, event_id) == 0


# -- the OpenAPI document states the "cards or decklist" rule --------------------------------------
@pytest.fixture(scope="module")
def plain_app(all_db):
    """An app without an events database of its own (nothing here writes)."""
    need_rules("agot")
    return make_app(all_db)


def test_the_document_says_cards_or_decklist_exactly_once(plain_app):
    schemas = plain_app.test_client().get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    for name, (first, second) in {"ValidateRequest": (["game", "cards"], ["decklist"]),
                                  "RegistrationCreate": (["deck"], ["decklist"])}.items():
        branches = schemas[name]["oneOf"]
        assert [b["required"] for b in branches] == [first, second], name
        assert [b["not"]["required"] for b in branches] == [second[:1], first[-1:]], name
    items = schemas["BatchRequest"]["properties"]["decks"]["items"]
    assert items["allOf"] == [{"$ref": "#/components/schemas/ValidateRequest"}]


def generated(plain_app, path: str, examples: int):
    """``examples`` requests schemathesis generates from the document for POST ``path``
    (valid ones only), each with its response. schemathesis is imported with the module, not
    here: pytest rewrites its modules as they load, and CPython 3.11.7's AST builder keeps one
    recursion count for all threads, so a load while an earlier test's threads still run can
    fail with "AST constructor recursion depth mismatch" (fixed in CPython 3.11.8)."""
    from hypothesis import HealthCheck, Phase, given, settings

    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", plain_app)
    operation = next(r.ok() for r in schema.get_all_operations()
                     if r.ok().path == path and r.ok().method.upper() == "POST")
    seen = []

    @given(case=operation.as_strategy())
    @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])
    def run(case):
        seen.append((case, case.call()))

    run()
    assert len(seen) >= examples // 2
    return seen


def test_generated_valid_validate_requests_are_never_refused_by_the_schema(plain_app):
    """Every generated body follows the document, so none may be refused as not matching the
    schema (INVALID_REQUEST, as the cards/decklist rule once did for half of them): the answer
    is the verdict, or a refusal of the deck's content (unknown format, unreadable list, ...)."""
    answers = generated(plain_app, "/api/v1/validate", 20)
    for case, response in answers:
        assert response.status_code in (200, 400, 422), (case.body, response.status_code)
        if response.status_code != 200:
            assert response.json()["error"]["code"] != "INVALID_REQUEST", (case.body, response.text[:300])
    assert sum(r.status_code == 200 for _, r in answers) >= 3


def test_generated_valid_batches_are_answered_200(plain_app):
    for case, response in generated(plain_app, "/api/v1/validate/batch", 10):
        assert response.status_code == 200, (case.body, response.text[:300])
        for item in response.json()["results"]:
            assert item["verdict"] is not None or item["error"]["code"] != "INVALID_REQUEST", (case.body, item)
