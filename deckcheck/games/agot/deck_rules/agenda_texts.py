"""The deck-building text of the deck's agendas (records in ``agendas.py``).

Plot deck size, doubled plots, draw-deck minimum, extra agendas and out-of-faction
allowances are read by ``construction``; this module checks the rest: minimums and
maximums, forbidden cards, one copy per title, titles per faction, Scheme plots.
"""
from __future__ import annotations

from collections.abc import Iterator

from deckcheck.games.agot import codes
from deckcheck.games.agot.agendas import Count
from deckcheck.games.agot.deck import AgotDeck, PoolFacts, agot_deck
from deckcheck.model import Violation
from deckcheck.rules.context import Context


def agenda_texts(ctx: Context) -> list[Violation]:
    deck = agot_deck(ctx)
    if not deck.records:
        return []
    found: list[Violation] = []
    facts = deck.facts
    for record, agenda in zip(deck.records, deck.record_cards, strict=True):
        for need in record.at_least:
            count = _count(deck, need, facts)
            if count < need.number:
                found.append(Violation(need.code, (agenda.id,), expected=need.number, actual=count))
        for cap in record.at_most:
            count = _count(deck, cap, facts)
            if count > cap.number:      # the cards it counts go with it ("actual: 22": which 22)
                matching = facts.ids_matching(cap.matches)
                counted = [card.id for card, _ in deck.draw if card.id in matching]
                found.append(Violation(cap.code, (agenda.id,), expected=cap.number, actual=count,
                                       details={"counted": counted}))
        if record.forbids is not None:
            found.extend(_forbidden(deck, facts.ids_matching(record.forbids), agenda.name))
        if record.single_copy is not None:
            found.extend(_single_copy(deck, facts.ids_matching(record.single_copy), agenda.name))
        if record.titles_per_faction is not None:
            found.extend(_titles_per_faction(deck, record.titles_per_faction, agenda.name))
        if record.scheme_plots is not None:
            found.extend(_scheme_plots(deck, record.scheme_plots, agenda.id))
    return found


def _count(deck: AgotDeck, need: Count, facts: PoolFacts) -> int:
    ids = facts.ids_matching(need.matches)
    if need.distinct:
        return len({card.title for card, _ in deck.draw if card.id in ids})
    total = 0
    for card, count in deck.draw:
        if card.id in ids:
            total += count
    return total


def _forbidden(deck: AgotDeck, forbidden: frozenset[str], agenda: str) -> Iterator[Violation]:
    bad = tuple(card.id for card, _ in deck.plots if card.id in forbidden) + \
        tuple(card.id for card, _ in deck.draw if card.id in forbidden)
    if bad:
        yield Violation(codes.AGENDA_CANNOT_INCLUDE, bad, expected=0, actual=len(bad),
                        params={"agenda": agenda})


def _single_copy(deck: AgotDeck, limited: frozenset[str], agenda: str) -> Iterator[Violation]:
    """One copy per title: all printings of the title count, whatever their type."""
    bad: list[str] = []
    most = 0
    seen: set[str] = set()
    for card, count in deck.draw:
        if card.title in seen or card.id not in limited:
            continue
        seen.add(card.title)
        total, ids = deck.title_copies(card, count)
        if total > 1:
            bad.extend(ids)
            most = max(most, total)
    if bad:
        yield Violation(codes.AGENDA_SINGLE_COPY, tuple(bad), expected=1, actual=most,
                        params={"agenda": agenda})


def _titles_per_faction(deck: AgotDeck, limit: int, agenda: str) -> Iterator[Violation]:
    """At most ``limit`` different titles from each faction (the deck's own included)."""
    per_faction: dict[str | None, dict[str, list[str]]] = {}
    for card, _ in deck.draw:
        if card.faction == "neutral":
            continue
        per_faction.setdefault(card.faction, {}).setdefault(card.title, []).append(card.id)
    for faction, titles in per_faction.items():
        if len(titles) > limit:
            ids = tuple(i for group in titles.values() for i in group)
            yield Violation(codes.AGENDA_FACTION_TITLES, ids, expected=limit, actual=len(titles),
                            params={"agenda": agenda, "faction": faction})


def _scheme_plots(deck: AgotDeck, number: int, agenda_id: str) -> Iterator[Violation]:
    """Exactly ``number`` Scheme plots, all different."""
    schemes = [(card, count) for card, count in deck.plots if "Scheme" in card.traits]
    total = sum(count for _, count in schemes)
    distinct = len({card.title for card, _ in schemes})
    if total != number or distinct != number:
        yield Violation(codes.SCHEME_PLOTS, (agenda_id,), expected=number, actual=total,
                        params={"distinct": distinct})
