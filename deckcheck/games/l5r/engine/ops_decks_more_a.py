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

from itertools import combinations

from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, STATE_WORDS, phase_name
from deckcheck.games.l5r.engine.ops_decks_common import value
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, SH_SLOT, L5rState


# -- state words ---------------------------------------------------------------------------------
def _not_honored(state: L5rState, c: int) -> bool:
    return state.status.get(c, 0) != HONORED


def _prepare(state: L5rState, c: int) -> bool:
    st = state.status.get(c, 0)
    return st == DISHONORED or ("commander" in state.table.traits[c] and st != HONORED)


def _honored_participating(state: L5rState, c: int) -> bool:
    return c in state.attackers and state.status.get(c, 0) == HONORED


STATE_WORDS.update({"ma_not_honored": _not_honored, "ma_prepare": _prepare,
                    "ma_honored_participating": _honored_participating})


# -- conditions -------------------------------------------------------------------------------------
def _honored_in_event(state, ctx, value_):
    return ctx.event is not None and any(state.status.get(c, 0) == HONORED and c in state.play
                                         for c in ctx.event.cards)


def _won_by(state, ctx, n):
    return ctx.event is not None and ctx.event.amount >= n


def _opp_bid(state: L5rState) -> int:
    return state.opp.bid if state.opp.bid is not None else 3


def _bid_gift(state, ctx, value_):
    return phase_name(state) == "draw" and _opp_bid(state) > state.bid


def _levy_copies(state: L5rState, c: int) -> list[int]:
    t = state.table
    faceup = [x for slot in state.provinces[:SH_SLOT] for x in slot if x not in state.facedown]
    return [x for x in (*faceup, *state.dynasty_discard)
            if x != c and t.ids[x] == t.ids[c] and x not in state.play]


def _levy_copy(state, ctx, value_):
    return bool(_levy_copies(state, ctx.source))


def _honored_bowed(state, ctx, value_):
    return bool(_ready_choices(state))


CONDITIONS.update({
    "ma_honored_in_event": _honored_in_event, "ma_won_by": _won_by, "ma_bid_gift": _bid_gift,
    "ma_levy_copy": _levy_copy, "ma_honored_bowed": _honored_bowed,
})


# -- game ops ----------------------------------------------------------------------------------------
def _honor_twice(state, ctx, eff, cards):
    for c in cards:
        play_rules.honor_character(state, c)
        play_rules.honor_character(state, c)


def _prepare_op(state, ctx, eff, cards):
    for c in cards:
        if state.status.get(c, 0) == DISHONORED:
            state.status.pop(c, None)               # the token is discarded: ordinary again
        if "commander" in state.table.traits[c]:
            play_rules.honor_character(state, c)


def _put_fate(state, ctx, eff, cards):
    max_cost = eff.value[1] if len(eff.value) > 1 else 99
    for c in cards:
        if state.table.type[c] != CHARACTER or c in state.play:
            continue
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put")
        if slot >= 0:
            play_rules.refill(state, slot)
        if c in state.play and state.table.cost[c] <= max_cost:
            piles.add(state.fate_on, c, 1)


def _ready_choices(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in play_rules.characters(state)
            if c in state.bowed and state.status.get(c, 0) == HONORED and t.cost[c] <= 6]


def _ready_honored(state, ctx, eff, cards):
    t = state.table
    found = _ready_choices(state)
    pairs = [p for p in combinations(found, 2) if t.cost[p[0]] + t.cost[p[1]] <= 6]
    options = [*pairs, *((c,) for c in found)]
    if not options:
        return
    best = max(options, key=lambda p: (sum(value(state, c) for c in p), [-c for c in p]))
    for c in best:
        play_rules.ready(state, c)


def _bid_gift_op(state, ctx, eff, cards):
    n = _opp_bid(state) - state.bid
    if n > 0:
        honor.gain(state, n)


def _levy(state, ctx, eff, cards):
    found = _levy_copies(state, ctx.source)
    if not found:
        return
    c = found[0]
    slot = piles.place_of(state.provinces, c)
    play_rules.enter_play(state, c, "put")
    if slot >= 0:
        play_rules.refill(state, slot)


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


GAME_OPS.update({
    "ma_honor_twice": _honor_twice, "ma_prepare": _prepare_op, "ma_put_fate": _put_fate,
    "ma_ready_honored": _ready_honored, "ma_bid_gift": _bid_gift_op, "ma_levy": _levy,
    "ma_shrine": _shrine,
})
