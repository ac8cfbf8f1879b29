"""Plain dicts for the templates: a verdict grouped by rule, the games' formats and lists."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deckcheck.games import game_ids
from deckcheck.model import DeckInputError
from deckcheck.services.validation import ValidationService
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


def game_options(svc: ValidationService) -> list[dict[str, Any]]:
    """Each game with its formats (default first marked) and the list versions of each
    list family, for the form's selects."""
    out = []
    for game in game_ids():
        pool = svc.pools.get(game)
        try:
            module = svc.formats(game)
        except DeckInputError:
            continue
        formats = [{"name": name, "default": name == module.DEFAULT_FORMAT, "list_format": fmt.list_format}
                   for name, fmt in module.FORMATS.items()]
        lists = []
        if pool is not None:
            for family, versions in pool.lists.items():
                for lv in versions:
                    lists.append({"family": family, "id": lv.id, "name": lv.name,
                                  "effective": lv.effective.isoformat()})
        out.append({"id": game, "name": svc.game_names.get(game, game), "formats": formats, "lists": lists,
                    "cards": len(pool) if pool is not None else 0})
    return out
