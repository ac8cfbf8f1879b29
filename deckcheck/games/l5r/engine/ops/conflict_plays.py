"""The cards the player played in the conflict in progress, shared by the records of several
packs (registered into the hooks' tables on import): every card played from hand since the
conflict was declared (``state.c_played``, kept by ``play_rules.count_play``), plus what
face-up holdings add ("you are considered to have played an additional card in each
conflict": the fact ``played_extra`` of a record's statics, ``PlayedExtra``).

Count: ``cards_played_in_conflict``. Conditions: ``played_in_conflict_at_least`` (n),
``another_played_with_trait`` (a trait: another card with it was played in the conflict,
"if you have played another Kihō in this conflict").
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
    return len(state.c_played) + extra


def _another_played(state: L5rState, ctx, trait) -> bool:
    t = state.table
    return bool(state.c_type) and any(c != ctx.source and trait in t.traits[c] for c in state.c_played)


CONDITIONS.update({
    "played_in_conflict_at_least": lambda state, ctx, value: played_in_conflict(state) >= value,
    "another_played_with_trait": _another_played,
})


COUNTS.update({
    "cards_played_in_conflict": lambda state, ctx, value: played_in_conflict(state),
})
