"""Which games have a goldfish engine, and where it lives: the game's record (``engine``)."""
from __future__ import annotations

from typing import Any

from deckcheck.games import all_games, find_game
from deckcheck.goldfish.actions import ActionError


def engine_games() -> tuple[str, ...]:
    """The registered games that have a goldfish engine."""
    return tuple(g.id for g in all_games() if g.engine is not None)


def engine_module(game: str) -> Any:
    record = find_game(game) if isinstance(game, str) else None
    module = record.load_engine() if record is not None else None
    if module is None:
        raise ActionError("NO_ENGINE", {"game": game, "games": list(engine_games())})
    return module


def engine_for(game: str) -> Any:
    """The game's GameEngine instance."""
    return engine_module(game).ENGINE
