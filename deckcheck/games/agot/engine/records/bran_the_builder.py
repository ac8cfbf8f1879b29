"""Card records of Bran the Builder (Bran the Builder, codes 22xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    PHASE_BEGINS,
    card,
    forced,
    game_op,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN,
)


# -- Bran the Builder --------------------------------------------------------------------------
card("22030", "The Mad King's Command",
     forced(PHASE_BEGINS, game_op("keep_chosen", 3), when=(CHALLENGES_BEGIN,), zone="plot"),
     note="The player keeps 3 characters, 3 locations, 3 attachments (most power, then "
          "printed cost, then STR) and 3 cards of hand and shadows (highest cost); every "
          "other card goes to the bottom of the deck.")
