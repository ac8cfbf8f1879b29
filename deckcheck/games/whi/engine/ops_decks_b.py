"""WHI ability words the Dark Elf and High Elf test-deck records need (records/decks_b.py)
beyond hooks.py, ops_order.py and ops_destruction.py, registered into the hooks' tables on
import (``register_words``: a word another module registered already is an error). The words that
play cards from unusual places are in ops_decks_b_play.py.

Game operations (``Effect(GAME_SPECIFIC, n, target, value=name)``, see ``op``):
- ``mill_units``: discard the top n cards of the deck; how many were units is kept for the
  turn (the count ``milled_units``);
- ``opponent_indirect``: n indirect damage to the passive opponent, who puts it one point at
  a time on its healthiest zone (as ops_destruction's ``indirect`` does for its side);
- ``remove_token``: n resource tokens off the target (the source for the player target);
- ``war_room``: one token off the source; then, with none left, 10 indirect damage to the
  opponent (the removal must happen: with no token to remove the record is not offered).
Conditions: ``legend_or_artefact`` (the player has a legend or an Artefact support in play),
``return_ready`` (that, and a card in the discard pile), ``survives_damage`` n (the source
has more than n hit points left), ``free_play`` (the source costs nothing to play now,
loyalty tax included), ``burns_with`` n (attackers are declared and n more power burns the
attacked zone the attack alone would not), ``short_of`` n (a card in hand that may be
played now costs more than the resources, at most n more).
Counts: ``milled_units``. Costs: ``sacrifice_fodder`` (a unit of power 0 that is not
attacking or questing: one that gains by leaving play first, then the cheapest),
``remove_tokens_from`` (``amount`` tokens in all from the cost's target cards, the source
first).
State words: ``frail`` (fewer than 2 hit points), ``gains_by_leaving`` (a power-0 unit whose
record triggers on its own leaving play and that 2 fewer hit points destroy),
``token_holder`` (a card in play with a resource token, not a countdown card such as
Eataine War Room), ``spare_tokens`` (a token holder that is not a unit: a unit's tokens,
such as Lothern Sea Master's, count for its own ability), ``damage_capped`` (an attacker
with 1 hit point left whose record has an action that damages itself, e.g. Dreamer of
Dragons), ``priciest`` / ``priciest_unit`` (one card: the most expensive card / unit of the
discard pile, ties: the one discarded last), ``cheapest_attacker`` (one card: the attacker
with the lowest cost, then power), ``chill_victim`` (one card: the least useful uncorrupted
unit outside the battlefield, whose power is spent for the turn), ``least_hurt`` (one card:
the unit that loses least by 2 fewer hit points: one that survives it, else one that gains
by leaving play, else the least useful).
Zone word ``left_to_hand``: the hand, for a trigger of a card that just left play to it (a
trigger with zone "hand" would be paid and discarded as a tactic from hand).
"""
from __future__ import annotations
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import SUPPORT, UNIT
from deckcheck.games.whi.engine.ops_destruction import opponent_healthiest
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import (
    HAND,
    IN_ZONE,
    WhiState,
)
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    LEAVES_PLAY,
    THE_PLAYER,
    Effect,
    Triggered,
)


COUNTDOWN = frozenset({"08032"})  # cards whose tokens count down (Eataine War Room)


LEFT_TO_HAND = "left_to_hand"


def register_words(table: dict, words: dict) -> None:
    """Add this module's words to a hooks table; a word some other module registered
    already is an error (the tables are shared by every record module)."""
    taken = sorted(set(table) & set(words))
    if taken:
        raise ValueError(f"ops_decks_b: already registered: {taken}")
    table.update(words)


def op(name: str, n: int = 0, target=THE_PLAYER, per=None) -> Effect:
    """One of this module's (or ops_destruction's) game operations."""
    return Effect(GAME_SPECIFIC, n, target, value=name, per=per)


def opponent_indirect(state: WhiState, n: int) -> None:
    from deckcheck.games.whi.engine.battlefield import damage_opponent
    for _ in range(n):
        z = opponent_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_opponent(state, z, 1, ())


def legend_or_artefact(state: WhiState, ctx, v) -> bool:
    t = state.table
    return state.legend >= 0 or any(t.kind[c] == SUPPORT and "Artefact" in t.traits[c]
                                    for c in state.in_play_cards())


def left(state: WhiState, c: int) -> int:
    return cap.hit_points(state, c) - state.damage.get(c, 0)


def _burns_with(state: WhiState, ctx, n) -> bool:
    z = state.attack_zone
    if z < 0 or not state.attackers or z in {b for b, _ in state.burned}:
        return False
    room = hit_points_of(state, z) - state.opp_damage[z]
    power = sum(cap.power(state, c) for c in state.attackers)
    return power < room <= power + n


def leave_trigger(state: WhiState, c: int) -> bool:
    return any(isinstance(ab, Triggered) and ab.on == LEAVES_PLAY and ab.about == "self"
               for ab in state.table.abilities[c])


def unit_in_play(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and state.table.kind[c] == UNIT


def gains_by_leaving(state: WhiState, ctx, c) -> bool:
    return (unit_in_play(state, c) and cap.power(state, c) == 0 and leave_trigger(state, c)
            and left(state, c) <= 2)


def token_holder(state: WhiState, ctx, c) -> bool:
    return state.tokens.get(c, 0) > 0 and state.table.ids[c] not in COUNTDOWN


def one(key):
    """A state word naming one card: the best of the player's units by ``key`` (lowest)."""
    def word(state: WhiState, ctx, c) -> bool:
        pool = [u for u in cap.units(state) if key(state, ctx, u) is not None]
        return bool(pool) and c == min(pool, key=lambda u: (key(state, ctx, u), u))
    return word


def priciest(kind):
    """A state word naming one card of the discard pile (of ``kind``, None any): the most
    expensive (ties: the one discarded last) - the card a "return target card from your
    discard pile" is best spent on."""
    def word(state: WhiState, ctx, c) -> bool:
        t = state.table
        pool = [d for d in state.discard if kind is None or t.kind[d] == kind]
        return bool(pool) and c == max(reversed(pool), key=lambda d: t.cost[d])
    return word


register_words(h.ZONES_BY_WORD, {LEFT_TO_HAND: HAND})


__all__ = ["COUNTDOWN", "LEFT_TO_HAND", "op", "opponent_indirect"]


register_words(h.HOOKS.conditions, {
    "legend_or_artefact": legend_or_artefact,
    "burns_with": _burns_with,
})
