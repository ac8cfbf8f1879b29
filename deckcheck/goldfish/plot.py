"""SVG pictures of a report: the shared figure helpers, and AGoT's power-by-round and win round.

matplotlib (Agg backend, no display) is imported only when a plot is asked for; a game with its
own plot gives its engine module a ``plot_svg(report)`` built with ``figure`` and ``to_svg``.
"""
from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any


def plot_svg(report: Mapping[str, Any]) -> str:
    """The game's own plot when its engine module has one (``plot_svg``), else this one."""
    from deckcheck.goldfish.games import engine_module

    own = getattr(engine_module(report["game"]), "plot_svg", None) if "game" in report else None
    return own(report) if own is not None else power_plot(report)


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


def power_plot(report: Mapping[str, Any]) -> str:
    """AGoT: mean power by round, and the round reaching 15 power."""
    rounds = report.get("rounds") or []
    win = report.get("win_round") or {}
    fig, (left, right) = figure()

    xs = [r["round"] for r in rounds]
    left.plot(xs, [r.get("power_all_games") or 0 for r in rounds], marker="o",
              label="mean power (finished games keep their final power)")
    left.plot(xs, [r.get("characters") or 0 for r in rounds], marker="s", linestyle="--",
              label="characters in play (games still playing)")
    left.axhline(15, color="grey", linewidth=0.8, linestyle=":")
    left.set_xlabel("round")
    left.set_ylabel("power / characters")
    left.set_title("Power by round")
    left.set_xticks(xs)
    left.legend(fontsize=7, loc="upper left")

    dist = win.get("distribution") or []
    bars_x = [d["round"] for d in dist]
    right.bar(bars_x, [d["share"] * 100 for d in dist], color="#4a7ab5", label="won in round")
    right.plot(bars_x, [d["cumulative"] * 100 for d in dist], color="#c0504d", marker="o",
               label="won by round (cumulative)")
    timeout = (win.get("timeout_share") or 0) * 100
    right.set_xlabel("round")
    right.set_ylabel("% of games")
    right.set_ylim(0, 100)
    right.set_xticks(bars_x or [1])
    right.set_title(f"Round reaching 15 power (timeout {timeout:.1f}%)")
    right.legend(fontsize=7, loc="upper left")

    games = report.get("games")
    pilot = (report.get("pilot") or {}).get("name", "")
    note = (report.get("coverage") or {}).get("cards_not_modeled")
    fig.suptitle(f"Goldfish: {games} games, seed {report.get('seed')}, pilot {pilot}; "
                 f"{note} cards with abilities not modeled", fontsize=9)
    return to_svg(fig)
