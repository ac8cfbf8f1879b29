"""Pool cards a deck could take on its date: the part every game's ``candidates`` shares."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date

from deckcheck.model import Card, Deck


def listed_ids(session) -> frozenset[str]:
    """Every card id the list version in force restricts or bans (never suggested)."""
    lv = session.list_version
    if lv is None:
        return frozenset()
    return lv.restricted | lv.banned | lv.banned_printings


def pool_cards(session, deck: Deck, section: str, fits: Callable[[Card], bool],
               rank: Callable[[Card], tuple], key: object = None) -> Iterator[Card]:
    """The pool's cards of ``section`` that ``fits`` accepts, released by the deck's date,
    on no list, deck cards of no special format; best ``rank`` first (deterministic)."""
    cache = session.__dict__.setdefault("pool_cards", {}) if hasattr(session, "__dict__") else {}
    if key is not None and (section, key) in cache:
        return iter(cache[(section, key)])
    as_of = deck.as_of or date.today()
    listed = listed_ids(session)
    found = []
    for card in session.pool.cards.values():
        if not card.deck_card or card.format_only or card.id in listed:
            continue
        if card.released is None or card.released > as_of:
            continue
        if session.section(card) != section or not fits(card):
            continue
        found.append(card)
    found.sort(key=lambda c: (*rank(c), c.id))
    if key is not None:
        cache[(section, key)] = found
    return iter(found)


def majority(values: list[str | None]) -> list[str]:
    """The values by how often they occur (most first, then by name); None left out."""
    counts: dict[str, int] = {}
    for value in values:
        if value:
            counts[value] = counts.get(value, 0) + 1
    return sorted(counts, key=lambda v: (-counts[v], v))
