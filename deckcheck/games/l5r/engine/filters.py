"""Which cards a record's target names: ``Filter`` (the ``filter`` of a Target) by type,
traits, clan, uniqueness, cost and the printed skill; state words (``Target.state``) are
read by the hooks (honored, dishonored, ordinary, bowed, ready, participating, home,
has_fate, no_fate, unique, other)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Filter:
    types: tuple[str, ...] = ()          # character, attachment, holding, event, province ...
    traits: tuple[str, ...] = ()         # any of them (lower case)
    clans: tuple[str, ...] = ()          # any of them
    unique: bool | None = None
    max_cost: int | None = None
    not_self: bool = False               # not the ability's own card
    min_glory: int | None = None

    def static_ok(self, ctype: str, traits: frozenset[str], clan: str) -> bool:
        if self.types and ctype not in self.types:
            return False
        if self.traits and not any(tr in traits for tr in self.traits):
            return False
        if self.clans and clan not in self.clans:
            return False
        return True

    def ok(self, table: Any, c: int, source: int = -1) -> bool:
        if not self.static_ok(table.type[c], table.traits[c], table.clan[c]):
            return False
        if self.unique is not None and table.unique[c] != self.unique:
            return False
        if self.max_cost is not None and table.cost[c] > self.max_cost:
            return False
        if self.min_glory is not None and table.glory[c] < self.min_glory:
            return False
        return not (self.not_self and c == source)


CHARACTERS = Filter(types=("character",))
