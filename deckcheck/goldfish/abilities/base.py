"""The pieces every part of the ability runtime shares: the event and context tuples, the
game's ``Hooks``, and the conditions every game understands."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from deckcheck.goldfish.abilities.records import (
    Effect,
    Target,
)


class Event(NamedTuple):
    kind: str
    card: int = -1
    option: str = ""
    amount: int = 0
    cards: tuple[int, ...] = ()


class Context(NamedTuple):
    source: int                 # the ability's card
    ability: int                # index among the card's abilities
    event: Event | None = None
    chosen: int = -1            # the chosen card of a CHOOSE target


class Hooks:
    """What a game provides so the records can run on its state. Override the methods;
    fill ``conditions`` (name -> fn(state, ctx, value) -> bool), ``counts`` (name ->
    fn(state, ctx, value) -> int, for a constant's ``per``), ``effects`` (op ->
    fn(state, ctx, effect, cards)), ``costs`` (op -> (can_pay(state, ctx, cost) -> bool,
    pay(state, ctx, cost)))."""

    conditions: dict[str, Callable[[Any, Context, Any], bool]] = {}
    counts: dict[str, Callable[[Any, Context, Any], int]] = {}
    effects: dict[str, Callable[[Any, Context, Effect, list[int]], None]] = {}
    costs: dict[str, tuple[Callable[[Any, Context, Any], bool], Callable[[Any, Context, Any], None]]] = {}
    # when may an ability be used: False (the default) = every effect must change the game
    # (``can_apply``); True = at least one of them must (L5R [000 §Ausgelöste Fähigkeiten]:
    # an ability needs the potential to change the game state; the effects that cannot, do
    # nothing)
    any_effect: bool = False
    # the zones an event card is played from: an ability of one of them is the card's play
    # (its cost is paid, ``may_play`` asked, ``after_play`` moves it to its pile)
    play_zones: frozenset[str] = frozenset({"hand"})

    def in_zone(self, state: Any, card: int, zone: str) -> bool:
        raise NotImplementedError

    def host(self, state: Any, card: int) -> int:
        """The card an attachment is attached to, or -1."""
        return -1

    def mine(self, state: Any, card: int) -> bool:
        """Does the player (not the passive opponent) control this card?"""
        return True

    def matches(self, state: Any, ctx: Context, target: Target, card: int) -> bool:
        """Does ``card`` satisfy the target's filter, zone and state word?"""
        raise NotImplementedError

    def zone_cards(self, state: Any, zone: str) -> Iterable[int]:
        raise NotImplementedError

    def can_apply(self, state: Any, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        """Would the effect change the game (abilities that would not cannot be used)?"""
        return True

    def play_cost(self, state: Any, card: int) -> int:
        """Gold (or the game's resource) to play an event card (``play_zones``)."""
        return 0

    def may_play(self, state: Any, card: int) -> bool:
        """May this event card be played now (no effect forbids it)?"""
        return True

    def may_use(self, state: Any, ctx: Context, ab: Any) -> bool:
        """May the card's ability be triggered now (no effect says its card cannot trigger
        abilities)?"""
        return True

    def resources(self, state: Any) -> int:
        return 0

    def pay_resources(self, state: Any, amount: int) -> None:
        raise NotImplementedError

    def after_play(self, state: Any, card: int) -> None:
        """An event card played has resolved: move it to its pile."""

    def note(self, state: Any, *event: Any) -> None:
        """A line of the narrative log."""

    def pick(self, state: Any, ctx: Context, ability: Any, choices: list[int]) -> int:
        """The choice a forced ability makes by itself (default: the first)."""
        return choices[0]

    def count(self, state: Any, ctx: Context, name: str) -> int:
        """The game's count ``name`` (an effect's ``per``): e.g. gold in the pool."""
        raise KeyError(f"unknown count {name!r}")


# conditions every game understands (on the triggering event)
def _event_option(state: Any, ctx: Context, value: Any) -> bool:
    return ctx.event is not None and (ctx.event.option == value if isinstance(value, str)
                                      else ctx.event.option in value)


def _event_amount_at_least(state: Any, ctx: Context, value: Any) -> bool:
    return ctx.event is not None and ctx.event.amount >= value


def _source_participating(state: Any, ctx: Context, value: Any) -> bool:
    return ctx.event is not None and ctx.source in ctx.event.cards


BASE_CONDITIONS: dict[str, Callable[[Any, Context, Any], bool]] = {
    "event_option": _event_option,                 # value: a name or a tuple of names
    "event_amount_at_least": _event_amount_at_least,
    "source_participating": _source_participating,  # the card is among the event's cards
}
