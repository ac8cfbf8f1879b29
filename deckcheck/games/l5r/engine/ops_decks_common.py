"""Conditions, costs, game ops and statics the records of records/decks_common.py need beyond
the dsl and ops_crab_crane (registered into the L5R hooks' tables on import; every name
starts with ``dc_``).

Conditions: dc_empty_rings_at_least (n unclaimed, uncontested rings without fate),
dc_ring_fate_to_gather (another unclaimed ring than the one the pilot contests next holds
fate), dc_ids_in_play (a character with one of these card ids is in play), dc_control_trait
(a character with the trait is in play), dc_host_has_fate, dc_host_max_cost (this
attachment's host's printed cost), dc_host_trait / dc_host_unique_clan (attachment play
restrictions: the chosen host), dc_dreamer_ring (the ring Ethereal Dreamer chose is
contested), dc_void_claimed (the claimed ring is the void ring, or Isawa Kaede attacks: the
contested ring then has the void element), dc_opp_more_honor_before (the opponent had more
honor before this character's status token changed the player's), dc_composure (the
player's bid is lower than the opponent's), dc_mirumoto_attachment, dc_event_cost_at_least,
dc_in_row (this card lies in one of the four row provinces), dc_echoes_candidate,
dc_service_trade.

Costs: dc_bow_one (bow the weakest ready character at home that matches the cost's target:
"bow a friendly <...> character"; the greedy pilot never bows an attacker for it).

Game ops: dc_rings_place, dc_gather_ring_fate, dc_discard_ids, dc_remove_unfated,
dc_dreamer_pick, dc_shuffle_into_deck, dc_mirumoto_play,
dc_to_stronghold_province, dc_echoes, dc_mark_won, dc_honor_if_won, dc_bottom_self,
dc_ready_best_unique.

Statics (the record facts the engine reads) are in statics_decks_common.py.

Marks live in ``state.used`` under negative keys (cleared when the round begins):
``MARK_DREAMER - c`` (the ring + 1 Ethereal Dreamer chose), ``MARK_WON - c`` (conflicts won
this round + 1 when A Perfect Cut was played).
"""
from __future__ import annotations
from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import COSTS, CONDITIONS, HOOKS
from deckcheck.games.l5r.engine.state import RINGS, L5rState


def value(state: L5rState, c: int) -> int:
    """What the greedy player thinks a character is worth: printed skills + glory + cost."""
    t = state.table
    return (t.military[c] or 0) + (t.political[c] or 0) + t.glory[c] + t.cost[c]


def free_rings(state: L5rState) -> list[int]:
    """Unclaimed rings not being contested."""
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def next_ring(state: L5rState) -> int:
    """The ring the greedy pilot declares its next conflict on (pilot.RING_ORDER ties)."""
    from deckcheck.games.l5r.engine.pilot import RING_ORDER

    free = free_rings(state)
    if not free:
        return -1
    return max(free, key=lambda r: (state.ring_fate.get(r, 0), -RING_ORDER.index(r)))


def host_of(state: L5rState, a: int) -> int:
    return state.attached.get(a, -1)


def home_ready_of_decks_common(state: L5rState, c: int) -> bool:
    return c in state.play and c not in state.attackers and c not in state.bowed


def _event_cost_at_least(state, ctx, n):
    e = ctx.event
    return e is not None and e.card >= 0 and state.table.cost[e.card] >= n


def _bow_choices(state, ctx, cost) -> list[int]:
    return [c for c in candidates(state, HOOKS, ctx, cost.target) if home_ready_of_decks_common(state, c)]


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
