"""POST /decklists/export in the peers' formats and ``deckcheck export`` (issue 38)."""
from __future__ import annotations

import json

import pytest
from test_api_cli import run
from test_api_helpers import KINGSMOOT, error_of, make_app, read_sample

from api.cli import ExportChoice
from deckcheck.decklists.exports import export_formats


@pytest.fixture(scope="module")
def client(all_db):
    return make_app(all_db).test_client()


def test_export_in_each_format_reads_back_through_parse(client):
    deck = client.post("/api/v1/decklists/parse", json={"decklist": read_sample(KINGSMOOT)}).get_json()["deck"]
    deck["name"] = "Bend the Knee"
    for fmt in ("text", "thronesdb-json", "throneteki-json", "o8d"):
        r = client.post("/api/v1/decklists/export", json={"deck": deck, "format": fmt})
        assert r.status_code == 200, r.get_json()
        body = r.get_json()
        assert body["format"] == fmt and body["filename"].startswith("Bend-the-Knee.")
        assert body["media_type"] == export_formats()[fmt].media_type
        back = client.post("/api/v1/decklists/parse", json={"decklist": body["text"], "game": "agot"}).get_json()
        assert back["problems"] == [] and back["deck"]["cards"] == deck["cards"], fmt
        assert back["deck"]["faction"] == "baratheon" and back["sha256"] == body["sha256"]


def test_export_refuses_a_format_of_another_game_or_unknown(client):
    deck = {"game": "l5r", "cards": {"shizuka-toshi": 1}}
    r = client.post("/api/v1/decklists/export", json={"deck": deck, "format": "thronesdb-json"})
    error = error_of(r)
    assert r.status_code == 422 and error["code"] == "EXPORT_FORMAT"
    assert error["details"]["formats"] == ["text", "emeralddb-json", "o8d"]
    r = client.post("/api/v1/decklists/export?lang=de", json={"deck": deck, "format": "thronesdb-json"})
    assert "nicht für" in error_of(r)["message"]
    r = client.post("/api/v1/decklists/export", json={"deck": deck, "format": "mtga"})
    assert r.status_code == 422 and error_of(r)["code"] == "INVALID_REQUEST"
    body = client.post("/api/v1/decklists/export", json={"deck": deck, "format": "emeralddb-json"}).get_json()
    assert json.loads(body["text"])["cards"] == {"shizuka-toshi": 1} and body["filename"] == "l5r-deck.json"


def test_cli_choices_are_the_registry():
    assert list(ExportChoice().choices) == list(export_formats())


def test_cli_export(all_db, tmp_path):
    out = tmp_path / "deck.o8d"
    done = run(["export", str(KINGSMOOT), "--to", "thronesdb-json"], all_db)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["faction_code"] == "baratheon"
    done = run(["export", "-", "--game", "l5r", "--to", "o8d", "-o", str(out)], all_db,
               stdin="Stronghold\n1x Shizuka Toshi\nConflict\n3x Charge!\n")
    assert done.returncode == 0 and '<card qty="3" id="charge">Charge!</card>' in out.read_text()
    done = run(["export", "-", "--game", "l5r", "--to", "text"], all_db, stdin="1x Shizuka Toshi\n2x Hodor the Great\n")
    assert done.returncode == 2 and "Hodor" in done.stderr and done.stdout == ""
    done = run(["export", "-", "--game", "l5r", "--to", "thronesdb-json"], all_db, stdin="1x Shizuka Toshi\n")
    assert done.returncode == 2 and "emeralddb-json" in done.stderr
