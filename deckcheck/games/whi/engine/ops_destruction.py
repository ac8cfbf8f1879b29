"""Operations the Core Set Destruction records (Orc, Chaos) and the Core Set elves need and
the dsl lacks, registered into the WHI hooks' tables (records/core_destruction.py uses them).

Conditions (``cond(name, value)``): ``damaged_unit`` (the player controls a damaged unit),
``developments_here_at_least`` (developments in the source's zone),
``before_combat_damage`` (attackers declared, combat damage not dealt yet), ``culling_pays``
(sacrificing the least useful unit for +1 power in the battlefield gains the attack at least
``value``), ``opponent_had_turn`` (the passive opponent has had a turn, so it has collected
resources), ``marked`` (the source's own mark of this turn is set), ``event_card_race`` (the
triggering card's race), ``unit_in_hand``, ``damage_pays`` (a card in hand becomes
affordable when the damage on the source is spent as resources).

Game operations (``Effect(GAME_SPECIFIC, n, target, value=name)``): ``indirect`` (each player
takes n indirect damage), ``doom_divers``, ``warpstone``, ``destroy_here`` (supports and
developments in the source's zone), ``corrupt_least_here``, ``sacrifice_least_here``,
``damage_least_battlefield``, ``mark`` / ``unmark``, ``flip_development``, ``bigga``,
``spend_damage``, ``check_destroyed``. Cost ``sacrifice_least`` (the least useful matching
unit). State words (registered beside the hooks' own): ``sturdiest`` (the player's unit with
the most hit points left), ``flippable`` (a unit development that may be turned faceup),
``spare`` (the least useful unit not attacking).

"Least useful" unit: not attacking, then the lowest power, then the lowest cost, the source
last - the player's pick when a Forced text or a cost makes it give up one of its units.

The player's own capital: its damage (``state.capital_damage``) is otherwise never dealt by
a passive opponent; when a card of this group deals some, a zone burns at its hit points (8
+ its developments, as the opponent's, see capital.py) and the player loses with two burned
zones (as the opponent does, opponent.py).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import BATTLEFIELD, DEVELOPMENT, IN_ZONE, WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.state import ELIMINATED

MARK = -(1 << 20)                 # state.used keys of this module's marks: MARK - source


# -- the two capitals -----------------------------------------------------------------------------
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


def _damage_opponent(state: WhiState, z: int, n: int) -> None:
    from deckcheck.games.whi.engine.battlefield import damage_opponent
    if z >= 0:
        damage_opponent(state, z, n, ())


# -- choosing among the player's units -------------------------------------------------------------
def _usefulness(state: WhiState, c: int, source: int) -> tuple:
    """Least useful first: not attacking, low power, low cost, not the source."""
    return (c in state.attackers, cap.power(state, c), state.table.cost[c], c == source)


def least_unit(state: WhiState, cards, source: int) -> int:
    cards = [c for c in cards if state.table.kind[c] == UNIT and state.where[c] == IN_ZONE]
    return min(cards, key=lambda c: _usefulness(state, c, source)) if cards else -1


def _here(state: WhiState, source: int) -> int:
    return cap.zone_of(state, source)


# -- effects ----------------------------------------------------------------------------------------
def _indirect(state, ctx, eff, cards):
    """Each player takes n indirect damage, allocated by its owner: the passive opponent
    (no units) puts it on its healthiest zone; the player on its own healthiest zone (a
    passive opponent never damages the capital, so that costs it nothing until it burns)."""
    for _ in range(eff.amount):
        _damage_opponent(state, opponent_healthiest(state), 1)
        if state.outcome:
            return
    for _ in range(eff.amount):
        z = own_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_own_capital(state, z, 1)


def _doom_divers(state, ctx, eff, cards):
    """Each player sacrifices a development or takes 1 damage on each zone of its capital:
    the passive opponent has no developments; the player takes the damage unless it would
    lose by it and has a development to sacrifice (the one in its most damaged zone)."""
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z not in burned:
            _damage_opponent(state, z, 1)
            if state.outcome:
                return
    would_burn = sum(1 for z in range(3) if own_room(state, z) <= 1)
    devs = [(own_room(state, z), z) for z in range(3) if state.developments[z]]
    if would_burn >= 2 and devs:
        z = min(devs)[1]
        cap.leave_play(state, state.developments[z][-1], "sacrificed")
        return
    for z in range(3):
        damage_own_capital(state, z, 1)
        if state.outcome:
            return


def _warpstone(state, ctx, eff, cards):
    """Each player corrupts one of its units in the source's zone or takes 1 damage on its
    capital: the passive opponent (no units) takes the damage on its healthiest zone; the
    player takes it too unless that would lose and an uncorrupted unit is there."""
    _damage_opponent(state, opponent_healthiest(state), 1)
    if state.outcome:
        return
    z = own_healthiest(state)
    here = _here(state, ctx.source)
    free = [c for c in cap.units(state, here) if c not in state.corrupted] if here >= 0 else []
    if free and (z < 0 or (own_room(state, z) <= 1 and own_burned(state) >= 1)):
        h.corrupt_cards(state, ctx, None, [least_unit(state, free, ctx.source)])
    elif z >= 0:
        damage_own_capital(state, z, 1)


def _destroy_here(state, ctx, eff, cards):
    """Destroy every support and development in the source's zone (the opponent has none)."""
    z = _here(state, ctx.source)
    if z < 0:
        return
    kind = state.table.kind
    for c in [c for c in state.zones[z] if kind[c] == SUPPORT] + list(state.developments[z]):
        cap.leave_play(state, c, "destroyed")


def _corrupt_least_here(state, ctx, eff, cards):
    """Corrupt one unit in the source's zone (the passive opponent has none): the least
    useful uncorrupted one, which may be the source."""
    z = _here(state, ctx.source)
    if z >= 0:
        c = least_unit(state, [u for u in cap.units(state, z) if u not in state.corrupted], ctx.source)
        if c >= 0:
            h.corrupt_cards(state, ctx, None, [c])


def _sacrifice_least_here(state, ctx, eff, cards):
    """Sacrifice one unit in the source's zone (the least useful; the source last)."""
    z = _here(state, ctx.source)
    if z >= 0:
        c = least_unit(state, cap.units(state, z), ctx.source)
        if c >= 0:
            cap.leave_play(state, c, "sacrificed")


def _damage_least_battlefield(state, ctx, eff, cards):
    """n damage to one unit in the player's battlefield (the only battlefield with units):
    the least useful one."""
    c = least_unit(state, cap.units(state, BATTLEFIELD), ctx.source)
    if c >= 0:
        cap.deal_damage(state, c, eff.amount)


def _mark(state, ctx, eff, cards):
    state.used[MARK - ctx.source] = 1


def _unmark(state, ctx, eff, cards):
    state.used.pop(MARK - ctx.source, None)


def _flip_development(state, ctx, eff, cards):
    """A unit development turned faceup stays in play in the development's zone (the record
    sacrifices it at the end of the turn); it does not "enter play" (no event), and a Hero
    where a Hero is already does nothing [004 GS 75, §HgF]."""
    for c in cards:
        if not _flippable(state, ctx, c):
            continue
        z = piles.place_of(state.developments, c)
        cap.from_where(state, c)
        piles.put(state.zones, z, c)
        state.where[c] = IN_ZONE
        state.in_play.setdefault(state.table.title[c], state.round)
        h.note(state, "enters", c, z)
        if cap.hit_points(state, c) <= 0:
            cap.leave_play(state, c, "destroyed")


def _flippable(state, ctx, c) -> bool:
    """A unit among the player's developments that may be turned faceup where it is."""
    t = state.table
    if state.where[c] != DEVELOPMENT or t.kind[c] != UNIT:
        return False
    return not (t.hero[c] and cap.hero_in(state, piles.place_of(state.developments, c)))


def _bigga(state, ctx, eff, cards):
    """The unit just played comes into play with 1 damage; the tactic's mark (and with it
    its cost reduction) is cleared."""
    _unmark(state, ctx, eff, cards)
    for c in cards:
        if state.where[c] == IN_ZONE:
            piles.add(state.damage, c, eff.amount)
            if state.damage[c] >= cap.hit_points(state, c):
                cap.leave_play(state, c, "destroyed")


def _spend_damage(state, ctx, eff, cards):
    """Damage on the source spent as resources: one damage off, one resource (not counted
    as gained from the kingdom)."""
    if cap.heal(state, ctx.source, 1):
        state.resources += 1


def _check_destroyed(state, ctx, eff, cards):
    """Units whose hit points fell to their damage (or to 0) are destroyed [004 §HgF]."""
    for c in cap.units(state):
        if state.where[c] == IN_ZONE and state.damage.get(c, 0) >= cap.hit_points(state, c):
            cap.leave_play(state, c, "destroyed")


h.GAME_OPS.update({
    "indirect": _indirect, "doom_divers": _doom_divers, "warpstone": _warpstone,
    "destroy_here": _destroy_here, "corrupt_least_here": _corrupt_least_here,
    "sacrifice_least_here": _sacrifice_least_here,
    "damage_least_battlefield": _damage_least_battlefield, "mark": _mark, "unmark": _unmark,
    "flip_development": _flip_development, "bigga": _bigga, "spend_damage": _spend_damage,
    "check_destroyed": _check_destroyed,
})


# -- conditions -------------------------------------------------------------------------------------
def _damage_pays(state, ctx, v) -> bool:
    dmg = state.damage.get(ctx.source, 0)
    if not dmg:
        return False
    t = state.table
    for c in state.hand:
        if t.kind[c] in (UNIT, SUPPORT, QUEST_CARD) and cap.may_play(state, c) and cap.zones_for(state, c):
            need = cap.play_cost(state, c)
            if state.resources < need <= state.resources + dmg:
                return True
    return False


def _event_card_race(state, ctx, v) -> bool:
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.race_of[e.card] == v


h.HOOKS.conditions.update({
    "damaged_unit": lambda s, ctx, v: any(s.damage.get(c, 0) > 0 and s.where[c] == IN_ZONE
                                          for c in cap.units(s)),
    "developments_here_at_least": lambda s, ctx, v: (_here(s, ctx.source) >= 0 and
                                                     len(s.developments[_here(s, ctx.source)]) >= v),
    "opponent_had_turn": lambda s, ctx, v: s.round > 1 or not s.first_player,
    "marked": lambda s, ctx, v: bool(s.used.get(MARK - ctx.source)),
    "event_card_race": _event_card_race,
    "unit_in_hand": lambda s, ctx, v: any(s.table.kind[c] == UNIT for c in s.hand),
    "damage_pays": _damage_pays,
})


# -- costs and state words --------------------------------------------------------------------------
def _sacrifice_least(state, ctx, cost):
    from deckcheck.goldfish.abilities import runtime
    c = least_unit(state, runtime.candidates(state, h.HOOKS, ctx, cost.target), ctx.source)
    if c >= 0:
        cap.leave_play(state, c, "sacrificed")


def _can_sacrifice(state, ctx, cost) -> bool:
    from deckcheck.goldfish.abilities import runtime
    return least_unit(state, runtime.candidates(state, h.HOOKS, ctx, cost.target), ctx.source) >= 0


h.HOOKS.costs["sacrifice_least"] = (_can_sacrifice, _sacrifice_least)


def _sturdiest(state, ctx, c) -> bool:
    """c is the player's unit with the most hit points left (ties: the later one)."""
    units = cap.units(state)
    if c not in units:
        return False
    best = max(units, key=lambda u: (cap.hit_points(state, u) - state.damage.get(u, 0), u))
    return c == best


h.STATE_WORDS["sturdiest"] = _sturdiest
h.STATE_WORDS["flippable"] = _flippable


def _spare(state, ctx, c) -> bool:
    """c is the player's least useful unit that is not attacking (one card at most)."""
    if c in state.attackers or state.where[c] != IN_ZONE:
        return False
    return c == least_unit(state, [u for u in cap.units(state) if u not in state.attackers],
                           ctx.source)


h.STATE_WORDS["spare"] = _spare

__all__ = ["MARK", "damage_own_capital", "least_unit", "opponent_healthiest", "own_burned",
           "own_healthiest", "own_room"]


def _before_combat_damage(state, ctx, v) -> bool:
    from deckcheck.games.whi.engine.game import FLOW
    return bool(state.attackers) and state.step < FLOW.at("battlefield.damage")


def _culling_pays(state, ctx, v) -> bool:
    """Sacrificing the least useful unit for +1 power on each unit in the battlefield gains
    the attack at least ``v`` power."""
    victim = least_unit(state, cap.units(state), ctx.source)
    if victim < 0:
        return False
    n = len(state.attackers)
    gain = (n - 1 - cap.power(state, victim)) if victim in state.attackers else n
    return gain >= v


h.HOOKS.conditions.update({"before_combat_damage": _before_combat_damage,
                           "culling_pays": _culling_pays})
