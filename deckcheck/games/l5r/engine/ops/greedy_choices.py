"""The greedy pilot's choices that the records of several packs share: what a character is
worth (``value``), the unclaimed rings (``free_rings``) and the ring it contests next
(``next_ring``), an attachment's host (``host_of``), a ready character at home; the
condition ``dc_event_cost_at_least``, the state word ``ready_home`` and the cost ``dc_bow_one`` ("bow a friendly
character": the weakest ready one at home, never an attacker). Registered into the hooks'
tables on import.
"""
from __future__ import annotations

from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import COSTS, CONDITIONS, HOOKS, STATE_WORDS
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.games.l5r.engine.pilot import RING_ORDER


def value(state: L5rState, c: int) -> int:
    """What the greedy player thinks a character is worth: printed skills + glory + cost."""
    t = state.table
    return (t.military[c] or 0) + (t.political[c] or 0) + t.glory[c] + t.cost[c]


def free_rings(state: L5rState) -> list[int]:
    """Unclaimed rings not being contested."""
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def next_ring(state: L5rState) -> int:
    """The ring the greedy pilot declares its next conflict on (pilot.RING_ORDER ties)."""

    free = free_rings(state)
    if not free:
        return -1
    return max(free, key=lambda r: (state.ring_fate.get(r, 0), -RING_ORDER.index(r)))


def host_of(state: L5rState, a: int) -> int:
    return state.attached.get(a, -1)


def ready_at_home(state: L5rState, c: int) -> bool:
    return c in state.play and c not in state.attackers and c not in state.bowed


def _event_cost_at_least(state, ctx, n):
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.cost[e.card] >= n


def _bow_choices(state, ctx, cost) -> list[int]:
    return [c for c in candidates(state, HOOKS, ctx, cost.target) if ready_at_home(state, c)]


def _ok_bow_one(state, ctx, cost):
    return bool(_bow_choices(state, ctx, cost))


def _pay_bow_one(state, ctx, cost):
    found = _bow_choices(state, ctx, cost)
    if found:
        play_rules.bow(state, min(found, key=lambda c: (value(state, c), c)))


CONDITIONS.update({
    "dc_event_cost_at_least": _event_cost_at_least,
})


COSTS["dc_bow_one"] = (_ok_bow_one, _pay_bow_one)


STATE_WORDS["ready_home"] = ready_at_home
