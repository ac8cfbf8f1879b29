"""Card records of Premium Packs (The Things We Do For Love, codes 16xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import FirstCostReduction, card, chars


# -- The Things We Do For Love -----------------------------------------------------------------
card("16027", "Aloof and Apart", statics=(FirstCostReduction(chars(min_printed_cost=6), 2),),
     note="Prized 1 on the player's characters of printed cost 6 or higher only rewards an "
          "opponent: nothing against the passive opponent.")
card("16036", "The Gathering Storm",
     inert="Its When Revealed lets each opponent replace its revealed plot; the passive "
           "opponent reveals no plot.")
