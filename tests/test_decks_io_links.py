"""Import by link (issue 38): ThronesDB, EmeraldDB and FiveRingsDB links read through the sites'
API shapes (recorded with the ``responses`` library: nothing leaves the machine), and every
address off the allow-list refused before any request is made."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import requests
import responses
from test_api_helpers import error_of, make_app, shared_service

from deckcheck.decklists.links import read_link, sites
from deckcheck.model import DeckInputError

DATA = Path(__file__).parent / "data" / "decklists"
EMERALD = DATA / "l5r" / "emeralddb-lion-duelist.json"
UUID = "a2058c37-5909-4119-bf16-bdddd3a80262"


@pytest.fixture(scope="module")
def app(all_db):
    return make_app(all_db)


@pytest.fixture
def client(app):
    app.extensions["deck_links"].cache.clear()
    return app.test_client()


@pytest.fixture(scope="module")
def thronesdb_answer(all_db) -> dict:
    """A ThronesDB API answer (the fields of /api/public/decklist/<n>) holding the real
    deck danurai-wolf-kings-of-winter.txt."""
    deck = shared_service(all_db).read_decklist(
        (DATA / "agot" / "danurai-wolf-kings-of-winter.txt").read_text(encoding="utf-8"), "agot").deck
    return {"id": 12345, "name": "Wolf Kings of Winter", "date_creation": "2017-02-02T10:00:00+00:00",
            "date_update": "2017-02-02T10:00:00+00:00", "description_md": "", "user_id": 42,
            "faction_code": "stark", "faction_name": "House Stark", "slots": dict(deck.cards),
            "agendas": ["04038"], "agendaurls": ["https://thronesdb.com/card/04038"], "version": "1.0",
            "problem": None, "tags": "", "uuid": "0c7d4b2e-5a1f-4f3e-9d55-2b8f0e6c1a77"}


def test_thronesdb_decklist_and_deck_links(client, thronesdb_answer):
    expected = thronesdb_answer["slots"]
    with responses.RequestsMock() as mock:
        mock.get("https://thronesdb.com/api/public/decklist/12345", json=thronesdb_answer)
        mock.get("https://thronesdb.com/api/public/deck/777", json=thronesdb_answer)
        r = client.post("/api/v1/decklists/import",
                        json={"url": "https://thronesdb.com/decklist/view/12345/wolf-kings-of-winter-1.0"})
        assert r.status_code == 200, r.get_json()
        body = r.get_json()
        assert body["site"] == "thronesdb" and body["source_format"] == "thronesdb"
        assert body["deck"]["cards"] == expected and body["deck"]["faction"] == "stark"
        assert body["source_url"] == "https://thronesdb.com/api/public/decklist/12345"
        assert json.loads(body["decklist"])["id"] == 12345
        r = client.post("/api/v1/decklists/import", json={"url": "https://www.thronesdb.com/de/deck/view/777"})
        assert r.status_code == 200 and r.get_json()["deck"]["cards"] == expected
        # the same link again: the answer comes from the cache, the site is asked once
        client.post("/api/v1/decklists/import", json={"url": "https://thronesdb.com/decklist/view/12345"})
        assert len(mock.calls) == 2
        assert mock.calls[0].request.headers["Accept"] == "application/json"
    verdict = client.post("/api/v1/validate", json={"game": "agot", "decklist": body["decklist"]}).get_json()
    assert verdict["valid"] is True, verdict["violations"]


def test_emeralddb_and_fiveringsdb_links(client):
    answer = json.loads(EMERALD.read_text(encoding="utf-8"))
    with responses.RequestsMock() as mock:
        mock.get(f"https://www.emeralddb.org/api/decklists/{UUID}", json=answer)
        mock.get("https://api.fiveringsdb.com/decklists/5b1c2d3e", json={"record": answer, "success": True})
        for url in (f"https://www.emeralddb.org/decks/{UUID}/", f"https://emeralddb.org/decks/{UUID}/view"):
            body = client.post("/api/v1/decklists/import", json={"url": url}).get_json()
            assert body["site"] == "emeralddb" and body["deck"]["cards"] == answer["cards"]
            assert body["deck"]["format"] == "stronghold" and body["problems"] == []
        body = client.post("/api/v1/decklists/import",
                           json={"url": "https://fiveringsdb.com/decklists/5b1c2d3e/lion-duelist"}).get_json()
        assert body["site"] == "fiveringsdb" and body["deck"]["cards"] == answer["cards"]
        assert len(mock.calls) == 2


REFUSED = [
    "https://127.0.0.1/decklist/view/1", "http://localhost/decklist/view/1", "https://10.0.0.7/decklist/view/1",
    "https://[::1]/decklist/view/1", "https://169.254.169.254/latest/meta-data/", "https://evil.example/decklist/view/1",
    "https://thronesdb.com@evil.example/decklist/view/1", "https://user:pw@thronesdb.com/decklist/view/1",
    "https://thronesdb.com.evil.example/decklist/view/1", "https://evilthronesdb.com/decklist/view/1",
    "https://evil.example/?u=https://thronesdb.com/decklist/view/1", "http://thronesdb.com/decklist/view/1",
    "https://thronesdb.com:8443/decklist/view/1", "https://thronesdb.com/admin", "https://thronesdb.com/decklist/view/x",
    "https://thronesdb.com/decklist/view/1/../../../admin", "ftp://thronesdb.com/decklist/view/1",
    "file:///etc/passwd", "javascript:alert(1)", "thronesdb.com/decklist/view/1", "https://www.emeralddb.org/decks/1",
    "https://thronesdb.com\\@evil.example/decklist/view/1", "https://thronesdb.com/decklist/view/1 https://evil.example",
    "https://emeralddb.org/api/cards", "https://fiveringsdb.com/decklists/1/2/3", "https://thronesdb.com:99999/x",
]


@pytest.mark.parametrize("url", REFUSED)
def test_links_off_the_allow_list_are_refused_before_any_request(client, url):
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        r = client.post("/api/v1/decklists/import", json={"url": url})
        assert len(mock.calls) == 0
    assert r.status_code == 422
    assert error_of(r)["code"] in ("LINK_NOT_ALLOWED", "INVALID_REQUEST")


def test_the_userinfo_trick_is_named():
    with pytest.raises(DeckInputError) as exc:
        read_link("https://thronesdb.com@evil.example/decklist/view/1", sites())
    assert exc.value.variant == "userinfo"


def test_what_is_fetched_is_built_from_the_base_and_the_id_only():
    link = read_link("https://thronesdb.com/decklist/view/0042/x?redirect=https://evil.example#y", sites())
    assert link.api_url == "https://thronesdb.com/api/public/decklist/0042"


@pytest.mark.parametrize(("answer", "status", "code", "variant_text"), [
    ({"status": 302, "headers": {"Location": "https://evil.example/deck.json"}}, 502, "LINK_FETCH_FAILED", "redirect"),
    ({"status": 301, "headers": {"Location": "https://thronesdb.com/api/public/decklist/2"}}, 502,
     "LINK_FETCH_FAILED", "redirect"),
    ({"status": 404, "json": {"error": "not found"}}, 422, "LINK_NOT_FOUND", "public deck"),
    ({"status": 500, "body": "oops"}, 502, "LINK_FETCH_FAILED", "500"),
    ({"status": 200, "body": "<html>not json</html>"}, 502, "LINK_FETCH_FAILED", "JSON"),
    ({"status": 200, "body": "[1, 2]"}, 502, "LINK_FETCH_FAILED", "JSON"),
    ({"body": requests.exceptions.ReadTimeout()}, 502, "LINK_FETCH_FAILED", "seconds"),
    ({"body": requests.exceptions.ConnectionError()}, 502, "LINK_FETCH_FAILED", "answer 0"),
])
def test_a_site_that_fails_is_a_clear_error(client, answer, status, code, variant_text):
    with responses.RequestsMock() as mock:
        mock.get("https://thronesdb.com/api/public/decklist/1", **answer)
        r = client.post("/api/v1/decklists/import", json={"url": "https://thronesdb.com/decklist/view/1"})
        assert len(mock.calls) == 1          # a redirect is never followed
    assert r.status_code == status
    error = error_of(r)
    assert error["code"] == code and variant_text in error["message"]


def test_an_answer_over_the_size_cap_is_cut_off_as_it_arrives(all_db):
    app = make_app(all_db, IMPORT_MAX_BYTES=1000)
    big = json.dumps({"name": "x", "slots": {f"{i:05d}": 1 for i in range(500)}})
    with responses.RequestsMock() as mock:
        mock.get("https://thronesdb.com/api/public/decklist/9", body=big)
        r = app.test_client().post("/api/v1/decklists/import", json={"url": "https://thronesdb.com/decklist/view/9"})
    assert r.status_code == 502 and "1000 bytes" in error_of(r)["message"]


def test_the_base_url_comes_from_the_settings(all_db, thronesdb_answer):
    """A test server or a mirror stands in for the site: its own links are accepted with its
    scheme and port, and the site's public links are fetched from it."""
    app = make_app(all_db, THRONESDB_URL="http://127.0.0.1:8765/")
    client = app.test_client()
    with responses.RequestsMock() as mock:
        mock.get("http://127.0.0.1:8765/api/public/decklist/5", json=thronesdb_answer)
        for url in ("http://127.0.0.1:8765/decklist/view/5", "https://thronesdb.com/decklist/view/5"):
            assert client.post("/api/v1/decklists/import", json={"url": url}).status_code == 200
        r = client.post("/api/v1/decklists/import", json={"url": "http://127.0.0.1:8766/decklist/view/5"})
        assert r.status_code == 422
        assert len(mock.calls) == 1
