"""Records of the cards first printed in Warpstone Chronicles (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    UNTIL_ROUND,
    attached,
    card,
    choose,
    constant,
    corrupt,
    draw,
    forced,
    helps,
    hurts,
    keyword,
    modify,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_DAMAGE,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC
from deckcheck.games.whi.engine.records.corruption_cycle.shared import (
    PUMP3,
    corrupt_host_on_attach,
)


# Great Book of Grudges: "Attachment. Relic. Attach to a target [Dwarf] unit. Attached unit
# gains [Power][Power]. When attached unit enters a discard pile from play, each opponent takes
# 6 indirect damage."
card("02082", "Great Book of Grudges", constant(modify(attached(), 2)),
     missing=(helps("6 indirect damage to each opponent when the attached unit enters a discard "
                    "pile from play (the player's units die only by its own effects): not "
                    "modeled."),))

# Basha's Bloodaxe: "Attachment. Relic. Attach to a target [Orc] unit. Corrupt that unit.
# Attached unit deals +2 damage in combat. While attached unit is attacking, double all damage
# dealt to the defending opponent's capital."
card("02091", "Basha's Bloodaxe",
     forced(ENTERS_PLAY, corrupt(attached()), about="self"),
     constant(modify(attached(), 2, stat="combat_damage")),
     missing=(helps("Doubling all damage dealt to the defending capital while the attached unit "
                    "attacks: not modeled."),))

# "Slayer. Toughness 2 ... When you attack during your battlefield phase, this unit may attack
# from your quest zone." (its Toughness is read by the engine)
card("02081", "Dragonslayer", constant(keyword(THIS, "attack_from_quest")))
card("02083", "Flame Cannon", inert=f"Counts enemy units in the battle: {NO_UNITS}.")
card("02084", "Vigilant Pistoliers",
     missing=(helps("Going to the kingdom instead of the discard pile when destroyed in the "
                    "battlefield: its units are destroyed only by the player's own effects."),))
# "Attach to a target [Empire] unit. Attached unit gains [Power][Power]. Action: Sacrifice
# attached unit to lower the cost of the next non-Epic tactic you play this turn to 0."
card("02085", "Runefang of Solland", constant(modify(attached(), 2)),
     missing=(helps("Sacrificing its unit for a free tactic: the pilot has no plan for it."),))
# "Attach to a target unit in your battlefield. Attached unit deals +X damage in combat, where
# X is the number of developments in your battlefield."
card("02086", "Helblaster Volley Gun",
     constant(modify(attached(), 1, stat="combat_damage", per="developments_in_battlefield")))
# "Attach to a target [High Elf] unit. Attached unit gains [Power] for each resource token on
# this card. Forced: At the beginning of your turn, place a resource token on this card."
card("02088", "War Crown of Saphery",
     constant(modify(attached(), 1, per="tokens")), forced(ROUND_BEGINS, tokens(1)))
# "Spell. Action: Look at each opponent's hand. Then, draw a card."
card("02089", "Second Sight", tactic(draw(1)))
card("02092", "Thick-Skinned", inert=f"Redirects combat damage assigned to its unit: {NO_DAMAGE}.")
card("02093", "Alluring Daemonettes", inert=f"Makes a unit defend: {NO_UNITS}.")
# "Action: One target unit gains [Power][Power][Power] until the end of the turn. At the end of
# the turn, that unit takes 2 damage."
card("02094", "Berserk Fury",
     tactic(modify(choose(units(), state="attacking"), 3, until=UNTIL_ROUND),
            Effect(GAME_SPECIFIC, 2, choose(units(), state="attacking"), until=UNTIL_ROUND,
                   value="deal_damage"),
            when=PUMP3, phases=BATTLE))
# "Attach to a target [Chaos] unit. Corrupt that unit. Attached unit gains [Power][Power][Power]
# and gets +2 hit points."
card("02095", "Daemonsword",
     *corrupt_host_on_attach(constant(modify(attached(), 3), modify(attached(), 2,
                                                                    stat="hit_points"))))
card("02096", "Naggaroth Spearmen",
     missing=(helps("+X combat damage for X resources: the engine has no combat damage "
                    "bonus."),))
# "Attach to a target [Dark Elf] unit. Corrupt that unit. Attached unit gains [Power][Power].
# If attached unit would be destroyed, you may pay 2 resources to ... leave it in play."
card("02097", "Hydra Blade", *corrupt_host_on_attach(constant(modify(attached(), 2))),
     missing=(helps("Paying 2 resources to keep its unit from being destroyed: the player's "
                    "units are destroyed only by its own effects."),))
card("02098", "Slaver Raid", inert="Takes a unit from an opponent's discard pile; the passive "
     "opponent has none (its tokens serve only that).")
card("02099", "Ancient Waystone", inert=OWN_ONLY.format("units"))
card("02100", "Fellblade",
     missing=(helps("Attached unit deals +X damage in combat (tokens added whenever a unit is "
                    "corrupted): not modeled."),
              hurts("Attaching corrupts the unit (not modeled either).")))
