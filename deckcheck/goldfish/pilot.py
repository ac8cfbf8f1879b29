"""Pilots: who decides when the engine asks, during Monte-Carlo runs.

A pilot answers two questions:
- ``keep_hand(state) -> bool``: keep the opening hand (False = take the mulligan);
- ``choose(state, actions) -> Action``: pick one of the legal ``actions``.

The engine never asks a pilot about a decision with a single legal action. A pilot must
be deterministic (same state -> same answer); it may cache plans keyed by what it sees.
``description`` and ``assumptions`` are printed next to every number of a report.

Each game registers a default greedy pilot; another pilot can be passed to the runner
(any object with these members) or registered under a name with ``register_pilot``.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from deckcheck.goldfish.actions import Action


class Pilot(Protocol):
    name: str
    description: str
    assumptions: tuple[str, ...]

    def keep_hand(self, state: Any) -> bool: ...

    def choose(self, state: Any, actions: Sequence[Action]) -> Action: ...


class FirstChoicePilot:
    """Takes the first legal action every time and always keeps: a baseline for tests."""

    name = "first"
    description = "Always the first legal action; keeps every opening hand."
    assumptions = ("Not a strategy: the order of legal actions decides everything.",)

    def keep_hand(self, state: Any) -> bool:
        return True

    def choose(self, state: Any, actions: Sequence[Action]) -> Action:
        return actions[0]


_PILOTS: dict[tuple[str, str], Callable[[], Any]] = {}
_DEFAULT: dict[str, str] = {}


def register_pilot(game: str, name: str, factory: Callable[[], Any], default: bool = False) -> None:
    _PILOTS[(game, name)] = factory
    if default or game not in _DEFAULT:
        _DEFAULT[game] = name


def get_pilot(game: str, name: str | None = None) -> Any:
    from deckcheck.goldfish.games import engine_for

    engine_for(game)             # importing the game registers its pilots
    if name is None:
        name = _DEFAULT[game]
    if name == "first":
        return FirstChoicePilot()
    factory = _PILOTS.get((game, name))
    if factory is None:
        raise KeyError(f"no pilot {name!r} for {game}")
    return factory()
