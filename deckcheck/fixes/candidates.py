"""Pool cards a deck could take on its date: the part every game's ``candidates`` shares."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from datetime import date

from deckcheck.memo import per_pool
from deckcheck.model import Card, Deck


def listed_ids(session) -> frozenset[str]:
    """Every card id the list version in force restricts or bans (never suggested)."""
    lv = session.list_version
    if lv is None:
        return frozenset()
    return lv.restricted | lv.banned | lv.banned_printings


def pool_cards(session, deck: Deck, section: str, fits: Callable[[Card], bool],
               rank: Callable[[Card], tuple], key: Hashable) -> Iterator[Card]:
    """The pool's cards of ``section`` that ``fits`` accepts, released by the deck's date,
    on no list, deck cards of no special format; best ``rank`` first (deterministic). ``key``
    names everything besides section, date, list version and format that ``fits`` and
    ``rank`` depend on: the list is kept with the pool under it for later requests."""
    as_of = deck.as_of or date.today()
    lv = session.list_version
    full_key = (section, key, as_of, lv.id if lv is not None else None, session.fmt)
    cache = _store(session.pool)
    if full_key in cache:
        return iter(cache[full_key])
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
    if len(cache) >= _MAX_KEPT:
        cache.clear()
    cache[full_key] = found
    return iter(found)


_MAX_KEPT = 512      # candidate lists kept per pool (dropped all at once beyond: cheap to rebuild)


@per_pool
def _store(pool) -> dict:
    """Candidate lists of one pool, by what decides them: section, the game's key (faction,
    clan, capital, missing elements), date, list version and format."""
    return {}


def majority(values: list[str | None]) -> list[str]:
    """The values by how often they occur (most first, then by name); None left out."""
    counts: dict[str, int] = {}
    for value in values:
        if value:
            counts[value] = counts.get(value, 0) + 1
    return sorted(counts, key=lambda v: (-counts[v], v))
