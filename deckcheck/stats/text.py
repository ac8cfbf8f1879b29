"""The deck statistics in words for the terminal (``deckcheck validate --stats``): English,
like the rest of the command's report; percentages with one decimal."""
from __future__ import annotations

from typing import Any

from deckcheck.stats import figures_line

MULLIGAN = {True: "no mulligan; 'with a mulligan' = one redraw of the whole hand when the card is missing",
            False: "no mulligan"}


def percent(share: float) -> str:
    return f"{share * 100:.1f}%"


def _odds_lines(table: dict[str, Any]) -> list[str]:
    heads = ["opening"] + [f"{s['step']} {s['n']}" for s in table["steps"][1:]]
    if table["full_mulligan"]:
        heads.insert(1, "w/ mulligan")
    lines = [f"  chance to have a card in hand ({table['section']} deck of {table['deck_size']}, "
             f"{MULLIGAN[table['full_mulligan']]}):",
             "    " + " " * 9 + "".join(f"{h:>13}" for h in heads)]
    for copies, row in table["by_copies"].items():
        cells = [percent(x) for x in row["chances"]]
        if table["full_mulligan"]:
            cells.insert(1, percent(row["opening_with_mulligan"]))
        label = f"{copies} cop{'y' if copies == '1' else 'ies'}"
        lines.append(f"    {label:<9}" + "".join(f"{c:>13}" for c in cells))
    seen = ", ".join(f"{s['seen']}" for s in table["steps"])
    bid = f" (an honor bid of {table['bid']})" if table.get("bid") else ""
    drawn = (f"{table['opening']} in the opening hand, then {table['per_round']} a {table['unit']}{bid}"
             if table["per_round"] else f"{table['opening']} at setup; later draws not modeled")
    lines.append(f"    cards seen: {seen} ({drawn}; card draw effects not counted: the real chance "
                 "is at least this)")
    return lines


def stats_text(game: str, stats: dict[str, Any]) -> str:
    lines = ["statistics:"]
    for section in stats["sections"]:
        if section["cards"] < 8:       # agenda, plots, provinces, stronghold, role: counted above
            continue
        curve = "  ".join(f"{cost}:{n}" for cost, n in section["cost_curve"].items())
        average = f" (average {section['average_cost']:.2f})" if section["average_cost"] is not None else ""
        lines.append(f"  cost curve ({section['section']}, {section['cards']} cards): {curve}{average}")
        lines.append("    types: " + ", ".join(f"{k} {v}" for k, v in section["types"].items())
                     + "; factions: " + ", ".join(f"{k} {v}" for k, v in section["factions"].items()))
    figures = figures_line(game, stats["figures"])
    if figures:
        lines.append(figures)
    for table in stats["odds"]:
        lines.extend(_odds_lines(table))
    if stats["unknown"]:
        lines.append(f"  {stats['unknown']} entries not known: left out of every figure")
    return "\n".join(lines)
