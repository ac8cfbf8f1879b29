"""Switched skills, ring elements and cost reductions shared by the records of several packs
(registered into the hooks' tables on import): the conditions ``ps_swap_gain``,
``ps_host_in_event``, ``ps_ring_gain``; the counts ``ps_swapped_military`` /
``ps_swapped_political``; the game ops ``ps_swap_skills`` and ``ps_swap_ring``; the
reduction of the next event (MARK_LIES), the elements a ring gains (``gained_elements``,
read by rings.py), the best free ring; the conflict's type switched (``switch_type``, when
the other type counts more skill: ``switch_gains``).
"""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import Constant
from deckcheck.games.l5r.engine import rings, play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS, REDUCTIONS, conflict_skill
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.goldfish.abilities import runtime


MARK_LIES = -(7 << 20)        # state.used: fate off the next event card (City of Lies)
MARK_SWAP = -(8 << 20)        # state.used[MARK_SWAP - source]: the character whose skills the
                              # source switched (Bayushi Yunako)


def _host_in_event(state: L5rState, ctx, value) -> bool:
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def best_free_ring(state: L5rState) -> int:
    """The unclaimed ring (not the contested one) with the most fate, -1 when none."""
    free = [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]
    if not free:
        return -1
    return max(free, key=lambda r: (state.ring_fate.get(r, 0), -r))


def _ring_gain(state: L5rState, ctx, value) -> bool:
    r = best_free_ring(state)
    return bool(state.claimed) and r >= 0 and state.ring_fate.get(r, 0) >= (value or 1)


def swap_gain(state: L5rState, c: int) -> int:
    """What switching c's printed military and political skill adds to its skill of the
    conflict in progress (0 with a dash)."""
    t = state.table
    mil, pol = t.military[c], t.political[c]
    if mil is None or pol is None or not state.c_type:
        return 0
    return pol - mil if state.c_type == 1 else mil - pol


def _swap_target(state: L5rState) -> int:
    best = max(state.attackers, key=lambda c: (swap_gain(state, c), -c), default=-1)
    return best if best >= 0 and swap_gain(state, best) > 0 else -1


def _swap_gain(state: L5rState, ctx, value) -> bool:
    return _swap_target(state) >= 0


def _swap_ring(state: L5rState, ctx, eff, cards) -> None:
    r = best_free_ring(state)
    if r < 0 or not state.claimed:
        return
    back = min(state.claimed)                      # any claimed ring: they are alike here
    state.claimed.discard(back)
    state.claimed.add(r)
    play_rules.gain_fate(state, state.ring_fate.pop(r, 0))


def _reduction(state: L5rState, c: int) -> int:
    return state.used.get(MARK_LIES, 0) if state.used else 0


REDUCTIONS.append(_reduction)


def _swap_skills(state: L5rState, ctx, eff, cards) -> None:
    """Switch the printed skills of the participant that gains most in this conflict, until
    the conflict ends: lasting entries of the source's constant (its effects 0 and 1: military
    and political, counted by ``ps_swapped_military`` / ``ps_swapped_political``)."""
    c = _swap_target(state)
    k = next((i for i, ab in enumerate(state.table.abilities[ctx.source])
              if isinstance(ab, Constant)), -1)
    if c < 0 or k < 0:
        return
    state.used[MARK_SWAP - ctx.source] = c
    for e in (0, 1):
        state.lasting.append((ctx.source, k, e, c, "contest"))


def _swapped(stat: int):
    def count(state: L5rState, ctx, value) -> int:
        c = state.used.get(MARK_SWAP - ctx.source, -1)
        if c < 0:
            return 0
        t = state.table
        mil, pol = t.military[c] or 0, t.political[c] or 0
        return pol - mil if stat == 1 else mil - pol
    return count


def gained_elements(state: L5rState) -> tuple[int, ...]:
    """Elements the contested ring gains from its attackers: a constant ``grant`` effect with
    value ("ring_element", name) on an attacker (Seeker of Knowledge)."""
    if not state.attackers or "grant" not in state.table.index.constants:
        return ()

    out: list[int] = []
    for c in state.attackers:
        for v in runtime.constant_values(state, state.hooks, "grant", c):
            if isinstance(v, tuple) and len(v) == 2 and v[0] == "ring_element" and v[1] in RINGS:
                out.append(RINGS.index(v[1]))
    return tuple(out)


rings.EXTRA_ELEMENTS.append(gained_elements)


def _switch_gains(state: L5rState, ctx, value) -> bool:
    """The conflict in progress would count more skill as the other type."""
    if not state.c_type:
        return False
    now = conflict_skill(state)
    state.c_type = 3 - state.c_type
    other = conflict_skill(state)
    state.c_type = 3 - state.c_type
    return other > now


def _switch_type(state: L5rState, ctx, eff, cards) -> None:
    if state.c_type:
        state.c_type = 3 - state.c_type


__all__ = ["best_free_ring"]


CONDITIONS.update({
    "ps_swap_gain": _swap_gain,
    "ps_host_in_event": _host_in_event,
    "ps_ring_gain": _ring_gain,
    "switch_gains": _switch_gains,
})


COUNTS.update({
    "ps_swapped_military": _swapped(1),
    "ps_swapped_political": _swapped(2),
})


GAME_OPS.update({
    "ps_swap_skills": _swap_skills,
    "ps_swap_ring": _swap_ring,
    "switch_type": _switch_type,
})
