"""Records of the cards first printed in Fiery Dawn (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    THIS,
    UNTIL_ROUND,
    card,
    cond,
    constant,
    draw,
    each,
    helps,
    modify,
    reaction,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_PLAYS,
    NO_UNITS,
    OWN_ONLY,
)


card("06101", "Spelleater Rune", inert=f"Cancels an opponent's action: {NO_PLAYS}.")
card("06102", "Grudgeborn Fury",
     missing=(helps("Units of every zone attacking this turn: not modeled."),))
card("06103", "Aid from the Depths", inert=f"Heals the player's capital: {NO_DAMAGE} (its "
     "tokens serve only that).")
# "Action: When a unit with printed cost 4 or greater enters play under your control, draw a
# card."
card("06104", "Pile uv Shinies",
     reaction(ENTERS_PLAY, draw(1), when=(cond("event_card", units(min_cost=4)),), limit=0))
card("06105", "Dey'z Bigga", inert=f"Protects units from card effects: {NO_PLAYS}.")
card("06106", "Smash 'Em!", inert=OWN_ONLY.format("units"))
# "Action: When this unit enters play, it gains [Power] for each unit in this zone until the end
# of the turn."
card("06107", "Veteran Greatsword",
     reaction(ENTERS_PLAY, modify(THIS, 1, until=UNTIL_ROUND, per="units_in_zone"), about="self"))
card("06108", "Helstorm Rocket Battery", inert=f"Damages an attacking unit: {NO_ATTACKS}.")
card("06109", "Duelist Training", inert=f"Counterstrike works only when defending: {NO_ATTACKS}.")
card("06110", "Hawkeye Archer", inert=OWN_ONLY.format("units"))
card("06111", "Barracks of Chrace",
     missing=(helps("Sending the top card to the bottom of the deck when a development is "
                    "played: not modeled."),))
card("06112", "Fury of Aenarion",
     missing=(helps("An attacker gains the printed power of a High Elf unit in hand: the pilot "
                    "has no plan for it."),))
card("06113", "Keeper of Secrets", inert="Its first action corrupts a unit (only the player's "
     f"own are there) and its second needs an opponent's corrupted unit: {NO_UNITS}.")
card("06114", "Call the Brayherd",
     missing=(helps("The units of cost 3 or less of the top five cards into the battlefield: "
                    "not modeled."),))
card("06115", "Full Moon Rising",
     missing=(helps("Every development becomes a 2-power unit until the end of the turn: not "
                    "modeled."),))
card("06116", "Dark Blessing",
     missing=(helps("Power by the cost of the deck's top card: the pilot has no plan for "
                    "it."),))
card("06117", "Bathe in the Cauldron",
     missing=(helps("The top five cards of its own deck discarded, a card drawn per unit among "
                    "them: the pilot has no plan for it."),))
card("06118", "Forest Dragon",
     missing=(helps("Doubling its power for 3 resources until the end of the turn: not "
                    "modeled (a power that counts its own power)."),))
# "Warpstone. Corrupted units in this zone gain [Power]."
card("06119", "Pure Warpstone", constant(modify(each(units(), state="corrupted_same_zone"), 1)))
card("06120", "The Wild Hunt",
     missing=(helps("Sacrificing one of the player's units for developments by its power: the "
                    "pilot has no plan for it."),))
