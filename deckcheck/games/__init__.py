"""The registry of games: one ``Game`` record per game (see ``deckcheck.games.base``).

The built-in games are the packages under ``deckcheck/games`` that export ``GAME``; they
are registered when this package is first imported. Embedders (and tests) add or remove
games with ``register_game`` / ``unregister_game``. Registering a game registers its
violation codes and the shared codes under its prefix; unregistering removes them.

Every list of games outside a game's own package reads this registry.
"""
from __future__ import annotations

import importlib
import pkgutil
import threading

from deckcheck.games.base import Game
from deckcheck.model import DeckInputError
from deckcheck.rules.codes import conflicts, register_codes, unregister
from deckcheck.rules.common_codes import common_codes

__all__ = ["Game", "all_games", "find_game", "game_ids", "get_game",
           "register_game", "unregister_game"]

_GAMES: dict[str, Game] = {}
_ORDER: tuple[Game, ...] = ()        # all_games(), rebuilt on every change
_IDS: tuple[str, ...] = ()
_LOCK = threading.Lock()


def all_games() -> tuple[Game, ...]:
    """Every registered game, in listing order."""
    return _ORDER


def game_ids() -> tuple[str, ...]:
    return _IDS


def find_game(game: str) -> Game | None:
    """The game's record, None for a game nobody registered."""
    return _GAMES.get(game)


def get_game(game: str) -> Game:
    """The game's record; DeckInputError UNKNOWN_GAME for a game nobody registered."""
    found = _GAMES.get(game)
    if found is None:
        raise DeckInputError("UNKNOWN_GAME", {"game": game, "games": list(_IDS)})
    return found


def register_game(game: Game) -> Game:
    """Add a game and its codes. ValueError for a second game with the same id or code
    prefix, or codes another game registered with other texts."""
    with _LOCK:
        if _GAMES.get(game.id) is game:
            return game
        if game.id in _GAMES:
            raise ValueError(f"a game {game.id!r} is registered already")
        if any(g.code_prefix == game.code_prefix for g in _GAMES.values()):
            raise ValueError(f"the code prefix {game.code_prefix!r} belongs to another game")
        entries = game.codes + common_codes(game.code_prefix) + game.texts
        clash = conflicts(entries)
        if clash:
            raise ValueError(f"{game.id}: codes registered already with other texts: {clash}")
        register_codes(entries)
        _GAMES[game.id] = game
        _reorder()
    return game


def unregister_game(game: str) -> Game | None:
    """Remove a game and its codes; the record removed (None if there was none)."""
    with _LOCK:
        record = _GAMES.pop(game, None)
        if record is not None:
            unregister(e.key for e in record.codes + common_codes(record.code_prefix) + record.texts)
            _reorder()
    return record


def _reorder() -> None:
    global _ORDER, _IDS
    seq = {gid: i for i, gid in enumerate(_GAMES)}          # registration order breaks ties
    _ORDER = tuple(sorted(_GAMES.values(), key=lambda g: (g.order, seq[g.id])))
    _IDS = tuple(g.id for g in _ORDER)


def _discover() -> None:
    """Register each package under deckcheck/games that exports ``GAME``."""
    for info in pkgutil.iter_modules(__path__, __name__ + "."):
        if info.ispkg:
            record = getattr(importlib.import_module(info.name), "GAME", None)
            if isinstance(record, Game):
                register_game(record)


_discover()
