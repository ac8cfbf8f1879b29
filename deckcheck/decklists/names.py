"""Card names as people type them -> cards of the pool.

A name resolves when every card with that name (in any language, after
normalization) is the same game object: same title, type, deck side, faction and
loyalty (AGoT reprints that changed faction or loyalty are different for the deck
rules, so a name alone is ambiguous between them). Then the
printing is chosen: the one from the pack the line names ("(Core Set)", "(Core)"),
else the newest constructed-legal printing released by ``as_of``. Different cards
with one name (an L5R dynasty and a conflict "Isawa Tadaka", an AGoT character and
attachment "Ghost") are told apart by the section heading; if that does not settle
it, the name is ambiguous and the reader reports the candidates.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from deckcheck.decklists.budget import WorkBudget, search
from deckcheck.decklists.problems import AMBIGUOUS_NAME, UNKNOWN_NAME
from deckcheck.decklists.vocabulary import Section
from deckcheck.model import Card
from deckcheck.pool import Candidate, CardPool
from deckcheck.text import normalize_name


@dataclass(frozen=True, slots=True)
class Resolved:
    card: Card | None
    code: str | None = None                      # UNKNOWN_NAME | AMBIGUOUS_NAME when no card
    candidates: tuple[Candidate, ...] = ()
    name: str = ""                               # the name part (a pack suffix removed)


def split_pack_suffix(text: str) -> tuple[str, str | None]:
    """'Robert Baratheon (Core Set)' -> ('Robert Baratheon', 'Core Set')."""
    text = text.strip()
    if text.endswith(")") and "(" in text:
        cut = text.rindex("(")
        name, hint = text[:cut].strip(), text[cut + 1:-1].strip()
        if name and hint:
            return name, hint
    return text, None


def _identity(card: Card) -> tuple:
    """What makes two printings of a title the same card for the deck rules."""
    return (card.title, card.type, card.side, card.faction, card.loyal)


class NameResolver:
    """Resolve names against one pool; ``packs`` maps normalized pack names/codes to pack ids."""

    def __init__(self, pool: CardPool, as_of: date | None = None,
                 packs: Mapping[str, str] | None = None, budget: WorkBudget | None = None):
        self.pool = pool
        self.budget = budget      # the request's work budget: every fuzzy search goes through it
        self.as_of = as_of or date.today()
        self.packs = packs or {}

    def exact(self, text: str) -> tuple[tuple[Card, ...], str, str | None]:
        """Cards named exactly ``text`` (or ``text`` without a '(Pack)' suffix)."""
        found = self.pool.find(text)
        if found:
            return found, text, None
        name, hint = split_pack_suffix(text)
        if hint is not None:
            found = self.pool.find(name)
            if found:
                return found, name, hint
        return (), name, hint

    def resolve(self, text: str, section: Section | None = None, suggest: bool = True) -> Resolved:
        cards, name, hint = self.exact(text)
        if not cards:
            candidates = self.suggest(name, section) if suggest else ()
            return Resolved(None, UNKNOWN_NAME, candidates, name)
        if section is not None:
            admitted = tuple(c for c in cards if section.admits(c))
            cards = admitted or cards
        if hint is not None:
            in_pack = self._in_pack(cards, hint)
            cards = in_pack or cards
        groups: dict[tuple, list[Card]] = {}
        for card in cards:
            groups.setdefault(_identity(card), []).append(card)
        if len(groups) == 1:
            return Resolved(self.pick_printing(cards), None, (), name)
        candidates = tuple(Candidate(self.pick_printing(tuple(g)), 100.0, name, "en")
                           for g in groups.values())
        return Resolved(None, AMBIGUOUS_NAME, candidates, name)

    def suggest(self, name: str, section: Section | None = None, limit: int = 5) -> tuple[Candidate, ...]:
        ranked = search(self.pool, name, limit * 3, self.budget)
        if section is not None:   # a card that fits the section gets a small head start
            ranked = tuple(sorted(ranked, key=lambda c: -(c.score + (5.0 if section.admits(c.card) else 0.0))))
        out: dict[tuple, Candidate] = {}   # one candidate per game object, not per printing
        for cand in ranked:
            c = cand.card
            key = _identity(c)
            if key not in out:
                same = [o for o in self.pool.printings(c) if _identity(o) == key]
                best = self.pick_printing(same or [c])
                out[key] = Candidate(best, cand.score, cand.matched, cand.locale)
            if len(out) == limit:
                break
        return tuple(out.values())

    def pick_printing(self, cards: tuple[Card, ...] | list[Card]) -> Card:
        as_of = self.as_of

        def key(c: Card) -> tuple:
            released = c.released or date.min
            return (c.format_only is None, c.deck_card, released <= as_of, released, c.id)

        return max(cards, key=key)

    def _in_pack(self, cards: tuple[Card, ...], hint: str) -> tuple[Card, ...]:
        key = normalize_name(hint)
        pack_id = self.packs.get(key)
        out = []
        for card in cards:
            for pid in card.packs:
                if pid == pack_id or normalize_name(pid) == key:
                    out.append(card)
                    break
        return tuple(out)
