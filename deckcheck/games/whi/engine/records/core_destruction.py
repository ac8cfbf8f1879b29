"""Core Set records of the Orc and Chaos cards and of the Core Set's few High Elf and Dark
Elf cards (each reviewed against its text in the snapshot; one test each in
tests/test_whi_records_core_destruction.py). Waaagh! is in core.py.

The passive opponent has no units, supports, developments, hand or attacks, so a text that
only reaches the opponent's cards is inert; a Forced text that must pick "one target unit in
any player's zone" then hits the player's own units (modeled: the player picks its least
useful one). Attachments are attached to one of the player's units (attachments.py) and
name it with ``attached()``.

No record (the engine reads their text itself, and coverage counts them as text-less):
Crooked Teef Goblins 01056, Ironclaw's Horde 01058, Black Orc Squad 01060, Servants of
Khorne 01081, Savage Marauders 01082, Chaos Knights 01085 (traits and "X only"), Cold
One Riders 01108 (Counterstrike, which never happens without defending).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import ops_destruction  # noqa: F401  (registers the ops)
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    COMBAT_DAMAGE,
    DAMAGED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    THIS,
    action,
    attached,
    cannot,
    card,
    choose,
    cond,
    constant,
    cost,
    damage_capital,
    discard,
    draw,
    each,
    event_card,
    forced,
    gain,
    heal,
    helps,
    modify,
    restore,
    supports,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, UNTIL_ROUND, Effect


def op(name: str, n: int = 0, target=THE_PLAYER) -> Effect:
    """One of ops_destruction's game operations."""
    return Effect(GAME_SPECIFIC, n, target, value=name)


IN_QUEST = cond("in_zone", "quest")
IN_KINGDOM = cond("in_zone", "kingdom")
IN_BATTLEFIELD = cond("in_zone", "battlefield")
NO_TARGET = "Only the opponent's {} would be worth targeting; the passive opponent has none."
OWN_ONLY = ("Against the passive opponent only the player's own {} could be chosen, which only "
            "hurts; a player would not use it.")

# == High Elf =====================================================================================
# Silver Helm Brigade: "Forced: After this unit takes 1 or more damage, draw a card."
card("01051", "Silver Helm Brigade", forced(DAMAGED, draw(1), about="self"))

# Archmage of Saphery: "Quest. Action: During your quest phase, you may heal 1 damage on one
# target unit. (Limit once per turn.)" ("Quest." = while this unit is in the quest zone.)
card("01052", "Archmage of Saphery",
     action(heal(choose(units(), state="damaged"), 1), phases=("quest",), when=(IN_QUEST,),
            limit=1))

# Blessing of Isha: "Attachment. Spell. Attach to a target unit. Restore that unit, if able.
# Attached unit cannot be corrupted." (attached to one of the player's units: the opponent
# has none; the pilot's host rule picks it, attachments.py / pilot.host_for)
card("01053", "Blessing of Isha",
     forced(ENTERS_PLAY, restore(attached()), about="self"),
     constant(cannot(attached(), "be_corrupted")))

# Radiant Gaze: "Action: Choose an opponent's zone. All units in that zone lose [Power]..."
card("01054", "Radiant Gaze", inert=NO_TARGET.format("units"))

# Greater Heal: "Spell. Action: Heal all damage on your units." [004 GS 55: the replaced text]
# Offered when one is damaged; the greedy pilot does not spend 3 resources on it (the passive
# opponent never adds damage, so healing rarely saves a unit).
card("01055", "Greater Heal", tactic(heal(each(units(), state="damaged"), 99), pilot="never"))

# == Orc ==========================================================================================
# Squig Herders: "gains [P] while you control at least one damaged unit."
card("01057", "Squig Herders", constant(modify(THIS, 1), when=(cond("damaged_unit"),)))

# Followers of Mork: "Forced: After this unit enters play, each player takes 2 indirect
# damage. (Players allocate their own indirect damage.)" The passive opponent puts it on its
# healthiest zone; the player on its own capital (nothing else damages it).
card("01059", "Followers of Mork", forced(ENTERS_PLAY, op("indirect", 2), about="self"))

# Boar Boyz: "This unit gains [Power][Power] while you control at least one damaged unit."
card("01061", "Boar Boyz", constant(modify(THIS, 2), when=(cond("damaged_unit"),)))

# Urguck: "During your capital phase, you may spend damage on this unit as though it were
# resources." An action of the capital phase: one damage off, one resource on; offered only
# when that makes a card in hand affordable (spending it otherwise gains nothing).
card("01062", "Urguck", action(op("spend_damage", 1), phases=("capital",),
                               when=(cond("damage_pays"),), limit=0))

# Grimgor Ironhide: "Forced: After this unit enters play, destroy all support cards and
# developments in each player's corresponding zone." (the opponent has none: only the
# player's own, in Grimgor's zone)
card("01063", "Grimgor Ironhide", forced(ENTERS_PLAY, op("destroy_here"), about="self"))

# Night Goblins: "Forced: After this unit enters play, destroy one target Attachment card in
# any player's corresponding zone, if able." Only the player's own attachments are there.
card("01064", "Night Goblins",
     forced(ENTERS_PLAY, Effect("kill", 0, choose(supports(traits=("Attachment",)),
                                                   state="same_zone")), about="self"))

# Doom Divers: "Battlefield. Forced: After your turn begins, each player must either
# sacrifice a development or deal 1 damage to each section of his capital." The passive
# opponent has no development: 1 damage on each zone.
card("01065", "Doom Divers", forced(ROUND_BEGINS, op("doom_divers"), when=(IN_BATTLEFIELD,)))

# Lobber Crew: "Kingdom. Action: Sacrifice this unit to force an opponent to sacrifice a
# unit he controls, if able."
card("01066", "Lobber Crew", inert="The passive opponent has no unit to sacrifice.")

# Big 'Uns: "Battlefield. Your damaged units gain Toughness 1."
card("01067", "Big 'Uns", missing=(helps("Battlefield: your damaged units gain Toughness 1 "
                                         "(the engine reads Toughness from the printed text "
                                         "only; only the deck's own effects damage its "
                                         "units)."),))

# Rock Lobber: "Battlefield. Action: Pay 2 resources and sacrifice one of your units in this
# zone to deal 2 damage to one section of any capital (limit once per turn)." Used in the end
# of the turn's window (after combat), sacrificing the least useful unit there.
card("01068", "Rock Lobber",
     action(damage_capital(2), costs=(cost("gold", 2),
                                      cost("sacrifice_least", target=each(units(),
                                                                         state="same_zone"))),
            when=(IN_BATTLEFIELD,), phases=("end",), limit=1))

# Choppa: "Attachment. Weapon. Attach to a target in your battlefield. Attached unit gains
# [Power][Power]."
card("01069", "Choppa", constant(modify(attached(), 2)))

# Totem of Gork: "Siege. Units in this zone gain [Power] while attacking or defending."
card("01070", "Totem of Gork",
     constant(modify(each(units(), state="attacking"), 1), when=(IN_BATTLEFIELD,)))

# Banna of da Red Sunz: "Kingdom. Each opponent that collects 7 or more resources ..."
card("01071", "Banna of da Red Sunz", inert="The passive opponent has no unit to put the "
     "damage on (and collects 3 resources).")

# Smash 'Em All! (quest): the snapshot has no text for it.
card("01072", "Smash 'Em All!", missing=(helps("The card data has no text for this quest "
                                               "(the printed text is not in the snapshot): "
                                               "whatever it gives a questing unit is not "
                                               "played."),))

# Grimgor's Camp: "Kingdom. Lower the cost of the first [Orc] unit you play each turn by 1."
# The first Orc unit played while the Camp is in play sets its mark for the turn.
card("01073", "Grimgor's Camp",
     constant(modify(each(units(races=("orc",)), zone="hand"), -1, stat="cost"),
              when=(IN_KINGDOM, cond("marked", negate=True))),
     forced(CARD_PLAYED, op("mark"), when=(cond("event_option", "unit"),
                                           cond("event_card_race", "orc"),
                                           cond("marked", negate=True))))

# Smash-Go-Boom!: "Play during your turn. Action: Destroy X target developments in one zone."
card("01074", "Smash-Go-Boom!", inert=OWN_ONLY.format("developments"))

# Rip Dere 'Eads Off!: "Action: Turn one target development faceup. If it is a unit, leave it
# in play and sacrifice it at the end of the turn. Otherwise, sacrifice it immediately."
# Offered on the player's own unit developments (a non-unit one would only be lost); the
# unit does not "enter play", and a Hero where a Hero is already is not offered (the effect
# would not resolve) [004 GS 75, §HgF].
_UNIT_DEV = choose(units(), zone="development", state="flippable")
card("01075", "Rip Dere 'Eads Off!",
     tactic(op("flip_development", 0, _UNIT_DEV),
            Effect("sacrifice", 0, _UNIT_DEV, until=UNTIL_ROUND)))

# We'z Bigga!: "Action: Lower the cost of the next unit you play this turn by 1. That unit
# comes into play with 1 damage on it." Playing it marks the copy for the turn; while marked
# (in the discard pile), units in hand cost 1 less; the next unit played takes the damage and
# clears the mark.
card("01076", "We'z Bigga!",
     tactic(op("mark"), when=(cond("unit_in_hand"),)),
     constant(modify(each(units(), zone="hand"), -1, stat="cost"), zone="discard",
              when=(cond("marked"),)),
     forced(CARD_PLAYED, op("bigga", 1, event_card()), zone="discard",
            when=(cond("event_option", "unit"), cond("marked"))))

# Favour of Mork: "Spell. Action: One target unit loses [Power] and another target unit gains
# [Power] until the end of the turn." Only the player's units are targets: once attackers are
# declared, its least useful unit not attacking loses [Power] (the kingdom's resources and the
# quest's cards are already taken this turn) and an attacker gains [Power].
card("01077", "Favour of Mork",
     tactic(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            modify(each(units(), state="spare"), -1, until=UNTIL_ROUND),
            phases=("battlefield",), when=(cond("before_combat_damage"),)))

# Pillage: "Action: Destroy one target support card."
card("01078", "Pillage", inert=OWN_ONLY.format("supports"))

# Troll Vomit: "Play during your turn. Action: Destroy all units in play."
card("01080", "Troll Vomit", inert="Only the player's own units are in play; a player would "
     "not destroy them against the passive opponent.")

# == Chaos ========================================================================================
# Festering Nurglings: "Forced: After this unit enters play, corrupt one target unit in any
# player's corresponding zone." Only the player's units are there: its least useful one.
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

# == Dark Elf =====================================================================================
# Disciple of Khaine: "Action: Spend 2 resources to redirect one combat damage just assigned to
# this unit to another target unit."
card("01106", "Disciple of Khaine", inert="The passive opponent never assigns combat damage.")

# Vile Sorceress: "Quest. Forced: After your turn begins, one target unit gets -1 hit points
# until the end of the turn." Only the player's units: the one with the most hit points left.
card("01107", "Vile Sorceress",
     forced(ROUND_BEGINS, modify(choose(units(), state="sturdiest"), -1, stat="hit_points",
                                 until=UNTIL_ROUND), op("check_destroyed"), when=(IN_QUEST,)))

# Cauldron of Blood: "Siege. Kingdom. Forced: When this zone is attacked, deal 1 damage to one
# target attacking unit."
card("01109", "Cauldron of Blood", inert="The passive opponent never attacks.")

# Hate: "Action: Take 1 resource from each opponent and add it to your available resources."
# The passive opponent collects its kingdom's resources and never spends them, so it has one
# from its first turn on; used after the kingdom's resources are gained (a reset loses it).
card("01110", "Hate", tactic(gain(1), phases=("kingdom", "capital"),
                             when=(cond("opponent_had_turn"),)))
