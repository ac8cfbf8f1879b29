"""AGoT's own Card fields, read from the stored card: a plot's income, initiative, claim
and reserve (``Card.plot_stats``); every other field is a shared column."""
from __future__ import annotations

from typing import Any

from deckcheck.model import PlotStats


def read(row: Any) -> dict[str, Any]:
    if row.type != "plot":
        return {}
    return {"plot_stats": PlotStats(row.income, row.initiative, row.claim, row.reserve)}
