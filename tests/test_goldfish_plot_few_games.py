"""Issue 36 item 5 in the pictures: a per-round mean over the games still playing is not
drawn where fewer than stats.FEW_GAMES games reached that round, and those rounds are
shaded with a legend entry saying so, as the tables mark such rows."""
from __future__ import annotations

import math

from deckcheck.goldfish import stats
from deckcheck.goldfish.plot import figure, mark_few_games, playing, to_svg

ROWS = [stats.sampled({"round": k, "games_playing": n, "characters": c}, n)
        for k, n, c in ((1, 100, 2.0), (2, 40, 3.5), (3, 12, 4.0), (4, 1, 0.0))]


def test_rounds_with_too_few_games_are_gaps_in_the_line():
    values = playing(ROWS, lambda r: r["characters"])
    assert values[:2] == [2.0, 3.5]
    assert all(math.isnan(v) for v in values[2:])


def test_rounds_with_too_few_games_are_shaded_and_said_once():
    fig, (ax, _) = figure()
    mark_few_games(ax, ROWS, "round")
    labels = ax.get_legend_handles_labels()[1]
    assert labels == [f"fewer than {stats.FEW_GAMES} games still playing: no mean drawn"]
    assert len(ax.patches) == 2                       # rounds 3 and 4
    to_svg(fig)
    fig, (ax, _) = figure()
    mark_few_games(ax, ROWS[:2], "round")             # enough games everywhere: nothing
    assert not ax.patches and not ax.get_legend_handles_labels()[1]
