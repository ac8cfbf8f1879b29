"""The three games. Each package has ``formats.py`` with ``DEFAULT_FORMAT`` and
``FORMATS`` (name -> deckcheck.rules.Format)."""
from __future__ import annotations

import importlib
from types import ModuleType

from deckcheck.model import GAMES, DeckInputError

_LOADED: dict[str, ModuleType] = {}


def formats_module(game: str) -> ModuleType:
    module = _LOADED.get(game)
    if module is not None:
        return module
    if game not in GAMES:
        raise DeckInputError("UNKNOWN_GAME", {"game": game, "games": list(GAMES)})
    module = _LOADED[game] = importlib.import_module(f"deckcheck.games.{game}.formats")
    return module
