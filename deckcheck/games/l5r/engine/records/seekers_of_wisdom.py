"""Records of the cards first printed in the clan pack Seekers of Wisdom. One test each in
tests/test_l5r_records_seekers_of_wisdom.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.ops.greedy_choices import host_of
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY, action, attached, card, participating,
    reaction, ready,
)


# -- the operations only these records use ----------------------------------------------------
def _host_max_cost(state, ctx, n):
    h = host_of(state, ctx.source)
    return h in state.play and state.table.cost[h] <= n


CONDITIONS.update({
    "dc_host_max_cost": _host_max_cost,
})


# -- Seekers of Wisdom ------------------------------------------------------------------------------

card("elegant-tessen", "Elegant Tessen",
     reaction(ENTERS_PLAY, ready(attached()), when=(when("dc_host_max_cost", 2),)),
     note="+1/+1 and Restricted are printed and played.")

card("asako-togama", "Asako Togama",
     action(game("ps_swap_ring"), when=(participating(), when("ps_ring_gain", 1)),
            phases=("conflict",)),
     note="While participating, a claimed ring is switched with the unclaimed ring holding the "
          "most fate (at least 1), and the player gains its fate.")

