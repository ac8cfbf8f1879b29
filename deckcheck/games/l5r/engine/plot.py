"""The L5R report as a picture: provinces broken and honor by round, and the round the
opponent's stronghold breaks (histogram with the cumulative share)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.goldfish.plot import ending_panel, figure, heading, to_svg


def plot_svg(report: Mapping[str, Any]) -> str:
    rounds = report.get("rounds") or []
    provinces = (report.get("provinces") or {}).get("by_round") or []
    sh = report.get("stronghold_round") or {}
    fig, (left, right) = figure()

    xs = [p["round"] for p in provinces]
    left.plot(xs, [p["mean_broken"] or 0 for p in provinces], marker="o", color="#4a7ab5",
              label="provinces broken (all games, cumulative)")
    left.axhline(3, color="grey", linewidth=0.8, linestyle=":",
                 label="3 broken: the stronghold province opens")
    left.set_xlabel("round")
    left.set_ylabel("provinces broken")
    left.set_ylim(0, 5.2)
    left.set_title("Provinces broken and honor by round")
    honor_axis = left.twinx()
    hx = [row["round"] for row in rounds]
    honor_axis.plot(hx, [row["all_games"]["honor"] or 0 for row in rounds], marker="s",
                    linestyle="--", color="#c0504d", label="honor (all games)")
    honor_axis.set_ylabel("honor")
    honor_axis.set_ylim(0, 26)
    if xs or hx:
        left.set_xticks(xs or hx)
    lines = left.get_legend_handles_labels()
    more = honor_axis.get_legend_handles_labels()
    left.legend(lines[0] + more[0], lines[1] + more[1], fontsize=7, loc="upper left")

    ending_panel(right, sh, "round", "broken", "Round the stronghold breaks")
    heading(fig, report, "L5R goldfish", (report.get("coverage") or {}).get("cards_not_modeled"))
    return to_svg(fig)
