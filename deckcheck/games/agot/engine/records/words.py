"""Words several record modules share beyond those of ``dsl``: named filters and targets,
the reasons a text is inert against the passive opponent, small builders of effects.

- ``put_best(zones, *filters, top=0)``: put the best matching card (highest printed cost,
  then STR) into play from the zones ("hand+deck+discard"; of the deck only the top ``top``
  cards when given); with a ``TEMPORARY`` mark in the same ability the card is marked until
  the end of the phase, and the card's forced "at the end of the phase" reads the mark
  (``discard_marked`` / ``return_marked``).
- ``setting(name, n)``: a constant the engine reads by name (hooks: set_strength,
  events_from_discard, event_discount, extra_city_plot).
- "(Limit once per phase.)" is the ``ONCE_PER_PHASE`` cost of ``dsl``; "either ... or" with
  one limit is one ability per option with ``one_of(n)``.
"""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    Cost, Effect, Target, UNTIL_PHASE, cards, chars, cond, game_op, phase_is,
)
from deckcheck.goldfish.abilities.records import EACH, GAME_SPECIFIC, GRANT, PLAYER

NO_OPPONENT_CARDS = "the passive opponent has no cards"
CANCEL = ("cancels an effect of an opponent's card; the passive opponent plays nothing "
          "(cancelling its own effects would only hurt the player)")
NOWHERE = Target(EACH, None, "nowhere")        # a target that takes in no card
TEMPORARY = Effect(GRANT, 0, NOWHERE, UNTIL_PHASE, ("mark", "temporary"))
DISCARD_FROM_HAND = Cost("discard_hand")


def put_best(zones: str, *filters, top: int = 0) -> Effect:
    return Effect(GAME_SPECIFIC, top, Target(PLAYER, None, zones), "", ("put_best", *filters))


def reveal_top_draw_if(filter_) -> Effect:
    """Reveal the top card of the deck; draw it if it matches (hooks GAME_OPS draw_top_if)."""
    return Effect(GAME_SPECIFIC, 0, Target(PLAYER, filter_), "", "draw_top_if")


def setting(name: str, n: int = 0) -> Effect:
    return game_op(name, n)


USED_PLOTS_1 = cond("count_at_least", ("used_plots", 1))
NO_OPPONENT = "the passive opponent"
FOR_OPPONENTS_CHARACTER = f"attaches to an opponent's character only: {NO_OPPONENT} has none."
CHALLENGES_BEGIN = phase_is("challenges")


def used_plots(n: int):
    return cond("count_at_least", ("used_plots", n))


def named(*names: str):
    return chars(names=names)


DIREWOLF = cards("Direwolf")
ONLY_OWN_KILLS = "only the player's own effects kill here (e.g. Wildfire Assault)"
LOYAL = chars(loyal=True)
