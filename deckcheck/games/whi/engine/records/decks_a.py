"""Records of the cards outside the Core Set in five real WHI test decks
(tests/data/decklists/whi: ffg-forum-dwarf-midrange, ffg-forum-glen-burnie-regional-undead-
grimgor, ffg-2011-lcg-days-regional-lyons-orc, ffg-forum-sheffield-regional-orc-blitz,
ffg-forum-death-to-the-dwarves-test-build) and of the FAQ's restricted cards outside the
Core Set [004 §Eingeschränkte Karten; spec/whi.md §1.1]. Each is reviewed against its text in
the snapshot; one test each in tests/test_whi_records_decks_a.py. The ops are in
ops_decks_a.py.

No record (the engine reads all of their text itself, so they play as printed): Mountain
Legion 02061 (Toughness 1), Snotling Pump Wagon 02090 and Longbeards 02101 (traits and
"Battlefield only").

The passive opponent has no units, supports, developments or hand and never attacks or
defends: a text that can only reach the opponent's cards is inert, and a text that must hit
"a unit" hits the player's own (the least useful one). The engine has no attachments (an
attachment is played as a support in the kingdom): what one does to "the attached unit" is
declared missing.

Pilot plans written into records: Innovation and One Orc's Scrap... in the kingdom, quest and
capital phases; Reclaiming the Fallen before the attackers are declared, with at least two
units in the discard pile, all of them into the battlefield; plays from the discard pile
(Necromancy, Countess Iseara) and from the top of the deck (Lord of Change) in the capital
phase, after the plays from hand; a unit an effect puts or plays into "a zone of your choice"
goes to the battlefield (ops_decks_a.zone_plan).
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.whi.engine.ops_decks_a import NOTHING, give_away, play, put
from deckcheck.games.whi.engine.records.dsl import (
    DEVELOPED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_ENDS,
    THE_PLAYER,
    THIS,
    action,
    card,
    choose,
    cond,
    constant,
    cost,
    develop_top,
    draw,
    each,
    forced,
    gain,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_PHASE, UNTIL_ROUND, Effect

NO_UNITS = "the passive opponent has no units"
OWN_ONLY = ("Against the passive opponent only the player's own {} could be chosen, which only "
            "hurts; a player would not use it.")
NO_ATTACKS = "The passive opponent never attacks"
MAIN = ("kingdom", "quest", "capital")


def _in(zone: str):
    return cond("in_zone", zone)


def back_to_deck(target=THIS) -> Effect:
    """"Put it on the bottom of your deck at the end of the turn" (a delayed effect: it
    applies to the card if it is still in play then)."""
    return Effect("return_to_deck", 0, target, until=UNTIL_ROUND)


# == Dwarf ======================================================================================
# Slayers of Karak Kadrin: "Battlefield. Action: Sacrifice this unit to destroy one target
# attacking unit."
card("03043", "Slayers of Karak Kadrin", inert=OWN_ONLY.format("attacking units"))

# Stand Your Ground: "Action: Put into play one target [Dwarf] unit that entered your discard
# pile this turn. (You choose the zone in which the unit enters play.)" However it got there
# [004 §HgF: also a destroyed development]. The four Forced abilities are bookkeeping only:
# wherever a copy is, it notes each unit that enters the discard pile (they never resolve).
card("02002", "Stand Your Ground",
     tactic(put(choose(units(races=("dwarf",)), zone="discard", state="decks_a_fallen"))),
     *(forced(LEAVES_PLAY, NOTHING, when=(cond("decks_a_watch_discard"),), zone=z)
       for z in ("deck", "hand", "discard", "development")),
     note="A unit discarded from hand is not seen (the engine fires no event for it).")

# Blessing of Valaya: "Spell. Rune. Action: The next 2 damage dealt to one target unit this
# turn are redirected to another target unit." [004 ZdV 43: until the end of the turn]
card("02043", "Blessing of Valaya",
     missing=(helps("Redirecting 2 damage from one of the player's units to another: only the "
                    "deck's own effects damage its units (never the passive opponent); not "
                    "played."),))

# Great Book of Grudges: "Attachment. Relic. Attach to a target [Dwarf] unit. Attached unit
# gains [Power][Power]. When attached unit enters a discard pile from play, each opponent takes
# 6 indirect damage."
card("02082", "Great Book of Grudges",
     missing=(helps("Attached unit gains [Power][Power] (the engine has no attachments: it is "
                    "played as a support without power)."),
              helps("6 indirect damage to the opponent when the attached unit dies (the "
                    "player's units die only by its own effects)."),))

# Mountain Barracks: "Your Dwarf units in this zone gain Toughness 1."
card("03044", "Mountain Barracks",
     constant(keyword(each(units(races=("dwarf",)), state="same_zone"), "toughness", 1)))

# Master Rune of Spite: "Rune. Action: Each unit deals damage to itself equal to its power."
card("04021", "Master Rune of Spite", inert=OWN_ONLY.format("units (all of them)"))

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

# Grudgebearer: "This unit gains [Power] for each resource token on it. Forced: When one of
# your other [Dwarf] units leaves play, put a resource token on this card."
card("04024", "Grudgebearer",
     constant(modify(THIS, 1), per=cond("tokens")),
     forced(LEAVES_PLAY, tokens(1),
            when=(cond("decks_a_event_card", units(races=("dwarf",), other=True)),)),
     note="A Dwarf unit card leaving play as a facedown development also counts (the engine's "
          "leaving-play event does not say from where).")

# Mining Tunnels (a support, see cards.TYPE_FIXES): "Building. Action: When you play a
# development from your hand, draw a card." One development from hand per turn, so once per
# turn; a development put by an effect after it in the same turn does not draw again.
card("04002", "Mining Tunnels",
     reaction(DEVELOPED, draw(1), when=(cond("decks_a_developed_this_turn"),), limit=1))

# Ancestral Tomb: "Building. Action: When this card enters play, put the top two cards of your
# deck into this zone as developments." (not with fewer than 8 cards left in the deck)
card("04023", "Ancestral Tomb",
     reaction(ENTERS_PLAY, develop_top(2), about="self",
              when=(cond("decks_a_deck_at_least", 8),)))

# == Orc ========================================================================================
# Stunty Smasha: "Warrior. Action: Sacrifice this unit to destroy target development."
card("04030", "Stunty Smasha", inert=OWN_ONLY.format("developments"))

# One Orc's Scrap...: "Building. Kingdom. Action: Sacrifice a development to draw a card."
# Used in the kingdom, quest and capital phases while 6 or more cards are in the deck
# (developments of the quest zone and battlefield first: the kingdom's count for Innovation).
card("04112", "One Orc's Scrap...",
     action(draw(1), costs=(cost("decks_a_sacrifice_development"),),
            when=(_in("kingdom"), cond("decks_a_deck_at_least", 6)), phases=MAIN,
            title="Sacrifice a development: draw a card"))

# Easy Pickin's: "Action: The unit in play with the lowest printed cost must be sacrificed."
card("02112", "Easy Pickin's", inert=OWN_ONLY.format("units"))

# Spider Riders: "Cavalry. Battlefield. This unit gains [Power][Power] while attacking."
card("02008", "Spider Riders",
     constant(modify(THIS, 2), when=(_in("battlefield"), cond("attacking"))))

# Basha's Bloodaxe: "Attachment. Relic. Attach to a target [Orc] unit. Corrupt that unit.
# Attached unit deals +2 damage in combat. While attached unit is attacking, double all damage
# dealt to the defending opponent's capital." (the engine reads none of it)
card("02091", "Basha's Bloodaxe",
     missing=(helps("Attached unit deals +2 damage in combat and doubles the damage dealt to the "
                    "capital while it attacks (the engine has no attachments)."),
              hurts("Attaching corrupts the unit (it cannot attack until restored)."),))

# == Chaos ======================================================================================
# Sorcerer of Tzeentch: "Action: When you play a development from your hand, put a resource
# token on this unit. Then, deal X damage to target unit." The target is needed to use it
# [004 §HgF], and only the player's own units are there.
card("06053", "Sorcerer of Tzeentch", inert=OWN_ONLY.format("units"))

# Lord of Change: "Daemon. Players play with the top card of their decks revealed. You may
# play the top card of your deck as though it were in your hand." Units, supports and quests
# from the top in the capital phase (not the last card of the deck).
card("05021", "Lord of Change",
     action(play(THE_PLAYER), when=(cond("decks_a_top_playable"),), phases=("capital",),
            title="Play the top card of the deck"),
     missing=(helps("Tactics, legends and developments from the top of the deck are not "
                    "played."),))

# == Neutral ====================================================================================
# Zealot Hunter: "Order only. Forced: After this unit enters play, destroy a unit that does not
# share the racial affiliation of its controller's capital." [004 ZdV 37] Only the player's
# units are there: the least useful of those not of its capital's race (the Hunter itself is
# neutral, so in a deck without other such units it destroys itself; a player would not
# play it against a passive opponent, pilot="never").
card("02037", "Zealot Hunter",
     forced(ENTERS_PLAY, Effect("kill", 0, choose(units(), state="decks_a_foreign_least")),
            about="self"),
     pilot="never")

# Innovation (the Assault on Ulthuan printing of 01119): "Action: Gain 1 resource for each
# development in your kingdom." In the kingdom, quest and capital phases.
card("03057", "Innovation",
     tactic(replace(gain(1), per="decks_a_kingdom_developments"),
            when=(cond("decks_a_devs_at_least", ("kingdom", 1)),), phases=MAIN))

# Treasure Vaults: "Kingdom. While you have 3 or more developments in this zone, each Building
# support card in this zone gains [P]."
card("03055", "Treasure Vaults",
     constant(modify(each(supports(traits=("Building",)), state="same_zone"), 1),
              when=(_in("kingdom"), cond("decks_a_devs_here_at_least", 3))))

# Countess Iseara: "Hero. Undead. Vampire. Destruction only. Action: Spend 1 resource and
# choose a target unit in your discard pile. That unit gains Necromancy until the end of the
# turn." Used in the capital phase only when the unit is then played from the discard pile at
# once (Necromancy: "You may play this card from your discard pile. If you do, put it on the
# bottom of your deck at the end of the turn."), paying its cost.
_RAISED = choose(units(), zone="discard", state="decks_a_iseara")
card("05049", "Countess Iseara",
     action(play(_RAISED), back_to_deck(_RAISED), costs=(cost("gold", 1),), phases=("capital",),
            title="1 resource: a unit of the discard pile gains Necromancy; play it"))

# Raise Dead: "Undead. Spell. Destruction only. Play during your turn. Action: Choose a target
# unit in your discard pile and put it into play (you choose which zone the unit enters)."
# The most expensive unit, in the capital phase (after the plays from hand).
card("05053", "Raise Dead",
     tactic(put(choose(units(), zone="discard", state="decks_a_best")), phases=("capital",)))

# Clan Moulder's Elite: "Destruction only. Battlefield only. This unit cannot defend."
card("02057", "Clan Moulder's Elite", inert=f"Cannot defend: {NO_ATTACKS} (Battlefield only is "
     "read by the engine).")

# Wight Lord: "Necromancy (...) Action: When this unit enters play, destroy target unit in any
# corresponding zone." Necromancy is played (from the discard pile in the capital phase, its
# cost paid; to the bottom of the deck at the end of the turn); the destroy is not used: only
# the player's own units are there.
card("05048", "Wight Lord",
     action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
            phases=("capital",), title="Necromancy: play it from the discard pile"),
     note=OWN_ONLY.format("units") + " (its entering-play destroy)")

# Veteran Sellswords: "Warrior. Battlefield only. Forced: At the end of your turn, target
# opponent gains control of this unit and moves it to his corresponding zone." The passive
# opponent never defends with it.
card("02038", "Veteran Sellswords", forced(ROUND_ENDS, give_away(THIS)))

# == the FAQ's restricted cards outside the Core Set that are in none of the five decks ======
# Wilhelm of the Osterknacht: "Hero. Knight. Action: When this unit attacks, move one unit from
# the defending zone to another zone controlled by the same player." [004 ZdF 25]
card("04025", "Wilhelm of the Osterknacht", inert=f"Moves a defending player's unit: {NO_UNITS}.")

# Soul Stealer: "Attachment. Hex. Attach to a target non-Hero unit. Take control of attached
# unit. Move that unit to your corresponding zone."
card("04117", "Soul Stealer", inert=f"Takes control of an opponent's unit: {NO_UNITS} (on the "
     "player's own unit it changes nothing).")

__all__ = ["back_to_deck"]
