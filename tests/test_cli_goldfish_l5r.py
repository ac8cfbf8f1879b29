"""`deckcheck goldfish` on real L5R decklists, in process (click's CliRunner)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from test_api_goldfish_l5r import crab_coverage
from test_api_helpers import shared_service

from conftest import ROOT

LISTS = ROOT / "tests" / "data" / "decklists" / "l5r"
CRAB = str(LISTS / "emeralddb-crab-berserker-sacrifice.json")
CRANE = str(LISTS / "emeralddb-crane-courtier-honor.json")
SWARM = str(LISTS / "emeralddb-lion-swarm.json")        # 6 Ikoma Tsanuri: not legal


@pytest.fixture()
def cli(l5r_db, monkeypatch):
    import api.cli as cli

    monkeypatch.setattr(cli, "_validation", lambda: shared_service(l5r_db))   # pools loaded once

    def run(*args: str):
        return CliRunner().invoke(cli.main, ["goldfish", *args])
    return run


def test_report_json_is_reproducible_and_writes_a_plot(cli, tmp_path):
    plot = tmp_path / "l5r.svg"
    args = [CRAB, "--games", "20", "--seed", "5", "--workers", "1", "--json"]
    first = cli(*args, "--plot", str(plot))
    assert first.exit_code == 0, first.output
    report = json.loads(first.output)
    assert report["game"] == "l5r" and report["games"] == 20 and report["seed"] == 5
    assert report["deck"]["validated"] is True and report["period"] == "round"
    assert "<svg" in plot.read_text() and "stronghold" in plot.read_text().lower()
    assert json.loads(cli(*args).output) == report


def test_summary_starts_with_coverage_then_pilot_then_headline(cli, l5r_pool):
    done = cli(CRAB, "--games", "12", "--workers", "1", "--key-card", "Banzai!")
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert lines[0].startswith("12 games of l5r") and lines[1].startswith("coverage: ")
    # coverage first: the abilities left out, by name, and which way that leans
    missing = crab_coverage(l5r_pool)["cards_not_modeled"]
    assert lines[2].startswith(f"  {missing} cards of this deck") and "all numbers below leave those abilities out" in lines[2]
    assert lines[3].startswith("  not modeled: ") and "Those Who Serve (3)" in lines[3]
    assert lines[4].startswith("reviewed: ") and lines[5].startswith("lean: ") and lines[6].startswith("pilot ")
    text = done.output
    assert "key cards: Banzai! (named by the user)" in text
    assert text.index("headline (means") < text.index("outcomes: ") < text.index(
        "stronghold broken in round:") < text.index("  round 1 (") < text.index("opening: ")
    unknown = cli(CRAB, "--games", "3", "--workers", "1", "--key-card", "Doji Hotaru")
    assert unknown.exit_code == 2 and "Doji Hotaru" in unknown.output


def test_an_illegal_deck_is_refused_with_its_verdict(cli):
    done = cli(SWARM, "--games", "3", "--workers", "1")
    assert done.exit_code == 1 and "L5R_COPIES" in done.output


def test_compare_two_decks(cli):
    done = cli(CRAB, "--compare", CRANE, "--games", "8", "--workers", "1", "--json")
    assert done.exit_code == 0, done.output
    c = json.loads(done.output)
    assert c["game"] == "l5r" and c["a"]["name"] == "Copy of Crab Berserker Sacrifice"
    assert c["b"]["clan"] == "crane" and set(c["metrics"]) >= {"round_stronghold", "skill_round_2"}
    text = cli(CRAB, "--compare", CRANE, "--games", "8", "--workers", "1")
    assert text.exit_code == 0 and "differences (B minus A" in text.output


def test_game_log_tells_one_game(cli):
    told = cli(CRAB, "--game-log", "4")
    assert told.exit_code == 0, told.output
    assert told.output.startswith("l5r goldfish game, seed 4") and "Round 1" in told.output
    assert "Outcome: " in told.output
    as_json = json.loads(cli(CRAB, "--game-log", "4", "--json").output)
    assert as_json["seed"] == 4 and as_json["text"] == told.output.rstrip("\n")
