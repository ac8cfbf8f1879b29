"""What the records of several packs of the King's Landing cycle share."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)


NEVER_DEFENDS = f"{NO_OPPONENT} never attacks, so the player never defends"
