"""L5R LCG importer: the snapshot folders -> one Bundle.

Sources (under the carddata root):

- ``l5r-final/`` (primary): ``Card/<id>.json`` (each an array of one card object, ids
  without pack prefix), ``Pack.json``, ``Cycle.json``, ``PackCard/<pack>.json``,
  ``Ruling/rulings.json``, ``Translation/core/de.json``, ``Label/en.json``; the final
  legality flags (``is_restricted``, ``is_banned``, ``*_in_jade``, ``is_banned_in_skirmish``).
- ``l5r/json/`` (fiveringsdb-data): only its pack-prefixed ids, kept as id aliases
  (``01-guest-of-honor`` -> ``guest-of-honor``), matched by card name + pack position.
- ``l5r-roles/ClanRole-<date>.json``: the seasonal Keeper/Seeker role tables.
- project data: ``card_db/data/l5r/names.yaml`` (German/Polish names from the seeds),
  ``card_db/data/l5r/errata.yaml`` (Anhang IV errata), ``restricted_lists/data/l5r.yaml``.

Every missing or unreadable file raises ``SnapshotError`` naming it. Oddities that do
not stop the import (an unknown label, a name that changed between snapshots) become
``bundle.warnings``.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import restricted_lists as lists
from card_db.bundle import Bundle, SnapshotError
from card_db.importers import DATA, Source, as_int, load_json, load_yaml, require_dir
from deckcheck.text import normalize_name

GAME = "l5r"
GAME_NAME = "Legend of the Five Rings: The Card Game"
DATA_DIR = DATA / "l5r"

#: the folders of the carddata root this importer reads, and where they come from
SNAPSHOT_DIRS = ("l5r-final", "l5r", "l5r-roles")
SOURCES = (
    Source("l5r/json", "alsciende/fiveringsdb-data", "master", "json"),
    Source("l5r-final", "Emerald-Legacy/emeralddb", "3859ee5", "importData/json"),
    Source("l5r-roles/ClanRole-2018-01-22.json", "alsciende/fiveringsdb-data", "42c6044", "json/ClanRole.json", True),
    Source("l5r-roles/ClanRole-2018-12-25.json", "alsciende/fiveringsdb-data", "84a2d15", "json/ClanRole.json", True),
    Source("l5r-roles/ClanRole-2019-09-09.json", "alsciende/fiveringsdb-data", "bc92390", "json/ClanRole.json", True),
)

FINAL_SOURCE = "l5r-final (emeralddb importData, FFG final state 2021-06)"
LEGACY_SOURCE = "l5r/json (fiveringsdb-data)"
DE_SOURCE = "l5r-final Translation/core/de.json"

#: card types that never go into a player's decks or province set in any format
NOT_PLAYER_TYPES = frozenset({"treaty", "warlord"})
#: the clan of the Shadowlands opponent deck of Under Fu Leng's Shadow (cooperative play)
OPPONENT_CLANS = frozenset({"shadowlands"})
DRAFT_ONLY = "Draft format only."
ALL_ELEMENTS = ("air", "earth", "fire", "void", "water")      # the data's order for a tomoe

_EXTRA_KEYS = ("name_extra", "military_bonus", "political_bonus", "strength_bonus",
               "is_restricted", "is_banned", "is_restricted_in_jade", "is_banned_in_jade",
               "is_banned_in_skirmish")


def read(root: Path) -> Bundle:
    root = Path(root)
    final = require_dir(root / "l5r-final")
    bundle = Bundle(game=GAME, name=GAME_NAME, source=str(root))
    labels = _labels(final / "Label" / "en.json")

    raw = _read_final_cards(final / "Card")
    bundle.cycles = [_cycle(c) for c in _records(load_json(final / "Cycle.json"), final / "Cycle.json")]
    packs = _records(load_json(final / "Pack.json"), final / "Pack.json")
    bundle.packs = [_pack(p, final / "Pack.json") for p in packs]
    bundle.printings = _printings(final / "PackCard", [p["id"] for p in bundle.packs], raw, bundle.warnings)
    bundle.cards = [_card(c, labels, bundle.warnings) for c in raw.values()]
    bundle.rulings = _rulings(final / "Ruling" / "rulings.json", raw, bundle.warnings)

    cards_by_id = {c["id"]: c for c in bundle.cards}
    aliases: list[dict[str, Any]] = []
    aliases += _legacy_aliases(root / "l5r" / "json", bundle, bundle.warnings)
    aliases += _translation_aliases(final / "Translation" / "core" / "de.json", cards_by_id, bundle.warnings)
    aliases += _seed_aliases(DATA_DIR / "names.yaml", bundle, bundle.warnings)
    bundle.aliases = _dedupe_aliases(aliases)
    bundle.errata = _errata(DATA_DIR / "errata.yaml", cards_by_id, bundle.aliases, bundle.warnings)
    bundle.clan_roles = _clan_roles(root / "l5r-roles", root / "l5r" / "json" / "ClanRole.json",
                                    cards_by_id, bundle.warnings)
    bundle.lists = _lists(raw, bundle.warnings)
    return bundle


# -- cards --------------------------------------------------------------------------------

def _read_final_cards(folder: Path) -> dict[str, dict[str, Any]]:
    require_dir(folder)
    cards: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.glob("*.json")):
        data = load_json(path)
        if not (isinstance(data, list) and len(data) == 1 and isinstance(data[0], dict)):
            raise SnapshotError(path, "expected an array holding one card object")
        card = data[0]
        for key in ("id", "name", "type", "side", "clan"):
            if not isinstance(card.get(key), str) or not card[key]:
                raise SnapshotError(path, f"card field {key!r} is missing or not a string")
        if card["id"] != path.stem:
            raise SnapshotError(path, f"card id {card['id']!r} does not match the file name")
        cards[card["id"]] = card
    if not cards:
        raise SnapshotError(folder, "no card files")
    return cards


def _card(c: dict[str, Any], labels: set[str], warnings: list[str]) -> dict[str, Any]:
    for kind, value in (("type", c["type"]), ("clan", c["clan"]), ("side", c["side"])):
        if labels and f"{kind}.{value}" not in labels:
            warnings.append(f"card {c['id']}: {kind} {value!r} has no label in Label/en.json")
    elements = [e for e in (c.get("element") or []) if e]
    if "all" in elements:                       # the tomoe written as one value (fiveringsdb)
        elements = list(ALL_ELEMENTS)
    for e in elements:
        if labels and f"element.{e}" not in labels:
            warnings.append(f"card {c['id']}: element {e!r} has no label in Label/en.json")
    text = c.get("text") or ""
    extra = {k: c.get(k) for k in _EXTRA_KEYS if c.get(k) is not None}
    for key in ("cost", "military", "political", "strength", "glory"):
        printed = c.get(key)
        if printed not in (None, "") and as_int(printed) is None:     # "X", "-": kept as printed
            extra[f"printed_{key}"] = str(printed)
    return {
        "id": c["id"],
        "name": c["name"],
        "type": c["type"],
        "faction": c["clan"],
        "side": c["side"],
        "cost": as_int(c.get("cost")),
        "deck_limit": as_int(c.get("deck_limit")) or 3,
        "unique": bool(c.get("unicity")),
        "traits": [t for t in (c.get("traits") or []) if t],
        "text": text,
        "deck_card": c["type"] not in NOT_PLAYER_TYPES and c["clan"] not in OPPONENT_CLANS,
        "format_only": "draft" if DRAFT_ONLY in text else None,
        "influence_cost": as_int(c.get("influence_cost")),
        "influence_pool": as_int(c.get("influence_pool")),
        "elements": elements,
        "allowed_clans": [a for a in (c.get("allowed_clans") or []) if a],
        "role_restriction": c.get("role_restriction") or None,
        "glory": as_int(c.get("glory")),
        "military": as_int(c.get("military")),
        "political": as_int(c.get("political")),
        "strength": as_int(c.get("strength")),
        "fate": as_int(c.get("fate")),
        "honor": as_int(c.get("honor")),
        "extra": extra,
    }


def _labels(path: Path) -> set[str]:
    data = load_json(path)
    if not isinstance(data, list):
        raise SnapshotError(path, "expected an array of labels")
    return {row["id"] for row in data if isinstance(row, dict) and isinstance(row.get("id"), str)}


def _records(data: Any, path: Path) -> list[dict[str, Any]]:
    if not isinstance(data, list) or not all(isinstance(r, dict) and r.get("id") for r in data):
        raise SnapshotError(path, "expected an array of objects with an 'id'")
    return data


def _cycle(c: dict[str, Any]) -> dict[str, Any]:
    return {"id": c["id"], "name": c.get("name") or c["id"], "position": as_int(c.get("position"))}


def _pack(p: dict[str, Any], path: Path) -> dict[str, Any]:
    released = p.get("released_at")
    if released:
        try:
            released = dt.date.fromisoformat(str(released))
        except ValueError as exc:
            raise SnapshotError(path, f"pack {p['id']}: bad released_at {released!r}") from exc
    return {"id": p["id"], "name": p.get("name") or p["id"], "cycle_id": p.get("cycle_id"),
            "position": as_int(p.get("position")), "released": released or None,
            "code": p.get("ffg_id")}


def _printings(folder: Path, pack_ids: Iterable[str], cards: dict[str, Any],
               warnings: list[str]) -> list[dict[str, Any]]:
    require_dir(folder)
    rows = []
    for pack_id in pack_ids:
        path = folder / f"{pack_id}.json"
        data = load_json(path)
        if not isinstance(data, list):
            raise SnapshotError(path, "expected an array of pack entries")
        for entry in data:
            if not isinstance(entry, dict) or not entry.get("card_id"):
                raise SnapshotError(path, "a pack entry has no card_id")
            if entry["card_id"] not in cards:
                warnings.append(f"{path.name}: unknown card {entry['card_id']!r}")
                continue
            position = entry.get("position")
            rows.append({"card_id": entry["card_id"], "pack_id": pack_id,
                         "position": None if position is None else str(position),
                         "quantity": as_int(entry.get("quantity"))})
    return rows


def _rulings(path: Path, cards: dict[str, Any], warnings: list[str]) -> list[dict[str, Any]]:
    data = load_json(path)
    if not isinstance(data, list):
        raise SnapshotError(path, "expected an array of rulings")
    rows = []
    for r in data:
        card_id = (r.get("card") or {}).get("id") if isinstance(r, dict) else None
        if not card_id or not r.get("text"):
            raise SnapshotError(path, "a ruling lacks card.id or text")
        if card_id not in cards:
            warnings.append(f"ruling {r.get('id')}: unknown card {card_id!r}")
            continue
        rows.append({"card_id": card_id, "text": r["text"], "source": r.get("source") or "",
                     "link": r.get("link") or ""})
    return rows


# -- aliases ------------------------------------------------------------------------------

def _legacy_aliases(folder: Path, bundle: Bundle, warnings: list[str]) -> list[dict[str, Any]]:
    """Prefixed fiveringsdb ids -> l5r-final ids, by name within the same pack, then by
    pack position, then by a name that is unique in the whole pool."""
    require_dir(folder)
    names = {c["id"]: normalize_name(c["name"]) for c in bundle.cards}
    in_pack: dict[tuple[str, str], list[str]] = {}      # (pack, name) -> final ids
    at_position: dict[tuple[str, str], str] = {}        # (pack, position) -> final id
    by_name: dict[str, list[str]] = {}
    for p in bundle.printings:
        in_pack.setdefault((p["pack_id"], names[p["card_id"]]), []).append(p["card_id"])
        at_position[(p["pack_id"], p["position"])] = p["card_id"]
    for cid, name in names.items():
        by_name.setdefault(name, []).append(cid)

    legacy_pack: dict[str, tuple[str, str]] = {}
    packcards = require_dir(folder / "PackCard")
    for path in sorted(packcards.glob("*.json")):
        data = load_json(path)
        if not isinstance(data, list):
            raise SnapshotError(path, "expected an array of pack entries")
        for entry in data:
            if isinstance(entry, dict) and entry.get("card_id"):
                legacy_pack.setdefault(entry["card_id"], (path.stem, str(entry.get("position"))))

    rows = []
    renamed = []
    for path in sorted(require_dir(folder / "Card").glob("*.json")):
        card = load_json(path)
        if not isinstance(card, dict) or not card.get("id") or not card.get("name"):
            raise SnapshotError(path, "expected a card object with id and name")
        legacy_id, name = card["id"], normalize_name(card["name"])
        pack, position = legacy_pack.get(legacy_id, (None, None))
        target = None
        same = in_pack.get((pack, name), [])
        if len(same) == 1:
            target = same[0]
        elif len(same) > 1:
            target = at_position.get((pack, position)) if at_position.get((pack, position)) in same else None
        if target is None and (pack, position) in at_position:
            target = at_position[(pack, position)]
            renamed.append((legacy_id, card["name"], target))
        if target is None and len(by_name.get(name, [])) == 1:
            target = by_name[name][0]
        if target is None:
            warnings.append(f"l5r/json id {legacy_id!r} matches no l5r-final card")
            continue
        rows.append({"card_id": target, "locale": "id", "name": legacy_id, "source": LEGACY_SOURCE})
    for legacy_id, old_name, target in renamed:
        if normalize_name(old_name) != names[target]:
            warnings.append(f"l5r/json {legacy_id!r} ({old_name}) matched {target!r} by pack position; "
                            f"the names differ")
            rows.append({"card_id": target, "locale": "en", "name": old_name,
                         "source": f"{LEGACY_SOURCE}: name of {legacy_id}"})
    return rows


def _translation_aliases(path: Path, cards: dict[str, Any], warnings: list[str]) -> list[dict[str, Any]]:
    data = load_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise SnapshotError(path, "expected an object with a 'cards' array")
    rows = []
    for entry in data["cards"]:
        if not isinstance(entry, dict) or not entry.get("id") or not entry.get("name"):
            raise SnapshotError(path, "a translated card lacks id or name")
        if entry["id"] not in cards:
            warnings.append(f"{DE_SOURCE}: unknown card {entry['id']!r}")
            continue
        rows.append({"card_id": entry["id"], "locale": "de", "name": entry["name"], "source": DE_SOURCE})
    return rows


def _seed_aliases(path: Path, bundle: Bundle, warnings: list[str]) -> list[dict[str, Any]]:
    doc = load_yaml(path) or {}
    seeds = doc.get("seeds") or {}
    cards = {c["id"] for c in bundle.cards}
    packs = {p["id"]: p for p in bundle.packs}
    # (pack or cycle id, position) -> card ids printed there
    printed: dict[tuple[str, str], list[str]] = {}
    for p in bundle.printings:
        pack = packs.get(p["pack_id"])
        for key in (p["pack_id"], pack["cycle_id"] if pack else None):
            if key:
                printed.setdefault((key, p["position"]), []).append(p["card_id"])
    rows = []
    for i, entry in enumerate(doc.get("names") or [], start=1):
        missing = [k for k in ("card", "locale", "name", "seed", "section") if not entry.get(k)]
        if missing:
            raise SnapshotError(path, f"name #{i} lacks {', '.join(missing)}")
        if entry["card"] not in cards:
            warnings.append(f"names.yaml: unknown card {entry['card']!r}")
            continue
        ref = entry.get("ref")
        if ref and entry["card"] not in printed.get((ref["set"], str(ref["position"])), ()):
            warnings.append(f"names.yaml: {entry['name']!r} ({ref['set']} {ref['position']}) "
                            f"is not printed there as {entry['card']!r}")
        where = f" [{ref['set']} {ref.get('letter') or ''}{ref['position']}]" if ref else ""
        rows.append({"card_id": entry["card"], "locale": entry["locale"], "name": entry["name"],
                     "source": f"{seeds.get(str(entry['seed']), 'seed ' + str(entry['seed']))}, "
                               f"{entry['section']}{where}"})
    return rows


def _dedupe_aliases(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: set[tuple[str, str, str]] = set()
    out = []
    for r in rows:
        key = (r["card_id"], r["locale"], r["name"] if r["locale"] == "id" else normalize_name(r["name"]))
        if key not in seen:
            seen.add(key)
            out.append(r)
    return out


# -- errata -------------------------------------------------------------------------------

def _errata(path: Path, cards: dict[str, dict[str, Any]], aliases: list[dict[str, Any]],
            warnings: list[str]) -> list[dict[str, Any]]:
    doc = load_yaml(path) or {}
    source = doc.get("source") or "seed 000"
    day = doc.get("date")
    if isinstance(day, str):
        day = dt.date.fromisoformat(day)
    first_name = {}
    for a in aliases:
        first_name.setdefault((a["card_id"], a["locale"]), a["name"])
    rows = []
    for i, e in enumerate(doc.get("errata") or [], start=1):
        missing = [k for k in ("card", "section", "field", "new") if not e.get(k)]
        if missing:
            raise SnapshotError(path, f"erratum #{i} lacks {', '.join(missing)}")
        card = cards.get(e["card"])
        if card is None:
            warnings.append(f"errata.yaml: unknown card {e['card']!r}")
            continue
        notes = [n for n in (e.get("seed_remark"), e.get("note")) if n]
        applied = False
        check = e.get("english_after")
        current = {"text": card["text"], "name": card["name"],
                   "traits": " ".join(card["traits"])}.get(e["field"], "")
        if check and check in current:
            notes.append("The English data already carries this wording.")
        elif e.get("english_text"):
            if e["field"] != "text":
                raise SnapshotError(path, f"erratum #{i}: english_text only works for field text")
            card["text"] = e["english_text"]
            card["extra"]["erratum"] = f"{e['section']} ({source})"
            applied = True
        elif check:
            warnings.append(f"errata.yaml: {e['card']} {e['field']}: the English data lacks "
                            f"{check!r} and no english_text is given")
        if e.get("german_name") and e.get("scope") == "de":
            applied = first_name.get((card["id"], "de")) == e["german_name"]
        rows.append({"card_id": card["id"], "field": e["field"], "old_value": e.get("old"),
                     "new_value": e["new"], "source": source, "section": e["section"], "date": day,
                     "scope": e.get("scope") or "all", "applied": applied, "note": " ".join(notes)})
    return rows


# -- clan roles ---------------------------------------------------------------------------

def _clan_roles(folder: Path, legacy_table: Path, cards: dict[str, Any],
                warnings: list[str]) -> list[dict[str, Any]]:
    require_dir(folder)
    files = sorted(folder.glob("ClanRole-*.json"))
    if not files:
        raise SnapshotError(folder, "no ClanRole-<date>.json files")
    rows: list[dict[str, Any]] = []
    last: set[tuple[str, str]] = set()
    for path in files:
        try:
            effective = dt.date.fromisoformat(path.stem[len("ClanRole-"):])
        except ValueError as exc:
            raise SnapshotError(path, "the file name carries no date (ClanRole-YYYY-MM-DD.json)") from exc
        last = _role_pairs(load_json(path), path)
        for clan, role in sorted(last):
            if role not in cards:
                warnings.append(f"{path.name}: unknown role {role!r}")
            rows.append({"effective": effective, "clan": clan, "role_id": role,
                         "source": f"l5r-roles/{path.name}"})
    if legacy_table.is_file() and _role_pairs(load_json(legacy_table), legacy_table) != last:
        warnings.append(f"{legacy_table.name} differs from the newest l5r-roles table")
    return rows


def _role_pairs(data: Any, path: Path) -> set[tuple[str, str]]:
    """Both shapes: ``{card_id, clan}`` rows or ``{clan, primary_role_id, secondary_role_id}``."""
    if not isinstance(data, list) or not data:
        raise SnapshotError(path, "expected a non-empty array of clan roles")
    pairs = set()
    for row in data:
        if not isinstance(row, dict) or not row.get("clan"):
            raise SnapshotError(path, "a clan role row has no clan")
        if row.get("card_id"):
            pairs.add((row["clan"], row["card_id"]))
        elif row.get("primary_role_id") or row.get("secondary_role_id"):
            for key in ("primary_role_id", "secondary_role_id"):
                if row.get(key):
                    pairs.add((row["clan"], row[key]))
        else:
            raise SnapshotError(path, "a clan role row has neither card_id nor primary_role_id")
    return pairs


# -- list versions ------------------------------------------------------------------------

#: the final FFG list as the card data flags it: not a list of its own, the cross-check of
#: the last stronghold version of restricted_lists/data/l5r.yaml (a difference is a warning)
FINAL_FLAGS = ("is_restricted", "is_banned")

FLAG_LISTS = (
    # code, format, name, issuer, effective, source, restricted flag, banned flag
    ("jade-edict-2021", "jade-edict", "Jade Edict (community list, 2021)",
     "Jade Court (community)", dt.date(2021, 6, 1),
     "l5r-final Card/*.json is_restricted_in_jade / is_banned_in_jade (state of the data, 2021-06)",
     "is_restricted_in_jade", "is_banned_in_jade"),
    ("skirmish-ffg", "skirmish", "Skirmish banned list (FFG)",
     "Fantasy Flight Games", dt.date(2020, 3, 20),
     ("l5r-final Card/*.json is_banned_in_skirmish (final FFG state; the Skirmish rules v1 took "
      "effect 2020-03-20)"),
     None, "is_banned_in_skirmish"),
)


def _flagged(raw: dict[str, dict[str, Any]], r_flag: str | None, b_flag: str) -> list[dict[str, Any]]:
    entries = []
    for cid in sorted(raw):
        if r_flag and raw[cid].get(r_flag):
            entries.append({"card_id": cid, "kind": "restricted", "pod": None, "pod_restricted": None})
        if raw[cid].get(b_flag):
            entries.append({"card_id": cid, "kind": "banned", "pod": None, "pod_restricted": None})
    return entries


def _lists(raw: dict[str, dict[str, Any]], warnings: list[str]) -> list[dict[str, Any]]:
    try:
        rows = lists.load(GAME)
    except lists.ListDataError as exc:
        raise SnapshotError(lists.path_for(GAME), str(exc)) from exc
    for lv in rows:
        for e in lv["entries"]:
            if e["card_id"] not in raw:
                warnings.append(f"list {lv['code']}: unknown card {e['card_id']!r}")
    final = [lv for lv in rows if lv["format"] == "stronghold"]
    if final:
        last = max(final, key=lambda lv: lv["effective"])
        if _entry_set(last) != _entry_set({"entries": _flagged(raw, *FINAL_FLAGS)}):
            warnings.append(f"list {last['code']} differs from the l5r-final flags")
    for code, fmt, name, issuer, effective, source, r_flag, b_flag in FLAG_LISTS:
        rows.append({"code": code, "format": fmt, "name": name, "issuer": issuer,
                     "effective": effective, "source": source, "card_set": None,
                     "entries": _flagged(raw, r_flag, b_flag)})
    return rows


def _entry_set(lv: dict[str, Any]) -> set[tuple[str, str]]:
    return {(e["kind"], e["card_id"]) for e in lv["entries"]}
