"""Running ability records: the event bus, optional triggers as decisions, action
abilities, lasting effects, constants - the same for every game.

A game plugs in with a ``Hooks`` object (its zones, its targets, its conditions, costs
and effect operations) and a card table that carries ``abilities`` (per card instance,
the records' abilities) and ``index`` (an ``AbilityIndex``). The state keeps only plain
data: the open window of optional triggers (``state.window``), the decision it
interrupted (``state.window_resume``), lasting effects and delayed ones ("at the end of
the phase ...", resolved by ``expire``) (``state.lasting``) and the uses of limited
abilities (``state.used``: per round, and per phase for ``limit_per="phase"``, cleared by
``new_round`` / ``end_phase``); everything else is looked up in the table. A lasting MODIFY effect tells
the cards (event ``modified``: card, option = the stat, amount).

Timing, as the engines of these games do it and simplified for one player: an event is
fired after it happened; forced triggers resolve at once (a choice among targets takes
the first candidate); optional ones are collected into a window, and the player resolves
them one at a time (``Action("trigger", card, target, amount=ability)``) or declines the
rest (``Action("decline")``); then the game goes on where it was.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from deckcheck.goldfish.abilities.records import (
    LIMIT_PHASE,
    CHOOSE,
    MODIFIED,
    MODIFY,
    Effect,
    Triggered,
)
from deckcheck.goldfish.actions import Action

from deckcheck.goldfish.abilities.base import BASE_CONDITIONS, Context, Event, Hooks
from deckcheck.goldfish.abilities.index import EMPTY_INDEX, AbilityIndex
from deckcheck.goldfish.abilities.queries import (
    ability_at,
    effect_of,
    pack_event,
    unpack_event,
    active,
    amount_of,
    blank,
    candidates,
    cannot,
    cards_of,
    choices,
    conditions_hold,
    constant_total,
    constant_values,
    count,
    includes,
)

RESPOND = "respond"                      # the decision of an open trigger window
DECLINE = Action("decline")
LASTING_OPS = frozenset({"modify", "grant", "blank", "cannot", "extra_contest", "cap_standing"})

__all__ = ["BASE_CONDITIONS", "DECLINE", "EMPTY_INDEX", "LASTING_OPS", "RESPOND", "AbilityIndex",
           "Context", "Event", "Hooks", "action_choices", "any_action", "active", "amount_of", "blank",
           "candidates", "cannot", "cards_of", "choices", "conditions_hold", "constant_total",
           "constant_values", "count", "end_phase", "expire", "fire", "forget_uses", "includes", "iter_action_choices", "new_round", "resolve", "resolve_window", "usable", "use_action", "uses",
           "window_actions", "within_limit"]


# -- uses per round / phase, lasting effects -----------------------------------------------------
PHASE_USES = 1 << 24        # ``state.used`` keys from here on count uses in the current phase


def _key(c: int, k: int, per: str = "round") -> int:
    """The ``state.used`` key of ability k of card c: c * 32 + k for uses this round,
    PHASE_USES + that for uses this phase (games keep their own marks under negative keys)."""
    return c * 32 + k + (PHASE_USES if per == LIMIT_PHASE else 0)


def uses(state: Any, c: int, k: int, per: str = "round") -> int:
    """How often ability k of card c was used in its limit period (``per``) so far."""
    return state.used.get(_key(c, k, per), 0)


def within_limit(state: Any, c: int, k: int, limit: int, per: str = "round") -> bool:
    return not limit or state.used.get(_key(c, k, per), 0) < limit


def new_round(state: Any) -> None:
    state.used.clear()


def forget_uses(state: Any, c: int) -> None:
    """Card c left play: its limited abilities start afresh if it comes back, as a new copy
    of the ability [001 §„Nur“ und „maximal“] (a game's own marks stay)."""
    if state.used:
        for key in [k for k in state.used if k >= 0 and (k % PHASE_USES) // 32 == c]:
            del state.used[key]


def end_phase(state: Any, hooks: Hooks | None = None) -> None:
    """A phase ends: the uses counted per phase start again, and the lasting effects of the
    phase expire (their delayed effects resolve, see ``expire``)."""
    if state.used:
        for key in [k for k in state.used if k >= PHASE_USES]:
            del state.used[key]
    expire(state, "phase", hooks)


def expire(state: Any, until: str, hooks: Hooks | None = None) -> None:
    """End the lasting effects of a period (contest, phase, round); with ``hooks``, the
    delayed effects of that period then resolve on their cards still in play."""
    if state.lasting:
        ending = [e for e in state.lasting if e[4] == until]
        if not ending:
            return
        state.lasting[:] = [e for e in state.lasting if e[4] != until]
        if hooks is None:
            return
        for entry in ending:
            eff = effect_of(state, entry)
            if eff.op in LASTING_OPS or state.outcome:
                continue
            c = entry[3]
            if c >= 0 and not hooks.in_zone(state, c, "play"):
                continue
            ctx = Context(entry[0], entry[1], None, c)
            now = replace(eff, until="", per=None, amount=amount_of(state, hooks, ctx, eff))
            if hooks.can_apply(state, ctx, now, [c]):
                hooks.effects[eff.op](state, ctx, now, [c])


# -- costs and effects ----------------------------------------------------------------------------
def can_pay(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> bool:
    played = ab.zone in hooks.play_zones
    if played and hooks.play_cost(state, ctx.source) > hooks.resources(state):
        return False
    gold = 0
    for cost in ab.costs:
        if cost.op == "gold":
            gold += cost.amount
            continue
        check = hooks.costs.get(cost.op)
        if check is None:
            raise KeyError(f"unknown cost {cost.op!r}")
        if not check[0](state, ctx, cost):
            return False
    if gold:
        extra = hooks.play_cost(state, ctx.source) if played else 0
        return gold + extra <= hooks.resources(state)
    return True


def pay(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> None:
    gold = hooks.play_cost(state, ctx.source) if ab.zone in hooks.play_zones else 0
    for cost in ab.costs:
        if cost.op == "gold":
            gold += cost.amount
        else:
            hooks.costs[cost.op][1](state, ctx, cost)
    if gold:
        hooks.pay_resources(state, gold)


def apply_effects(state: Any, hooks: Hooks, ctx: Context, effects: Sequence[Effect]) -> None:
    for e, eff in enumerate(effects):
        if state.outcome:
            return
        cards = cards_of(state, hooks, ctx, eff.target)
        if eff.per and not (eff.until and eff.op in LASTING_OPS):
            eff = replace(eff, amount=amount_of(state, hooks, ctx, eff), per=None)
        if eff.until:                     # lasting, or delayed to the end of the period
            for c in cards:
                state.lasting.append((ctx.source, ctx.ability, e, c, eff.until))
            if eff.op == MODIFY and eff.amount:
                for c in cards:
                    if c >= 0:
                        fire(state, hooks, Event(MODIFIED, c, eff.value,
                                                 amount_of(state, hooks, ctx, eff)))
            continue
        fn = hooks.effects.get(eff.op)
        if fn is None:
            raise KeyError(f"{state.game}: effect {eff.op!r} is not implemented")
        if eff.per is not None:
            eff = replace(eff, amount=amount_of(state, hooks, ctx, eff), per=None)
        fn(state, ctx, eff, cards)


def _delayed(eff: Effect) -> bool:
    """A delayed effect ("at the end of the conflict, ready it"): an op that is not lasting,
    given an ``until``; whether it changes anything is asked when it resolves."""
    return bool(eff.until) and eff.op not in LASTING_OPS


def usable(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> list[int]:
    """The choices with which the ability can be used now ([] = it cannot)."""
    if not within_limit(state, ctx.source, ctx.ability, ab.limit, ab.limit_per):
        return []
    if ab.zone in hooks.play_zones:
        if not hooks.in_zone(state, ctx.source, ab.zone):
            return []             # an event card already played (a window entry left over)
        if not hooks.may_play(state, ctx.source):
            return []
    if ab.when and not conditions_hold(state, hooks, ctx, ab.when):
        return []
    if not hooks.may_use(state, ctx, ab):
        return []
    if not can_pay(state, hooks, ctx, ab):
        return []
    effects = ab.effects
    if hooks.any_effect:
        return _usable_any(state, hooks, ctx, effects)
    fixed = []                    # effects whose cards do not depend on the choice: ask once
    chosen_effects = []
    for eff in effects:
        if _delayed(eff):
            continue              # checked when it resolves (``expire``), not now
        if eff.target.who == CHOOSE:
            chosen_effects.append(eff)
        elif not hooks.can_apply(state, ctx, eff, cards_of(state, hooks, ctx, eff.target)):
            return []
        else:
            fixed.append(eff)
    picks = choices(state, hooks, ctx, effects)
    if not chosen_effects:
        return picks
    out = []
    source, ability, event = ctx.source, ctx.ability, ctx.event
    for chosen in picks:
        c = Context(source, ability, event, chosen)
        if all(hooks.can_apply(state, c, eff, [chosen] if chosen >= 0 else [])
               for eff in chosen_effects):
            out.append(chosen)
    return out


def _usable_any(state: Any, hooks: Hooks, ctx: Context, effects: Sequence[Effect]) -> list[int]:
    """``usable``'s choices under the rule "at least one effect changes the game"
    (``Hooks.any_effect``): a choice is offered when one of the effects applies to it (or a
    delayed effect, checked when it resolves, or an effect whose cards do not depend on the
    choice applies); the effects that do not apply simply do nothing."""
    picks = choices(state, hooks, ctx, effects)
    if not picks or not effects:
        return picks
    chosen_effects = []
    for eff in effects:
        if _delayed(eff):
            return picks
        if eff.target.who == CHOOSE:
            chosen_effects.append(eff)
        elif hooks.can_apply(state, ctx, eff, cards_of(state, hooks, ctx, eff.target)):
            return picks
    source, ability, event = ctx.source, ctx.ability, ctx.event
    out = []
    for chosen in picks:
        c = Context(source, ability, event, chosen)
        cards = [chosen] if chosen >= 0 else []
        if any(hooks.can_apply(state, c, eff, cards) for eff in chosen_effects):
            out.append(chosen)
    return out


def resolve(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> None:
    """Pay, count the use, resolve the effects; an event card played goes to its pile."""
    pay(state, hooks, ctx, ab)
    if ab.limit:
        key = _key(ctx.source, ctx.ability, ab.limit_per)
        state.used[key] = state.used.get(key, 0) + 1
    hooks.note(state, "ability", ctx.source, ctx.chosen)
    apply_effects(state, hooks, ctx, ab.effects)
    if ab.zone in hooks.play_zones:
        hooks.after_play(state, ctx.source)


# -- the event bus ----------------------------------------------------------------------------
def _about(state: Any, hooks: Hooks, ab: Triggered, c: int, event: Event) -> bool:
    about = ab.about
    if about == "any":
        return True
    if about == "self":
        return event.card == c
    if about == "attached":
        return event.card >= 0 and hooks.host(state, c) == event.card
    if about == "mine":
        return event.card >= 0 and hooks.mine(state, event.card)
    return False


def fire(state: Any, hooks: Hooks, event: Event) -> None:
    """Tell the cards that ``event`` happened: forced triggers resolve now, optional ones
    open (or join) the trigger window, a decision for the player."""
    found = state.table.index.triggers_for(event.kind, event.option)
    if not found or state.outcome:
        return
    opened = False
    for c, k in found:
        ab = state.table.abilities[c][k]
        if ab.zone in hooks.play_zones:
            if not hooks.in_zone(state, c, ab.zone):
                continue
        elif not active(state, hooks, c, ab.zone):
            continue
        if not _about(state, hooks, ab, c, event):
            continue
        ctx = Context(c, k, event)
        picks = usable(state, hooks, ctx, ab)
        if not picks:
            continue
        if ab.forced:
            resolve(state, hooks, ctx._replace(chosen=hooks.pick(state, ctx, ab, picks)), ab)
            if state.outcome:
                return
        else:
            state.window.append((c, k) + pack_event(event))
            opened = True
    if opened and state.pending != RESPOND:
        state.window_resume = state.pending
        state.pending = RESPOND


def window_actions(state: Any, hooks: Hooks) -> list[Action]:
    out: list[Action] = []
    seen: set[tuple[int, int]] = set()
    for entry in state.window:
        c, k = entry[0], entry[1]
        if (c, k) in seen:
            continue
        seen.add((c, k))
        ctx = Context(c, k, unpack_event(entry[2:]))
        for chosen in usable(state, hooks, ctx, ability_at(state, c, k)):
            out.append(Action("trigger", c, chosen, k))
    out.append(DECLINE)
    return out


def resolve_window(state: Any, hooks: Hooks, action: Action) -> None:
    if action.kind == "trigger":
        for i, entry in enumerate(state.window):
            if entry[0] == action.card and entry[1] == action.amount:
                del state.window[i]
                ctx = Context(action.card, action.amount, unpack_event(entry[2:]), action.target)
                resolve(state, hooks, ctx, ability_at(state, action.card, action.amount))
                break
        # what is left must still be usable
        state.window[:] = [e for e in state.window
                           if usable(state, hooks, Context(e[0], e[1], unpack_event(e[2:])),
                                     ability_at(state, e[0], e[1]))]
    else:
        state.window.clear()
    if not state.window and state.pending == RESPOND:
        state.pending = state.window_resume
        state.window_resume = ""


# -- action abilities -------------------------------------------------------------------------------
def _offered(state: Any, hooks: Hooks, phase: str):
    """The action abilities that may be offered in ``phase``'s window (in table order; one
    per title and ability for event cards where they are played from): (card, index,
    ability)."""
    t = state.table
    titles = getattr(t, "title", None)
    offered: set[tuple[int, int]] = set()
    used = state.used
    play_zones = hooks.play_zones
    for c, k, ab in t.index.actions_in(t.abilities, phase):
        if ab.zone in play_zones:
            if not hooks.in_zone(state, c, ab.zone):
                continue
            if titles is not None:                 # copies there are the same choice
                if (titles[c], k) in offered:
                    continue
                offered.add((titles[c], k))
        elif ab.limit and used and used.get(_key(c, k, ab.limit_per), 0) >= ab.limit:
            continue                               # used up (``usable`` would say so too)
        elif not active(state, hooks, c, ab.zone):
            continue
        yield c, k, ab


def iter_action_choices(state: Any, hooks: Hooks, phase: str) -> Iterator[Action]:
    """Action abilities (and event cards from hand) usable now in ``phase``'s window, one at
    a time in table order: ``Action("ability", card, chosen, amount=ability index)``; a
    caller that wants the first few stops there and the rest is never asked. Read it once,
    and do not change the state while reading it."""
    if not state.table.index.actions:
        return
    for c, k, ab in _offered(state, hooks, phase):
        for chosen in usable(state, hooks, Context(c, k), ab):
            yield Action("ability", c, chosen, k)


def action_choices(state: Any, hooks: Hooks, phase: str) -> list[Action]:
    """Every action ``iter_action_choices`` gives."""
    return list(iter_action_choices(state, hooks, phase))


def any_action(state: Any, hooks: Hooks, phase: str) -> bool:
    """Is an action ability usable now in ``phase``'s window? Stops at the first."""
    return next(iter_action_choices(state, hooks, phase), None) is not None


def use_action(state: Any, hooks: Hooks, action: Action) -> None:
    ab = ability_at(state, action.card, action.amount)
    resolve(state, hooks, Context(action.card, action.amount, None, action.target), ab)
