"""Conditions, state words and game ops the records of records/decks_more_a.py need beyond
the dsl and the earlier ops modules (registered into the hooks' tables on import).

State words: ``ma_not_honored`` (no honored status token), ``ma_prepare`` (a dishonored
character, or a Commander that is not honored: Prepare for War helps it),
``ma_honored_participating``.

Conditions: ``ma_honored_in_event`` (an honored character among the event's cards: the
attackers of a won conflict), ``ma_won_by`` (n: the conflict was won by n or more skill; the
passive opponent counts 0), ``ma_bid_gift`` (the opponent's bid was higher than the
player's: honor was given to the player), ``ma_levy_copy`` (another copy of this card face up
in a province or in the dynasty discard pile), ``ma_honored_bowed`` (a bowed honored
character with printed cost 6 or lower).

Game ops: ``ma_honor_twice`` (honor the chosen character, then again), ``ma_prepare``
(discard a dishonored token; honor a Commander), ``ma_put_fate`` ((name, max_cost): put the
chosen character into play; 1 fate on it from the general supply when its printed cost is
``max_cost`` or lower), ``ma_ready_honored`` (ready up to 2 bowed honored characters with
total printed cost 6 or less: the most valuable pair), ``ma_bid_gift`` (gain the honor the
bid gave), ``ma_levy`` (put another copy of this card into play), ``ma_shrine`` (reveal the
top 3 conflict cards: Spell and Kiho ones to the hand, the rest discarded).
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
