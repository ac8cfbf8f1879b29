"""Records of the cards first printed in The Twin Tailed Comet (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    DEVELOPED,
    THE_PLAYER,
    UNTIL_ROUND,
    attached,
    card,
    choose,
    cond,
    constant,
    each,
    helps,
    hurts,
    modify,
    reaction,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.morrslieb_cycle.shared import (
    HIDES,
)


# Sorcerer of Tzeentch: "Action: When you play a development from your hand, put a resource
# token on this unit. Then, deal X damage to target unit." The target is needed to use it
# [004 §HgF], and only the player's own units are there.
card("06053", "Sorcerer of Tzeentch", inert=OWN_ONLY.format("units"))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# "When you play a development from your hand": a DEVELOPED event of amount 1 (capital.develop).
DEV_PLAYED = (cond("event_amount_at_least", 1),)


def indirect_each(n: int = 1, per=None) -> Effect:
    """n indirect damage to each player (the passive opponent's and the player's own capital,
    each on its healthiest zones)."""
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="indirect", per=per)

# "Toughness X. X is the number of resource tokens on this unit. Action: When you play a
# development from your hand, put a resource token on this card."
card("06041", "Daemonslayer", reaction(DEVELOPED, tokens(1), when=DEV_PLAYED, limit=0))
card("06042", "Master Runesmith",
     missing=(helps("Its tokens (one per development played) paying for tactics: not "
                    "modeled."),))
# "Action: Target unit you control gains a [Power] for each unit in your discard pile until the
# end of the turn." (an attacker, when that burns the zone)
card("06043", "The Slayer Oath",
     tactic(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND,
                   per=each(units(), zone="discard")),
            when=(cond("before_combat_damage"), cond("burns_with_discard_units")),
            phases=("battlefield",)))
card("06044", "Skarsnik and Gobbla",
     missing=(helps("Removing 3 damage from itself for 1 damage to each zone of the opponent's "
                    "capital and a card: it is damaged only by the player's own effects."),))
card("06045", "Orc Shaman",
     missing=(helps("Moving damage from its zone of the capital onto a unit: not modeled."),))
card("06046", "Tribal Tattoos", constant(modify(attached(), 1)),
     missing=(helps("Moving to another unit for 1 resource when its unit leaves play."),))
card("06047", "Celestial Wizard", inert=OWN_ONLY.format("units"))
card("06048", "Rally Point",
     missing=(helps("Moving one of the player's units into its zone at the beginning of the "
                    "turn: the pilot has no plan for it."),))
card("06049", "Voice of Command",
     missing=(helps("Tactics played this turn return to hand for 1 resource each: not "
                    "modeled."),))
card("06050", "White Lion Vanguard", inert=f"Redirects damage dealt to it: {NO_DAMAGE}.")
# "Action: When you play a development from your hand, put a resource token on this unit. Then,
# deal X indirect damage to each player. X is the number of resource tokens on this card."
card("06051", "True Mage",
     reaction(DEVELOPED, tokens(1), indirect_each(1, per="tokens"), when=DEV_PLAYED, limit=0))
card("06052", "Centigor",
     missing=(hurts("At the beginning of the turn, sacrifice a development or take 1 damage "
                    "on each zone of the capital: not modeled."),))
card("06054", "Emptying the Wastes",
     missing=(helps("Its tokens (a development played while a unit quests here) revealing a "
                    "unit into hand: not modeled."),))
card("06055", "Bloodcall Sorceress", inert=f"Takes power from units: {NO_UNITS} (its tokens "
     "serve only that).")
card("06056", "Sorceress Convent", inert=f"Acts when an opponent discards: {NO_HAND}.")
card("06057", "Anointed Cauldron", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("06058", "Treeman Ancient", inert=HIDES)
card("06059", "Forgotten Cairn",
     missing=(helps("A development when a Wood Elf unit leaves play: the player's units leave "
                    "play only by its own effects."),))
card("06060", "Light of Morrslieb",
     missing=(helps("One more development played from hand each turn: not modeled."),))
