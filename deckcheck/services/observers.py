"""The explicit metrics hook: the services tell their observers what they did; whoever
counts (api/ops.py's Prometheus counters) subscribes with ``Observers.add``."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Protocol


class Observer(Protocol):
    """Told about what the services did. Every method is optional."""

    def validated(self, game: str, valid: bool) -> None: ...

    def validated_many(self, game: str, valid: bool, count: int) -> None:
        """``count`` decks at once (a batch); an observer without it is told ``validated``
        ``count`` times."""
        for _ in range(count):
            self.validated(game, valid)

    def goldfish_games(self, game: str, games: int, mode: str) -> None: ...


class Observers:
    """The observers of one set of services. Adding one twice is a no-op (an app factory
    run twice over one shared service does not count twice)."""

    def __init__(self) -> None:
        self._observers: list[object] = []
        self._validated: list[Callable[[str, bool], None]] = []
        self._validated_many: list[Callable[[str, bool, int], None]] = []
        self._goldfish_games: list[Callable[[str, int, str], None]] = []

    def add(self, observer: object) -> None:
        if any(o is observer for o in self._observers):
            return
        self._observers.append(observer)
        if hasattr(observer, "validated"):
            self._validated.append(observer.validated)
        if hasattr(observer, "validated_many"):
            self._validated_many.append(observer.validated_many)
        elif hasattr(observer, "validated"):          # the Protocol's way: one by one
            self._validated_many.append(partial(Observer.validated_many, observer))  # type: ignore[arg-type]
        if hasattr(observer, "goldfish_games"):
            self._goldfish_games.append(observer.goldfish_games)

    def __contains__(self, observer: object) -> bool:
        return any(o is observer for o in self._observers)

    def __len__(self) -> int:
        return len(self._observers)

    @contextmanager
    def muted(self) -> Iterator[None]:
        """Nobody is told what the services do inside (a served worker's warm-up before its
        first request, api/warm.py: work that no client asked for). Not for use while
        requests are answered: the observers are muted for every thread."""
        saved = self._validated, self._validated_many, self._goldfish_games
        self._validated, self._validated_many, self._goldfish_games = [], [], []
        try:
            yield
        finally:
            self._validated, self._validated_many, self._goldfish_games = saved

    def validated(self, game: str, valid: bool) -> None:
        for notify in self._validated:
            notify(game, valid)

    def validated_many(self, game: str, valid: bool, count: int) -> None:
        """``count`` decks of ``game`` validated with the same outcome, told at once (a batch:
        one counter step instead of one per deck)."""
        for notify in self._validated_many:
            notify(game, valid, count)

    def goldfish_games(self, game: str, games: int, mode: str) -> None:
        for notify in self._goldfish_games:
            notify(game, games, mode)

