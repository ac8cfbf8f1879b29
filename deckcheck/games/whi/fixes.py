"""Fix suggestions for Warhammer: Invasion decks (``deckcheck.fixes``): one deck section,
cards of the capital's race or neutral, never both Order and Destruction."""
from __future__ import annotations

from deckcheck.fixes.candidates import majority, pool_cards
from deckcheck.fixes.model import Need
from deckcheck.games.whi import codes
from deckcheck.games.whi.races import ALIGNMENT, HIDDEN_RACES, race_key
from deckcheck.games.whi.deck_rules import hidden_races
from deckcheck.model import Card, Deck, Violation

SIZE_CODES = {codes.DECK_SIZE: "deck"}
NO_FIX = {"WHI_UNKNOWN_CARD": "unknown", "WHI_UNREAD_LINE": "unread"}


def section(card: Card) -> str:
    return "deck" if card.deck_card else "other"


def _capital(deck: Deck) -> str | None:
    return race_key(deck.capital) if deck.capital else None


def _side(s, deck: Deck) -> str | None:
    """The deck's side: its capital's, else the side most of its cards are on."""
    capital = _capital(deck)
    if capital is not None:
        return ALIGNMENT.get(capital)
    sides = majority([c.alignment for c in (s.card(i) for i in deck.cards) if c is not None
                      for _ in range(deck.cards[c.id])])
    return sides[0] if sides else None


def candidates(s, deck: Deck, section_name: str):
    capital, side = _capital(deck), _side(s, deck)
    hidden = hidden_races(s.pool)

    def fits(card: Card) -> bool:
        if not card.text or (side is not None and card.alignment not in (None, side)):
            return False
        if capital is not None:
            if card.faction not in ("neutral", capital) and hidden.get(card.id) != capital:
                return False
            if card.race_only and capital not in card.race_only:
                return False
            if capital in card.non_race_only:
                return False
        elif card.race_only or card.non_race_only:
            return False
        return True

    def rank(card: Card) -> tuple:
        return (card.faction != capital, card.cost if card.cost is not None else 99)

    return pool_cards(s, deck, section_name, fits, rank, key=(capital, side))


def needs(s, v: Violation) -> Need | None:
    if v.code == codes.CAPITAL_RACE:
        capital = _capital(s.deck)
        if capital in HIDDEN_RACES:
            hidden = hidden_races(s.pool)
            return Need("deck", 1, lambda c: hidden.get(c.id) == capital)
        return Need("deck", 1, lambda c: c.faction == capital)
    return None


def declarations(s, v: Violation) -> list[tuple[str, str]]:
    if v.code != codes.CAPITAL_UNKNOWN:
        return []
    races = majority([c.faction for c in (s.card(i) for i in s.deck.cards)
                      if c is not None and c.faction in ALIGNMENT])
    return [("capital", race) for race in races[:3]]
