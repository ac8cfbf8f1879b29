"""Goldfish over the API: sessions step by step, runs with a report and a plot."""
from __future__ import annotations

import pytest
from jobs_helpers import run_job, workers
from test_api_helpers import make_app
from test_api_validate import KINGSMOOT_DECK


@pytest.fixture(scope="module")
def client(all_db, tmp_path_factory):
    # sessions and runs are written to the database: a fresh one, never the shared cached file
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish') / 'store.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url)
    with workers(app):                    # runs are jobs: a real worker plays them
        yield app.test_client()
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
    job = run_job(client, {**KINGSMOOT_DECK, "games": 40, "seed": 3})
    assert job["state"] == "finished" and job["done"] == job["total"] == 40, job
    run_id, report = job["id"], job["report"]
    assert report["game"] == "agot" and report["games"] == 40 and report["seed"] == 3
    assert report["deck"]["validated"] is True and report["deck"]["draw"] == 60
    assert sum(o["games"] for o in report["outcomes"].values()) == 40
    assert report["coverage"]["cards_total"] == 68
    assert report["coverage"]["cards_not_modeled"] == 0     # every card modeled or inert now
    again = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 40, "seed": 3})
    assert again.status_code == 200 and again.json["id"] == run_id      # the identical run: reused
    assert again.json["report"] == report
    assert client.get(f"/api/v1/goldfish/runs/{run_id}").json["report"] == report
    svg = client.get(f"/api/v1/goldfish/runs/{run_id}/plot.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    too_many = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 10**6})
    assert too_many.status_code == 422
    assert client.get("/api/v1/goldfish/runs/nope/plot.svg").status_code == 404


def test_an_illegal_whi_deck_is_refused_before_its_engine_plays(client):
    res = client.post("/api/v1/goldfish/runs", json={"game": "whi", "cards": {"01116": 1}})
    assert res.status_code == 422 and res.json["error"]["code"] == "DECK_INVALID"


def test_run_with_key_cards_and_the_headline(client):
    job = run_job(client, {**KINGSMOOT_DECK, "games": 20, "seed": 2,
                           "key_cards": ["Robert Baratheon", "01052"]})
    report = job["report"]
    head = report["headline"]
    assert head["key_cards"] == ["Robert Baratheon", "Stannis Baratheon"]
    assert head["round_8_power"]["sentence"] and head["power_vs_ceiling"]["value"] > 0
    cov = report["coverage"]
    assert sum(cov["copies"].values()) == cov["cards_total"] == 68
    assert cov["cards_not_modeled"] == cov["copies"]["missing"] and cov["lean_note"]
    unknown = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 5,
                                                         "key_cards": ["Jon Snow"]})
    assert unknown.status_code == 422 and unknown.json["error"]["code"] == "UNKNOWN_KEY_CARD"
    too_many = client.post("/api/v1/goldfish/runs", json={**KINGSMOOT_DECK, "games": 5,
                                                          "key_cards": ["Robert Baratheon"] * 21})
    assert too_many.status_code == 422


def test_compare_two_decks(client):
    from api.blueprints.goldfish import MAX_COMPARE_GAMES

    body = {"a": KINGSMOOT_DECK, "b": KINGSMOOT_DECK, "games": 25, "seed": 5}
    res = client.post("/api/v1/goldfish/compare", json=body)
    assert res.status_code == 200, res.json
    c = res.json["comparison"]
    assert c["games"] == 25 and c["seed"] == 5 and c["a"]["validated"] and c["b"]["validated"]
    for m in c["metrics"].values():
        assert m["mean_difference"] == 0 and m["ci95"] == [0.0, 0.0] and m["identical"]
    assert client.post("/api/v1/goldfish/compare", json=body).json == res.json     # same seeds, same answer
    # B with two more King's Hunting Party (6 STR) for two Bastard in Hiding (2 STR): another
    # legal version of the deck, and it plays differently
    version = {**KINGSMOOT_DECK["cards"], "01053": 1, "01055": 3}
    assert KINGSMOOT_DECK["cards"]["01053"] == 3 and KINGSMOOT_DECK["cards"]["01055"] == 1
    other = client.post("/api/v1/goldfish/compare", json={**body, "b": {**KINGSMOOT_DECK, "cards": version}})
    assert other.status_code == 200, other.json
    assert other.json["comparison"]["b"]["validated"]
    assert not all(m["identical"] for m in other.json["comparison"]["metrics"].values())
    # an illegal deck B is refused before any game, and the refusal names it
    illegal = client.post("/api/v1/goldfish/compare", json={**body, "b": {"game": "agot", "faction": "stark",
                                                                          "cards": {"01027": 1}}})
    assert illegal.status_code == 422 and illegal.json["error"]["code"] == "DECK_INVALID"
    assert illegal.json["error"]["details"]["deck"] == "b"
    unread = client.post("/api/v1/goldfish/compare", json={**body, "a": {"decklist": "3x Qwxzv Plmbrtq\n",
                                                                         "game": "agot"}})
    assert unread.status_code == 422 and unread.json["error"]["details"]["deck"] == "a"
    assert MAX_COMPARE_GAMES == 25            # a comparison is played in the request: it stays small
    capped = client.post("/api/v1/goldfish/compare", json={**body, "games": MAX_COMPARE_GAMES + 1})
    assert capped.status_code == 422
    missing = client.post("/api/v1/goldfish/compare", json={"a": KINGSMOOT_DECK})
    assert missing.status_code == 422
    mixed = client.post("/api/v1/goldfish/compare", json={**body, "b": {"game": "whi", "cards": {"01116": 1}}})
    assert mixed.status_code == 422 and mixed.json["error"]["code"] == "MIXED_GAMES"
