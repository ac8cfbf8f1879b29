"""Card records of Forgotten Heroes (Forgotten Heroes, codes 18xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY,
    EVENT_CARD_T,
    card,
    cond,
    game_op,
    helps,
    reaction,
)


# -- Forgotten Heroes --------------------------------------------------------------------------
card("18017", "Vargo Hoat",
     reaction(ENTERS_PLAY, game_op("card_gold", 1, EVENT_CARD_T), about="mine",
              when=(cond("event_card_bestow"),), limit=2, limit_per="phase"),
     missing=(helps("Action: move 1 gold from him to a character with 2 or less gold; he "
                    "gains its keywords until the end of the phase"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")
