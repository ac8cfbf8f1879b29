"""Every hostile finding so far, replayed together (issues 14, 40, 41): each must stay a clean
answer (4xx with a sentence, escaped text, a neutral spreadsheet cell), on SQLite and on
PostgreSQL (DECKCHECK_TEST_POSTGRES=1 or --postgres).

Replayed here: integers of 5,000 digits, NUL characters, the over-budget batch of misspelled
decklists, made-up API keys under a rate limit, the API key in a cookie, path ids past 2^31
on every ``{event_id}`` route (API and pages), a deadline at the edge of the calendar with a
time zone, spreadsheet formulas in the CSV exports, HTML in event, player and deck names on
every page and printed sheet. Each finding's own detailed tests stay where they were written:
tests/test_hostile_inputs.py (integers, NUL, keys, blank names), tests/test_hostile_budget.py
(misspelled batches), tests/test_hostile_sessions.py (cookie, registration race, sessions).
The generated requests against the OpenAPI document are in tests/test_hostile_schemathesis.py.
"""
from __future__ import annotations

import csv
import io
import re
from urllib.parse import quote

import pytest
from test_api_helpers import error_of, make_app, need_rules

from api.extensions import event_service
from card_db.database import get_engine

BIG = "1" + "0" * 5000
FUTURE = "2099-06-01T09:00:00Z"
HTML = '<script>alert("x")</script><img src=x onerror=alert(1)>'
FORMULAS = ("=cmd|' /C calc'!A0", "+SUM(1,2)", "-2+3", "@SUM(A1)")
IDS = (2**31, 2**63, 10**30)
DECK = {"game": "agot", "faction": "stark", "cards": {"01027": 1}}


@pytest.fixture(scope="module")
def app(all_db, events_db):
    need_rules("agot")
    app = make_app(all_db, events_db, SECRET_KEY="hostile-replay")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture(scope="module")
def key(events_db):
    return event_service(get_engine(events_db)).create_api_key("replay organizer")[1]


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(scope="module")
def hostile_event(app, key):
    """An event named in HTML whose players and decks carry HTML and spreadsheet formulas."""
    client = app.test_client()
    r = client.post("/api/v1/events", json={"name": HTML, "game": "agot", "deadline": FUTURE}, headers=auth(key))
    assert r.status_code == 201, r.get_json()
    event_id = r.get_json()["id"]
    for player in (HTML, *FORMULAS):
        r = client.post(f"/api/v1/events/{event_id}/registrations",
                        json={"player": player, "deck": {**DECK, "name": f"{player} deck"}}, headers=auth(key))
        assert r.status_code in (200, 201), r.get_json()
    return event_id


def signed_in(app, key: str):
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf"] = "replay-csrf"
    assert client.post("/events/login", data={"api_key": key, "csrf": "replay-csrf"}).status_code == 303
    return client


def no_traceback(response) -> None:
    body = response.get_data(as_text=True)
    assert response.status_code < 500, (response.request.path, response.status_code, body[:300])
    assert "Traceback" not in body and 'File "' not in body, body[:300]


# -- integers, NUL, batches, keys (their detailed tests: see the module's docstring) ------------------
def test_a_5000_digit_integer_is_a_400(app, key, hostile_event):
    client = app.test_client()
    r = client.post("/api/v1/validate", data='{"game": "agot", "cards": {"01001": ' + BIG + "}}",
                    content_type="application/json")
    assert r.status_code == 400, r.status_code
    no_traceback(client.get(f"/api/v1/events/{BIG}"))
    no_traceback(client.get("/api/v1/games/agot/cards", query_string={"limit": BIG}))


def test_nul_is_a_422_and_nothing_is_stored(app, key, hostile_event):
    client = app.test_client()
    before = client.get(f"/api/v1/events/{hostile_event}", headers=auth(key)).get_json()["players"]
    r = client.post(f"/api/v1/events/{hostile_event}/registrations", json={"player": "Nul\x00", "deck": DECK},
                    headers=auth(key))
    assert r.status_code == 422, r.status_code
    r = client.post("/api/v1/events", json={"name": "N\x00", "game": "agot", "deadline": FUTURE}, headers=auth(key))
    assert r.status_code == 422, r.status_code
    assert client.get(f"/api/v1/events/{hostile_event}", headers=auth(key)).get_json()["players"] == before


def test_the_over_budget_batch_of_misspelled_decklists_is_a_413(app):
    import random

    rng = random.Random(40)
    words = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8)) for _ in range(400)]
    deck = "\n".join(f"1x {rng.choice(words)} {rng.choice(words)}" for _ in range(180))
    r = app.test_client().post("/api/v1/validate/batch",
                               json={"decks": [{"game": "agot", "decklist": deck}] * 500})
    assert r.status_code == 413, r.status_code
    assert r.get_json()["error"]["message"]


def test_made_up_api_keys_share_the_callers_rate_limit(all_db, events_db):
    client = make_app(all_db, events_db, RATE_LIMIT="5/minute").test_client()
    statuses = [client.post("/api/v1/validate", json=DECK, headers=auth(f"dck_made-up-{i}")).status_code
                for i in range(8)]
    assert statuses == [200] * 5 + [429] * 3, statuses


def test_the_api_key_in_a_cookie_grants_nothing(app, key, hostile_event):
    client = app.test_client()
    client.set_cookie("session", key)
    client.set_cookie("api_key", key)
    r = client.get(f"/api/v1/events/{hostile_event}/report")
    assert r.status_code == 401, r.status_code
    assert client.get(f"/events/{hostile_event}/decks").status_code in (303, 401, 403)


# -- ids past 32 bits on every route that takes one --------------------------------------------------
def id_routes(app) -> list[tuple[str, str]]:
    """Every rule with an ``event_id`` or ``id`` in its path, and each method it takes."""
    out = []
    for rule in app.url_map.iter_rules():
        if not {"event_id", "id"} & set(rule.arguments):
            continue
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            out.append((method, rule.rule))
    return out


def fill(rule: str, number: int) -> str:
    rule = re.sub(r"<(?:[a-z]+:)?(?:event_id|id)>", str(number), rule)
    rule = re.sub(r"<(?:[a-z]+:)?player>", "Ann", rule)
    return rule.replace("<any(csv, txt, json):kind>", "csv")


def test_ids_past_32_bits_are_404_on_every_route(app, key):
    api, pages = app.test_client(), signed_in(app, key)
    routes = id_routes(app)
    assert len(routes) >= 30, routes
    bodies = {"reopen": {"until": FUTURE}, "lock": {}, "picks": {"n": 1, "round": 1}, "publish": {},
              "registrations": {"player": "Ann", "deck": DECK}, "list-change": {"list": "latest"}}
    for method, rule in routes:
        for number in IDS:
            path = fill(rule, number)
            if path.startswith("/api/"):
                body = None if method == "GET" else bodies.get(path.rsplit("/", 1)[-1], {})
                r = api.open(path, method=method, json=body, headers=auth(key))
                no_traceback(r)
                takes_input = body == {} or path.endswith("/list-change")      # refused as incomplete first
                assert r.status_code in ((404, 422) if takes_input else (404,)), (method, path, r.status_code)
            else:
                r = pages.open(path, method=method, data={"csrf": "replay-csrf", "until": FUTURE, "tz": "0"})
                no_traceback(r)
                assert r.status_code == 404, (method, path, r.status_code)


# -- the edge of the calendar ----------------------------------------------------------------------
@pytest.mark.parametrize("until", ["9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+05:00"])
def test_a_deadline_past_the_calendar_is_a_422_with_a_sentence(app, key, until):
    client = app.test_client()
    r = client.post("/api/v1/events", json={"name": "Edge", "game": "agot", "deadline": FUTURE}, headers=auth(key))
    event_id = r.get_json()["id"]
    r = client.post(f"/api/v1/events/{event_id}/reopen", json={"until": until}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["message"].endswith("."), r.get_data()[:300]
    r = client.post("/api/v1/events", json={"name": "Edge", "game": "agot", "deadline": until}, headers=auth(key))
    assert r.status_code == 422 and error_of(r)["message"].endswith("."), r.get_data()[:300]
    pages = signed_in(app, key)
    local, _, _ = until.rpartition("-" if until.startswith("9") else "+")
    r = pages.post(f"/events/{event_id}/reopen", data={"csrf": "replay-csrf", "until": local[:16],
                                                      "tz": "300" if until.startswith("9") else "-300"})
    no_traceback(r)
    assert r.status_code in (303, 422), r.status_code


# -- spreadsheet formulas in the CSV exports -------------------------------------------------------
def test_no_csv_cell_starts_a_formula(app, key, hostile_event):
    api, pages = app.test_client(), signed_in(app, key)
    api.post(f"/api/v1/events/{hostile_event}/lock", headers=auth(key))
    # each download is read before the next request: they stream inside their request's context
    answers = [lambda: api.get(f"/api/v1/events/{hostile_event}/report.csv", headers=auth(key)),
               lambda: api.get(f"/api/v1/events/{hostile_event}/decks.csv", headers=auth(key)),
               lambda: pages.get(f"/events/{hostile_event}/report.csv"),
               lambda: pages.get(f"/events/{hostile_event}/decks.csv")]
    for answer in answers:
        r = answer()
        assert r.status_code == 200 and r.mimetype == "text/csv", (r.request.path, r.status_code)
        rows = list(csv.reader(io.StringIO(r.get_data(as_text=True))))
        cells = [cell for row in rows[1:] for cell in row]
        assert any("cmd|" in cell for cell in cells), r.request.path
        risky = [cell for cell in cells if cell[:1] in ("=", "+", "@", "\t", "\r")
                 or (cell.startswith("-") and not cell[1:].replace(".", "", 1).isdigit())]
        assert not risky, (r.request.path, risky)


# -- HTML in names on every page and printed sheet ---------------------------------------------------
def test_html_in_names_is_escaped_on_every_page(app, key, hostile_event):
    pages, anonymous = signed_in(app, key), app.test_client()
    paths = [f"/events/{hostile_event}", f"/events/{hostile_event}/decks", f"/events/{hostile_event}/sheets",
             f"/events/{hostile_event}/decklists", f"/events/{hostile_event}/changes",
             f"/events/{hostile_event}/list-change", f"/events/{hostile_event}/submit", "/events"]
    paths += [f"/events/{hostile_event}/sheets/{quote(player, safe='')}" for player in (HTML, FORMULAS[0])]
    api = app.test_client()
    api.post(f"/api/v1/events/{hostile_event}/lock", headers=auth(key))
    r = api.post(f"/api/v1/events/{hostile_event}/publish", json={}, headers=auth(key))
    assert r.status_code == 200, r.get_data()[:300]
    seen = 0
    for client in (pages, anonymous):
        for path in paths:
            r = client.get(path)
            no_traceback(r)
            if client is pages:
                assert r.status_code == (422 if path.endswith("/list-change") else 200), (path, r.status_code)
            body = r.get_data(as_text=True)
            assert "<script>alert" not in body and "<img src=x" not in body, (path, body.count("<script>alert"))
            seen += "&lt;script&gt;" in body
    assert seen >= 4, seen
