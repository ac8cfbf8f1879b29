"""The card endpoints as a data API (issue 38): ETag and Last-Modified from the card data's
version, 304 to their own ETag, Cache-Control, and the bulk dump of every card of a game."""
from __future__ import annotations

import gzip
import json

import pytest
from sqlalchemy import func, select
from test_api_helpers import make_app

from card_db import schema as s
from card_db.database import get_engine

ENDPOINTS = ["/api/v1/games", "/api/v1/games/agot/formats", "/api/v1/games/agot/lists",
             "/api/v1/games/l5r/cards?q=crane&per_page=5", "/api/v1/games/whi/cards?per_page=500",
             "/api/v1/games/agot/cards/01001", "/api/v1/games/l5r/cards.json"]


@pytest.fixture(scope="module")
def client(all_db):
    return make_app(all_db).test_client()


@pytest.mark.parametrize("path", ENDPOINTS)
def test_each_answers_304_to_its_own_etag(client, path):
    first = client.get(path)
    assert first.status_code == 200
    tag = first.headers["ETag"]
    assert first.headers["Last-Modified"] and "max-age=300" in first.headers["Cache-Control"]
    assert "Accept-Language" in first.headers["Vary"]
    again = client.get(path, headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    since = client.get(path, headers={"If-Modified-Since": first.headers["Last-Modified"]})
    assert since.status_code == 304
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def test_the_etag_follows_the_query_and_the_language(client):
    tags = {client.get(path, headers=headers).headers["ETag"] for path, headers in (
        ("/api/v1/games/agot/cards?q=stark", {}), ("/api/v1/games/agot/cards?q=lannister", {}),
        ("/api/v1/games/agot/cards?q=stark", {"Accept-Language": "de"}))}
    assert len(tags) == 3


def test_errors_carry_no_etag(client):
    r = client.get("/api/v1/games/agot/cards/nope")
    assert r.status_code == 404 and "ETag" not in r.headers


@pytest.mark.parametrize("game", ["l5r", "agot", "whi"])
def test_the_dump_holds_every_card_of_the_game(client, all_db, game):
    with get_engine(all_db).connect() as conn:
        stored = conn.execute(select(func.count()).select_from(s.Card).where(s.Card.game == game)).scalar()
    plain = client.get(f"/api/v1/games/{game}/cards.json")
    packed = client.get(f"/api/v1/games/{game}/cards.json", headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain.headers
    assert len(packed.data) < len(plain.data) / 3
    doc = json.loads(gzip.decompress(packed.data))
    assert doc == plain.get_json()
    assert doc["game"] == game and doc["count"] == stored == len(doc["cards"])
    assert len({c["id"] for c in doc["cards"]}) == stored
    assert doc["version"] and plain.headers["ETag"].startswith(f'"{doc["version"][:16]}')
    card = doc["cards"][0]
    assert {"id", "game", "name", "type", "names", "list_status", "deck_limit"} <= set(card)
    assert client.get(f"/api/v1/games/{game}/cards.json", headers={"Accept-Encoding": "gzip;q=0"}
                      ).headers.get("Content-Encoding") is None


def test_the_dump_of_agot_has_the_octgn_ids_and_plot_stats(client):
    cards = {c["id"]: c for c in client.get("/api/v1/games/agot/cards.json").get_json()["cards"]}
    assert len(cards["01001"]["octgn_id"]) == 36
    assert set(cards["01001"]["plot_stats"]) == {"income", "initiative", "claim", "reserve"}


def test_per_page_goes_to_500(client):
    assert client.get("/api/v1/games/agot/cards?per_page=500").get_json()["per_page"] == 500
    assert client.get("/api/v1/games/agot/cards?per_page=501").status_code == 422


def test_the_openapi_document_shows_the_new_operations(client):
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    assert "304" in paths["/api/v1/games/{game}/cards.json"]["get"]["responses"]
    assert "304" in paths["/api/v1/games/{game}/cards/{card_id}"]["get"]["responses"]
    assert "post" in paths["/api/v1/decklists/import"]
    export = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]["ExportRequest"]
    assert export["properties"]["format"]["enum"] == ["text", "thronesdb-json", "throneteki-json",
                                                      "emeralddb-json", "o8d"]
