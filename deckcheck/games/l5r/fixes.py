"""Fix suggestions for L5R decks (``deckcheck.fixes``): sections (stronghold, role,
provinces, dynasty, conflict), the clan's and neutral pool cards, influence and
character limits to cut down to, clans to name, provinces to swap for a missing element."""
from __future__ import annotations

from deckcheck.fixes.candidates import majority, pool_cards
from deckcheck.fixes.model import ADD, DECLARE, REMOVE, Edit, Excess
from deckcheck.games.l5r import codes
from deckcheck.games.l5r.index import index_for
from deckcheck.games.l5r.provinces import assign
from deckcheck.games.l5r.vocabulary import CLANS, ELEMENTS
from deckcheck.model import Card, Deck, Violation

SIZE_CODES = {codes.DYNASTY_SIZE: "dynasty", codes.CONFLICT_SIZE: "conflict",
              codes.PROVINCE_COUNT: "province", codes.STRONGHOLD_COUNT: "stronghold"}
NO_FIX = {"L5R_UNKNOWN_CARD": "unknown", "L5R_UNREAD_LINE": "unread"}
#: codes whose edits come from ``options`` only (cutting the named cards cannot help)
HOOK_ONLY = {codes.PROVINCE_ELEMENTS}
_OWN_SECTIONS = ("stronghold", "role", "province")


def section(card: Card) -> str:
    if not card.deck_card:
        return "other"
    if card.type in _OWN_SECTIONS:
        return card.type
    return card.side or "other"


def clan(s, deck: Deck) -> str | None:
    """The deck's clan: its stronghold's, the clan it names, else its dynasty cards' clan."""
    cards = [c for c in (s.card(i) for i in deck.cards) if c is not None]
    strongholds = {c.faction for c in cards if c.type == "stronghold"}
    if len(strongholds) == 1:
        return strongholds.pop()
    if deck.faction and deck.faction.strip().lower() in CLANS:
        return deck.faction.strip().lower()
    found = majority([c.faction for c in cards if c.side == "dynasty" and c.faction in CLANS
                      for _ in range(deck.cards[c.id])])
    return found[0] if found else None


def candidates(s, deck: Deck, section_name: str):
    own = clan(s, deck)
    pack = s.format_params.get("card_pool")
    missing = _missing_elements(s, deck) if section_name == "province" else frozenset()

    def fits(card: Card) -> bool:
        if card.role_restriction or (pack and pack not in card.packs):
            return False
        if card.allowed_clans and own not in card.allowed_clans:
            return False
        if section_name == "stronghold":
            return own is None or card.faction == own
        return card.faction in ("neutral", own)

    def rank(card: Card) -> tuple:
        return (missing.isdisjoint(card.elements) if missing else False, card.faction != own,
                section_name == "conflict" and card.type == "character",
                card.cost if card.cost is not None else 99)

    return pool_cards(s, deck, section_name, fits, rank, key=(own, missing))


def _missing_elements(s, deck: Deck) -> frozenset[str]:
    """The elements no province of ``deck`` can stand for (the role's Seeker element twice)."""
    provinces = [c for c in (s.card(i) for i in deck.cards) if c is not None and section(c) == "province"]
    role = next((c for c in (s.card(i) for i in deck.cards) if c is not None and c.type == "role"), None)
    roles = index_for(s.pool).roles
    seeker = roles[role.id].seeker_element if role is not None and role.id in roles else None
    matching = assign([c.elements for c in provinces for _ in range(deck.cards[c.id])], seeker)
    return frozenset(e for e in ELEMENTS if not matching.fill[e])


def _name_the_clan(s) -> list[tuple[Edit, ...]]:
    """Name one of the deck's clans (most cards first) and cut the other clans' dynasty cards."""
    cards = [c for c in (s.card(i) for i in s.deck.cards) if c is not None]
    found = majority([c.faction for c in cards if c.faction in CLANS for _ in range(s.deck.cards[c.id])])
    out = []
    for named in found[:3]:
        cut = tuple(Edit(REMOVE, c.id, s.deck.cards[c.id]) for c in cards
                    if c.side == "dynasty" and c.faction in CLANS and c.faction != named)
        out.append((Edit(DECLARE, field="faction", value=named),) + cut)
    return out


def excess(s, v: Violation) -> Excess | None:
    if v.expected is None or v.actual is None:
        return None
    if v.code == codes.CONFLICT_INFLUENCE:
        named = set(v.cards)
        index = index_for(s.pool)
        own = clan(s, s.deck)
        odd = index.odd(own) if own else {}

        def weight(card: Card) -> int:
            standing = odd.get(card.id)
            return standing.cost if standing is not None and standing.cost else (card.influence_cost or 1)

        return Excess(v.actual - v.expected, lambda c: c.id in named, weight, "conflict", influence=True)
    if v.code == codes.CONFLICT_CHARACTERS:
        return Excess(v.actual - v.expected, lambda c: c.side == "conflict" and c.type == "character",
                      None, "conflict")
    return None


def options(s, v: Violation) -> list[tuple[Edit, ...]]:
    if v.code == codes.CONFLICT_SPLASH_CLANS:
        return _one_splash_clan(s, v)
    if v.code == codes.PROVINCE_ELEMENTS:
        return _province_swaps(s, v)
    if v.code == codes.CLAN_UNDECLARED:
        return _name_the_clan(s)
    if v.code == codes.ROLE_AVAILABILITY:
        return _other_roles(s, v)
    return []


def _other_roles(s, v: Violation) -> list[tuple[Edit, ...]]:
    """Swap the role for another one of the pool (of the same kind first: Keeper, Seeker)."""
    old = [cid for cid in v.cards if cid in s.deck.cards]
    if not old:
        return []
    kind = old[0].split("-")[0]
    roles = sorted(candidates(s, s.deck, "role"), key=lambda c: (not c.id.startswith(kind), c.id))
    return [tuple(Edit(REMOVE, cid, s.deck.cards[cid]) for cid in old) + (Edit(ADD, r.id, 1),)
            for r in roles if r.id not in s.deck.cards][:12]


def _one_splash_clan(s, v: Violation) -> list[tuple[Edit, ...]]:
    """Keep the splash of one clan: cut the out-of-clan cards of the others."""
    by_clan: dict[str, list[str]] = {}
    for cid in v.cards:
        card = s.card(cid)
        if card is not None and cid in s.deck.cards:
            by_clan.setdefault(card.faction or "", []).append(cid)
    return [tuple(Edit(REMOVE, cid, s.deck.cards[cid]) for other, ids in by_clan.items()
                  if other != keep for cid in ids) for keep in by_clan]


def _province_swaps(s, v: Violation) -> list[tuple[Edit, ...]]:
    """Swap one crowded province for one of an element no province fills."""
    deck = s.deck
    missing = _missing_elements(s, deck)
    fresh = [c for c in candidates(s, deck, "province")
             if c.id not in deck.cards and missing.intersection(c.elements)][:4]
    return [(Edit(REMOVE, out, 1), Edit(ADD, new.id, 1)) for out in v.cards if out in deck.cards
            for new in fresh]
