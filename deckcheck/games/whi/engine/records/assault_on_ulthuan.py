"""Records of the cards first printed in Assault on Ulthuan: Assault on Ulthuan. One test each in
tests/test_whi_records_assault_on_ulthuan.py."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, op
from deckcheck.games.whi.engine.records.dsl import (
    LEAVES_PLAY,
    ROUND_BEGINS,
    card,
    choose,
    cond,
    constant,
    corrupt,
    draw,
    each,
    forced,
    gain,
    keyword,
    modify,
    reaction,
    restore,
    return_to_hand,
    supports,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_CARDS,
    NO_HAND,
    NO_PLAYS,
    ON_OWN,
    OWN_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.hooks import HOOKS, ZONE_INDEX
from deckcheck.games.whi.engine.state import KINGDOM, WhiState
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import BATTLEFIELD
from deckcheck.games.whi.engine.ops.choices import gains_by_leaving, left, one, register_words, unit_in_play

# -- Assault on Ulthuan -----------------------------------------------------------------------------

# Slayers of Karak Kadrin: "Battlefield. Action: Sacrifice this unit to destroy one target
# attacking unit."


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _chill_key(state, ctx, u):
    if u in state.corrupted or cap.zone_of(state, u) == BATTLEFIELD:
        return None
    return (cap.power(state, u), state.table.cost[u])


def _least_hurt_key(state, ctx, u):
    dies = left(state, u) <= 2
    gains = gains_by_leaving(state, ctx, u)
    return (dies, not gains, u in state.attackers, cap.power(state, u), state.table.cost[u])


register_words(h.STATE_WORDS, {
    "frail": lambda s, ctx, c: unit_in_play(s, c) and cap.hit_points(s, c) < 2,
    "chill_victim": one(_chill_key),
    "least_hurt": one(_least_hurt_key),
})


# -- records -----------------------------------------------------------------------------------
def _devs_here(state: WhiState, ctx, v) -> bool:
    z = cap.zone_of(state, ctx.source)
    return z >= 0 and len(state.developments[z]) >= v


def _devs_at_least(state: WhiState, ctx, v) -> bool:
    zone, n = v
    if not zone:
        return sum(len(d) for d in state.developments) >= n
    return len(state.developments[ZONE_INDEX[zone]]) >= n


HOOKS.conditions.update({
    "decks_a_devs_here_at_least": _devs_here,
    "decks_a_devs_at_least": _devs_at_least,
})


HOOKS.counts["decks_a_kingdom_developments"] = lambda s, ctx, v: len(s.developments[KINGDOM])


# -- records -----------------------------------------------------------------------------------
card("03043", "Slayers of Karak Kadrin", inert=OWN_ONLY.format("attacking units"))

# Mountain Barracks: "Your Dwarf units in this zone gain Toughness 1."
card("03044", "Mountain Barracks",
     constant(keyword(each(units(races=("dwarf",)), state="same_zone"), "toughness", 1)))

# Innovation (the Assault on Ulthuan printing of 01119): "Action: Gain 1 resource for each
# development in your kingdom." In the kingdom, quest and capital phases.
card("03057", "Innovation",
     tactic(replace(gain(1), per="decks_a_kingdom_developments"),
            when=(cond("decks_a_devs_at_least", ("kingdom", 1)),), phases=MAIN))

# Treasure Vaults: "Kingdom. While you have 3 or more developments in this zone, each Building
# support card in this zone gains [P]."
card("03055", "Treasure Vaults",
     constant(modify(each(supports(traits=("Building",)), state="same_zone"), 1),
              when=(in_zone("kingdom"), cond("decks_a_devs_here_at_least", 3))))

# Walking Sacrifice: "Martyr. Forced: When this unit leaves play, draw a card." It draws from
# the discard pile (destroyed, sacrificed) and from the hand (returned).
card("03023", "Walking Sacrifice",
     forced(LEAVES_PLAY, draw(1), about="self", zone="discard"),
     forced(LEAVES_PLAY, draw(1), about="self", zone=LEFT_TO_HAND),
     note="Returned to the deck it draws nothing (no card of these decks does that).")

# Shades: "Scout (discard one card at random from an opponent's hand if this unit survives
# combat)."
card("03025", "Shades", inert=f"Scout only: {NO_HAND}.")

# Har Ganeth: "Building. Kingdom. Action: At the beginning of your turn, return one target
# unit with less than 2 hit points to its owner's hand."
card("03035", "Har Ganeth",
     reaction(ROUND_BEGINS, return_to_hand(choose(units(max_cost=0), state="frail")),
              when=(in_zone("kingdom"),)))

# Corsairs of Ghrond: "Battlefield. Forced: When this unit leaves play, one target unit gets -2
# hit points until the end of the turn." Only the player's units are there: the one that loses
# least (one that survives it, else one that gains by leaving play, else the least useful).
# ("Battlefield.": only when they leave play from the battlefield, the event's zone.)
card("03029", "Corsairs of Ghrond",
     forced(LEAVES_PLAY, modify(choose(units(), state="least_hurt"), -2, stat="hit_points",
                                until=UNTIL_ROUND),
            op("check_destroyed"), about="self", zone="discard",
            when=(cond("event_from", "battlefield"),)))

# Mortella: "Quest. Action: Corrupt this unit to play a tactic out of an opponent's discard
# pile ..."
card("03027", "Mortella", inert="The passive opponent's discard pile holds no tactic.")

# Chillwind: "Spell. Action: Corrupt one target unit. Then, you may restore one corrupted
# unit." Only the player's units: a corrupted one in the battlefield is restored before the
# attack, for the least useful unit outside the battlefield.
card("03039", "Chillwind",
     tactic(corrupt(each(units(), state="chill_victim")),
            restore(choose(units(), zone="battlefield", state="corrupted")),
            phases=BATTLE, when=(cond("attack_not_declared"),)))

# Mind Killer: "Attach to a target unit. Attached unit loses one power."
card("03033", "Mind Killer", inert=f"Only an opponent's unit would be worth it ("
     f"{ON_OWN.format('unit')}): {NO_CARDS}.", pilot="never")

# Asuryan's Cleansing: "Spell. Action: Cancel and discard target unit or support card being
# played unless its controller spends all resources in his pool."
card("03019", "Asuryan's Cleansing", inert=f"Cancels a card being played: {NO_PLAYS}.")
