"""Card records of the Sea of Shadow: When All Is Darkest, Whispers of War, Mountain and Vale,
Lord of the Waters, Justice for Elia, No Crown but Truth."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import card, helps


# -- Whispers of War ---------------------------------------------------------------------------
card("26027", "Ghost Hill Elite",
     missing=(helps("after it enters play, it may take an [intrigue] or [power] icon from "
                    "one of the player's own characters until the end of the phase (killing "
                    "an icon-less character is meant for the opponent's)"),),
     note="Ambush and No attachments are keywords.")
