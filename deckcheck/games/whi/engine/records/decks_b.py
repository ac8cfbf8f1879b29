"""Records of the non-Core-Set cards of the Dark Elf and High Elf test decks
(tests/data/decklists/whi: ffg-2011-worlds-lyons-dark-elf, maledictor-2012-assault-on-
wroclaw-arczi-dark-elf, ffg-2012-stuff-of-legends-zieniewicz-high-elf, ffg-forum-lexington-
regional-dark-elf), each reviewed against its text in the snapshot; one test each in
tests/test_whi_records_decks_b.py. The words beyond the dsl are in ops_decks_b.py and
ops_decks_b_play.py (and the Core Set ops modules).

The passive opponent has no units, supports, developments, hand or discard pile and plays
no cards, so a text that only reaches those is inert; a text whose only targets are then the
player's own units is inert when using it only hurts, and modeled with the player's best
pick when it is Forced or when a player would use it on its own cards (e.g. to destroy a
Walking Sacrifice, which draws a card as it leaves play). Attachments go onto one of the
player's units (attachments.py); one only worth putting on an opponent's card is inert and
kept out of play, one whose host rule the engine cannot read has no legal host.

Kept out by the greedy pilot (``pilot="never"``: it never plays them, it may develop them):
Withering Hex, Mind Killer and Judgement of Loec (attachments only worth putting on an
opponent's card) and Dawnstar Sword (an attachment whose host rule the engine cannot read).

Pilot plans written into records (the text allows more uses; these are the ones offered):
- Seasoned Corsair's -2 hit points only on a unit of the player that gains by leaving play
  (Walking Sacrifice); Har Ganeth returns only a unit of cost 0 (Walking Sacrifice, which
  draws as it leaves and comes back for free); Slave Pen sacrifices only units of power 0
  (those that gain by leaving play first);
- Lion Standard's hit point only on an attacker that damages itself for power and could not
  take another damage (Dreamer of Dragons), when that power burns the zone attacked;
- Swarm of Bats discards only while the deck holds more than 10 cards, and comes back from
  the discard pile (Necromancy) in the capital phase after the plays from hand; Dreamer of Dragons
  takes damage for power only while attacking, before combat damage, and never the damage
  that would destroy it; Warpstone Experiments only when its 3 power burns the zone
  attacked (on the cheapest attacker); Chillwind before the zone is chosen, corrupting the
  least useful unit outside the battlefield to restore a corrupted one in it;
- Citadel of Dusk's power at the beginning of the turn (before resources and cards are
  collected), outside the battlefield; Convocation of Eagles only when it costs nothing
  (the loyalty tax included), in the capital phase, when its resource makes a card in hand
  affordable, and never put back on top of the deck (a "may");
- Heroic Task sets the deck's legend aside under it (else its most expensive card) and
  takes it back as soon as it has 3 tokens;
- Eltharion the Grim puts its token on itself and spends 3 tokens on 5 indirect damage, its
  own first, then those of High Elf supports (never a countdown card's such as Eataine War
  Room, nor a unit's such as Lothern Sea Master); it never takes the 3 resources;
  Elven Scout's token goes on a card that has one, never on a countdown card (Eataine War
  Room); Valorous Mage takes a Spell whose record does something (Arcane Power, not an
  inert Drain Magic) when the top five hold one; Arcane Power and Planning for War return
  the most expensive card (unit) of the discard pile; Gathering the Winds plays the most
  expensive Spell its tokens pay for as soon as one can resolve (tactics first; a unit or
  support only when its record does something: an inert attachment such as Judgement of
  Loec is never fetched).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import ops_decks_b_play  # noqa: F401  (registers its words)
from deckcheck.games.whi.engine import ops_destruction  # noqa: F401  (check_destroyed, ...)
from deckcheck.games.whi.engine import ops_order  # noqa: F401  (event_card, deck_at_most, ...)
from deckcheck.games.whi.engine.events import GAME_BEGINS
from deckcheck.games.whi.engine.ops_decks_a import play
from deckcheck.games.whi.engine.ops_decks_b import LEFT_TO_HAND, op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
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
    deal_damage,
    draw,
    each,
    forced,
    gain,
    helps,
    modify,
    reaction,
    restore,
    return_to_hand,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, UNTIL_ROUND, Effect

BATTLE = ("battlefield",)
NO_CARDS = "the passive opponent has no units, supports or developments"
NO_HAND = "the passive opponent has no hand"
NO_PLAYS = "the passive opponent plays no cards"
OWN_ONLY = ("Against the passive opponent only the player's own {} could be chosen, which only "
            "hurts; a player would not use it.")
ON_OWN = "on the player's own {} it would only take something away"


def _in(zone: str):
    return cond("in_zone", zone)


# == Dark Elf (and the neutral cards of the Dark Elf decks) ======================================
# Walking Sacrifice: "Martyr. Forced: When this unit leaves play, draw a card." It draws from
# the discard pile (destroyed, sacrificed) and from the hand (returned).
card("03023", "Walking Sacrifice",
     forced(LEAVES_PLAY, draw(1), about="self", zone="discard"),
     forced(LEAVES_PLAY, draw(1), about="self", zone=LEFT_TO_HAND),
     note="Returned to the deck it draws nothing (no card of these decks does that).")

# Swarm of Bats: "Necromancy. Action: When this unit attacks, discard the top four cards of
# your deck. This unit gains power equal to the number of units discarded this way until the
# end of the turn."
# Necromancy ("You may play this card from your discard pile. If you do, put it on the bottom of
# your deck at the end of the turn.") as Wight Lord's in decks_a.py: in the capital phase, its
# cost paid, into the zone ops_decks_a.zone_plan picks.
card("07052", "Swarm of Bats",
     reaction(CONTEST_DECLARED, op("mill_units", 4),
              modify(THIS, 1, until=UNTIL_ROUND, per="milled_units"),
              when=(cond("attacking"), cond("deck_at_most", 10, negate=True))),
     action(play(THIS), Effect("return_to_deck", 0, THIS, until=UNTIL_ROUND),
            when=(cond("decks_a_castable"),), zone="discard", phases=("capital",),
            title="Necromancy: play it from the discard pile"))

# Shades: "Scout (discard one card at random from an opponent's hand if this unit survives
# combat)."
card("03025", "Shades", inert=f"Scout only: {NO_HAND}.")

# Thief of Essence: "Action: When one or more units leaves play, draw a card." (one draw per
# unit leaving: the engine has each leave on its own, never several at once)
card("07038", "Thief of Essence",
     reaction(LEAVES_PLAY, draw(1), when=(cond("event_card", units()),), limit=0))

# Beastlord Rakarth: "Action: When this unit attacks, put a random card from the defending
# player's hand facedown as a development into the defending zone."
card("06075", "Beastlord Rakarth", inert=f"Takes a card of the defending player's hand: {NO_HAND}.")

# Seasoned Corsair: "Action: When this unit enters play, target unit gets -2 hit points until
# the end of the turn." Used on the player's own unit that gains by leaving play (a Walking
# Sacrifice: a card drawn), which the lost hit points destroy.
card("05026", "Seasoned Corsair",
     reaction(ENTERS_PLAY, modify(choose(units(), state="gains_by_leaving"), -2,
                                  stat="hit_points", until=UNTIL_ROUND),
              op("check_destroyed"), about="self"))

# Sacrifice to Khaine: "Spell. Action: Each opponent must sacrifice a unit he controls."
card("06037", "Sacrifice to Khaine", inert=f"Nothing to sacrifice: {NO_CARDS}.")

# Offering to Hekarti: "Quest. Action: Discard X resource tokens from this card to give target
# unit -X hit points ... Quest. Forced: After a unit is put into target opponent's discard
# pile from play, put a resource token on this card if a unit is questing here."
card("04097", "Offering to Hekarti",
     inert=f"Its tokens come only from the opponent's units leaving play: {NO_CARDS}.")

# Slave Pen: "Building. This card gains [Power] for each resource token on it. Action:
# Sacrifice a unit to put a resource token on this card (limit once per turn)."
card("05029", "Slave Pen",
     constant(modify(THIS, 1), per=cond("tokens")),
     action(tokens(1), costs=(cost("sacrifice_fodder"),), limit=1,
            title="sacrifice a unit of power 0: 1 resource token"))

# Har Ganeth: "Building. Kingdom. Action: At the beginning of your turn, return one target
# unit with less than 2 hit points to its owner's hand."
card("03035", "Har Ganeth",
     reaction(ROUND_BEGINS, return_to_hand(choose(units(max_cost=0), state="frail")),
              when=(_in("kingdom"),)))

# Withering Hex: "Attachment. Hex. Attach to a target Building support card. Attached support
# card loses [Power]."
card("04077", "Withering Hex", inert=f"Only an opponent's Building would be worth it ("
     f"{ON_OWN.format('Building')}): {NO_CARDS}.", pilot="never")

# Corsairs of Ghrond: "Battlefield. Forced: When this unit leaves play, one target unit gets -2
# hit points until the end of the turn." Only the player's units are there: the one that loses
# least (one that survives it, else one that gains by leaving play, else the least useful).
# ("Battlefield.": only when they leave play from the battlefield, the event's zone.)
card("03029", "Corsairs of Ghrond",
     forced(LEAVES_PLAY, modify(choose(units(), state="least_hurt"), -2, stat="hit_points",
                                until=UNTIL_ROUND),
            op("check_destroyed"), about="self", zone="discard",
            when=(cond("event_from", "battlefield"),)))

# Poison Wind Globadiers: "Battlefield. Action: Corrupt this unit to deal 1 damage to one target
# attacking or defending unit."
card("02035", "Poison Wind Globadiers", inert=OWN_ONLY.format("attacking units"))

# Mortella: "Quest. Action: Corrupt this unit to play a tactic out of an opponent's discard
# pile ..."
card("03027", "Mortella", inert="The passive opponent's discard pile holds no tactic.")

# We Need Your Blood: "Action: One target unit gets -1 hit points and another target unit gets
# +1 hit points until the end of the turn."
card("02014", "We Need Your Blood", inert=OWN_ONLY.format("units"))

# Call the Blood: "Spell. Action: Destroy one target damaged unit."
card("02034", "Call the Blood", inert=OWN_ONLY.format("damaged units"))

# Brutal Offering: "Action: Sacrifice a unit. If you do, deal X damage to each unit in all
# battlefields, where X is the sacrificed unit's power."
card("02052", "Brutal Offering", inert="Only the player's own battlefield has units: a player "
     "would not sacrifice one to damage the rest of its own.")

# Hag Queen: "Action: Corrupt this unit to discard a card at random from target opponent's
# hand. Then, this unit takes 1 damage."
card("08091", "Hag Queen", inert=f"Discards from the opponent's hand: {NO_HAND}.")

# Mannfred von Carstein: "This card gains [Power] for each resource token on it. Action:
# Discard a card from your hand to put target unit in an opponent's discard pile on the
# bottom of his deck. Then, place a resource token on this card."
card("08018", "Mannfred von Carstein", inert="Its tokens (and its power) come only from a unit "
     "in the opponent's discard pile, and the passive opponent has none.")

# Chillwind: "Spell. Action: Corrupt one target unit. Then, you may restore one corrupted
# unit." Only the player's units: a corrupted one in the battlefield is restored before the
# attack, for the least useful unit outside the battlefield.
card("03039", "Chillwind",
     tactic(corrupt(each(units(), state="chill_victim")),
            restore(choose(units(), zone="battlefield", state="corrupted")),
            phases=BATTLE, when=(cond("attack_not_declared"),)))

# Warpstone Experiments: "Skaven. Action: Choose a target unit you control. That unit gains
# [Power][Power][Power] until the end of the turn. Sacrifice that unit at the end of the
# turn."
_BOOSTED = choose(units(), state="cheapest_attacker")
card("07048", "Warpstone Experiments",
     tactic(modify(_BOOSTED, 3, until=UNTIL_ROUND),
            Effect("sacrifice", 0, _BOOSTED, until=UNTIL_ROUND),
            phases=BATTLE, when=(cond("before_combat_damage"), cond("burns_with", 3))))

# Countermoves: "Play when an opponent plays a tactic. Action: Destroy target unit."
card("08055", "Countermoves",
     inert=f"Played when an opponent plays a tactic: {NO_PLAYS} (and it has no unit to destroy).")

# Mind Killer: "Attach to a target unit. Attached unit loses one power."
card("03033", "Mind Killer", inert=f"Only an opponent's unit would be worth it ("
     f"{ON_OWN.format('unit')}): {NO_CARDS}.", pilot="never")

# == High Elf (and the neutral cards of the High Elf deck) =========================================
# Eltharion the Grim (legend): "Action: Put 1 resource token on target [High Elf] card you
# control. (Limit once per turn.) Action: Remove 3 resource tokens from [High Elf] cards you
# control to (choose 1): deal 5 indirect damage to target opponent, gain 3 resources, or
# cancel an Action that targets a [High Elf] unit you control."
_HIGH_ELF_TOKENS = each(cards(races=("high_elf",)), state="spare_tokens")
card("09002", "Eltharion the Grim",
     action(tokens(1), limit=1, title="1 resource token on Eltharion"),
     action(op("opponent_indirect", 5), costs=(cost("remove_tokens_from", 3, _HIGH_ELF_TOKENS),),
            title="remove 3 tokens: 5 indirect damage to the opponent"),
     action(gain(3), costs=(cost("remove_tokens_from", 3, _HIGH_ELF_TOKENS),), pilot="never",
            title="remove 3 tokens: gain 3 resources"),
     note="The cancel choice is inert: the passive opponent uses no Action.")

# Dreamer of Dragons: "Action: This unit takes 1 uncancellable damage. If it does, it gains
# [Power] until the end of the turn."
card("04068", "Dreamer of Dragons",
     action(deal_damage(THIS, 1), modify(THIS, 1, until=UNTIL_ROUND),
            when=(cond("attacking"), cond("before_combat_damage"), cond("survives_damage", 1)),
            phases=BATTLE, title="1 damage: +1 power"))

# Elven Scout: "Action: When this unit enters or leaves play, put a resource token on a card
# with a resource token on it."
_HOLDER = choose(cards(), state="token_holder")
card("08073", "Elven Scout",
     reaction(ENTERS_PLAY, tokens(1, _HOLDER), about="self"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone="discard"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone=LEFT_TO_HAND))

# Lion Standard: "Action: Spend 1 resource to have target unit get +1 hit point until the end
# of the turn."
# Against a passive opponent hit points only meet the player's own damage: used on an
# attacker that damages itself for power (Dreamer of Dragons) once its damage is capped, so it
# can take one more, when that one more power burns the zone attacked (the unit is destroyed
# when the hit point goes at the end of the turn: the delayed check).
_CAPPED = choose(units(), state="damage_capped")
card("09045", "Lion Standard",
     action(modify(_CAPPED, 1, stat="hit_points", until=UNTIL_ROUND),
            Effect(GAME_SPECIFIC, 0, _CAPPED, until=UNTIL_ROUND, value="check_destroyed"),
            costs=(cost("gold", 1),), when=(cond("before_combat_damage"), cond("burns_with", 1)),
            phases=BATTLE, title="1 resource: an attacker gets +1 hit point"))

# Lothern Sea Master: "Battlefield. This unit enters play with 3 resource tokens on it.
# Action: Deal X indirect damage to target opponent. X is the number of resource tokens on
# this unit. Then, remove 1 resource token from this card. (Limit once per turn)." ("Battlefield."
# read as the zone of the first ability: tokens only when it enters the battlefield.)
card("09009", "Lothern Sea Master",
     forced(ENTERS_PLAY, tokens(3), about="self", when=(_in("battlefield"),)),
     action(op("opponent_indirect", 1, per="tokens"), op("remove_token", 1),
            when=(cond("tokens_at_least", 1),), limit=1,
            title="X indirect damage to the opponent, then 1 token off"))

# Valorous Mage: "Action: When this unit enters play, search the top five cards of your deck
# for a Spell card, reveal it, and put it into your hand. Then, shuffle your deck."
card("06089", "Valorous Mage",
     reaction(ENTERS_PLAY, Effect(GAME_SPECIFIC, 5, THE_PLAYER,
                                  value=("search_useful", cards(traits=("Spell",)))),
              about="self"))

# Heroic Task: "Epic. Limit 1 per deck. Start the game with this card in play and 1 card
# attached to it facedown. You cannot take a mulligan. Quest. Action: When you draw 1 or more
# cards, put 1 resource token on this card if a unit is questing here. Quest. Action: Remove 3
# resource tokens from this card and sacrifice it to take the card attached to it into hand.
# If that card is an Artefact support card, you may attach it to a Hero or legend instead."
# It starts in the quest zone (setup.py: GAME_BEGINS) with a card set aside under it (the
# deck's legend); setup.py offers no mulligan while it is in play.
card("09020", "Heroic Task",
     forced(GAME_BEGINS, op("start_in_play"), zone="deck"),
     reaction(DRAWN, tokens(1), when=(cond("questing_here"),), limit=0),
     action(op("take_set_aside"), costs=(cost("remove_tokens", 3),),
            when=(cond("has_set_aside"),), title="3 tokens: the card set aside into the hand"),
     note="The Artefact choice (a 'may': attach it to a Hero or legend instead) is not "
     "offered; the card goes into the hand.")

# Planning for War: "Quest. Action: When this card enters play, draw a card. Quest. Action:
# When you play a [High Elf] non-Attachment support card from your hand, return target unit
# from your discard pile to your hand if a unit is questing here."
card("08040", "Planning for War",
     reaction(ENTERS_PLAY, draw(1), about="self"),
     reaction(CARD_PLAYED, return_to_hand(choose(units(), zone="discard", state="priciest_unit")),
              when=(cond("event_option", "support"),
                    cond("event_card", supports(races=("high_elf",))),
                    cond("event_card", cards(traits=("Attachment",)), negate=True),
                    cond("questing_here")), limit=0))

# Citadel of Dusk: "Building. When this card enters play, place 3 resource tokens on it.
# Action: Remove a resource token from this card to have it gain [Power] until the end of the
# turn (limit once per turn)."
card("05013", "Citadel of Dusk",
     forced(ENTERS_PLAY, tokens(3), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),), limit=1,
            phases=("turn",), when=(cond("in_zone", "battlefield", negate=True),),
            title="1 token off: +1 power this turn"))

# Dawnstar Sword: "Artefact. Weapon. Attach to a target Hero or legend you control. ...
# Attached Hero or legend gains [Power] x5 while in combat and takes 2 damage if it survives
# combat."
card("09001", "Dawnstar Sword",
     missing=(helps("+5 power to the attached Hero or legend in combat (the 2 damage after it "
                    "would hurt): the engine does not read its host rule ('a target Hero or "
                    "legend you control'), so it has no legal host and is not played."),),
     pilot="never")

# Eataine War Room: "Capital Center. This card enters play with 4 resource tokens on it.
# Action: At the beginning of your turn, remove a resource token from this card. Then, if there
# are no resource tokens on this card, deal 10 indirect damage to target opponent." (the
# damage follows a removal: with no token left it is not used again)
card("08032", "Eataine War Room",
     forced(ENTERS_PLAY, tokens(4), about="self"),
     reaction(ROUND_BEGINS, op("war_room"), when=(cond("tokens_at_least", 1),)))

# Gathering the Winds: "Condition. Forced: When you play a Spell card, put 1 resource token on
# this card. Action: Remove resource tokens from this card equal to the printed cost of a
# target Spell card in your discard pile to play it at no cost. Then, sacrifice this card."
card("09010", "Gathering the Winds",
     forced(CARD_PLAYED, tokens(1), when=(cond("event_card", cards(traits=("Spell",))),)),
     action(op("play_spell_from_discard"), when=(cond("spell_ready"),),
            title="tokens: a Spell from the discard pile at no cost, then sacrifice this"))

# Helm of Fortune: "Attachment. Armour. Attach to a target [High Elf] unit. Attached unit gets
# +1 hit point. Attached unit cannot be targeted by opponents' card effects while questing."
# (the protection from opponents' effects is inert: the passive opponent has none)
card("09011", "Helm of Fortune", constant(modify(attached(), 1, stat="hit_points")))

# Judgement of Loec: "Attachment. Spell. Attach to a target unit or development. Attached card
# is considered to have a blank text box, loses all power, and becomes a development."
card("07026", "Judgement of Loec", inert=f"Only an opponent's card would be worth it ("
     f"{ON_OWN.format('card')}): {NO_CARDS}.", pilot="never")

# Arcane Power: "Spell. Action: Draw a card. Then, if you control a legend or Artefact support
# card, return target card from your discard pile to your hand."
card("09057", "Arcane Power",
     tactic(draw(1), return_to_hand(choose(cards(), zone="discard", state="priciest")),
            when=(cond("return_ready"),), title="draw a card, a card back from the discard"),
     tactic(draw(1), when=(cond("return_ready", negate=True),), title="draw a card"))

# Asuryan's Cleansing: "Spell. Action: Cancel and discard target unit or support card being
# played unless its controller spends all resources in his pool."
card("03019", "Asuryan's Cleansing", inert=f"Cancels a card being played: {NO_PLAYS}.")

# Convocation of Eagles: "Action: Gain 1 resource. Then, you may put this card on top of your
# deck."
card("08084", "Convocation of Eagles",
     tactic(gain(1), when=(cond("free_play"), cond("short_of", 1)), phases=("capital",)))

# Drain Magic: "Spell. Action: Cancel a Spell card just played."
card("04048", "Drain Magic", inert=f"Cancels a Spell just played: {NO_PLAYS}.")
