"""Plain dicts for the templates: a verdict grouped by rule (the forms' games, formats and
lists come from CardsService.game_options)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deckcheck.pool import CardPool


def card_ref(pool: CardPool | None, card_id: str, lang: str) -> dict[str, Any]:
    known = pool is not None and pool.card(card_id) is not None
    return {"id": card_id, "name": pool.display_name(card_id, lang) if pool is not None else card_id,
            "known": known}


def group_by_code(items: Sequence[Mapping[str, Any]], pool: CardPool | None, lang: str) -> list[dict[str, Any]]:
    """Violations (or warnings) of a verdict dict, grouped by code in first-seen order."""
    groups: dict[str, dict[str, Any]] = {}
    for item in items:
        group = groups.setdefault(item["code"], {"code": item["code"], "items": []})
        group["items"].append({"message": item["message"], "expected": item.get("expected"),
                               "actual": item.get("actual"),
                               "cards": [card_ref(pool, cid, lang) for cid in item.get("cards", ())]})
    return list(groups.values())


def verdict_view(verdict: Mapping[str, Any], pool: CardPool | None, lang: str,
                 problems: Sequence[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The verdict JSON of the contract as the result panel shows it."""
    problems = verdict.get("parse_problems", ()) if problems is None else problems
    return {
        "valid": verdict.get("valid", False), "game": verdict.get("game"), "format": verdict.get("format"),
        "rules_version": verdict.get("rules_version"),
        "lists": list(verdict.get("lists", ())),
        "counts": [(key, value) for key, value in (verdict.get("counts") or {}).items()],
        "groups": group_by_code(verdict.get("violations", ()), pool, lang),
        "warnings": group_by_code(verdict.get("warnings", ()), pool, lang),
        "violation_count": len(verdict.get("violations", ())),
        "problems": [{"line": p.get("line"), "text": p.get("text", ""), "message": p.get("message", ""),
                      "candidates": [{"id": c["id"], "name": pool.display_name(c["id"], lang)
                                      if pool is not None else c.get("name", c["id"])}
                                     for c in (p.get("candidates") or ())[:3]]}
                     for p in problems],
    }
