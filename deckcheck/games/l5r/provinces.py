"""The province set ([000 §Deckbau], [000 §Provinzen, Provinzkarten]; shared/spec/decisions.md).

Exactly 5 provinces (the format's number), at most 1 copy per name, each in-clan or
neutral (or naming the deck's clan in ``allowed_clans``), and one province per element: there must be a way to give each province one of
its elements so that every element slot is filled once. A tomoe province (all five
elements) fits any slot, a two-element province either of its two, and a Seeker of X
role opens a second X slot (so one other element may stay empty). This is a bipartite
matching of at most a handful of provinces onto 5 or 6 slots, solved with augmenting
paths; when it fails the rule names the elements left without a province and the ones
wanted by too many.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from deckcheck.games.l5r import codes
from deckcheck.games.l5r.vocabulary import ELEMENTS, localized
from deckcheck.model import Violation
from deckcheck.rules import primitives
from deckcheck.rules.context import Context

Found = tuple[Violation, ...]


def province_count(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    expected = ctx.format.params["provinces"]
    if v.n_province == expected:
        return ()
    extra = tuple(c.id for c, _ in v.provinces) if v.n_province > expected else ()
    return (Violation(codes.PROVINCE_COUNT, extra, expected=expected, actual=v.n_province),)


def province_copies(ctx: Context) -> Found:
    """One copy per province name, whatever the ids (counted by title)."""
    v = ctx.cache["l5r"]
    provinces = v.provinces
    if v.n_province == len(provinces) and len({card.title for card, _ in provinces}) == len(provinces):
        return ()       # one copy of each id (counts >= 1 add up to the number of ids), distinct names
    return tuple(Violation(codes.PROVINCE_COPIES, tuple(group.ids), expected=1, actual=group.count,
                           params={"title": group.name})
                 for group in primitives.count_by_title(provinces).values() if group.count > 1)


def province_clan(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    clan = v.clan
    if clan is None:
        return ()
    wrong = tuple([c.id for c, _ in v.provinces
                   if c.faction != clan and c.faction != "neutral" and clan not in c.allowed_clans])
    if not wrong:
        return ()
    return (Violation(codes.PROVINCE_CLAN, wrong, actual=len(wrong), params=localized("clan", [clan])),)


def province_elements(ctx: Context) -> Found:
    v = ctx.cache["l5r"]
    expected = ctx.format.params["provinces"]
    if not expected or v.n_province != expected:
        return ()
    seeker = v.role_effect.seeker_element
    if seeker is None and len(v.provinces) == expected:
        single = v.index.element
        found = {single.get(card.id) for card, _ in v.provinces}
        if len(found) == expected and None not in found:
            return ()       # five one-element provinces of five different elements
    items: list[tuple[str, tuple[str, ...]]] = []
    for card, n in v.provinces:
        items.extend([(card.id, card.elements)] * n)
    elements = tuple([els for _, els in items])
    try:
        matching = _assigned(elements, seeker)
    except TypeError:                    # (elements given as lists: not hashable)
        matching = assign(elements, seeker)
    if all(matching.placed):
        return ()
    crowd, wanted = matching.crowd(elements)
    missing = [e for e in ELEMENTS if not matching.fill[e]]
    cards = tuple(dict.fromkeys(items[i][0] for i in sorted(crowd)))
    return (Violation(codes.PROVINCE_ELEMENTS, cards, expected=len(items),
                      actual=sum(matching.placed),
                      params={**localized("missing", missing, "element"),
                              **localized("doubled", [e for e in ELEMENTS if e in wanted], "element")}),)


class Matching:
    """A maximum matching of provinces (by index) onto element slots."""

    __slots__ = ("fill", "owner", "placed", "slots")

    def __init__(self, slots: list[str], owner: list[int], placed: list[bool]):
        self.slots = slots
        self.owner = owner
        self.placed = placed
        self.fill = dict.fromkeys(ELEMENTS, 0)
        for j, i in enumerate(owner):
            if i >= 0:
                self.fill[slots[j]] += 1

    def crowd(self, provinces: Sequence[Sequence[str]]) -> tuple[set[int], set[str]]:
        """The provinces that compete for too few slots, and those slots' elements: every
        province reachable from an unplaced one by switching provinces between slots
        (a set that breaks Hall's condition, so it does not depend on the search order)."""
        todo = [i for i, ok in enumerate(self.placed) if not ok]
        crowd, wanted = set(todo), set()
        while todo:
            i = todo.pop()
            for j, element in enumerate(self.slots):
                if element in provinces[i]:
                    wanted.add(element)
                    k = self.owner[j]
                    if k >= 0 and k not in crowd:
                        crowd.add(k)
                        todo.append(k)
        return crowd, wanted


@lru_cache(maxsize=1024)
def _assigned(provinces: tuple[tuple[str, ...], ...], seeker: str | None) -> Matching:
    """``assign`` once per province set (a few sets come up again and again; a Matching is
    only read once made)."""
    return assign(provinces, seeker)


def assign(provinces: Sequence[Sequence[str]], seeker: str | None = None) -> Matching:
    """Place each province (given by its elements) in an element slot; every element has
    one slot, the Seeker's element two. Augmenting paths give a maximum matching."""
    slots = [e for e in ELEMENTS for _ in range(2 if e == seeker else 1)]
    owner = [-1] * len(slots)

    def place(i: int, seen: list[bool]) -> bool:
        for j, element in enumerate(slots):
            if not seen[j] and element in provinces[i]:
                seen[j] = True
                if owner[j] < 0 or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    placed = [place(i, [False] * len(slots)) for i in range(len(provinces))]
    return Matching(slots, owner, placed)
