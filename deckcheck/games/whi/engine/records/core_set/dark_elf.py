"""Core Set records: the Dark Elf cards. One test each in
tests/test_whi_records_core_set_dark_elf.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    ROUND_BEGINS,
    card,
    choose,
    cond,
    forced,
    gain,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import IN_QUEST
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h

# Disciple of Khaine: "Action: Spend 2 resources to redirect one combat damage just assigned to
# this unit to another target unit."


# -- the operations only these records use ----------------------------------------------------
def _sturdiest(state, ctx, c) -> bool:
    """c is the player's unit with the most hit points left (ties: the later one)."""
    units = cap.units(state)
    if c not in units:
        return False
    best = max(units, key=lambda u: (cap.hit_points(state, u) - state.damage.get(u, 0), u))
    return c == best


h.HOOKS.conditions.update({
    "opponent_had_turn": lambda s, ctx, v: s.round > 1 or not s.first_player,
})


h.STATE_WORDS["sturdiest"] = _sturdiest


# -- records -----------------------------------------------------------------------------------
card("01106", "Disciple of Khaine", inert="The passive opponent never assigns combat damage.")

# Vile Sorceress: "Quest. Forced: After your turn begins, one target unit gets -1 hit points
# until the end of the turn." Only the player's units: the one with the most hit points left.
card("01107", "Vile Sorceress",
     forced(ROUND_BEGINS, modify(choose(units(), state="sturdiest"), -1, stat="hit_points",
                                 until=UNTIL_ROUND), op("check_destroyed"), when=(IN_QUEST,)))

# Cauldron of Blood: "Siege. Kingdom. Forced: When this zone is attacked, deal 1 damage to one
# target attacking unit."
card("01109", "Cauldron of Blood", inert="The passive opponent never attacks.")

# Hate: "Action: Take 1 resource from each opponent and add it to your available resources."
# The passive opponent collects its kingdom's resources and never spends them, so it has one
# from its first turn on; used after the kingdom's resources are gained (a reset loses it).
card("01110", "Hate", tactic(gain(1), phases=("kingdom", "capital"),
                             when=(cond("opponent_had_turn"),)))
