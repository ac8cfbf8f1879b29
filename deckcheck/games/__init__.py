"""The three games. Each package has ``formats.py`` with ``DEFAULT_FORMAT`` and
``FORMATS`` (name -> deckcheck.rules.Format)."""
from __future__ import annotations

import importlib
from types import ModuleType

from deckcheck.model import GAMES, DeckInputError


def formats_module(game: str) -> ModuleType:
    if game not in GAMES:
        raise DeckInputError("UNKNOWN_GAME", f"Unknown game {game!r}; use one of {', '.join(GAMES)}.",
                             {"game": game, "games": list(GAMES)})
    return importlib.import_module(f"deckcheck.games.{game}.formats")
