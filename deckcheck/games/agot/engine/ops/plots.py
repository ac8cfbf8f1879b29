"""Card operations several records share on the plot deck."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


def _best_plot(state: AgotState, plots: list[int]) -> int:
    """The plot the player picks: the most gold, then cards drawn when revealed, then
    reserve (the greedy pilot's own ranking of plots)."""
    t = state.table
    return max(plots, key=lambda p: (t.income[p], t.draw_on[p][0], t.reserve[p], -p))


def _plots_matching(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    """The plots of the plot deck matching the filter of the effect's target, without
    copies of the ability's own card (a player never reveals another At Prince Doran's
    Behest with Behest, and the copies could reveal each other without end)."""
    filt = eff.target.filter
    matches = state.table.filter_sets.get(filt) if filt is not None else None
    title = state.table.title
    own = title[ctx.source]
    return [p for p in state.plot_deck
            if (matches is None or p in matches) and title[p] != own]


def _reveal_new_plot(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Choose and reveal a new plot card from the plot deck (one matching the filter of the
    effect's target, e.g. a War plot): the revealed plot before it goes to the used pile,
    an emptied plot deck takes the used pile back, and the new plot's When Revealed
    resolves. Initiative is not determined again. (At Prince Doran's Behest, Battle of the
    Trident.)"""
    found = _plots_matching(state, ctx, eff)
    if not found:
        return
    p = _best_plot(state, found)
    play_rules.reveal_plot(state, p)
    play_rules.after_reveal(state, p)
    play_rules.fire(state, "plot_revealed", p)


def _can_reveal_new_plot(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A matching plot card is left in the plot deck."""
    return bool(_plots_matching(state, ctx, eff))


GAME_OPS["reveal_new_plot"] = _reveal_new_plot
GAME_CHECKS["reveal_new_plot"] = _can_reveal_new_plot
