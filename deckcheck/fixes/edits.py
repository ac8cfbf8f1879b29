"""The edits the search tries for one violation: cut what it names (the copies over its
number, one title, every title but one), refill or trim a section, add what a minimum
needs, cut what a maximum has too much of. Pure functions of the search's session (``SearchSession``);
none of them validates (the search does)."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from deckcheck.fixes.model import ADD, DECLARE, REMOVE, SET, Edit, Excess, Need, SearchSession
from deckcheck.model import Card, Deck, Violation


def apply(deck: Deck, edits: Iterable[Edit]) -> Deck:
    """The deck after ``edits`` (copies never below 0; a card at 0 leaves the deck)."""
    cards = dict(deck.cards)
    fields: dict[str, Any] = {}
    for e in edits:
        if e.op == DECLARE:
            fields[e.field or "faction"] = e.value or ""
            continue
        card_id = e.card or ""          # (an edit of a card always names it)
        have = cards.get(card_id, 0)
        new = have - e.count if e.op == REMOVE else have + e.count if e.op == ADD else e.count
        if new > 0:
            cards[card_id] = new
        else:
            cards.pop(card_id, None)
    return replace(deck, cards=cards, **fields)


# -- edit options -------------------------------------------------------------------------------
def options_for(s: SearchSession, v: Violation) -> list[tuple[Edit, ...]]:
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


def trims(s: SearchSession, deck: Deck, section: str, count: int, keep: set,
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


def card_options(s: SearchSession, v: Violation) -> list[tuple[Edit, ...]]:
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


def fill_options(s: SearchSession, deck: Deck, need: Need, avoid: Iterable[str | None] = ()) -> list[tuple[Edit, ...]]:
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


def _greedy(s: SearchSession, cards: list[Card], copies: Mapping[str, int], count: int,
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


def trim(s: SearchSession, deck: Deck, section: str, count: int, keep: Iterable[str | None] = (),
         matches: Callable[[Card], bool] | None = None) -> tuple[Edit, ...]:
    """Cut ``count`` copies from ``section``: one at a time from the cards with the most
    copies (never ``keep``, never cards ``matches`` accepts)."""
    keep = set(keep)
    pool: list[list[Any]] = []      # [card id, copies left to cut]
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


def cut_matching(s: SearchSession, excess: Excess) -> tuple[Edit, ...]:
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
