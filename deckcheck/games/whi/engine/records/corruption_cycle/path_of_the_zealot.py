"""Records of the cards first printed in Path of the Zealot (Corruption Cycle). Tests in
tests/test_whi_records_corruption_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    ROUND_BEGINS,
    ROUND_ENDS,
    THIS,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    cost,
    forced,
    heal_capital,
    helps,
    keyword,
    modify,
    search,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.records.words import (
    MAIN,
    NO_DAMAGE,
    NO_TARGET,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC
from deckcheck.games.whi.engine.records.corruption_cycle.shared import (
    indirect,
)


def give_away(target) -> Effect:
    return Effect(GAME_SPECIFIC, 0, target, value="decks_a_give_away")


# Zealot Hunter: "Order only. Forced: After this unit enters play, destroy a unit that does not
# share the racial affiliation of its controller's capital." [004 ZdV 37] Only the player's
# units are there: the least useful of those not of its capital's race (the Hunter itself is
# neutral, so in a deck without other such units it destroys itself; a player would not
# play it against a passive opponent, pilot="never").
card("02037", "Zealot Hunter",
     forced(ENTERS_PLAY, Effect("kill", 0, choose(units(), state="decks_a_foreign_least")),
            about="self"),
     pilot="never")

# Veteran Sellswords: "Warrior. Battlefield only. Forced: At the end of your turn, target
# opponent gains control of this unit and moves it to his corresponding zone." The passive
# opponent never defends with it.
card("02038", "Veteran Sellswords", forced(ROUND_ENDS, give_away(THIS)))

# Poison Wind Globadiers: "Battlefield. Action: Corrupt this unit to deal 1 damage to one target
# attacking or defending unit."
card("02035", "Poison Wind Globadiers", inert=OWN_ONLY.format("attacking units"))

# Call the Blood: "Spell. Action: Destroy one target damaged unit."
card("02034", "Call the Blood", inert=OWN_ONLY.format("damaged units"))


def _x_devs(state: WhiState, ctx) -> int:
    z = cap.zone_of(state, ctx.source)
    return len(state.developments[z]) if z >= 0 else 0


register_words(h.HOOKS.costs, {
    # "Spend X resources ... X is the number of your developments in this zone"
    "spend_developments_in_zone": (
        lambda s, ctx, cost: 0 < _x_devs(s, ctx) <= s.resources,
        lambda s, ctx, cost: cap.spend(s, _x_devs(s, ctx))),
})

# "Forced: After this unit enters play, heal up to 2 damage from this zone's section of your
# capital."
card("02021", "Dwarf Miner", forced(ENTERS_PLAY, heal_capital(2), about="self"))
card("02022", "Gromril Armour", constant(keyword(attached(), "toughness", 1)))
card("02023", "Gustav the Bear", inert=f"Cancels damage while an opponent controls a corrupted "
     f"unit: {NO_UNITS}.")
card("02024", "Talabheim Detachment", inert="Returning itself to hand only undoes its play: "
     "nothing threatens it against the passive opponent and it has no ability on entering play.")
card("02025", "Gate of Sigmar", inert=f"Cancels damage to the player's capital: {NO_DAMAGE}.")
card("02026", "Vaul's Unmaking", inert=NO_TARGET.format("attachments"))
# "Battlefield. Action: Spend X resources to deal X indirect damage to target opponent. X is
# the number of your developments in this zone. (Limit once per turn.)"
card("02027", "Repeater Bolt Thrower",
     action(indirect(per="developments_in_zone"), costs=(cost("spend_developments_in_zone"),),
            limit=1, phases=MAIN))
card("02028", "Arrer Boyz", inert=OWN_ONLY.format("units"))
card("02029", "Wolf Rider Assault",
     missing=(helps("Moving an Orc unit from the kingdom or quest zone into the battlefield to "
                    "attack: the pilot has no plan for when that pays (the unit stays there)."),))
# "Forced: At the beginning of your turn, corrupt one target unit." (the player's least useful)
card("02030", "Bule, Lord of Pus", forced(ROUND_BEGINS, corrupt(choose(units()))))
card("02031", "Bloodsworn", inert=f"Heals when an opponent's unit dies: {NO_UNITS}.")
card("02032", "Wolves of the North",
     missing=(helps("An attack in the quest phase by the unit questing here: the engine attacks "
                    "only in the battlefield phase."),))
# "This unit gains [Power] while any unit in play is corrupted."
card("02033", "Dark Riders", constant(modify(THIS, 1), when=(cond("any_corrupted"),)))
# "Action: Search the top five cards of your deck. You may reveal any number of Skaven cards
# found and put them into your hand." The engine's search takes the first one found.
card("02036", "Chittering Horde", tactic(search(cards(traits=("Skaven",)), top=5)),
     missing=(helps("Every Skaven card of the five, not only the first."),))
# "Action: Deal X indirect damage to one target player. X is the number of developments in
# your battlefield."
card("02039", "Surprise Assault",
     tactic(indirect(per="developments_in_battlefield"),
            when=(cond("developments_in_battlefield_at_least", 1),)))
card("02040", "Animosity", inert=f"Makes an opponent's unit defend: {NO_UNITS}.")
