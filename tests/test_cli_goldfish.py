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
