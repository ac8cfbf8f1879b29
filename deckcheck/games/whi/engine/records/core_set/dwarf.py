"""Core Set records: the Dwarf cards. One test each in tests/test_whi_records_core_set_dwarf.py."""
from __future__ import annotations


from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THIS,
    action,
    card,
    choose,
    cond,
    constant,
    cost,
    damage_capital,
    develop_top,
    each,
    forced,
    heal_capital,
    helps,
    modify,
    supports,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_ATTACKER,
    NO_CARDS_CAPITALIZED,
    NO_DAMAGE,
    in_zone,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER, Effect

# Keystone Forge (Dwarf support): "Kingdom. Forced: After your turn begins, heal 1 damage to
# your capital." [004 GS 14 erratum: "repair" -> "heal"]. The passive opponent never damages
# the capital, so it never changes a number; modeled anyway.


# -- the operations only these records use ----------------------------------------------------
def search_into_zone(filter, top: int) -> Effect:
    return Effect(GAME_SPECIFIC, top, THE_PLAYER, value=("search_into_zone", filter))


def develop_into(zone: str, n: int) -> Effect:
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value=("develop_into", zone))


def _spare(state: WhiState) -> list[int]:
    t = state.table
    questing = set(state.questing.values())
    out = [c for c in state.in_play_cards() if t.kind[c] == UNIT and c not in state.attackers
           and c not in questing]
    return sorted(out, key=lambda c: (c not in state.corrupted, cap.power(state, c), t.cost[c], c))


def _pay_spare(state: WhiState, ctx, cost) -> None:
    spare = _spare(state)
    if spare:
        cap.leave_play(state, spare[0], "sacrificed")


HOOKS.conditions.update({
    "attackers_at_least": lambda s, ctx, v: len(s.attackers) >= v,
})


HOOKS.costs["sacrifice_spare"] = (lambda s, ctx, cost: bool(_spare(s)), _pay_spare)


# -- records -----------------------------------------------------------------------------------
card("01014", "Keystone Forge", forced(ROUND_BEGINS, heal_capital(1)))

card("01002", "Zhufbar Engineers",
     inert=f"'Each opponent must sacrifice a unit in this zone': {NO_CARDS_CAPITALIZED}.")

# "Slayer. Battlefield. This unit gains [Power][Power] while you have at least two
# developments in this zone."
card("01004", "Troll Slayers",
     constant(modify(THIS, 2), when=(in_zone("battlefield"), cond("developments_in_zone_at_least", 2))))

# "Quest. Action: Spend 2 resources to have a target gain [P] until the end of the turn."
# Offered on an attacking unit in the battlefield phase (the use that pays).
card("01005", "Runesmith",
     action(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            costs=(cost("gold", 2),), when=(in_zone("quest"),), phases=BATTLE,
            title="2 resources: an attacker gains 1 power"))

card("01006", "Durgnar the Bold",
     inert=f"Gains power only while a section of the player's capital burns: {NO_DAMAGE}.")

# "Forced: When this unit enters play, search the top five cards of your deck for a support
# card with cost 2 or lower. You may put that card into this zone. Then, shuffle your deck."
card("01008", "Dwarf Cannon Crew",
     forced(ENTERS_PLAY, search_into_zone(supports(max_cost=2), 5), about="self"))

# "Forced: After this unit enters play, put the top card of your deck facedown into this
# zone as a development."
card("01009", "Dwarf Masons", forced(ENTERS_PLAY, develop_top(1), about="self"))

# "Scout. Quest. Forced: After one of your other [Dwarf] units leaves play, deal 1 damage to
# one target unit or capital." (the target: the opponent's capital, the only one worth it)
card("01010", "Dwarf Ranger",
     forced(LEAVES_PLAY, damage_capital(1),
            when=(in_zone("quest"), cond("event_card", units(races=("dwarf",), other=True)))))

card("01013", "Rune of Fortitude", inert=f"Weakens units attacking its zone: {NO_ATTACKER}.")

card("01015", "Organ Gun",
     inert="Power only while defending; the passive opponent never attacks, so its units never "
     "defend.")

card("01016", "Master Rune of Dismay",
     inert="Makes the opponent's units cost more; the passive opponent plays no cards.")

card("01017", "A Glorious Death",
     inert=f"Destroys attacking units: {NO_ATTACKER} (its tokens serve only that action).")

# "Battlefield. Action: Spend 1 resource and sacrifice a unit to have each attacking or
# defending unit gain [P] until the end of the turn." Used with 3 or more attackers, paid with
# a unit that is not attacking (corrupted ones first).
card("01018", "Grudge Thrower",
     action(modify(each(units(), state="attacking"), 1, until=UNTIL_ROUND),
            costs=(cost("gold", 1), cost("sacrifice_spare")),
            when=(in_zone("battlefield"), cond("attackers_at_least", 3)), phases=BATTLE,
            title="1 resource, sacrifice a unit: each attacker gains 1 power"))

card("01019", "Burying the Grudge",
     missing=(helps("Resources for each unit that entered a discard pile this turn: the "
                    "engine does not count them, so the tactic is never played."),))

card("01020", "Stubborn Refusal",
     missing=(helps("Moving damage between the player's own units (e.g. off Thyrus Gorman) "
                    "is not played."),))

# "Action: One target attacking or defending unit gains [PP] until the end of the turn."
card("01021", "Striking the Grudge",
     tactic(modify(choose(units(), state="attacking"), 2, until=UNTIL_ROUND), phases=BATTLE))

card("01022", "Grudge Thrower Assault",
     inert="Destroys an attacking unit: only the player's own units attack against the "
     "passive opponent.")

card("01023", "Demolition!", inert=f"Destroys a support or development: {NO_CARDS_CAPITALIZED}.")

# "Action: Put the top three cards of your deck into your battlefield or kingdom facedown as
# developments." Offered at the beginning of the turn (last turn's resources) and in the
# capital phase (after the plays), so it never takes resources from a unit.
card("01024", "Wake the Mountain",
     tactic(develop_into("kingdom", 3), phases=("turn", "capital"),
            title="3 developments into the kingdom"),
     tactic(develop_into("battlefield", 3), phases=("turn", "capital"),
            title="3 developments into the battlefield"))

card("01025", "Master Rune of Valaya",
     inert=f"Cancels damage in the battlefield phase: {NO_DAMAGE} (it would cancel the "
     "player's own).")
