"""Records of the cards first printed in Glory of Days Past (Eternal War Cycle). Tests in
tests/test_whi_records_eternal_war_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    THIS,
    card,
    constant,
    helps,
    hurts,
    modify,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_UNITS,
    OPPONENT_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.eternal_war_cycle.shared import (
    MISSION,
    RAIDER,
    pure,
    trait_pump,
)


SECOND_ATTACK = "Acts on a second attack in one turn: the engine plays one attack a turn."

card("10061", "Thorek Ironbrow",
     missing=(helps("A Dwarf support from hand into play as it attacks (its burning 3 zones to "
                    "win is read by the engine): not modeled."),))
card("10062", "Recover Mithril Lode", missing=(helps(MISSION),))
card("10063", "Mine Engineers", inert=f"Its Ambush action heals the capital: {NO_DAMAGE}.")
card("10064", "Karak Hirn Mine", *pure("dwarf"))
card("10066", "Fulminating Cage", inert=f"Its Ambush cancels an attack: {NO_ATTACKS}.")
card("10067", "Master of Qhaysh",
     missing=(helps("A token on a card that has one after it attacks: not modeled."),))
# "Spell. Action: Until the end of the phase, each Mage unit you control deals +1 damage in
# combat and gains: "Redirect the first point of damage dealt to this unit ..."" (no damage is
# dealt to the player's units)
card("10068", "Guarding Boon", trait_pump("Mage"))
card("10069", "White Lion Master", inert=f"Cancels an action on its unit: {NO_PLAYS}.")
card("10070", "Borgut Facebeater", missing=(helps(SECOND_ATTACK),))
card("10071", "Boar Rider", missing=(helps(SECOND_ATTACK + " " + RAIDER.format(1)),))
card("10072", "Get 'Em Ladz!",
     missing=(helps("A card for each damage dealt to a zone this phase (its Ambush 0 is not "
                    "played either): not modeled."),))
card("10073", "Chaos Dragon", inert=f"Corrupts a unit of the defending zone: {NO_UNITS}.")
card("10074", "Wasting Disease", inert=OWN_ONLY.format("units"))
card("10075", "Painful Mutation", inert="Its unit's controller takes indirect damage by its "
     f"power each turn: {OPPONENT_ONLY}.", pilot="never")
card("10076", "Outlaw Sorcerer", inert=f"Its Ambush action discards from the attacking "
     f"opponent's hand: {NO_ATTACKS}.")
card("10077", "Ghrond Errand Riders", inert=f"Moves when an opponent discards: {NO_HAND}.")
card("10078", "Marked for Death", inert=f"Mills its unit's controller: {OPPONENT_ONLY}.",
     pilot="never")
# "Ambush 1. Raider 1. This unit deals +3 damage in combat. Forced: When this unit survives an
# attack on an opponent's zone, turn this unit facedown as a development."
card("10079", "Rogue Warrior", constant(modify(THIS, 3, stat="combat_damage")),
     missing=(helps("Ambush 1 and Raider 1: not played."),
              hurts("Turned facedown as a development after an attack: not modeled.")))
card("10080", "Strength of Emperors", inert=f"Heals a legend for cards: {NO_DAMAGE}.")
