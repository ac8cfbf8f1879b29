"""Which games have a goldfish engine, and where it lives (deckcheck.games.<game>.engine)."""
from __future__ import annotations

import importlib
from typing import Any

from deckcheck.goldfish.actions import ActionError

ENGINE_GAMES = ("agot",)


def engine_module(game: str) -> Any:
    if game not in ENGINE_GAMES:
        raise ActionError("NO_ENGINE", {"game": game, "games": list(ENGINE_GAMES)})
    return importlib.import_module(f"deckcheck.games.{game}.engine")


def engine_for(game: str) -> Any:
    """The game's GameEngine instance."""
    return engine_module(game).ENGINE
