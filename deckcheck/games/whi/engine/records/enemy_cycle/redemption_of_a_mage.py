"""Records of the cards first printed in Redemption of a Mage (Enemy Cycle). Tests in
tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    MOVED,
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
    cost,
    deal_damage,
    each,
    event_card,
    forced,
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
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_ATTACKS,
    NO_CARDS,
    NO_UNITS,
    ON_OWN,
    OPPONENT_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import IN_ZONE
from deckcheck.games.whi.engine.ops.choices import left, register_words
from deckcheck.games.whi.engine.records.enemy_cycle.shared import (
    PUMP,
)


# Mining Tunnels (a support, see cards.TYPE_FIXES): "Building. Action: When you play a
# development from your hand, draw a card." One development from hand per turn, so once per
# turn; a development put by an effect after it in the same turn does not draw again.


register_words(h.HOOKS.conditions, {
    "survives_damage": lambda s, ctx, v: (s.where[ctx.source] == IN_ZONE
                                          and left(s, ctx.source) > v),
})


# Withering Hex: "Attachment. Hex. Attach to a target Building support card. Attached support
# card loses [Power]."
card("04077", "Withering Hex", inert=f"Only an opponent's Building would be worth it ("
     f"{ON_OWN.format('Building')}): {NO_CARDS}.", pilot="never")

# Dreamer of Dragons: "Action: This unit takes 1 uncancellable damage. If it does, it gains
# [Power] until the end of the turn."
card("04068", "Dreamer of Dragons",
     action(deal_damage(THIS, 1), modify(THIS, 1, until=UNTIL_ROUND),
            when=(cond("attacking"), cond("before_combat_damage"), cond("survives_damage", 1)),
            phases=BATTLE, title="1 damage: +1 power"))


def use_mark() -> Effect:
    """Marks the ability used this turn (read by ``ability_unused``: "the first ... each turn")."""
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use")

# "Lower the cost to play this unit by 3 if a zone is burning. This unit gains [Power] if a zone
# is burning." (any zone, of either capital)
card("04061", "Grombrindal's Elite",
     constant(modify(THIS, -3, stat="cost"), when=(cond("any_zone_burning"),), zone="hand"),
     constant(modify(THIS, 1), when=(cond("any_zone_burning"),)))
card("04062", "Rune of Resistance",
     missing=(helps("Saving its unit from destruction: the player's units are destroyed only "
                    "by its own effects."),))
card("04063", "Friedrich Hemmler", inert="Acts when it is opposed in combat; the passive "
     "opponent never opposes it.")
# "Action: Spend 1 resource to give this unit [Power] until the end of the turn. (Limit twice
# per turn)." (offered one power at a time, when that one burns the zone: a zone two powers
# away is not reached)
card("04064", "Knights Panther",
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("gold", 1),),
            when=(cond("attacking"), *PUMP), limit=2, phases=BATTLE))
# "Environment. Battlefield. Action: When a knight unit enters this zone, that unit gains
# [Power] until the end of the turn."
KNIGHT_ENTERS = (cond("event_into", "same"), cond("event_card", units(traits=("Knight",))))
card("04065", "Higher Ground",
     reaction(ENTERS_PLAY, modify(event_card(), 1, until=UNTIL_ROUND), when=KNIGHT_ENTERS,
              limit=0),
     reaction(MOVED, modify(event_card(), 1, until=UNTIL_ROUND), when=KNIGHT_ENTERS, limit=0))
card("04066", "Tactical Misdirection", inert=f"Lets units defend other zones: {NO_ATTACKS}.")
# "Quest. Lower the cost to play the first support card you play this turn by X, where X is the
# number of resource tokens on this card. Forced: Place 1 resource token on this card at the
# beginning of your turn if a unit is questing here."
card("04067", "Forges of Nuln",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     constant(modify(each(supports(), zone="hand"), -1, stat="cost", per="tokens"),
              when=(cond("ability_unused", 2),)),
     forced(CARD_PLAYED, use_mark(), when=(cond("event_option", "support"),), limit=1))
card("04069", "Courage of Aenarion", tactic(restore(each(units(), state="corrupted"))))
card("04070", "Githit Froatcutta", constant(modify(THIS, 1, per=each(units(), state="damaged"))))

# "Attach to target [Orc] unit in your battlefield. Attached unit gains Toughness X, where X is
# the damage on that unit."
card("04071", "Too 'ard to Die",
     constant(Effect("grant", 1, attached(), value=("keyword", "toughness"),
                     per="damage_on_host")))
card("04072", "Herald of Change", inert=f"Gains hit points while defending: {NO_ATTACKS}.")
card("04073", "Disgraced Champion", inert=OWN_ONLY.format("units"))
card("04074", "Curse of the Leper", inert=f"Doubles the damage on its unit: {OPPONENT_ONLY}.",
     pilot="never")
card("04075", "Stone to Skin",
     missing=(helps("A Building becomes a 4 hit point unit until the end of the turn (it could "
                    "attack): not modeled."),))
# "Action: When this unit enters play, choose a Hex card in your discard pile and return it to
# your hand."
card("04076", "Sorceress of Ghrond",
     reaction(ENTERS_PLAY, return_to_hand(choose(cards(traits=("Hex",)), zone="discard")),
              about="self"))
card("04080", "Doomsayer of Morr", inert=f"Draws when an opponent's unit is destroyed: "
     f"{NO_UNITS}.")
