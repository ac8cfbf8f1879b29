"""One pass over a deck: its sections, copies by title and the cards each rule looks at.

``prepare(ctx)`` runs once per validation (``Format.prepare``) and stores an
``AgotDeck`` in ``ctx.cache["agot"]``; the rules only read it. What can be worked out
once per pool (``PoolFacts``) or per list version (``ListIndex``) is computed on first
use and kept while the pool lives (``deckcheck.memo.per_pool``).
"""
from __future__ import annotations

import weakref
from collections.abc import Callable
from datetime import date
from operator import attrgetter

from deckcheck.games.agot.agendas import Agenda, agenda_for
from deckcheck.games.agot.factions import faction_code
from deckcheck.memo import per_pool
from deckcheck.model import Card, ListVersion
from deckcheck.pool import CardPool
from deckcheck.rules.primitives import TitleCopies, add_copies
from deckcheck.rules.context import Context

Entry = tuple[Card, int]


class ListIndex:
    """What one list version says about single cards, for quick lookups."""

    __slots__ = ("_flagged", "marks", "pods_of", "restricted_pods")

    def __init__(self, lv: ListVersion):
        pods_of: dict[str, list[int]] = {}
        restricted_pods: dict[str, list[int]] = {}
        for n, pod in enumerate(lv.pods):
            for card_id in pod.cards:
                pods_of.setdefault(card_id, []).append(n)
            if pod.restricted:
                restricted_pods.setdefault(pod.restricted, []).append(n)
        self.pods_of = {k: tuple(v) for k, v in pods_of.items()}
        self.restricted_pods = {k: tuple(v) for k, v in restricted_pods.items()}
        # every id the version mentions: a deck card outside this set needs no list check
        self.marks = frozenset(lv.restricted | lv.banned | lv.banned_printings
                               | set(pods_of) | set(restricted_pods))
        self._flagged: frozenset[str] | None = None

    def flagged(self, facts: PoolFacts) -> frozenset[str]:
        """Ids that the list mentions or that print "X format only"."""
        if self._flagged is None:
            self._flagged = self.marks | facts.format_only_ids
        return self._flagged


@per_pool(key=attrgetter("format", "id"))
def list_index(pool: CardPool, lv: ListVersion) -> ListIndex:
    return ListIndex(lv)


class PoolFacts:
    """Per-pool facts that spare per-card work: titles printed more than once (only
    those need grouping to count copies) and the newest release date."""

    __slots__ = (
        "__weakref__",
        "allowances",
        "format_only_ids",
        "latest_release",
        "matching",
        "multi_titles",
        "pool",
    )

    def __init__(self, pool: CardPool):
        self.pool = weakref.ref(pool)
        self.multi_titles = frozenset(t for t, cards in pool.by_title.items() if len(cards) > 1)
        dates = [c.released for c in pool.cards.values() if c.released is not None]
        self.latest_release = max(dates) if dates else date.min
        self.format_only_ids = frozenset(c.id for c in pool.cards.values() if c.format_only)
        self.matching: dict[Callable[[Card], bool], frozenset[str]] = {}
        self.allowances: dict[tuple[type[Agenda], ...], frozenset[str]] = {}

    def ids_matching(self, predicate: Callable[[Card], bool]) -> frozenset[str]:
        """Ids of the pool's cards that satisfy ``predicate`` (worked out once)."""
        found = self.matching.get(predicate)
        if found is None:
            pool = self.pool()
            cards = pool.cards.values() if pool is not None else ()
            found = self.matching[predicate] = frozenset(c.id for c in cards if predicate(c))
        return found

    def allowed_by(self, records: tuple[type[Agenda], ...]) -> frozenset[str]:
        """Ids of the out-of-faction cards that these agendas together allow."""
        found = self.allowances.get(records)
        if found is None:
            found = self.allowances[records] = frozenset().union(
                *(self.ids_matching(r.may_include) for r in records if r.may_include is not None))
        return found


@per_pool
def pool_facts(pool: CardPool) -> PoolFacts:
    return PoolFacts(pool)


class AgotDeck:
    """The deck sorted into sections, with the facts the rules need."""

    __slots__ = (
        "agenda_count",
        "agendas",
        "copies",
        "draw",
        "draw_count",
        "faction",
        "facts",
        "format_only",
        "list_hits",
        "list_index",
        "out_of_faction",
        "over_limit",
        "plot_copies",
        "plot_count",
        "plots",
        "record_cards",
        "records",
        "title_cards",
        "unreleased",
    )

    def __init__(self, facts: PoolFacts) -> None:
        self.facts = facts                      # of the pool the deck was checked against
        self.faction: str | None = None
        self.agendas: list[Entry] = []
        self.plots: list[Entry] = []
        self.draw: list[Entry] = []
        self.title_cards: list[str] = []
        self.agenda_count = 0
        self.plot_count = 0
        self.draw_count = 0
        self.records: tuple[type[Agenda], ...] = ()
        self.record_cards: tuple[Card, ...] = ()   # the deck's first agenda card of each record
        # copies of the titles printed more than once, in agendas and draw deck (plots
        # of the same title are added by the copies rule)
        self.copies: dict[str, TitleCopies] = {}
        # titles printed once whose copies exceed the card's deck limit
        self.over_limit: list[Entry] = []
        # copies of the plot titles printed more than once or included more than once
        # (a plot title printed once with one copy can break no plot rule)
        self.plot_copies: dict[str, TitleCopies] = {}
        self.out_of_faction: list[Entry] = []
        self.format_only: list[Card] = []
        self.unreleased: list[str] = []
        self.list_hits: list[Entry] = []
        self.list_index: ListIndex | None = None

    def title_copies(self, card: Card, count: int) -> tuple[int, list[str]]:
        """Copies of the card's title in agendas, draw deck and plots, and their ids."""
        group = self.copies.get(card.title)
        if group is None:
            return count, [card.id]
        total, ids = group.count, group.ids
        plots = self.plot_copies.get(card.title)
        if plots is not None:
            total, ids = total + plots.count, ids + plots.ids
        return total, ids


def prepare(ctx: Context) -> None:
    """Sort the deck into sections and note, card by card, what the rules look at."""
    facts = pool_facts(ctx.pool)
    deck = AgotDeck(facts)
    faction = deck.faction = faction_code(ctx.deck.faction)
    multi = facts.multi_titles
    as_of = ctx.as_of
    check_release = as_of < facts.latest_release
    lv = ctx.list_version
    marks: frozenset[str] = frozenset()
    flagged = facts.format_only_ids               # cards that need a closer look
    if lv is not None:
        index = deck.list_index = list_index(ctx.pool, lv)
        marks = index.marks
        flagged = index.flagged(facts)
    copies, plot_copies = deck.copies, deck.plot_copies
    agendas, plots, draw = deck.agendas, deck.plots, deck.draw
    draw_append = draw.append
    out_of_faction = deck.out_of_faction
    agenda_count = plot_count = draw_count = 0
    for entry in ctx.entries:                # (counts are above 0: validate.resolve)
        card, count = entry
        kind = card.type
        if kind == "agenda":
            agendas.append(entry)
            agenda_count += count
        elif kind == "plot":
            plots.append(entry)
            plot_count += count
            if count > 1 or card.title in multi:
                add_copies(plot_copies, card, count)
            side = card.faction
            if side != "neutral" and side != faction:
                out_of_faction.append(entry)
        elif kind == "title":
            deck.title_cards.append(card.id)
            continue
        else:
            draw_append(entry)
            draw_count += count
            side = card.faction
            if side != "neutral" and side != faction:
                out_of_faction.append(entry)
            title = card.title
            if title in multi:
                add_copies(copies, card, count)
            elif count > card.deck_limit:
                deck.over_limit.append(entry)
        if card.id in flagged:
            if card.format_only is not None:
                deck.format_only.append(card)
            if card.id in marks:
                deck.list_hits.append(entry)
        if check_release:
            released = card.released
            if released is not None and released > as_of:
                deck.unreleased.append(card.id)
    deck.agenda_count, deck.plot_count, deck.draw_count = agenda_count, plot_count, draw_count
    if agendas:
        seen: list[type[Agenda]] = []
        seen_cards: list[Card] = []
        for card, count in agendas:
            if card.title in multi:          # (only these titles are in ``copies``)
                add_copies(copies, card, count)
            elif count > card.deck_limit:
                deck.over_limit.append((card, count))
            record = agenda_for(card.id)
            if record is not Agenda and record not in seen:
                seen.append(record)
                seen_cards.append(card)
        deck.records = tuple(seen)
        deck.record_cards = tuple(seen_cards)
    ctx.cache["agot"] = deck


def agot_deck(ctx: Context) -> AgotDeck:
    deck = ctx.cache.get("agot")
    if deck is None:
        prepare(ctx)
        deck = ctx.cache["agot"]
    return deck


def counts(ctx: Context) -> dict[str, int]:
    deck = agot_deck(ctx)
    return {"agenda": deck.agenda_count, "plot": deck.plot_count, "draw": deck.draw_count}
