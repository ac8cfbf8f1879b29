"""`deckcheck goldfish` in the terminal (issue 20): coverage first (what is not modeled, by
name, and which way it leans), figures rounded (no four decimals), the card odds (seen in
the games against the exact chance), ``--output text|json`` and the ``--format`` /
``--as-of`` of ``validate``. In process (CliRunner), small runs."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from test_api_helpers import KINGSMOOT

from api.cli import main
from deckcheck.goldfish.stats import FEW_GAMES
from deckcheck.goldfish.summary import num, pct


@pytest.fixture
def goldfish(all_db, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", all_db)

    def run(*args: str):
        return CliRunner().invoke(main, ["goldfish", str(KINGSMOOT), "--games", "12", "--workers", "1", *args])
    return run


def test_the_report_reads_coverage_first_rounded_with_card_odds(goldfish):
    done = goldfish("--games", str(FEW_GAMES))        # round 0 is reached by every game
    assert done.exit_code == 0, done.output
    text = done.output
    lines = text.splitlines()
    assert lines[1].startswith("coverage: ")
    assert "all numbers below leave those abilities out" in lines[2]
    assert text.index("lean: ") < text.index("pilot greedy:") < text.index("headline (means")
    assert text.index("coverage: ") < text.index("round reaching 15 power")
    # the coverage sentence is not repeated after the numbers any more
    assert text.count("have abilities the engine does not model") == 1
    # figures: at most 2 decimals (headline sentences and figures alike)
    assert not re.search(r"\d\.\d{3,}", text), re.search(r".*\d\.\d{3,}.*", text).group(0)
    odds = text[text.index("card odds (seen in these games / exact chance of at least one copy), by round:"):]
    melisandre = next(line for line in odds.splitlines() if line.strip().startswith("Melisandre (3):"))
    # 3 copies of 60: an exact 43.6% by the end of round 0 (the setup hand and its draw-up)
    assert re.search(r"round 0 \d+(\.\d)?%/\d+(\.\d)?%", melisandre)


def test_output_json_is_the_report_and_format_and_as_of_work_like_validate(goldfish):
    as_json = goldfish("--output", "json", "--format", "joust", "--as-of", "2017-06-01")
    assert as_json.exit_code == 0, as_json.output
    report = json.loads(as_json.output)
    assert report["game"] == "agot" and report["cards"]["titles"]
    assert json.loads(goldfish("--json", "--format", "joust", "--as-of", "2017-06-01").output) == report
    bad = goldfish("--output", "yaml")
    assert bad.exit_code == 2 and "'yaml' is not one of 'text', 'json'" in bad.output


def test_rounding_helpers():
    assert num(3.4500) == "3.45" and num(5.1111) == "5.11" and num(4.0) == "4" and num(7) == "7"
    assert num(None) == "-" and pct(0.225) == "22.5%" and pct(1.0) == "100%" and pct(0.31542) == "31.5%"
