"""Deck rules of Warhammer: Invasion.

What the rules check, and where each rule comes from:

- deck size: at least 50 cards, no maximum (core rulebook, not in seed 004; see
  decisions.md). Only deck cards count.
- copies: at most 3 per title (seed 004, "Aktuelle Auflage"), reprints and retitled
  reprints counted as one title (``Card.title``), card text may permit more or fewer
  ("up to 6 copies", "Limit 1 per deck") via ``Card.deck_limit``.
- Order vs. Destruction: Empire, Dwarf and High Elf cards are Order; Orc, Chaos and
  Dark Elf cards are Destruction; a neutral card is on a side when it prints "Order
  only" / "Destruction only" (including the seed's errata, e.g. Rat Ogres) or belongs
  to a hidden-kingdom race. A deck may not hold both sides (rulebook, "The Races").
- "<Race> only" / "Non-<Race> only": checked against the deck's capital race when the
  deck names one; without a capital a warning lists the unchecked cards, and
  restrictions that no capital can satisfy together are a violation.
- the capital's race must have at least one card in the deck.
- not deck cards: draft variant cards, Cataclysm fulcrums (and capital boards).
- restricted list (pick one listed title) and banned list of the FAQ (seed 004).

"Limited" (one limited card per turn) and "Limit one Hero per zone" are play rules,
not deck-building rules, and are not checked here.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from deckcheck.games.whi import codes
from deckcheck.games.whi.races import (
    ALIGNMENT,
    DESTRUCTION,
    HIDDEN_RACES,
    ORDER,
    RACE_NAMES,
    race_key,
    race_words,
)
from deckcheck.memo import per_pool
from deckcheck.model import Card, ListVersion, Violation
from deckcheck.names import faction_choice
from deckcheck.pool import CardPool
from deckcheck.rules import primitives
from deckcheck.rules.context import Context

_HIDDEN_TRAITS = {name: key for name, key in RACE_NAMES.items() if key in HIDDEN_RACES}
_CACHE_KEY = "whi"
_RACE_LIST = faction_choice(ALIGNMENT)      # in words and in the message's language


# -- per-pool index (built once per pool) --------------------------------------------
@dataclass(slots=True)
class PoolIndex:
    hidden_race: dict[str, str]          # card id -> skaven | undead | lizardmen | wood_elf
    shared_titles: frozenset[str]        # titles printed on more than one card id
    listed: dict[str, frozenset[str]] = field(default_factory=dict)   # list id -> its ids

    def listed_ids(self, lv: ListVersion | None) -> frozenset[str]:
        if lv is None:
            return frozenset()
        ids = self.listed.get(lv.id)
        if ids is None:
            ids = self.listed[lv.id] = lv.restricted | lv.banned | lv.banned_printings
        return ids


@per_pool
def pool_index(pool: CardPool) -> PoolIndex:
    hidden: dict[str, str] = {}
    for card in pool.cards.values():
        race = next((_HIDDEN_TRAITS[t] for t in card.traits if t in _HIDDEN_TRAITS), None)
        if race is None:
            race = next((r for r in card.race_only if r in HIDDEN_RACES), None)
        if race is not None:
            hidden[card.id] = race
    shared = frozenset(t for t, printed in pool.by_title.items() if len(printed) > 1)
    return PoolIndex(hidden, shared)


def hidden_races(pool: CardPool) -> dict[str, str]:
    """card id -> hidden-kingdom race (skaven, undead, lizardmen, wood_elf) of neutral
    cards, from their traits or their "<race> only" text."""
    return pool_index(pool).hidden_race


# -- one pass over the deck ----------------------------------------------------------
@dataclass(slots=True)
class DeckSummary:
    size: int = 0
    order: int = 0
    destruction: int = 0
    order_ids: list[str] = field(default_factory=list)
    destruction_ids: list[str] = field(default_factory=list)
    race_bound: list[Card] = field(default_factory=list)   # "<Race> only" / "Non-<Race> only"
    not_deck: list[str] = field(default_factory=list)
    no_text: list[str] = field(default_factory=list)
    capital: str | None = None        # race key of deck.capital
    capital_given: str | None = None  # deck.capital as typed, when it is no race
    # what the shared primitives must look at (they are skipped when nothing is found)
    # cards whose copies could break a limit: a count above the card's limit, or a title
    # with reprints (all cards of such a title are in it, so the totals hold)
    copies_suspect: list[tuple[Card, int]] = field(default_factory=list)
    listed: bool = False              # a card of the list version in force
    listed_entries: tuple[tuple[Card, int], ...] = ()   # those cards' entries, in deck order
    late: bool = False                # a card released after as_of

    @property
    def neutral(self) -> int:
        return self.size - self.order - self.destruction


def prepare(ctx: Context) -> None:
    """One pass over the resolved deck; the rules read the summary it leaves in
    ``ctx.cache``."""
    s = DeckSummary()
    index = pool_index(ctx.pool)
    shared_titles = index.shared_titles
    listed_ids = index.listed_ids(ctx.list_version)
    as_of = ctx.as_of
    order_ids, destruction_ids = s.order_ids, s.destruction_ids
    size = order = destruction = 0
    copies_suspect = s.copies_suspect
    listed = late = False
    listed_entries = []
    for entry in ctx.entries:
        card, count = entry
        if count > card.deck_limit or card.title in shared_titles:
            copies_suspect.append(entry)
        if card.id in listed_ids:
            listed = True
            listed_entries.append(entry)
        released = card.released
        if released is not None and released > as_of:
            late = True
        if not card.deck_card:
            s.not_deck.append(card.id)
            continue
        size += count
        side = card.alignment
        if side is not None:
            if side == ORDER:
                order += count
                order_ids.append(card.id)
            else:
                destruction += count
                destruction_ids.append(card.id)
        if card.race_only or card.non_race_only:
            s.race_bound.append(card)
        if not card.text:
            s.no_text.append(card.id)
    s.size, s.order, s.destruction = size, order, destruction
    s.listed, s.late = listed, late
    if listed_entries:
        s.listed_entries = tuple(listed_entries)
    typed = ctx.deck.capital
    if typed:
        s.capital = race_key(typed)
        if s.capital is None:
            s.capital_given = typed
    ctx.cache[_CACHE_KEY] = s


def summary(ctx: Context) -> DeckSummary:
    s = ctx.cache.get(_CACHE_KEY)
    if s is None:
        prepare(ctx)
        s = ctx.cache[_CACHE_KEY]
    return s


def counts(ctx: Context) -> dict[str, int]:
    s = summary(ctx)
    return {"deck": s.size, "order": s.order, "destruction": s.destruction, "neutral": s.neutral}


# -- rules ---------------------------------------------------------------------------
def deck_size(ctx: Context) -> Iterator[Violation]:
    return primitives.deck_size(summary(ctx).size, codes.DECK_SIZE, ctx.params.get("min_deck"),
                                ctx.params.get("max_deck"))


def copies(ctx: Context) -> Iterator[Violation]:
    suspect = summary(ctx).copies_suspect
    if not suspect:
        return iter(())
    return primitives.copies_by_title(suspect, codes.COPIES)


def order_destruction(ctx: Context) -> Iterator[Violation]:
    """Both sides in one deck: report the cards of the side the capital is not on; with
    no capital, the smaller side (by copies; on a tie the Destruction cards)."""
    s = summary(ctx)
    if not (s.order and s.destruction):
        return
    side = ALIGNMENT.get(s.capital) if s.capital is not None else None
    if side is not None:
        smaller_is_order = side == DESTRUCTION
    elif s.order != s.destruction:
        smaller_is_order = s.order < s.destruction
    else:
        smaller_is_order = False
    ids, actual = (s.order_ids, s.order) if smaller_is_order else (s.destruction_ids, s.destruction)
    yield Violation(codes.ORDER_DESTRUCTION, tuple(ids), expected=0, actual=actual,
                    params={"order": s.order, "destruction": s.destruction})


def race_restrictions(ctx: Context) -> Iterator[Violation]:
    """"<Race> only" needs a capital of that race, "Non-<Race> only" a capital of
    another race. Without a capital: a warning, and a violation when the cards' demands
    exclude each other (two different "<Race> only", or "X only" with "Non-X only")."""
    s = summary(ctx)
    if not s.race_bound:
        return
    capital = s.capital
    if capital is None:
        if s.capital_given is not None:       # unknown capital: reported by capital_race
            return
        conflicting = _conflicting(s.race_bound)
        if conflicting:
            ids = tuple(c.id for c in conflicting)
            yield Violation(codes.RACE_ONLY_CONFLICT, ids, actual=len(ids))
        else:
            ids = tuple(c.id for c in s.race_bound)
            yield Violation(codes.RACE_ONLY_UNCHECKED, ids, actual=len(ids))
        return
    wrong_race = tuple(c.id for c in s.race_bound if c.race_only and capital not in c.race_only)
    if wrong_race:
        yield Violation(codes.RACE_ONLY, wrong_race, actual=len(wrong_race),
                        params=race_words(capital))
    own_race = tuple(c.id for c in s.race_bound if capital in c.non_race_only)
    if own_race:
        yield Violation(codes.NON_RACE_ONLY, own_race, actual=len(own_race),
                        params=race_words(capital))


def _conflicting(cards: list[Card]) -> list[Card]:
    """The race-bound cards whose demands no single capital meets: every "<Race> only"
    card when two races are demanded, and "X only" / "Non-X only" pairs."""
    needed = {r for c in cards for r in c.race_only}
    excluded = {r for c in cards for r in c.non_race_only}
    clash = needed & excluded
    if len(needed) < 2 and not clash:
        return []
    return [c for c in cards
            if (c.race_only and (len(needed) > 1 or clash.intersection(c.race_only)))
            or clash.intersection(c.non_race_only)]


def capital_race(ctx: Context) -> Iterator[Violation]:
    """The capital must be a known race with at least one card in the deck."""
    s = summary(ctx)
    if s.capital_given is not None:
        yield Violation(codes.CAPITAL_UNKNOWN, (), params={"capital": s.capital_given[:40],
                                                           "races": _RACE_LIST})
        return
    capital = s.capital
    if capital is None or not s.size:
        return
    if capital in HIDDEN_RACES:
        hidden = hidden_races(ctx.pool)
        present = any(hidden.get(card.id) == capital for card, _ in ctx.entries if card.deck_card)
    else:
        present = any(card.faction == capital for card, _ in ctx.entries if card.deck_card)
    if not present:
        yield Violation(codes.CAPITAL_RACE, (), expected=1, actual=0, params=race_words(capital))


def not_deck_cards(ctx: Context) -> Iterator[Violation]:
    s = summary(ctx)
    if s.not_deck:
        yield Violation(codes.NOT_DECK_CARD, tuple(s.not_deck), expected=0, actual=len(s.not_deck))


def text_missing(ctx: Context) -> Iterator[Violation]:
    s = summary(ctx)
    if s.no_text:
        yield Violation(codes.TEXT_MISSING, tuple(s.no_text), actual=len(s.no_text))


def restricted_list(ctx: Context) -> Iterator[Violation]:
    s = summary(ctx)
    if not s.listed:
        return iter(())
    # (only the listed cards can be restricted: the others are left out, the order kept)
    return primitives.restricted_list(s.listed_entries, ctx.list_version, codes.RESTRICTED_LIST)


def banned(ctx: Context) -> Iterator[Violation]:
    s = summary(ctx)
    if not s.listed:
        return iter(())
    return primitives.banned(s.listed_entries, ctx.list_version, codes.BANNED)


def unreleased(ctx: Context) -> Iterator[Violation]:
    if not summary(ctx).late:
        return iter(())
    return primitives.unreleased(ctx.entries, ctx.as_of, codes.UNRELEASED)
