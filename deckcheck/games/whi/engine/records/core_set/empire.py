"""Core Set records: the Empire cards. One test each in tests/test_whi_records_core_set_empire.py."""
from __future__ import annotations


from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    MOVED,
    PHASE_ENDS,
    ROUND_BEGINS,
    ROUND_ENDS,
    THIS,
    action,
    attached,
    card,
    choose,
    cond,
    constant,
    cost,
    deal_damage,
    develop_top,
    each,
    forced,
    helps,
    hurts,
    modify,
    move,
    reaction,
    supports,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE, NO_ATTACKER, NO_DAMAGE, in_zone
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, THE_PLAYER, Effect
from deckcheck.games.whi.engine.ops.developments import copy_plan

# City Gates (Empire support): "Building. Forced: After your turn begins, place the top card
# of your deck into this zone as a development."


# -- the operations only these records use ----------------------------------------------------
def copy_tactic() -> Effect:
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="copy_tactic")


def mark() -> Effect:
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use")


HOOKS.conditions.update({
    "ability_unused": lambda s, ctx, v: runtime.uses(s, ctx.source, v) == 0,
    "copyable": lambda s, ctx, v: copy_plan(s, ctx) is not None,
})


# -- records -----------------------------------------------------------------------------------
card("01040", "City Gates", forced(ROUND_BEGINS, develop_top(1)))

# Demoralise (Empire tactic): "Action: One target unit loses [PP] until the end of the turn."
card("01046", "Demoralise", inert="Only the opponent's units would be worth targeting; the "
     "passive opponent has none.")

card("01028", "Bright Wizard Apprentice",
     inert="Cancels an Action just triggered; the passive opponent triggers none.")

# "Engineer. Kingdom. Lower the cost of the first support card you play each turn by 1."
# The second ability counts the supports played while it is in play (a support played
# earlier in the turn, before the Tinkerers entered play, is not seen).
card("01029", "Nuln Tinkerers",
     constant(modify(each(supports(), zone="hand"), -1, stat="cost"),
              when=(in_zone("kingdom"), cond("ability_unused", 1))),
     forced(CARD_PLAYED, mark(), when=(cond("event_option", "support"),), limit=1))

# "Forced: When a unit enters this zone, The Greatswords gains [P] until the end of the turn."
# (played or put into its zone, or moved into it: a move enters the new zone [004 §HgF])
card("01030", "The Greatswords",
     forced(ENTERS_PLAY, modify(THIS, 1, until=UNTIL_ROUND),
            when=(cond("event_zone"), cond("event_card", units()))),
     forced(MOVED, modify(THIS, 1, until=UNTIL_ROUND),
            when=(cond("event_into", "same"), cond("event_card", units()))))

card("01031", "Sigmar's Blessed",
     missing=(hurts("When it leaves play it must return a unit of its zone to its owner's "
                    "hand: against a passive opponent only the player's own units are "
                    "there."),))

# "Hero. Mage. Limit one Hero per zone. Forced: After your turn ends, this unit takes 1 damage."
card("01032", "Thyrus Gorman", forced(ROUND_ENDS, deal_damage(THIS, 1)))

card("01034", "Warrior Priests",
     inert=f"Redirects damage assigned to it: {NO_DAMAGE}.")

# "Ranger. Action: Spend 1 resource to move this unit from its current zone to another of your
# zones." The pilot moves it into the battlefield before the attack; the other moves are
# offered but never used by the greedy pilot.
card("01036", "Pistoliers",
     action(move(THIS, "battlefield"), costs=(cost("gold", 1),),
            when=(cond("in_zone", "battlefield", negate=True), cond("attack_not_declared")),
            phases=BATTLE, title="1 resource: move into the battlefield"),
     action(move(THIS, "kingdom"), costs=(cost("gold", 1),),
            when=(cond("in_zone", "kingdom", negate=True),), pilot="never",
            title="1 resource: move into the kingdom"),
     action(move(THIS, "quest"), costs=(cost("gold", 1),),
            when=(cond("in_zone", "quest", negate=True),), pilot="never",
            title="1 resource: move into the quest zone"))

# "Limit one Hero per zone. Counterstrike 2. At the end of each phase, you may move this unit
# from its current zone to one of your other zones." Offered: kingdom -> quest after the
# kingdom phase (its power counted for resources), quest -> battlefield after the quest phase
# (counted for cards), battlefield -> kingdom after the battlefield phase (it attacked).
card("01037", "Johannes Broheim",
     reaction(PHASE_ENDS, move(THIS, "quest"),
              when=(cond("event_option", "kingdom"), in_zone("kingdom"))),
     reaction(PHASE_ENDS, move(THIS, "battlefield"),
              when=(cond("event_option", "quest"), in_zone("quest"))),
     reaction(PHASE_ENDS, move(THIS, "kingdom"),
              when=(cond("event_option", "battlefield"), in_zone("battlefield"))))

# "Attachment. Skill. Attach to a target unit in your battlefield. Attached unit gains [P]."
card("01038", "Knight Training", constant(modify(attached(), 1)))

card("01039", "Church of Sigmar",
     inert="Taxes the opponent's card effects; the passive opponent plays none.")

# "Building. Forced: After your turn begins, choose one target unit in this zone. That unit
# gains [Power] for each of your developments in this zone until the end of the turn."
card("01041", "Shrine to Taal",
     forced(ROUND_BEGINS, modify(choose(units(), state="same_zone"), 1, until=UNTIL_ROUND,
                                 per="developments_in_zone")))

card("01042", "Temple of Shallya",
     missing=(helps("The optional move of a unit at the beginning of the kingdom phase (the "
                    "pilot has no plan for it)."),))

card("01043", "Defend the Border",
     inert=f"Redirects damage done to the player's capital: {NO_DAMAGE} (its tokens serve "
     "only that).")

card("01044", "Will of the Electors",
     missing=(helps("Moving developments between the player's zones (matters for cards that "
                    "count developments in a zone)."),))

# "Action: Target a tactic just played. Copy the effects of that tactic without paying its
# cost. (You choose all targets of the copied tactic.)" A reaction from hand to a tactic
# played (its own cost paid), when the copy has something to do.
card("01045", "Twin-Tailed Comet",
     reaction(CARD_PLAYED, copy_tactic(), when=(cond("event_option", "tactic"), cond("copyable")),
              zone="hand"))

card("01047", "Franz's Decree",
     inert="Stops a unit from attacking or defending; only the opponent's units would be worth "
     "it and the passive opponent has none.")

card("01048", "Forced March",
     missing=(helps("Moving one of the player's units to another zone (the pilot has no plan "
                    "for when it pays)."),))

card("01049", "Judgement of Verena",
     inert="Destroys units and supports in zones without developments; the passive opponent "
     "has no cards, so it could only destroy the player's own.")

card("01050", "Sigmar's Intervention",
     inert=f"Redirects an attack on the player's capital: {NO_ATTACKER}.")
