"""Records of the cards first printed in The Faith Militant (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    PHASE_BEGINS, UNTIL_PHASE, cannot,
    card, chars, choose, event_reaction, hurts, keyword, phase_is,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN,
)


card("08081", "Arya Stark",
     missing=(hurts("while she stands, no character can be saved (the player's own saves)"),))
card("08082", "I Am No One",
     event_reaction(PHASE_BEGINS, keyword("insight", choose(chars(max_printed_cost=3)),
                                          UNTIL_PHASE),
                    cannot("kneel_to_attack", choose(chars(max_printed_cost=3)), UNTIL_PHASE),
                    when=(CHALLENGES_BEGIN,)),
     missing=(hurts("the character loses its faction affiliations and traits (cards "
                    "counting [stark] characters or traits still count it)"),),
     note="Played as the challenges phase begins (its first action window): the character "
          "gains insight and does not kneel to attack until the phase ends. Stealth has "
          "nothing to bypass here.")
card("17127", "I Am No One",
     *(event_reaction(PHASE_BEGINS, keyword("insight", choose(who, state="standing"), UNTIL_PHASE),
                      cannot("kneel_to_attack", choose(who, state="standing"), UNTIL_PHASE),
                      when=(phase_is("challenges"),))
       for who in (chars(names=("Arya Stark",)), chars(unique=True, max_printed_cost=3))),
     missing=(hurts("the character loses its faction affiliations and Traits until the end "
                    "of the phase"),),
     note="Played as the challenges phase begins (an action before the first challenge): "
          "a standing Arya Stark or unique character of printed cost 3 or lower gains insight "
          "and does not kneel when declared as an attacker.")
