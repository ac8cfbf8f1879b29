"""Records of the cards first printed in the Bloodquest Cycle: Rising Dawn, The Accursed Dead. One
test each in tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.events import GAME_BEGINS
from deckcheck.games.whi.engine.ops_decks_b import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    DRAWN,
    ENTERS_PLAY,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    draw,
    each,
    forced,
    gain,
    helps,
    modify,
    reaction,
    return_to_hand,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE, in_zone


# -- Rising Dawn ------------------------------------------------------------------------------------

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

# Lothern Sea Master: "Battlefield. This unit enters play with 3 resource tokens on it.
# Action: Deal X indirect damage to target opponent. X is the number of resource tokens on
# this unit. Then, remove 1 resource token from this card. (Limit once per turn)." ("Battlefield."
# read as the zone of the first ability: tokens only when it enters the battlefield.)
card("09009", "Lothern Sea Master",
     forced(ENTERS_PLAY, tokens(3), about="self", when=(in_zone("battlefield"),)),
     action(op("opponent_indirect", 1, per="tokens"), op("remove_token", 1),
            when=(cond("tokens_at_least", 1),), limit=1,
            title="X indirect damage to the opponent, then 1 token off"))

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

# Dawnstar Sword: "Artefact. Weapon. Attach to a target Hero or legend you control. ...
# Attached Hero or legend gains [Power] x5 while in combat and takes 2 damage if it survives
# combat."
card("09001", "Dawnstar Sword",
     missing=(helps("+5 power to the attached Hero or legend in combat (the 2 damage after it "
                    "would hurt): the engine does not read its host rule ('a target Hero or "
                    "legend you control'), so it has no legal host and is not played."),),
     pilot="never")

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

# -- The Accursed Dead ------------------------------------------------------------------------------

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

# Arcane Power: "Spell. Action: Draw a card. Then, if you control a legend or Artefact support
# card, return target card from your discard pile to your hand."
card("09057", "Arcane Power",
     tactic(draw(1), return_to_hand(choose(cards(), zone="discard", state="priciest")),
            when=(cond("return_ready"),), title="draw a card, a card back from the discard"),
     tactic(draw(1), when=(cond("return_ready", negate=True),), title="draw a card"))
