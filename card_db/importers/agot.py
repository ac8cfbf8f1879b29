"""A Game of Thrones 2nd edition: throneteki-json-data (+ ThronesDB translations) -> Bundle.

Reads ``root/agot/packs/*.json`` (one file per pack), ``root/agot/cycles.json``,
``root/agot/restricted-list.json`` and, when present,
``root/agot-translations/translations/<locale>/pack/<PACK>.json``. Import rules that
are data (variant packs, list families, extra aliases) live in ``card_db/data/agot``.
"""
from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

from card_db.bundle import Bundle, SnapshotError
from card_db.importers import DATA, Source, as_int, load_json, load_yaml, require_dir
from deckcheck.games.agot.keywords import format_only, printed_keywords

#: the folders of the carddata root this importer reads, and where they come from
SNAPSHOT_DIRS = ("agot", "agot-translations")
SOURCES = (
    Source("agot/packs", "throneteki/throneteki-json-data", "master", "packs"),
    Source("agot/restricted-list.json", "throneteki/throneteki-json-data", "master", "restricted-list.json", True),
    Source("agot/cycles.json", "throneteki/throneteki-json-data", "master", "cycles.json", True),
    Source("agot-translations/translations", "ThronesDB/translations-json-data", "master", "translations"),
)

TRANSLATION_LOCALES = ("de", "es", "fr")
TRANSLATION_SOURCE = "ThronesDB translations"
OCTGN_SOURCE = "OCTGN id (throneteki-json-data octgnId)"
ICONS = ("military", "intrigue", "power")
_GUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE)
_CODE = re.compile(r"^\d{5}$")


def read(root: Path) -> Bundle:
    folder = require_dir(Path(root) / "agot")
    packs_dir = require_dir(folder / "packs")
    config = _config()
    bundle = Bundle(game="agot", name="A Game of Thrones: The Card Game (2nd edition)",
                    source=str(folder))

    cycle_of, pack_position = _cycles(bundle, load_json(folder / "cycles.json"))
    names: dict[str, str] = {}
    pack_files = sorted(packs_dir.glob("*.json"))
    if not pack_files:
        raise SnapshotError(packs_dir, "no pack files")
    for path in pack_files:
        pack = load_json(path)
        if not isinstance(pack, dict) or "code" not in pack or not isinstance(pack.get("cards"), list):
            raise SnapshotError(path, "not a pack (needs 'code' and 'cards')")
        _pack(bundle, pack, cycle_of, pack_position, config["variant_packs"], names)

    _translations(bundle, Path(root) / "agot-translations" / "translations", names)
    for row in config["aliases"]:
        if row["card_id"] in names:
            bundle.aliases.append(row)
        else:
            bundle.warnings.append(f"aliases.yaml: unknown card {row['card_id']}")
    _lists(bundle, load_json(folder / "restricted-list.json"), folder / "restricted-list.json",
           config, names)
    return bundle


# -- configuration (card_db/data/agot/*.yaml) ----------------------------------------------
def _config() -> dict[str, Any]:
    base = DATA / "agot"
    variants = load_yaml(base / "variants.yaml") or {}
    lists = load_yaml(base / "lists.yaml") or {}
    aliases = load_yaml(base / "aliases.yaml") or {}
    return {
        "variant_packs": dict(variants.get("packs") or {}),
        "side_lines": dict(lists.get("side_lines") or {}),
        "default_source": lists.get("default_source") or "throneteki-json-data restricted-list.json",
        "aliases": [{"card_id": str(a["card"]), "locale": a["locale"], "name": a["name"],
                     "source": a.get("source", "")} for a in aliases.get("aliases") or ()],
    }


# -- cycles and packs ------------------------------------------------------------------------
def _cycles(bundle: Bundle, data: Any) -> tuple[dict[str, str], dict[str, int]]:
    cycle_of: dict[str, str] = {}
    position: dict[str, int] = {}
    for n, cycle in enumerate(data or (), start=1):
        bundle.cycles.append({"id": cycle["id"], "name": cycle["name"], "position": n})
        for m, pack_code in enumerate(cycle.get("packs", ()), start=1):
            cycle_of[pack_code] = cycle["id"]
            position[pack_code] = m
    return cycle_of, position


def _date(value: Any) -> dt.date | None:
    if not value:
        return None
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        return None


def _pack(bundle: Bundle, pack: dict[str, Any], cycle_of: dict[str, str],
          pack_position: dict[str, int], variant_packs: dict[str, str],
          names: dict[str, str]) -> None:
    code = pack["code"]
    cgdb = pack.get("cgdbId")
    bundle.packs.append({"id": code, "name": pack.get("name", code), "cycle_id": cycle_of.get(code),
                         "position": pack_position.get(code), "released": _date(pack.get("releaseDate")),
                         "code": str(cgdb) if cgdb is not None else None})
    if code not in cycle_of:
        bundle.warnings.append(f"pack {code} is in no cycle of cycles.json")
    for raw in pack["cards"]:
        card = _card(raw, code, variant_packs.get(code))
        if card["id"] in names:
            bundle.warnings.append(f"card {card['id']} appears twice; the later pack {code} wins")
            bundle.cards[:] = [c for c in bundle.cards if c["id"] != card["id"]]
        names[card["id"]] = card["name"]
        bundle.cards.append(card)
        bundle.printings.append({"card_id": card["id"], "pack_id": code,
                                 "position": str(int(card["id"][-3:])) if card["id"][-3:].isdigit() else None,
                                 "quantity": as_int(raw.get("quantity"))})
        guid = raw.get("octgnId")
        if isinstance(guid, str) and _GUID.match(guid.strip()):
            bundle.aliases.append({"card_id": card["id"], "locale": "id", "name": guid.strip().lower(),
                                   "source": OCTGN_SOURCE})
        for erratum in _errata(raw):
            bundle.errata.append(erratum)


def _card(raw: dict[str, Any], pack: str, variant_format: str | None) -> dict[str, Any]:
    code = str(raw["code"])
    text = raw.get("text") or ""
    ctype = raw.get("type", "")
    keywords = printed_keywords(text)
    only = format_only(text)
    extra: dict[str, Any] = {"pack": pack}
    if only is None and variant_format and ctype != "title":
        only = variant_format
        extra["format_from_pack"] = True
    if keywords:
        extra["keywords"] = [k if v is None else f"{k} ({v})" for k, v in keywords]
        shadow = next((v for k, v in keywords if k == "shadow"), None)
        if shadow is not None:
            extra["shadow"] = shadow
    for key in ("cost", "strength"):
        value = raw.get(key)
        if value is not None and as_int(value) is None:
            extra[f"{key}_text"] = str(value)          # "X" or "-"
    if ctype == "plot":
        extra["plot_deck_limit"] = raw.get("deckLimit")
    for key, name in (("designer", "designer"), ("rarity", "rarity"), ("illustrator", "illustrator"),
                      ("imageUrl", "image_url")):
        if raw.get(key):
            extra[name] = raw[key]
    icons = raw.get("icons") or {}
    stats = raw.get("plotStats") or {}
    guid = raw.get("octgnId")
    return {
        "id": code,
        "name": raw["name"],
        "type": ctype,
        "faction": raw.get("faction") or "neutral",
        "cost": as_int(raw.get("cost")),
        "deck_limit": as_int(raw.get("deckLimit")) or 3,
        "unique": bool(raw.get("unique")),
        "loyal": bool(raw.get("loyal")),
        "strength": as_int(raw.get("strength")),
        "icons": [i for i in ICONS if icons.get(i)],
        "traits": list(raw.get("traits") or ()),
        "text": text,
        "income": as_int(stats.get("income")),
        "initiative": as_int(stats.get("initiative")),
        "claim": as_int(stats.get("claim")),
        "reserve": as_int(stats.get("reserve")),
        "octgn_id": guid.strip().lower() if isinstance(guid, str) and _GUID.match(guid.strip()) else None,
        "format_only": only,
        "limited": any(k == "limited" for k, _ in keywords),
        "deck_card": ctype != "title",
        "extra": extra,
    }


def _errata(raw: dict[str, Any]) -> list[dict[str, Any]]:
    versions = raw.get("errata") or ()
    original = next((e.get("text") for e in versions if e.get("version") == "original"), None)
    out = []
    for e in versions:
        if e.get("version") == "original" or not e.get("text"):
            continue
        out.append({"card_id": str(raw["code"]), "field": "text", "old_value": original,
                    "new_value": e["text"], "source": f"{e.get('issuer', '')} FAQ v{e.get('version')}".strip(),
                    "section": e.get("link") or "", "date": None, "scope": "all",
                    "applied": (raw.get("text") or "") == e["text"], "note": e.get("notes") or ""})
    return out


# -- translations -----------------------------------------------------------------------------
def _translations(bundle: Bundle, folder: Path, names: dict[str, str]) -> None:
    if not folder.is_dir():
        bundle.warnings.append(f"{folder}: no translations (only English names imported)")
        return
    for locale in TRANSLATION_LOCALES:
        pack_dir = folder / locale / "pack"
        if not pack_dir.is_dir():
            continue
        for path in sorted(pack_dir.glob("*.json")):
            rows = load_json(path)
            if not isinstance(rows, list):
                raise SnapshotError(path, "expected a list of cards")
            for row in rows:
                code = str(row.get("code", ""))
                name = (row.get("name") or "").strip()
                if not name or code not in names:
                    continue
                if name == names[code]:
                    continue                      # untranslated: the English name already resolves
                bundle.aliases.append({"card_id": code, "locale": locale, "name": name,
                                       "source": TRANSLATION_SOURCE})


# -- restricted / banned lists ----------------------------------------------------------------------
def _lists(bundle: Bundle, data: Any, path: Path, config: dict[str, Any], names: dict[str, str]) -> None:
    if not isinstance(data, list):
        raise SnapshotError(path, "expected a list of versions")
    seen: set[tuple[str, str]] = set()
    for version in data:
        try:
            code = str(version["code"])
            effective = dt.date.fromisoformat(version["date"])
            formats = version["formats"]
        except (KeyError, TypeError, ValueError) as exc:
            raise SnapshotError(path, f"version {version.get('code', '?') if isinstance(version, dict) else '?'}"
                                      f" is incomplete ({exc})") from exc
        printings = [str(c) for c in version.get("bannedCards") or ()]
        unknown = [c for c in printings if c not in names]
        if unknown:
            bundle.warnings.append(f"{code}: {len(unknown)} bannedCards codes are not in the card data "
                                   f"({', '.join(unknown[:3])}, ...)")
        side_line = config["side_lines"].get(code)
        for fmt in formats:
            family = fmt["name"]
            if side_line:
                family = side_line if family == "joust" else f"{side_line}_{family}"
            if (family, code) in seen:
                bundle.warnings.append(f"{code}: format {family} given twice; the first one is kept")
                continue
            seen.add((family, code))
            bundle.lists.append({
                "code": code, "format": family, "name": " ".join(str(version["name"]).split()),
                "issuer": version.get("issuer", ""), "effective": effective,
                "source": fmt.get("url") or config["default_source"],
                "card_set": version.get("cardSet"),
                "entries": _entries(fmt, printings),
            })


def _entries(fmt: dict[str, Any], printings: list[str]) -> list[dict[str, Any]]:
    def row(card: str, kind: str, pod: int | None = None, pod_restricted: str | None = None) -> dict[str, Any]:
        return {"card_id": str(card), "kind": kind, "pod": pod, "pod_restricted": pod_restricted}

    rows = [row(c, "restricted") for c in fmt.get("restricted") or ()]
    rows += [row(c, "banned") for c in fmt.get("banned") or ()]
    for n, pod in enumerate(fmt.get("pods") or (), start=1):
        restricted = pod.get("restricted")
        rows += [row(c, "pod", n, restricted) for c in pod.get("cards") or ()]
    rows += [row(c, "banned_printing") for c in printings]
    return rows
