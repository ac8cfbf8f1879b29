"""The AGoT report as a picture: mean power by round, and the round reaching 15 power."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.goldfish.plot import ending_panel, figure, heading, mark_few_games, playing, to_svg


def plot_svg(report: Mapping[str, Any]) -> str:
    rounds = report.get("rounds") or []
    fig, (left, right) = figure()

    xs = [r["round"] for r in rounds]
    left.plot(xs, [r.get("power_all_games") or 0 for r in rounds], marker="o",
              label="mean power (finished games keep their final power)")
    left.plot(xs, playing(rounds, lambda r: r.get("characters")), marker="s", linestyle="--",
              label="characters in play (games still playing)")
    mark_few_games(left, rounds, "round")
    left.axhline(15, color="grey", linewidth=0.8, linestyle=":")
    left.set_xlabel("round")
    left.set_ylabel("power / characters")
    left.set_title("Power by round")
    left.set_xticks(xs)
    left.legend(fontsize=7, loc="upper left")

    ending_panel(right, report.get("win_round") or {}, "round", "won", "Round reaching 15 power")
    heading(fig, report, "Goldfish", (report.get("coverage") or {}).get("cards_not_modeled"))
    return to_svg(fig)
