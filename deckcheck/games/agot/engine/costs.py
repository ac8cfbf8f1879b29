"""AGoT costs the card records name (``Cost(op)``) beyond the basic ones in hooks.py,
and small extensions of the hooks (which events may be played)."""
from __future__ import annotations

from typing import Any

from deckcheck.games.agot.engine import rules
from deckcheck.games.agot.engine.effects import (
    CHALLENGES,
)
from deckcheck.games.agot.engine.hooks import (
    COSTS,
    HOOKS,
    AgotHooks,
)
from deckcheck.games.agot.engine.state import (
    DISCARD,
    HAND,
    OUT,
    PLAY,
    AgotState,
)
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event

_PHASE_NUMBER: dict[str, int] = {}


def _can_remove_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _remove_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Remove the card from the game (Varys)."""
    rules.leave_play(state, ctx.source, OUT)


def _contest_key(state: AgotState, ctx: Context) -> int:
    """A "used" key per title and challenge type (negative: apart from the ability keys)."""
    return -(1 + state.table.title[ctx.source] * 3 + max(state.challenge, 0))


def _can_once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Max 1 per challenge.)": no copy of this title was used in this challenge yet."""
    return _contest_key(state, ctx) not in state.used


def _once_per_challenge(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_contest_key(state, ctx)] = 1


COSTS["remove_self"] = (_can_remove_self, _remove_self)


COSTS["once_per_challenge"] = (_can_once_per_challenge, _once_per_challenge)


def _may_play(self: AgotHooks, state: AgotState, card: int) -> bool:
    """An event card may be played from hand unless an effect says it cannot ("play":
    Marching Orders)."""
    return not rules.cannot(state, card, "play")


AgotHooks.may_play = _may_play      # type: ignore[method-assign]


def _discard_choice(state: AgotState, ctx: Context) -> list[int]:
    return [c for c in state.hand if c != ctx.source]


def _can_discard_hand(state: AgotState, ctx: Context, cost: Any) -> bool:
    return bool(_discard_choice(state, ctx))


def _discard_hand(state: AgotState, ctx: Context, cost: Any) -> None:
    """Discard 1 card from hand: the least valuable one (lowest printed cost, then STR,
    as ``AgotHooks.pick``)."""
    c = HOOKS.pick(state, ctx, None, _discard_choice(state, ctx))
    state.hand.remove(c)
    rules.move_to(state, c, DISCARD)
    rules.note(state, "discard", c)


def _can_return_self(state: AgotState, ctx: Context, cost: Any) -> bool:
    return state.zone[ctx.source] == PLAY


def _return_self(state: AgotState, ctx: Context, cost: Any) -> None:
    """Return the ability's card from play to hand."""
    rules.leave_play(state, ctx.source, HAND)
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
    return -(1 + state.table.title[ctx.source] * 3 + k)


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


#
# AGoT marks kept in ``state.used`` (cleared when a round begins) under negative keys, apart
# from the runtime's uses per round (card * 32 + ability, never negative):
#   -1                        the challenge types lost this round (challenges.LOST_CHALLENGES)
#   _mark(1, card, ability)   the phase in which a once-per-phase ability was last used
#   _mark(2, card)            the uses this round of a card's "either ... or" alternatives
def _mark(slot: int, card: int, ability: int = 0) -> int:
    return -(1 + 4 * (card * 32 + ability) + slot)


def _phase_number(state: AgotState) -> int:
    """1 + the index of the current phase in the round's flow."""
    from deckcheck.games.agot.engine.game import FLOW
    if not _PHASE_NUMBER:
        _PHASE_NUMBER.update({p.name: i + 1 for i, p in enumerate(FLOW.phases)})
    return _PHASE_NUMBER[FLOW.phase_of[state.step].name]


def _can_once_per_phase(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"(Limit once per phase.)": the ability was not used yet in this phase."""
    return state.used.get(_mark(1, ctx.source, ctx.ability)) != _phase_number(state)


def _once_per_phase(state: AgotState, ctx: Context, cost: Any) -> None:
    state.used[_mark(1, ctx.source, ctx.ability)] = _phase_number(state)


def _can_one_of(state: AgotState, ctx: Context, cost: Any) -> bool:
    """"Either: A, or B. (Limit N per round.)" written as one triggered ability per option,
    each with this cost: together at most ``cost.amount`` uses per round."""
    return state.used.get(_mark(2, ctx.source), 0) < cost.amount


def _one_of(state: AgotState, ctx: Context, cost: Any) -> None:
    """Count the use, and take the card's other options for the same event out of the
    trigger window (one option per event)."""
    key = _mark(2, ctx.source)
    state.used[key] = state.used.get(key, 0) + 1
    ev = ctx.event
    if ev is not None:
        same = (ev.kind, ev.card, ev.option, ev.amount, tuple(ev.cards))
        state.window[:] = [e for e in state.window
                           if not (e[0] == ctx.source
                                   and (e[2], e[3], e[4], e[5], tuple(e[6])) == same)]


COSTS["once_per_phase"] = (_can_once_per_phase, _once_per_phase)


COSTS["one_of"] = (_can_one_of, _one_of)


# -- added for wave15-e2 ----------------------------------------------------------------------
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
