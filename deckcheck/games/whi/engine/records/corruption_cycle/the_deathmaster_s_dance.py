"""Records of the cards first printed in The Deathmaster's Dance (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    THIS,
    UNTIL_ROUND,
    action,
    card,
    cond,
    cost,
    forced,
    helps,
    modify,
    tokens,
)
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_TARGET,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.corruption_cycle.shared import (
    PUMP,
    indirect,
)


card("02062", "Empty the Hold",
     missing=(helps("Putting a unit of cost 3 or lower from the top five cards into play: not "
                    "modeled."),))
card("02063", "Reclaim the Hold",
     missing=(helps("Its tokens (one per turn while a unit quests here) turning a card that "
                    "leaves play into a development: the player's cards leave play only by its "
                    "own effects."),))
card("02064", "Vigilant Elector", inert="Attached unit is destroyed at the end of its "
     f"controller's turn: worth it only on an opponent's unit, and {NO_UNITS}.")
card("02065", "Flagellants", inert=f"Cancels damage to the player's capital: {NO_DAMAGE}.")
card("02066", "Ulric's Fury", inert=f"Counterstrike for defenders: {NO_ATTACKS}.")
# "Elite. This unit enters play with 3 resource tokens on it. Action: Remove a resource token
# from this unit to have it gain [Power] until the end of the turn (limit once per turn)."
card("02067", "Silver Helm Detachment",
     forced(ENTERS_PLAY, tokens(3), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),),
            when=(cond("attacking"), *PUMP), limit=1, phases=BATTLE))
card("02068", "Isha's Gaze",
     missing=(helps("Attached unit gains [Power] whenever a unit is healed: not modeled."),))
card("02069", "Banish", inert=NO_TARGET.format("units"))
card("02071", "Grimgor's Spike", inert=f"Works while its unit defends: {NO_ATTACKS}.")
card("02072", "Swarm 'Em", inert=f"Damages a defending unit: {NO_ATTACKS}.")
card("02073", "Great Unclean One",
     missing=(helps("Sacrificing a corrupted unit for [Power] until the end of the turn: the "
                    "pilot has no plan for when that pays."),))
card("02074", "Hellcannon Reserves",
     missing=(helps("One more damage to each target of the player's damaging tactics: not "
                    "modeled."),))
card("02075", "Offering of Blood",
     missing=(helps("Sacrificing a unit for 1 damage to each zone of the opponent's capital: "
                    "not modeled."),))
card("02076", "War Hydra", inert=f"Its tokens cancel damage assigned to it (and then pay a "
     f"resource): {NO_DAMAGE}.")
# "Battlefield. Action: Spend 2 resources to deal 2 indirect damage to each opponent. (Limit
# once per turn.)"
card("02077", "Reaper Bolt Thrower",
     action(indirect(2), costs=(cost("gold", 2),), limit=1, phases=MAIN))
card("02078", "Caught the Scent", inert=f"Discards from an opponent's hand: {NO_HAND}.")
card("02079", "Deathmaster Sniktch", inert=OWN_ONLY.format("units"))
card("02080", "Juvenile Wyvern", inert=f"Works when it defends: {NO_ATTACKS}.")
