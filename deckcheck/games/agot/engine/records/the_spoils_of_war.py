"""Card records of The Spoils of War (codes 24xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import bonus, card, chars, only
from deckcheck.games.agot.engine.records.words import NO_OPPONENT


# -- The Spoils of War -------------------------------------------------------------------------
card("24012", "War Scorpion", statics=(only(chars()), bonus(strength=2)),
     note=f"Its action removes or kills an attacking character: {NO_OPPONENT} never attacks. "
          "Ambush is a keyword.")
