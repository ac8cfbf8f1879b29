"""The WHI report as a picture: damage and power per zone by turn, and the turn of the win."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.goldfish.plot import figure, to_svg


def plot_svg(report: Mapping[str, Any]) -> str:
    turns = report.get("turns") or []
    win = report.get("win_turn") or {}
    fig, (left, right) = figure()

    xs = [t["turn"] for t in turns]
    left.plot(xs, [t.get("damage_total_all_games") or 0 for t in turns], marker="o",
              color="#c0504d", label="damage on the capital (finished games keep theirs)")
    for zone, style in (("kingdom", "--"), ("quest", ":"), ("battlefield", "-.")):
        left.plot(xs, [(t.get("power") or {}).get(zone) or 0 for t in turns], linestyle=style,
                  marker="s", markersize=3, label=f"power in the {zone} (games playing)")
    burn = (report.get("opponent") or {}).get("parts") or []
    if burn:
        left.axhline(2 * burn[0].get("toughness", 8), color="grey", linewidth=0.8, linestyle=":")
    left.set_xlabel("turn")
    left.set_ylabel("damage / power")
    left.set_title("Damage and power by turn")
    left.set_xticks(xs or [1])
    left.legend(fontsize=7, loc="upper left")

    dist = win.get("distribution") or []
    bars_x = [d["turn"] for d in dist]
    right.bar(bars_x, [d["share"] * 100 for d in dist], color="#4a7ab5", label="won in turn")
    right.plot(bars_x, [d["cumulative"] * 100 for d in dist], color="#c0504d", marker="o",
               label="won by turn (cumulative)")
    timeout = (win.get("timeout_share") or 0) * 100
    right.set_xlabel("turn")
    right.set_ylabel("% of games")
    right.set_ylim(0, 100)
    right.set_xticks(bars_x or [1])
    right.set_title(f"Turn of the win (timeout {timeout:.1f}%)")
    right.legend(fontsize=7, loc="upper left")

    copies = (report.get("coverage") or {}).get("copies") or {}
    pilot = (report.get("pilot") or {}).get("name", "")
    fig.suptitle(f"WHI goldfish: {report.get('games')} games, seed {report.get('seed')}, pilot "
                 f"{pilot}; {copies.get('missing', '?')} cards with abilities not modeled",
                 fontsize=9)
    return to_svg(fig)
