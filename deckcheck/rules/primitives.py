"""Rule primitives shared by the three games.

Each takes the resolved entries ``(card, count)`` and the code to report, and yields
Violations. Copies are always counted by ``Card.title`` (never by id), and the limit
of a title is the lowest ``deck_limit`` among the printings in the deck; this module is
the one place that counts them (``add_copies`` / ``count_by_title``, judged by
``copies_over_limit``).
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from deckcheck.model import Card, ListVersion, Violation

Entries = Sequence[tuple[Card, int]]


@dataclass(slots=True)
class TitleCopies:
    """The copies of one title in a deck: how many, the lowest deck limit among the
    printings counted, their ids (in deck order) and the name to show."""

    count: int
    limit: int
    ids: list[str]
    name: str


def add_copies(groups: dict[str, TitleCopies], card: Card, count: int) -> None:
    """Count ``count`` copies of ``card`` towards its title in ``groups``."""
    group = groups.get(card.title)
    if group is None:
        groups[card.title] = TitleCopies(count, card.deck_limit, [card.id], card.name)
    else:
        group.count += count
        if card.deck_limit < group.limit:
            group.limit = card.deck_limit
        group.ids.append(card.id)


def count_by_title(entries: Entries) -> dict[str, TitleCopies]:
    """Title -> its copies, in the order the titles first appear."""
    groups: dict[str, TitleCopies] = {}
    for card, count in entries:
        add_copies(groups, card, count)
    return groups


def copies_over_limit(groups: Mapping[str, TitleCopies], code: str, cap: int | None = None,
               also: Mapping[str, TitleCopies] | None = None) -> Iterator[Violation]:
    """A violation for each title with more copies than its limit; ``cap`` lowers every
    limit further; ``also`` holds more copies of the same titles that count towards
    the total but whose deck limits do not (AGoT: plots of a draw-deck title)."""
    for title, group in groups.items():
        total, limit, ids = group.count, group.limit, group.ids
        if also is not None:
            more = also.get(title)
            if more is not None:
                total += more.count
                ids = ids + more.ids
        if cap is not None and cap < limit:
            limit = cap
        if total > limit:
            yield Violation(code, tuple(ids), expected=limit, actual=total, params={"title": group.name})


def copies_by_title(entries: Entries, code: str, cap: int | None = None) -> Iterator[Violation]:
    """At most ``deck_limit`` copies per title (lowest limit among the printings in the
    deck); ``cap`` lowers every limit further (e.g. a format allowing 2 copies)."""
    return copies_over_limit(count_by_title(entries), code, cap)


def deck_size(count: int, code: str, minimum: int | None, maximum: int | None,
              section: str = "deck") -> Iterator[Violation]:
    if minimum is not None and count < minimum:
        yield Violation(code, (), expected=minimum, actual=count,
                        params={"section": section, "minimum": minimum,
                                "maximum": maximum if maximum is not None else "-"})
    elif maximum is not None and count > maximum:
        yield Violation(code, (), expected=maximum, actual=count,
                        params={"section": section, "minimum": minimum if minimum is not None else 0,
                                "maximum": maximum})


def restricted_titles(entries: Entries, lv: ListVersion | None) -> dict[str, list[str]]:
    """Restricted titles present in the deck (membership is by card id)."""
    found: dict[str, list[str]] = {}
    if lv is None or not lv.restricted:
        return found
    restricted = lv.restricted
    for card, count in entries:
        if count > 0 and card.id in restricted:
            found.setdefault(card.title, []).append(card.id)
    return found


def restricted_list(entries: Entries, lv: ListVersion | None, code: str,
                    allowed_titles: int = 1) -> Iterator[Violation]:
    """Cards of at most ``allowed_titles`` restricted titles (each in any legal number).
    Cards that are also banned are left to the banned rule (banned wins)."""
    if lv is None:
        return
    found = restricted_titles(entries, lv)
    for title in [t for t, ids in found.items() if all(i in lv.banned for i in ids)]:
        del found[title]
    if len(found) > allowed_titles:
        ids = tuple(i for group in found.values() for i in group)
        yield Violation(code, ids, expected=allowed_titles, actual=len(found),
                        params={"list": lv.name})


def banned(entries: Entries, lv: ListVersion | None, code: str) -> Iterator[Violation]:
    if lv is None or not (lv.banned or lv.banned_printings):
        return
    ids = tuple(card.id for card, count in entries
                if count > 0 and (card.id in lv.banned or card.id in lv.banned_printings))
    if ids:
        yield Violation(code, ids, expected=0, actual=len(ids), params={"list": lv.name})


def unreleased(entries: Entries, as_of: date, code: str) -> Iterator[Violation]:
    ids = tuple(card.id for card, count in entries
                if count > 0 and card.released is not None and card.released > as_of)
    if ids:
        yield Violation(code, ids, actual=len(ids), params={"date": as_of.isoformat()})


def not_deck_cards(entries: Entries, code: str) -> Iterator[Violation]:
    ids = tuple(card.id for card, count in entries if count > 0 and not card.deck_card)
    if ids:
        yield Violation(code, ids, actual=len(ids))


def total(entries: Iterable[tuple[Card, int]]) -> int:
    return sum(count for _, count in entries)
