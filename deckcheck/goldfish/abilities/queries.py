"""Asking the records about the state: which cards a target names, the conditions, the
constant and lasting effects on a card (STR, keywords, blank, "cannot"), counted amounts."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    BLANK,
    CANNOT,
    CHOOSE,
    EACH,
    EVENT_CARD,
    PARTICIPANTS,
    PLAYER,
    SELF,
    Effect,
    Target,
)
from deckcheck.goldfish.abilities.base import Context, Event, Hooks


# -- small helpers ---------------------------------------------------------------------------
def ability_at(state: Any, c: int, k: int) -> Any:
    return state.table.abilities[c][k]


def pack_event(event: Event | None) -> tuple:
    if event is None:
        return ("", -1, "", 0, ())
    return (event.kind, event.card, event.option, event.amount, tuple(event.cards))


def unpack_event(data: Sequence[Any]) -> Event | None:
    if not data or not data[0]:
        return None
    kind, card, option, amount, cards = data
    return Event(kind, card, option, amount, tuple(cards))


def blank(state: Any, hooks: Hooks, c: int) -> bool:
    """Is c's printed text box blank (a constant or a lasting BLANK effect on it)?
    A blanking card's own blank state is not asked (no blank loops)."""
    t = state.table
    if not t.index.may_apply(BLANK, state.lasting):      # no blanking card in the deck
        return False
    found = t.index.constants_on(BLANK, c)
    if found:
        for s, k, e in found:
            ab = t.abilities[s][k]
            if not hooks.in_zone(state, s, ab.zone):
                continue
            ctx = Context(s, k)
            if not includes(state, hooks, ctx, ab.effects[e].target, c):
                continue
            if not ab.when or conditions_hold(state, hooks, ctx, ab.when):
                return True
    for entry in state.lasting:
        if entry[3] == c and effect_of(state, entry).op == BLANK:
            return True
    return False


def effect_of(state: Any, entry: Sequence[int]) -> Effect:
    return state.table.abilities[entry[0]][entry[1]].effects[entry[2]]


def active(state: Any, hooks: Hooks, c: int, zone: str) -> bool:
    """Is the ability of c in a zone where it works, and is c's text not blank?"""
    return hooks.in_zone(state, c, zone) and not blank(state, hooks, c)


def conditions_hold(state: Any, hooks: Hooks, ctx: Context, conds: Iterable[Any]) -> bool:
    table = hooks.conditions
    for cond in conds:
        fn = table.get(cond.name)
        if fn is None:
            raise KeyError(f"unknown condition {cond.name!r}")
        if bool(fn(state, ctx, cond.value)) == cond.negate:
            return False
    return True


def count(state: Any, hooks: Hooks, ctx: Context, per: Any) -> int:
    """The count a constant's amounts are multiplied by (``Constant.per``)."""
    fn = hooks.counts.get(per.name)
    if fn is None:
        raise KeyError(f"unknown count {per.name!r}")
    return fn(state, ctx, per.value)


def includes(state: Any, hooks: Hooks, ctx: Context, target: Target, c: int) -> bool:
    """Does the target of an effect take in card c (c = -1: the player)?"""
    who = target.who
    if who == SELF:
        return c == ctx.source
    if who == PLAYER:
        return c == -1
    if who == ATTACHED:
        return c >= 0 and hooks.host(state, ctx.source) == c
    if who == EVENT_CARD:
        return ctx.event is not None and ctx.event.card == c
    if who == PARTICIPANTS:
        return ctx.event is not None and c in ctx.event.cards
    if who == EACH:
        return c >= 0 and hooks.matches(state, ctx, target, c)
    if who == CHOOSE:
        return c == ctx.chosen
    return False


def cards_of(state: Any, hooks: Hooks, ctx: Context, target: Target) -> list[int]:
    """The cards a target names now ([-1] for the player)."""
    who = target.who
    if who == PLAYER:
        return [-1]
    if who == SELF:
        return [ctx.source]
    if who == ATTACHED:
        h = hooks.host(state, ctx.source)
        return [h] if h >= 0 else []
    if who == EVENT_CARD:
        return [ctx.event.card] if ctx.event is not None and ctx.event.card >= 0 else []
    if who == PARTICIPANTS:
        return list(ctx.event.cards) if ctx.event is not None else []
    if who == CHOOSE:
        return [ctx.chosen] if ctx.chosen >= 0 else []
    return candidates(state, hooks, ctx, target)


def candidates(state: Any, hooks: Hooks, ctx: Context, target: Target) -> list[int]:
    return [c for c in hooks.zone_cards(state, target.zone) if hooks.matches(state, ctx, target, c)]


def choices(state: Any, hooks: Hooks, ctx: Context, effects: Sequence[Effect]) -> list[int]:
    """The cards the player may choose for the ability ([-1] when nothing is chosen); an
    empty list when a needed choice has no candidate (the ability cannot be used)."""
    for eff in effects:
        if eff.target.who == CHOOSE:
            return candidates(state, hooks, ctx, eff.target)
    return [-1]


def amount_of(state: Any, hooks: Hooks, ctx: Context, eff: Effect, ab: Any = None) -> int:
    """An effect's amount times its counts: the effect's ``per`` (a count name the game
    knows, ``Hooks.count``, or a Target: the cards it names now) and a constant's ``per``
    (a Cond naming one of ``Hooks.counts``)."""
    amount = eff.amount
    per = eff.per
    if per:
        if isinstance(per, Target):
            amount *= len(candidates(state, hooks, ctx, per))
        else:
            amount *= hooks.count(state, ctx, per)
    per = getattr(ab, "per", None)
    if per is not None:
        amount *= count(state, hooks, ctx, per)
    return amount


def constant_total(state: Any, hooks: Hooks, op: str, c: int, value: Any = None) -> int:
    """Sum of ``amount`` over the active constant and lasting ``op`` effects on c (whose
    ``value`` equals ``value`` when one is given)."""
    t = state.table
    total = 0
    found = t.index.constants_on(op, c)
    if found:
        for s, k, e in found:
            ab = t.abilities[s][k]
            eff = ab.effects[e]
            if value is not None and eff.value != value:
                continue
            if not hooks.in_zone(state, s, ab.zone):               # cheapest tests first
                continue
            ctx = Context(s, k)
            if not includes(state, hooks, ctx, eff.target, c) or blank(state, hooks, s):
                continue
            if ab.when and not conditions_hold(state, hooks, ctx, ab.when):
                continue
            total += amount_of(state, hooks, ctx, eff, ab)
    for entry in state.lasting:
        if entry[3] == c:
            eff = effect_of(state, entry)
            if eff.op == op and (value is None or eff.value == value):
                total += amount_of(state, hooks, lasting_context(state, entry), eff)
    return total


def lasting_context(state: Any, entry: Sequence[Any]) -> Context:
    """The context a lasting effect is recounted in (its ``per``): its card and ability, and
    the chosen card when the effect's target was chosen (that card is the entry's card)."""
    eff = effect_of(state, entry)
    return Context(entry[0], entry[1], None, entry[3] if eff.target.who == CHOOSE else -1)


def constant_values(state: Any, hooks: Hooks, op: str, c: int) -> list[Any]:
    """The ``value`` of every active constant and lasting ``op`` effect on c."""
    t = state.table
    out = []
    found = t.index.constants_on(op, c)
    if found:
        for s, k, e in found:
            ab = t.abilities[s][k]
            if not hooks.in_zone(state, s, ab.zone):               # cheapest tests first
                continue
            ctx = Context(s, k)
            eff = ab.effects[e]
            if not includes(state, hooks, ctx, eff.target, c) or blank(state, hooks, s):
                continue
            if ab.when and not conditions_hold(state, hooks, ctx, ab.when):
                continue
            out.append(eff.value)
    for entry in state.lasting:
        if entry[3] == c:
            eff = effect_of(state, entry)
            if eff.op == op:
                out.append(eff.value)
    return out


def cannot(state: Any, hooks: Hooks, c: int, what: str) -> bool:
    """Does a constant or lasting CANNOT effect on c say ``what`` ("stand", "be_honored")?
    (False at once when no such effect can be in force: the deck has none.)"""
    return state.table.index.may_apply(CANNOT, state.lasting) and \
        what in constant_values(state, hooks, CANNOT, c)
