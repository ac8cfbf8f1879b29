"""deckcheck: deck legality and goldfish testing for Legend of the Five Rings LCG, A Game of
Thrones 2nd edition and Warhammer: Invasion.

What a site embedding the library uses (everything else is internal)::

    from deckcheck import CardPool, Deck, read_decklist, validate, verdict_to_dict

    result = read_decklist(text, pools={pool.game: pool})  # any supported decklist format
    verdict = validate(result.deck, pool)                  # every violation, none skipped
    answer = decklist_verdict_to_dict(verdict, result, pool, "de")   # the contract's JSON

- The nouns: ``Card``, ``Deck``, ``Violation``, ``Verdict``, ``ListVersion``; ``CardPool``
  (one game's cards, names and lists, in memory; ``card_db.pools.load_pool`` builds it
  from the database, a test from plain ``Card`` objects).
- The games: ``all_games()``, ``get_game(id)`` (a ``Game`` record: names, formats,
  codes, decklist words, goldfish engine), ``register_game(game)`` for a game of your own.
- Reading decklists: ``read_decklist`` (plain text, ThronesDB, FiveRingsDB/EmeraldDB,
  OCTGN .o8d, the canonical JSON) -> ``ParseResult`` (deck, problems); ``deck_from_dict``
  for the canonical JSON.
- Checking: ``validate(deck, pool, format=None)`` -> ``Verdict``; ``verdict_to_dict`` /
  ``decklist_verdict_to_dict`` render it in en/de/pl.
- Errors: every refusal is a ``DeckcheckError`` (``DeckInputError`` for input that cannot
  be read) with a stable ``code``, JSON-safe ``details`` and ``message_in(lang)``.
- The application layer (pools kept fresh, events, goldfish sessions and runs) is
  ``deckcheck.services``; the goldfish engine framework is ``deckcheck.goldfish``.

Names load on first use, so ``import deckcheck.model`` stays cheap.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {
    "Card": "deckcheck.model", "Deck": "deckcheck.model", "ListVersion": "deckcheck.model",
    "Verdict": "deckcheck.model", "Violation": "deckcheck.model",
    "CardPool": "deckcheck.pool",
    "DeckcheckError": "deckcheck.errors", "DeckInputError": "deckcheck.errors",
    "Game": "deckcheck.games.base",
    "all_games": "deckcheck.games", "get_game": "deckcheck.games", "register_game": "deckcheck.games",
    "ParseResult": "deckcheck.decklists.problems",
    "read_decklist": "deckcheck.decklists.detect",
    "deck_from_dict": "deckcheck.decklists.canonical",
    "validate": "deckcheck.validator",
    "verdict_to_dict": "deckcheck.report", "decklist_verdict_to_dict": "deckcheck.report",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'deckcheck' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
