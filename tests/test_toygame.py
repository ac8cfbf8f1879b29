"""A fourth game plugs in without touching the project: Toy Tavern (tests/toygame/) is
registered at test time, synced through ``deckcheck db sync``, validated through the CLI
and the API, known to every surface, and unregistered afterwards."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_registry import check_surfaces
from toygame import DATA, GAME

from deckcheck.games import game_ids, register_game, unregister_game
from deckcheck.rules.codes import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
LEGAL = DATA / "legal.txt"
MIXED = DATA / "mixed.txt"


@pytest.fixture
def toy(tmp_path):
    """The toy game registered, and the URL of an empty database for it."""
    from card_db.database import get_engine

    url = f"sqlite:///{tmp_path / 'toy.sqlite'}"
    get_engine.cache_clear()      # the CLI asks get_engine() (cached per argument) for $DATABASE_URL
    register_game(GAME)
    try:
        yield url
    finally:
        unregister_game(GAME.id)
        get_engine(url).dispose()
        get_engine.cache_clear()
    assert GAME.id not in game_ids() and not any(c.startswith("TOY_") for c in REGISTRY)


def cli(args: list[str], url: str, stdin: str | None = None):
    """``deckcheck ARGS`` in this process, on the database at ``url``."""
    from api.cli import main

    return CliRunner().invoke(main, args, env={"DATABASE_URL": url}, input=stdin,
                              catch_exceptions=False)


def synced(url: str) -> str:
    done = cli(["db", "sync", "--game", "toy", "--source", str(DATA), "--quiet"], url)
    assert done.exit_code == 0, done.output
    assert re.search(r"^toy: updated: 6 cards, 1 packs, 6 printings", done.output, re.M), done.output
    return url


def test_the_toy_game_is_defined_only_in_its_folder():
    """No file of the project names the toy game: the registry is all it needs."""
    for package in ("deckcheck", "card_db", "api", "restricted_lists"):
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and path.suffix in (".py", ".yaml", ".html", ".js", ".json", ".mako"):
                text = path.read_text(encoding="utf-8")
                assert not re.search(r"\btoy(game)?\b|\bTOY_|Toy Tavern", text, re.I), path
    assert GAME.id not in game_ids()                 # and it is not registered by default


def test_sync_and_validate_through_the_cli(toy):
    url = synced(toy)
    ok = cli(["validate", str(LEGAL), "--game", "toy"], url)
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("VALID: toy / standard")
    bad = cli(["validate", str(MIXED), "--game", "toy", "--lang", "de"], url)
    assert bad.exit_code == 1, bad.output
    assert "[TOY_TWO_COLOURS] Rote und blaue Karten dürfen nicht in einem Deck sein" in bad.output
    assert "Blaue Fee" in bad.output                       # the smaller colour, by its German name
    piped = cli(["validate", "-", "--json"], url, json.dumps({"game": "toy", "cards": {"toy-06": 2}}))
    verdict = json.loads(piped.output)                     # a canonical deck names its game
    assert piped.exit_code == 1 and [v["code"] for v in verdict["violations"]] == ["TOY_COPIES"]


def test_the_game_reads_its_own_card_fields(toy):
    """A field no other game has (``stars``) travels from its importer through the stored
    card's ``extra`` into ``Card.extra`` by the record's card_fields: no schema change."""
    from card_db.database import get_engine
    from card_db.pools import load_pool

    pool = load_pool(get_engine(synced(toy)), "toy")
    assert pool.cards["toy-01"].extra["stars"] == 3 and pool.cards["toy-02"].extra["stars"] == 0
    assert pool.cards["toy-01"].plot_stats is None          # AGoT's own field stays AGoT's


def test_validate_through_the_api(toy):
    from api import create_app

    app = create_app({"DATABASE_URL": synced(toy), "EVENTS_DATABASE_URL": toy})
    app.testing = False
    client = app.test_client()
    legal = client.post("/api/v1/validate", json={"game": "toy", "cards": {"toy-01": 3, "toy-05": 2}})
    assert legal.status_code == 200 and legal.get_json()["valid"] is True
    mixed = client.post("/api/v1/validate?lang=pl", json={"decklist": MIXED.read_text(), "game": "toy"})
    body = mixed.get_json()
    assert mixed.status_code == 200 and body["valid"] is False
    assert [v["code"] for v in body["violations"]] == ["TOY_TWO_COLOURS"]
    assert body["violations"][0]["cards"] == ["toy-03"] and body["violations"][0]["actual"] == 2
    assert body["violations"][0]["message"].startswith("Czerwone i niebieskie karty")
    guessed = client.post("/api/v1/validate", json={"decklist": LEGAL.read_text()})   # game told by its cards
    assert guessed.get_json()["game"] == "toy" and guessed.get_json()["valid"] is True
    unknown = client.post("/api/v1/validate", json={"game": "toy", "cards": {"toy-99": 1}})
    assert [v["code"] for v in unknown.get_json()["violations"]] == ["TOY_UNKNOWN_CARD"]
    check_surfaces(GAME, app)
    assert client.get("/healthz").get_json()["games"]["toy"] == 6


def test_an_app_created_before_the_game_accepts_it(tmp_path):
    """The OpenAPI enums list the games registered when the app was created; requests for a
    game registered later are read all the same (here: no toy cards loaded -> NO_CARD_DATA)."""
    from test_registry import make_registry_app, openapi_game_enums

    app = make_registry_app(tmp_path)
    client = app.test_client()
    register_game(GAME)
    try:
        enums = openapi_game_enums(client.get("/api/v1/openapi.json").get_json())
        assert all("toy" not in enum for enum in enums.values())
        r = client.post("/api/v1/validate", json={"game": "toy", "cards": {"toy-01": 1}})
        assert r.get_json()["error"]["code"] == "NO_CARD_DATA"
    finally:
        unregister_game(GAME.id)
    r = client.post("/api/v1/validate", json={"game": "toy", "cards": {"toy-01": 1}})
    assert r.status_code == 422 and "game" in json.dumps(r.get_json()["error"]["details"])
