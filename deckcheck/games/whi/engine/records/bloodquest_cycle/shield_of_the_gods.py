"""Records of the cards first printed in Shield of the Gods (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ROUND_BEGINS,
    attached,
    card,
    cards,
    cond,
    constant,
    each,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    search,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    OWN_ONLY,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.bloodquest_cycle.shared import (
    BODYGUARD,
)


card("09101", "Shield of Aeons", inert=f"Cancels combat damage to its Hero or legend: "
     f"{NO_DAMAGE}.")
card("09102", "Anethra Helbane",
     missing=(helps("Drawing up to five cards once a turn: not modeled."),
              hurts("Discarding down to five cards.")))
card("09103", "Dwarf Adventurer", inert="Taxes an opponent's units; the passive opponent plays "
     "none.")
card("09104", "Hospitable Cave", inert=f"Toughness for questing units: {NO_DAMAGE}.")
card("09105", "Mangler Squigs",
     missing=(helps("Doubling its power on an odd top card (2 damage to itself on an even one) "
                    "as it attacks: not modeled."),))
# "Quest. Action: At the beginning of your turn, search the top 5 cards of your deck for a
# Creature unit, reveal it, and add it to your hand."
card("09106", "Creature Pen",
     reaction(ROUND_BEGINS, search(units(traits=("Creature",)), top=5)))
# "Knight units in this zone gain Toughness 1."
card("09107", "Steel Standard",
     constant(keyword(each(units(traits=("Knight",)), state="same_zone"), "toughness", 1)))
card("09108", "Temple of Ulric",
     missing=(helps("Switching a quest for another from hand: not modeled."),))
card("09110", "Valour of Ages", inert=f"Works for a unit defending alone: {NO_ATTACKS}.")
card("09111", "Slaanesh Cultist",
     missing=(hurts("It cannot be restored, and when corrupted it destroys a corrupted unit "
                    "(only the player's own are there): not modeled."),))
card("09112", "Necrodomo's Prophecy",
     missing=(helps("Sacrificing a unit to put a Chaos card on top of the deck: the pilot has "
                    "no plan for it."),))
card("09113", "Black Guards", missing=(helps(BODYGUARD),))
card("09114", "Naggarond Forge",
     missing=(hurts("At the end of each turn a card of the hand is discarded or it is "
                    "sacrificed: not modeled."),))
# "Attach to a target Lizardmen unit you control. Action: When attached unit attacks or defends,
# draw cards equal to the number of Treasure and Artefact cards you control."
card("09115", "Trinkets of Gold",
     reaction(CONTEST_DECLARED,
              Effect("draw", 1, per=each(cards(traits=("Treasure", "Artefact")))),
              when=(cond("host_attacking"),)))
card("09116", "Death in the Shadows", inert=OWN_ONLY.format("units"))
card("09117", "Talismanic Tatoos",
     constant(modify(attached(), 1, per="developments_in_zone")))
card("09118", "Winter Campaign",
     missing=(helps("Tokens for combat damage, spent on an extra attack: not modeled."),))
card("09119", "Through All of Time",
     missing=(helps("Tokens moved onto High Elf cards with tokens: not modeled."),))
card("09120", "Guardians of the Gods", inert=f"Doubles Savage damage: {NO_DAMAGE}.")
