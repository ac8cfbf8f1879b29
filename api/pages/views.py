"""Plain dicts for the templates: a verdict grouped by rule (the forms' games, formats and
lists come from CardsService.game_options)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from api.pages.reading import UNREAD_SUFFIX, read_view, shorten_unread, unread_count
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
        # an unread line's cards are its candidates: the deck as read shows them, with packs
        cards = () if str(item["code"]).endswith(UNREAD_SUFFIX) else item.get("cards", ())
        group["items"].append({"message": item["message"], "expected": item.get("expected"),
                               "actual": item.get("actual"),
                               "cards": [card_ref(pool, cid, lang) for cid in cards],
                               "counted": [card_ref(pool, cid, lang) for cid in item.get("counted", ())],
                               "suggestions": item.get("suggestions")})   # fix suggestions (issue 19)
    return list(groups.values())


def verdict_view(verdict: Mapping[str, Any], pool: CardPool | None, lang: str,
                 problems: Sequence[Mapping[str, Any]] | None = None, text: str | None = None) -> dict[str, Any]:
    """The verdict JSON of the contract as the result panel shows it; with the pasted
    ``text`` (the check page) the unread lines get their "use this card" buttons.

    Fail closed here too: the panel calls a deck legal only when the verdict does and no
    line went unread (a verdict stored before unread lines were violations may say valid)."""
    problems = verdict.get("parse_problems", ()) if problems is None else problems
    unread = unread_count(verdict)
    # the candidates of an unread line are listed once, under the line in the deck as read
    violations = [{**v, "message": shorten_unread(v, problems, lang)} for v in verdict.get("violations", ())]
    return {
        "valid": bool(verdict.get("valid", False)) and not unread and not problems,
        "game": verdict.get("game"), "format": verdict.get("format"),
        "rules_version": verdict.get("rules_version"),
        "lists": list(verdict.get("lists", ())),
        "counts": [(key, value) for key, value in (verdict.get("counts") or {}).items()],
        "groups": group_by_code(violations, pool, lang),
        "warnings": group_by_code(verdict.get("warnings", ()), pool, lang),
        "violation_count": len(verdict.get("violations", ())),
        "unread": max(unread, len(problems)),
        **read_view(verdict, problems, pool, lang, text),
    }
