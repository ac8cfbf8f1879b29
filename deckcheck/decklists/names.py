"""Card names as people type them -> cards of the pool, read in the deck's context.

**Which cards a name can mean.** Every card whose name (in any language, after
normalization) is the name typed, or the card whose id is the whole entry (``01047``,
``guest-of-honor``, ``01-guest-of-honor``). Printings of one game object (same title,
type, deck side, faction and loyalty: AGoT reprints that changed faction or loyalty
are different for the deck rules) count once. Then the context decides, in this order:

1. the pack the line names ("(Core Set)", "(Core)", "(TRtW)": the pack's name, code or id
   as the pool knows them, ``CardPool.pack_id``, or as the ``packs`` table given says),
   even one not yet released: only the cards printed in that pack are candidates. In AGoT
   every printing has its own id and a later card of the same name is often another card
   (a redesign, a new version), so "Theon Greyjoy (Core Set)" is 01071 and never the newest
   Theon; a card id printed in several packs (``Card.packs``) is named by each of them.
   A pack that settles nothing (no pack is called that, or it has no card of the name) is
   never read as another card: the line is read only when the heading, the day and the
   deck's faction (below) leave one card of the name (one Hodor; "(One copy starts on the
   board.)" after a name only one card has); else its cards, each labelled with its pack,
   are the candidates of an AMBIGUOUS_NAME (``unknown_pack`` / ``not_in_pack``);
2. the section heading: an L5R dynasty and a conflict "Isawa Tadaka", an AGoT character
   and attachment "Ghost" (only when the heading admits some of the cards);
3. the day (``as_of``): cards not released by then are not candidates, unless no
   released card has the name at all (then the line is read as the unreleased card and
   the deck rules say it was not yet released that day);
4. the deck's faction (AGoT faction line, L5R clan of the stronghold or of a clan line,
   WHI capital): a card of that faction, else a neutral one. The plain-text reader
   resolves such lines after the whole list was read, so a stronghold below the cards
   counts too.

One game object left: the newest constructed-legal printing released by ``as_of`` is
read (with no pack named, "Theon Greyjoy" is the newest Theon of the day). Several: the
name is ambiguous and the candidates are reported (each labelled with its pack and
faction).

**Corrections.** A name no card has is read as the card it plainly misspells, and the
reading says so (a ``Correction``, listed in every verdict): the nearest name, counted
in edits on the normalized names (insert, delete, substitute a character, swap two
neighbours: Damerau-Levenshtein as optimal string alignment, ``CardPool.nearest``), is

- at most ``max_edits(n)`` edits away, ``n`` the length of the normalized name typed:
  none below ``MIN_CORRECTED_LENGTH`` (4) characters, 1 below 8, else the larger of 2
  and a fifth of the length (``Hodorr`` 1 edit of 1, ``Spida Riders`` 2 of 2,
  ``Sorcerer of Tzneetch`` 2 of 4);
- ahead of every other card's name by at least ``CORRECTION_GAP`` (2) edits
  (``Melisandr`` is 1 edit from five different Melisandres: not corrected; ``Tyrion
  Lanister`` is 1 from Tyrion Lannister and 3 from Tywin Lannister: corrected);
- a released card the section heading admits.

The corrected name is then read like a typed one (section, pack, day, faction); if that
leaves several cards the line stays unread with them as candidates. ``strict`` reading
(an option of every surface, a setting of each event) corrects nothing: the line stays
unread, the close card named as the candidate.

Fuzzy look-ups (ranked suggestions and the nearest names) all go through
``NameResolver._fuzzy``, memoized per resolver: one reading never searches a name twice.
Both also go through the request's work budget (``deckcheck.decklists.budget``), memoized
across the request's decks. Corrections need only the nearest names (~0.5 ms a name);
``suggest=False`` or a spent suggestion allowance drops only the ranked suggestions (~5-20
ms), so whether a line is corrected, and with it the verdict, never depends on how many
suggestions were made before: a request that needs more corrections than its budget
allows is refused as a whole (REQUEST_TOO_LARGE).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date

from deckcheck.decklists.budget import WorkBudget, nearest, search
from deckcheck.decklists.problems import AMBIGUOUS_NAME, UNKNOWN_NAME
from deckcheck.decklists.vocabulary import Section
from deckcheck.model import Card
from deckcheck.pool import Candidate, CardPool
from deckcheck.text import normalize_name

MIN_CORRECTED_LENGTH = 4    # shorter names are never corrected
CORRECTION_GAP = 2          # edits by which the nearest name must beat every other card's
NEAREST_LIMIT = 12          # names looked at around the nearest (a card has a few, one per language)
MAX_NEAREST_LOOKUPS = 100   # names a reading looks for corrections of (a deck has ~70 lines; more
                            # unknown names than that is not a decklist, and its lines stay unread)


def max_edits(length: int) -> int:
    """How many edits a name of ``length`` characters may be from the card it is read as."""
    if length < MIN_CORRECTED_LENGTH:
        return 0
    if length < 8:
        return 1
    return max(2, length // 5)


@dataclass(frozen=True, slots=True)
class Resolved:
    card: Card | None
    code: str | None = None                      # UNKNOWN_NAME | AMBIGUOUS_NAME when no card
    candidates: tuple[Candidate, ...] = ()
    name: str = ""                               # the name part (a pack suffix removed)
    corrected: bool = False                      # read only after correcting the name
    score: float = 100.0                         # how close the name typed is (100 = exact)
    variant: str | None = None                   # the problem's sentence ("strict": not corrected)
    pack: str | None = None                      # the pack named, when it did not settle the card


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
    """Resolve names against one pool; ``packs`` maps normalized pack names/codes to pack ids.
    ``strict``: never read a misspelled name as the card it is close to."""

    def __init__(self, pool: CardPool, as_of: date | None = None,
                 packs: Mapping[str, str] | None = None, strict: bool = False,
                 budget: WorkBudget | None = None):
        self.pool = pool
        self.budget = budget      # the request's work budget: every fuzzy search goes through it
        self.as_of = as_of or date.today()
        self.packs = packs or {}
        self.strict = strict
        self._memo: dict[tuple[str, str], tuple] = {}
        self._nearest_lookups = 0

    # -- exact ---------------------------------------------------------------------------
    def exact(self, text: str) -> tuple[tuple[Card, ...], str, str | None]:
        """Cards named exactly ``text`` (or ``text`` without a '(Pack)' suffix), or the card
        whose id is ``text``."""
        found = self.pool.find(text)
        if found:
            return found, text, None
        name, hint = split_pack_suffix(text)
        if hint is not None:
            found = self.pool.find(name)
            if found:
                return found, name, hint
        card = self.by_id(text)
        if card is not None:
            return (card,), text.strip(), None
        return (), name, hint

    def by_id(self, text: str) -> Card | None:
        """The card whose id (or id alias) is the whole of ``text``: one token, no spaces."""
        token = text.strip()
        if not token or len(token) > 100 or any(ch.isspace() for ch in token):
            return None
        return self.pool.card(token)

    # -- resolving ---------------------------------------------------------------------------
    def resolve(self, text: str, section: Section | None = None, suggest: bool = True,
                faction: str | None = None, correct: bool = True) -> Resolved:
        """The card ``text`` names in this context. ``correct=False`` corrects no misspelled
        name; ``suggest=False`` ranks no suggestions for an unknown name (the costly look-up:
        ~5-20 ms against ~0.5 ms for the nearest names, so corrections, which decide a verdict,
        never depend on a suggestion budget)."""
        found = self.pool.find(text)
        name, hint = text, None
        if not found:
            name, hint = split_pack_suffix(text)
            found = self.pool.find(name) if hint is not None else ()
        if found:
            return self._choose(found, name, hint, section, faction)
        card = self.by_id(text)
        if card is not None:
            return Resolved(card, None, (), text.strip())
        if correct:
            corrected = self._correct(name, hint, section, faction)
            if corrected is not None:
                return corrected
        return Resolved(None, UNKNOWN_NAME, self.suggest(name, section) if suggest else (), name)

    def _choose(self, cards: Iterable[Card], name: str, hint: str | None, section: Section | None,
                faction: str | None) -> Resolved:
        cards = tuple(cards)
        if hint is not None:
            pack_id = self.pack_id(hint)
            in_pack = tuple(c for c in cards if pack_id is not None and pack_id in c.packs)
            if not in_pack:
                return self._without_pack(cards, name, hint, pack_id, section, faction)
            cards = in_pack
        if section is not None:
            cards = tuple(c for c in cards if section.admits(c)) or cards
        cards = tuple(c for c in cards if self.released(c)) or cards
        groups = self._groups(cards)
        if len(groups) > 1 and faction:
            groups = _of_faction(groups, faction)
        if len(groups) == 1:
            return Resolved(self.pick_printing(groups[0]), None, (), name)
        candidates = tuple(self._candidate(self.pick_printing(g), 100.0, name, "en") for g in groups)
        # under a heading that did not settle it, the advice is the pack or the id
        return Resolved(None, AMBIGUOUS_NAME, candidates, name, variant=None if section is None else "pack")

    def _without_pack(self, cards: tuple[Card, ...], name: str, hint: str, pack_id: str | None,
                      section: Section | None, faction: str | None) -> Resolved:
        """The line names a pack we do not know, or one with no card of that name: it is read
        only when the name leaves no choice (one card in the section, the day and the deck's
        faction); else the cards are the candidates (AMBIGUOUS_NAME), never the newest."""
        if section is not None:
            cards = tuple(c for c in cards if section.admits(c)) or cards
        cards = tuple(c for c in cards if self.released(c)) or cards
        if len(cards) > 1 and faction:
            cards = tuple(g[0] for g in _of_faction([(c,) for c in cards], faction))
        if len(cards) == 1:
            return Resolved(cards[0], None, (), name)
        candidates = tuple(self._candidate(c, 100.0, name, "en")
                           for c in sorted(cards, key=lambda c: (c.released or date.max, c.id)))
        return Resolved(None, AMBIGUOUS_NAME, candidates, name,
                        variant="unknown_pack" if pack_id is None else "not_in_pack", pack=hint)

    def pack_id(self, hint: str) -> str | None:
        """The pack a '(Pack)' suffix names: by the name, code or id the pool knows (or the
        ``packs`` the resolver was given)."""
        return self.packs.get(normalize_name(hint)) or self.pool.pack_id(hint)

    def released(self, card: Card) -> bool:
        return card.released is None or card.released <= self.as_of

    @staticmethod
    def _groups(cards: Iterable[Card]) -> list[tuple[Card, ...]]:
        groups: dict[tuple, list[Card]] = {}
        for card in cards:
            groups.setdefault(_identity(card), []).append(card)
        return [tuple(g) for g in groups.values()]

    def _candidate(self, card: Card, score: float, matched: str, locale: str) -> Candidate:
        pack = self.pool.newest_pack(card)
        return Candidate(card, score, matched, locale, pack)

    # -- corrections ----------------------------------------------------------------------------
    def nearest_name(self, name: str, section: Section | None = None) -> tuple[str, int] | None:
        """The name key a misspelled ``name`` plainly means, with its edits, or None (see the
        module's docstring for the rule)."""
        key = normalize_name(name)
        bound = max_edits(len(key))
        if not bound:
            return None
        numbers = _numbers(key)
        hits = []
        for found, edits in self._fuzzy("nearest", key):
            cards = [c for c in self.pool.find(found) if self.released(c)]
            if cards and _numbers(found) == numbers:     # a number is never corrected away
                hits.append((found, edits, cards))
        if not hits or hits[0][1] > bound:
            return None
        best, edits, cards = hits[0]
        titles = {c.title for c in cards}
        for _, other_edits, others in hits[1:]:
            if other_edits - edits < CORRECTION_GAP and any(c.title not in titles for c in others):
                return None
        if section is not None and not any(section.admits(c) for c in cards):
            return None
        return best, edits

    def _correct(self, name: str, hint: str | None, section: Section | None,
                 faction: str | None) -> Resolved | None:
        near = self.nearest_name(name, section)
        if near is None:
            return None
        key, edits = near
        score = round(100.0 * (1 - edits / max(len(key), len(normalize_name(name)), 1)), 1)
        chosen = self._choose(self.pool.find(key), key, hint, section, faction)
        if chosen.card is None:          # the corrected name has several cards: they are the candidates
            candidates = tuple(Candidate(c.card, score, c.matched, c.locale, c.pack) for c in chosen.candidates)
            return Resolved(None, UNKNOWN_NAME, candidates, name)
        typed = next((m for m in self.pool.matches(key) if m.card.id == chosen.card.id), None)
        matched, locale = (typed.matched, typed.locale) if typed else (chosen.card.name, "en")
        candidate = self._candidate(chosen.card, score, matched, locale)
        if self.strict:
            return Resolved(None, UNKNOWN_NAME, (candidate,), name, variant="strict")
        return Resolved(chosen.card, None, (candidate,), name, corrected=True, score=score)

    # -- suggestions ----------------------------------------------------------------------------
    def suggest(self, name: str, section: Section | None = None, limit: int = 5) -> tuple[Candidate, ...]:
        """Ranked candidates for an unknown name: one per game object, released ones only."""
        ranked = self._fuzzy("ranked", normalize_name(name))
        if section is not None:   # a card that fits the section gets a small head start
            ranked = tuple(sorted(ranked, key=lambda c: -(c.score + (5.0 if section.admits(c.card) else 0.0))))
        out: dict[tuple, Candidate] = {}
        for cand in ranked:
            c = cand.card
            key = _identity(c)
            if key in out:
                continue
            same = [o for o in self.pool.printings(c) if _identity(o) == key and self.released(o)]
            if not same:
                continue
            out[key] = self._candidate(self.pick_printing(same), cand.score, cand.matched, cand.locale)
            if len(out) == limit:
                break
        return tuple(out.values())

    def _fuzzy(self, kind: str, key: str) -> tuple:
        """Every fuzzy look-up of the resolver, memoized: ``"ranked"`` candidates (for
        suggestions) or the ``"nearest"`` name keys with their edits (for corrections)."""
        memo = self._memo.get((kind, key))
        if memo is not None:
            return memo
        if kind == "ranked":
            found: tuple = search(self.pool, key, 15, self.budget) if key else ()
        elif self._nearest_lookups >= MAX_NEAREST_LOOKUPS:
            found = ()
        else:
            self._nearest_lookups += 1
            found = nearest(self.pool, key, max_edits(len(key)) + CORRECTION_GAP - 1, NEAREST_LIMIT,
                            self.budget)
        self._memo[(kind, key)] = found
        return found

    # -- printings --------------------------------------------------------------------------------
    def pick_printing(self, cards: tuple[Card, ...] | list[Card]) -> Card:
        as_of = self.as_of

        def key(c: Card) -> tuple:
            released = c.released or date.min
            return (c.format_only is None, c.deck_card, released <= as_of, released, c.id)

        return max(cards, key=key)


def _numbers(key: str) -> list[str]:
    """The numbers of a name key: a correction keeps them ("Ornate Fan 3" is no misspelled
    "Ornate Fan"; the count it may be is the card-line grammar's to tell)."""
    return [word for word in key.split() if word.isdigit()]


def _of_faction(groups: list[tuple[Card, ...]], faction: str) -> list[tuple[Card, ...]]:
    """The groups of the deck's faction, else the neutral ones, else all."""
    same = [g for g in groups if g[0].faction == faction]
    if same:
        return same
    return [g for g in groups if g[0].faction == "neutral"] or groups
