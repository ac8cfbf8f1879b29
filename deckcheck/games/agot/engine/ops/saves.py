"""The save several records share: "when a card would be killed / discarded, save it"."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, WOULD
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


def _save(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Save the triggering event's card: it was about to leave play ("would_be_killed" /
    "would_be_discarded", hooks.WOULD) and now stays [001 §Retten]."""
    ev = ctx.event
    if ev is None:
        return
    for entry in state.dying:
        if entry[0] == ev.card and WOULD[entry[1]] == ev.kind:
            state.dying.remove(entry)
            play_rules.note(state, "saved", ev.card, ctx.source)
            return


def _can_save(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """The event's card is still about to leave play (not saved yet, not gone)."""
    ev = ctx.event
    return ev is not None and any(e[0] == ev.card and WOULD[e[1]] == ev.kind
                                  for e in state.dying)


GAME_OPS["save"] = _save
GAME_CHECKS["save"] = _can_save
