"""Card operations several records share that reduce the cost of the next card marshaled."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import own_reducers
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


def _arm_reducer(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Arm the ability's card's "trigger" cost reducer (its NextCostReduction with pay
    "trigger"): it now applies to the next (or, with ``each``, every) matching card the
    player marshals this phase."""
    for r in state.table.next_reducers:
        if r.source == ctx.source and r.pay == "trigger":
            state.reductions.append(r.key)
            play_rules.note(state, "reduce", r.source, r.amount)


def _own_reduction(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The next matching card marshaled this phase costs ``amount`` less: the card's own
    "ability" reducer (statics NextCostReduction, pay "ability") of the largest amount not
    above ``amount`` is put to use (Hizdahr zo Loraq by 3; The Water Gardens by X, one
    reducer per possible X)."""
    fit = [r for r in own_reducers(state, ctx.source)
           if r.amount <= eff.amount and r.key not in state.reductions]
    if fit:
        r = max(fit, key=lambda r: r.amount)
        state.reductions.append(r.key)
        play_rules.note(state, "reduce", ctx.source, r.amount)


GAME_OPS["arm_reducer"] = _arm_reducer
GAME_OPS["own_reduction"] = _own_reduction
