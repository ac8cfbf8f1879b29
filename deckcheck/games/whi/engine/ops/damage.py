"""Damage to capitals and units, shared by the records of several packs (registered into the
hooks' tables on import): the player's own zones (``own_room``, ``own_burned``,
``damage_own_capital``, ``own_healthiest``), the opponent's (``opponent_healthiest``,
``damage_opponent``), the least useful unit to give up (``least_unit``), the source's zone,
marks (MARK - source: ``mark`` / ``unmark`` / ``check_destroyed``), the cost
``sacrifice_least``, the state word ``spare`` and the condition ``before_combat_damage``.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import IN_ZONE, WhiState
from deckcheck.goldfish.state import ELIMINATED
from deckcheck.goldfish.abilities import runtime


MARK = -(1 << 20)                 # state.used keys of this module's marks: MARK - source


def own_room(state: WhiState, z: int) -> int:
    """Hit points left in zone z of the player's own capital."""
    return cap.ZONE_HIT_POINTS + len(state.developments[z]) - state.capital_damage[z]


def own_burned(state: WhiState) -> int:
    return sum(1 for z in range(3) if own_room(state, z) <= 0)


def damage_own_capital(state: WhiState, z: int, n: int) -> None:
    """n damage to zone z of the player's capital; two burned zones lose the game."""
    if n <= 0 or own_room(state, z) <= 0:
        return
    state.capital_damage[z] += min(n, own_room(state, z))
    h.note(state, "own_capital_damage", -1, n, z)
    if own_burned(state) >= 2:
        state.end(ELIMINATED, "capital_burned")


def own_healthiest(state: WhiState) -> int:
    """The player's own zone it would put damage on: the most hit points left (ties: the
    battlefield, then quest, then kingdom); -1 when all are burned."""
    best = max((2, 1, 0), key=lambda z: own_room(state, z))
    return best if own_room(state, best) > 0 else -1


def opponent_healthiest(state: WhiState) -> int:
    """Where the passive opponent puts damage it assigns itself: its unburned zone with the
    most hit points left (ties: the lower index); -1 when all are burned."""
    burned = {z for z, _ in state.burned}
    left = [(hit_points_of(state, z) - state.opp_damage[z], -z) for z in range(3) if z not in burned]
    return -max(left)[1] if left else -1


def damage_opponent(state: WhiState, z: int, n: int) -> None:
    if z >= 0:
        cap.damage_opponent(state, z, n, ())


def _usefulness(state: WhiState, c: int, source: int) -> tuple:
    """Least useful first: not attacking, low power, low cost, not the source."""
    return (c in state.attackers, cap.power(state, c), state.table.cost[c], c == source)


def least_unit(state: WhiState, cards, source: int) -> int:
    cards = [c for c in cards if state.table.kind[c] == UNIT and state.where[c] == IN_ZONE]
    return min(cards, key=lambda c: _usefulness(state, c, source)) if cards else -1


def zone_of_source(state: WhiState, source: int) -> int:
    return cap.zone_of(state, source)


def _mark(state, ctx, eff, cards):
    state.used[MARK - ctx.source] = 1


def unmark(state, ctx, eff, cards):
    state.used.pop(MARK - ctx.source, None)


def _check_destroyed(state, ctx, eff, cards):
    """Units whose hit points fell to their damage (or to 0) are destroyed [004 §HgF]."""
    for c in cap.units(state):
        if state.where[c] == IN_ZONE and state.damage.get(c, 0) >= cap.hit_points(state, c):
            cap.leave_play(state, c, "destroyed")


def _sacrifice_least(state, ctx, cost):
    c = least_unit(state, runtime.candidates(state, h.HOOKS, ctx, cost.target), ctx.source)
    if c >= 0:
        cap.leave_play(state, c, "sacrificed")


def _can_sacrifice(state, ctx, cost) -> bool:
    return least_unit(state, runtime.candidates(state, h.HOOKS, ctx, cost.target), ctx.source) >= 0


def _spare(state, ctx, c) -> bool:
    """c is the player's least useful unit that is not attacking (one card at most)."""
    if c in state.attackers or state.where[c] != IN_ZONE:
        return False
    return c == least_unit(state, [u for u in cap.units(state) if u not in state.attackers],
                           ctx.source)


__all__ = ["MARK", "damage_own_capital", "least_unit", "opponent_healthiest", "own_burned", "own_healthiest", "own_room"]


def _before_combat_damage(state, ctx, v) -> bool:
    return bool(state.attackers) and state.step < state.flow.at("battlefield.damage")


h.GAME_OPS.update({
    "mark": _mark,
    "unmark": unmark,
    "check_destroyed": _check_destroyed,
})


h.HOOKS.conditions.update({
    "marked": lambda s, ctx, v: bool(s.used.get(MARK - ctx.source)),
    "before_combat_damage": _before_combat_damage,
})


h.HOOKS.costs["sacrifice_least"] = (_can_sacrifice, _sacrifice_least)


h.STATE_WORDS["spare"] = _spare
