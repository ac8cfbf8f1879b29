"""Card records of Bran the Builder (codes 22xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import PHASE_BEGINS, card, forced, game_op
from deckcheck.games.agot.engine.records.words import CHALLENGES_BEGIN
from deckcheck.games.agot.engine.state import AgotState, DECK, HAND, PLAY, SHADOWS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect, LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event


# -- Bran the Builder --------------------------------------------------------------------------
card("22030", "The Mad King's Command",
     forced(PHASE_BEGINS, game_op("keep_chosen", 3), when=(CHALLENGES_BEGIN,), zone="plot"),
     note="The player keeps 3 characters, 3 locations, 3 attachments (most power, then "
          "printed cost, then STR) and 3 cards of hand and shadows (highest cost); every "
          "other card goes to the bottom of the deck.")


def _to_bottom(state: AgotState, c: int) -> None:
    """Card c (in play or in hand / shadows) goes to the bottom of its owner's deck."""
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))
    else:
        play_rules.take_from(state, c)
    state.draw.insert(0, c)
    state.zone[c] = DECK
    play_rules.note(state, "to_deck", c)


def _keep_chosen(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Mad King's Command: the player keeps up to ``amount`` characters, locations and
    attachments in play (the most power on them, then printed cost, then STR) and up to
    ``amount`` cards of hand and shadows together (the highest printed cost); every other
    card goes to the bottom of the deck (cannot be saved). A kept attachment whose host
    goes returns to hand, as when any card leaves play."""
    t = state.table
    n = eff.amount
    zone = state.zone

    def worth(c: int) -> tuple:
        return (state.card_power.get(c, 0), t.cost[c], play_rules.strength(state, c), -c)

    gone: list[int] = []
    for group in (state.attachments, state.characters, state.locations):
        mine = sorted((c for c in group if zone[c] == PLAY), key=worth, reverse=True)
        gone.extend(mine[n:])
    held = sorted(state.hand + state.shadows, key=lambda c: (t.cost[c], -c), reverse=True)
    gone.extend(held[n:])
    for c in gone:
        if zone[c] in (PLAY, HAND, SHADOWS):
            _to_bottom(state, c)


GAME_OPS["keep_chosen"] = _keep_chosen

