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
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.ops_destruction import opponent_healthiest
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    DISCARD,
    HAND,
    IN_ZONE,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    LEAVES_PLAY,
    THE_PLAYER,
    THIS,
    ActionAbility,
    Effect,
    Triggered,
)

MILL = -(1 << 21)                 # state.used keys: MILL - source = units milled this turn
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


# -- effects ---------------------------------------------------------------------------------------
def _mill_units(state: WhiState, ctx, eff, cards) -> None:
    units = 0
    for _ in range(eff.amount):
        if not state.deck:
            break
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        units += state.table.kind[c] == UNIT
    state.used[MILL - ctx.source] = state.used.get(MILL - ctx.source, 0) + units
    cap.check_deck(state)


def opponent_indirect(state: WhiState, n: int) -> None:
    from deckcheck.games.whi.engine.battlefield import damage_opponent
    for _ in range(n):
        z = opponent_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_opponent(state, z, 1, ())


def _opponent_indirect(state: WhiState, ctx, eff, cards) -> None:
    opponent_indirect(state, eff.amount)


def _remove_token(state: WhiState, ctx, eff, cards) -> None:
    for c in cards:
        piles.remove(state.tokens, c if c >= 0 else ctx.source, max(1, eff.amount))


def _war_room(state: WhiState, ctx, eff, cards) -> None:
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        opponent_indirect(state, 10)


register_words(h.GAME_OPS, {"mill_units": _mill_units, "opponent_indirect": _opponent_indirect,
                   "remove_token": _remove_token, "war_room": _war_room,
})


# -- conditions and counts -------------------------------------------------------------------------
def _legend_or_artefact(state: WhiState, ctx, v) -> bool:
    t = state.table
    return state.legend >= 0 or any(t.kind[c] == SUPPORT and "Artefact" in t.traits[c]
                                    for c in state.in_play_cards())


def _left(state: WhiState, c: int) -> int:
    return cap.hit_points(state, c) - state.damage.get(c, 0)


def _burns_with(state: WhiState, ctx, n) -> bool:
    z = state.attack_zone
    if z < 0 or not state.attackers or z in {b for b, _ in state.burned}:
        return False
    room = hit_points_of(state, z) - state.opp_damage[z]
    power = sum(cap.power(state, c) for c in state.attackers)
    return power < room <= power + n


def _short_of(state: WhiState, ctx, n) -> bool:
    """A card in hand (not the source) that may be played now costs more than the resources,
    but at most n more."""
    t = state.table
    for c in state.hand:
        if c == ctx.source or t.kind[c] not in (UNIT, SUPPORT, QUEST_CARD, LEGEND):
            continue
        if not cap.may_play(state, c) or (t.kind[c] != LEGEND and not cap.zones_for(state, c)):
            continue
        if state.resources < cap.play_cost(state, c) <= state.resources + n:
            return True
    return False


register_words(h.HOOKS.conditions, {
    "legend_or_artefact": _legend_or_artefact,
    "return_ready": lambda s, ctx, v: bool(s.discard) and _legend_or_artefact(s, ctx, v),
    "survives_damage": lambda s, ctx, v: (s.where[ctx.source] == IN_ZONE
                                          and _left(s, ctx.source) > v),
    "free_play": lambda s, ctx, v: cap.play_cost(s, ctx.source) == 0,
    "burns_with": _burns_with,
    "short_of": _short_of,
})
register_words(h.HOOKS.counts, {"milled_units": lambda s, ctx, v: s.used.get(MILL - ctx.source, 0)})


# -- state words -----------------------------------------------------------------------------------
def _leave_trigger(state: WhiState, c: int) -> bool:
    return any(isinstance(ab, Triggered) and ab.on == LEAVES_PLAY and ab.about == "self"
               for ab in state.table.abilities[c])


def _unit_in_play(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and state.table.kind[c] == UNIT


def _gains_by_leaving(state: WhiState, ctx, c) -> bool:
    return (_unit_in_play(state, c) and cap.power(state, c) == 0 and _leave_trigger(state, c)
            and _left(state, c) <= 2)


def _self_damager(state: WhiState, c: int) -> bool:
    """c's record has an action that deals damage to c itself (e.g. Dreamer of Dragons)."""
    for ab in state.table.abilities[c]:
        if isinstance(ab, ActionAbility) and ab.zone == "play" and any(
                e.op == GAME_SPECIFIC and e.value == "deal_damage" and e.target.who == THIS.who
                for e in ab.effects):
            return True
    return False


def _damage_capped(state: WhiState, ctx, c) -> bool:
    return (c in state.attackers and _unit_in_play(state, c) and _left(state, c) == 1
            and _self_damager(state, c))


def _token_holder(state: WhiState, ctx, c) -> bool:
    return state.tokens.get(c, 0) > 0 and state.table.ids[c] not in COUNTDOWN


def _one(key):
    """A state word naming one card: the best of the player's units by ``key`` (lowest)."""
    def word(state: WhiState, ctx, c) -> bool:
        pool = [u for u in cap.units(state) if key(state, ctx, u) is not None]
        return bool(pool) and c == min(pool, key=lambda u: (key(state, ctx, u), u))
    return word


def _priciest(kind):
    """A state word naming one card of the discard pile (of ``kind``, None any): the most
    expensive (ties: the one discarded last) - the card a "return target card from your
    discard pile" is best spent on."""
    def word(state: WhiState, ctx, c) -> bool:
        t = state.table
        pool = [d for d in state.discard if kind is None or t.kind[d] == kind]
        return bool(pool) and c == max(reversed(pool), key=lambda d: t.cost[d])
    return word


def _cheapest_attacker_key(state, ctx, u):
    return (state.table.cost[u], cap.power(state, u)) if u in state.attackers else None


def _chill_key(state, ctx, u):
    if u in state.corrupted or cap.zone_of(state, u) == BATTLEFIELD:
        return None
    return (cap.power(state, u), state.table.cost[u])


def _least_hurt_key(state, ctx, u):
    dies = _left(state, u) <= 2
    gains = _gains_by_leaving(state, ctx, u)
    return (dies, not gains, u in state.attackers, cap.power(state, u), state.table.cost[u])


register_words(h.STATE_WORDS, {
    "frail": lambda s, ctx, c: _unit_in_play(s, c) and cap.hit_points(s, c) < 2,
    "gains_by_leaving": _gains_by_leaving,
    "token_holder": _token_holder,
    "damage_capped": _damage_capped,
    "priciest": _priciest(None),
    "priciest_unit": _priciest(UNIT),
    "spare_tokens": lambda s, ctx, c: (_token_holder(s, ctx, c) and s.table.kind[c] != UNIT
                                       and s.where[c] != DISCARD),
    "cheapest_attacker": _one(_cheapest_attacker_key),
    "chill_victim": _one(_chill_key),
    "least_hurt": _one(_least_hurt_key),
})
register_words(h.ZONES_BY_WORD, {LEFT_TO_HAND: HAND})


# -- costs -----------------------------------------------------------------------------------------
def _token_pool(state: WhiState, ctx, cost) -> list[int]:
    """The cards a "remove X tokens from cards you control" cost takes from: the cost's
    target cards with a spare token (the source first)."""
    cards = [c for c in runtime.candidates(state, h.HOOKS, ctx, cost.target)
             if state.tokens.get(c, 0) > 0]
    return sorted(cards, key=lambda c: (c != ctx.source, c))


def _pay_token_pool(state: WhiState, ctx, cost) -> None:
    need = cost.amount
    for c in _token_pool(state, ctx, cost):
        take = min(need, state.tokens.get(c, 0))
        piles.remove(state.tokens, c, take)
        need -= take
        if not need:
            return


register_words(h.HOOKS.costs, {"remove_tokens_from": (
    lambda s, ctx, cost: sum(s.tokens.get(c, 0) for c in _token_pool(s, ctx, cost)) >= cost.amount,
    _pay_token_pool)})


def _fodder(state: WhiState) -> list[int]:
    questing = set(state.questing.values())
    out = [c for c in cap.units(state) if cap.power(state, c) == 0 and c not in state.attackers
           and c not in questing]
    return sorted(out, key=lambda c: (not _leave_trigger(state, c), state.table.cost[c], c))


def _pay_fodder(state: WhiState, ctx, cost) -> None:
    fodder = _fodder(state)
    if fodder:
        cap.leave_play(state, fodder[0], "sacrificed")


register_words(h.HOOKS.costs, {"sacrifice_fodder": (lambda s, ctx, cost: bool(_fodder(s)), _pay_fodder)})

__all__ = ["COUNTDOWN", "LEFT_TO_HAND", "MILL", "op", "opponent_indirect"]
