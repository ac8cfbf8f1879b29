"""The traits of the card an event is about (``mb_event_trait``), claimed rings returned for
honor (``mb_return_rings``) and Walking the Way's cost reduction, shared by the records of
several packs (registered into the hooks' tables on import). ``MARK_INVOKER`` and
``MARK_INVOKER_BROKEN`` are the ``state.used`` keys Inferno Guard Invoker's operations use.
"""
from __future__ import annotations

from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, REDUCTIONS
from deckcheck.games.l5r.engine.state import L5rState


MARK_INVOKER = -(80 << 20)


MARK_INVOKER_BROKEN = -(81 << 20)


def _event_trait(state: L5rState, ctx, trait) -> bool:
    e = ctx.event
    return e is not None and isinstance(e.card, int) and e.card >= 0 \
        and trait in state.table.traits[e.card]


def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor.gain(state, n)


def _walk_reduction(state: L5rState, c: int) -> int:
    t = state.table
    if t.ids[c] != "walking-the-way":
        return 0
    return 1 if any("shugenja" in t.traits[x] for x in play_rules.characters(state)) else 0


REDUCTIONS.append(_walk_reduction)


CONDITIONS.update({
    "mb_event_trait": _event_trait,
})


GAME_OPS.update({
    "mb_return_rings": _return_rings,
})
