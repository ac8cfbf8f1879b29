"""`deckcheck goldfish` on real Warhammer: Invasion decklists, in process (click's
CliRunner, so the code of this checkout runs): the report, refusals, --compare,
--game-log, --json, --plot, --key-card."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from api.cli import main

DATA = Path(__file__).parent / "data" / "decklists" / "whi"
ORC = DATA / "ffg-2011-lcg-days-regional-lyons-orc.txt"                 # legal, 50 cards
DARK_ELF = DATA / "ffg-2011-worlds-lyons-dark-elf.txt"                  # legal, 50 cards
DWARF = DATA / "ffg-forum-dwarf-midrange.txt"                           # two restricted titles


@pytest.fixture()
def cli(all_db, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", all_db)
    runner = CliRunner()
    return lambda *args: runner.invoke(main, ["goldfish", *map(str, args)], catch_exceptions=False)


def test_report_json_is_reproducible_and_draws_a_plot(cli, tmp_path):
    plot = tmp_path / "whi.svg"
    args = [ORC, "--games", "40", "--seed", "5", "--workers", "1", "--json"]
    first = cli(*args, "--plot", plot)
    assert first.exit_code == 0, first.output
    report = json.loads(first.output)
    assert report["game"] == "whi" and report["period"] == "turn" and report["games"] == 40
    assert report["deck"]["validated"] is True and report["deck"]["race"] == "orc"
    assert report["deck"]["cards"] == 50 and report["opponent"]["breaks_to_win"] == 2
    assert sum(o["games"] for o in report["outcomes"].values()) == 40
    assert plot.read_text().lstrip().startswith("<?xml") and "Turn of the win" in plot.read_text()
    assert json.loads(cli(*args).output) == report


def test_summary_text_and_an_illegal_deck(cli):
    done = cli(ORC, "--games", "30", "--workers", "1", "--key-card", "Grimgor Ironhide")
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert lines[0].startswith("30 games of whi (seed 1, pilot greedy, turn cap 20, deck Orc")
    assert lines[1].startswith("coverage: ") and lines[2].startswith("  2 cards in this deck have abilities")
    assert lines[3].startswith("  not modeled: ") and lines[4].startswith("reviewed: ")
    assert lines[5].startswith("lean: ")
    assert lines[6].startswith("loyalty: ") and "Pillage" in lines[6]       # lean high
    assert lines[7].startswith("pilot greedy: ") and lines[8].startswith("  - ")
    text = done.output
    assert "key cards: Grimgor Ironhide (named by the user)" in text
    assert text.index("headline (means") < text.index("outcomes: win") < text.index("turn of the win")
    assert "in turn" in text and "  turn 1 (30 games)" in text and "opening: mulligan" in text
    illegal = cli(DWARF, "--games", "5", "--workers", "1")
    assert illegal.exit_code == 1 and "WHI_RESTRICTED_LIST" in illegal.output
    unknown = cli(ORC, "--games", "3", "--workers", "1", "--key-card", "Karl Franz")
    assert unknown.exit_code == 2 and "Karl Franz" in unknown.output


def test_compare_two_races_on_the_same_seeds(cli):
    done = cli(ORC, "--compare", DARK_ELF, "--games", "30", "--workers", "1", "--json")
    assert done.exit_code == 0, done.output
    c = json.loads(done.output)
    assert c["game"] == "whi" and c["a"]["race"] == "orc" and c["b"]["race"] == "dark_elf"
    assert c["a"]["name"] == ORC.stem and set(c["metrics"]) >= {"win_turn", "damage_turn_3"}
    assert not all(m["identical"] for m in c["metrics"].values())
    text = cli(ORC, "--compare", ORC, "--games", "10", "--workers", "1").output
    assert text.startswith("A = ") and "the same value on every seed" in text


def test_game_log_tells_one_game(cli):
    told = cli(ORC, "--game-log", "4")
    assert told.exit_code == 0, told.output
    assert told.output.startswith("whi goldfish game, seed 4") and "Outcome: " in told.output
    as_json = json.loads(cli(ORC, "--game-log", "4", "--json").output)
    assert as_json["seed"] == 4 and as_json["text"] == told.output.rstrip("\n")
