"""Records of the cards first printed in Signs in the Stars (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    THIS,
    UNTIL_ROUND,
    attached,
    card,
    cond,
    constant,
    cost,
    each,
    helps,
    keyword,
    modify,
    reaction,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital, own_healthiest
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish import piles


# Beastlord Rakarth: "Action: When this unit attacks, put a random card from the defending
# player's hand facedown as a development into the defending zone."
card("06075", "Beastlord Rakarth", inert=f"Takes a card of the defending player's hand: {NO_HAND}.")


def _sneaky_git(state: WhiState, ctx, eff, cards) -> None:
    """Reveal the top card: an odd printed cost deals 2 damage to the opponent's capital (the
    pilot's zone), an even one 2 to the player's own (its healthiest zone); then shuffle."""
    if not state.deck:
        return
    if state.table.cost[state.deck[-1]] % 2:
        z = h.capital_target(state)
        if z >= 0:
            damage_opponent(state, z, 2)
    else:
        damage_own_capital(state, own_healthiest(state), 2)
    piles.shuffle(state, state.deck)


register_words(h.GAME_OPS, {"sneaky_git": _sneaky_git})
register_words(h.HOOKS.conditions, {
    # v: a trait, or a tuple of spellings of one ("Sorcerer", "Sorceror": the data has both)
    "controls_other_with_trait": lambda s, ctx, v: any(
        c != ctx.source and s.table.traits[c] & ({v} if isinstance(v, str) else set(v))
        for c in cap.units(s)),
})
TIMING_ONLY = ("Playing a unit at any action window only matters to surprise an opponent; "
               "against the passive one a play in the capital phase is as good.")

card("06061", "Beleaguered Scout", inert=f"Damages an attacking unit: {NO_ATTACKS}.")
# "Building. Each unit you control with at least one Attachment support card attached to it
# gains Toughness 1."
card("06062", "Karak Azul Forge",
     constant(keyword(each(units(), state="has_attachment"), "toughness", 1)))
# "Attachment. War Machine. Attach to a target [Dwarf] unit you control. Attached unit may
# attack while in any of your zones."
card("06063", "Gyrocopter", constant(keyword(attached(), "attack_from_any")))
# "Action: When this unit attacks, reveal the top card of your deck. If the printed cost of the
# revealed card is odd, deal 2 damage to target capital. Otherwise, deal 2 damage to your
# capital. Then, shuffle your deck."
card("06064", "Sneaky Git", reaction(CONTEST_DECLARED, op("sneaky_git"), when=(cond("attacking"),)))
# "This unit gains [Power] as long as you control another Goblin unit."
card("06065", "Squig Hopper",
     constant(modify(THIS, 1), when=(cond("controls_other_with_trait", "Goblin"),)))
card("06066", "Dreams Uv Conkwest",
     missing=(helps("Its tokens (a development played while a unit quests here) moving damage "
                    "from the capital onto a unit: not modeled."),))
card("06067", "Luthor Huss", inert=f"Counterstrike for the units of its zone: {NO_ATTACKS}.")
card("06069", "Waiting in Ambush", inert=TIMING_ONLY)
card("06070", "Bladelord", inert=f"Redirects damage dealt to it: {NO_DAMAGE}.")
card("06071", "Shield of Saphery", inert="Protects a unit from an opponent's card effects; the "
     "passive opponent plays none.")
card("06072", "Comet of Casandora",
     missing=(helps("X indirect damage to each player, the opponent's capital and the player's "
                    "own, X the printed cost of the top two cards of its deck (then put at the "
                    "bottom): the pilot has no plan for when that pays."),))
card("06073", "Juggernaut of Khorne",
     missing=(helps("Sacrificing developments for a unit of the top five joining the attack: "
                    "not modeled."),))
card("06074", "Masque of Slaanesh", inert="Each player names a unit to corrupt: the player "
     "would name one nobody controls, and the passive opponent names none.")
card("06076", "Enraged Manticore", inert="Counts the developments of the defending zone; the "
     "passive opponent has none.")
card("06077", "Witchbrew",
     missing=(helps("Discarding the top card of the deck for a power when it is a unit: the "
                    "pilot has no plan for it."),))
# "Action: When this unit attacks, spend 2 resources to have it gain power equal to the number
# of developments in this zone until the end of the turn."
card("06078", "Drycha",
     reaction(CONTEST_DECLARED, modify(THIS, 1, until=UNTIL_ROUND, per="developments_in_zone"),
              costs=(cost("gold", 2),),
              when=(cond("attacking"), cond("developments_in_zone_at_least", 1))))
card("06079", "Sacred Glade", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("06080", "Danse Macabre", inert=OWN_ONLY.format("units"))
