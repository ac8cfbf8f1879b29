"""Records of the cards first printed in the clan pack Masters of the Court. One test each in
tests/test_l5r_records_masters_of_the_court.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    ENTERS_PLAY, card, chars, choose, each, event_action, honor, reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    NO_CHARACTERS,
)


# -- Masters of the Court ---------------------------------------------------------------------------

card("festival-for-the-fortunes", "Festival for the Fortunes",
     event_action(honor(each(chars(), state="ma_not_honored"))),
     note=f"Honors each of the player's characters ({NO_CHARACTERS}).")

card("benevolent-host", "Benevolent Host",
     reaction(ENTERS_PLAY, game("ma_put_fate", 2,
                                target=choose(chars("courtier"), zone="province")),
              when=(when("event_option", "province"),)),
     note="After it is played from a province: a face-up Courtier of the provinces enters "
          "play, with 1 fate when its printed cost is 2 or lower.")
