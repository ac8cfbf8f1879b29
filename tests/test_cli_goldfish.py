"""`deckcheck goldfish FILE`: a report from the CLI, the same for the same seed."""
from __future__ import annotations

import json

from test_api_cli import run
from test_api_helpers import KINGSMOOT, OOTB


def test_report_is_reproducible_and_writes_a_plot(all_db, tmp_path):
    plot = tmp_path / "out.svg"
    args = ["goldfish", str(KINGSMOOT), "--games", "60", "--seed", "7", "--workers", "1", "--json"]
    first = run([*args, "--plot", str(plot)], all_db)
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert report["games"] == 60 and report["seed"] == 7 and report["deck"]["validated"] is True
    assert plot.read_text().lstrip().startswith(("<?xml", "<svg"))
    second = json.loads(run(args, all_db).stdout)
    assert second == report


def test_summary_and_refusals(all_db, tmp_path):
    done = run(["goldfish", str(KINGSMOOT), "--games", "20", "--workers", "1"], all_db)
    assert done.returncode == 0 and "round reaching 15 power" in done.stdout
    assert "do not model" in done.stdout or "not model" in done.stdout
    illegal = run(["goldfish", str(OOTB[0]), "--games", "5"], all_db)
    assert illegal.returncode == 1 and "AGOT_DRAW_DECK_SIZE" in illegal.stderr
    missing = run(["goldfish", str(tmp_path / "nope.txt")], all_db)
    assert missing.returncode == 2 and "cannot read" in missing.stderr



def test_as_of_plays_the_deck_as_it_was_legal_that_day(all_db):
    """The Kingsmoot 2015 winner was legal on the day it won; a year before, its cards did
    not exist yet."""
    base = ["goldfish", str(KINGSMOOT), "--games", "5", "--workers", "1", "--json"]
    played = run([*base, "--as-of", "2015-12-01"], all_db)
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["deck"]["validated"] is True
    early = run([*base, "--as-of", "2014-12-01"], all_db)
    assert early.returncode == 1 and "AGOT_UNRELEASED" in early.stderr


def test_a_decklist_with_an_unread_line_is_never_played(all_db):
    """Fail closed: the goldfish refuses a list with a line it could not read (its verdict
    names the line) instead of playing the rest as if it were the deck."""
    from test_api_helpers import shared_service

    from deckcheck.decklists.plaintext import write_plain_text

    svc = shared_service(all_db)
    text = write_plain_text(svc.read_decklist(KINGSMOOT.read_text(encoding="utf-8")).deck, svc.pool("agot"))
    text += "3x Qwxzv Plmbrtq\n"
    out = run(["goldfish", "-", "--game", "agot", "--as-of", "2015-12-01", "--games", "3", "--workers", "1"],
              all_db, stdin=text)
    assert out.returncode == 1 and "AGOT_UNREAD_LINE" in out.stderr


def test_game_log_tells_the_game_of_a_seed(all_db):
    told = run(["goldfish", str(KINGSMOOT), "--game-log", "8"], all_db)
    assert told.returncode == 0, told.stderr
    text = told.stdout
    assert text.startswith("agot goldfish game, seed 8") and "Round 1" in text
    assert "> Marshal " in text and "Reveals the plot " in text and "Outcome: " in text
    as_json = json.loads(run(["goldfish", str(KINGSMOOT), "--game-log", "8", "--json"], all_db).stdout)
    assert as_json["seed"] == 8 and as_json["text"] == text.rstrip("\n")
def test_summary_prints_coverage_and_lean_first_then_assumptions_and_headline(all_db):
    done = run(["goldfish", str(KINGSMOOT), "--games", "20", "--workers", "1",
                "--key-card", "Robert Baratheon", "--key-card", "01052"], all_db)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("coverage: ") and "modeled or inert" in lines[1]
    assert lines[2].startswith("  0 cards in this deck have abilities the engine does not model")
    lean = next(i for i, line in enumerate(lines) if line.startswith("lean: "))
    pilot = next(i for i, line in enumerate(lines) if line.startswith("pilot greedy: "))
    assert 2 < lean < pilot and lines[pilot + 1].startswith("  - Setup:")     # coverage first
    assert "key cards: Robert Baratheon, Stannis Baratheon (named by the user)" in done.stdout
    headline = done.stdout.index("headline (means over the games")
    assert headline < done.stdout.index("round reaching 15 power:")
    assert "times the ceiling's power" in done.stdout and "STR behind it" in done.stdout
    unknown = run(["goldfish", str(KINGSMOOT), "--games", "3", "--workers", "1", "--key-card", "Jon Snow"], all_db)
    assert unknown.returncode == 2 and "Jon Snow" in unknown.stderr


def test_compare_two_decks_on_the_same_seeds(all_db, tmp_path):
    same = run(["goldfish", str(KINGSMOOT), "--compare", str(KINGSMOOT), "--games", "20",
                "--workers", "1", "--json"], all_db)
    assert same.returncode == 0, same.stderr
    c = json.loads(same.stdout)
    assert c["games"] == 20 and c["a"]["validated"] and c["b"]["validated"]
    assert all(m["mean_difference"] == 0 and m["ci95"] == [0.0, 0.0] for m in c["metrics"].values())
    text = run(["goldfish", str(KINGSMOOT), "--compare", str(KINGSMOOT), "--games", "20",
                "--workers", "1"], all_db)
    assert text.returncode == 0 and text.stdout.startswith("A = ")
    assert text.stdout.splitlines()[1].startswith("coverage A: ")
    assert "B and A do not differ in the round reaching 8 power" in text.stdout
    illegal = run(["goldfish", str(KINGSMOOT), "--compare", str(OOTB[0]), "--games", "5"], all_db)
    assert illegal.returncode == 1 and "AGOT_DRAW_DECK_SIZE" in illegal.stderr
    assert f"(deck B: {OOTB[0]})" in illegal.stderr
    plot = run(["goldfish", str(KINGSMOOT), "--compare", str(KINGSMOOT), "--plot", str(tmp_path / "p.svg")],
               all_db)
    assert plot.returncode == 2 and "--compare" in plot.stderr
