"""Records of the cards first printed in March of the Damned: March of the Damned. One test each
in tests/test_whi_records_march_of_the_damned.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import play, put
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    THIS,
    action,
    card,
    choose,
    cond,
    constant,
    corrupt_self,
    cost,
    deal_damage,
    each,
    forced,
    gain,
    helps,
    hurts,
    modify,
    reaction,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_UNITS,
    OPPONENT_ONLY,
    OWN_ONLY,
    back_to_deck,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.games.whi.engine.ops.plays import castable, zone_plan
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.ops.choices import (
    LEFT_TO_HAND,
    gains_by_leaving,
    leave_trigger,
    left,
    register_words,
)

# -- March of the Damned ----------------------------------------------------------------------------

# Lord of Change: "Daemon. Players play with the top card of their decks revealed. You may
# play the top card of your deck as though it were in your hand." Units, supports and quests
# from the top in the capital phase (not the last card of the deck).


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _fodder(state: WhiState) -> list[int]:
    questing = set(state.questing.values())
    out = [c for c in cap.units(state) if cap.power(state, c) == 0 and c not in state.attackers
           and c not in questing]
    return sorted(out, key=lambda c: (not leave_trigger(state, c), state.table.cost[c], c))


def _pay_fodder(state: WhiState, ctx, cost) -> None:
    fodder = _fodder(state)
    if fodder:
        cap.leave_play(state, fodder[0], "sacrificed")


register_words(h.STATE_WORDS, {
    "gains_by_leaving": gains_by_leaving,
})


register_words(h.HOOKS.costs, {
    "sacrifice_fodder": (lambda s, ctx, cost: bool(_fodder(s)), _pay_fodder),
})


# -- records -----------------------------------------------------------------------------------
def _top_playable(state: WhiState, ctx, v) -> bool:
    return len(state.deck) >= 2 and castable(state, state.deck[-1])


def _best(state: WhiState, ctx, c: int) -> bool:
    t = state.table
    fits = [u for u in state.discard if t.kind[u] == UNIT and zone_plan(state, u) >= 0]
    if c not in fits:
        return False
    return c == max(fits, key=lambda u: (t.cost[u], t.power[u], state.discard.index(u)))


HOOKS.conditions.update({
    "decks_a_top_playable": _top_playable,
})


h.STATE_WORDS.update({
    "decks_a_best": _best,
    "decks_a_iseara": lambda s, ctx, c: (s.where[c] == DISCARD and s.table.kind[c] == UNIT
                                         and castable(s, c, spare=1)),
})


# -- records -----------------------------------------------------------------------------------
card("05021", "Lord of Change",
     action(play(THE_PLAYER), when=(cond("decks_a_top_playable"),), phases=("capital",),
            title="Play the top card of the deck"),
     missing=(helps("Tactics, legends and developments from the top of the deck are not "
                    "played."),))

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

# Wight Lord: "Necromancy (...) Action: When this unit enters play, destroy target unit in any
# corresponding zone." Necromancy is played (from the discard pile in the capital phase, its
# cost paid; to the bottom of the deck at the end of the turn); the destroy is not used: only
# the player's own units are there.
card("05048", "Wight Lord",
     action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
            phases=("capital",), title="Necromancy: play it from the discard pile"),
     note=OWN_ONLY.format("units") + " (its entering-play destroy)")

# Seasoned Corsair: "Action: When this unit enters play, target unit gets -2 hit points until
# the end of the turn." Used on the player's own unit that gains by leaving play (a Walking
# Sacrifice: a card drawn), which the lost hit points destroy.
card("05026", "Seasoned Corsair",
     reaction(ENTERS_PLAY, modify(choose(units(), state="gains_by_leaving"), -2,
                                  stat="hit_points", until=UNTIL_ROUND),
              op("check_destroyed"), about="self"))

# Slave Pen: "Building. This card gains [Power] for each resource token on it. Action:
# Sacrifice a unit to put a resource token on this card (limit once per turn)."
card("05029", "Slave Pen",
     constant(modify(THIS, 1), per=cond("tokens")),
     action(tokens(1), costs=(cost("sacrifice_fodder"),), limit=1,
            title="sacrifice a unit of power 0: 1 resource token"))

# Citadel of Dusk: "Building. When this card enters play, place 3 resource tokens on it.
# Action: Remove a resource token from this card to have it gain [Power] until the end of the
# turn (limit once per turn)."
card("05013", "Citadel of Dusk",
     forced(ENTERS_PLAY, tokens(3), about="self"),
     action(modify(THIS, 1, until=UNTIL_ROUND), costs=(cost("remove_tokens", 1),), limit=1,
            phases=("turn",), when=(cond("in_zone", "battlefield", negate=True),),
            title="1 token off: +1 power this turn"))


# == The rest of the box (issue 37's review) ==================================================
def _others_with_trait_here(state: WhiState, ctx, v) -> bool:
    """At least n other units with the trait in the source's zone (v = (trait, n))."""
    trait, n = v
    z = cap.zone_of(state, ctx.source)
    return z >= 0 and sum(1 for c in cap.units(state, z)
                          if c != ctx.source and trait in state.table.traits[c]) >= n


register_words(h.HOOKS.conditions, {"others_with_trait_here": _others_with_trait_here})
register_words(h.STATE_WORDS, {
    "attacking_survives_2": lambda s, ctx, c: c in s.attackers and left(s, c) > 2,
})
PUMP2 = (cond("before_combat_damage"), cond("burns_with", 2))
PUMP3 = (cond("before_combat_damage"), cond("burns_with", 3))


def indirect(n: int) -> Effect:
    return op("opponent_indirect", n)


NECROMANCY = action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
                    phases=("capital",), title="Necromancy: play it from the discard pile")


# "While you have at least three developments in this zone, this unit deals +X damage in
# combat. X is the number of developments in this zone."
card("05001", "Serpent Slayer",
     constant(modify(THIS, 1, stat="combat_damage", per="developments_in_zone"),
              when=(cond("developments_in_zone_at_least", 3),)))
# "Slayer. If there are at least two other Slayer units in this zone, this unit gains
# [Power][Power]."
card("05002", "Long Drong's Pirates",
     constant(modify(THIS, 2), when=(cond("others_with_trait_here", ("Slayer", 2)),)))
card("05003", "Oathstone",
     missing=(helps("Four cards when its unit is destroyed: the player's units are destroyed "
                    "only by its own effects."),))
card("05004", "Tough as Nails", inert=f"Toughness against damage: {NO_DAMAGE} (the player's "
     "own damage effects are its own choice).")
# "Action: Target attacking unit you control gains [Power][Power][Power] until the end of the
# turn."
card("05005", "Merciless Assault",
     tactic(modify(choose(units(), state="attacking"), 3, until=UNTIL_ROUND), when=PUMP3,
            phases=BATTLE))
card("05006", "Jade Acolyte",
     missing=(helps("A development becomes a unit until the end of the turn (it could attack): "
                    "not modeled."),))
card("05007", "Rodrik's Raiders", inert=OWN_ONLY.format("supports"))
card("05008", "War Machine Emplacement", inert=f"Damages an attacking unit: {NO_ATTACKS}.")
# "Building. This card gains [Power] for each resource token on it. Action: When one or more
# units are destroyed, put a resource token on this card."
card("05009", "Garden of Morr",
     constant(modify(THIS, 1, per="tokens")),
     reaction(LEAVES_PLAY, tokens(1), when=(cond("event_option", "destroyed"),
                                            cond("event_card", units())), limit=0),
     note="A token per unit destroyed: the engine has each unit leave play on its own, never "
     "several at once (only the player's own effects destroy units, one at a time).")
card("05010", "Manaan Take You!", inert=OWN_ONLY.format("units and supports"))
# "Action: When this unit attacks, deal 1 indirect damage to target opponent."
card("05011", "Sea Guard Captain",
     reaction(CONTEST_DECLARED, indirect(1), when=(cond("attacking"),)))
card("05012", "Keeper of the Flame", inert=OWN_ONLY.format("attachments"))
# "Ship. Action: At the beginning of your turn, deal 2 indirect damage to target opponent."
card("05014", "Elven Warship", reaction(ROUND_BEGINS, indirect(2)))
card("05015", "From Beneath the Waves", tactic(indirect(3)))
card("05016", "Savage Boyz",
     missing=(helps("Damaging one of the player's units (for the Orc cards that gain by "
                    "damage): the pilot has no plan for it."),))
# "Goblin. Action: When this unit enters play, target unit gains [Power] until the end of the
# turn." (a battlefield unit: it can still attack this turn)
card("05017", "Forest Goblins",
     reaction(ENTERS_PLAY, modify(choose(units(), zone="battlefield"), 1, until=UNTIL_ROUND),
              about="self"))
card("05018", "Troll Den",
     missing=(hurts("At the beginning of the turn, 2 damage to a unit of its zone or the card "
                    "is sacrificed: not modeled."),))
# "Action: Deal 2 damage to target unit you control. That unit gains [Power][Power] until the
# end of the turn." (an attacker that survives the damage, when the power burns the zone)
card("05019", "Spida Huntin'",
     tactic(deal_damage(choose(units(), state="attacking_survives_2"), 2),
            modify(choose(units(), state="attacking_survives_2"), 2, until=UNTIL_ROUND),
            when=PUMP2, phases=BATTLE))
card("05020", "You's Bigga",
     missing=(helps("Sacrificing a unit to lower the next Orc unit's cost by 2: the pilot has "
                    "no plan for it."),))
# "Action: Corrupt this unit to have target attacking unit you control gain [Power][Power].
# Sacrifice that unit at the end of the turn." (when the power burns the zone)
card("05022", "Bray Shamans",
     action(modify(choose(units(other=True), state="attacking"), 2, until=UNTIL_ROUND),
            Effect("sacrifice", 0, choose(units(other=True), state="attacking"),
                   until=UNTIL_ROUND),
            costs=(corrupt_self,), when=PUMP2, phases=BATTLE))
card("05023", "Bloodboil Fever", inert=f"Damages its unit more each turn: {OPPONENT_ONLY}.",
     pilot="never")
card("05024", "Cloying Quagmire", inert=OWN_ONLY.format("units"))
card("05025", "Blood Summoning",
     missing=(helps("Corrupting units to lower the next Chaos unit's cost: the pilot has no "
                    "plan for it."),))
card("05027", "Black Dragon Rider", inert="Acts when it is opposed in combat; the passive "
     "opponent never opposes it.")
card("05028", "Corsair Raider", inert=OWN_ONLY.format("units"))
card("05030", "A Slave For Every Occasion", inert=f"Takes a unit of the opponent's discard "
     f"pile: {NO_UNITS}.")
card("05031", "Skinks of Sotek", inert=OWN_ONLY.format("units"))
card("05033", "Spawn of Itzl", inert=f"Destroys a unit in the defending zone: {NO_UNITS}.")
card("05034", "Saurus Warriors", inert="Gains power when opposed in combat; the passive "
     "opponent never opposes it.")
card("05035", "Temple Guard", inert=f"Redirects damage: {NO_DAMAGE}.")
card("05037", "Loqtza", inert=OWN_ONLY.format("units"))
card("05038", "Savage Rush", inert=f"Savage acts when its unit is dealt damage: {NO_DAMAGE}.")
# "Your Lizardmen units in this zone gain +1 hit points."
card("05039", "Blood Shrine of Sotek",
     constant(modify(each(units(traits=("Lizardmen",)), state="same_zone"), 1,
                     stat="hit_points")))
card("05040", "Cloak of Feathers", inert=f"Savage 2 acts when its unit is dealt damage: "
     f"{NO_DAMAGE}.")
card("05041", "Born Predators", inert=OWN_ONLY.format("units"))
card("05042", "Blessed Spawning",
     missing=(helps("A Lizardmen unit of cost 4 or less from the top five cards into play: not "
                    "modeled."),))
# "Action: When this unit leaves play, gain 2 resources."
card("05043", "Crypt Ghouls",
     reaction(LEAVES_PLAY, gain(2), about="self", zone="discard"),
     reaction(LEAVES_PLAY, gain(2), about="self", zone=LEFT_TO_HAND))
card("05044", "Skeletal Horde", NECROMANCY)
card("05045", "Drowned Zombies", NECROMANCY,
     missing=(helps("As it enters play a development becomes a unit until the end of the turn "
                    "(it could attack): not modeled."),))
card("05046", "Spirit Host", inert=f"Attaches itself as it leaves play to take a unit's power: "
     f"{OPPONENT_ONLY}.")
card("05047", "Enraged Varghulf", inert=f"Counts a unit of the defending zone: {NO_UNITS}.")
card("05050", "Numberless Graves", inert=f"Draws when an opponent's unit is destroyed: "
     f"{NO_UNITS}.")
card("05051", "Corpse Cart",
     missing=(helps("Discarding the top two cards of the deck (for Necromancy): the pilot has "
                    "no plan for it."),))
card("05052", "The Screaming Banner", inert=f"Takes power from a defending unit: {NO_UNITS}.")
card("05054", "Beguile", inert=OWN_ONLY.format("units"))
card("05055", "Jezzail Team", inert=OWN_ONLY.format("units"))
