"""SVG pictures of a report: what every game's picture shares.

matplotlib (Agg backend, no display) is imported only when a plot is asked for. Each game's
engine module has a ``plot_svg(report)`` built with ``figure``, its own left-hand panel,
``ending_panel``, ``heading`` and ``to_svg``.
"""
from __future__ import annotations

import io
from collections.abc import Mapping
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


def heading(fig: Any, report: Mapping[str, Any], game: str, not_modeled: Any) -> None:
    """The line above both panels: games, seed, pilot and the cards not modeled."""
    pilot = (report.get("pilot") or {}).get("name", "")
    fig.suptitle(f"{game}: {report.get('games')} games, seed {report.get('seed')}, pilot "
                 f"{pilot}; {not_modeled} cards with abilities not modeled", fontsize=9)
