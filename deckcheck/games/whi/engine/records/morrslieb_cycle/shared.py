"""What the records of several packs of the Morrslieb Cycle share."""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import IN_ZONE, WhiState
from deckcheck.games.whi.engine.ops.choices import burns_with


HIDES = ("Turns itself into a development until the end of the turn, which only shelters it "
         "from an opponent's attacks and effects; the passive opponent has none.")


def _undeveloped(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and not state.developments[cap.zone_of(state, c)]


def _burns_with_discard_units(state: WhiState, ctx, v) -> bool:
    """The attack burns the zone attacked with one more power per unit in the discard pile."""
    n = sum(1 for c in state.discard if state.table.kind[c] == UNIT)
    return n > 0 and burns_with(state, ctx, n)


register_words(h.STATE_WORDS, {
    "undeveloped_zone": lambda s, ctx, c: _undeveloped(s, c),
})
register_words(h.HOOKS.conditions, {
    "event_in_undeveloped_zone": lambda s, ctx, v: (ctx.event is not None and ctx.event.card >= 0
                                                    and _undeveloped(s, ctx.event.card)),
    "burns_with_discard_units": _burns_with_discard_units,
})


def _cheapest_unit(state: WhiState, ctx, c) -> bool:
    """c is the unit with the lowest printed cost (ties: the player's least useful)."""
    pool = list(cap.units(state))
    return bool(pool) and c == min(pool, key=lambda u: (state.table.cost[u],
                                                       h.usefulness(state, u)))
register_words(h.STATE_WORDS, {
    "cheapest_unit": _cheapest_unit,
    "corrupted_same_zone": lambda s, ctx, c: (c in s.corrupted
                                              and h.STATE_WORDS["same_zone"](s, ctx, c)),
})
