"""POST /api/v1/decklists/parse and /decklists/export."""
from __future__ import annotations

import json

import pytest
from test_api_helpers import KINGSMOOT, error_of, make_app, read_sample
from deckcheck.games import game_ids


@pytest.fixture(scope="module")
def client(all_db):
    app = make_app(all_db)
    pools = app.extensions["deckcheck"].pools
    if not all(len(pools.get(g, ())) for g in game_ids()):
        pytest.skip("not every game's cards are imported yet")
    return app.test_client()


def test_parse_octgn_returns_canonical_deck_text_and_hash(client):
    r = client.post("/api/v1/decklists/parse?lang=de", json={"decklist": read_sample(KINGSMOOT)})
    assert r.status_code == 200
    body = r.get_json()
    assert body["source_format"] == "octgn" and body["problems"] == []
    deck = body["deck"]
    assert deck["game"] == "agot" and deck["faction"] == "baratheon" and sum(deck["cards"].values()) == 68
    assert body["text"].startswith("Haus Baratheon") and "Strategiestapel (7)" in body["text"]
    assert len(body["sha256"]) == 64
    again = client.post("/api/v1/decklists/parse", json={"decklist": body["text"]}).get_json()
    assert again["source_format"] == "text" and again["deck"]["cards"] == deck["cards"]
    assert again["sha256"] == body["sha256"]


def test_parse_reports_what_was_not_understood(client):
    text = "Crane deck\nFestung\n1x Shizuka Toshi\nKonfliktdeck\n3x Zum Angriff!\n2x Ehrengas\nnonsense ### line\n"
    body = client.post("/api/v1/decklists/parse", json={"decklist": text, "game": "l5r"}).get_json()
    assert body["deck"]["cards"] == {"shizuka-toshi": 1, "charge": 3}
    assert body["deck"]["name"] == "Crane deck"
    first, second = body["problems"]
    assert (first["line"], first["code"], first["text"]) == (6, "UNKNOWN_NAME", "2x Ehrengas")
    assert first["candidates"][0]["id"] == "guest-of-honor" and first["candidates"][0]["locale"] == "de"
    assert second["line"] == 7


def test_parse_json_formats(client):
    thronesdb = {"name": "x", "faction_code": "stark", "agendas": ["01027"], "slots": {"01001": 1}}
    body = client.post("/api/v1/decklists/parse", json={"decklist": json.dumps(thronesdb)}).get_json()
    assert body["source_format"] == "thronesdb" and body["deck"]["cards"] == {"01001": 1, "01027": 1}
    five = {"record": {"name": "y", "format": "standard", "cards": {"01-guest-of-honor": 2}}}
    body = client.post("/api/v1/decklists/parse", json={"decklist": json.dumps(five)}).get_json()
    assert body["source_format"] == "fiveringsdb" and body["deck"]["format"] == "stronghold"
    assert "2x Guest of Honor" in body["text"]


def test_parse_mistakes(client):
    for body, status, code in (({"decklist": ""}, 422, "INVALID_REQUEST"),
                               ({"decklist": "x", "game": "chess"}, 422, "INVALID_REQUEST"),
                               ({"decklist": "{oops"}, 400, "MALFORMED_JSON"),
                               ({"decklist": "<deck><section"}, 400, "MALFORMED_XML"),
                               ({"decklist": "3x Hodor", "game": "whi"}, 422, "NO_CARDS_FOUND"),
                               ({"text": "3x Hodor"}, 422, "INVALID_REQUEST")):
        r = client.post("/api/v1/decklists/parse", json=body)
        assert (r.status_code, error_of(r)["code"]) == (status, code), body


def test_export_writes_text_in_the_asked_language(client):
    deck = {"game": "whi", "capital": "empire", "cards": {"01116": 3, "01119": 1}}
    body = client.post("/api/v1/decklists/export?lang=de", json={"deck": deck}).get_json()
    assert body["text"].startswith("Hauptstadt: Imperium")
    assert "3x Warpsteinausgrabungen" in body["text"]
    assert body["deck"]["cards"] == {"01116": 3, "01119": 1}
    r = client.post("/api/v1/decklists/export", json={"deck": {"game": "whi", "cards": {"01116": 500}}})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_COUNT"
