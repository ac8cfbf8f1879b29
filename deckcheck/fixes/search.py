"""The search: per violation, a few small edits, each applied and the deck validated again.

A suggestion is kept only when the edited deck no longer has the violation and has no
violation the deck did not have before (a size that moves further from its bound counts
as new). Edits come from the violation itself (cut the named cards, cut the copies over
the limit, keep one of the listed titles) and from the game's hooks (what kind of card is
missing or too many, which pool cards fit the deck); when an edit only leaves a section
short or long, one more step refills or trims that section (the edits themselves are
built in ``edits.py``). Every step is bounded by ``Limits``: no request waits on a
combinatorial search.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import replace
from types import ModuleType

from deckcheck.fixes.edits import apply, fill_options, options_for, trim
from deckcheck.fixes.model import (
    ADD,
    LIMITS,
    REMOVE,
    SET,
    Edit,
    Limits,
    Need,
    Suggestion,
    ViolationFixes,
)
from deckcheck.games import get_game
from deckcheck.model import Card, Deck, Verdict, Violation
from deckcheck.pool import CardPool
from deckcheck.validator import resolve, validate

log = logging.getLogger("deckcheck.fixes")


class OutOfBudget(Exception):
    pass


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
        options = sorted(options_for(s, target), key=lambda edits: _cost(s, edits))[: s.limits.options]
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
    # a fix that brings more cards than the deck has is a new deck, not an edit of this one
    held = sum(n for n in s.deck.cards.values() if n > 0)
    found = [f for f in _distinct(s, found) if f.added <= held]
    if found:                                # the smallest edits only: no rebuild of the deck
        best = found[0].size
        found = [f for f in found if f.size <= max(2 * best, best + 3)]
    return ViolationFixes(target.code, tuple(found), None if found else "none")


def _distinct(s: Session, found: list[Suggestion]) -> list[Suggestion]:
    """One suggestion per deck it leads to ("cut 1 Let Go" and "keep 2 copies of Let Go" are
    one fix), the first (smallest) kept."""
    seen: set[frozenset[tuple[str, int]]] = set()
    out = []
    for f in found:
        result = frozenset((cid, n) for cid, n in apply(s.deck, f.edits).cards.items() if n > 0)
        if result not in seen:
            seen.add(result)
            out.append(f)
    return out


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
        refilled = _refill(s, deck, more, dropped, touched | bad, refill)
        if refilled is None:
            return None
        more = refilled
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


def suggest(deck: Deck, pool: CardPool, verdict: Verdict, hooks: ModuleType,
            limits: Limits = LIMITS) -> list[ViolationFixes]:
    """One ``ViolationFixes`` per violation of ``verdict``, in its order."""
    s = Session(deck, pool, verdict, hooks, limits)
    found = []
    for v in verdict.violations:
        try:
            found.append(fixes_for(s, v))
        except Exception:  # noqa: BLE001  (a bug in a game's hooks costs the suggestions, never the verdict)
            log.exception("fix suggestions for %s failed", v.code)
            found.append(ViolationFixes(v.code, (), "none"))
    return found
