"""A goldfish report or comparison as a few lines for a terminal (``deckcheck goldfish``).

The lines every game shares (coverage and lean first, then the pilot's assumptions) are
here; the numbers are the game's: its engine module's ``summary_text(report)``.
"""
from __future__ import annotations

import re
from typing import Any

from deckcheck.goldfish.games import engine_module


def report_text(report: dict[str, Any]) -> str:
    """The game's own summary of a run report."""
    return engine_module(report["game"]).summary_text(report)


def coverage_lines(cov: dict, who: str = "") -> list[str]:
    """Coverage and lean, for the top of a summary (before any number)."""
    copies, shares = cov["copies"], cov["shares"]
    return [f"coverage{who}: {copies['modeled']} cards played as printed ({shares['modeled']:.0%}), "
            f"{copies['inert']} inert against a passive opponent ({shares['inert']:.0%}), "
            f"{copies['missing']} with abilities not modeled ({shares['missing']:.0%}); "
            f"modeled or inert {cov['modeled_or_inert']:.0%}",
            f"lean{who}: {cov['lean_note']}"]


def assumption_lines(pilot: dict) -> list[str]:
    """The pilot's assumptions, one short line each (their first sentence)."""
    lines = [f"pilot {pilot['name']}: {pilot.get('description') or ''}".rstrip()]
    for text in pilot.get("assumptions", ()):
        first = re.split(r"(?<!e\.g)(?<!i\.e)\.\s+(?=[A-Z])", text)[0].rstrip(".")
        lines.append(f"  - {first}.")
    return lines


def comparison_text(c: dict) -> str:
    a, b = c["a"], c["b"]
    lines = [f"A = {a.get('name', 'A')}, B = {b.get('name', 'B')}: {c['games']} games each on the "
             f"same seeds ({c['seeds']}), turn cap {c['max_rounds']}, pilot {c['pilot']['name']}"]
    for side, who in ((a, " A"), (b, " B")):
        lines += coverage_lines(side["coverage"], who)
    lines.append(f"key cards: A {', '.join(a['key_cards']) or 'none'}; "
                 f"B {', '.join(b['key_cards']) or 'none'}")
    lines.append(f"differences ({c['difference']}; {c['method']}):")
    for name, m in c["metrics"].items():
        lines.append(f"  {name}: A {m['a']}, B {m['b']}. {m['sentence']}")
    lines.append(c["note"])
    return "\n".join(lines)
