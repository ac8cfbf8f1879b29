"""Card records of Forgotten Heroes (codes 18xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY, EVENT_CARD_T, card, cond, game_op, helps, reaction,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


# -- Forgotten Heroes --------------------------------------------------------------------------
card("18017", "Vargo Hoat",
     reaction(ENTERS_PLAY, game_op("card_gold", 1, EVENT_CARD_T), about="mine",
              when=(cond("event_card_bestow"),), limit=2, limit_per="phase"),
     missing=(helps("Action: move 1 gold from him to a character with 2 or less gold; he "
                    "gains its keywords until the end of the phase"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")


def _card_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each target card in play gains ``amount`` gold from the treasury (Vargo Hoat)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.card_gold[c] = state.card_gold.get(c, 0) + eff.amount
            play_rules.note(state, "card_gold", c, eff.amount)


GAME_OPS["card_gold"] = _card_gold

