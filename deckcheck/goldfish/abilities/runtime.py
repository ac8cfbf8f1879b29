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

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    BLANK,
    LIMIT_PHASE,
    CHOOSE,
    EACH,
    EVENT_CARD,
    MODIFIED,
    MODIFY,
    PARTICIPANTS,
    PLAYER,
    SELF,
    ActionAbility,
    Constant,
    Effect,
    Target,
    Triggered,
)
from deckcheck.goldfish.actions import Action

RESPOND = "respond"                      # the decision of an open trigger window
DECLINE = Action("decline")
LASTING_OPS = frozenset({"modify", "grant", "blank", "cannot", "extra_contest", "cap_standing"})


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
        for kind, found in triggers.items():
            for c, k in found:
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

    def triggers_for(self, kind: str, option: str) -> tuple[tuple[int, int], ...]:
        """The triggers that may answer an event (in table order)."""
        if self.by_option is None:
            return self.triggers.get(kind, ())
        found = self.by_option.get((kind, option))
        if found is not None:
            return found
        return self.any_option.get(kind, ())

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
        """Gold (or the game's resource) to play an event card from hand."""
        return 0

    def may_play(self, state: Any, card: int) -> bool:
        """May this event card be played from hand now (no effect forbids it)?"""
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
        """An event card from hand has resolved: move it to its pile."""

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


# -- small helpers ---------------------------------------------------------------------------
def _ability(state: Any, c: int, k: int) -> Any:
    return state.table.abilities[c][k]


def _pack(event: Event | None) -> tuple:
    if event is None:
        return ("", -1, "", 0, ())
    return (event.kind, event.card, event.option, event.amount, tuple(event.cards))


def _unpack(data: Sequence[Any]) -> Event | None:
    if not data or not data[0]:
        return None
    kind, card, option, amount, cards = data
    return Event(kind, card, option, amount, tuple(cards))


def blank(state: Any, hooks: Hooks, c: int) -> bool:
    """Is c's printed text box blank (a constant or a lasting BLANK effect on it)?
    A blanking card's own blank state is not asked (no blank loops)."""
    t = state.table
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
        if entry[3] == c and _effect_of(state, entry).op == BLANK:
            return True
    return False


def _effect_of(state: Any, entry: Sequence[int]) -> Effect:
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
            eff = _effect_of(state, entry)
            if eff.op == op and (value is None or eff.value == value):
                total += amount_of(state, hooks, Context(entry[0], entry[1]), eff)
    return total


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
            eff = _effect_of(state, entry)
            if eff.op == op:
                out.append(eff.value)
    return out


def has_any(state: Any, op: str) -> bool:
    """Cheap test: can any constant or lasting effect of ``op`` exist in this game?"""
    return op in state.table.index.constants or any(
        _effect_of(state, e).op == op for e in state.lasting)


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
            eff = _effect_of(state, entry)
            if eff.op in LASTING_OPS or state.outcome:
                continue
            c = entry[3]
            if c >= 0 and not hooks.in_zone(state, c, "play"):
                continue
            ctx = Context(entry[0], entry[1], None, c)
            hooks.effects[eff.op](state, ctx, replace(eff, until="", per=None,
                                                     amount=amount_of(state, hooks, ctx, eff)),
                                  [c])


# -- costs and effects ----------------------------------------------------------------------------
def can_pay(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> bool:
    if ab.zone == "hand" and hooks.play_cost(state, ctx.source) > hooks.resources(state):
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
        extra = hooks.play_cost(state, ctx.source) if ab.zone == "hand" else 0
        return gold + extra <= hooks.resources(state)
    return True


def pay(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> None:
    gold = hooks.play_cost(state, ctx.source) if ab.zone == "hand" else 0
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


def usable(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> list[int]:
    """The choices with which the ability can be used now ([] = it cannot)."""
    if not within_limit(state, ctx.source, ctx.ability, ab.limit, ab.limit_per):
        return []
    if ab.zone == "hand" and not hooks.in_zone(state, ctx.source, "hand"):
        return []                 # an event card already played (a window entry left over)
    if ab.zone == "hand" and not hooks.may_play(state, ctx.source):
        return []
    if ab.when and not conditions_hold(state, hooks, ctx, ab.when):
        return []
    if not hooks.may_use(state, ctx, ab):
        return []
    if not can_pay(state, hooks, ctx, ab):
        return []
    effects = ab.effects
    fixed = []                    # effects whose cards do not depend on the choice: ask once
    chosen_effects = []
    for eff in effects:
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


def resolve(state: Any, hooks: Hooks, ctx: Context, ab: Any) -> None:
    """Pay, count the use, resolve the effects; an event card from hand goes to its pile."""
    pay(state, hooks, ctx, ab)
    if ab.limit:
        key = _key(ctx.source, ctx.ability, ab.limit_per)
        state.used[key] = state.used.get(key, 0) + 1
    hooks.note(state, "ability", ctx.source, ctx.chosen)
    apply_effects(state, hooks, ctx, ab.effects)
    if ab.zone == "hand":
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
        if ab.zone != "hand" and not active(state, hooks, c, ab.zone):
            continue
        if ab.zone == "hand" and not hooks.in_zone(state, c, "hand"):
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
            state.window.append((c, k) + _pack(event))
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
        ctx = Context(c, k, _unpack(entry[2:]))
        for chosen in usable(state, hooks, ctx, _ability(state, c, k)):
            out.append(Action("trigger", c, chosen, k))
    out.append(DECLINE)
    return out


def resolve_window(state: Any, hooks: Hooks, action: Action) -> None:
    if action.kind == "trigger":
        for i, entry in enumerate(state.window):
            if entry[0] == action.card and entry[1] == action.amount:
                del state.window[i]
                ctx = Context(action.card, action.amount, _unpack(entry[2:]), action.target)
                resolve(state, hooks, ctx, _ability(state, action.card, action.amount))
                break
        # what is left must still be usable
        state.window[:] = [e for e in state.window
                           if usable(state, hooks, Context(e[0], e[1], _unpack(e[2:])),
                                     _ability(state, e[0], e[1]))]
    else:
        state.window.clear()
    if not state.window and state.pending == RESPOND:
        state.pending = state.window_resume
        state.window_resume = ""


# -- action abilities -------------------------------------------------------------------------------
def action_choices(state: Any, hooks: Hooks, phase: str) -> list[Action]:
    """Action abilities (and event cards from hand) usable now in ``phase``'s window:
    ``Action("ability", card, chosen, amount=ability index)``."""
    out: list[Action] = []
    t = state.table
    titles = getattr(t, "title", None)
    offered: set[tuple[int, int]] = set()
    for c, k in t.index.actions:
        ab = t.abilities[c][k]
        if ab.phases and phase not in ab.phases:
            continue
        if ab.zone == "hand":
            if not hooks.in_zone(state, c, "hand"):
                continue
            if titles is not None:                 # copies in hand are the same choice
                if (titles[c], k) in offered:
                    continue
                offered.add((titles[c], k))
        elif not active(state, hooks, c, ab.zone):
            continue
        for chosen in usable(state, hooks, Context(c, k), ab):
            out.append(Action("ability", c, chosen, k))
    return out


def use_action(state: Any, hooks: Hooks, action: Action) -> None:
    ab = _ability(state, action.card, action.amount)
    resolve(state, hooks, Context(action.card, action.amount, None, action.target), ab)
