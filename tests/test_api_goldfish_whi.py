"""Goldfish over the API for Warhammer: Invasion: a session step by step, runs with a report
and a plot, the comparison of two races and the game log (real decklists)."""
from __future__ import annotations

from pathlib import Path

import pytest
from jobs_helpers import run_job, workers
from test_api_helpers import make_app

DATA = Path(__file__).parent / "data" / "decklists" / "whi"
ORC = {"game": "whi", "decklist": (DATA / "ffg-2011-lcg-days-regional-lyons-orc.txt").read_text()}
DARK_ELF = {"game": "whi", "decklist": (DATA / "ffg-2011-worlds-lyons-dark-elf.txt").read_text()}
DWARF = {"game": "whi", "decklist": (DATA / "ffg-forum-dwarf-midrange.txt").read_text()}


@pytest.fixture(scope="module")
def client(all_db, tmp_path_factory):
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish_whi') / 'store.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url)
    with workers(app):                    # runs are jobs: a real worker plays them
        yield app.test_client()
    get_engine(url).dispose()


def _pick(state: dict, actions: list[dict]) -> dict:
    """Keep the hand, play units into the battlefield, attack a zone that is not burning
    with everything, else pass."""
    burning = {z["zone"] for z in state["opponent"]["zones"] if z["burned"]}

    def rank(a: dict) -> int:
        if a["kind"] in ("keep", "declare") or (a["kind"] == "attack" and a["option"] not in burning):
            return 0
        if a["kind"] == "play" and a.get("option") == "battlefield":
            return 1
        return 2 if a["kind"] == "pass" else 3
    return min(actions, key=rank)


def test_a_session_step_by_step(client):
    res = client.post("/api/v1/goldfish/sessions", json={**ORC, "seed": 7})
    assert res.status_code == 201, res.json
    body = res.json
    sid = body["session"]["id"]
    assert body["session"]["seed"] == 7 and body["session"]["game"] == "whi"
    assert {a["kind"] for a in body["actions"]} == {"keep", "mulligan"}      # the opening hand
    bad = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json={"kind": "fly-away"})
    assert bad.status_code == 422, bad.json
    seen = []
    for _ in range(300):
        if not body["actions"]:
            break
        action = _pick(body["state"], body["actions"])
        seen.append(action["kind"])
        res = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json=action)
        assert res.status_code == 200, res.json
        body = res.json
    assert {"keep", "play", "attack", "declare"} <= set(seen)
    assert body["state"]["outcome"] == "win", body["state"]      # a passive capital burns
    over = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json={"kind": "pass"})
    assert over.status_code == 409 and over.json["error"]["code"] == "GAME_OVER"
    again = client.get(f"/api/v1/goldfish/sessions/{sid}")
    assert again.status_code == 200 and again.json["state"] == body["state"]
    log = client.get(f"/api/v1/goldfish/sessions/{sid}/log").json
    assert log["seed"] == 7 and len(log["log"]) == len(seen)
    choices = [line["choice"] for line in log["lines"] if "choice" in line]
    assert len(choices) == len(seen) and all(choices)
    first = client.post("/api/v1/goldfish/sessions", json={**ORC, "seed": 7}).json
    second = client.post("/api/v1/goldfish/sessions", json={**ORC, "seed": 7}).json
    assert first["state"] == second["state"] and first["session"]["id"] != second["session"]["id"]


def test_a_run_its_report_and_plot(client):
    job = run_job(client, {**ORC, "games": 40, "seed": 3, "key_cards": ["Grimgor Ironhide"]})
    assert job["state"] == "finished", job
    run_id, report = job["id"], job["report"]
    assert report["game"] == "whi" and report["games"] == 40 and report["period"] == "turn"
    assert report["deck"]["validated"] is True and report["deck"]["race"] == "orc"
    assert report["headline"]["key_cards"] == ["Grimgor Ironhide"]
    assert sum(report["coverage"]["copies"].values()) == 50
    assert client.post("/api/v1/goldfish/runs", json={**ORC, "games": 40, "seed": 3,
                                                      "key_cards": ["Grimgor Ironhide"]}
                       ).json["report"] == report
    assert client.get(f"/api/v1/goldfish/runs/{run_id}").json["report"] == report
    svg = client.get(f"/api/v1/goldfish/runs/{run_id}/plot.svg")
    assert svg.status_code == 200 and b"Turn of the win" in svg.data
    illegal = client.post("/api/v1/goldfish/runs", json={**DWARF, "games": 5})
    assert illegal.status_code == 422 and illegal.json["error"]["code"] == "DECK_INVALID"
    assert any(v["code"] == "WHI_RESTRICTED_LIST"
               for v in illegal.json["error"]["details"]["violations"])
    unknown = client.post("/api/v1/goldfish/runs", json={**ORC, "games": 5, "key_cards": ["Karl Franz"]})
    assert unknown.status_code == 422 and unknown.json["error"]["code"] == "UNKNOWN_KEY_CARD"


def test_compare_two_races(client):
    body = {"a": ORC, "b": DARK_ELF, "games": 25, "seed": 2}
    res = client.post("/api/v1/goldfish/compare", json=body)
    assert res.status_code == 200, res.json
    c = res.json["comparison"]
    assert c["a"]["race"] == "orc" and c["b"]["race"] == "dark_elf" and c["games"] == 25
    assert c["metrics"]["win_turn"]["sentence"] and not all(
        m["identical"] for m in c["metrics"].values())
    same = client.post("/api/v1/goldfish/compare", json={**body, "b": ORC}).json["comparison"]
    assert all(m["identical"] for m in same["metrics"].values())
    illegal = client.post("/api/v1/goldfish/compare", json={**body, "b": DWARF})
    assert illegal.status_code == 422 and illegal.json["error"]["details"]["deck"] == "b"


def test_game_log(client):
    res = client.post("/api/v1/goldfish/game-log", json={**ORC, "seed": 3})
    assert res.status_code == 200, res.json
    body = res.json
    assert body["seed"] == 3 and body["outcome"] in ("win", "timeout", "eliminated")
    assert any("decision" in line for line in body["lines"]) and body["text"]
