"""Records of the cards first printed in the Enemy Cycle: The Burning of Derricksburg, The
Fall of Karak Grimaz, The Silent Forge, Redemption of a Mage, The Fourth Waystone, Bleeding
Sun. One test each in tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    DEVELOPED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    THIS,
    action,
    card,
    cond,
    constant,
    cost,
    deal_damage,
    develop_top,
    draw,
    each,
    forced,
    modify,
    reaction,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, UNTIL_PHASE, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    NO_CARDS,
    NO_PLAYS,
    NO_UNITS,
    ON_OWN,
    OWN_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST, WhiState
from deckcheck.games.whi.engine.state import IN_ZONE
from deckcheck.games.whi.engine.ops.choices import left, register_words

# -- The Burning of Derricksburg --------------------------------------------------------------------

# Mining Tunnels (a support, see cards.TYPE_FIXES): "Building. Action: When you play a
# development from your hand, draw a card." One development from hand per turn, so once per
# turn; a development put by an effect after it in the same turn does not draw again.


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
register_words(h.HOOKS.conditions, {
    "survives_damage": lambda s, ctx, v: (s.where[ctx.source] == IN_ZONE
                                          and left(s, ctx.source) > v),
})


# -- records -----------------------------------------------------------------------------------
def _event_card(state: WhiState, ctx, v) -> bool:
    ev = ctx.event
    return ev is not None and ev.card >= 0 and v.ok(state.table, ctx.source, ev.card)


def _before_attackers(state: WhiState, ctx, v) -> bool:
    from deckcheck.games.whi.engine.game import FLOW
    return (h.phase_name(state) == "battlefield" and not state.attackers
            and state.step <= FLOW.at("battlefield.chosen"))


def _development_to_give(state: WhiState) -> int:
    for z in (QUEST, BATTLEFIELD, KINGDOM):
        if state.developments[z]:
            return state.developments[z][-1]
    return -1


HOOKS.conditions.update({
    "decks_a_event_card": _event_card,
    "decks_a_deck_at_least": lambda s, ctx, v: len(s.deck) >= v,
    "decks_a_discard_units_at_least": lambda s, ctx, v: sum(
        1 for c in s.discard if s.table.kind[c] == UNIT) >= v,
    "decks_a_before_attackers": _before_attackers,
    "decks_a_developed_this_turn": lambda s, ctx, v: s.developed_turn == s.round,
})


HOOKS.costs["decks_a_sacrifice_development"] = (
    lambda s, ctx, cost: _development_to_give(s) >= 0,
    lambda s, ctx, cost: cap.leave_play(s, _development_to_give(s), "sacrificed"))


# -- records -----------------------------------------------------------------------------------
card("04002", "Mining Tunnels",
     reaction(DEVELOPED, draw(1), when=(cond("decks_a_developed_this_turn"),), limit=1))

# -- The Fall of Karak Grimaz -----------------------------------------------------------------------

# Master Rune of Spite: "Rune. Action: Each unit deals damage to itself equal to its power."
card("04021", "Master Rune of Spite", inert=OWN_ONLY.format("units (all of them)"))

# Grudgebearer: "This unit gains [Power] for each resource token on it. Forced: When one of
# your other [Dwarf] units leaves play, put a resource token on this card."
card("04024", "Grudgebearer",
     constant(modify(THIS, 1), per=cond("tokens")),
     forced(LEAVES_PLAY, tokens(1),
            when=(cond("decks_a_event_card", units(races=("dwarf",), other=True)),)),
     note="A Dwarf unit card leaving play as a facedown development also counts (the engine's "
          "leaving-play event does not say from where).")

# Ancestral Tomb: "Building. Action: When this card enters play, put the top two cards of your
# deck into this zone as developments." (not with fewer than 8 cards left in the deck)
card("04023", "Ancestral Tomb",
     reaction(ENTERS_PLAY, develop_top(2), about="self",
              when=(cond("decks_a_deck_at_least", 8),)))

# Stunty Smasha: "Warrior. Action: Sacrifice this unit to destroy target development."
card("04030", "Stunty Smasha", inert=OWN_ONLY.format("developments"))

# Wilhelm of the Osterknacht: "Hero. Knight. Action: When this unit attacks, move one unit from
# the defending zone to another zone controlled by the same player." [004 ZdF 25]
card("04025", "Wilhelm of the Osterknacht", inert=f"Moves a defending player's unit: {NO_UNITS}.")

# -- The Silent Forge -------------------------------------------------------------------------------

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

# Drain Magic: "Spell. Action: Cancel a Spell card just played."
card("04048", "Drain Magic", inert=f"Cancels a Spell just played: {NO_PLAYS}.")

# -- Redemption of a Mage ---------------------------------------------------------------------------

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

# -- The Fourth Waystone ----------------------------------------------------------------------------

# Offering to Hekarti: "Quest. Action: Discard X resource tokens from this card to give target
# unit -X hit points ... Quest. Forced: After a unit is put into target opponent's discard
# pile from play, put a resource token on this card if a unit is questing here."
card("04097", "Offering to Hekarti",
     inert=f"Its tokens come only from the opponent's units leaving play: {NO_CARDS}.")

# -- Bleeding Sun -----------------------------------------------------------------------------------

# One Orc's Scrap...: "Building. Kingdom. Action: Sacrifice a development to draw a card."
# Used in the kingdom, quest and capital phases while 6 or more cards are in the deck
# (developments of the quest zone and battlefield first: the kingdom's count for Innovation).
card("04112", "One Orc's Scrap...",
     action(draw(1), costs=(cost("decks_a_sacrifice_development"),),
            when=(in_zone("kingdom"), cond("decks_a_deck_at_least", 6)), phases=MAIN,
            title="Sacrifice a development: draw a card"))

# Soul Stealer: "Attachment. Hex. Attach to a target non-Hero unit. Take control of attached
# unit. Move that unit to your corresponding zone."
card("04117", "Soul Stealer", inert=f"Takes control of an opponent's unit: {NO_UNITS} (on the "
     "player's own unit it changes nothing).")
