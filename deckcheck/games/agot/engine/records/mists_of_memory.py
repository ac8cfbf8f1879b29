"""Card records of the Mists of Memory: A True Telling, Children of Summer, Fire Upon the Grass,
Ten Thousand Ships, The Iron Chronicle, Winter's Kings."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    PHASE_ENDS, bonus, card, chars, cond, constant, each, forced, game_op, only, phase_is,
    strength,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


# -- A True Telling ----------------------------------------------------------------------------
card("25006", "Castamere",
     inert=f"Applies [military] claim as well; claim takes nothing from {NO_OPPONENT}.")
card("25010", "Sentinel Stand",
     constant(strength(2, each(chars(), state="few_icons")), when=(cond("source_standing"),)))

# -- Children of Summer ------------------------------------------------------------------------
card("25023", "Ralf Kenning",
     inert=f"Lowers the income and reserve of an opponent's plot; {NO_OPPONENT} reveals none. "
           "(Pillage is a keyword.)")
card("25026", "Boots",
     statics=(only(chars(unique=True, max_printed_cost=3)), bonus(keywords=("renown",))),
     note="Ambush is a keyword.")

# -- The Iron Chronicle ------------------------------------------------------------------------
card("25082", "Robert's Rebellion",
     forced(PHASE_ENDS, game_op("lose_faction_power", 3),
            when=(phase_is("challenges"), cond("challenge_lost", "power")), zone="plot"),
     note="The player loses a [power] challenge only by attacking with 0 STR (the passive "
          "opponent never attacks), so the 3 power are practically never lost.")


def _lose_faction_power(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Discard ``amount`` power from the faction card (as much as it has): Robert's
    Rebellion."""
    lost = min(state.power, eff.amount)
    state.power -= lost
    if lost:
        play_rules.note(state, "lose_power", lost)


GAME_OPS["lose_faction_power"] = _lose_faction_power

card("25090", "Saved by the Watch",
     inert=f"Puts an opponent's sacrificed or discarded character into play; {NO_OPPONENT} "
           "has none.")
card("25100", "The Last Greenseer",
     inert="Switches its gold, claim and reserve with another revealed plot card: the passive "
           "opponent reveals none, so it plays with its printed values.")

# -- Winter's Kings ----------------------------------------------------------------------------
card("25106", "A Lannister's Honor",
     inert=f"The losing opponent kills one of its characters; {NO_OPPONENT} has none.")
