"""The effect operations of the L5R records on an L5R state (``Hooks.effects``): the generic
draw, gain_resource (fate), gain_score (honor), stand (ready), kneel (bow), modify (an instant
modify lasts to the end of the conflict, or the phase outside one), put_into_play, discard,
return_to_hand, return_to_deck, sacrifice, and the ``game`` ops (``Effect("game",
value=(NAME, ...))``): honor, dishonor, place_fate, remove_fate, move_in (fires
MOVED_TO_CONFLICT), move_home, lose_honor, take_honor, opponent_loses_honor, break_province,
resolve_ring."""
from __future__ import annotations

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.base import Event
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER, DYNASTY, HOLDING
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.games.l5r.engine import rings


def sacrifice(state: L5rState, c: int, sacrificed: bool = True) -> None:
    """Sacrifice card c in play (``sacrificed=False``: discard it from play instead, which
    LEAVES_PLAY tells apart)."""
    t = state.table
    if c in state.attached:
        play_rules.discard_attachment(state, c)
    elif c in state.play:
        play_rules.leave_play(state, c, sacrificed=sacrificed)
    elif t.type[c] == HOLDING and piles.place_of(state.provinces, c) >= 0:
        slot = piles.place_of(state.provinces, c)
        piles.take(state.provinces, slot, c)
        state.dynasty_discard.append(c)
        play_rules.refill(state, slot)


def _draw(state, ctx, eff, cards):
    play_rules.draw(state, eff.amount)


def _gain_fate(state, ctx, eff, cards):
    if eff.amount >= 0:
        play_rules.gain_fate(state, eff.amount)
    else:
        play_rules.pay(state, -eff.amount)


def _gain_honor(state, ctx, eff, cards):
    if eff.amount >= 0:
        honor.gain(state, eff.amount)
    else:
        honor.lose(state, -eff.amount)


def _stand(state, ctx, eff, cards):
    for c in cards:
        play_rules.ready(state, c)


def _kneel(state, ctx, eff, cards):
    for c in cards:
        play_rules.bow(state, c)


def _modify(state, ctx, eff, cards):
    until = "contest" if state.c_type else "phase"
    e = ctx.source, ctx.ability
    k = state.table.abilities[e[0]][e[1]].effects.index(eff) if eff in state.table.abilities[e[0]][e[1]].effects else 0
    for c in cards:
        state.lasting.append((ctx.source, ctx.ability, k, c, until))


def _put_into_play(state, ctx, eff, cards):
    for c in cards:
        if state.table.type[c] == CHARACTER and c not in state.play:
            slot = piles.place_of(state.provinces, c)
            play_rules.enter_play(state, c, "put", participating=bool(eff.value == "conflict"))
            if slot >= 0:
                play_rules.refill(state, slot)


def _discard(state, ctx, eff, cards):
    t = state.table
    for c in cards:
        if c in state.play or c in state.attached:
            sacrifice(state, c, sacrificed=False)
        elif c in state.hand:
            state.hand.remove(c)
            state.conflict_discard.append(c)
        else:
            slot = piles.place_of(state.provinces, c)
            if slot >= 0:
                piles.take(state.provinces, slot, c)
                state.facedown.discard(c)
                (state.dynasty_discard if t.side[c] == DYNASTY else state.conflict_discard).append(c)
                play_rules.refill(state, slot)


def _return_to_hand(state, ctx, eff, cards):
    for c in cards:
        if c in state.attached:
            play_rules.discard_attachment(state, c, to_hand=True)
        elif c in state.play:
            play_rules.leave_play(state, c, "hand")
        elif c in state.conflict_discard:
            state.conflict_discard.remove(c)
            state.hand.append(c)


def _return_to_deck(state, ctx, eff, cards):
    for c in cards:
        if c in state.play:
            play_rules.leave_play(state, c, "deck")


# game ops ----------------------------------------------------------------------------------
def _op_honor(state, ctx, eff, cards):
    for c in cards:
        play_rules.honor_character(state, c)


def _op_dishonor(state, ctx, eff, cards):
    for c in cards:
        play_rules.dishonor_character(state, c)


def _op_place_fate(state, ctx, eff, cards):
    for c in cards:
        play_rules.place_fate(state, c, eff.amount, from_pool=False)


def _op_remove_fate(state, ctx, eff, cards):
    for c in cards:
        piles.remove(state.fate_on, c, eff.amount or 1)


def _op_move_in(state, ctx, eff, cards):
    moved = []
    for c in cards:
        if play_rules.may_join(state, c):
            state.attackers.append(c)
            moved.append(c)
    if moved:
        play_rules.fire(state, Event(play_rules.MOVED_TO_CONFLICT, -1, "", 0, tuple(moved)))


def _op_move_home(state, ctx, eff, cards):
    for c in cards:
        if c in state.attackers:
            state.attackers.remove(c)


def _op_lose_honor(state, ctx, eff, cards):
    honor.lose(state, eff.amount)


def _op_take_honor(state, ctx, eff, cards):
    honor.take(state, eff.amount)


def _op_opponent_loses(state, ctx, eff, cards):
    honor.opponent_loses(state, eff.amount)


def _op_break(state, ctx, eff, cards):
    if state.c_slot >= 0 and state.c_slot not in state.opp_broken:
        play_rules.break_province(state, state.c_slot)


def _op_resolve_ring(state, ctx, eff, cards):
    name = eff.value[1] if isinstance(eff.value, tuple) and len(eff.value) > 1 else ""
    ring = RINGS.index(name) if name in RINGS else state.c_ring
    if ring >= 0:
        rings.resolve_best(state, ring)


GAME_OPS = {
    "honor": _op_honor, "dishonor": _op_dishonor, "place_fate": _op_place_fate,
    "remove_fate": _op_remove_fate, "move_in": _op_move_in, "move_home": _op_move_home,
    "lose_honor": _op_lose_honor, "take_honor": _op_take_honor,
    "opponent_loses_honor": _op_opponent_loses, "break_province": _op_break,
    "resolve_ring": _op_resolve_ring,
}


def _game(state, ctx, eff, cards):
    name = eff.value[0] if isinstance(eff.value, tuple) else eff.value
    GAME_OPS[name](state, ctx, eff, cards)


def _sacrifice(state, ctx, eff, cards):
    for c in cards:
        sacrifice(state, c)


EFFECTS = {
    "draw": _draw, "gain_resource": _gain_fate, "gain_score": _gain_honor, "stand": _stand,
    "kneel": _kneel, "modify": _modify, "put_into_play": _put_into_play, "discard": _discard,
    "return_to_hand": _return_to_hand, "return_to_deck": _return_to_deck,
    "sacrifice": _sacrifice,
    "game": _game,
}
