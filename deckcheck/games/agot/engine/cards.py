"""The card table: every card instance of one deck with its static facts as tuples.

A deck of 60 draw cards, 7 plots and an agenda becomes 68 instances (0 .. n-1, in a
canonical order: card ids sorted, copies next to each other). Game states refer to cards
by instance index only; everything the rules read about a card (cost, STR, icons,
keywords, effects, legal attachment targets, which reducers apply to it) is looked up
here. A table is built once per (pool, deck) and cached.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckcheck.games.agot.engine.cardtext import Recognized, plain, recognize
from deckcheck.games.agot.engine.effects import (
    AGENDA,
    ATTACHMENT,
    CHARACTER,
    EVENT,
    ICON_BITS,
    KIND_OF_TYPE,
    LIMITED,
    LOCATION,
    NO_ATTACHMENTS,
    OTHER,
    PLOT,
    AttachedBonus,
    AttachTarget,
    CardFilter,
    DrawCards,
    EachCostReduction,
    FirstCostReduction,
    Modifier,
    NextCostReduction,
    SelfCostReduction,
)
from deckcheck.games.agot.formats import FORMATS
from deckcheck.goldfish.abilities.records import CardRecord, Target
from deckcheck.goldfish.abilities.runtime import AbilityIndex
from deckcheck.goldfish.engine import deck_cards
from deckcheck.memo import per_pool
from deckcheck.model import Card

# The card records by card id: the modules of records/ add theirs when they load (game.py
# loads them; they import this module, so it cannot import them).
RECORDS: dict[str, CardRecord] = {}

_DEFAULT_TARGET = AttachTarget((CardFilter(kinds=frozenset({CHARACTER})),))


@dataclass(frozen=True, slots=True)
class Reducer:
    """One cost reducer of one card instance, with the instances it applies to."""

    source: int
    key: int                      # index among the table's reducers (first-per-round bookkeeping)
    amount: int
    matches: frozenset[int]
    pay: str = ""                 # NextCostReduction only: kneel | kneel_sacrifice | faction
                                  # | trigger
    big_cost: int = 0
    big_amount: int = 0
    events: bool = False          # its filter names events: it reduces events played from hand
    each: bool = False            # NextCostReduction.each: not used up by a marshaled card


@dataclass(frozen=True, slots=True)
class CardTable:
    faction: str
    ids: tuple[str, ...]
    names: tuple[str, ...]
    kind: tuple[int, ...]
    cost: tuple[int, ...]              # printed cost (X / none -> 0)
    strength: tuple[int, ...]
    icons: tuple[int, ...]             # MILITARY | INTRIGUE | POWER
    unique: tuple[bool, ...]
    title: tuple[int, ...]             # index into title_names (copies share a title)
    keywords: tuple[int, ...]          # RENOWN | INSIGHT | ... | LIMITED
    ambush: tuple[int, ...]            # -1 = no Ambush
    shadow: tuple[int, ...]            # -1 = no Shadow
    bestow: tuple[int, ...]            # -1 = no Bestow
    card_faction: tuple[str, ...]
    loyal: tuple[bool, ...]
    traits: tuple[frozenset[str], ...]
    income: tuple[int, ...]            # plots
    initiative: tuple[int, ...]
    claim: tuple[int, ...]
    reserve: tuple[int, ...]
    modeled: tuple[bool, ...]
    unmodeled_text: tuple[tuple[str, ...], ...]
    status: tuple[str, ...]            # modeled | inert | missing (see records)
    records: tuple[CardRecord | None, ...]
    texts: tuple[str, ...]             # plain card text (for reports)
    abilities: tuple[tuple, ...]       # per instance: the record's abilities
    index: AbilityIndex
    filter_sets: Mapping[CardFilter, frozenset[int]]   # every filter the records use
    granted_traits: frozenset[str]     # the traits an ability of the deck may grant
    grant_kinds: frozenset[str]        # what they may grant: trait, loyal, ambush, icon ...
    forbidden: frozenset[str]          # what they may say a card cannot do: marshal, stand ...
    pilot_never: tuple[bool, ...]
    attach_targets: tuple[frozenset[int], ...]   # attachments: instances they may attach to
    attach_bonus: tuple[AttachedBonus | None, ...]
    draw_on: tuple[tuple[int, int, int], ...]   # (reveal, marshal, enter) draw counts
    draw_cards: tuple[int, ...]        # the draw deck's instances
    plots: tuple[int, ...]
    agendas: tuple[int, ...]
    title_names: tuple[str, ...]
    title_copies: tuple[int, ...]      # copies of each title in the draw deck
    modifiers: Mapping[str, tuple[tuple[int, int], ...]]   # stat -> ((instance, amount), ...)
    next_reducers: tuple[Reducer, ...]
    first_reducers: tuple[Reducer, ...]
    each_reducers: tuple[Reducer, ...]
    has_bonus: bool                    # some attachment grants STR / icons / keywords
    self_reducers: Mapping[int, tuple[frozenset[int], int, str]]   # instance -> (cards it
    #                  counts, gold off per card in play, plot trait) - SelfCostReduction

    @property
    def size(self) -> int:
        return len(self.ids)

    def label(self, i: int) -> str:
        return self.names[i] if 0 <= i < len(self.names) else f"#{i}"


def _matches(f: CardFilter, card: Card, kind: int, faction: str, keywords: int) -> bool:
    if f.kinds and kind not in f.kinds:
        return False
    if f.exclude_kinds and kind in f.exclude_kinds:
        return False
    card_faction = card.faction or "neutral"
    if f.factions and card_faction not in f.factions:
        return False
    if f.exclude_faction and card_faction == f.exclude_faction:
        return False
    if f.traits or f.names:
        traits = {t.lower() for t in card.traits}
        if not (traits & f.traits) and card.name.lower() not in f.names:
            return False
    if f.unique is not None and bool(card.unique) != f.unique:
        return False
    if f.limited is not None and bool(keywords & LIMITED) != f.limited:
        return False
    if f.loyal is not None and bool(card.loyal) != f.loyal:
        return False
    if f.out_of_faction is not None and (card_faction != faction) != f.out_of_faction:
        return False
    if f.min_printed_cost and (card.cost or 0) < f.min_printed_cost:
        return False
    if f.max_printed_strength is not None and (
            card.strength if isinstance(card.strength, int) else 0) > f.max_printed_strength:
        return False
    if f.max_printed_cost is not None and (card.cost or 0) > f.max_printed_cost:
        return False
    if f.exclude_traits and {t.lower() for t in card.traits} & f.exclude_traits:
        return False
    if f.shadow is not None and (recognize(card.id, card.name, card.type, card.text).shadow
                                 >= 0) != f.shadow:
        return False
    return True


def _icons(card: Card) -> int:
    bits = 0
    for icon in card.icons or ():
        bits |= ICON_BITS.get(str(icon).lower(), 0)
    return bits


def build_table(cards: Iterable[tuple[Card, int]], faction: str | None) -> CardTable:
    """A table from (card, count) pairs (any order; the table orders them by id)."""
    entries = _merged(cards)
    deck = _Deck.of(_instances(entries), (faction or _guess_faction(entries) or "neutral").lower())
    statics = _Statics.of(deck)
    titles, title_names = _titles(deck.order)
    copies = [0] * len(title_names)
    for i in deck.draw_cards:
        copies[titles[i]] += 1
    abilities = tuple(r.abilities if r is not None else () for r in deck.records)
    filter_sets = {f: deck.matching(f, range(len(deck.order))) for f in _filters(abilities)}
    grant_kinds = _grant_kinds(abilities)
    status = _status(deck)
    return CardTable(
        faction=deck.faction,
        status=status, records=tuple(deck.records), abilities=abilities, filter_sets=filter_sets,
        granted_traits=_granted_traits(abilities), grant_kinds=grant_kinds,
        forbidden=_forbidden(abilities),
        index=AbilityIndex.build(abilities, _may_include(
            filter_sets, deck.kinds, "trait" in grant_kinds or "loyal" in grant_kinds)),
        pilot_never=tuple(bool(r is not None and r.pilot == "never") for r in deck.records),
        kind=deck.kinds, title=tuple(titles), keywords=deck.keywords,
        ambush=tuple(r.ambush for r in deck.recs), shadow=tuple(r.shadow for r in deck.recs),
        bestow=tuple(r.bestow for r in deck.recs),
        modeled=tuple(st != "missing" for st in status),
        unmodeled_text=_unmodeled_text(deck, status),
        attach_targets=_attach_targets(deck, statics.targets), attach_bonus=tuple(statics.bonus),
        draw_on=tuple((d[0], d[1], d[2]) for d in statics.draw_on), draw_cards=deck.draw_cards,
        plots=tuple(i for i, k in enumerate(deck.kinds) if k == PLOT),
        agendas=tuple(i for i, k in enumerate(deck.kinds) if k == AGENDA),
        title_names=tuple(title_names), title_copies=tuple(copies),
        modifiers={k: tuple(v) for k, v in statics.modifiers.items()},
        next_reducers=tuple(statics.next_r), first_reducers=tuple(statics.first_r),
        each_reducers=tuple(statics.each_r),
        has_bonus=any(b is not None for b in statics.bonus), self_reducers=statics.self_r,
        **_printed(deck.order))


def _merged(cards: Iterable[tuple[Card, int]]) -> list[tuple[Card, int]]:
    """(card, count) per card id, ids sorted, counts of the same id added, none below 1."""
    merged: dict[str, list] = {}
    for card, count in cards:
        if count <= 0:
            continue
        slot = merged.setdefault(card.id, [card, 0])
        slot[1] += count
    return [(merged[k][0], merged[k][1]) for k in sorted(merged)]


def _instances(entries: list[tuple[Card, int]]) -> list[Card]:
    """One card per copy, copies next to each other: the table's instance order."""
    order: list[Card] = []
    for card, count in entries:
        order.extend([card] * count)
    return order


@dataclass(frozen=True, slots=True)
class _Deck:
    """The deck being tabled: its instances in table order and what every step reads of them."""

    order: list[Card]
    faction: str
    recs: list[Recognized]                     # what the text recognizer read
    records: list[CardRecord | None]           # the reviewed records
    kinds: tuple[int, ...]
    keywords: tuple[int, ...]
    draw_cards: tuple[int, ...]

    @classmethod
    def of(cls, order: list[Card], faction: str) -> _Deck:
        recs = [recognize(c.id, c.name, c.type, c.text) for c in order]
        kinds = tuple(KIND_OF_TYPE.get(c.type, OTHER) for c in order)
        return cls(order, faction, recs, [RECORDS.get(c.id) for c in order], kinds,
                   tuple(r.keywords for r in recs),
                   tuple(i for i, k in enumerate(kinds)
                         if k in (CHARACTER, LOCATION, ATTACHMENT, EVENT)))

    def matches(self, f: CardFilter, j: int) -> bool:
        return _matches(f, self.order[j], self.kinds[j], self.faction, self.keywords[j])

    def matching(self, f: CardFilter, among: Iterable[int]) -> frozenset[int]:
        return frozenset(j for j in among if self.matches(f, j))


def _titles(order: list[Card]) -> tuple[list[int], list[str]]:
    """(title index of each instance, the name of each title): copies share a title."""
    title_index: dict[str, int] = {}
    title_names: list[str] = []
    titles = []
    for c in order:
        key = c.title or c.name.lower()
        if key not in title_index:
            title_index[key] = len(title_names)
            title_names.append(c.name)
        titles.append(title_index[key])
    return titles, title_names


@dataclass(slots=True)
class _Statics:
    """What the static effects of the deck's records add up to (per instance or per deck)."""

    modifiers: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    next_r: list[Reducer] = field(default_factory=list)
    first_r: list[Reducer] = field(default_factory=list)
    each_r: list[Reducer] = field(default_factory=list)
    self_r: dict[int, tuple[frozenset[int], int, str]] = field(default_factory=dict)
    draw_on: list[list[int]] = field(default_factory=list)     # (reveal, marshal, enter)
    bonus: list[AttachedBonus | None] = field(default_factory=list)
    targets: list[AttachTarget | None] = field(default_factory=list)

    @classmethod
    def of(cls, deck: _Deck) -> _Statics:
        acc = cls()
        for i, record in enumerate(deck.records):
            acc.draw_on.append([0, 0, 0])
            acc.bonus.append(None)
            acc.targets.append(None)
            statics = record.statics if record is not None else \
                _unreviewed_statics(deck.recs[i], deck.kinds[i])
            for e in statics:
                for kind, handler in _STATIC_HANDLERS:
                    if isinstance(e, kind):
                        handler(acc, deck, i, e)
                        break
        return acc


def _modifier(acc: _Statics, deck: _Deck, i: int, e: Modifier) -> None:
    acc.modifiers.setdefault(e.stat, []).append((i, e.amount))


def _next_reduction(acc: _Statics, deck: _Deck, i: int, e: NextCostReduction) -> None:
    acc.next_r.append(Reducer(i, len(acc.next_r), e.amount, deck.matching(e.filter, deck.draw_cards),
                              e.pay, e.big_cost, e.big_amount, events=e.play, each=e.each))


def _first_reduction(acc: _Statics, deck: _Deck, i: int, e: FirstCostReduction) -> None:
    acc.first_r.append(Reducer(i, len(acc.first_r), e.amount,
                               deck.matching(e.filter, deck.draw_cards),
                               events=EVENT in e.filter.kinds or e.play))


def _each_reduction(acc: _Statics, deck: _Deck, i: int, e: EachCostReduction) -> None:
    acc.each_r.append(Reducer(i, len(acc.each_r), e.amount, deck.matching(e.filter, deck.draw_cards),
                              events=EVENT in e.filter.kinds))


_DRAW_WHEN = {"reveal": 0, "marshal": 1}       # else: when the card enters play


def _draw_cards(acc: _Statics, deck: _Deck, i: int, e: DrawCards) -> None:
    acc.draw_on[i][_DRAW_WHEN.get(e.when, 2)] += e.amount


def _attached_bonus(acc: _Statics, deck: _Deck, i: int, e: AttachedBonus) -> None:
    acc.bonus[i] = e


def _attach_target(acc: _Statics, deck: _Deck, i: int, e: AttachTarget) -> None:
    acc.targets[i] = e


def _self_reduction(acc: _Statics, deck: _Deck, i: int, e: SelfCostReduction) -> None:
    acc.self_r[i] = (deck.matching(e.filter, deck.draw_cards), e.amount, e.plot_trait)


# the first kind an effect is an instance of says what it adds
_STATIC_HANDLERS: tuple[tuple[type, Any], ...] = (
    (Modifier, _modifier), (NextCostReduction, _next_reduction),
    (FirstCostReduction, _first_reduction), (EachCostReduction, _each_reduction),
    (DrawCards, _draw_cards), (AttachedBonus, _attached_bonus), (AttachTarget, _attach_target),
    (SelfCostReduction, _self_reduction),
)


def _attach_targets(deck: _Deck, specs: list[AttachTarget | None]) -> tuple[frozenset[int], ...]:
    """Per instance: the instances an attachment may attach to (none for other cards)."""
    out: list[frozenset[int]] = []
    for i, spec in enumerate(specs):
        if deck.kinds[i] != ATTACHMENT:
            out.append(frozenset())
            continue
        if spec is None and (deck.records[i] is not None or deck.recs[i].modeled):
            spec = _DEFAULT_TARGET
        if spec is None or spec.opponent:       # a restriction not understood: no legal host
            out.append(frozenset())
            continue
        out.append(_hosts(deck, deck.order[i], spec))
    return tuple(out)


def _hosts(deck: _Deck, card: Card, spec: AttachTarget) -> frozenset[int]:
    """The characters and locations of the deck the attachment ``card`` may go on."""
    my_traits = {t.lower() for t in card.traits}
    alternatives = [f if f.kinds or f.names else
                    CardFilter(kinds=frozenset({CHARACTER}), traits=f.traits,
                               factions=f.factions, unique=f.unique)
                    for f in spec.alternatives]
    ok = set()
    for j in deck.draw_cards:
        if deck.kinds[j] not in (CHARACTER, LOCATION):
            continue
        if deck.keywords[j] & NO_ATTACHMENTS:
            allowed = deck.recs[j].attach_except
            if not (allowed and my_traits & allowed):
                continue
        if any(deck.matches(f, j) for f in alternatives):
            ok.add(j)
    return frozenset(ok)


def _status(deck: _Deck) -> tuple[str, ...]:
    """modeled | inert | missing per instance: a record's, else modeled only for a card whose
    text the recognizer read as keywords alone."""
    return tuple(r.status if r is not None else
                 ("modeled" if rec.modeled and not _has_abilities(rec) else "missing")
                 for r, rec in zip(deck.records, deck.recs, strict=True))


def _unmodeled_text(deck: _Deck, status: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Per instance: the parts of its text the engine does not play."""
    return tuple(tuple(m.text for m in r.missing) if r is not None else
                 (tuple(rec.unmodeled) or (("(card text)",) if st == "missing" else ()))
                 for r, rec, st in zip(deck.records, deck.recs, status, strict=True))


def _printed(order: list[Card]) -> dict[str, Any]:
    """The table's columns of printed facts, one value per instance."""
    return {
        "ids": tuple(c.id for c in order), "names": tuple(c.name for c in order),
        "texts": tuple(plain(c.text) for c in order),
        "cost": tuple(c.cost if isinstance(c.cost, int) else 0 for c in order),
        "strength": tuple(c.strength if isinstance(c.strength, int) else 0 for c in order),
        "icons": tuple(_icons(c) for c in order), "unique": tuple(bool(c.unique) for c in order),
        "card_faction": tuple((c.faction or "neutral") for c in order),
        "loyal": tuple(bool(c.loyal) for c in order),
        "traits": tuple(frozenset(t.lower() for t in c.traits) for c in order),
        "income": tuple(_plot(c, "income") for c in order),
        "initiative": tuple(_plot(c, "initiative") for c in order),
        "claim": tuple(_plot(c, "claim") for c in order),
        "reserve": tuple(_plot(c, "reserve") for c in order),
    }


def _unreviewed_statics(rec: Recognized, kind: int) -> tuple:
    """A card without a record keeps only what is rules, not ability: an attachment's
    restriction when every line of the card was understood (else it has no legal host)."""
    if kind != ATTACHMENT:
        return ()
    return tuple(e for e in rec.effects if isinstance(e, AttachTarget)) if rec.modeled else ()


def _has_abilities(rec: Recognized) -> bool:
    """Did the recognizer find effects (not only keywords)? Then the card needs a record."""
    return any(not isinstance(e, AttachTarget) for e in rec.effects)


def _may_include(filter_sets: Mapping[CardFilter, frozenset[int]], kinds: tuple[int, ...],
                 granted: bool = False):
    """For the ability index: can a constant's target ever take in card c? Filtered targets
    only the cards their filter matches (any character or location for a filter on traits or
    loyalty, when ``granted``: an effect of the deck grants a trait or a loyalty, see
    rules.in_filter); "attached" only characters and locations; the rest (the event's cards,
    a choice) any card."""
    def may(target: Target, source: int, c: int) -> bool:
        if target.who == "attached":
            return kinds[c] in (CHARACTER, LOCATION)
        if target.filter is not None and target.who in ("each", "choose"):
            f = target.filter
            if granted and (f.traits or f.loyal is not None) and kinds[c] in (CHARACTER, LOCATION):
                return True
            return c in filter_sets[f]
        return True
    return may


def _granted_traits(abilities: tuple[tuple, ...]) -> frozenset[str]:
    """The traits an ability of the deck may grant (Knighted, The Wolf King)."""
    return frozenset(eff.value[1] for abs_ in abilities for ab in abs_ for eff in ab.effects
                     if eff.op == "grant" and eff.value[0] == "trait")


def _grant_kinds(abilities: tuple[tuple, ...]) -> frozenset[str]:
    """What the abilities of the deck may grant: "trait", "loyal" (Lysa Arryn), "ambush"
    (The Wolfswood), "icon", "keyword" ..."""
    return frozenset(eff.value[0] for abs_ in abilities for ab in abs_ for eff in ab.effects
                     if eff.op == "grant")


def _forbidden(abilities: tuple[tuple, ...]) -> frozenset[str]:
    """What an ability of the deck may say a card cannot do (marshal, stand, attack ...)."""
    return frozenset(eff.value for abs_ in abilities for ab in abs_ for eff in ab.effects
                     if eff.op == "cannot")


def _filters(abilities: tuple[tuple, ...]) -> set[CardFilter]:
    """Every CardFilter the abilities name (targets, costs, condition and effect values)."""
    found: set[CardFilter] = set()

    def visit(value: object) -> None:
        if isinstance(value, CardFilter):
            found.add(value)
        elif isinstance(value, (tuple, list)):
            for v in value:
                visit(v)

    for abs_ in abilities:
        for ab in abs_:
            for eff in ab.effects:
                visit(eff.target.filter)
                visit(eff.value)
                if isinstance(eff.per, Target):
                    visit(eff.per.filter)
            for cost in getattr(ab, "costs", ()):
                visit(cost.target.filter)
            for cond in ab.when:
                visit(cond.value)
            per = getattr(ab, "per", None)
            if per is not None:
                visit(per.value)
    return found


def _plot(card: Card, stat: str) -> int:
    stats = card.plot_stats
    value = getattr(stats, stat, None) if stats is not None else None
    return value if isinstance(value, int) else 0


def _guess_faction(entries: list) -> str | None:
    counts: dict[str, int] = {}
    for card, count in entries:
        f = (card.faction or "neutral").lower()
        if f != "neutral" and card.type in ("character", "location", "attachment", "event"):
            counts[f] = counts.get(f, 0) + count
    return max(sorted(counts), key=lambda f: counts[f]) if counts else None


FORMAT_ONLY_PLAYED = frozenset().union(*(f.params["format_only_allowed"] for f in FORMATS.values()))
"""The "X format only" formats a deck of some AGoT format may hold (melee)."""


# -- tables from a pool, cached -------------------------------------------------------------
def _deck_key(cards: Mapping[str, int], faction: str | None) -> tuple:
    return tuple(sorted(cards.items())), (faction or "").lower()


@per_pool(key=_deck_key, maxsize=256)
def table_for(pool: Any, cards: Mapping[str, int], faction: str | None) -> CardTable:
    """The table of a deck (card id -> count) in ``pool``; ActionError for unknown ids."""
    return build_table(deck_cards(pool, cards), faction)


def deck_card(card: Any) -> bool:
    """Can the card be in a deck the goldfish plays: a deck card (no title) legal in one of
    the game's formats? Draft and Hand of the King cards ("X format only", or printed in a
    draft or variant set) are legal in none, so the goldfish refuses a deck holding them."""
    return bool(card.deck_card) and (card.format_only is None or card.format_only in FORMAT_ONLY_PLAYED)


def pool_table(pool: Any) -> CardTable:
    """Every card of the pool that can be in a deck (``deck_card``) once, in one table the
    census reads; the census counts the others apart."""
    return table_for(pool, {c.id: 1 for c in pool.cards.values() if deck_card(c)}, None)
