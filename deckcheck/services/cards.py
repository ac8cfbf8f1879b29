"""Cards for people: the games with their formats and list versions, search (in any language, with filters), one card's detail (stored
rows, names, printings, errata, rulings, its status in every list version), the packs.

The pools come from the ValidationService; what only the database holds (a card's
printings, errata and rulings, the packs in release order) from a CardRecords port
(card_db.catalog.SqlCardCatalog).
"""
from __future__ import annotations

import dataclasses
import gzip
import json
import math
import threading
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from deckcheck import card_search
from deckcheck.games import game_ids, get_game
from deckcheck.memo import per_pool
from deckcheck.model import Card, DeckInputError, ListVersion
from deckcheck.pool import CardPool
from deckcheck.services.ports import CardRecords
from deckcheck.services.validation import ValidationService
from deckcheck.sources import source_text
from deckcheck.text import normalize_name

MAX_HITS = 200          # ranked hits of a query

_SHARED = ("id", "game", "name", "type", "faction", "cost", "deck_limit", "unique", "traits", "text",
           "title", "deck_card")
_HIDDEN = {"normalized_name", "extra", "printings", "names", "errata", "rulings", "list_status"}

Hit = tuple[Card, dict[str, Any]]


class CardsService:
    def __init__(self, validation: ValidationService, records: CardRecords | None = None):
        self.validation = validation
        self.records = records
        self._packs: tuple[str, dict[str, list[dict[str, Any]]]] | None = None   # (stamp, table)
        self._packs_lock = threading.Lock()

    # -- games, formats, lists -------------------------------------------------------------------
    def games(self) -> list[dict[str, Any]]:
        """Each game: name, cards loaded, default format and formats (none without rules)."""
        validation = self.validation
        out = []
        for game in game_ids():
            pool = validation.pools.get(game)
            try:
                module = get_game(game).load_formats()
                default, formats = module.DEFAULT_FORMAT, list(module.FORMATS)
            except DeckInputError:
                default, formats = None, []
            out.append({"id": game, "name": validation.game_names.get(game, game),
                        "cards": len(pool) if pool else 0, "default_format": default, "formats": formats})
        return out

    def game_options(self) -> list[dict[str, Any]]:
        """The games with rules for the forms' selects: ``games`` with each format marked
        default or not and every list version (``family``, ``id``, ``name``, ``effective``)."""
        out = []
        for entry in self.games():
            if entry["default_format"] is None:
                continue
            pool = self.validation.pools.get(entry["id"])
            lists = [{"family": family, "id": lv.id, "name": lv.name, "effective": lv.effective.isoformat()}
                     for family, versions in (pool.lists.items() if pool is not None else ())
                     for lv in versions]
            out.append({**entry, "lists": lists,
                        "formats": [{"name": name, "default": name == entry["default_format"]}
                                    for name in entry["formats"]]})
        return out

    def formats(self, game: str) -> dict[str, Any]:
        """The game's formats: rules, list family, numbers (with the pool's list versions)."""
        module = get_game(game).load_formats()
        pool = self.validation.pools.get(game)
        formats = []
        for name, fmt in module.FORMATS.items():
            meta = fmt.metadata(pool if pool is not None and len(pool) else None)
            meta["default"] = name == module.DEFAULT_FORMAT
            formats.append(meta)
        return {"game": game, "default_format": module.DEFAULT_FORMAT, "formats": formats}

    def list_versions(self, game: str, today: date) -> dict[str, Any]:
        """Every restricted/banned list version per list family; ``in_force`` on ``today``."""
        pool = self.validation.pool(game)
        families = {family: [_version(lv, in_force) for lv, in_force in versions_in_force(pool, family, today)]
                    for family in pool.lists}
        return {"game": game, "families": families}

    # -- one card ---------------------------------------------------------------------------------
    def find_card(self, game: str, card_id: str) -> tuple[Card, CardPool]:
        """The card (by id or id alias) and its pool; UNKNOWN_GAME, NO_CARD_DATA, CARD_NOT_FOUND."""
        pool = self.validation.pool(game)
        card = pool.card(card_id)
        if card is None:
            raise DeckInputError("CARD_NOT_FOUND", {"id": card_id[:100]}, game=game)
        return card, pool

    def card_detail(self, game: str, card_id: str, lang: str = "en") -> dict[str, Any]:
        """``detail`` of the game's card with that id or id alias (errors as ``find_card``)."""
        card, pool = self.find_card(game, card_id)
        return self.detail(card, pool, lang)

    def detail(self, card: Card, pool: CardPool, lang: str = "en") -> dict[str, Any]:
        """Everything about one card: shared fields, the game's own fields (``attributes``),
        names, printings, errata, rulings, and its status in every list version."""
        detail: dict[str, Any] = self.records.card_rows(card.game, card.id) if self.records is not None else {}
        out: dict[str, Any] = {k: getattr(card, k) for k in _SHARED}
        out["traits"] = list(card.traits)
        out["display_name"] = pool.display_name(card.id, lang)
        out["released"] = card.released.isoformat() if card.released else None
        out["attributes"] = {k: v for k, v in detail.items()
                             if k not in _SHARED and k not in _HIDDEN and v not in (None, [], {}, False)}
        names = detail.get("names") or [{"locale": loc, "name": table[card.id], "source": None}
                                        for loc, table in pool.names.items() if card.id in table]
        # locale "id" rows are other ids of the card (older prefixed ids, OCTGN GUIDs), not names
        out["names"] = [_sourced(n) for n in names if n["locale"] != "id"]
        out["other_ids"] = [n["name"] for n in names if n["locale"] == "id"]
        out["printings"] = detail.get("printings") or []
        for key in ("errata", "rulings"):
            out[key] = [_sourced(row) for row in detail.get(key) or ()]
        out["list_timeline"] = list_timeline(card, pool)
        out["list_status"] = _list_status(out["list_timeline"], pool)
        return out

    # -- packs ------------------------------------------------------------------------------------
    def packs(self) -> dict[str, list[dict[str, Any]]]:
        """Every game's packs (id, name, released) in release order; read once per card data."""
        stamp = self.validation.stamp()
        cached = self._packs
        if cached is not None and cached[0] == stamp:
            return cached[1]
        table: dict[str, list[dict[str, Any]]] = {game: [] for game in game_ids()}
        if self.records is not None:
            try:
                for game, rows in self.records.packs_in_release_order().items():
                    table.setdefault(game, []).extend(rows)
            except Exception:  # noqa: BLE001  (no pack table: the filter falls back to pack ids)
                table = {game: [] for game in game_ids()}
        with self._packs_lock:
            self._packs = (stamp, table)
        return table

    # -- search -------------------------------------------------------------------------------------
    def filters(self, game: str) -> dict[str, list[str]]:
        """The types and factions/clans/races of the game's cards (of every game without one)."""
        types: set[str] = set()
        factions: set[str] = set()
        for gid in ([game] if game else game_ids()):
            pool = self.validation.pools.get(gid)
            if pool is None:
                continue
            pool_types, pool_factions = _filter_values(pool)
            types.update(pool_types)
            factions.update(pool_factions)
        return {"types": sorted(types), "factions": sorted(factions)}

    def search(self, q: str, game: str, type_: str, faction: str, pack: str, lang: str = "en") -> list[Hit]:
        """Cards of one game (every game when ``game`` is empty) matching the query (best
        first, a name in ``lang`` first; deckcheck.card_search) or, without a query, in name
        order; ``pack`` is ``game/pack id``."""
        pools = self.validation.pools
        games = [game] if game else [gid for gid in game_ids() if pools.get(gid) is not None]
        hits: list[Hit] = []
        for gid in games:
            pool = pools[gid]
            if q:
                hits.extend((c.card, {"score": c.score, "matched": c.matched, "locale": c.locale})
                            for c in card_search.search(pool, q, lang, limit=MAX_HITS))
            else:
                hits.extend((c, {}) for c in pool.cards.values())
        if q:
            hits.sort(key=lambda h: -h[1]["score"])
            hits = hits[:MAX_HITS]
        else:
            hits.sort(key=lambda h: (h[0].name.lower(), h[0].game, h[0].id))
        if type_:
            hits = [h for h in hits if h[0].type == type_]
        if faction:
            hits = [h for h in hits if (h[0].faction or "") == faction]
        if pack:
            pack_game, _, pack_id = pack.partition("/")
            hits = [h for h in hits if h[0].game == pack_game and pack_id in h[0].packs]
        return hits

    def search_page(self, game: str, q: str | None = None, type_: str | None = None,
                    faction: str | None = None, pack: str | None = None, lang: str = "en",
                    page: int = 1, per_page: int = 20) -> dict[str, Any]:
        """One page of a game's cards by name in any language (ranked; at most MAX_HITS),
        type, faction, pack (name, code or id); without a query in name order."""
        pool = self.validation.pool(game)
        hits: list[Hit]
        if q and q.strip():
            hits = [(c.card, {"score": round(c.score, 1), "matched": c.matched, "locale": c.locale})
                    for c in card_search.search(pool, q, lang, limit=MAX_HITS)]
        else:
            hits = [(c, {}) for c in _sorted_cards(pool)]
        if type_:
            hits = [h for h in hits if h[0].type == type_.lower()]
        if faction:
            hits = [h for h in hits if (h[0].faction or "") == faction.lower()]
        if pack:
            pack_id = self.validation.packs.get(game, {}).get(normalize_name(pack), pack)
            hits = [h for h in hits if pack_id in h[0].packs]
        total = len(hits)
        start = (page - 1) * per_page
        items = [{**card_summary(c, pool, lang), **extra} for c, extra in hits[start:start + per_page]]
        return {"items": items, "page": page, "per_page": per_page, "total": total,
                "pages": math.ceil(total / per_page) if total else 0}



def versions_in_force(pool: CardPool, family: str, today: date) -> list[tuple[ListVersion, bool]]:
    """The family's list versions (oldest first), each with whether it is in force on ``today``."""
    current = pool.list_in_force(family, today)
    return [(lv, current is not None and lv.id == current.id) for lv in pool.lists.get(family, ())]


def version_ends(versions: Sequence[ListVersion]) -> dict[str, date | None]:
    """Each version's last day (list version id -> date): the day before the next version of
    its family took effect; None for the newest (in force until a new one is published)."""
    ordered = sorted(versions, key=lambda lv: lv.effective)
    return {lv.id: (nxt.effective - timedelta(days=1) if nxt is not None else None)
            for lv, nxt in zip(ordered, [*ordered[1:], None], strict=True)}


def _version(lv: ListVersion, in_force: bool) -> dict[str, Any]:
    return {**lv.to_dict(), "card_set": lv.card_set, "restricted": len(lv.restricted),
            "banned": len(lv.banned), "pods": len(lv.pods), "banned_printings": len(lv.banned_printings),
            "in_force": in_force}


def _sourced(row: dict[str, Any]) -> dict[str, Any]:
    """A name, erratum or ruling row with its source named as the world knows it."""
    return {**row, "source": source_text(row.get("source")) or None}


def card_summary(card: Card, pool: CardPool, lang: str) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "display_name": pool.display_name(card.id, lang),
            "type": card.type, "faction": card.faction, "cost": card.cost, "packs": list(card.packs),
            "released": card.released.isoformat() if card.released else None}


def list_timeline(card: Card, pool: CardPool) -> list[dict[str, Any]]:
    """The card's status in every list version of every list family."""
    out = []
    for family, versions in pool.lists.items():
        for lv in versions:
            if card.id in lv.banned:
                status = "banned"
            elif card.id in lv.restricted:
                status = "restricted"
            elif card.id in lv.banned_printings:
                status = "banned_printing"
            elif any(card.id in pod.cards or pod.restricted == card.id for pod in lv.pods):
                status = "pod"
            else:
                status = "legal"
            out.append({"list": lv.id, "name": lv.name, "format": family,
                        "effective": lv.effective.isoformat(), "status": status})
    return out


def _list_status(timeline: list[dict[str, Any]], pool: CardPool) -> list[dict[str, Any]]:
    """The list versions that name the card (restricted, banned, ...), oldest first."""
    versions = {(lv.format, lv.id): lv for family in pool.lists.values() for lv in family}
    out = []
    for entry in timeline:
        if entry["status"] == "legal":
            continue
        lv = versions[(entry["format"], entry["list"])]
        out.append({"list": lv.id, "name": lv.name, "format": lv.format, "issuer": lv.issuer,
                    "effective": entry["effective"], "kind": entry["status"],
                    "source": source_text(lv.source)})
    return sorted(out, key=lambda e: (e["effective"], e["format"], e["list"]))


def card_record(card: Card, pool: CardPool) -> dict[str, Any]:
    """One card for a mirror: every field the card data sets (the shared ones always), its
    names in every language, and the list versions that name it."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(Card):
        value = getattr(card, f.name)
        if f.name == "extra" or (f.name not in _SHARED and (value is None or value is False or value in ((), ""))):
            continue
        if isinstance(value, date):
            value = value.isoformat()
        elif isinstance(value, tuple):
            value = list(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            value = dataclasses.asdict(value)
        out[f.name] = value
    out["names"] = {locale: table[card.id] for locale, table in pool.names.items() if card.id in table}
    out["list_status"] = _list_status(list_timeline(card, pool), pool)
    return out


@per_pool
def card_dump(pool: CardPool) -> tuple[bytes, bytes]:
    """Every card of the pool as one JSON document (the bulk dump of ``GET /games/<game>/cards.json``),
    plain and gzipped: built once per card data (a sync makes new pools)."""
    changed = pool.changed_at
    doc = {"game": pool.game, "version": pool.stamp,
           "updated": changed.isoformat() if isinstance(changed, datetime) else None,
           "count": len(pool.cards),
           "cards": [card_record(card, pool) for _, card in sorted(pool.cards.items())]}
    raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return raw, gzip.compress(raw, compresslevel=6, mtime=0)


@per_pool
def _sorted_cards(pool: CardPool) -> tuple[Card, ...]:
    """The pool's cards in name order (the card list without a query)."""
    return tuple(sorted(pool.cards.values(), key=lambda c: (c.name.lower(), c.id)))


@per_pool
def _filter_values(pool: CardPool) -> tuple[frozenset[str], frozenset[str]]:
    """The pool's card types and factions (clans, races) for the search filters."""
    return (frozenset(c.type for c in pool.cards.values()),
            frozenset(c.faction for c in pool.cards.values() if c.faction))
