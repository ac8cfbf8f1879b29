"""What the records of several packs of the Dance of Shadows cycle share."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    cond,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)


NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"
ONCE_THIS_PHASE = cond("no_lasting_from_source")
