"""Records of the cards first printed in the clan pack Underhand of the Emperor. One test each in
tests/test_l5r_records_underhand_of_the_emperor.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.records.dsl import (
    card,
)
from deckcheck.games.l5r.engine.records.words import (
    NO_CHARACTERS,
)


# -- Underhand of the Emperor -----------------------------------------------------------------------

card("stolen-breath", "Stolen Breath",
     inert=f"keeps a character out of political conflicts: {NO_CHARACTERS} (putting it on one's "
           "own is not played)")
