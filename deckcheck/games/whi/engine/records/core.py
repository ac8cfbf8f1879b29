"""Core Set examples: simple abilities that prove the path from a record to the game
(each reviewed against its text in the snapshot; one test each in
tests/test_whi_records_core.py)."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ROUND_BEGINS,
    card,
    each,
    develop_top,
    forced,
    heal_capital,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND

# Keystone Forge (Dwarf support): "Kingdom. Forced: After your turn begins, heal 1 damage to
# your capital." [004 GS 14 erratum: "repair" -> "heal"]. The passive opponent never damages
# the capital, so it never changes a number; modeled anyway.
card("01014", "Keystone Forge", forced(ROUND_BEGINS, heal_capital(1)))

# City Gates (Empire support): "Building. Forced: After your turn begins, place the top card
# of your deck into this zone as a development."
card("01040", "City Gates", forced(ROUND_BEGINS, develop_top(1)))

# Contested Village (neutral support): "Limited (...)" - the engine reads Limited itself.
card("01111", "Contested Village", inert="Limited only; the engine reads the keyword itself.")

# Waaagh! (Orc tactic, cost 3, loyalty 2): "Action: Each attacking unit gains [Power][Power]
# until the end of the turn." Usable in the battlefield phase's windows once attackers are
# declared (with no attacker it would change nothing, so it is not offered).
card("01079", "Waaagh!", tactic(modify(each(units(), state="attacking"), 2, until=UNTIL_ROUND),
                                phases=("battlefield",)))

# Demoralise (Empire tactic): "Action: One target unit loses [PP] until the end of the turn."
card("01046", "Demoralise", inert="Only the opponent's units would be worth targeting; the "
     "passive opponent has none.")
