"""GET /games, formats, lists, card search and card details; /healthz; reload after a sync."""
from __future__ import annotations

import pytest
from test_api_helpers import error_of, make_app, need_rules
from deckcheck.games import game_ids


@pytest.fixture(scope="module")
def app(all_db):
    app = make_app(all_db)
    pools = app.extensions["deckcheck"].pools
    if not all(len(pools.get(g, ())) for g in game_ids()):
        pytest.skip("not every game's cards are imported yet")
    return app


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


def test_games(client):
    body = client.get("/api/v1/games").get_json()
    games = {g["id"]: g for g in body["games"]}
    assert list(games) == ["l5r", "agot", "whi"]
    assert games["agot"]["cards"] == 2240
    for game, default in (("l5r", "stronghold"), ("agot", "joust"), ("whi", "standard")):
        need_rules(game)
        assert games[game]["default_format"] == default and default in games[game]["formats"]


def test_formats_with_their_lists(client):
    need_rules("agot")
    body = client.get("/api/v1/games/agot/formats").get_json()
    assert body["default_format"] == "joust"
    formats = {f["name"]: f for f in body["formats"]}
    assert formats["joust"]["default"] is True and formats["melee"]["default"] is False
    assert formats["joust"]["list_format"] == "joust"
    assert any(lv["id"] == "gotstandard2.1" for lv in formats["joust"]["lists"])


def test_lists_per_family(client):
    body = client.get("/api/v1/games/agot/lists").get_json()
    joust = body["families"]["joust"]
    assert len(joust) >= 30 and joust == sorted(joust, key=lambda lv: (lv["effective"], lv["id"]))
    assert sum(lv["in_force"] for lv in joust) == 1
    first = joust[0]
    assert {"id", "name", "issuer", "effective", "source", "restricted", "banned", "pods"} <= set(first)
    l5r = client.get("/api/v1/games/l5r/lists").get_json()["families"]
    assert "stronghold" in l5r and all(lv["issuer"] for lv in l5r["stronghold"])


def test_unknown_game_in_the_path(client):
    for path in ("/api/v1/games/mtg/formats", "/api/v1/games/mtg/lists", "/api/v1/games/mtg/cards",
                 "/api/v1/games/mtg/cards/01001"):
        r = client.get(path)
        assert r.status_code == 404 and error_of(r)["code"] == "UNKNOWN_GAME", path


def test_card_search_in_any_language(client):
    body = client.get("/api/v1/games/agot/cards?q=Zeit der Krähen&lang=de&per_page=5").get_json()
    top = body["items"][0]
    assert top["id"] == "01002" and top["display_name"] == "Zeit der Krähen" and top["name"] == "A Feast for Crows"
    assert top["score"] == 100 and top["locale"] == "de"
    typo = client.get("/api/v1/games/l5r/cards?q=Guest of Honour").get_json()["items"][0]
    assert typo["id"] == "guest-of-honor" and typo["score"] < 100
    german = client.get("/api/v1/games/whi/cards?q=Warpsteinausgrabungen").get_json()["items"][0]
    assert german["id"] == "01116"


def test_card_filters_and_pagination(client):
    plots = client.get("/api/v1/games/agot/cards?type=plot&faction=neutral&per_page=50").get_json()
    assert plots["total"] > 50 and plots["pages"] == -(-plots["total"] // 50)
    assert all(c["type"] == "plot" and c["faction"] == "neutral" for c in plots["items"])
    page2 = client.get("/api/v1/games/agot/cards?type=plot&faction=neutral&per_page=50&page=2").get_json()
    assert {c["id"] for c in page2["items"]}.isdisjoint({c["id"] for c in plots["items"]})
    core = client.get("/api/v1/games/agot/cards?pack=Core Set&per_page=100").get_json()
    assert core["total"] >= 200 and all("Core" in c["packs"] for c in core["items"])
    empty = client.get("/api/v1/games/agot/cards?type=plot&page=999").get_json()
    assert empty["items"] == [] and empty["total"] > 0


def test_card_query_mistakes(client):
    for query in ("per_page=0", "per_page=1000", "page=0", "page=abc", "q=" + "x" * 101, "lang=" + "x" * 9):
        r = client.get(f"/api/v1/games/agot/cards?{query}")
        assert r.status_code == 422, query
        assert error_of(r)["code"] == "INVALID_REQUEST"


def test_card_detail_with_names_printings_and_list_timeline(client):
    body = client.get("/api/v1/games/agot/cards/01002?lang=de").get_json()
    assert body["id"] == "01002" and body["display_name"] == "Zeit der Krähen"
    assert {"locale": "de", "name": "Zeit der Krähen"}.items() <= next(
        n for n in body["names"] if n["locale"] == "de").items()
    assert body["printings"][0]["pack"] == "Core"
    assert body["attributes"]["income"] == 6
    families = {t["format"] for t in body["list_timeline"]}
    assert {"joust", "melee"} <= families
    joust = client.get("/api/v1/games/agot/lists").get_json()["families"]["joust"]
    assert len([t for t in body["list_timeline"] if t["format"] == "joust"]) == len(joust)


def test_card_detail_status_over_time_for_a_listed_card(client):
    body = client.get("/api/v1/games/l5r/cards/guest-of-honor").get_json()
    statuses = {t["list"]: t["status"] for t in body["list_timeline"]}
    assert "restricted" in statuses.values() and "banned" in statuses.values()
    assert body["list_status"] and {s["kind"] for s in body["list_status"]} >= {"banned"}


def test_card_detail_by_id_alias(client):
    guid = client.get("/api/v1/games/agot/cards/0ed58a09-7482-4632-b88f-309ae5621c2e").get_json()
    assert guid["id"] == "01002"
    prefixed = client.get("/api/v1/games/l5r/cards/01-guest-of-honor").get_json()
    assert prefixed["id"] == "guest-of-honor"
    r = client.get("/api/v1/games/agot/cards/99999")
    assert r.status_code == 404 and error_of(r)["code"] == "CARD_NOT_FOUND"


def test_healthz(client):
    body = client.get("/healthz").get_json()
    assert body["status"] == "ok" and body["games"]["agot"] == 2240 and body["stamp"]


def test_pools_reload_after_a_sync(tmp_path, all_db):
    """A sync changes the pool stamp; a worker notices within its reload interval."""
    from conftest import copy_db

    from api.extensions import validation_service
    from card_db.bundle import Bundle
    from card_db.database import get_engine
    from card_db.writer import write_bundles

    url = copy_db(all_db, tmp_path / "copy.sqlite")
    svc = validation_service(get_engine(url), reload_interval=0)
    app = make_app(all_db, VALIDATION_SERVICE=svc)
    client = app.test_client()
    before = client.get("/healthz").get_json()
    assert svc.reload_if_changed() is False
    bundle = Bundle(game="whi", name="Warhammer: Invasion", source="test",
                    cards=[{"id": "t1", "name": "Test Card", "type": "unit", "faction": "orc"}])
    write_bundles(get_engine(url), [bundle], force=True)
    after = client.get("/healthz").get_json()
    assert after["stamp"] != before["stamp"] and after["games"]["whi"] == 1
    get_engine(url).dispose()


def test_an_empty_database_answers_503_until_a_sync(tmp_path):
    from api import create_app

    url = f"sqlite:///{tmp_path / 'empty.sqlite'}"
    client = create_app({"DATABASE_URL": url}).test_client()
    assert client.get("/healthz").get_json()["games"] == {"l5r": 0, "agot": 0, "whi": 0}
    r = client.post("/api/v1/validate", json={"game": "agot", "cards": {"01001": 1}})
    assert r.status_code == 503 and error_of(r)["code"] == "NO_CARD_DATA"
    r = client.get("/api/v1/games/agot/cards")
    assert r.status_code == 503
