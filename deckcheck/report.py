"""Verdict (and the decklist it was read from) -> the contract's JSON, every message in
en, de or pl."""
from __future__ import annotations

from typing import Any

from deckcheck.decklists.canonical import deck_to_dict
from deckcheck.decklists.problems import ParseResult, faction_label
from deckcheck.messages import LenientFields, Localized, render_message
from deckcheck.model import ListVersion, Verdict, Violation
from deckcheck.names import pack_name
from deckcheck.pool import CardPool
from deckcheck.rules.codes import LANGS, render


def violation_to_dict(v: Violation, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """The violation's JSON; its message comes from the codes of the pool's game (registered
    with the game; validate() has refused a game the registry does not know)."""
    lang = lang if lang in LANGS else "en"
    params, cards = v.params, v.cards
    if params:
        fields = LenientFields(params)      # the message's own fields (render uses them as they are)
        for key, value in params.items():
            if isinstance(value, Localized):
                fields[key] = value.in_lang(lang)
        if cards:
            if lang != "en" and "title" in params:      # the title in the message's language
                fields["title"] = pool.display_name(cards[0], lang)
            if "cards" not in params:
                fields["cards"] = _card_names(cards, pool, lang)
        elif "cards" not in params:
            fields["cards"] = ""
        if "expected" not in params:
            fields["expected"] = v.expected
        if "actual" not in params:
            fields["actual"] = v.actual
    else:                                   # (the usual violation: its cards and numbers only)
        fields = LenientFields(cards=_card_names(cards, pool, lang) if cards else "",
                               expected=v.expected, actual=v.actual)
    message = render(v.code, lang, fields)
    out: dict[str, Any] = {"code": v.code, "message": message, "cards": list(cards)}
    if v.expected is not None:
        out["expected"] = v.expected
    if v.actual is not None:
        out["actual"] = v.actual
    if v.details is not None:
        out.update(v.details)
        if v.details.get("unread_lines_may_explain"):
            out["message"] = f"{message} {render_message('UNREAD_LINES_MAY_EXPLAIN', lang, {})}"
    return out


def _card_names(cards: tuple[str, ...], pool: CardPool, lang: str) -> str:
    """The cards' names in ``lang``, joined with commas."""
    if len(cards) == 1:
        return pool.display_name(cards[0], lang)
    return ", ".join([pool.display_name(cid, lang) for cid in cards])


LIST_MEMO_SIZE = 64        # JSON of list versions kept (all dropped when full)
_LIST_JSON: dict[int, tuple[ListVersion, dict[str, Any]]] = {}


def list_version_to_dict(lv: ListVersion) -> dict[str, Any]:
    """``lv.to_dict()`` (a new dict), worked out once per list version: a list version never
    changes, and every verdict names the lists it was checked against."""
    hit = _LIST_JSON.get(id(lv))
    if hit is None or hit[0] is not lv:
        if len(_LIST_JSON) >= LIST_MEMO_SIZE:
            _LIST_JSON.clear()
        hit = _LIST_JSON[id(lv)] = (lv, lv.to_dict())
    return dict(hit[1])


def verdict_to_dict(verdict: Verdict, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """The verdict's JSON (a new dict, the caller's to change)."""
    return {
        "valid": verdict.valid,
        "game": verdict.game,
        "format": verdict.format,
        "rules_version": verdict.rules_version,
        "lists": [list_version_to_dict(lv) for lv in verdict.lists],
        "counts": dict(verdict.counts),
        "violations": [violation_to_dict(v, pool, lang) for v in verdict.violations],
        "warnings": [violation_to_dict(v, pool, lang) for v in verdict.warnings],
    }


def decklist_verdict_to_dict(verdict: Verdict, result: ParseResult, pool: CardPool,
                             lang: str = "en") -> dict[str, Any]:
    """The verdict of a deck read from a decklist: for an outside format also the parse
    problems and the deck as read. The problems speak the verdict's language."""
    out = verdict_to_dict(verdict, pool, lang)
    if result.source_format != "canonical":
        out["parse_problems"] = result.problem_dicts(lang)
        out["deck"] = {**deck_to_dict(result.deck), "name": result.deck.name}
        out["corrections"] = [correction_to_dict(c, pool, lang) for c in result.corrections]
        out["read"] = [read_line_to_dict(r, pool, lang) for r in result.lines]
    return out


def card_label(card_id: str, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """A card as a person tells it apart from its namesakes: id, name, pack, faction."""
    card = pool.card(card_id)
    if card is None:
        return {"id": card_id, "name": card_id, "pack": None, "faction": None}
    return {"id": card.id, "name": pool.display_name(card.id, lang), "pack": pool.newest_pack(card),
            "faction": card.faction, "type": card.type}


def correction_to_dict(c, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    """A corrected line: where, what it said, the card it was read as, and a sentence
    saying so in ``lang``."""
    label = card_label(c.card_id, pool, lang)
    where = [p for p in (pack_name(label["pack"], lang), faction_label(pool.game, label["faction"], lang)) if p]
    card = f"{label['name']} ({', '.join(where)})" if where else label["name"]
    message = render_message("CORRECTED_NAME", lang, {"line": c.line, "name": c.name or c.text, "card": card})
    return {"line": c.line, "text": c.text, "read_as": label, "message": message}


def read_line_to_dict(r, pool: CardPool, lang: str = "en") -> dict[str, Any]:
    out: dict[str, Any] = {"line": r.line, "text": r.text, "count": r.count, "status": r.status,
                           "section": r.section, "card": None}
    if r.card_id is not None:
        out["card"] = card_label(r.card_id, pool, lang)
    return out
