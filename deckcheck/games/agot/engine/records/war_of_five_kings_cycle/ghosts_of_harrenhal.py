"""Records of the cards first printed in Ghosts of Harrenhal (War of Five Kings Cycle). Tests in
tests/test_agot_records_war_of_five_kings_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.conditions import marks_of
from deckcheck.games.agot.engine.hooks import GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    Cost, EVENT_CARD_T,
    KILLED, cannot, card, chars, cond, constant, forced, game_op, helps, mark, reaction,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)
from deckcheck.games.agot.engine.state import AgotState, DEAD
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("04081", "Roose Bolton", inert=f"kills characters of the losing opponent; {NO_OPPONENT} has none.")
card("04082", "Harrenhal",
     inert=f"kills a character that enters play: {NO_OPPONENT} has none, and the player's own "
           "only come in to stay.")
card("04083", "Brienne of Tarth",
     inert="Not kneeling as a defender: the player never defends. Renown is read as a keyword.")
card("04084", "Offer of a Peach",
     missing=(helps("stand an attacking character and remove it from the challenge"),))
card("04085", "Craster",
     constant(cannot("omen_effects")),
     forced(KILLED, mark("killed", EVENT_CARD_T), about="mine",
            when=(cond("event_card", chars()),)),
     reaction(KILLED, game_op("put_marked_into_play"), about="mine",
              costs=(Cost("sacrifice_self"),), when=(cond("marked_in", ("dead", 2)),)),
     note="He remembers the characters killed this phase while he is in play (a character "
          "killed before he entered play is missed); his action is offered right after a "
          "kill, once 2 or more of them are in the dead pile (after Valar Morghulis, an Omen "
          "plot that spares him, all the dead come back).")


def _put_marked_into_play(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put every card this ability's card marked (Craster: each character killed this
    phase) into play from the dead pile."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == DEAD]
    for c in marked:
        put_cards_into_play(state, ctx, eff, [c])


GAME_OPS["put_marked_into_play"] = _put_marked_into_play
