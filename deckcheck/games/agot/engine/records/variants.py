"""Card records of the Variants: Valyrian Draft Set, Kingsmoot Variant, Hand of the King
Variant, Tower of Joy Draft Set."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import MARSHALED, card, cond, draw, reaction


# -- Valyrian Draft Set ------------------------------------------------------------------------
card("00018", "Hollow Hill", reaction(MARSHALED, draw(1), when=(cond("new_faction"),)),
     note="Draft format only (not legal in joust). Neutral cards have no faction affiliation "
          "[001 §Neutral]; the faction card counts as a card the player controls, so only an "
          "out-of-faction character of a faction not yet in play draws.")
