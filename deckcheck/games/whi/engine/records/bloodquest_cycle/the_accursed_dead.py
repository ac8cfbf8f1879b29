"""Records of the cards first printed in The Accursed Dead (Bloodquest Cycle). Tests in
tests/test_whi_records_bloodquest_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    MOVED,
    action,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    draw,
    each,
    helps,
    hurts,
    modify,
    reaction,
    return_to_hand,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import BATTLE
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.ops.choices import legend_or_artefact
from deckcheck.games.whi.engine.records.bloodquest_cycle.shared import (
    OPPONENT_DECK,
)


register_words(h.HOOKS.conditions, {
    "return_ready": lambda s, ctx, v: bool(s.discard) and legend_or_artefact(s, ctx, v),
})


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

card("09041", "The Liber Mortis",
     missing=(helps("A unit of a discard pile into play (its host, a Hero or legend, is a rule "
                    "the engine does not read: it is never played)."),))
card("09042", "Kurt Helborg",
     missing=(helps("Tactics cost 1 less while it is in combat: not modeled."),))
card("09043", "Reckless Engineer",
     missing=(helps("Sacrificing a development for a support of the top of the deck: not "
                    "modeled."),))
card("09044", "Ancient Vengeance",
     missing=(helps("Dwarf units played into its zone cost 1 less: not modeled."),))
card("09046", "Purged by Flame",
     missing=(helps("Two tokens on one of the player's cards: the pilot has no plan for "
                    "it."),))
card("09047", "War Boar", inert="Makes quests count as supports, which matters only to an "
     "opponent's cards.")
card("09048", "Valley of Many Eyes",
     missing=(hurts("Cards played into its zone are destroyed when the top card's cost is "
                    "even: not modeled."),))
# "Action: When this unit enters a zone, put 1 resource token on target quest you control."
card("09049", "Roaming Shaman",
     reaction(ENTERS_PLAY, tokens(1, choose(cards(kinds=(QUEST_CARD,)))), about="self"),
     reaction(MOVED, tokens(1, choose(cards(kinds=(QUEST_CARD,)))), about="self"))
card("09050", "Red Arrow Coach",
     missing=(helps("Moving itself and a unit to another zone: the pilot has no plan for "
                    "it."),))
card("09051", "Stricken Warrior", inert="Acts when it is opposed in combat; the passive "
     "opponent never opposes it.")
# "Rift. Units in all corresponding zones deal +1 damage in combat." (the player's units of its
# zone: the passive opponent has none)
card("09052", "Rift of Battle",
     constant(modify(each(units(), state="same_zone"), 1, stat="combat_damage")))
card("09053", "Treasure Thieves", inert=OPPONENT_DECK)
card("09054", "Jealous Eyes", inert="Moves tokens from an opponent's card; the passive opponent "
     "has none.")
card("09055", "Bladesinger", inert=f"Enters play to defend: {NO_ATTACKS}; its other action only "
     "puts the player's own unit back on top of its deck.")
card("09056", "Drakenhof Castle", inert=f"Cancels damage to Undead units: {NO_DAMAGE}.")
card("09058", "Rebuild the Hold", inert=f"Takes a burn token off the player's capital: "
     f"{NO_DAMAGE} (its tokens serve only that).")
card("09059", "Hidden Operative",
     missing=(helps("Moving its questing unit to another zone: the pilot has no plan for "
                    "it."),))
card("09060", "Beastman Incursion",
     missing=(helps("An Invasion quest played into the opponent's zone: not modeled."),))
