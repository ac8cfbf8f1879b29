"""SVG pictures of a report: what every game's picture shares.

matplotlib (Agg backend, no display) is imported only when a plot is asked for. Each game's
engine module has a ``plot_svg(report)`` built with ``figure``, its own left-hand panel,
``ending_panel``, ``heading`` and ``to_svg``.
"""
from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from typing import Any


def plot_svg(report: Mapping[str, Any]) -> str:
    """The picture of a report, drawn by its game's engine."""
    from deckcheck.goldfish.games import engine_module

    return engine_module(report["game"]).plot_svg(report)


def figure(width: float = 10, height: float = 4.2, panels: int = 2) -> tuple[Any, Any]:
    """A matplotlib Figure (Agg backend, no display) with ``panels`` side by side."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height))
    return fig, fig.subplots(1, panels)


def to_svg(fig: Any) -> str:
    """The figure as SVG text; the same figure always gives the same text."""
    import matplotlib

    fig.tight_layout()
    buf = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "deckcheck-goldfish"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    return buf.getvalue()


def ending_panel(ax: Any, ending: Mapping[str, Any], unit: str, happened: str, title: str) -> None:
    """The right-hand panel every game draws: the share of games whose goal was reached in
    each round (or turn), bars, and by then, a line; ``ending``: the report's distribution
    with its ``timeout_share``; ``happened``: the goal in words ("won", "broken")."""
    dist = ending.get("distribution") or []
    bars_x = [d[unit] for d in dist]
    ax.bar(bars_x, [d["share"] * 100 for d in dist], color="#4a7ab5", label=f"{happened} in {unit}")
    ax.plot(bars_x, [d["cumulative"] * 100 for d in dist], color="#c0504d", marker="o",
            label=f"{happened} by {unit} (cumulative)")
    timeout = (ending.get("timeout_share") or 0) * 100
    ax.set_xlabel(unit)
    ax.set_ylabel("% of games")
    ax.set_ylim(0, 100)
    ax.set_xticks(bars_x or [1])
    ax.set_title(f"{title} (timeout {timeout:.1f}%)")
    ax.legend(fontsize=7, loc="upper left")


def playing(rows: Sequence[Mapping[str, Any]], value: Any) -> list[float]:
    """A per-round series over the games still playing, with a gap (NaN) at every round
    fewer than ``stats.FEW_GAMES`` games reached: such a mean is not drawn as a figure, as
    the tables do not show it."""
    return [math.nan if row.get("too_few_games") else (value(row) or 0) for row in rows]


def mark_few_games(ax: Any, rows: Sequence[Mapping[str, Any]], unit: str) -> None:
    """Shade the rounds (turns) that fewer than ``stats.FEW_GAMES`` games reached, with a
    legend entry saying so; nothing when every round had enough games."""
    from deckcheck.goldfish.stats import FEW_GAMES

    few = [row[unit] for row in rows if row.get("too_few_games")]
    for k, x in enumerate(few):
        ax.axvspan(x - 0.5, x + 0.5, color="#dddddd", zorder=0,
                   label=f"fewer than {FEW_GAMES} games still playing: no mean drawn" if k == 0 else None)


def heading(fig: Any, report: Mapping[str, Any], game: str, not_modeled: Any) -> None:
    """The line above both panels: games, seed, pilot and the cards not modeled."""
    pilot = (report.get("pilot") or {}).get("name", "")
    fig.suptitle(f"{game}: {report.get('games')} games, seed {report.get('seed')}, pilot "
                 f"{pilot}; {not_modeled} cards with abilities not modeled", fontsize=9)
