"""L5R goldfish over the API: a session step by step (selections included), runs with a
report and a plot, a comparison and a game in words."""
from __future__ import annotations

import pytest
from jobs_helpers import run_job, workers
from test_api_helpers import make_app

from conftest import ROOT

LISTS = ROOT / "tests" / "data" / "decklists" / "l5r"
CRAB = {"decklist": (LISTS / "emeralddb-crab-berserker-sacrifice.json").read_text(encoding="utf-8"),
        "game": "l5r"}
CRANE = {"decklist": (LISTS / "emeralddb-crane-courtier-honor.json").read_text(encoding="utf-8"),
         "game": "l5r"}
SWARM = {"decklist": (LISTS / "emeralddb-lion-swarm.json").read_text(encoding="utf-8"), "game": "l5r"}


def crab_coverage(pool) -> dict:
    """The engine's coverage of the CRAB deck (its counts change as cards are reviewed, so the
    tests that print them read them here): ``cards_not_modeled``, ``unreviewed``,
    ``cards_total``."""
    from deckcheck.decklists.detect import read_decklist
    from deckcheck.goldfish.games import engine_module

    engine = engine_module("l5r")
    deck = read_decklist(CRAB["decklist"], "l5r", {"l5r": pool}).deck
    return engine.coverage(engine.table_for(pool, dict(deck.cards)))


@pytest.fixture(scope="module")
def client(l5r_db, tmp_path_factory):
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish-l5r') / 'store.sqlite'}"
    upgrade(url)
    app = make_app(l5r_db, url)
    with workers(app):                    # runs are jobs: a real worker plays them
        yield app.test_client()
    get_engine(url).dispose()


def _choice(action: dict) -> dict:
    """The first listed action; a selection (it lists candidate ``cards``) answered with the
    first candidate only."""
    if action.get("cards"):
        return {**{k: v for k, v in action.items() if k != "label"}, "cards": action["cards"][:1]}
    return action


def test_session_step_by_step_with_selections(client):
    res = client.post("/api/v1/goldfish/sessions", json={**CRAB, "seed": 7})
    assert res.status_code == 201, res.json
    body = res.json
    sid = body["session"]["id"]
    assert body["session"]["seed"] == 7 and body["actions"]
    selections = 0
    for _ in range(40):
        if not body["actions"]:
            break
        action = _choice(body["actions"][0])
        selections += "cards" in action
        res = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json=action)
        assert res.status_code == 200, (action, res.json)
        body = res.json
    assert selections >= 1
    again = client.get(f"/api/v1/goldfish/sessions/{sid}")
    assert again.status_code == 200 and again.json["state"] == body["state"]
    log = client.get(f"/api/v1/goldfish/sessions/{sid}/log").json
    assert log["seed"] == 7 and len(log["log"]) >= 1
    choices = [line["choice"] for line in log["lines"] if "choice" in line]
    assert len(choices) == len(log["log"]) and all(choices)


def test_a_selection_outside_the_candidates_is_refused(client):
    body = client.post("/api/v1/goldfish/sessions", json={**CRAB, "seed": 2}).json
    sid = body["session"]["id"]
    for _ in range(40):
        listed = [a for a in body["actions"] if a.get("cards")]
        if listed:
            break
        body = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json=body["actions"][0]).json
    assert listed, "no selection decision within 40 steps"
    action = {k: v for k, v in listed[0].items() if k != "label"}
    outside = max(action["cards"]) + 1000
    bad = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json={**action, "cards": [outside]})
    assert bad.status_code == 422 and bad.json["error"]["code"] in {"INVALID_ACTION", "ILLEGAL_ACTION"}


def test_run_report_plot_and_refusals(client):
    job = run_job(client, {**CRAB, "games": 20, "seed": 3, "key_cards": ["Banzai!"]})
    assert job["state"] == "finished", job
    run_id, report = job["id"], job["report"]
    assert report["game"] == "l5r" and report["games"] == 20 and report["deck"]["validated"] is True
    assert sum(o["games"] for o in report["outcomes"].values()) == 20
    assert report["coverage"]["cards_total"] == 87
    assert report["headline"]["key_cards"] == ["Banzai!"]
    assert client.get(f"/api/v1/goldfish/runs/{run_id}").json["report"] == report
    svg = client.get(f"/api/v1/goldfish/runs/{run_id}/plot.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    again = client.post("/api/v1/goldfish/runs", json={**CRAB, "games": 20, "seed": 3,
                                                       "key_cards": ["Banzai!"]}).json
    assert again["report"] == report
    illegal = client.post("/api/v1/goldfish/runs", json={**SWARM, "games": 5})
    assert illegal.status_code == 422 and illegal.json["error"]["code"] == "DECK_INVALID"
    assert any(v["code"] == "L5R_COPIES" for v in illegal.json["error"]["details"]["violations"])
    unknown = client.post("/api/v1/goldfish/runs", json={**CRAB, "games": 5, "key_cards": ["Doji Hotaru"]})
    assert unknown.status_code == 422 and unknown.json["error"]["code"] == "UNKNOWN_KEY_CARD"


def test_compare_and_game_log(client):
    res = client.post("/api/v1/goldfish/compare", json={"a": CRAB, "b": CRANE, "games": 10, "seed": 4})
    assert res.status_code == 200, res.json
    c = res.json["comparison"]
    assert c["game"] == "l5r" and c["a"]["validated"] and c["b"]["validated"]
    assert all(m["sentence"] for m in c["metrics"].values())
    same = client.post("/api/v1/goldfish/compare", json={"a": CRAB, "b": CRAB, "games": 10, "seed": 4})
    assert all(m["identical"] for m in same.json["comparison"]["metrics"].values())
    told = client.post("/api/v1/goldfish/game-log", json={**CRAB, "seed": 3})
    assert told.status_code == 200, told.json
    body = told.json
    assert body["seed"] == 3 and body["outcome"] in ("win", "timeout", "eliminated")
    assert "Round 1" in body["text"] and body["log"]
