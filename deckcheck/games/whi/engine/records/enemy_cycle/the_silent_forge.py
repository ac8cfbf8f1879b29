"""Records of the cards first printed in The Silent Forge (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ENTERS_PLAY,
    THIS,
    card,
    cond,
    constant,
    develop_top,
    each,
    helps,
    hurts,
    modify,
    reaction,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, UNTIL_PHASE
from deckcheck.games.whi.engine.records.words import (
    NO_CARDS,
    NO_PLAYS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    indirect,
)


# Reclaiming the Fallen: "Action: Choose one of your zones. Put into play all units in your
# discard pile into that zone. Sacrifice those units at the end of the phase." Played in the
# battlefield phase before the attackers are declared, into the battlefield (they attack),
# with at least two units in the discard pile. The sacrifice is set up first, on the units of
# the discard pile; it reaches only those that entered play.
_DISCARDED = each(units(), zone="discard")

card("04042", "Reclaiming the Fallen",
     tactic(Effect("sacrifice", 0, _DISCARDED, until=UNTIL_PHASE), put(_DISCARDED, "battlefield"),
            when=(cond("decks_a_before_attackers"), cond("decks_a_discard_units_at_least", 2)),
            phases=("battlefield",)))

# Drain Magic: "Spell. Action: Cancel a Spell card just played."
card("04048", "Drain Magic", inert=f"Cancels a Spell just played: {NO_PLAYS}.")

card("04041", "Son of Grungi", inert=f"Counts opposing units in combat: {NO_UNITS} (its "
     "Toughness 1 is read by the engine).")
card("04043", "Black Knights of Morr", inert=f"Stops a unit from defending: {NO_UNITS}.")
card("04044", "Temple of Verena",
     missing=(helps("Keeping up to 2 resources a turn on the card for later: the pilot has no "
                    "plan for it."),))
card("04045", "Lothern Sea Guard", inert=f"Acts when an opponent's effect discards it: "
     f"{NO_PLAYS}.")
# "Dragon. Action: When this unit attacks, deal 4 indirect damage to each opponent."
card("04046", "Descendant of Indraugnir",
     reaction(CONTEST_DECLARED, indirect(4), when=(cond("attacking"),)))
card("04047", "Outpost of Tiranoc",
     missing=(helps("One more indirect damage whenever the player deals indirect damage: not "
                    "modeled."),))
card("04049", "Return to Glory",
     missing=(helps("Its tokens (one per turn while a unit quests here) putting a unit of the "
                    "discard pile into play: not modeled."),))
card("04050", "Fungusbrew Goblin", inert="An opponent may move it into another zone; the "
     "passive opponent never does.")
card("04051", "Gobbo Loot", inert=f"Destroys developments: only the opponent's would be worth "
     f"it, and {NO_CARDS}.")
card("04052", "Esli'an", inert=f"Corrupts a unit in the defending zone: {NO_UNITS}.")
card("04053", "Embers to Inferno", inert=f"Destroys cards in a burning zone: {NO_CARDS}, and "
     "the player's own would only be lost.")
# "Slave. Action: When this unit enters play, put the top card of your deck into this zone as a
# development."
card("04054", "Dwarf Slaves", reaction(ENTERS_PLAY, develop_top(1), about="self"))
# "Elite. Warrior. This unit gains [Power] while any unit has one or more cards attached to it."
card("04055", "Black Guard Aspirant", constant(modify(THIS, 1), when=(cond("any_attachment"),)))
card("04056", "Standard of Clar Karond", inert=f"Takes power from a defending unit: "
     f"{NO_UNITS}.")
card("04057", "Seeking New Slaves", inert=f"Takes a unit of an opponent's discard pile: "
     f"{NO_UNITS}.")
card("04058", "Battle Pilgrims", inert=OWN_ONLY.format("corrupted units"))
card("04059", "Marauding Giant",
     missing=(hurts("Cannot attack alone: the engine lets it (the numbers lean high)."),))
card("04060", "Muck",
     missing=(helps("Discarding the hand to draw as many cards: the pilot has no plan for "
                    "it."),))
