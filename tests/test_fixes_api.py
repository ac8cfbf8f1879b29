"""Fix suggestions through the API and the CLI: only when asked (suggest=true, --suggest),
the default verdict unchanged, every suggestion applied gives a legal deck, bad values 4xx."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from test_api_helpers import make_app, need_rules
from test_api_validate import KINGSMOOT_CARDS, KINGSMOOT_DECK


@pytest.fixture(scope="module")
def app(all_db):
    need_rules("agot")
    app = make_app(all_db)
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


def _broken() -> dict:
    cards = dict(KINGSMOOT_CARDS)
    cards["01047"] = 5                       # 5 copies of a draw card
    return {**KINGSMOOT_DECK, "cards": cards}


def test_default_verdict_has_no_suggestions_and_is_unchanged(client):
    plain = client.post("/api/v1/validate", json=_broken())
    off = client.post("/api/v1/validate?suggest=false", json=_broken())
    assert plain.status_code == off.status_code == 200
    assert plain.data == off.data
    assert all("suggestions" not in v for v in plain.get_json()["violations"])


@pytest.mark.parametrize("how", ["query", "body"])
def test_suggestions_on_request_make_the_deck_legal(client, how):
    url, body = "/api/v1/validate", _broken()
    if how == "query":
        url += "?suggest=true&lang=de"
    else:
        body["suggest"] = True
        url += "?lang=de"
    r = client.post(url, json=body)
    assert r.status_code == 200
    verdict = r.get_json()
    (violation,) = verdict["violations"]
    assert violation["code"] == "AGOT_COPIES"
    plain = client.post("/api/v1/validate?lang=de", json=_broken()).get_json()
    assert {k: v for k, v in violation.items() if k != "suggestions"} == plain["violations"][0]
    fixes = violation["suggestions"]
    assert fixes["no_fix"] is None and fixes["fixes"]
    first = fixes["fixes"][0]
    assert first["edits"] == [{"op": "set", "card": "01047", "count": 3, "name": first["edits"][0]["name"],
                               "type": "character", "cost": first["edits"][0]["cost"],
                               "message": first["edits"][0]["message"]}]
    assert "Kopien" in first["message"]
    for fix in fixes["fixes"]:               # applied, every suggestion gives a legal deck
        cards = dict(_broken()["cards"])
        for e in fix["edits"]:
            have = cards.get(e["card"], 0)
            cards[e["card"]] = {"remove": have - e["count"], "add": have + e["count"]}.get(e["op"], e["count"])
        again = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "cards": cards}).get_json()
        assert again["valid"], again["violations"]


def test_a_legal_deck_with_suggest_is_answered_as_usual(client):
    r = client.post("/api/v1/validate?suggest=true", json=KINGSMOOT_DECK)
    assert r.status_code == 200 and r.get_json()["valid"] is True


def test_bad_suggest_value_is_a_4xx(client):
    r = client.post("/api/v1/validate?suggest=perhaps", json=KINGSMOOT_DECK)
    assert 400 <= r.status_code < 500
    r = client.post("/api/v1/validate", json={**KINGSMOOT_DECK, "suggest": "perhaps"})
    assert 400 <= r.status_code < 500


def test_openapi_documents_suggestions(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    assert "suggestions" in schemas["Violation"]["properties"]
    params = spec["paths"]["/api/v1/validate"]["post"]["parameters"]
    assert any(p["name"] == "suggest" for p in params)


def test_cli_validate_suggest(app, tmp_path, monkeypatch, all_db):
    from api.cli import main
    from card_db.database import get_engine

    path = tmp_path / "deck.json"
    path.write_text(json.dumps(_broken()), encoding="utf-8")
    monkeypatch.setenv("DATABASE_URL", all_db)
    get_engine.cache_clear()
    runner = CliRunner()
    plain = runner.invoke(main, ["validate", str(path), "--json"])
    asked = runner.invoke(main, ["validate", str(path), "--json", "--suggest"])
    assert plain.exit_code == asked.exit_code == 1, (plain.output, asked.output)
    assert "suggestions" not in plain.output
    (violation,) = json.loads(asked.output)["violations"]
    assert violation["suggestions"]["fixes"]
    human = runner.invoke(main, ["validate", str(path), "--suggest", "--lang", "pl"])
    assert "fix: " in human.output and "kopi" in human.output


def test_a_game_without_fix_hooks_says_no_automatic_fix(tmp_path):
    """The toy game (tests/toygame/) brings no ``fixes`` module: every violation is answered
    "no automatic fix", never a guess."""
    from test_toygame import MIXED, cli, synced

    from card_db.database import get_engine
    from deckcheck.games import register_game, unregister_game
    from toygame import GAME

    url = f"sqlite:///{tmp_path / 'toy.sqlite'}"
    get_engine.cache_clear()
    register_game(GAME)
    try:
        synced(url)
        done = cli(["validate", str(MIXED), "--game", "toy", "--json", "--suggest"], url)
        assert done.exit_code == 1, done.output
        violations = json.loads(done.output)["violations"]
        assert violations and all(v["suggestions"]["fixes"] == [] and v["suggestions"]["no_fix"]
                                  for v in violations)
    finally:
        unregister_game(GAME.id)
        get_engine(url).dispose()
        get_engine.cache_clear()
