"""Core Set records of the Order's Empire and Dwarf cards and the neutral cards (each reviewed
against its text in the snapshot; one test each in tests/test_whi_records_core_order.py).

Cards with no text beyond traits and keywords the engine reads itself have no record (they
count as without text): Defender of the Hold, Hammerer of Karak Azul (Toughness 1),
Ironbreakers of Ankhor (Toughness X, X = the developments in its zone: capital.x_value), King
Kazador, Mountain Brigade, Peasant Militia, Reiksguard Knights (Counterstrike 2), Huntsmen
(Quest zone only), Free Company (Scout), Pilgrimage (no text in the snapshot), and the six
Alliances (their loyalty symbols are read from the text by the engine, cards.py). The four
draft cards (Cut Supply Lines, Reinforcements, Sabotage, Shifting Tides) are not deck
cards: the engine refuses a deck with them (cards.UNPLAYABLE).

Pilot plans written into records (where a text allows many uses, the record offers the
ones that pay against a passive opponent; the others are not offered, unless noted):
- power for attackers (Runesmith, Striking the Grudge, Grudge Thrower) only in the
  battlefield phase, on attacking units; Grudge Thrower only with 3 or more attackers;
- moves: Pistoliers into the battlefield before the attack (its other moves are offered
  but the greedy pilot never uses them); Johannes Broheim kingdom -> quest -> battlefield
  -> kingdom at the ends of those phases;
- Wake the Mountain at the beginning of the turn or in the capital phase, Innovation in
  the kingdom, quest and capital phases (never where the resources would be lost or taken
  from a unit); Prepare for War!'s buy-back once the deck is down to 5 cards.
"""
from __future__ import annotations

from dataclasses import replace

from deckcheck.games.whi.engine.ops_order import (
    copy_tactic,
    develop_into,
    mark,
    sacrifice_quester_reshuffle,
    search_into_zone,
)
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
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
    corrupt,
    cost,
    damage_capital,
    deal_damage,
    develop_top,
    each,
    event_card,
    forced,
    gain,
    helps,
    hurts,
    modify,
    move,
    reaction,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND

NO_ATTACKER = "The passive opponent never attacks"
NO_CARDS = "The passive opponent has no units, supports or developments"
NO_DAMAGE = "The passive opponent never deals damage"
BATTLE = ("battlefield",)


def _in(zone: str):
    return cond("in_zone", zone)


# == Dwarf ======================================================================================
card("01002", "Zhufbar Engineers",
     inert=f"'Each opponent must sacrifice a unit in this zone': {NO_CARDS}.")

# "Slayer. Battlefield. This unit gains [Power][Power] while you have at least two
# developments in this zone."
card("01004", "Troll Slayers",
     constant(modify(THIS, 2), when=(_in("battlefield"), cond("developments_in_zone_at_least", 2))))

# "Quest. Action: Spend 2 resources to have a target gain [P] until the end of the turn."
# Offered on an attacking unit in the battlefield phase (the use that pays).
card("01005", "Runesmith",
     action(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            costs=(cost("gold", 2),), when=(_in("quest"),), phases=BATTLE,
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
            when=(_in("quest"), cond("event_card", units(races=("dwarf",), other=True)))))

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
            when=(_in("battlefield"), cond("attackers_at_least", 3)), phases=BATTLE,
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

card("01023", "Demolition!", inert=f"Destroys a support or development: {NO_CARDS}.")

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

# == Empire =====================================================================================
card("01028", "Bright Wizard Apprentice",
     inert="Cancels an Action just triggered; the passive opponent triggers none.")

# "Engineer. Kingdom. Lower the cost of the first support card you play each turn by 1."
# The second ability counts the supports played while it is in play (a support played
# earlier in the turn, before the Tinkerers entered play, is not seen).
card("01029", "Nuln Tinkerers",
     constant(modify(each(supports(), zone="hand"), -1, stat="cost"),
              when=(_in("kingdom"), cond("ability_unused", 1))),
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
              when=(cond("event_option", "kingdom"), _in("kingdom"))),
     reaction(PHASE_ENDS, move(THIS, "battlefield"),
              when=(cond("event_option", "quest"), _in("quest"))),
     reaction(PHASE_ENDS, move(THIS, "kingdom"),
              when=(cond("event_option", "battlefield"), _in("battlefield"))))

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

# == Neutral ====================================================================================
card("01112", "Contested Fortress",
     inert=f"Cancels damage to the player's capital: {NO_DAMAGE} (Limited is read by the engine).")

# "Building. Limited. This support gains [Power] for each of your developments in this zone."
card("01113", "Contested Stronghold",
     constant(modify(THIS, 1), per=cond("developments_in_zone")))

# "Building. Limited. Kingdom. This card gains [Power] while you have at least two developments
# in this zone."
card("01114", "Armoury",
     constant(modify(THIS, 1), when=(_in("kingdom"), cond("developments_in_zone_at_least", 2))))

# "Building. Limited. Quest. This card gains [Power] while you have at least two developments
# in this zone."
card("01115", "Forgotten Cemetery",
     constant(modify(THIS, 1), when=(_in("quest"), cond("developments_in_zone_at_least", 2))))

# "Warpstone. Restricted. Your units enter this zone corrupted." (units put or played into
# its zone, and a unit moved into it: it is corrupted then [004 §HgF, Warpsteinausgrabung])
card("01116", "Warpstone Excavation",
     forced(ENTERS_PLAY, corrupt(event_card()),
            when=(cond("event_zone"), cond("event_card", units()))),
     forced(MOVED, corrupt(event_card()),
            when=(cond("event_into", "same"), cond("event_card", units()))))

card("01118", "Burn it Down", inert=f"Destroys a support card: {NO_CARDS}.")

# "Restricted. Action: Gain 1 resource for each development in your kingdom." Offered in the
# kingdom, quest and capital phases (resources reset at the next kingdom phase) when the
# kingdom has a development.
card("01119", "Innovation",
     tactic(replace(gain(1), per="developments_kingdom"),
            when=(cond("developments_at_least", ("kingdom", 1)),),
            phases=("kingdom", "quest", "capital")))

card("01120", "Infiltrate!",
     inert="Discards the top of the opponent's deck; the passive opponent has no deck to lose "
     "by (its tokens serve only that).")

# "Quest. Action: Sacrifice the unit on this quest to shuffle X target cards from your discard
# pile into your deck, where X is the number of resource tokens on this quest. Quest. Forced:
# At the beginning of your turn, place 1 resource token on this quest if a unit is questing
# here." The action is used when the deck is down to 5 cards (against running out).
card("01121", "Prepare for War!",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     action(sacrifice_quester_reshuffle(),
            when=(cond("questing_here"), cond("tokens_at_least", 1), cond("deck_at_most", 5)),
            title="sacrifice the questing unit: shuffle X discarded cards into the deck"))
