"""Honest coverage: every card of a deck is modeled, inert against a passive opponent (with
the reason) or missing (each missing part tagged "helps" or "hurts" the deck), and the
report says which way the numbers lean."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from deckcheck.goldfish.abilities.records import HELPS, HURTS, CardRecord, Missing

MODELED, INERT, MISSING = "modeled", "inert", "missing"


def status_of(record: CardRecord | None, vanilla: bool) -> str:
    """A card without a record is modeled only when its text is empty or keywords only."""
    if record is None:
        return MODELED if vanilla else MISSING
    return record.status


def split(cards: Iterable[tuple[str, str, str, int, CardRecord | None, bool, str]]) -> dict[str, Any]:
    """``cards``: (code, name, type, copies, record or None, vanilla, text) per title.

    Returns the counts of copies per status, the lean, and one entry per title."""
    counts = {MODELED: 0, INERT: 0, MISSING: 0}
    lean = {HELPS: 0, HURTS: 0}
    titles = []
    total = 0
    for code, name, type_, copies, record, vanilla, text in cards:
        status = status_of(record, vanilla)
        counts[status] += copies
        total += copies
        entry: dict[str, Any] = {"id": code, "name": name, "type": type_, "copies": copies,
                                 "status": status}
        if status == INERT and record is not None:
            entry["reason"] = record.inert
        if status == MISSING:
            parts = record.missing if record is not None else (
                Missing(text or "(card text)", HELPS),)
            entry["missing"] = [{"text": m.text, "lean": m.lean} for m in parts]
            entry["reviewed"] = record is not None
            for m in parts:
                lean[m.lean] += copies
        titles.append(entry)
    shares = {k: round(v / total, 4) if total else 0.0 for k, v in counts.items()}
    if lean[HELPS] and not lean[HURTS]:
        leans = "low"
        sentence = ("The numbers lean low: abilities the engine does not play would help this "
                    "deck.")
    elif lean[HURTS] and not lean[HELPS]:
        leans = "high"
        sentence = ("The numbers lean high: abilities the engine does not play would hurt this "
                    "deck.")
    elif lean[HURTS] and lean[HELPS]:
        leans = "both"
        sentence = ("Abilities the engine does not play pull both ways: some would help this "
                    "deck, some would hurt it.")
    else:
        leans = "none"
        sentence = "Every ability of this deck is played or does nothing against a passive opponent."
    return {
        "copies": counts, "shares": shares, "total": total,
        "modeled_or_inert": round((counts[MODELED] + counts[INERT]) / total, 4) if total else 1.0,
        "lean": leans, "lean_copies": lean, "note": sentence,
        "cards": sorted(titles, key=lambda e: ({MISSING: 0, INERT: 1, MODELED: 2}[e["status"]],
                                               e["type"], e["name"])),
    }


def report_fields(parts: dict[str, Any]) -> dict[str, Any]:
    """What every game's report says of a ``split``, in this order: copies by status, their
    shares, modeled or inert, the lean, its copies and its sentence."""
    return {"copies": parts["copies"], "shares": parts["shares"], "modeled_or_inert": parts["modeled_or_inert"],
            "lean": parts["lean"], "lean_copies": parts["lean_copies"], "lean_note": parts["note"]}


__all__ = ["HELPS", "HURTS", "INERT", "MISSING", "MODELED", "report_fields", "split", "status_of"]
