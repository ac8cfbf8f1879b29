"""What the records of several packs of the Westeros Cycle share."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    chars,
)
from deckcheck.games.agot.engine.records.words import (
    named,
)


SANSA = named("Sansa Stark")
KNIGHT = chars("Knight")
LADY_CHAR = chars("Lady")
STARK_CHARS = chars(factions=("stark",))
