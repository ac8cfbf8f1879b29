"""Records of the cards first printed in The Ruinous Hordes (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    THIS,
    card,
    cond,
    constant,
    gain,
    helps,
    hurts,
    modify,
    reaction,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_PLAYS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    MISSION,
    RAIDER,
    ambush,
    pure,
)


TIMING_ONLY = ("Playing a card at another time only matters to surprise an opponent; against "
               "the passive one a play in the capital phase is as good.")
COMBAT_DAMAGE_BONUS = "not modeled"

card("10081", "Sigvald the Magnificent",
     missing=(helps("+X combat damage by the top card as it attacks (its burning 3 zones to win "
                    f"is read by the engine): {COMBAT_DAMAGE_BONUS}."),))
card("10082", "Dominion of Chaos", missing=(helps(MISSION),))
card("10083", "Northern Wastes", *pure("chaos"))
card("10084", "Norse Charger", inert=f"Destroys a development of the defending zone: "
     f"{NO_CARDS}.")
card("10085", "Steel Behemoth", inert=f"Its Toughness counts an opponent's units in combat: "
     f"{NO_UNITS}.")
card("10086", "Panther Champion", inert=f"Acts when it defends: {NO_ATTACKS}.")
card("10087", "Pyromancy",
     missing=(hurts("Each turn its unit deals its damage to a target unit (only the player's "
                    "own are there): not modeled."),))
# "Battlefield only. This unit gains [Power] for each resource you have in your pool."
card("10088", "King Alrik", constant(modify(THIS, 1, per="resources")))
# "While you have at least 3 resources in your pool, this unit gains Toughness 2. Action: When
# this unit attacks or defends, gain 1 resource." (Toughness: against damage never dealt)
card("10089", "Horn Hold Defender",
     reaction(CONTEST_DECLARED, gain(1), when=(cond("attacking"),)))
card("10090", "Open the Armoury", inert=TIMING_ONLY)
card("10091", "Avelorn Sojourner", inert=f"Taxes an opponent's tactics: {NO_PLAYS}.")
card("10092", "Sally Forth",
     missing=(helps("Attacking from another zone this phase: not modeled."),))
card("10093", "Orc Warboss",
     missing=(helps("Sacrificed for a second battlefield phase: not modeled."),))
card("10094", "Wolf Gobbos", inert=f"Destroys a unit of the attacked zone: {NO_UNITS}.")
card("10095", "Ded 'Ard", inert=f"Cancels an action on a damaged unit: {NO_PLAYS}.")
card("10096", "Cold One Champion", missing=(helps(RAIDER.format(2)),))
card("10097", "Test of Will", inert=f"Its Ambush answers an attack: {NO_ATTACKS}.")
card("10098", "Spellweaver", missing=(helps(ambush(1, "two developments from the deck")),))
card("10099", "Restless Corpse",
     missing=(helps(ambush(1, "a card from the bottom of the deck")),))
card("10100", "Lying in Wait", inert=OWN_ONLY.format("units"))
