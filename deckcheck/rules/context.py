"""What every rule sees: the resolved deck, the pool, the format, the list version."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Callable, Iterable, Mapping

from deckcheck.model import Card, Deck, ListVersion, Violation
from deckcheck.pool import CardPool


@dataclass(slots=True)
class Context:
    deck: Deck
    pool: CardPool
    format: "Format"
    as_of: date
    entries: tuple[tuple[Card, int], ...]    # known cards, one entry per card id, counts above 0
    unknown: tuple[str, ...]                 # ids the pool does not know
    list_version: ListVersion | None
    rules_version: str | None
    cache: dict[str, Any] = field(default_factory=dict)   # per-game precomputation

    @property
    def params(self) -> Mapping[str, Any]:
        return self.format.params


Rule = Callable[[Context], Iterable[Violation]]


@dataclass(frozen=True, slots=True)
class Format:
    """A named way to play one game: which rules, which list family, which numbers.

    ``list_format`` names the list family in the pool (``None`` = no lists);
    ``rules_version(as_of, explicit)`` names the rules document in force;
    ``prepare(ctx)`` may precompute sections into ``ctx.cache`` before the rules run;
    ``counts(ctx)`` gives the section counts of the verdict.
    """

    game: str
    name: str
    description: str
    rules: tuple[Rule, ...]
    list_format: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    rules_version: Callable[[date, str | None], str | None] | None = None
    prepare: Callable[[Context], None] | None = None
    counts: Callable[[Context], dict[str, int]] | None = None
    tournament: bool = True          # unreleased cards are violations

    def metadata(self, pool: CardPool | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "game": self.game,
                                "description": self.description,
                                "list_format": self.list_format,
                                "params": {k: v for k, v in self.params.items()
                                           if isinstance(v, (int, str, bool, float, type(None)))}}
        if pool is not None and self.list_format:
            data["lists"] = [lv.to_dict() for lv in pool.list_versions(self.list_format)]
        return data
