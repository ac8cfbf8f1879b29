"""AGoT's deck statistics (``deckcheck.stats``): its sections (agenda, plot deck, draw deck),
its figures (characters' challenge icons and strength, the plots' average values) and how
its draw deck is drawn [agot.md §2.1, §2.2]: a setup hand of 7 with one mulligan of the
whole hand, then 2 cards each draw phase (the cards drawn back up to 7 after setup and card
draw effects are not counted)."""
from __future__ import annotations

from typing import Any

from deckcheck.model import Card
from deckcheck.stats.odds import DrawModel

DRAW_MODELS = (DrawModel("draw", 7, 2, full_mulligan=True),)


def section_of(card: Card) -> str | None:
    return card.type if card.type in ("agenda", "plot") else "draw"


def figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
    characters = [(c, n) for c, n in sections.get("draw", ()) if c.type == "character"]
    icons = {icon: sum(n for c, n in characters if icon in c.icons) for icon in ("military", "intrigue", "power")}
    plots = [(c.plot_stats, n) for c, n in sections.get("plot", ()) if c.plot_stats is not None]
    plot_avg = {}
    for stat in ("income", "initiative", "claim", "reserve"):
        known = [(getattr(p, stat), n) for p, n in plots if getattr(p, stat) is not None]
        total = sum(n for _, n in known)
        plot_avg[stat] = round(sum(v * n for v, n in known) / total, 2) if total else None
    return {"characters": sum(n for _, n in characters), "icons": icons,
            "strength": sum((c.strength or 0) * n for c, n in characters), "plots": plot_avg}


def figures_line(f: dict[str, Any]) -> str:
    icons = ", ".join(f"{k} {v}" for k, v in f["icons"].items())
    plots = ", ".join(f"{k} {v}" for k, v in f["plots"].items() if v is not None)
    return (f"  characters {f['characters']} (icons: {icons}; strength {f['strength']})"
            + (f"; plots on average: {plots}" if plots else ""))


def figure_rows(f: dict[str, Any]) -> list[tuple[str, Any]]:
    return [("stats_characters", f["characters"]),
            ("stats_icons", [("stats_" + k, v) for k, v in f["icons"].items()]),
            ("stats_strength", f["strength"]),
            ("stats_plots", [("stats_" + k, float(v)) for k, v in f["plots"].items() if v is not None])]
