"""The cards the player played in the conflict in progress, shared by the records of several
packs (registered into the hooks' tables on import): every card played from hand since the
conflict was declared (``state.c_played_base``), plus what face-up holdings add ("you are
considered to have played an additional card in each conflict": the fact ``played_extra`` of
a record's statics, ``PlayedExtra``).

Count: ``cards_played_in_conflict``. Condition: ``played_in_conflict_at_least`` (n).
"""
from __future__ import annotations

from dataclasses import dataclass

from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import holdings_in_play
from deckcheck.games.l5r.engine.state import L5rState


@dataclass(frozen=True, slots=True)
class PlayedExtra:
    """"You are considered to have played n additional cards in each conflict"."""

    played_extra: int = 1


def played_in_conflict(state: L5rState) -> int:
    if not state.c_type:
        return 0
    t = state.table
    extra = sum(getattr(s, "played_extra", 0) for h in holdings_in_play(state)
                for s in (t.records[h].statics if t.records[h] is not None else ()))
    return state.conflict_played - state.c_played_base + extra


CONDITIONS.update({
    "played_in_conflict_at_least": lambda state, ctx, value: played_in_conflict(state) >= value,
})


COUNTS.update({
    "cards_played_in_conflict": lambda state, ctx, value: played_in_conflict(state),
})
