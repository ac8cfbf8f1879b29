"""Card records of Watchers on the Wall (codes 07xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    Cost, ENTERS_PLAY, UNTIL_PHASE, at_end_of, card, chars, choose, cond, draw, event_action,
    gold, keyword, kill, put_into_play, reaction, stand,
)
from deckcheck.goldfish.abilities.records import KNELT

_GIANT = choose(chars(factions=("neutral",)), zone="hand")


# -- Watchers on the Wall ----------------------------------------------------------------------
card("07013", "Satin",
     reaction(KNELT, stand(choose(chars("Steward"), state="knelt_other")), about="self",
              limit=2, limit_per="phase"),
     note="No attachments except Weapon is read as a keyword.")
card("07015", "Seasoned Woodsman",
     reaction(ENTERS_PLAY, draw(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     reaction(ENTERS_PLAY, gold(1), when=(cond("event_attached_here"),),
              costs=(Cost("one_of", 2),)),
     note="One choice per attachment (the pilot takes the card), twice per round.")
card("07039", "Rattleshirt", inert="Restricts defenders: the passive opponent never defends.")
card("07040", "Dalla",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", chars("Wildling")),),
              limit=1, limit_per="phase"))
card("07041", "Crow Killers",
     inert="Does not kneel against an opponent with a higher reserve value; the passive "
           "opponent reveals no plot (reserve 0).")
card("07045", '"The Last of the Giants"',
     event_action(put_into_play(_GIANT), keyword("intimidate", _GIANT, UNTIL_PHASE),
                  at_end_of(UNTIL_PHASE, kill(_GIANT)), pilot="open_challenge"),
     note="The greedy pilot plays it in the challenges phase for a character whose icon makes "
          "a challenge still open that no standing character can make (pilot hint "
          "open_challenge); the character is killed at the end of the phase (intimidate does "
          "nothing against a passive opponent).")
