"""Warhammer: Invasion importer: ``whi/whi_full.json`` + ``whi/whi_packs.json`` -> Bundle.

The data set (mcwookie/warhammer-invasion-lcg-lists) has one record per printed card
(``unique_id`` = 2-digit set + 3-digit number) with the deck-building restrictions
only in ``rules_text``. This module turns each record into a ``card`` row with the
structured columns the WHI rules read (alignment, race_only, non_race_only, limited,
hero, deck_limit, hit_points, loyalty, power_icons, deck_card), applies the errata
overlay of seed 004 (``card_db/data/whi/errata.yaml``), adds the seed's German names
(``names.yaml``) and the FAQ's restricted/banned list (``restricted_lists/data/whi.yaml``).

Data repairs. Every rule below is applied to every record it matches; each match is
counted in ``Bundle.warnings`` ("repair <rule>: <n> cards ...") and listed in the
card's ``extra["repairs"]``. The rule names are the keys of ``REPAIRS``.
"""
from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import restricted_lists
from card_db.bundle import Bundle, SnapshotError
from card_db.importers import DATA, Source, as_int, load_json, load_yaml
from deckcheck.games.whi.races import ALIGNMENT, HIDDEN_RACES, MAIN_RACES, RACE_NAMES
from deckcheck.text import normalize_name

GAME = "whi"
NAME = "Warhammer: Invasion"
WHI_DATA = DATA / "whi"
SEED = "seed 004 (German FAQ 3d)"

#: the folders of the carddata root this importer reads, and where they come from
SNAPSHOT_DIRS = ("whi",)
SOURCES = (
    Source("whi/whi_full.json", "mcwookie/warhammer-invasion-lcg-lists", "main", "whi_full.json", True),
    Source("whi/whi_packs.json", "mcwookie/warhammer-invasion-lcg-lists", "main", "whi_packs.json", True),
)

#: documented repair rules (name -> what the importer does and why)
REPAIRS: dict[str, str] = {
    "cost-plus-suffix":
        "cost printed as 'N +' (the source lost the loyalty icons and kept a '+'): cost N, "
        "loyalty unknown unless the card is neutral",
    "neutral-loyalty":
        "neutral card without a loyalty value: loyalty 0 (neutral cards carry no loyalty icons)",
    "restricted-marker":
        "stray 'Restricted' word in the text of a restricted-list card (printed marker of the "
        "Core Set printing, not rules text): removed, kept as extra['printed_restricted']",
    "sentence-space":
        "missing space after a sentence ('Order only.Each ...'): space added so the "
        "restriction parses",
    "leading-dash":
        "text starting with '- ' (records whose traits are only in the traits field): dash removed",
    "trait-cleanup":
        "traits field with punctuation, a leading '- ' or words that are not traits ('Order only', "
        "'Battlefield', 'Limited', 'Toughness 2'): cleaned; misspelled traits corrected "
        "(repairs.yaml)",
    "hidden-race-trait":
        "a Skaven / Undead / Lizardmen / Wood Elf card whose race is only in its text "
        "('Wood Elf. Order only.'): race added to the traits",
    "hidden-race-alignment":
        "neutral Skaven / Undead / Lizardmen / Wood Elf card that prints no 'Order only' / "
        "'Destruction only' (missing text in the data): side taken from its race",
    "power-field":
        "power icons missing in power_icons but present in the power field: taken from power",
    "name-suffix":
        "name with a disambiguating suffix the card does not print ('Reinforcements "
        "(Cataclysm)'): printed title restored, data name kept as an English alias (repairs.yaml)",
    "near-duplicate-title":
        "different cards whose names fold to the same copy-counting key ('Infiltrate' / "
        "'Infiltrate!'): separate titles (titles.yaml)",
}

_HIT_POINTS = re.compile(r"Hit Points:\s*(\S+)\s*")
_RESTRICTED_MARKER = re.compile(r"(?:^|(?<=\.\s))Restricted\s+(?=[A-Z])")
_SENTENCE_SPACE = re.compile(r"(?<=[a-z])\.(?=[A-Z])")
_SIDE_ONLY = re.compile(r"\b(Order|Destruction) only\b", re.IGNORECASE)
_RACE_ONLY = re.compile(
    r"\b(Non-)?(High Elf|Dark Elf|Wood Elf|Empire|Dwarf|Orc|Chaos|Skaven|Undead|Lizardmen)"
    r" only\b", re.IGNORECASE)
_LIMITED = re.compile(r"(?:^|[.!)]\s*)Limited\b")
_HERO_LIMIT = re.compile(r"\bLimit (?:one|1) ?Hero ?per zone", re.IGNORECASE)
_UP_TO_COPIES = re.compile(r"\bup to (\d+) copies of this \w+ in your deck", re.IGNORECASE)
_PER_DECK = re.compile(r"\bLimit (\d+|one) per deck\b", re.IGNORECASE)
_LEADING_RACE = re.compile(
    r"^(?:[A-Z][A-Za-z' -]{0,24}\.\s*)*?(Skaven|Undead|Lizardmen|Wood Elf)\.(?:\s|$)")
_NOT_TRAITS = {"order only", "destruction only", "battlefield", "battlefield only", "kingdom",
               "quest", "limited", "none", ""}
_TOUGHNESS = re.compile(r"^toughness \d+$", re.IGNORECASE)
_RACE_BY_LOWER = {k.lower(): v for k, v in RACE_NAMES.items()}
_HIDDEN_TRAITS = {name: key for name, key in RACE_NAMES.items() if key in HIDDEN_RACES}
NOT_DECK_TYPES = frozenset({"draft", "fulcrum", "capital"})


class _Log:
    """Counts repairs per rule and collects the bundle's warnings."""

    def __init__(self) -> None:
        self.repairs: Counter[str] = Counter()
        self.examples: dict[str, list[str]] = defaultdict(list)
        self.warnings: list[str] = []

    def repair(self, extra: dict[str, Any], card_id: str, rule: str) -> None:
        assert rule in REPAIRS, rule
        extra.setdefault("repairs", []).append(rule)
        self.repairs[rule] += 1
        if len(self.examples[rule]) < 5:
            self.examples[rule].append(card_id)

    def warning(self, text: str) -> None:
        self.warnings.append(text)

    def summary(self) -> list[str]:
        lines = [f"repair {rule}: {n} cards (e.g. {', '.join(self.examples[rule])}): "
                 f"{REPAIRS[rule]}" for rule, n in sorted(self.repairs.items())]
        return lines + self.warnings


# -- small parsers -------------------------------------------------------------------
def race_of(printed: str, log: _Log, card_id: str) -> str:
    """Printed race ("High Elf") -> faction key ("high_elf"); "Neutral" -> "neutral"."""
    printed = (printed or "").strip()
    if printed.lower() == "neutral":
        return "neutral"
    key = _RACE_BY_LOWER.get(printed.lower())
    if key is None or key not in MAIN_RACES:
        key = re.sub(r"[^a-z0-9]+", "_", printed.lower()).strip("_") or "neutral"
        log.warning(f"card {card_id}: unexpected race {printed!r}, stored as {key!r}")
    return key


def clean_traits(raw: Any, spelling: dict[str, str], extra: dict[str, Any],
                 log: _Log, card_id: str) -> list[str]:
    if not isinstance(raw, str) or not raw.strip():
        return []
    out: list[str] = []
    changed = False
    for part in re.split(r"[,.]", raw):
        token = part.strip()
        if token.startswith("-"):
            token = token.lstrip("- ").strip()
            changed = True
        if token.lower() in _NOT_TRAITS or _TOUGHNESS.match(token):
            changed = changed or bool(token)
            continue
        if token in spelling:
            token = spelling[token]
            changed = True
        if token not in out:
            out.append(token)
    if changed or ", ".join(out) != raw.strip():
        log.repair(extra, card_id, "trait-cleanup")
    return out


def parse_cost(printed: Any) -> tuple[int | None, bool, bool]:
    """'2 +' -> (2, plus=True, x=False); 'X' -> (None, False, True); '' -> (None, False, False)."""
    text = str(printed or "").strip()
    plus = text.endswith("+")
    base = text.rstrip("+").strip()
    return as_int(base), plus, base.upper() == "X"


def deck_limit_of(text: str) -> int:
    m = _UP_TO_COPIES.search(text)
    if m:
        return int(m.group(1))
    m = _PER_DECK.search(text)
    if m:
        return 1 if m.group(1).lower() == "one" else int(m.group(1))
    return 3


def race_restrictions(text: str) -> tuple[list[str], list[str]]:
    """"Orc only" -> (["orc"], []); "Non-Chaos only" -> ([], ["chaos"])."""
    only: list[str] = []
    non: list[str] = []
    for m in _RACE_ONLY.finditer(text):
        key = _RACE_BY_LOWER[m.group(2).lower()]
        target = non if m.group(1) else only
        if key not in target:
            target.append(key)
    return only, non


# -- one card ------------------------------------------------------------------------
def card_row(raw: dict[str, Any], names: dict[str, dict[str, str]], spelling: dict[str, str],
             errata: dict[str, list[dict[str, Any]]],
             log: _Log) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """One data record -> (card row, erratum rows)."""
    card_id = str(raw["unique_id"]).strip()
    extra: dict[str, Any] = {}
    name = str(raw["name"]).strip()
    fix = names.get(card_id)
    if fix and fix.get("data_name") == name:
        extra["data_name"] = name
        name = fix["name"]
        log.repair(extra, card_id, "name-suffix")
    card_type = str(raw.get("type") or "").strip().lower()
    faction = race_of(str(raw.get("race") or ""), log, card_id)

    # text: hit points prefix, format noise, stray markers
    text = str(raw.get("rules_text") or "").strip()
    hp_text = None
    m = _HIT_POINTS.match(text)
    if m:
        hp_text = m.group(1)
        text = text[m.end():]
    if text.startswith("-"):
        text = text.lstrip("- ").strip()
        log.repair(extra, card_id, "leading-dash")
    if _RESTRICTED_MARKER.search(text):
        text = _RESTRICTED_MARKER.sub("", text)
        extra["printed_restricted"] = True
        log.repair(extra, card_id, "restricted-marker")
    if _SENTENCE_SPACE.search(text):
        text = _SENTENCE_SPACE.sub(". ", text)
        log.repair(extra, card_id, "sentence-space")

    # errata overlay (text changes, then deck-building restrictions)
    erratum_rows = []
    for e in errata.get(card_id, ()):
        text, rows = apply_erratum(card_id, text, e, log)
        erratum_rows.extend(rows)

    traits = clean_traits(raw.get("traits"), spelling, extra, log, card_id)
    hidden = next((_HIDDEN_TRAITS[t] for t in traits if t in _HIDDEN_TRAITS), None)
    if hidden is None:
        lead = _LEADING_RACE.match(text)
        if lead:
            hidden = _HIDDEN_TRAITS[lead.group(1)]
            traits.append(lead.group(1))
            log.repair(extra, card_id, "hidden-race-trait")
    race_only, non_race_only = race_restrictions(text)
    if hidden is None:
        hidden = next((r for r in race_only if r in HIDDEN_RACES), None)
    if hidden:
        extra["hidden_race"] = hidden

    # alignment: race first, then "Order only" / "Destruction only", then hidden race
    printed_sides = {s.lower() for s in _SIDE_ONLY.findall(text)}
    alignment = MAIN_RACES.get(faction)
    if alignment:
        if printed_sides and printed_sides != {alignment}:
            log.warning(f"card {card_id}: {faction} card prints {sorted(printed_sides)}; race wins")
    elif len(printed_sides) == 1:
        alignment = next(iter(printed_sides))
    elif len(printed_sides) > 1:
        log.warning(f"card {card_id}: prints both 'Order only' and 'Destruction only'; no side")
    elif hidden:
        alignment = ALIGNMENT[hidden]
        log.repair(extra, card_id, "hidden-race-alignment")

    cost, plus, cost_x = parse_cost(raw.get("cost"))
    if plus:
        log.repair(extra, card_id, "cost-plus-suffix")
    if cost_x:
        extra["cost_x"] = True
    loyalty = as_int(raw.get("loyalty"))
    if loyalty is None and faction == "neutral" and card_type not in NOT_DECK_TYPES:
        loyalty = 0
        log.repair(extra, card_id, "neutral-loyalty")

    power_icons = as_int(raw.get("power_icons"))
    power = raw.get("power")
    if isinstance(power, str) and re.fullmatch(r"\d+(-\d+){2}", power.strip()):
        extra["zone_power"] = [int(p) for p in power.strip().split("-")]   # legends: K-Q-B
    elif power_icons is None and as_int(power) is not None:
        power_icons = as_int(power)
        log.repair(extra, card_id, "power-field")
    elif power_icons is not None and as_int(power) not in (None, power_icons):
        extra["power_field"] = as_int(power)

    hit_points = as_int(hp_text)
    health = as_int(raw.get("health"))
    if hit_points is None:
        hit_points = health
    elif health is not None and health != hit_points:
        extra["health_field"] = health            # the printed "Hit Points:" text wins
    if (hp_text or raw.get("health")) and hit_points is None:
        extra["hit_points_x"] = True

    extra.update({k: raw[k] for k in ("cost", "card_number", "card_quantity", "illustrator")
                  if raw.get(k) not in (None, "")})
    extra["printed_cost"] = extra.pop("cost", "")
    hero = bool(_HERO_LIMIT.search(text)) or "Hero" in traits
    row = {
        "id": card_id, "name": name, "normalized_name": normalize_name(name),
        "title": normalize_name(name), "type": card_type, "faction": faction, "cost": cost,
        "deck_limit": deck_limit_of(text), "unique": False, "traits": traits, "text": text,
        "deck_card": card_type not in NOT_DECK_TYPES,
        "loyalty": loyalty, "power_icons": power_icons, "hit_points": hit_points,
        "alignment": alignment, "race_only": race_only, "non_race_only": non_race_only,
        "limited": bool(_LIMITED.search(text)) or "Limited" in str(raw.get("traits") or ""),
        "hero": hero, "extra": extra,
    }
    return row, erratum_rows


def apply_erratum(card_id: str, text: str, e: dict[str, Any],
                  log: _Log) -> tuple[str, list[dict[str, Any]]]:
    """Apply one errata.yaml entry to the card text; return (text, Erratum rows)."""
    ref = str(e.get("ref", ""))
    base = {"card_id": card_id, "source": f"{SEED}, Kartenklarstellungen und Errata, {ref}",
            "section": f"Kartenklarstellungen und Errata / {e.get('heading', '')}".rstrip(" /"),
            "date": None, "scope": "all"}
    notes = [f"data: {e.get('data')}"] + ([str(e["note"])] if e.get("note") else [])
    rows = []
    kind = str(e.get("kind", "replacement"))
    change = e.get("apply")
    if change:
        find, replace = str(change["find"]), str(change["replace"])
        applied = find in text and replace not in text
        if applied:
            text = text.replace(find, replace, 1)
        elif replace in text:
            notes.append("the data already carries the new wording")
        else:
            notes.append("wording to replace not found in the data; not applied")
            log.warning(f"erratum {ref} ({card_id}): text to replace not found; not applied")
        rows.append({**base, "field": "text", "old_value": find, "new_value": replace,
                     "applied": applied, "note": "; ".join([str(e.get("summary", ""))] + notes)})
    else:
        rows.append({**base, "field": "clarification" if kind == "clarification" else "text",
                     "old_value": None, "new_value": str(e.get("summary", "")), "applied": False,
                     "note": "; ".join([kind] + notes)})
    side = e.get("alignment")
    if side:
        phrase = f"{str(side).capitalize()} only"
        has = phrase.lower() in text.lower()
        if not has:
            text = f"{phrase}. {text}".strip()
        rows.append({**base, "field": "restriction", "old_value": None, "new_value": phrase,
                     "applied": not has,
                     "note": "deck-building restriction of the erratum; "
                             + ("already in the data" if has else "added to the card text")})
    return text, rows


# -- the whole snapshot ----------------------------------------------------------------
def _records(path: Path) -> list[Any]:
    data = load_json(path)
    if not isinstance(data, list):
        raise SnapshotError(path, "expected a JSON list of card records")
    if not data:
        raise SnapshotError(path, "the card list is empty")
    return data


def _date(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value)) if value else None
    except ValueError:
        return None


def read(root: Path) -> Bundle:
    folder = Path(root) / "whi"
    cards_path, packs_path = folder / "whi_full.json", folder / "whi_packs.json"
    records = _records(cards_path)
    packs_raw = load_json(packs_path)
    if not isinstance(packs_raw, list):
        raise SnapshotError(packs_path, "expected a JSON list of packs")
    cycles_doc = load_yaml(WHI_DATA / "cycles.yaml") or {}
    errata_doc = load_yaml(WHI_DATA / "errata.yaml") or {}
    names_doc = load_yaml(WHI_DATA / "names.yaml") or {}
    titles_doc = load_yaml(WHI_DATA / "titles.yaml") or {}
    repairs_doc = load_yaml(WHI_DATA / "repairs.yaml") or {}

    log = _Log()
    bundle = Bundle(GAME, NAME, source=str(folder))
    name_fixes = {str(r["id"]): r for r in repairs_doc.get("names", [])}
    spelling = {str(k): str(v) for k, v in (repairs_doc.get("traits") or {}).items()}
    errata: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for e in errata_doc.get("errata", []):
        errata[str(e["card"])].append(e)

    # cards
    rows: dict[str, dict[str, Any]] = {}
    for i, raw in enumerate(records):
        if not isinstance(raw, dict) or not re.fullmatch(r"\d{5}", str(raw.get("unique_id", ""))) \
                or not str(raw.get("name") or "").strip():
            log.warning(f"{cards_path.name}: record #{i} has no valid unique_id/name; skipped")
            continue
        card_id = str(raw["unique_id"])
        if card_id in rows:
            log.warning(f"{cards_path.name}: duplicate unique_id {card_id}; later record skipped")
            continue
        row, erratum_rows = card_row(raw, name_fixes, spelling, errata, log)
        rows[card_id] = row
        bundle.errata.extend(erratum_rows)
        bundle.printings.append({"card_id": card_id, "pack_id": str(raw.get("pack_code") or ""),
                                 "position": str(raw.get("card_number") or "") or None,
                                 "quantity": as_int(raw.get("card_quantity"))})
    for card_id in errata:
        if card_id not in rows:
            log.warning(f"errata.yaml: card {card_id} is not in the data")

    _titles(rows, titles_doc, log)
    bundle.cards = list(rows.values())

    # aliases: German names of the seed, data names replaced by a repair
    seen: set[tuple[str, str, str]] = set()
    for n in names_doc.get("names", []):
        card_id, name = str(n["card"]), str(n["de"])
        if card_id not in rows:
            log.warning(f"names.yaml: card {card_id} ({name}) is not in the data")
            continue
        locale = "de-alt" if n.get("variant") else "de"
        if any(key[0] == card_id and key[2] == name for key in seen):
            continue
        if locale == "de" and any(key[0] == card_id and key[1] == "de" for key in seen):
            log.warning(f"names.yaml: second display name {name!r} for {card_id}; mark it variant")
            locale = "de-alt"
        seen.add((card_id, locale, name))
        where = ", ".join(str(p) for p in (n.get("section"), n.get("ref")) if p)
        bundle.aliases.append({"card_id": card_id, "locale": locale, "name": name,
                               "source": f"{names_doc.get('source', SEED)}, {where}"})
    for row in rows.values():
        data_name = row["extra"].get("data_name")
        if data_name:
            bundle.aliases.append({"card_id": row["id"], "locale": "en", "name": data_name,
                                   "source": "data: whi_full.json name"})

    # packs and cycles (a pack's cycle = the set prefix of its cards)
    prefix_of_pack: dict[str, str] = {}
    for raw in records:
        if isinstance(raw, dict) and raw.get("pack_code") and raw.get("unique_id"):
            prefix_of_pack.setdefault(str(raw["pack_code"]), str(raw["unique_id"])[:2])
    cycles = {str(k): v for k, v in (cycles_doc.get("cycles") or {}).items()}
    used: dict[str, dict[str, Any]] = {}
    for i, p in enumerate(packs_raw):
        if not isinstance(p, dict) or not p.get("code"):
            log.warning(f"{packs_path.name}: pack #{i} has no code; skipped")
            continue
        prefix = prefix_of_pack.get(str(p["code"]))
        cycle = cycles.get(prefix) if prefix else None
        if prefix and cycle is None:
            cycle = {"id": f"set-{prefix}", "name": f"Set {prefix}"}
            log.warning(f"cycles.yaml: no cycle for set prefix {prefix}")
        if cycle:
            used.setdefault(cycle["id"], {"id": cycle["id"], "name": cycle["name"],
                                          "position": int(prefix) if prefix else None})
        released = _date(p.get("available"))
        if released is None:
            log.warning(f"{packs_path.name}: pack {p['code']} has no valid release date")
        bundle.packs.append({"id": str(p["code"]), "name": str(p.get("name") or p["code"]),
                             "cycle_id": cycle["id"] if cycle else None,
                             "position": as_int(p.get("position")), "released": released,
                             "code": None})
    bundle.cycles = sorted(used.values(), key=lambda c: (c["position"] is None, c["position"] or 0))
    known_packs = {p["id"] for p in bundle.packs}
    for pr in bundle.printings:
        if pr["pack_id"] not in known_packs:
            log.warning(f"card {pr['card_id']}: pack {pr['pack_id']!r} is not in {packs_path.name}")

    try:
        bundle.lists = restricted_lists.load(GAME)
    except restricted_lists.ListDataError as exc:
        raise SnapshotError(restricted_lists.path_for(GAME), str(exc)) from exc
    for lv in bundle.lists:
        for entry in lv["entries"]:
            if entry["card_id"] not in rows:
                log.warning(f"list {lv['code']}: card {entry['card_id']} is not in the data")
    disagreements = {
        "health_field": "the 'Hit Points:' text and the health field disagree (text used, "
                        "field kept in extra['health_field'])",
        "power_field": "power_icons and the power field disagree (power_icons used, power "
                       "kept in extra['power_field'])",
    }
    for key, what in disagreements.items():
        ids = [r["id"] for r in rows.values() if key in r["extra"]]
        if ids:
            log.warning(f"{len(ids)} cards: {what}: {', '.join(ids)}")
    unknown_loyalty = sum(1 for r in rows.values() if r["loyalty"] is None and r["deck_card"])
    if unknown_loyalty:
        log.warning(f"{unknown_loyalty} deck cards of a race have no loyalty value in the data")
    bundle.warnings = log.summary()
    return bundle


def _titles(rows: dict[str, dict[str, Any]], doc: dict[str, Any], log: _Log) -> None:
    """Copy-counting titles: normalized name, then titles.yaml (retitled reprints share a
    title; near-duplicate names of different cards get their own)."""
    shared: set[str] = set()
    for group in doc.get("same_title", []):
        ids = [str(i) for i in group["ids"]]
        missing = [i for i in ids if i not in rows]
        if missing:
            log.warning(f"titles.yaml: {', '.join(missing)} not in the data")
        for i in ids:
            if i in rows:
                rows[i]["title"] = str(group["title"])
                shared.add(i)
    for entry in doc.get("distinct", []):
        i = str(entry["id"])
        if i not in rows:
            log.warning(f"titles.yaml: {i} not in the data")
            continue
        if rows[i]["title"] != str(entry["title"]):
            rows[i]["title"] = str(entry["title"])
            log.repair(rows[i]["extra"], i, "near-duplicate-title")
        shared.add(i)
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows.values():
        groups[row["title"]].append(row)
    for title, group in groups.items():
        kinds = {(r["type"], r["faction"]) for r in group}
        if len(group) > 1 and len(kinds) > 1 and not all(r["id"] in shared for r in group):
            log.warning(f"title {title!r} is shared by different cards "
                     f"{', '.join(r['id'] for r in group)}; check titles.yaml")
