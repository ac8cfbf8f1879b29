"""Honor and the honor bid, shared by the records of several packs (registered into the
hooks' tables on import): the state word ``ma_not_honored``, the condition and game op
``ma_bid_gift`` (the opponent's bid), the game op ``ma_shrine``.
"""
from __future__ import annotations

from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, STATE_WORDS, phase_name
from deckcheck.games.l5r.engine.state import HONORED, L5rState


def _not_honored(state: L5rState, c: int) -> bool:
    return state.status.get(c, 0) != HONORED


def _opp_bid(state: L5rState) -> int:
    return state.opp.bid if state.opp.bid is not None else 3


def _bid_gift(state, ctx, value_):
    return phase_name(state) == "draw" and _opp_bid(state) > state.bid


def _bid_gift_op(state, ctx, eff, cards):
    n = _opp_bid(state) - state.bid
    if n > 0:
        honor.gain(state, n)


def _shrine(state, ctx, eff, cards):
    t = state.table
    for _ in range(3):
        if not state.conflict:
            break
        c = state.conflict.pop()
        play_rules.seen(state, c)
        if "spell" in t.traits[c] or "kiho" in t.traits[c]:
            state.hand.append(c)
        else:
            state.conflict_discard.append(c)


STATE_WORDS.update({
    "ma_not_honored": _not_honored,
})


CONDITIONS.update({
    "ma_bid_gift": _bid_gift,
})


GAME_OPS.update({
    "ma_bid_gift": _bid_gift_op,
    "ma_shrine": _shrine,
})
