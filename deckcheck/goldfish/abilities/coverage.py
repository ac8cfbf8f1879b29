"""Honest coverage: every card of a deck is modeled, inert against a passive opponent (with
the reason) or missing (each missing part with its direction: it "helps" or "hurts" the
deck, or nobody judged it), every card is ``reviewed`` (it has a record) or not, and the
report says which way the numbers lean only when every part left out was judged.

A lean is a judgement written in a record, never a default: a card nobody reviewed has the
direction "unknown", and while any copy is unreviewed (or any part unjudged) the report
says how many and that the direction cannot be told. An effect the player may decline
("You may ...") cannot make the numbers worse: a pilot who played it would take it only
when it helps, so a part of that kind tagged "hurts" counts as "helps"."""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from deckcheck.goldfish.abilities.records import HELPS, HURTS, UNKNOWN, CardRecord, Missing

MODELED, INERT, MISSING = "modeled", "inert", "missing"

# an effect the player may decline: "You may lose 1 honor ...", "Then, you may ...", "may ..."
_DECLINABLE = re.compile(r"^\W*(?:then,?\s+)?(?:you\s+)?may\b", re.IGNORECASE)


def status_of(record: CardRecord | None, vanilla: bool) -> str:
    """A card without a record is modeled only when its text is empty or keywords only."""
    if record is None:
        return MODELED if vanilla else MISSING
    return record.status


def declinable(text: str) -> bool:
    """True when the part is an effect the player may decline (its text begins with "may")."""
    return bool(_DECLINABLE.match(text))


def direction(part: Missing) -> str:
    """Which way leaving ``part`` out moves the numbers: the record's judgement, except that
    an effect the player may decline never hurts."""
    if part.lean == HURTS and declinable(part.text):
        return HELPS
    return part.lean


def _parts(record: CardRecord | None, text: str) -> list[dict[str, Any]]:
    if record is None:
        return [{"text": text or "(card text)", "lean": UNKNOWN}]
    return [{"text": m.text, "lean": direction(m)} | ({"optional": True} if declinable(m.text) else {})
            for m in record.missing]


def _lean(lean: dict[str, int], unreviewed: int) -> tuple[str, str]:
    """The lean word and its sentence, said only from judgements written in records."""
    if unreviewed:
        return UNKNOWN, (f"{unreviewed} cards of this deck have text nobody has reviewed yet: "
                         f"which way the numbers lean cannot be told.")
    if lean[UNKNOWN]:
        return UNKNOWN, (f"{lean[UNKNOWN]} cards have abilities not modeled whose effect nobody has "
                         f"judged: which way the numbers lean cannot be told.")
    if lean[HELPS] and not lean[HURTS]:
        return "low", "The numbers lean low: abilities the engine does not play would help this deck."
    if lean[HURTS] and not lean[HELPS]:
        return "high", "The numbers lean high: abilities the engine does not play would hurt this deck."
    if lean[HURTS] and lean[HELPS]:
        return "both", ("Abilities the engine does not play pull both ways: some would help this "
                        "deck, some would hurt it.")
    return "none", "Every ability of this deck is played or does nothing against a passive opponent."


def split(cards: Iterable[tuple[str, str, str, int, CardRecord | None, bool, str]]) -> dict[str, Any]:
    """``cards``: (code, name, type, copies, record or None, vanilla, text) per title.

    Returns the counts of copies per status, the copies not reviewed, the lean, and one
    entry per title."""
    counts = {MODELED: 0, INERT: 0, MISSING: 0}
    lean = {HELPS: 0, HURTS: 0, UNKNOWN: 0}
    titles = []
    total = unreviewed = unreviewed_titles = 0
    for code, name, type_, copies, record, vanilla, text in cards:
        status = status_of(record, vanilla)
        counts[status] += copies
        total += copies
        entry: dict[str, Any] = {"id": code, "name": name, "type": type_, "copies": copies,
                                 "status": status, "reviewed": record is not None}
        if status == INERT and record is not None:
            entry["reason"] = record.inert
        if status == MISSING:
            parts = _parts(record, text)
            entry["missing"] = parts
            if record is None:
                unreviewed += copies
                unreviewed_titles += 1
            for direction_ in {p["lean"] for p in parts}:
                lean[direction_] += copies
        titles.append(entry)
    shares = {k: round(v / total, 4) if total else 0.0 for k, v in counts.items()}
    leans, sentence = _lean(lean, unreviewed)
    return {
        "copies": counts, "shares": shares, "total": total,
        "modeled_or_inert": round((counts[MODELED] + counts[INERT]) / total, 4) if total else 1.0,
        "unreviewed": unreviewed, "unreviewed_titles": unreviewed_titles,
        "lean": leans, "lean_copies": lean, "note": sentence,
        "cards": sorted(titles, key=lambda e: ({MISSING: 0, INERT: 1, MODELED: 2}[e["status"]],
                                               e["type"], e["name"])),
    }


def report_fields(parts: dict[str, Any]) -> dict[str, Any]:
    """What every game's report says of a ``split``, in this order: copies by status, their
    shares, modeled or inert, the copies nobody reviewed (said before any lean), the lean,
    its copies and its sentence."""
    return {"copies": parts["copies"], "shares": parts["shares"], "modeled_or_inert": parts["modeled_or_inert"],
            "unreviewed": parts["unreviewed"], "unreviewed_titles": parts["unreviewed_titles"],
            "lean": parts["lean"], "lean_copies": parts["lean_copies"], "lean_note": parts["note"]}


__all__ = ["HELPS", "HURTS", "INERT", "MISSING", "MODELED", "UNKNOWN", "declinable", "direction",
           "report_fields", "split", "status_of"]
