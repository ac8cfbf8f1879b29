"""CardPool: an immutable in-memory index of one game's cards, aliases and lists.

Built once (by ``card_db.pools`` from the database, or by tests from plain objects)
and then only read: validation and the goldfish engine never touch the database.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from datetime import date, datetime
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from deckcheck.model import Alias, Card, ListVersion
from deckcheck.text import normalize_name


@dataclass(frozen=True, slots=True)
class Candidate:
    card: Card
    score: float          # 100 = exact normalized match
    matched: str          # the name (in any locale) that matched
    locale: str
    pack: str | None = None   # the printing's pack name, so namesakes can be told apart


class CardPool:
    def __init__(self, game: str, cards: Iterable[Card], aliases: Iterable[Alias] = (),
                 lists: Iterable[ListVersion] = (), extras: Mapping[str, Any] | None = None,
                 stamp: str = "", changed_at: datetime | None = None):
        self.game = game
        self.stamp = stamp                  # the card data's version (ETags)
        self.changed_at = changed_at        # when a sync last changed it (Last-Modified)
        self.by_id: dict[str, Card] = {c.id: c for c in cards}    # read-only (hot-path lookups)
        self.cards: Mapping[str, Card] = MappingProxyType(self.by_id)
        self.extras: Mapping[str, Any] = MappingProxyType(dict(extras or {}))
        id_alias: dict[str, str] = {}
        names: dict[str, dict[str, str]] = {"en": {c.id: c.name for c in self.cards.values()}}
        for a in aliases:
            if a.card_id not in self.cards:
                continue
            if a.locale == "id":
                id_alias.setdefault(a.name, a.card_id)
                id_alias.setdefault(a.name.lower(), a.card_id)
            else:
                names.setdefault(a.locale, {}).setdefault(a.card_id, a.name)
        self.id_aliases: Mapping[str, str] = MappingProxyType(id_alias)
        self.names = MappingProxyType({k: MappingProxyType(v) for k, v in names.items()})

        index: dict[str, list[tuple[str, str, str]]] = {}   # key -> [(card_id, name, locale)]
        for locale, table in names.items():
            for cid, name in table.items():
                rows = index.setdefault(normalize_name(name), [])
                if all(r[0] != cid for r in rows):
                    rows.append((cid, name, locale))
        for a in aliases:   # every alias name, also several per locale (old printed names)
            if a.locale != "id" and a.card_id in self.cards:
                rows = index.setdefault(normalize_name(a.name), [])
                if all(r[0] != a.card_id for r in rows):
                    rows.append((a.card_id, a.name, a.locale))
        self._index = {k: tuple(v) for k, v in index.items()}
        self._keys = list(self._index)
        self._longest = max((len(k) for k in self._keys), default=0)

        self.pack_labels: Mapping[str, str] = MappingProxyType(_pack_labels(self.cards.values(), self.extras))

        by_title: dict[str, list[Card]] = {}
        for c in self.cards.values():
            by_title.setdefault(c.title, []).append(c)
        self.by_title = MappingProxyType({k: tuple(v) for k, v in by_title.items()})

        grouped: dict[str, list[ListVersion]] = {}
        for lv in lists:
            grouped.setdefault(lv.format, []).append(lv)
        self.lists = MappingProxyType(
            {f: tuple(sorted(v, key=lambda lv: (lv.effective, lv.id))) for f, v in grouped.items()})
        self._list_days = {f: [lv.effective for lv in v] for f, v in self.lists.items()}

    def pack_name(self, pack_id: str) -> str:
        """The pack's name (its id when the pool was built without pack names)."""
        return self.extras.get("pack_names", {}).get(pack_id, pack_id)

    def pack_id(self, label: str) -> str | None:
        """The pack a decklist names by its name, code or id (``"Core Set"``, ``"Core"``,
        ``"TRtW"``; case, punctuation and a leading article do not matter), or None."""
        return self.pack_labels.get(normalize_name(label))

    def newest_pack(self, card: Card) -> str | None:
        """The name of the newest pack the card was printed in (how people tell printings apart)."""
        return self.pack_name(card.packs[-1]) if card.packs else None

    # -- cards by id -------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.cards)

    def card(self, card_id: str) -> Card | None:
        """The card with this id or id alias (``01-guest-of-honor``, an OCTGN GUID)."""
        card = self.cards.get(card_id)
        if card is None:
            alias = self.id_aliases.get(card_id) or self.id_aliases.get(card_id.lower())
            card = self.cards.get(alias) if alias else None
        return card

    def printings(self, card: Card) -> tuple[Card, ...]:
        """Every card of the pool that counts as the same title."""
        return self.by_title.get(card.title, (card,))

    def display_name(self, card_id: str, lang: str = "en") -> str:
        table = self.names.get(lang)
        if table and card_id in table:
            return table[card_id]
        card = self.cards.get(card_id)
        return card.name if card else card_id

    # -- cards by name -------------------------------------------------------------
    # The low-level index: ``deckcheck.decklists.names.NameResolver`` turns a typed name
    # into one card (printings, sections, pack hints) on top of these two.
    def find(self, name: str) -> tuple[Card, ...]:
        """Cards whose name in any locale matches exactly after normalization."""
        rows = self._index.get(normalize_name(name), ())
        return tuple(self.cards[cid] for cid, _, _ in rows)

    def matches(self, name: str) -> tuple[Candidate, ...]:
        """The cards named ``name`` exactly, each with the name and locale that matched."""
        rows = self._index.get(normalize_name(name), ())
        return tuple(Candidate(self.cards[cid], 100.0, shown, locale) for cid, shown, locale in rows)

    def search(self, text: str, limit: int = 10, cutoff: float = 60.0) -> tuple[Candidate, ...]:
        """Ranked candidates for a name in any locale (exact matches first)."""
        key = normalize_name(text)
        if not key:
            return ()
        out: dict[str, Candidate] = {}
        for cid, name, locale in self._index.get(key, ()):
            out[cid] = Candidate(self.cards[cid], 100.0, name, locale)
        if len(out) < limit:
            hits = process.extract(key, self._keys, scorer=fuzz.WRatio, limit=limit * 2,
                                   score_cutoff=cutoff)
            for matched_key, score, _ in hits:
                for cid, name, locale in self._index[matched_key]:
                    if cid not in out:
                        out[cid] = Candidate(self.cards[cid], min(float(score), 99.9), name, locale)
        ranked = sorted(out.values(), key=lambda c: (-c.score, c.card.name, c.card.id))
        return tuple(ranked[:limit])

    def nearest(self, text: str, max_edits: int, limit: int = 8) -> tuple[tuple[str, int], ...]:
        """Name keys (normalized names in any locale) at most ``max_edits`` edits from
        ``text``, nearest first: ``(key, edits)``; ``find(key)`` gives their cards. An edit
        inserts, deletes or substitutes a character or swaps two neighbours (the optimal
        string alignment distance: Damerau-Levenshtein without editing a part twice)."""
        key = normalize_name(text)
        if not key or max_edits < 0 or len(key) > self._longest + max_edits:
            return ()          # longer than every name by more than the edits allowed
        hits = process.extract(key, self._keys, scorer=OSA.distance, limit=limit,
                               score_cutoff=max_edits)
        return tuple(sorted(((k, int(d)) for k, d, _ in hits), key=lambda h: (h[1], h[0])))

    # -- lists ---------------------------------------------------------------------
    def list_versions(self, fmt: str) -> tuple[ListVersion, ...]:
        return self.lists.get(fmt, ())

    def list_in_force(self, fmt: str, as_of: date) -> ListVersion | None:
        """The newest version for ``fmt`` effective on or before ``as_of``."""
        days = self._list_days.get(fmt)
        if not days:
            return None
        n = bisect_right(days, as_of)       # (versions sorted by day, then id: the last wins)
        return self.lists[fmt][n - 1] if n else None

    def list_by_id(self, fmt: str, list_id: str) -> ListVersion | None:
        for lv in self.lists.get(fmt, ()):
            if lv.id == list_id:
                return lv
        return None


def _pack_labels(cards: Iterable[Card], extras: Mapping[str, Any]) -> dict[str, str]:
    """Normalized pack name / code / id -> pack id: every way a decklist names a pack. The
    names (``extras["pack_names"]``) come first, then the codes (``extras["pack_codes"]``:
    the deckbuilders' or the publisher's, a code of digits only is no pack name: "(16)"),
    then the ids (also of packs only the cards name). A label two packs would share keeps
    the first pack it was given to."""
    out: dict[str, str] = {}
    names = extras.get("pack_names") or {}
    codes = extras.get("pack_codes") or {}
    ids = list(names) + [pid for card in cards for pid in card.packs]
    for label, pack_id in [*((n, i) for i, n in names.items()), *((c, i) for i, c in codes.items()),
                           *((i, i) for i in ids)]:
        key = normalize_name(str(label))
        if key and not key.isdigit():
            out.setdefault(key, pack_id)
    return out
