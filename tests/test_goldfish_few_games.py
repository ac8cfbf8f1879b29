"""Every per-round (per-turn) figure of a report carries the number of games behind it, and
a round fewer than FEW_GAMES games reached is marked in the JSON and shows no figures in
the text report."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from deckcheck.goldfish.games import engine_games
from deckcheck.goldfish.stats import FEW_GAMES, sampled
from deckcheck.goldfish.summary import report_text
from deckcheck.services import goldfish as service

sys.path.insert(0, str(Path(__file__).resolve().parent))
from goldfish_golden import decks  # noqa: E402

GAMES = 32                  # enough for early rounds, too few for the late ones (the L5R pilot
                            # wins in round 2 or 3: 32 games leave 26 in round 3)
PERIOD_LISTS = ("rounds", "turns", "by_round", "by_turn", "in_play_by_round", "in_play_by_turn")


def test_sampled_marks_fewer_than_the_threshold():
    assert sampled({"round": 5}, FEW_GAMES - 1)["too_few_games"] is True
    assert sampled({"round": 1}, FEW_GAMES)["too_few_games"] is False


def period_rows(data, key=""):
    if isinstance(data, dict):
        for k, v in data.items():
            yield from period_rows(v, k)
    elif isinstance(data, list):
        for item in data:
            if key in PERIOD_LISTS and isinstance(item, dict):
                yield key, item
            yield from period_rows(item, key)


@pytest.fixture(scope="module", params=engine_games())
def run(request):
    game = request.param
    pool = request.getfixturevalue(f"{game}_pool")
    deck = decks(game, pool)[0]
    return service.run_report(deck, pool, games=GAMES, seed=7, workers=1, check=None)


def test_every_per_round_row_says_its_games_and_marks_too_few(run):
    rows = list(period_rows(run))
    assert rows
    for key, row in rows:
        games = row.get("games", row.get("games_playing"))
        assert isinstance(games, int) and 0 < games <= GAMES, (key, row)
        assert row["too_few_games"] is (games < FEW_GAMES), (key, row)
    assert any(row.get("too_few_games") for _, row in rows)         # late rounds: few games


def test_the_text_shows_no_figure_from_too_few_games(run):
    text = report_text(run)
    for line in text.splitlines():
        if "too few to count" in line and re.match(r"\s+(round|turn) \d+ \(", line):
            assert ":" not in line.split(")", 1)[1], line           # no figures after the count
    for match in re.finditer(r"(round|turn) \d+ too few games", text):
        assert "%" not in match.group(0)
    assert re.search(r"\((\d+) games?: too few to count\)", text)
