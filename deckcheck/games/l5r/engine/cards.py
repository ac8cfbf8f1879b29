"""The L5R card table: static facts per card instance of one deck, built once per pool and
deck (cached like AGoT's ``table_for``).

Instances are the deck's cards sorted by card id, copies next to each other. The state
refers to cards only by these indexes; everything printed lives here: the side (stronghold,
role, province, dynasty, conflict), fate cost, military and political skill (None = a dash:
the character cannot take part in conflicts of that type), glory, a province's strength and
elements, the stronghold's fate, honor and province strength bonus, an attachment's skill
bonuses, traits and keywords, and the reviewed ability records.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from deckcheck.goldfish.abilities.index import AbilityIndex
from deckcheck.goldfish.abilities.records import CardRecord
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.engine import deck_cards
from deckcheck.memo import per_pool

STRONGHOLD, ROLE, PROVINCE, DYNASTY, CONFLICT = "stronghold", "role", "province", "dynasty", "conflict"
CHARACTER, HOLDING, ATTACHMENT, EVENT = "character", "holding", "attachment", "event"
# The card records by card id: the modules of records/ add theirs when they load (game.py
# loads them; they import this module, so it cannot import them).
RECORDS: dict[str, CardRecord] = {}
MIN_DYNASTY = 8          # 4 provinces to fill at setup and 4 more to refill them
MIN_CONFLICT = 8         # 4 cards in hand and a first draw
KEYWORDS = ("Covert", "Pride", "Sincerity", "Courtesy", "Restricted", "Ancestral", "Limited",
            "Composure", "No Attachments", "Disguised", "Rally", "Eminent")
_KEYWORD = re.compile(r"(?:^|[\n.>]\s*)(" + "|".join(KEYWORDS) + r")\.", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")


def keywords_of(text: str) -> frozenset[str]:
    """The keywords a card's text prints as sentences of their own ("Covert. Pride.")."""
    plain = _TAG.sub("", text or "")
    return frozenset(m.group(1).lower() for m in _KEYWORD.finditer(plain))


def _int(value: Any) -> int:
    return value if isinstance(value, int) else 0


@dataclass(frozen=True, slots=True, eq=False)
class CardTable:
    ids: tuple[str, ...]
    names: tuple[str, ...]
    side: tuple[str, ...]
    type: tuple[str, ...]
    cost: tuple[int, ...]
    military: tuple[int | None, ...]
    political: tuple[int | None, ...]
    glory: tuple[int, ...]
    strength: tuple[int, ...]             # a province's printed strength (0 for the rest)
    elements: tuple[tuple[str, ...], ...]
    unique: tuple[bool, ...]
    traits: tuple[frozenset[str], ...]
    keywords: tuple[frozenset[str], ...]
    clan: tuple[str, ...]
    military_bonus: tuple[int, ...]       # attachments: + skill of the host
    political_bonus: tuple[int, ...]
    texts: tuple[str, ...]                # the printed text (the report's coverage reads it)
    title: tuple[int, ...]                # instance -> title index
    title_names: tuple[str, ...]
    title_copies: tuple[int, ...]
    title_side: tuple[str, ...]
    stronghold: int
    role: int
    provinces: tuple[int, ...]            # the 5 province instances (by id)
    dynasty_cards: tuple[int, ...]
    conflict_cards: tuple[int, ...]
    stronghold_fate: int
    stronghold_honor: int
    stronghold_bonus: int
    clan_name: str
    abilities: tuple[tuple[Any, ...], ...]
    records: tuple[Any, ...]              # the reviewed CardRecord per instance (None = none)
    index: AbilityIndex

    @property
    def size(self) -> int:
        return len(self.ids)


def build_table(cards: Iterable[tuple[Any, int]], records: Mapping[str, Any] | None = None, *,
                playable: bool = True) -> CardTable:
    """A table from (Card, count) pairs; ActionError when the engine cannot play the deck
    (no stronghold, not five provinces, too few dynasty or conflict cards). ``playable=False``
    reads any cards holding a stronghold (the whole pool, for the census) and is never played."""
    if records is None:
        records = RECORDS
    rows: list[Any] = []
    for card, count in sorted(cards, key=lambda p: p[0].id):
        rows.extend([card] * count)
    titles: dict[str, int] = {}
    title_names: list[str] = []
    title_copies: list[int] = []
    title_side: list[str] = []
    cols: dict[str, list[Any]] = {k: [] for k in (
        "ids", "names", "side", "type", "cost", "military", "political", "glory", "strength",
        "elements", "unique", "traits", "keywords", "clan", "military_bonus", "political_bonus",
        "texts", "title", "abilities", "records")}
    stronghold = role = -1
    provinces: list[int] = []
    dynasty: list[int] = []
    conflict: list[int] = []
    for i, c in enumerate(rows):
        side = c.type if c.type in (STRONGHOLD, ROLE, PROVINCE) else (c.side or "")
        extra = c.extra or {}
        rec = records.get(c.id)
        cols["ids"].append(c.id)
        cols["names"].append(c.name)
        cols["side"].append(side)
        cols["type"].append(c.type)
        cols["cost"].append(_int(c.cost))
        cols["military"].append(c.military if c.type == CHARACTER else None)
        cols["political"].append(c.political if c.type == CHARACTER else None)
        cols["glory"].append(_int(c.glory))
        cols["strength"].append(_int(c.strength))
        cols["elements"].append(tuple(c.elements))
        cols["unique"].append(bool(c.unique))
        cols["traits"].append(frozenset(t.lower() for t in c.traits))
        cols["keywords"].append(keywords_of(c.text))
        cols["clan"].append((c.faction or "neutral").lower())
        cols["military_bonus"].append(_int(extra.get("military_bonus")))
        cols["political_bonus"].append(_int(extra.get("political_bonus")))
        cols["texts"].append(c.text or "")
        cols["abilities"].append(tuple(rec.abilities) if rec is not None else ())
        cols["records"].append(rec)
        key = c.title or c.name
        if key not in titles:
            titles[key] = len(title_names)
            title_names.append(c.name)
            title_copies.append(0)
            title_side.append(side)
        cols["title"].append(titles[key])
        title_copies[titles[key]] += 1
        if side == STRONGHOLD:
            stronghold = i if stronghold < 0 else stronghold
        elif side == ROLE:
            role = i
        elif side == PROVINCE:
            provinces.append(i)
        elif side == DYNASTY:
            dynasty.append(i)
        elif side == CONFLICT:
            conflict.append(i)
    if stronghold < 0:
        raise ActionError("L5R_NO_STRONGHOLD")
    if playable and len(provinces) != 5:
        raise ActionError("L5R_PROVINCES", {"provinces": len(provinces)}, limit=5)
    if playable and (len(dynasty) < MIN_DYNASTY or len(conflict) < MIN_CONFLICT):
        raise ActionError("L5R_DECK_TOO_SMALL", {"dynasty": len(dynasty), "conflict": len(conflict)},
                          limit=MIN_DYNASTY)
    sh = rows[stronghold]
    abilities = tuple(cols.pop("abilities"))
    recs = tuple(cols.pop("records"))
    traits = cols["traits"]
    types = cols["type"]
    clans = cols["clan"]

    def may_include(target: Any, source: int, c: int) -> bool:
        f = target.filter
        return f is None or f.static_ok(types[c], traits[c], clans[c])

    index = AbilityIndex.build(abilities, may_include)
    return CardTable(**{k: tuple(v) for k, v in cols.items()},
                     title_names=tuple(title_names), title_copies=tuple(title_copies),
                     title_side=tuple(title_side), stronghold=stronghold, role=role,
                     provinces=tuple(provinces), dynasty_cards=tuple(dynasty),
                     conflict_cards=tuple(conflict), stronghold_fate=_int(sh.fate) or 7,
                     stronghold_honor=_int(sh.honor) or 10,
                     stronghold_bonus=_int((sh.extra or {}).get("strength_bonus")),
                     clan_name=(sh.faction or "neutral").lower(), abilities=abilities,
                     records=recs, index=index)


def _deck_key(cards: Mapping[str, int], clan: str | None = None) -> tuple:
    return tuple(sorted(cards.items()))


@per_pool(key=_deck_key, maxsize=256)
def table_for(pool: Any, cards: Mapping[str, int], clan: str | None = None) -> CardTable:
    """The table of a deck (card id -> count) in ``pool``; ActionError for unknown ids. The
    clan is read from the stronghold (the argument is accepted for the shared signature)."""
    return build_table(deck_cards(pool, cards))


def pool_table(pool: Any) -> CardTable:
    """Every card of the pool once, in one table the census reads (never played: it holds
    every stronghold and province)."""
    return build_table(((card, 1) for card in pool.cards.values()), playable=False)
