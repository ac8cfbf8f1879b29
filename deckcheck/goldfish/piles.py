"""Piles, slots and tokens on a plain-data game state, shared by the games.

A player may own several decks (L5R: dynasty and conflict; each with its discard pile):
every pile is a ``list[int]`` field of the game's state (card instance indexes, the top of
a deck at the end), so these helpers take the lists themselves. Places that hold a few
cards each (L5R provinces, WHI capital zones) are ``slots``: a ``list[tuple[int, ...]]``
field, one tuple per place, replaced (never mutated) so that ``BaseState.copy`` stays one
level deep. Cards lying face down are in a ``set[int]`` field of the state.

Tokens (L5R fate on characters and rings, WHI damage, AGoT power) are ``dict[int, int]``
fields: key -> count, a key that drops to 0 is removed so that equal games compare equal.
"""
from __future__ import annotations

from collections.abc import Callable, MutableMapping, MutableSequence

from deckcheck.goldfish import rng


# -- decks ------------------------------------------------------------------------------------
def shuffle(state, pile: MutableSequence[int]) -> None:
    """Shuffle a pile in place with the game's generator (``state.rng``)."""
    state.rng = rng.shuffle(state.rng, pile)


def draw(state, deck: list[int], to: list[int], n: int,
         refill: Callable[[], bool] | None = None) -> list[int]:
    """Move up to ``n`` cards from the top of ``deck`` (its end) to ``to``; the cards drawn,
    in order. When the deck runs out and ``refill`` is given, it is called (it may reshuffle
    a discard pile into the deck and apply the game's penalty, e.g. L5R: lose 5 honor) and
    drawing goes on while it returns True; without ``refill`` drawing just stops."""
    drawn: list[int] = []
    while len(drawn) < n:
        if not deck:
            if refill is None or not refill() or not deck:
                break
        card = deck.pop()
        to.append(card)
        drawn.append(card)
    return drawn


def reshuffle(state, discard: list[int], deck: list[int]) -> int:
    """Put the discard pile into the deck and shuffle it; how many cards moved."""
    moved = len(discard)
    deck.extend(discard)
    discard.clear()
    shuffle(state, deck)
    return moved


def move(card: int, source: list[int], to: list[int]) -> None:
    """Move one card between piles (ValueError if it is not in ``source``)."""
    source.remove(card)
    to.append(card)


def bottom(card: int, deck: list[int]) -> None:
    """Put a card at the bottom of a deck (the start of the list)."""
    deck.insert(0, card)


# -- slots (provinces, capital zones) ----------------------------------------------------------
def put(slots: list[tuple[int, ...]], place: int, card: int) -> None:
    slots[place] = slots[place] + (card,)


def take(slots: list[tuple[int, ...]], place: int, card: int) -> None:
    cards = slots[place]
    if card not in cards:
        raise ValueError(f"card {card} is not in place {place}")
    slots[place] = tuple(c for c in cards if c != card)


def place_of(slots: list[tuple[int, ...]], card: int) -> int:
    """The place holding ``card``, or -1."""
    for i, cards in enumerate(slots):
        if card in cards:
            return i
    return -1


# -- tokens ------------------------------------------------------------------------------------
def add(tokens: MutableMapping[int, int], key: int, n: int = 1) -> int:
    """Put ``n`` tokens on ``key``; the new count."""
    count = tokens.get(key, 0) + n
    if count > 0:
        tokens[key] = count
    else:
        tokens.pop(key, None)
        count = 0
    return count


def remove(tokens: MutableMapping[int, int], key: int, n: int = 1) -> int:
    """Take up to ``n`` tokens from ``key``; how many were taken."""
    have = tokens.get(key, 0)
    taken = min(have, max(n, 0))
    add(tokens, key, -taken)
    return taken


def transfer(source: MutableMapping[int, int], key: int, to: MutableMapping[int, int], to_key: int,
             n: int = -1) -> int:
    """Move ``n`` tokens (all with -1) from one key to another (also between fields, e.g.
    fate from a ring to the player's pool kept as key -1); how many moved."""
    moved = remove(source, key, source.get(key, 0) if n < 0 else n)
    add(to, to_key, moved)
    return moved
