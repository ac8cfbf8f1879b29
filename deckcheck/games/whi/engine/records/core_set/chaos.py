"""Core Set records: the Chaos cards. One test each in tests/test_whi_records_core_set_chaos.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    COMBAT_DAMAGE,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THIS,
    card,
    cond,
    constant,
    cost,
    damage_capital,
    discard,
    draw,
    each,
    forced,
    helps,
    modify,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import IN_BATTLEFIELD, OWN_ONLY
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import BATTLEFIELD
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital, zone_of_source, least_unit, opponent_healthiest, own_burned, own_healthiest, own_room

# Festering Nurglings: "Forced: After this unit enters play, corrupt one target unit in any
# player's corresponding zone." Only the player's units are there: its least useful one.


# -- the operations only these records use ----------------------------------------------------
def _warpstone(state, ctx, eff, cards):
    """Each player corrupts one of its units in the source's zone or takes 1 damage on its
    capital: the passive opponent (no units) takes the damage on its healthiest zone; the
    player takes it too unless that would lose and an uncorrupted unit is there."""
    damage_opponent(state, opponent_healthiest(state), 1)
    if state.outcome:
        return
    z = own_healthiest(state)
    here = zone_of_source(state, ctx.source)
    free = [c for c in cap.units(state, here) if c not in state.corrupted] if here >= 0 else []
    if free and (z < 0 or (own_room(state, z) <= 1 and own_burned(state) >= 1)):
        h.corrupt_cards(state, ctx, None, [least_unit(state, free, ctx.source)])
    elif z >= 0:
        damage_own_capital(state, z, 1)


def _corrupt_least_here(state, ctx, eff, cards):
    """Corrupt one unit in the source's zone (the passive opponent has none): the least
    useful uncorrupted one, which may be the source."""
    z = zone_of_source(state, ctx.source)
    if z >= 0:
        c = least_unit(state, [u for u in cap.units(state, z) if u not in state.corrupted], ctx.source)
        if c >= 0:
            h.corrupt_cards(state, ctx, None, [c])


def _sacrifice_least_here(state, ctx, eff, cards):
    """Sacrifice one unit in the source's zone (the least useful; the source last)."""
    z = zone_of_source(state, ctx.source)
    if z >= 0:
        c = least_unit(state, cap.units(state, z), ctx.source)
        if c >= 0:
            cap.leave_play(state, c, "sacrificed")


def _damage_least_battlefield(state, ctx, eff, cards):
    """n damage to one unit in the player's battlefield (the only battlefield with units):
    the least useful one."""
    c = least_unit(state, cap.units(state, BATTLEFIELD), ctx.source)
    if c >= 0:
        cap.deal_damage(state, c, eff.amount)


def _culling_pays(state, ctx, v) -> bool:
    """Sacrificing the least useful unit for +1 power on each unit in the battlefield gains
    the attack at least ``v`` power."""
    victim = least_unit(state, cap.units(state), ctx.source)
    if victim < 0:
        return False
    n = len(state.attackers)
    gain = (n - 1 - cap.power(state, victim)) if victim in state.attackers else n
    return gain >= v


h.GAME_OPS.update({
    "warpstone": _warpstone,
    "corrupt_least_here": _corrupt_least_here,
    "sacrifice_least_here": _sacrifice_least_here,
    "damage_least_battlefield": _damage_least_battlefield,
})


h.HOOKS.conditions.update({
    "developments_here_at_least": lambda s, ctx, v: (zone_of_source(s, ctx.source) >= 0 and
                                                     len(s.developments[zone_of_source(s, ctx.source)]) >= v),
    "culling_pays": _culling_pays,
})


# -- records -----------------------------------------------------------------------------------
card("01083", "Festering Nurglings", forced(ENTERS_PLAY, op("corrupt_least_here"), about="self"))

# Nurgle Sorceror: "Quest. Action: Spend 3 resources to deal 1 damage to one target unit..."
card("01084", "Nurgle Sorceror", inert=OWN_ONLY.format("units"))

# Cultist of Slaanesh: "Quest. Action: Spend 4 resources to destroy one target development."
card("01086", "Cultist of Slaanesh", inert=OWN_ONLY.format("developments"))

# Valkia the Bloody: "Quest. Action: Spend 2 resources to move any number of damage on this
# unit to a target corrupted unit."
# [004 GS 87: "a corrupted unit", not only an opponent's]
card("01087", "Valkia the Bloody", inert="The passive opponent never damages Valkia; only the "
     "deck's own effects could, and then her damage could go onto a corrupted unit of its "
     "own.")

# Melekh the Changer: "gains [Power] for each corrupted card controlled by an opponent."
card("01088", "Melekh the Changer", inert="The passive opponent controls no card.")

# Fledgling Chaos Spawn: "Battlefield. Forced: After this unit is destroyed, deal 1 damage to
# one target unit in any player's battlefield." Only the player's battlefield has units: its
# least useful one.
card("01089", "Fledgling Chaos Spawn",
     forced(LEAVES_PLAY, op("damage_least_battlefield", 1), about="self",
            zone="discard", when=(cond("event_option", "destroyed"),)),
     missing=(helps("'Battlefield.': the engine cannot tell which zone the destroyed Spawn was "
                    "in, so it also damages a unit when the Spawn dies elsewhere."),))

# Savage Gors: "Battlefield. This unit deals 2 additional damage while attacking if you have 2
# or more developments in your battlefield." (no defender: 2 more damage = 2 more power)
card("01090", "Savage Gors",
     constant(modify(THIS, 2), when=(IN_BATTLEFIELD, cond("attacking"),
                                     cond("developments_here_at_least", 2))))

# Dark Zealot: "Zealot. Let me introduce you to... pain!" (a trait and flavour text; the
# engine's text reader takes the flavour's "you" for rules text)
card("01091", "Dark Zealot", inert="A trait and flavour text only.")

# Bloodthirster: "Damage cannot be cancelled. Forced: After your turn begins, each player must
# sacrifice a unit in this corresponding zone." (nothing cancels damage against the passive
# opponent; only the player has units: its least useful one there, Bloodthirster last)
card("01092", "Bloodthirster", forced(ROUND_BEGINS, op("sacrifice_least_here")))

# Cloud of Flies: "Attachment. Spell. Attach to a target unit you control. At the beginning of
# your turn, you may deal 1 uncancellable damage to this unit and to one target unit."
card("01093", "Cloud of Flies", missing=(helps("The optional damage to the attached unit and "
                                               "another unit (both the player's own: useful "
                                               "with Boar Boyz or Squig Herders) is not "
                                               "modeled: the pilot has no plan for when "
                                               "damaging its own units pays."),))

# Horrific Mutation: "While attached unit is attacking, defending units get -1 hit points."
card("01094", "Horrific Mutation", inert="The passive opponent never defends.")

# Sadistic Mutation: "Forced: After the attached unit deals damage in combat, deal 1 damage to
# one target unit or capital."
# The attached unit must add at least 1 damage and the attack must deal at least 1 [004 §HgF,
# "Sadistische Mutation"]; the target is the opponent's capital (its zone closest to burning).
card("01095", "Sadistic Mutation",
     forced(COMBAT_DAMAGE, damage_capital(1), when=(cond("attached_dealt_damage"),)))

# Warpstone Meteor: "Forced: After your turn begins, each player must corrupt one of his units
# in this corresponding zone or deal 1 damage to his capital."
card("01096", "Warpstone Meteor", forced(ROUND_BEGINS, op("warpstone", 1)))

# Journey to the Gate (quest): "Action: Sacrifice the unit on this quest to force each opponent
# to discard his hand ... Forced: Place 1 resource token on this card at the beginning of your
# turn if a unit is questing here."
card("01097", "Journey to the Gate", inert="Making the passive opponent discard its hand "
     "changes nothing; the resource tokens a questing unit puts here only serve that action.")

# Shrine to Nurgle: "Forced: After an opponent's unit is damaged during combat, corrupt it."
card("01098", "Shrine to Nurgle", inert="The passive opponent has no units.")

# Seduced by Darkness: "Action: Corrupt one target unit."
card("01099", "Seduced by Darkness", inert=OWN_ONLY.format("units"))

# Will of Tzeentch: "Play during your turn. Action: Each player discards his hand and draws
# three cards." Offered when the hand holds at most 2 other cards (more would be lost).
card("01100", "Will of Tzeentch",
     tactic(discard(each(zone="hand")), draw(3), when=(cond("hand_at_least", 4, negate=True),)))

# Nurgle's Pestilence: "Action: Each unit in play takes 1 damage. Corrupted units take an
# additional damage."
card("01101", "Nurgle's Pestilence", inert="Only the player's own units are in play; a player "
     "would not damage them against the passive opponent.")

# Flames of Tzeentch: "Play during your turn. Action: Deal X damage to one target unit."
card("01102", "Flames of Tzeentch", inert=OWN_ONLY.format("units"))

# Blood for the Blood God: "Action: Choose a target unit in any battlefield. Deal damage to that
# unit equal to its power."
card("01103", "Blood for the Blood God", inert=OWN_ONLY.format("units"))

# Culling the Weak: "Action: Sacrifice a unit to have all units in your battlefield gain
# [Power] until the end of the turn." Used once attackers are declared, sacrificing the least
# useful unit, when the attack gains power by it.
card("01104", "Culling the Weak",
     tactic(modify(each(units(), zone="battlefield"), 1, until=UNTIL_ROUND),
            costs=(cost("sacrifice_least", target=each(units())),), phases=("battlefield",),
            when=(cond("before_combat_damage"), cond("culling_pays", 1))))

# Slaanesh's Domination: "Reveal up to three cards at random from one target opponent's hand.
# You may play any tactics thus revealed ..."
card("01105", "Slaanesh's Domination", inert="The passive opponent's hand holds nothing the "
     "engine knows.")
