"""The search: per violation, a few small edits, each applied and the deck validated again.

A suggestion is kept only when the edited deck no longer has the violation and has no
violation the deck did not have before (a size that moves further from its bound counts
as new). Edits come from the violation itself (cut the named cards, cut the copies over
the limit, keep one of the listed titles) and from the game's hooks (what kind of card is
missing or too many, which pool cards fit the deck); when an edit only leaves a section
short or long, one more step refills or trims that section. Every step is bounded by
``Limits``: no request waits on a combinatorial search.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from types import ModuleType

from deckcheck.fixes.model import (
    ADD,
    DECLARE,
    LIMITS,
    REMOVE,
    SET,
    Edit,
    Excess,
    Limits,
    Need,
    Suggestion,
    ViolationFixes,
)
from deckcheck.model import Card, Deck, Verdict, Violation
from deckcheck.pool import CardPool
from deckcheck.validator import resolve, validate

Key = tuple[str, frozenset[str]]


class OutOfBudget(Exception):
    pass


def apply(deck: Deck, edits: Iterable[Edit]) -> Deck:
    """The deck after ``edits`` (copies never below 0; a card at 0 leaves the deck)."""
    cards = dict(deck.cards)
    fields: dict[str, str] = {}
    for e in edits:
        if e.op == DECLARE:
            fields[e.field or "faction"] = e.value or ""
            continue
        have = cards.get(e.card, 0)
        new = have - e.count if e.op == REMOVE else have + e.count if e.op == ADD else e.count
        if new > 0:
            cards[e.card] = new
        else:
            cards.pop(e.card, None)
    return replace(deck, cards=cards, **fields)


class Session:
    """One deck's search: the deck (card ids made canonical), its verdict, the budget."""

    def __init__(self, deck: Deck, pool: CardPool, verdict: Verdict, hooks: ModuleType,
                 limits: Limits = LIMITS):
        entries, unknown = resolve(deck, pool)
        cards = {card.id: n for card, n in entries}
        cards.update({i: deck.cards[i] for i in unknown if deck.cards.get(i, 0) > 0})
        self.deck = replace(deck, cards=cards)
        self.pool, self.verdict, self.hooks, self.limits = pool, verdict, hooks, limits
        self.fmt = verdict.format
        self.list_version = verdict.lists[0] if verdict.lists else None
        self.spent = 0
        self.before = list(verdict.violations)
        self.size_codes: Mapping[str, str] = getattr(hooks, "SIZE_CODES", {})
        self.refill_avoid: dict[tuple[Edit, ...], Callable[[Card], bool]] = {}
        from deckcheck.games import get_game
        self.format_params = get_game(deck.game).format(self.fmt).params
        self.cap = int(self.format_params.get("copies") or 3)

    # -- the deck -------------------------------------------------------------------------------
    def card(self, card_id: str) -> Card | None:
        return self.pool.cards.get(card_id)

    def section(self, card: Card) -> str:
        return self.hooks.section(card)

    def copies(self, deck: Deck) -> dict[str, int]:
        """Copies per title in ``deck``."""
        found: dict[str, int] = {}
        for cid, n in deck.cards.items():
            card = self.card(cid)
            if card is not None:
                found[card.title] = found.get(card.title, 0) + n
        return found

    def room(self, card: Card, copies: Mapping[str, int]) -> int:
        return max(0, min(card.deck_limit, self.cap) - copies.get(card.title, 0))

    # -- judging an edited deck -------------------------------------------------------------------
    def check(self, deck: Deck) -> Verdict:
        if self.spent >= self.limits.validations:
            raise OutOfBudget
        self.spent += 1
        return validate(deck, self.pool, self.fmt)

    def new_problems(self, target: Violation, after: Verdict) -> list[Violation] | None:
        """None when ``target`` is still there; else the violations ``after`` has that the
        deck did not have (a size further from its bound is new too)."""
        if any(_same(target, v) for v in after.violations):
            return None
        return [v for v in after.violations if not any(self._not_worse(old, v) for old in self.before)]

    def _not_worse(self, old: Violation, new: Violation) -> bool:
        """``new`` is ``old`` again, or less of it: the same code (and section), no card
        ``old`` did not name, its number no further from the bound."""
        if old.code != new.code:
            return False
        if old.code in self.size_codes:
            if (old.params or {}).get("section") != (new.params or {}).get("section"):
                return False
        elif not set(new.cards) <= set(old.cards):
            return False
        if old.expected is None or new.expected is None or old.actual is None or new.actual is None:
            return True
        return abs(new.actual - new.expected) <= abs(old.actual - old.expected)


def _same(target: Violation, v: Violation) -> bool:
    if v.code != target.code:
        return False
    if not target.cards or not v.cards:
        return (target.params or {}).get("section") == (v.params or {}).get("section")
    return not set(target.cards).isdisjoint(v.cards)


# -- the search for one violation ------------------------------------------------------------------
def fixes_for(s: Session, target: Violation) -> ViolationFixes:
    reason = getattr(s.hooks, "NO_FIX", {}).get(target.code)
    if reason is not None:
        return ViolationFixes(target.code, (), reason)
    found: list[Suggestion] = []
    start = s.spent
    try:
        options = sorted(_options(s, target), key=lambda edits: _cost(s, edits))[: s.limits.options]
        seen: set[tuple[Edit, ...]] = set()
        for edits in options:
            if len(found) >= s.limits.suggestions or s.spent - start >= s.limits.per_violation:
                break
            if edits in seen or not edits:
                continue
            seen.add(edits)
            fixed = _try(s, target, edits)
            if fixed is not None and fixed.edits not in {f.edits for f in found}:
                found.append(fixed)
    except OutOfBudget:
        pass
    found.sort(key=lambda f: (f.size, len(f.edits)))
    if found:                                # the smallest edits only: no rebuild of the deck
        best = found[0].size
        found = [f for f in found if f.size <= max(2 * best, best + 3)]
    return ViolationFixes(target.code, tuple(found), None if found else "none")


def _cost(s: Session, edits: tuple[Edit, ...]) -> tuple[int, int]:
    return (_suggestion(s, edits).size, len(edits))


def _suggestion(s: Session, edits: tuple[Edit, ...]) -> Suggestion:
    removed = added = 0
    for e in edits:
        if e.op == REMOVE:
            removed += e.count
        elif e.op == ADD:
            added += e.count
        elif e.op == SET:
            have = s.deck.cards.get(e.card or "", 0)
            removed += max(0, have - e.count)
            added += max(0, e.count - have)
    return Suggestion(edits, removed, added)


def _try(s: Session, target: Violation, edits: tuple[Edit, ...]) -> Suggestion | None:
    """The edits, or the edits and one refill/trim step, when that leaves the deck without
    ``target`` and without new violations."""
    deck = apply(s.deck, edits)
    new = s.new_problems(target, s.check(deck))
    if new is None:
        return None
    if not new:
        return _suggestion(s, edits)
    if not all(v.code in s.size_codes for v in new):
        return None
    more: tuple[Edit, ...] = ()
    touched = {e.card for e in edits}
    avoid = s.refill_avoid.get(edits)
    refill = (lambda c: not avoid(c)) if avoid is not None else None
    for v in new:
        section = s.size_codes[v.code]
        if v.actual is None or v.expected is None:
            return None
        if v.actual < v.expected:
            fills = fill_options(s, deck, Need(section, v.expected - v.actual, refill), avoid=touched)
            if not fills:
                return None
            more += fills[0]
        else:
            more += trim(s, deck, section, v.actual - v.expected, keep=touched)
    for _ in range(3):
        whole = edits + more
        new = s.new_problems(target, s.check(apply(s.deck, whole)))
        if new is None:
            return None
        if not new:
            return _suggestion(s, whole)
        bad = {c for v in new for c in v.cards}
        dropped = tuple(e for e in more if not (e.op == ADD and e.card in bad))
        if dropped == more:
            return None
        more = _refill(s, deck, more, dropped, touched | bad, refill)
        if more is None:
            return None
    return None


def _refill(s: Session, deck: Deck, more: tuple[Edit, ...], kept: tuple[Edit, ...],
            avoid: set, matches: Callable[[Card], bool] | None) -> tuple[Edit, ...] | None:
    """``kept`` plus new fills for the copies the dropped adds were to bring, by section."""
    short: dict[str, int] = {}
    for e in more:
        if e.op == ADD and e not in kept:
            card = s.card(e.card or "")
            if card is None:
                return None
            short[s.section(card)] = short.get(s.section(card), 0) + e.count
    result = kept
    for section, n in short.items():
        fills = fill_options(s, apply(deck, kept), Need(section, n, matches), avoid=avoid)
        if not fills:
            return None
        result += fills[0]
    return result


# -- edit options -------------------------------------------------------------------------------
def _options(s: Session, v: Violation) -> list[tuple[Edit, ...]]:
    hooks = s.hooks
    out: list[tuple[Edit, ...]] = []
    for fld, value in getattr(hooks, "declarations", _none)(s, v) or ():
        out.append((Edit(DECLARE, field=fld, value=value),))
    section = s.size_codes.get(v.code)
    if section is not None and v.actual is not None and v.expected is not None:
        if v.actual < v.expected:
            out += fill_options(s, s.deck, Need(section, v.expected - v.actual))
        elif v.actual > v.expected:
            out.append(trim(s, s.deck, section, v.actual - v.expected))
    out += getattr(hooks, "options", _none)(s, v) or ()
    need = getattr(hooks, "needs", _none)(s, v)
    if need is not None:
        for fill in fill_options(s, s.deck, need):
            if not need.exact_section:
                out.append(fill)
                continue
            after = apply(s.deck, fill)
            for cut in trims(s, after, need.section, need.count, {e.card for e in fill}, need.matches):
                out.append(fill + cut)
    excess = getattr(hooks, "excess", _none)(s, v)
    if excess is not None:
        cut = cut_matching(s, excess)
        if cut:
            out.append(cut)
            s.refill_avoid[cut] = excess.matches
    if v.code not in getattr(hooks, "HOOK_ONLY", ()):
        out += card_options(s, v)
    return out


def trims(s: Session, deck: Deck, section: str, count: int, keep: set,
          matches: Callable[[Card], bool] | None) -> list[tuple[Edit, ...]]:
    """``trim``, and for a single copy also each other card of the section alone (bounded)."""
    out = [trim(s, deck, section, count, keep, matches)]
    if count == 1:
        for cid in sorted(deck.cards):
            card = s.card(cid)
            if len(out) > 8:
                break
            if card is not None and cid not in keep and s.section(card) == section \
                    and not (matches and matches(card)):
                edit = (Edit(REMOVE, cid, 1),)
                if edit not in out:
                    out.append(edit)
    return out


def _none(*_args: object) -> None:
    return None


def card_options(s: Session, v: Violation) -> list[tuple[Edit, ...]]:
    """Cut what the violation names: the copies over its number, one title, every title
    but one, all of them."""
    titles: dict[str, list[str]] = {}
    for cid in v.cards:
        card = s.card(cid)
        if card is not None and s.deck.cards.get(cid, 0) > 0:
            titles.setdefault(card.title, []).append(cid)
    if not titles:
        return []
    out: list[tuple[Edit, ...]] = []

    def cut(ids: Iterable[str]) -> tuple[Edit, ...]:
        return tuple(Edit(REMOVE, i, s.deck.cards[i]) for i in dict.fromkeys(ids))

    ids = next(iter(titles.values()))
    if len(titles) == 1 and v.expected is not None and v.actual is not None and v.actual > v.expected \
            and v.actual == sum(s.deck.cards[i] for i in ids):      # the numbers are its copies
        over = v.actual - v.expected
        edits: list[Edit] = []
        for cid in reversed(ids):            # the copies named last go first
            n = min(over, s.deck.cards[cid])
            if n:
                left = s.deck.cards[cid] - n
                edits.append(Edit(SET, cid, left) if left else Edit(REMOVE, cid, n))
                over -= n
        out.append(tuple(edits))
    for ids in titles.values():
        out.append(cut(ids))
        for cid in ids:                      # one copy fewer (doubled plots, splash over budget)
            if s.deck.cards[cid] > 1:
                out.append((Edit(SET, cid, s.deck.cards[cid] - 1),))
    if len(titles) > 1 and v.expected == 1:            # one copy of each title
        out.append(tuple(Edit(SET, ids[0], 1) for ids in titles.values())
                   + tuple(Edit(REMOVE, i, s.deck.cards[i]) for ids in titles.values() for i in ids[1:]))
    if len(titles) > 1 and v.expected and v.actual and 0 < v.actual - v.expected < len(titles):
        by_copies = sorted(titles.items(), key=lambda t: (sum(s.deck.cards[i] for i in t[1]), t[0]))
        out.append(cut(i for _, ids in by_copies[: v.actual - v.expected] for i in ids))
    if len(titles) > 1:
        for keep in titles:
            out.append(cut(i for t, ids in titles.items() if t != keep for i in ids))
        out.append(cut(i for ids in titles.values() for i in ids))
    return out


def fill_options(s: Session, deck: Deck, need: Need, avoid: Iterable[str | None] = ()) -> list[tuple[Edit, ...]]:
    """Up to two ways to add ``need.count`` copies (or titles) to ``need.section``: more
    copies of the deck's own cards, then cards of the pool that fit the deck."""
    avoid = set(avoid)
    copies = s.copies(deck)
    matches = need.matches or (lambda c: True)
    bad = {c for v in s.before for c in v.cards}

    def fits(card: Card) -> bool:
        return (card.id not in avoid and card.id not in bad and card.deck_card
                and s.section(card) == need.section and matches(card))

    own = [c for c in (s.card(i) for i in deck.cards) if c is not None and fits(c)]
    own.sort(key=lambda c: (-deck.cards[c.id], c.id))
    new: list[Card] = []
    for card in s.hooks.candidates(s, deck, need.section):
        if len(new) >= s.limits.candidates:
            break
        if card.title not in copies and fits(card):
            new.append(card)
    out = []
    sources = [new] if need.distinct else [own, new]
    for cards in sources:
        edits = _greedy(s, cards, copies, need.count, need.distinct)
        if edits:
            out.append(edits)
    return out


def _greedy(s: Session, cards: list[Card], copies: Mapping[str, int], count: int,
            distinct: bool) -> tuple[Edit, ...] | None:
    edits: list[Edit] = []
    left = count
    titles: set[str] = set()
    for card in cards:
        if left <= 0:
            break
        if card.title in titles:
            continue
        n = 1 if distinct else min(left, s.room(card, copies))
        if n <= 0:
            continue
        titles.add(card.title)
        edits.append(Edit(ADD, card.id, n))
        left -= n
    return tuple(edits) if left <= 0 else None


def trim(s: Session, deck: Deck, section: str, count: int, keep: Iterable[str | None] = (),
         matches: Callable[[Card], bool] | None = None) -> tuple[Edit, ...]:
    """Cut ``count`` copies from ``section``: one at a time from the cards with the most
    copies (never ``keep``, never cards ``matches`` accepts)."""
    keep = set(keep)
    pool = []
    for cid, n in deck.cards.items():
        card = s.card(cid)
        if card is None or cid in keep or s.section(card) != section or (matches and matches(card)):
            continue
        pool.append([cid, n])
    pool.sort(key=lambda e: (-e[1], e[0]))
    cut: dict[str, int] = {}
    left = count
    while left > 0 and any(n > 0 for _, n in pool):
        for entry in pool:
            if left <= 0:
                break
            if entry[1] > 0:
                entry[1] -= 1
                cut[entry[0]] = cut.get(entry[0], 0) + 1
                left -= 1
    return tuple(Edit(REMOVE, cid, n) for cid, n in cut.items())


def cut_matching(s: Session, excess: Excess) -> tuple[Edit, ...]:
    """Cut copies the excess names until it is gone: heaviest first, then most copies; the
    section is refilled by the search when it runs short."""
    cards = [(c, n) for c, n in ((s.card(i), n) for i, n in s.deck.cards.items())
             if c is not None and excess.matches(c)]
    weight = excess.weight or (lambda c: 1)
    cards.sort(key=lambda e: (-weight(e[0]), -e[1], e[0].id))
    left = excess.count
    edits = []
    for card, n in cards:
        if left <= 0:
            break
        w = max(1, weight(card))
        k = min(n, -(-left // w))
        edits.append(Edit(REMOVE, card.id, k, influence=w if excess.influence else None))
        left -= k * w
    return tuple(edits) if left <= 0 else ()


def suggest(deck: Deck, pool: CardPool, verdict: Verdict, hooks: ModuleType,
            limits: Limits = LIMITS) -> list[ViolationFixes]:
    """One ``ViolationFixes`` per violation of ``verdict``, in its order."""
    s = Session(deck, pool, verdict, hooks, limits)
    return [fixes_for(s, v) for v in verdict.violations]
