"""An event's own restricted/banned list version (issue 19): one version in the shape of
``restricted_lists/data/<game>.yaml``, read by ``restricted_lists.loads``, checked here
against the game's pool and the event's format, kept as a plain row (JSON in the database)
and turned back into a ``ListVersion`` for the validator.

The row: ``{"code", "format", "name", "issuer", "effective" (ISO date), "source",
"card_set", "entries": [{"card_id", "kind": restricted|banned|pod|banned_printing, "pod",
"pod_restricted"}], "sha256", "upload"}`` (``sha256``: of the uploaded text; ``upload``:
the upload's id).

An event's list REPLACES the official one for that event: it is a whole list version (copy
the official version and add the house bans, or write a pod list of your own), so that a
list can also lift an official restriction. Checking a deck takes the event's format rules
with this list instead of the list that format would use on the event's date.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from deckcheck.model import DeckInputError, ListVersion, Pod
from deckcheck.pool import CardPool

MAX_LIST_CHARS = 200_000        # a real list is a few kilobytes
MAX_ENTRIES = 2_000             # the longest official list names a few hundred printings
MAX_PODS = 200
KINDS = ("restricted", "banned", "pod", "banned_printing")

__all__ = ["KINDS", "MAX_ENTRIES", "MAX_LIST_CHARS", "check_list_row", "list_version_from_row"]


def _invalid(variant: str, **fields: Any) -> DeckInputError:
    return DeckInputError("INVALID_LIST_FILE", {k: v for k, v in fields.items()}, variant=variant, **fields)


def check_list_row(rows: list[dict[str, Any]], pool: CardPool, list_format: str | None) -> dict[str, Any]:
    """The one version of an uploaded document, its cards as the pool's ids (an id alias is
    read as its card). DeckInputError INVALID_LIST_FILE: not exactly one version, a format
    other than the event's list family, too many entries or pods, unknown cards (all named),
    a pod's restricted card that is not a card of the pool. An id the pool lacks but an
    official version of the family names (AGoT's banned printings of packs the snapshot does
    not hold) is kept as it is: a copied official list uploads unchanged."""
    if len(rows) != 1:
        raise _invalid("versions", count=len(rows))
    row = dict(rows[0])
    if list_format is None:
        raise _invalid("no_family")
    if row["format"] != list_format:
        raise _invalid("format", format=row["format"][:40], expected=list_format)
    for key, limit in (("code", 64), ("name", 200), ("issuer", 200), ("source", 500)):
        if len(row[key]) > limit:
            raise _invalid("too_long", field=key, maximum=limit)
    entries = row["entries"]
    pods = {e["pod"] for e in entries if e["kind"] == "pod"}
    if len(entries) > MAX_ENTRIES or len(pods) > MAX_PODS:
        raise _invalid("too_many", entries=len(entries), maximum=MAX_ENTRIES)
    official = _official_ids(pool, list_format)
    unknown: list[str] = []
    checked = []
    for e in entries:
        card_id = _known(pool, e["card_id"], official)
        restricted = e.get("pod_restricted")
        pod_id = _known(pool, restricted, official) if restricted is not None else None
        if card_id is None:
            unknown.append(e["card_id"])
        if restricted is not None and pod_id is None:
            unknown.append(restricted)
        if card_id is not None and (restricted is None or pod_id is not None):
            checked.append({**e, "card_id": card_id, "pod_restricted": pod_id})
    if unknown:
        names = list(dict.fromkeys(str(u)[:40] for u in unknown))
        raise _invalid("unknown_cards", cards=", ".join(names[:20]), count=len(names))
    effective = row["effective"]
    row["effective"] = effective.isoformat() if isinstance(effective, dt.date) else str(effective)
    row["entries"] = checked
    row["card_set"] = None if row.get("card_set") is None else str(row["card_set"])[:64]
    return row


def _official_ids(pool: CardPool, list_format: str) -> frozenset[str]:
    ids: set[str] = set()
    for lv in pool.list_versions(list_format):
        ids |= lv.restricted | lv.banned | lv.banned_printings
        for pod in lv.pods:
            ids |= pod.cards
    return frozenset(ids)


def _known(pool: CardPool, card_id: str, official: frozenset[str]) -> str | None:
    card = pool.card(card_id)
    if card is not None:
        return card.id
    return card_id if card_id in official else None


def list_version_from_row(game: str, row: Mapping[str, Any]) -> ListVersion:
    """The ListVersion of a stored row (see the module's docstring)."""
    entries = row.get("entries", ())
    pods: dict[int, list[Mapping[str, Any]]] = {}
    for e in entries:
        if e["kind"] == "pod":
            pods.setdefault(int(e.get("pod") or 0), []).append(e)
    return ListVersion(
        id=str(row["code"]), game=game, format=str(row["format"]), name=str(row["name"]),
        issuer=str(row["issuer"]), effective=dt.date.fromisoformat(str(row["effective"])),
        source=str(row["source"]), card_set=row.get("card_set"),
        restricted=frozenset(e["card_id"] for e in entries if e["kind"] == "restricted"),
        banned=frozenset(e["card_id"] for e in entries if e["kind"] == "banned"),
        banned_printings=frozenset(e["card_id"] for e in entries if e["kind"] == "banned_printing"),
        pods=tuple(Pod(frozenset(e["card_id"] for e in group),
                       next((e["pod_restricted"] for e in group if e.get("pod_restricted")), None))
                   for _, group in sorted(pods.items())))


def list_row_of(lv: ListVersion) -> dict[str, Any]:
    """The row of an official ListVersion (to store as an event's list or to compare)."""
    entries: list[dict[str, Any]] = [{"card_id": c, "kind": "restricted", "pod": None, "pod_restricted": None}
                                     for c in sorted(lv.restricted)]
    entries += [{"card_id": c, "kind": "banned", "pod": None, "pod_restricted": None} for c in sorted(lv.banned)]
    entries += [{"card_id": c, "kind": "banned_printing", "pod": None, "pod_restricted": None}
                for c in sorted(lv.banned_printings)]
    for n, pod in enumerate(lv.pods, start=1):
        entries += [{"card_id": c, "kind": "pod", "pod": n, "pod_restricted": pod.restricted} for c in sorted(pod.cards)]
    return {"code": lv.id, "format": lv.format, "name": lv.name, "issuer": lv.issuer,
            "effective": lv.effective.isoformat(), "source": lv.source, "card_set": lv.card_set, "entries": entries}
