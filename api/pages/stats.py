"""Deck statistics and draw odds on the check page (issue 20): ``deckcheck.stats`` worded
for people (section names, types, factions, percentages), drawn by the template
``pages/_stats.html`` under the verdict. ``POST /check/stats`` (api/pages/check.py) answers
the same block alone, for the page's script (it validates as you type and asks for the
block afterwards)."""
from __future__ import annotations

import json
from typing import Any

from flask import g

from api.extensions import service
from api.pages.page_context import t
from api.pages.i18n import label, type_name
from deckcheck.games import find_game
from deckcheck.stats import NO_COST, deck_stats, figure_rows

def _joined(pairs) -> str:
    return " · ".join(f"{name} {value}" for name, value in pairs)


def _value(value: Any) -> Any:
    """A figure's value for the page: pairs of (message key, value) in one line, a fraction
    in the page's language, a count or a text as it is."""
    if isinstance(value, list):
        return _joined((t(key), _value(v)) for key, v in value)
    return _number(value) if isinstance(value, float) else value


def _figures(game: str, figures: dict[str, Any]) -> list[tuple[str, Any]]:
    return [(t(key), _value(value)) for key, value in figure_rows(game, figures)]


def _own_stats(game: str) -> bool:
    record = find_game(game)
    return record is not None and record.deck_stats is not None


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".") if g.get("lang", "en") == "en" else \
        f"{value:.1f}".rstrip("0").rstrip(".").replace(".", ",")


def percent(share: float) -> str:
    """``31.5 %`` in the page's language (decimal comma in German and Polish)."""
    text = f"{share * 100:.1f}"
    return (text if g.get("lang", "en") == "en" else text.replace(".", ",")) + " %"


def _section(section: dict[str, Any], game: str) -> dict[str, Any]:
    curve = section["cost_curve"]
    top = max(curve.values(), default=1) or 1
    return {"title": t("sec_" + section["section"]), "cards": section["cards"],
            "curve": [{"cost": t("stats_no_cost") if cost == NO_COST else cost, "n": n,
                       "height": round(100 * n / top)} for cost, n in curve.items()],
            "average": _number(section["average_cost"]) if section["average_cost"] is not None else None,
            "types": [(type_name(k, g.lang), n) for k, n in section["types"].items()],
            "factions": [(label(k, g.lang), n) for k, n in section["factions"].items()],
            "factions_title": t("stats_factions_" + game) if _own_stats(game) else t("stats_factions_agot")}


def _odds(table: dict[str, Any], cards: list[dict[str, Any]]) -> dict[str, Any]:
    step_names = [t("odds_opening")] + [t("odds_" + s["step"], n=s["n"]) for s in table["steps"][1:]]
    if table["full_mulligan"]:
        step_names.insert(1, t("odds_with_mulligan"))
    rows = []
    for copies, row in table["by_copies"].items():
        cells = [percent(x) for x in row["chances"]]
        if table["full_mulligan"]:
            cells.insert(1, percent(row["opening_with_mulligan"]))
        names = [c["name"] for c in cards if c["section"] == table["section"] and str(c["copies"]) == copies]
        rows.append({"copies": copies, "cells": cells, "cards": names})
    last = table["steps"][-1]
    return {"title": t("sec_" + table["section"]), "deck_size": table["deck_size"], "heads": step_names,
            "opening": table["steps"][0]["seen"],
            "rows": rows, "section": table["section"],
            "last": t("odds_" + last["step"], n=last["n"]) if last["step"] != "opening" else ""}


def stats_view(stats: dict[str, Any], game: str) -> dict[str, Any]:
    """The block's data in the page's words."""
    odds = [_odds(table, stats["cards"]) for table in stats["odds"]]
    sections = [_section(s, game) for s in stats["sections"] if any(k != NO_COST for k in s["cost_curve"])]
    figures = _figures(game, stats["figures"])
    picker = [{"name": c["name"], "copies": c["copies"], "section": c["section"]} for c in stats["cards"]]
    return {"game": game, "sections": sections, "figures": figures, "odds": odds,
            "note": t("odds_note_" + game) if _own_stats(game) else "", "unknown": stats["unknown"],
            "picker": json.dumps(picker, ensure_ascii=False).replace("</", "<\\/"),
            "sentence": t("odds_card", name="{name}", copies="{copies}", opening="{opening}",
                          last="{last}", by="{by}")}


def stats_for(parsed: Any, lang: str) -> dict[str, Any] | None:
    """The block for a deck as read (None when its game has no cards loaded)."""
    svc = service()
    pool = svc.pools.get(parsed.deck.game)
    if pool is None or not len(pool):
        return None
    return stats_view(deck_stats(parsed.deck, pool, lang), parsed.deck.game)
