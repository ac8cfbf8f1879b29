"""A goldfish report or comparison as a few lines for a terminal (``deckcheck goldfish``).

The lines every game shares are here: coverage first (what is not modeled, by name, and
which way that leans), the pilot's assumptions, the card odds (seen in the games against
the exact chance), and the rounding of every figure (``num``: at most 2 decimals; ``pct``:
a share as a percentage). The numbers are the game's: its engine module's
``summary_text(report)``.
"""
from __future__ import annotations

import re
from typing import Any

from deckcheck.goldfish.games import engine_module


def report_text(report: dict[str, Any]) -> str:
    """The game's own summary of a run report."""
    return engine_module(report["game"]).summary_text(report)


SHOWN_NAMES = 8          # titles not modeled named in the coverage line
SHOWN_ODDS = 6           # card-odds columns (round/turn 0..5)


def num(x: float | int | None, places: int = 2) -> str:
    """A figure for a person: at most ``places`` decimals, trailing zeros dropped; "-" for none."""
    if x is None:
        return "-"
    return f"{x:.{places}f}".rstrip("0").rstrip(".") if isinstance(x, float) else str(x)


def pct(x: float | None) -> str:
    """A share (0-1) as a percentage with at most one decimal: ``62.5%``, ``100%``."""
    return "-" if x is None else num(x * 100, 1) + "%"


def coverage_lines(cov: dict, who: str = "") -> list[str]:
    """Coverage and lean, for the top of a summary (before any number): the shares, the
    sentence saying the numbers leave the abilities not modeled out, the titles not
    modeled by name, the copies nobody has reviewed, and (after them) which way that leans."""
    copies, shares = cov["copies"], cov["shares"]
    lines = [f"coverage{who}: {copies['modeled']} cards played as printed ({pct(shares['modeled'])}), "
             f"{copies['inert']} inert against a passive opponent ({pct(shares['inert'])}), "
             f"{copies['missing']} with abilities not modeled ({pct(shares['missing'])}); "
             f"modeled or inert {pct(cov['modeled_or_inert'])}"]
    if cov.get("note"):
        lines.append(f"  {cov['note']}")
    missing = [t for t in cov.get("titles", ()) if t.get("status") == "missing"]
    if missing:
        names = ", ".join(f"{t['name']} ({t['copies']})" for t in missing[:SHOWN_NAMES])
        more = len(missing) - SHOWN_NAMES
        lines.append(f"  not modeled: {names}" + (f" and {more} more titles (--json lists them)" if more > 0 else ""))
    if "unreviewed" in cov:
        lines.append(f"reviewed{who}: " + (
            f"{cov['unreviewed']} cards ({cov['unreviewed_titles']} titles) have text nobody has reviewed; "
            f"what they would do is not known" if cov["unreviewed"] else "every card's text has been reviewed"))
    lines.append(f"lean{who}: {cov['lean_note']}")
    return lines


def games_behind(games: int, too_few: bool) -> str:
    """The games behind a per-round figure: ``24 games``, or ``1 game: too few to count``."""
    said = f"{games} game" + ("" if games == 1 else "s")
    return f"{said}: too few to count" if too_few else said


def period_row(unit: str, row: dict, games_key: str, figures: str) -> str:
    """One round (turn) of a per-round table: its figures, or none when too few games reached it."""
    behind = games_behind(row[games_key], row.get("too_few_games", False))
    return f"  {unit} {row[unit]} ({behind})" + ("" if row.get("too_few_games") else f": {figures}")


def _odds_row(title: dict, steps_key: str, unit: str) -> str:
    steps = title.get(steps_key, ())[:SHOWN_ODDS]
    cells = ", ".join(f"{unit} {s[unit]} " + ("too few games" if s.get("too_few_games") else
                                              f"{pct(s['seen'])}/{pct(s['hypergeometric'])}") for s in steps)
    return f"    {title['name']} ({title['copies']}): {cells}"


def _games_line(titles: list, steps_key: str, unit: str) -> str:
    steps = titles[0].get(steps_key, ())[:SHOWN_ODDS] if titles else ()
    return "    games behind each: " + ", ".join(
        f"{unit} {s[unit]} {games_behind(s['games'], s.get('too_few_games', False))}" for s in steps)


def card_odds_lines(report: dict) -> list[str]:
    """The card odds of the report (``cards``): for each title, by round/turn, the share of
    games that had seen a copy against the exact (hypergeometric) chance."""
    cards = report.get("cards")
    if not isinstance(cards, dict):
        return []
    unit = "turn" if any("by_turn" in t for t in cards.get("titles", ())) else "round"
    decks = ([(name, cards[name]) for name in ("dynasty", "conflict") if isinstance(cards.get(name), dict)]
             or [("", cards)])
    lines = [f"card odds (seen in these games / exact chance of at least one copy), by {unit}:"]
    for name, deck in decks:
        if name:
            lines.append(f"  {name} deck ({deck.get('deck_size', '?')} cards):")
        titles = list(deck.get("titles", ()))
        lines.append(_games_line(titles, f"by_{unit}", unit))
        if titles and all(s.get("too_few_games") for s in titles[0].get(f"by_{unit}", ())[:SHOWN_ODDS]):
            lines.append(f"    too few games at every {unit} to count (--json has the figures, marked)")
            continue
        for title in titles:
            lines.append(_odds_row(title, f"by_{unit}", unit))
    return lines


def assumption_lines(pilot: dict) -> list[str]:
    """The pilot's assumptions, one short line each (their first sentence)."""
    lines = [f"pilot {pilot['name']}: {pilot.get('description') or ''}".rstrip()]
    for text in pilot.get("assumptions", ()):
        first = re.split(r"(?<!e\.g)(?<!i\.e)\.\s+(?=[A-Z])", text)[0].rstrip(".")
        lines.append(f"  - {first}.")
    return lines


def headline_lines(head: dict, heading: str = "headline (means over the games):") -> list[str]:
    """The key cards (and the rule that chose them), then the headline's sentences."""
    lines = [f"key cards: {', '.join(head['key_cards']) or 'none'} ({head['key_card_rule']})", heading]
    for entry in head.values():
        if isinstance(entry, dict) and "sentence" in entry:
            lines.append(f"  - {entry['sentence']}")
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
        lines.append(f"  {m.get('label') or name}: A {m['a']}, B {m['b']}. {m['sentence']}")
    lines.append(c["note"])
    return "\n".join(lines)
