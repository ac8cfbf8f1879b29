"""Fix suggestions: for each violation of a verdict, the smallest edits that make it go away.

``suggest_fixes(deck, pool, verdict)`` returns one ``ViolationFixes`` per violation (in the
verdict's order); ``fixes_to_dict`` renders them in en/de/pl. Every suggestion was applied
to the deck and the deck validated again: it removes its violation and causes no new one
(fail closed: when no such edit is found, the answer says there is no automatic fix).
The game's part (sections, pool candidates, what a violation is short of or has too many
of) is its ``fixes`` module, named by its ``Game`` record.
"""
from __future__ import annotations

from typing import Any

from deckcheck.fixes.model import LIMITS, Edit, Limits, Suggestion, ViolationFixes
from deckcheck.fixes.edits import apply
from deckcheck.fixes.search import suggest
from deckcheck.decklists.problems import faction_label
from deckcheck.games import get_game
from deckcheck.messages import render_message
from deckcheck.model import Deck, Verdict
from deckcheck.pool import CardPool
from deckcheck.validator import validate

__all__ = ["LIMITS", "Edit", "Limits", "Suggestion", "ViolationFixes", "apply", "attach_fixes",
           "fixes_by_violation", "fixes_to_dict", "suggest_fixes"]


def suggest_fixes(deck: Deck, pool: CardPool, verdict: Verdict,
                  limits: Limits = LIMITS) -> list[ViolationFixes]:
    """The fixes of every violation of ``verdict`` (the verdict of ``deck`` on ``pool``)."""
    hooks = get_game(deck.game).load_fixes()
    if hooks is None:
        return [ViolationFixes(v.code, (), "none") for v in verdict.violations]
    return suggest(deck, pool, verdict, hooks, limits)


def edit_to_dict(edit: Edit, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    if edit.op == "declare":
        label = faction_label(pool.game, edit.value, lang) or edit.value
        return {"op": "declare", "field": edit.field, "value": edit.value,
                "message": render_message("FIX_DECLARE", lang, {"value": label}, edit.field)}
    card = pool.card(edit.card or "")
    name = pool.display_name(edit.card or "", lang) if card is not None else edit.card
    out: dict[str, Any] = {"op": edit.op, "card": edit.card, "count": edit.count, "name": name,
                           "type": card.type if card else None, "cost": card.cost if card else None}
    fields = {"count": edit.count, "card": name, "cost": out["cost"], "influence": edit.influence}
    key = {"remove": "FIX_REMOVE", "add": "FIX_ADD", "set": "FIX_SET"}[edit.op]
    variant = "cost" if edit.op != "set" and out["cost"] is not None else None
    if edit.influence is not None:
        out["influence"] = edit.influence
        variant = "influence"
    out["message"] = render_message(key, lang, fields, variant)
    return out


def suggestion_to_dict(found: Suggestion, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    edits = [edit_to_dict(e, pool, lang) for e in found.edits]
    sentence = "; ".join(e["message"] for e in edits)
    cost = ", ".join((render_message("FIX_COST", lang, {"removed": found.removed}, "out"),
                      render_message("FIX_COST", lang, {"added": found.added}, "in")))
    return {"edits": edits, "removed": found.removed, "added": found.added,
            "message": f"{sentence[:1].upper()}{sentence[1:]} ({cost})."}


def fixes_to_dict(fixes: ViolationFixes, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """``{"fixes": [...], "no_fix": None | sentence}`` for one violation."""
    return {"fixes": [suggestion_to_dict(f, pool, lang) for f in fixes.suggestions],
            "no_fix": None if fixes.suggestions else
            render_message("FIX_NONE", lang, {}, fixes.reason or "none")}


def fixes_by_violation(deck: Deck, pool: CardPool, lang: str = "en",
                       limits: Limits = LIMITS) -> dict[tuple[str, tuple[str, ...]], dict[str, Any]]:
    """The deck validated now, its fixes rendered, keyed by (code, cards) of each violation: for
    verdicts stored earlier (an event's registrations), matched to their violations by key."""
    verdict = validate(deck, pool)
    found = suggest_fixes(deck, pool, verdict, limits)
    return {(v.code, tuple(v.cards)): fixes_to_dict(f, pool, lang)
            for v, f in zip(verdict.violations, found, strict=True)}


def attach_fixes(verdict_json: dict[str, Any], deck: Deck, pool: CardPool, verdict: Verdict,
                 lang: str = "en", limits: Limits = LIMITS) -> dict[str, Any]:
    """Add ``suggestions`` to each violation of a rendered verdict (in place; returned)."""
    for rendered, found in zip(verdict_json["violations"], suggest_fixes(deck, pool, verdict, limits),
                               strict=True):
        rendered["suggestions"] = fixes_to_dict(found, pool, lang)
    return verdict_json
