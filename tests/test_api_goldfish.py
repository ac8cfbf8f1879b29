"""Goldfish over the API: sessions step by step, runs with a report and a plot."""
from __future__ import annotations

import pytest
from test_api_helpers import make_app
from test_api_validate import KINGSMOOT_DECK


@pytest.fixture(scope="module")
def client(all_db, tmp_path_factory):
    # sessions and runs are written to the database: a fresh one, never the shared cached file
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish') / 'store.sqlite'}"
    upgrade(url)
    yield make_app(all_db, url).test_client()
    get_engine(url).dispose()


def test_session_walk_and_replay_log(client):
    res = client.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 7})
    assert res.status_code == 201, res.json
    body = res.json
    sid = body["session"]["id"]
    assert body["session"]["seed"] == 7 and body["actions"]
    for _ in range(12):                             # follow the first legal action a few times
        if not body["actions"]:
            break
        res = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json=body["actions"][0])
        assert res.status_code == 200, res.json
        body = res.json
    again = client.get(f"/api/v1/goldfish/sessions/{sid}")
    assert again.status_code == 200 and again.json["state"] == body["state"]
    log = client.get(f"/api/v1/goldfish/sessions/{sid}/log").json
    assert log["seed"] == 7 and len(log["log"]) >= 1
    # the game in words: each logged action with its label, and the events between them
    choices = [line["choice"] for line in log["lines"] if "choice" in line]
    assert len(choices) == len(log["log"]) and all(choices)
    assert any(line.get("text", "").startswith("Draws 7 cards: ") for line in log["lines"])


def test_game_log_tells_one_whole_game(client):
    res = client.post("/api/v1/goldfish/game-log", json={**KINGSMOOT_DECK, "seed": 3})
    assert res.status_code == 200, res.json
    body = res.json
    assert body["seed"] == 3 and body["outcome"] in ("win", "timeout", "eliminated")
    assert "Round 1" in body["text"] and "Reveals the plot" in body["text"]
    assert any(line.get("decision") == "marshal" for line in body["lines"])
    bad = client.post("/api/v1/goldfish/game-log", json={**KINGSMOOT_DECK, "seed": -1})
    assert bad.status_code == 422


def test_same_seed_same_start(client):
    a = client.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 11}).json
    b = client.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 11}).json
    assert a["state"] == b["state"] and a["session"]["id"] != b["session"]["id"]


def test_illegal_action_unknown_session_and_invalid_deck(client):
    sid = client.post("/api/v1/goldfish/sessions", json={**KINGSMOOT_DECK, "seed": 1}).json["session"]["id"]
    bad = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json={"kind": "fly-away"})
    assert bad.status_code == 422 and bad.json["error"]["code"] in {"INVALID_ACTION", "ILLEGAL_ACTION"}
    missing = client.get("/api/v1/goldfish/sessions/nope")
    assert missing.status_code == 404 and missing.json["error"]["code"] == "UNKNOWN_SESSION"
    invalid = client.post("/api/v1/goldfish/sessions", json={"game": "agot", "faction": "stark",
                                                             "cards": {"01027": 1}})
    assert invalid.status_code == 422 and invalid.json["error"]["code"] == "DECK_INVALID"
    assert any(v["code"] == "AGOT_DRAW_DECK_SIZE" for v in invalid.json["error"]["details"]["violations"])


def test_run_report_and_plot(client):
    res = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 40, "seed": 3})
    assert res.status_code == 201, res.json
    run_id, report = res.json["id"], res.json["report"]
    assert report["game"] == "agot" and report["games"] == 40 and report["seed"] == 3
    assert report["deck"]["validated"] is True and report["deck"]["draw"] == 60
    assert sum(o["games"] for o in report["outcomes"].values()) == 40
    assert report["coverage"]["cards_total"] == 68 and report["coverage"]["cards_not_modeled"] > 0
    again = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 40, "seed": 3}).json
    assert again["report"] == report                     # same seed, same report
    assert client.get(f"/api/v1/goldfish/runs/{run_id}").json["report"] == report
    svg = client.get(f"/api/v1/goldfish/runs/{run_id}/plot.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    too_many = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 10**6})
    assert too_many.status_code == 422
    assert client.get("/api/v1/goldfish/runs/nope/plot.svg").status_code == 404


def test_other_games_have_no_engine_yet(client):
    res = client.post("/api/v1/goldfish/runs", json={"game": "whi", "cards": {"01116": 1}})
    assert res.status_code == 422
