"""The census of a game's card pool: every card counted as modeled, inert against a passive
opponent, missing with a reviewed lean, or unreviewed (no record, text the engine would have
to play), in total and per pack.

The statuses are the deck report's (deckcheck.goldfish.abilities.coverage, as each engine's
``coverage`` reads its table): the census plays no part in deciding them, so a card counts
here exactly as it counts in the report of a deck that holds it. A card belongs to the pack
it was first printed in.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from deckcheck.goldfish.abilities.coverage import INERT, MISSING, MODELED

MISSING_REVIEWED, UNREVIEWED = "missing_reviewed", "unreviewed"
KEYS = (MODELED, INERT, MISSING_REVIEWED, UNREVIEWED)
"""The census's counts, in the order they are printed."""


def census_status(entry: Mapping[str, Any]) -> str:
    """One title of a coverage report in the census's words: a missing card is reviewed
    when a record names its missing parts (a card without a record never is)."""
    status = entry["status"]
    if status == MISSING:
        return MISSING_REVIEWED if entry.get("reviewed") else UNREVIEWED
    if status not in (MODELED, INERT):
        raise ValueError(f"unknown coverage status {status!r}")
    return status


def count(titles: Iterable[Mapping[str, Any]], pack_of: Mapping[str, str]) -> dict[str, Any]:
    """``titles``: a coverage report's entries (``id``, ``copies``, ``status``, ``reviewed``,
    ``reason``) over a table holding each card once; ``pack_of``: card id -> pack name.

    Returns ``total``, one count per status (KEYS), ``packs`` (the same counts per pack, in
    the order the packs first appear) and ``inert_reasons`` (reason -> cards)."""
    totals = dict.fromkeys(KEYS, 0)
    packs: dict[str, dict[str, int]] = {}
    reasons: dict[str, int] = {}
    for entry in titles:
        status = census_status(entry)
        copies = int(entry.get("copies", 1))
        totals[status] += copies
        pack = packs.setdefault(pack_of.get(entry["id"], "(no pack)"), {"total": 0, **dict.fromkeys(KEYS, 0)})
        pack[status] += copies
        pack["total"] += copies
        if status == INERT:
            reason = entry.get("reason") or "(no reason given)"
            reasons[reason] = reasons.get(reason, 0) + copies
    return {"total": sum(totals.values()), **totals, "packs": packs,
            "inert_reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])))}


def census(engine: Any, pool: Any) -> dict[str, Any]:
    """The census of ``pool`` (a game's CardPool) as its goldfish ``engine`` module reports
    it: one table holding every card of the pool once (``pool_table``), read by the engine's
    ``coverage``. Cards the engine never plays (not deck cards: WHI's fulcrums and draft
    cards) are counted apart under ``not_deck_cards``."""
    table = engine.pool_table(pool)
    pack_of = {card.id: pool.pack_name(card.packs[0]) if card.packs else "(no pack)"
               for card in pool.cards.values()}
    result = count(engine.coverage(table)["titles"], pack_of)
    first_id: dict[str, str] = {}
    for card_id in sorted(pool.cards):
        first_id.setdefault(pack_of[card_id], card_id)
    result["packs"] = dict(sorted(result["packs"].items(), key=lambda kv: first_id.get(kv[0], "")))
    outside = sorted(set(pool.cards) - set(table.ids))
    if result["total"] + len(outside) != len(pool.cards):      # a count is never guessed
        raise ValueError(f"the census counted {result['total']} + {len(outside)} cards of "
                         f"{len(pool.cards)}")
    return {"game": pool.game, **result, "not_deck_cards": {"count": len(outside), "ids": outside}}


def card_statuses(engine: Any, pool: Any) -> dict[str, str]:
    """Each card of the pool's table (``pool_table``) -> its census status; a title the
    table holds under several ids is reported under its first."""
    return {e["id"]: census_status(e) for e in engine.coverage(engine.pool_table(pool))["titles"]}


def census_text(result: Mapping[str, Any]) -> str:
    """The census for a person: the totals, then one line per pack."""
    def line(label: str, counts: Mapping[str, int]) -> str:
        total = counts["total"]
        share = (counts[MODELED] + counts[INERT]) / total if total else 1.0
        return (f"{label}: {total} cards, {counts[MODELED]} modeled, {counts[INERT]} inert, "
                f"{counts[MISSING_REVIEWED]} missing (reviewed), {counts[UNREVIEWED]} unreviewed "
                f"({share:.0%} modeled or inert)")

    lines = [line(f"{result['game']} card pool", result)]
    if result["not_deck_cards"]["count"]:
        lines.append(f"{result['not_deck_cards']['count']} more cards are no deck's cards and "
                     f"are never played (not counted above).")
    lines += ["", "By pack:"]
    lines += ["  " + line(name, counts) for name, counts in result["packs"].items()]
    return "\n".join(lines)


__all__ = ["KEYS", "MISSING_REVIEWED", "UNREVIEWED", "card_statuses", "census", "census_status", "census_text",
           "count"]
