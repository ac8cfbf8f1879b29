"""Card records of Jade Sea (codes 19xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY, PHASE_ENDS, card, chars, cond, constant, forced, game_op, hurts, income,
    reaction,
)
from deckcheck.games.agot.engine.records.words import TEMPORARY, put_best, setting


# -- Jade Sea ----------------------------------------------------------------------------------
card("19006", "Ser Boros Blount",
     reaction(ENTERS_PLAY, put_best("deck", chars("Kingsguard"),
                                    chars("Knight", exclude_faction="lannister"), top=10),
              TEMPORARY, about="self"),
     forced(PHASE_ENDS, game_op("discard_marked"), when=(cond("marked"),)),
     missing=(hurts("the card put into play is discarded at the end of the phase only while "
                    "Ser Boros is still in play"),),
     note="The best Kingsguard or non-[lannister] Knight character of the top 10 comes into "
          "play until the end of the phase (a temporary attacker after Ambush; an enters-play "
          "trigger such as Ser Balon Swann's gold after marshaling).")
card("19019", "Gulltown", constant(setting("extra_city_plot", 1)), statics=(income(1),),
     note="Limited is read as a keyword.")
