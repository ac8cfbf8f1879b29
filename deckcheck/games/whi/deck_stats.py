"""WHI's deck statistics (``deckcheck.stats``): one deck (the capital board is no deck card),
its figures (units and their hit points, loyalty and power icons) and how it is drawn
[whi.md §3, engine/capital.py]: a hand of 7 with one full mulligan (player aid), then the
quest phase draws the quest zone's power each turn, the capital's printed 1 (units questing
draw more: not counted)."""
from __future__ import annotations

from typing import Any

from deckcheck.model import Card
from deckcheck.stats.odds import DrawModel

DRAW_MODELS = (DrawModel("deck", 7, 1, full_mulligan=True, unit="turn"),)


def section_of(card: Card) -> str | None:
    return "deck" if card.deck_card else None


def figures(sections: dict[str, list[tuple[Card, int]]]) -> dict[str, Any]:
    cards = sections.get("deck", [])
    units = [(c, n) for c, n in cards if c.type == "unit"]
    return {"units": sum(n for _, n in units),
            "loyalty": sum((c.loyalty or 0) * n for c, n in cards),
            "power": sum((c.power_icons or 0) * n for c, n in cards),
            "hit_points": sum((c.hit_points or 0) * n for c, n in units)}


def figures_line(f: dict[str, Any]) -> str:
    return (f"  units {f['units']} (hit points {f['hit_points']}); loyalty icons "
            f"{f['loyalty']}, power icons {f['power']}")


def figure_rows(f: dict[str, Any]) -> list[tuple[str, Any]]:
    return [("stats_units", f["units"]), ("stats_hit_points", f["hit_points"]),
            ("stats_loyalty", f["loyalty"]), ("stats_power_icons", f["power"])]
