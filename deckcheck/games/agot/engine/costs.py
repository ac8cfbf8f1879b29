"""AGoT costs the card records name (``Cost(op)``) beyond the basic ones in hooks.py,
and small extensions of the hooks (which events may be played)."""
from __future__ import annotations

from typing import Any  # noqa: F811

from deckcheck.games.agot.engine import play_rules  # noqa: F811
from deckcheck.games.agot.engine.effects import (CHALLENGES, CHARACTER,  # noqa: F811
                                                  )
from deckcheck.games.agot.engine.hooks import (COSTS, EFFECTS, HOOKS, UNSAVABLE, phase_number, used_mark)
from deckcheck.games.agot.engine.state import (DISCARD, HAND, OUT, PLAY,  # noqa: F811
                                                AgotState)
from deckcheck.goldfish.abilities import runtime  # noqa: F811
from deckcheck.goldfish.abilities.records import LEAVES_PLAY, Effect  # noqa: F811
from deckcheck.goldfish.abilities.runtime import Context, Event  # noqa: F811




def _can_remove_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _remove_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Remove the card from the game (Varys)."""
    play_rules.leave_play(state, ctx.source, OUT)


COSTS["remove_self"] = (_can_remove_self, _remove_self)


def _discard_choice(state: AgotState, ctx: Context) -> list[int]:
    return [c for c in state.hand if c != ctx.source]


def _can_discard_hand(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_discard_choice(state, ctx))


def _discard_hand(state: AgotState, ctx: Context, cost: Any) -> None:
    """Discard 1 card from hand: the least valuable one (lowest printed cost, then STR,
    as ``AgotHooks.pick``)."""
    c = HOOKS.pick(state, ctx, None, _discard_choice(state, ctx))
    state.hand.remove(c)
    play_rules.move_to(state, c, DISCARD)
    play_rules.note(state, "discard", c)


def _can_return_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _return_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Return the ability's card from play to hand."""
    play_rules.leave_play(state, ctx.source, HAND)
    runtime.fire(state, HOOKS, Event(LEAVES_PLAY, ctx.source, "hand"))


COSTS.update({
    "discard_hand": (_can_discard_hand, _discard_hand),
    "return_self": (_can_return_self, _return_self),
})


def _contest_key(state: AgotState, ctx: Context) -> int:
    """A "used" key per title and challenge type (negative: apart from the ability keys).
    The type is the triggering event's (a "contest_won" window is answered after the
    challenge closed), else the challenge being resolved."""
    option = ctx.event.option if ctx.event is not None else ""
    k = CHALLENGES.index(option) if option in CHALLENGES else max(state.challenge, 0)
    return used_mark(3, state.table.title[ctx.source], k)


def _can_once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Max 1 per challenge.)" [001 §Maximal]: no copy of this title was used in this
    challenge yet."""
    return _contest_key(state, ctx) not in state.used


def _once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_contest_key(state, ctx)] = 1


def _can_unless_used(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"Either ... or ...": the card's other ability (index ``amount``, with a limit so its
    uses are counted) was not used in its limit period (this round, or this phase for
    ``limit_per="phase"``)."""
    other = state.table.abilities[ctx.source][cost.amount]
    return runtime.uses(state, ctx.source, cost.amount, other.limit_per) == 0


def _unless_used(state: AgotState, ctx: Context, cost: Any) -> None:
    """Nothing to pay: the ability's own use (its limit) closes the other choice."""


COSTS["once_per_challenge"] = (_can_once_per_challenge, _once_per_challenge)


COSTS["unless_used"] = (_can_unless_used, _unless_used)




def _can_once_per_phase(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Limit once per phase.)": the ability was not used yet in this phase."""
    return state.used.get(used_mark(1, ctx.source, ctx.ability)) != phase_number(state)


def _once_per_phase(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[used_mark(1, ctx.source, ctx.ability)] = phase_number(state)


def _can_one_of(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"Either: A, or B. (Limit N per round.)" written as one triggered ability per option,
    each with this cost: together at most ``cost.amount`` uses per round."""
    return state.used.get(used_mark(2, ctx.source), 0) < cost.amount


def _one_of(state: AgotState, ctx: Context, cost: Any) -> None:
    """Count the use, and take the card's other options for the same event out of the
    trigger window (one option per event)."""
    key = used_mark(2, ctx.source)
    state.used[key] = state.used.get(key, 0) + 1
    ev = ctx.event
    if ev is not None:
        same = (ev.kind, ev.card, ev.option, ev.amount, tuple(ev.cards))
        state.window[:] = [e for e in state.window
                           if not (e[0] == ctx.source
                                   and (e[2], e[3], e[4], e[5], tuple(e[6])) == same)]


COSTS["once_per_phase"] = (_can_once_per_phase, _once_per_phase)


COSTS["one_of"] = (_can_one_of, _one_of)


# -- for the cards completed last (per-phase limits, granted traits, Ambush in hand) --
def _can_discard_token(state: AgotState, ctx: Context, cost: Any) -> bool:
    """The ability's card carries at least ``amount`` tokens (``state.tokens``)."""
    return state.tokens.get(ctx.source, 0) >= max(cost.amount, 1)


def _discard_token(state: AgotState, ctx: Context, cost: Any) -> None:
    left = state.tokens.get(ctx.source, 0) - max(cost.amount, 1)
    if left > 0:
        state.tokens[ctx.source] = left
    else:
        state.tokens.pop(ctx.source, None)


def _power_holders(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    n = max(cost.amount, 1)
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)
            if state.card_power.get(c, 0) >= n]


def _can_discard_power_from(state: AgotState, ctx: Context, cost: Any) -> bool:
    """A card matching ``target`` (in play) has ``amount`` power to discard."""
    return bool(_power_holders(state, ctx, cost))


def _discard_power_from(state: AgotState, ctx: Context, cost: Any) -> None:
    """Discard ``amount`` power from the matching card with the most power."""
    n = max(cost.amount, 1)
    c = max(_power_holders(state, ctx, cost), key=lambda x: (state.card_power[x], -x))
    left = state.card_power[c] - n
    if left:
        state.card_power[c] = left
    else:
        del state.card_power[c]


COSTS.update({
    "discard_token": (_can_discard_token, _discard_token),
    "discard_power_from": (_can_discard_power_from, _discard_power_from),
})
# -- more costs the records name --
# Game-op values may carry arguments: ("put_best", filter, ...) - see ``op_name``.
# Constants a rule reads by name (GAME_SPECIFIC effects of constant abilities, never resolved
# as operations): "set_strength" (play_rules.fixed_strength), "events_from_discard" (amount =
# plays per phase, 0 = any: The Annals of Castle Black), "event_discount" (gold off each
# event played: Littlefinger's Meddling), "extra_city_plot" (counted as City plot cards in
# the used pile: Gulltown).
# Marks in ``state.used`` (cleared when a round begins): _DISCARD_PLAYS - card (a plot
# letting events be played from the discard pile): phase number * 16 + plays this phase.




def _kill_candidates(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)
            if state.table.kind[c] == CHARACTER and c != ctx.source]


def _can_kill_other(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_kill_candidates(state, ctx, cost))


def _kill_other(state: AgotState, ctx: Context, cost: Any) -> None:
    """Kill a matching character the player controls: the least valuable (``pick``). A kill
    paid as a cost is not offered to the saves (the player chose the card to pay with)."""
    c = HOOKS.pick(state, ctx, None, _kill_candidates(state, ctx, cost))
    EFFECTS["kill"](state, ctx, Effect("kill", value=UNSAVABLE), [c])


COSTS["kill"] = (_can_kill_other, _kill_other)


# -- more costs the records name --


def _matching_in_hand(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    matches = state.table.filter_sets.get(cost.target.filter)
    return [c for c in state.hand if c != ctx.source and (matches is None or c in matches)]


def _can_discard_matching(state: AgotState, ctx: Context, cost: Any) -> bool:
    """``amount`` cards in hand (besides the ability's own) match the cost's target filter."""
    return len(_matching_in_hand(state, ctx, cost)) >= cost.amount


def _discard_matching(state: AgotState, ctx: Context, cost: Any) -> None:
    """Discard ``amount`` matching cards from hand, the least valuable first (Qotho: 2
    [targaryen] cards)."""
    for _ in range(cost.amount):
        c = HOOKS.pick(state, ctx, None, _matching_in_hand(state, ctx, cost))
        state.hand.remove(c)
        play_rules.move_to(state, c, DISCARD)
        play_rules.note(state, "discard", c)


COSTS["discard_matching"] = (_can_discard_matching, _discard_matching)


# -- more costs the records name --
def _sacrifice_candidates(state: AgotState, ctx: Context, cost: Any) -> list[int]:
    """Cards in play matching the cost's target, except the card the ability chose (it is
    not sacrificed to be stood)."""
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)
            if state.zone[c] == PLAY and c != ctx.chosen]


def _can_sacrifice_other(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_sacrifice_candidates(state, ctx, cost))


def _sacrifice_other(state: AgotState, ctx: Context, cost: Any) -> None:
    """Sacrifice a matching card the player controls: a knelt one first (it has done its
    work this round), then the least valuable (``pick``: lowest printed cost, then STR) -
    Jon Snow's "sacrifice a [stark] character"."""
    found = _sacrifice_candidates(state, ctx, cost)
    knelt = [c for c in found if c in state.knelt]
    c = HOOKS.pick(state, ctx, None, knelt or found)
    EFFECTS["sacrifice"](state, ctx, None, [c])


COSTS["sacrifice"] = (_can_sacrifice_other, _sacrifice_other)
# -- for saves and the action window inside a challenge --
def _can_stand_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    """The ability's card is in play, knelt, and may stand (Ser Barristan Selmy)."""
    c = ctx.source
    return state.zone[c] == PLAY and c in state.knelt and not play_rules.cannot(state, c, "stand")


def _stand_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Stand the ability's card; the cards hear "stood"."""
    state.knelt.discard(ctx.source)
    play_rules.fire(state, "stood", ctx.source)


COSTS["stand_self"] = (_can_stand_self, _stand_self)
