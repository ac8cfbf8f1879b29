"""Records of the cards first printed in Legends: Legends. One test each in
tests/test_whi_records_legends.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import play
from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THIS,
    action,
    attached,
    card,
    choose,
    cond,
    constant,
    damage_capital,
    draw,
    each,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    tactic,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_UNITS,
    ON_OWN,
    OPPONENT_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import DISCARD, WhiState
from deckcheck.games.whi.engine.ops.choices import one, register_words

# -- Legends ----------------------------------------------------------------------------------------

# Swarm of Bats: "Necromancy. Action: When this unit attacks, discard the top four cards of
# your deck. This unit gains power equal to the number of units discarded this way until the
# end of the turn."
# Necromancy ("You may play this card from your discard pile. If you do, put it on the bottom of
# your deck at the end of the turn.") as Wight Lord's in march_of_the_damned.py: in the capital phase, its
# cost paid, into the zone plays.zone_plan picks.


# -- the operations only these records use ----------------------------------------------------
MILL = -(1 << 21)                 # state.used keys: MILL - source = units milled this turn


def _mill_units(state: WhiState, ctx, eff, cards) -> None:
    units = 0
    for _ in range(eff.amount):
        if not state.deck:
            break
        c = state.deck.pop()
        state.discard.append(c)
        state.where[c] = DISCARD
        units += state.table.kind[c] == UNIT
    state.used[MILL - ctx.source] = state.used.get(MILL - ctx.source, 0) + units
    cap.check_deck(state)


def _cheapest_attacker_key(state, ctx, u):
    return (state.table.cost[u], cap.power(state, u)) if u in state.attackers else None


register_words(h.GAME_OPS, {
    "mill_units": _mill_units,
})


register_words(h.HOOKS.counts, {
    "milled_units": lambda s, ctx, v: s.used.get(MILL - ctx.source, 0),
})


register_words(h.STATE_WORDS, {
    "cheapest_attacker": one(_cheapest_attacker_key),
})


# -- records -----------------------------------------------------------------------------------
card("07052", "Swarm of Bats",
     reaction(CONTEST_DECLARED, op("mill_units", 4),
              modify(THIS, 1, until=UNTIL_ROUND, per="milled_units"),
              when=(cond("attacking"), cond("deck_at_most", 10, negate=True))),
     action(play(THIS), Effect("return_to_deck", 0, THIS, until=UNTIL_ROUND),
            when=(cond("decks_a_castable"),), zone="discard", phases=("capital",),
            title="Necromancy: play it from the discard pile"))

# Thief of Essence: "Action: When one or more units leaves play, draw a card." (one draw per
# unit leaving: the engine has each leave on its own, never several at once)
card("07038", "Thief of Essence",
     reaction(LEAVES_PLAY, draw(1), when=(cond("event_card", units()),), limit=0))

# Warpstone Experiments: "Skaven. Action: Choose a target unit you control. That unit gains
# [Power][Power][Power] until the end of the turn. Sacrifice that unit at the end of the
# turn."
_BOOSTED = choose(units(), state="cheapest_attacker")

card("07048", "Warpstone Experiments",
     tactic(modify(_BOOSTED, 3, until=UNTIL_ROUND),
            Effect("sacrifice", 0, _BOOSTED, until=UNTIL_ROUND),
            phases=BATTLE, when=(cond("before_combat_damage"), cond("burns_with", 3))))

# Judgement of Loec: "Attachment. Spell. Attach to a target unit or development. Attached card
# is considered to have a blank text box, loses all power, and becomes a development."
card("07026", "Judgement of Loec", inert=f"Only an opponent's card would be worth it ("
     f"{ON_OWN.format('card')}): {NO_CARDS}.", pilot="never")


# == The rest of the box (issue 37's review) ==================================================
register_words(h.HOOKS.conditions, {
    "controls_legend": lambda s, ctx, v: s.legend >= 0,
    "developments_in_all_zones_at_least": lambda s, ctx, v: sum(map(len, s.developments)) >= v,
})
LEGEND = (cond("controls_legend"),)
COMES_BACK = "Going back to hand for 2 resources when its unit leaves play."

# "Each unit you control gains [Power] if a zone is burning." (any zone of either capital)
card("07001", "Grombrindal", constant(modify(each(units()), 1), when=(cond("any_zone_burning"),)))
card("07002", "Thorgrim Grudgebearer", inert=OWN_ONLY.format("units"))
card("07003", "Veteran Slayer", inert=f"Toughness for the player's units: {NO_DAMAGE}.")
card("07004", "Veteran Quarreler", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
# "If you control a legend, this unit gains Toughness 2." The engine reads the printed
# "Toughness 2" as the card's own (cards.py), so the record takes it away without a legend.
card("07005", "Dwarf Thunderer",
     constant(keyword(THIS, "toughness", -2), when=(cond("controls_legend", negate=True),)))
# "Attach to a target unit you control. Attached unit gains [Power][Power]. If attached unit
# leaves play, you may spend 2 resources to return this card to its owner's hand."
card("07006", "Rune of Cleaving", constant(modify(attached(), 2)), missing=(helps(COMES_BACK),))
# "Action: Choose a zone. Destroy up to 3 developments in that zone. Then, each player takes 3
# indirect damage." (a zone of the passive opponent: no developments to destroy)
card("07007", "Blasting Charge", tactic(op("indirect", 3)))
card("07008", "Grom the Paunch",
     missing=(helps("Sacrificing a development to lower the next unit's cost by 1: the pilot "
                    "has no plan for it."),))
card("07009", "Azhag the Slaughterer", inert="Protects damaged units from an opponent's card "
     "effects; the passive opponent plays none.")
card("07010", "Blind River Goblin", constant(modify(THIS, 1), when=LEGEND))
card("07011", "Red 'Ead Boyz", inert=OWN_ONLY.format("units"))
# "Battlefield. Each damaged unit you control gains [Power]."
card("07012", "Frenzied Big 'Un", constant(modify(each(units(), state="damaged"), 1)))
card("07013", "Boar Chariot", inert="Makes damage uncancellable; the passive opponent cancels "
     "nothing (its return to hand only brings it back for that).")
card("07014", "Armed To Da Teef",
     missing=(helps("Two attachments from the discard pile onto a unit: not modeled."),))
card("07015", "Karl Franz",
     missing=(helps("Sacrificing a development to move a unit to another zone: the pilot has "
                    "no plan for it."),))
card("07016", "Volkmar the Grim",
     missing=(helps("Cards leaving play go to the bottom of the deck instead: not modeled."),))
card("07017", "The Black Guard", inert=f"Defends any zone: {NO_ATTACKS}.")
card("07018", "Battle Wizard", inert=f"Acts when it defends: {NO_ATTACKS}.")
card("07019", "Priest of Verena",
     missing=(helps("Moving a development to another zone at the beginning of the turn: the "
                    "pilot has no plan for it."),))
card("07020", "Blessed Hammer", inert=f"Counterstrike works only when defending: {NO_ATTACKS}.")
card("07021", "Call for Reserves",
     missing=(helps("A unit back to hand and a cheaper one from hand into play: not "
                    "modeled."),))
card("07022", "Tyrion", inert=f"Redirects damage dealt to the player's units: {NO_DAMAGE}.")
card("07023", "Teclis",
     missing=(helps("Playing a tactic of the top five cards for nothing at the beginning of "
                    "the turn: not modeled."),))
card("07024", "Ellyrian Knight", inert=f"Counterstrike works only when defending: {NO_ATTACKS}.")
card("07025", "Peerless Swordmistress", inert="Acts when it is opposed in combat; the passive "
     "opponent never opposes it.")
card("07027", "Elven Steed", constant(modify(attached(), 3, stat="hit_points")),
     missing=(helps(COMES_BACK),))
# "Spell. Action: Deal X indirect damage to target player. X is the number of developments you
# control."
card("07028", "Master of the Earth",
     tactic(op("opponent_indirect", 1, per="developments"),
            when=(cond("developments_in_all_zones_at_least", 1),)))
card("07029", "Archaon", inert=OWN_ONLY.format("units"))
card("07030", "Kairos Fateweaver",
     missing=(helps("Every development of the player is a 2-power unit (it could attack): not "
                    "modeled."),))
card("07031", "Bloodletter",
     missing=(hurts("Doubles the damage assigned to the player's units (only its own effects "
                    "deal any): not modeled."),))
card("07032", "Warhounds", inert=OWN_ONLY.format("units"))
# "Action: At the beginning of your turn, deal 1 damage to target capital."
card("07033", "Marauder Chieftain", reaction(ROUND_BEGINS, damage_capital(1)))
card("07034", "Oozing Eye", inert=f"Attached unit cannot attack: {OPPONENT_ONLY}.",
     pilot="never")
card("07035", "Seductive Delusion", inert=OWN_ONLY.format("units"))
card("07036", "Malekith", inert=f"Each opponent sacrifices a unit: {NO_UNITS}.")
card("07037", "Morathi", inert=OWN_ONLY.format("units"))
card("07039", "Dark Elf Assassin", inert=f"Destroys a damaged unit as it attacks: {NO_UNITS} "
     "(and the player's own would only be lost).")
card("07040", "Monster of the Deep", inert=f"Stops units from attacking or defending: "
     f"{NO_UNITS}.")
card("07041", "Black Horror", inert=OWN_ONLY.format("units"))
# "Spell. Action: Target opponent discards a card from his hand. Then, draw a card."
card("07042", "Bladewind", tactic(draw(1)))
# "Lizardmen. This unit gains [Power] equal to the total number of other Lizardmen units in
# this zone."
card("07043", "Terradon Rider",
     constant(modify(THIS, 1, per=each(units(traits=("Lizardmen",), other=True),
                                       state="same_zone"))))
card("07044", "Kroxigor", inert=f"Savage and its action act on damage dealt to it: {NO_DAMAGE}.")
card("07045", "Track the Prey", inert=f"Savage acts when its unit is dealt damage: {NO_DAMAGE}.")
card("07046", "Stormvermin", inert=f"Redirects damage: {NO_DAMAGE}.")
# "Skaven. War Machine. Each attacking Skaven unit you control gains [Power]."
card("07047", "Screaming Bell",
     constant(modify(each(units(traits=("Skaven",)), state="attacking"), 1)))
card("07049", "Shadow Sentinel", inert=f"Acts when an opponent's unit leaves play: {NO_UNITS}.")
card("07050", "Wild Rider",
     constant(modify(THIS, 4), when=(cond("developments_in_zone_at_least", 5),)))
card("07051", "Protective Spites", inert=f"Its tokens take damage dealt to its unit: "
     f"{NO_DAMAGE}.")
card("07053", "Blood Dragon Knight", inert=f"Damages a unit of the defending zone: {NO_UNITS}.")
card("07054", "Curse of Years", inert=f"Lowers its unit's hit points more each turn: "
     f"{OPPONENT_ONLY}.", pilot="never")
card("07055", "Watchtower", inert="Makes an opponent reveal its hand; the passive opponent has "
     "none.")
