"""Fix suggestions for AGoT decks (``deckcheck.fixes``): agenda, plot deck and draw deck,
the faction's and neutral pool cards on no list, the agendas' own minimums and maximums
(Banners, the Conclave, Fealty, ...) read from their records, factions to name."""
from __future__ import annotations

from deckcheck.fixes.candidates import majority, pool_cards
from deckcheck.fixes.model import ADD, REMOVE, Edit, Excess, Need
from deckcheck.games.agot import codes
from deckcheck.games.agot.agendas import AGENDAS, Banner, agenda_for
from deckcheck.games.agot.deck import list_index
from deckcheck.games.agot.factions import FACTIONS, faction_code
from deckcheck.model import Card, Deck, Violation

SIZE_CODES = {codes.PLOT_DECK_SIZE: "plot", codes.DRAW_DECK_SIZE: "draw"}
NO_FIX = {codes.UNKNOWN_CARD: "unknown", "AGOT_UNREAD_LINE": "unread"}
_OWN_SECTIONS = {"agenda": "agenda", "plot": "plot", "title": "other"}


def section(card: Card) -> str:
    if not card.deck_card:
        return "other"
    return _OWN_SECTIONS.get(card.type, "draw")


def candidates(s, deck: Deck, section_name: str):
    """Cards of the deck's faction, neutral cards, and the out-of-faction cards its agendas
    allow (a Banner's non-loyal cards); none the list version in force names."""
    own = faction_code(deck.faction)
    lv = s.list_version
    marks = list_index(s.pool, lv).marks if lv is not None else frozenset()
    agendas = tuple(sorted(cid for cid in deck.cards if (c := s.card(cid)) is not None and c.type == "agenda"))
    allows = [r.may_include for r in {agenda_for(cid) for cid in agendas} if r.may_include is not None]

    def fits(card: Card) -> bool:
        if card.id in marks:
            return False
        if card.faction == "neutral" or (card.faction == own and section_name != "agenda"):
            return True
        return section_name == "draw" and any(allowed(card) for allowed in allows)

    def rank(card: Card) -> tuple:       # the faction's characters first, cheapest first
        return (card.faction != own, card.type != "character", card.cost if card.cost is not None else 99)

    return pool_cards(s, deck, section_name, fits, rank, key=(own, agendas))


def _count(v: Violation, bounds: str):
    """The agenda record's bound behind ``v`` (its ``at_least`` / ``at_most`` Count)."""
    if not v.cards:
        return None
    record = agenda_for(v.cards[0])
    return next((c for c in getattr(record, bounds) if c.code == v.code), None)


def needs(s, v: Violation) -> Need | None:
    if v.expected is None or v.actual is None:
        return None
    if v.code == codes.SCHEME_PLOTS:
        distinct = int((v.params or {}).get("distinct", v.actual))
        if distinct < v.expected:
            return Need("plot", v.expected - distinct, lambda c: "Scheme" in c.traits,
                        distinct=True, exact_section=True)
        return None
    count = _count(v, "at_least")
    if count is None or v.actual >= v.expected:
        return None
    return Need("draw", v.expected - v.actual, count.matches, distinct=count.distinct)


def excess(s, v: Violation) -> Excess | None:
    count = _count(v, "at_most")
    if count is None or v.expected is None or v.actual is None or v.actual <= v.expected:
        return None
    return Excess(v.actual - v.expected, lambda c: section(c) == "draw" and count.matches(c),
                  None, "draw")


def declarations(s, v: Violation) -> list[tuple[str, str]]:
    if v.code not in (codes.FACTION_REQUIRED, codes.FACTION_UNKNOWN):
        return []
    cards = [c for c in (s.card(i) for i in s.deck.cards) if c is not None]
    found = majority([c.faction for c in cards if c.faction in FACTIONS
                      for _ in range(s.deck.cards[c.id])])
    return [("faction", f) for f in found[:3]]


def options(s, v: Violation) -> list[tuple[Edit, ...]]:
    """Out-of-faction cards of one faction: that faction's Banner as the agenda (in place of
    the deck's agenda, if it has one) allows its non-loyal cards."""
    if v.code != codes.FACTION_CARDS:
        return []
    factions = {c.faction for c in (s.card(i) for i in v.cards) if c is not None}
    if len(factions) != 1:
        return []
    faction = factions.pop()
    banners = [cid for cid, record in AGENDAS.items()
               if issubclass(record, Banner) and record.faction == faction and cid in s.pool.cards]
    if not banners:
        return []
    agendas = tuple(Edit(REMOVE, cid, n) for cid, n in s.deck.cards.items()
                    if (c := s.card(cid)) is not None and c.type == "agenda")
    return [agendas + (Edit(ADD, banner, 1),) for banner in banners[:1]]
