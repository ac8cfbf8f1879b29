"""Where the abilities of one deck are: the index a card table carries (``AbilityIndex``),
built once per table."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckcheck.goldfish.abilities.records import (
    PLAYER,
    SELF,
    ActionAbility,
    Constant,
    Target,
    Triggered,
)


@dataclass(frozen=True, slots=True)
class AbilityIndex:
    """Where the abilities of one deck are, computed once per card table.

    ``on_card[op][c]`` (c = -1 for the player, at the last index) lists the constants of
    ``op`` that may take in card c at all (a "self" constant only its own card, a filtered
    one only the cards its filter matches), so asking for one card's STR or keywords looks at
    a few constants, not all of them."""

    triggers: dict[str, tuple[tuple[int, int], ...]]
    constants: dict[str, tuple[tuple[int, int, int], ...]]     # op -> (card, ability, effect)
    actions: tuple[tuple[int, int], ...]
    on_card: dict[str, tuple[tuple[tuple[int, int, int], ...], ...]] | None = None
    # (kind, option) -> the triggers that may answer an event of that kind and option: those
    # whose first condition names the event's option ("after the challenges phase begins")
    # only under their options, the others under every option (None = not indexed)
    by_option: dict[tuple[str, str], tuple[tuple[int, int], ...]] | None = None
    any_option: dict[str, tuple[tuple[int, int], ...]] | None = None
    lasting_ops: frozenset[str] = frozenset()    # ops of the effects that can be lasting
    # phase -> the action abilities usable in its windows: (card, index, ability), filled on
    # first use (``actions_in``)
    by_phase: dict[str, tuple[tuple[int, int, Any], ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def build(cls, abilities: Sequence[Sequence[Any]],
              may_include: Callable[[Target, int, int], bool] | None = None) -> AbilityIndex:
        """``may_include(target, source, card)``: can the target ever take in the card
        (static facts only)? Without it every constant is asked for every card."""
        triggers: dict[str, list[tuple[int, int]]] = {}
        constants: dict[str, list[tuple[int, int, int]]] = {}
        actions: list[tuple[int, int]] = []
        for c, abs_ in enumerate(abilities):
            for k, ab in enumerate(abs_):
                if isinstance(ab, Triggered):
                    triggers.setdefault(ab.on, []).append((c, k))
                elif isinstance(ab, Constant):
                    for e, eff in enumerate(ab.effects):
                        constants.setdefault(eff.op, []).append((c, k, e))
                elif isinstance(ab, ActionAbility):
                    actions.append((c, k))
        n = len(abilities)
        on_card = {}
        for op, found in constants.items():
            per_card = []
            for c in [*range(n), -1]:
                per_card.append(tuple(
                    (s, k, e) for s, k, e in found
                    if _may_include(abilities[s][k].effects[e].target, s, c, may_include)))
            on_card[op] = tuple(per_card)
        by_option: dict[tuple[str, str], list[tuple[int, int]]] = {}
        any_option: dict[str, list[tuple[int, int]]] = {}
        for kind, fired in triggers.items():
            for c, k in fired:
                options = _options_of(abilities[c][k])
                if options is None:
                    any_option.setdefault(kind, []).append((c, k))
                    for (kd, _), lst in by_option.items():
                        if kd == kind:
                            lst.append((c, k))
                else:
                    for option in options:
                        lst = by_option.setdefault((kind, option), list(any_option.get(kind, ())))
                        lst.append((c, k))
        lasting = frozenset(eff.op for abs_ in abilities for ab in abs_ for eff in ab.effects
                            if eff.until)
        return cls({k: tuple(v) for k, v in triggers.items()},
                   {k: tuple(v) for k, v in constants.items()}, tuple(actions), on_card,
                   {k: tuple(sorted(v)) for k, v in by_option.items()},
                   {k: tuple(v) for k, v in any_option.items()}, lasting)

    def may_apply(self, op: str, lasting: list) -> bool:
        """Can a constant or lasting effect of ``op`` be in force (cheap, for hot paths)?"""
        return op in self.constants or (bool(lasting) and op in self.lasting_ops)

    def actions_in(self, abilities: Sequence[Sequence[Any]], phase: str) -> tuple[tuple[int, int, Any], ...]:
        """The action abilities whose phases allow ``phase`` (in table order), computed once
        per phase; ``abilities`` is the table's (the one this index was built from)."""
        found = self.by_phase.get(phase)
        if found is None:
            found = tuple((c, k, abilities[c][k]) for c, k in self.actions
                          if not abilities[c][k].phases or phase in abilities[c][k].phases)
            self.by_phase[phase] = found
        return found

    def triggers_for(self, kind: str, option: str) -> tuple[tuple[int, int], ...]:
        """The triggers that may answer an event (in table order)."""
        if self.by_option is None:
            return self.triggers.get(kind, ())
        found = self.by_option.get((kind, option))
        if found is not None:
            return found
        any_option = self.any_option       # built together with by_option
        return any_option.get(kind, ()) if any_option is not None else ()

    def constants_on(self, op: str, c: int) -> tuple[tuple[int, int, int], ...]:
        if self.on_card is None:
            return self.constants.get(op, ())
        found = self.on_card.get(op)
        return found[c] if found is not None else ()


def _options_of(ab: Any) -> tuple[str, ...] | None:
    """The event options a trigger answers to, when its first condition says so."""
    if ab.when and ab.when[0].name == "event_option" and not ab.when[0].negate:
        value = ab.when[0].value
        return (value,) if isinstance(value, str) else tuple(value)
    return None


def _may_include(target: Target, source: int, c: int,
                 game: Callable[[Target, int, int], bool] | None) -> bool:
    who = target.who
    if who == SELF:
        return c == source
    if who == PLAYER:
        return c == -1
    if c < 0:
        return False
    return game(target, source, c) if game is not None else True


EMPTY_INDEX = AbilityIndex({}, {}, ())
