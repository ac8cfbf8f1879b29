"""The WHI report as a picture: damage and power per zone by turn, and the turn of the win."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.goldfish.plot import ending_panel, figure, heading, mark_few_games, playing, to_svg


def plot_svg(report: Mapping[str, Any]) -> str:
    turns = report.get("turns") or []
    win = report.get("win_turn") or {}
    fig, (left, right) = figure()

    xs = [t["turn"] for t in turns]
    left.plot(xs, [t.get("damage_total_all_games") or 0 for t in turns], marker="o",
              color="#c0504d", label="damage on the capital (finished games keep theirs)")
    for zone, style in (("kingdom", "--"), ("quest", ":"), ("battlefield", "-.")):
        left.plot(xs, playing(turns, lambda t, z=zone: (t.get("power") or {}).get(z)),
                  linestyle=style, marker="s", markersize=3, label=f"power in the {zone} (games playing)")
    mark_few_games(left, turns, "turn")
    burn = (report.get("opponent") or {}).get("parts") or []
    if burn:
        left.axhline(2 * burn[0].get("toughness", 8), color="grey", linewidth=0.8, linestyle=":")
    left.set_xlabel("turn")
    left.set_ylabel("damage / power")
    left.set_title("Damage and power by turn")
    left.set_xticks(xs or [1])
    left.legend(fontsize=7, loc="upper left")

    ending_panel(right, win, "turn", "won", "Turn of the win")
    copies = (report.get("coverage") or {}).get("copies") or {}
    heading(fig, report, "WHI goldfish", copies.get("missing", "?"))
    return to_svg(fig)
