"""Records of the cards first printed in the Enemy Cycle: The Burning of Derricksburg, The
Fall of Karak Grimaz, The Silent Forge, Redemption of a Mage, The Fourth Waystone, Bleeding
Sun. One test each in tests/test_whi_records_enemy_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    COMBAT_DAMAGE,
    CONTEST_DECLARED,
    DEVELOPED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    MOVED,
    ROUND_BEGINS,
    ROUND_ENDS,
    THE_PLAYER,
    THIS,
    action,
    attached,
    cannot,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt_self,
    cost,
    deal_damage,
    develop_top,
    draw,
    each,
    event_card,
    forced,
    gain,
    heal,
    helps,
    hurts,
    modify,
    reaction,
    restore,
    return_to_hand,
    search,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect, UNTIL_PHASE, UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
    MILLS,
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_UNITS,
    ON_OWN,
    OPPONENT_ONLY,
    OWN_ONLY,
    in_zone,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD, UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST, WhiState
from deckcheck.games.whi.engine.state import IN_ZONE
from deckcheck.games.whi.engine.ops.choices import left, op, register_words
from deckcheck.games.whi.engine.ops.damage import own_burned

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
    return (h.phase_name(state) == "battlefield" and not state.attackers
            and state.step <= state.flow.at("battlefield.chosen"))


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


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# Power pumps are offered before combat damage, on an attacker, only when the power added
# burns the zone attacked (``burns_with``).
PUMP = (cond("before_combat_damage"), cond("burns_with", 1))


def _any_burning(state: WhiState, ctx, v) -> bool:
    """A zone is burning: one of the opponent's, or one of the player's own."""
    return bool(state.burned) or own_burned(state) > 0


register_words(h.HOOKS.conditions, {
    "any_zone_burning": _any_burning,
    "any_attachment": lambda s, ctx, v: bool(s.attached),
})


register_words(h.HOOKS.counts, {
    "own_power": lambda s, ctx, v: cap.power(s, ctx.source),
})


def indirect(n: int = 1, per=None) -> Effect:
    return op("opponent_indirect", n, per=per)


def use_mark() -> Effect:
    """Marks the ability used this turn (read by ``ability_unused``: "the first ... each turn")."""
    return Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use")


# -- The Burning of Derricksburg: the rest ----------------------------------------------------
card("04003", "Knights of the Blazing Sun", constant(cannot(THIS, "be_corrupted")))
card("04004", "Gryphon Legionnaire", inert="Playing it at any action window only matters to "
     "surprise an opponent (its Counterstrike 2 only when defending); against the passive one "
     "a play in the capital phase is as good.")
# "Kingdom. Action: When this card enters play, gain 1 resource. Quest. Action: When this card
# enters play, draw a card."
card("04005", "Derricksburg Forge",
     reaction(ENTERS_PLAY, gain(1), about="self", zone="kingdom"),
     reaction(ENTERS_PLAY, draw(1), about="self", zone="quest"))
# "Attach to an [Empire] unit in your battlefield. Attached unit gains [Power] for each
# [Empire] unit in this zone."
card("04006", "Griffon Standard",
     constant(modify(attached(), 1, per=each(units(races=("empire",)), state="same_zone"))))
card("04007", "Lelansi",
     missing=(helps("Another unit of its zone returns to hand instead of being destroyed: the "
                    "player's units are destroyed only by its own effects."),))
card("04008", "Do You Know Who I Am?", inert=OWN_ONLY.format("non-High Elf units"))
card("04009", "Great Cave Squig",
     missing=(hurts("At the beginning of the turn, sacrifice a development of its zone or deal "
                    "its power in damage to one of the player's units: not modeled."),))
card("04010", "Squig Pen",
     missing=(hurts("Played only into a zone without developments, which then cannot be "
                    "developed: not enforced."),))
card("04011", "Scheming Cultist", inert=OWN_ONLY.format("corrupted units"))
card("04012", "Braying Gor",
     missing=(helps("Corrupting itself to lower the next Chaos unit's cost by 1: the pilot "
                    "has no plan for it."),))
card("04013", "Winged Fury", inert=f"Counts an opponent's corrupted units: {NO_UNITS}.")
card("04014", "Spreading Darkness", inert=f"Counts corrupted units in the defending zone: "
     f"{NO_UNITS}.")
card("04015", "Extending the Wastes", inert=OWN_ONLY.format("units") + " Its tokens serve only "
     "that.")
# "Elite. Noble. Action: When this unit attacks, it gains [Power] and target unit loses [Power]
# until the end of the turn." (the target: the player's least useful unit not attacking)
card("04016", "Druchii Noble",
     reaction(CONTEST_DECLARED, modify(THIS, 1, until=UNTIL_ROUND),
              modify(choose(units(), state="spare"), -1, until=UNTIL_ROUND),
              when=(cond("attacking"),)))
card("04017", "Whip the Slaves",
     missing=(helps("Sacrificing a unit to draw 2 cards: the pilot has no plan for when that "
                    "pays."),))
card("04018", "Order in Chaos",
     missing=(helps("The top two cards of the player's discard pile back on its deck: the "
                    "pilot has no plan for it."),))
card("04019", "Entropy", inert=MILLS)
# "Skaven. Action: Corrupt this unit to deal indirect damage equal to its power to target
# opponent." Used at the end of the turn (after it could attack; the kingdom phase restores
# it when it is the only corrupted card).
card("04020", "Night Runners",
     action(indirect(per="own_power"), costs=(corrupt_self,), phases=("end",)))

# -- The Fall of Karak Grimaz: the rest -------------------------------------------------------
# "Action: When this unit enters play, search the top five cards of your deck for any number of
# Rune cards ... and put them into your hand."
card("04022", "Runesmith Apprentice",
     reaction(ENTERS_PLAY, search(cards(traits=("Rune",)), top=5), about="self"),
     missing=(helps("Every Rune card of the five, not only the first."),))
card("04026", "Called Back", inert=OWN_ONLY.format("units"))
card("04027", "Scroll of Asur",
     missing=(helps("Ordering the top five cards of the deck: the pilot has no plan for it."),))
# "Kingdom. Action: When you play a Spell card, gain 1 resource." (each Spell)
card("04028", "Watchstone of Athel Tamarha",
     reaction(CARD_PLAYED, gain(1), when=(cond("event_card", cards(traits=("Spell",))),),
              limit=0))
# "This unit gains [Power] and +1 hit points for every other copy of "Followers of Skarsnik"
# you control."
SKARSNIK = each(units(names=("Followers of Skarsnik",), other=True))
card("04029", "Followers of Skarsnik",
     constant(modify(THIS, 1, per=SKARSNIK), modify(THIS, 1, stat="hit_points", per=SKARSNIK)))
# "Attach to a target [Orc] unit. Attached unit gains [Power] for each resource token on this
# card. Forced: When attached unit deals combat damage, put 1 resource token on this card."
card("04031", "Savage Rage",
     constant(modify(attached(), 1, per="tokens")),
     forced(COMBAT_DAMAGE, tokens(1), when=(cond("attached_dealt_damage"),)))
card("04032", "Fanatic Frenzy",
     missing=(helps("[Power] per damaged unit for a battlefield unit, sacrificed at the end of "
                    "the turn: the pilot has no plan for when that pays."),))
# "Quest. Action: Discard 1 resource token from this card to have target unit in the
# battlefield gain [Power] until the end of the turn. Forced: Place 1 resource token on this
# card at the beginning of your turn if a unit is questing here."
card("04033", "Smash 'em, Bash 'em",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     action(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND),
            costs=(cost("remove_tokens", 1),), when=PUMP, phases=BATTLE))
card("04034", "Effulgent Boils", inert=f"Corrupts the unit it is attached to for good: "
     f"{OPPONENT_ONLY}.", pilot="never")
card("04035", "Grandfather's Call",
     missing=(helps("Sacrificing a unit to take the Disease cards of the top five: the pilot "
                    "has no plan for it."),))
card("04036", "Vanguard of Woe", inert=f"Makes an opponent discard: {NO_HAND}.")
card("04037", "Helbane's Raiders", inert=f"Acts when an opponent discards from hand: {NO_HAND}.")
# "Limited. Kingdom. This card gains [Power][Power] if there are at least two units in this
# zone."
card("04038", "Bottomless Mine",
     constant(modify(THIS, 2), when=(cond("units_in_zone_at_least", 2),)))
card("04039", "Dark Abyss", inert=MILLS)
card("04040", "Long Winter",
     missing=(helps("One of the player's developments back into hand: the pilot has no plan "
                    "for it."),))

# -- The Silent Forge: the rest ---------------------------------------------------------------
card("04041", "Son of Grungi", inert=f"Counts opposing units in combat: {NO_UNITS} (its "
     "Toughness 1 is read by the engine).")
card("04043", "Black Knights of Morr", inert=f"Stops a unit from defending: {NO_UNITS}.")
card("04044", "Temple of Verena",
     missing=(helps("Keeping up to 2 resources a turn on the card for later: the pilot has no "
                    "plan for it."),))
card("04045", "Lothern Sea Guard", inert=f"Acts when an opponent's effect discards it: "
     f"{NO_PLAYS}.")
# "Dragon. Action: When this unit attacks, deal 4 indirect damage to each opponent."
card("04046", "Descendant of Indraugnir",
     reaction(CONTEST_DECLARED, indirect(4), when=(cond("attacking"),)))
card("04047", "Outpost of Tiranoc",
     missing=(helps("One more indirect damage whenever the player deals indirect damage: not "
                    "modeled."),))
card("04049", "Return to Glory",
     missing=(helps("Its tokens (one per turn while a unit quests here) putting a unit of the "
                    "discard pile into play: not modeled."),))
card("04050", "Fungusbrew Goblin", inert="An opponent may move it into another zone; the "
     "passive opponent never does.")
card("04051", "Gobbo Loot", inert=f"Destroys developments: only the opponent's would be worth "
     f"it, and {NO_CARDS}.")
card("04052", "Esli'an", inert=f"Corrupts a unit in the defending zone: {NO_UNITS}.")
card("04053", "Embers to Inferno", inert=f"Destroys cards in a burning zone: {NO_CARDS}, and "
     "the player's own would only be lost.")
# "Slave. Action: When this unit enters play, put the top card of your deck into this zone as a
# development."
card("04054", "Dwarf Slaves", reaction(ENTERS_PLAY, develop_top(1), about="self"))
# "Elite. Warrior. This unit gains [Power] while any unit has one or more cards attached to it."
card("04055", "Black Guard Aspirant", constant(modify(THIS, 1), when=(cond("any_attachment"),)))
card("04056", "Standard of Clar Karond", inert=f"Takes power from a defending unit: "
     f"{NO_UNITS}.")
card("04057", "Seeking New Slaves", inert=f"Takes a unit of an opponent's discard pile: "
     f"{NO_UNITS}.")
card("04058", "Battle Pilgrims", inert=OWN_ONLY.format("corrupted units"))
card("04059", "Marauding Giant",
     missing=(hurts("Cannot attack alone: the engine lets it (the numbers lean high)."),))
card("04060", "Muck",
     missing=(helps("Discarding the hand to draw as many cards: the pilot has no plan for "
                    "it."),))

# -- Redemption of a Mage: the rest -----------------------------------------------------------
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


def _mad_shaman(state: WhiState, ctx, eff, cards) -> None:
    """"Forced: At the beginning of your turn, put a resource token on this unit." and "If this
    unit has more resource tokens on it than hit points, sacrifice it." (checked as the token
    lands: its tokens change at no other time)"""
    c = ctx.source
    state.tokens[c] = state.tokens.get(c, 0) + 1
    if state.tokens[c] > cap.hit_points(state, c):
        cap.leave_play(state, c, "sacrificed")


register_words(h.GAME_OPS, {"mad_shaman": _mad_shaman})
register_words(h.STATE_WORDS, {"has_quester": lambda s, ctx, c: c in s.questing})
register_words(h.HOOKS.conditions, {
    "quest_in_play": lambda s, ctx, v: any(s.table.kind[c] == QUEST_CARD
                                           for c in s.in_play_cards()),
    "knight_attacking": lambda s, ctx, v: any("Knight" in s.table.traits[c] for c in s.attackers),
})
DISEASES = each(cards(traits=("Disease",)))

# -- Redemption of a Mage: the rest (2) -------------------------------------------------------
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

# -- The Fourth Waystone ----------------------------------------------------------------------
card("04081", "Duregan Thorgrimson", inert=OWN_ONLY.format("units"))
card("04082", "My Life For The Hold!", inert=f"Cancels damage to the player's capital: "
     f"{NO_DAMAGE}.")
# "Forced: When your turn ends, this unit takes 1 uncancellable damage."
card("04083", "Bright Wizard Acolyte", forced(ROUND_ENDS, deal_damage(THIS, 1)))
card("04084", "Douse the Flames",
     missing=(helps("Moving 1 damage between the player's units: the pilot has no plan for "
                    "it."),))
card("04085", "Scion of the Everqueen", inert="Keeps its hit points from being reduced by card "
     "effects: the passive opponent plays none, and the player would not lower its own.")
# "Action: When this unit attacks, deal 2 indirect damage to target opponent."
card("04086", "Spearhost of Asuryan",
     reaction(CONTEST_DECLARED, indirect(2), when=(cond("attacking"),)))
card("04087", "White Tower Aspirant", inert="Makes indirect damage uncancellable; the passive "
     "opponent cancels nothing.")
card("04088", "Lion Chariot of Chrace", inert=f"Damages itself for Counterstrike, which works "
     f"only when defending: {NO_ATTACKS}.")
# "Forced: At the beginning of your turn, heal all damage on this unit."
card("04089", "High Mountain Troll", forced(ROUND_BEGINS, heal(THIS, 99)))
card("04090", "Dis Stuff Burns Gud", inert=OWN_ONLY.format("Building supports"))
card("04091", "Vicious Marauder", inert="Must attack when able: against the passive opponent "
     "an attack costs nothing, so the rule changes nothing.")
card("04092", "Tainted Well", inert=OWN_ONLY.format("corrupted units"))
card("04093", "Bloodburn Poison", inert=OWN_ONLY.format("units"))
card("04094", "Disciple of Malekith", inert=f"Acts when an opponent discards: {NO_HAND}.")
card("04095", "Barbed Whip", inert=f"Lowers a defending unit's hit points: {NO_UNITS}.")
card("04096", "Eye for Cruelty", inert=OWN_ONLY.format("units"))
# "Order only. Action: Put 1 resource token on a quest if a unit is questing there."
card("04098", "A Noble Quest",
     tactic(tokens(1, choose(cards(kinds=(QUEST_CARD,)), state="has_quester"))))
card("04099", "Corruption of Purity", inert=OWN_ONLY.format("units"))
card("04100", "Mountain Brigands", inert="Takes a resource from an opponent; the passive "
     "opponent has none.")

# -- Bleeding Sun -----------------------------------------------------------------------------
card("04101", "Oathbearer",
     missing=(helps("Becoming a development instead of being destroyed: the player's units "
                    "are destroyed only by its own effects."),))
card("04102", "Honor in Death", inert=f"Destroys an attacking unit: {NO_ATTACKS}.")
card("04103", "Master Rune of Defence",
     missing=(helps("A Building that entered the discard pile this turn back into play: the "
                    "player's supports leave play only by its own effects."),))
card("04104", "Stonebearer", inert=f"Counts opposing units in combat: {NO_UNITS}.")
card("04105", "Ancient Debts Repaid",
     missing=(helps("Its tokens (when a Dwarf unit dies while a unit quests here) paying for "
                    "cards: not modeled."),))
card("04106", "Warriors of Ulric",
     missing=(helps("Moving itself into another zone when a zone is declared to attack: the "
                    "pilot has no plan for it."),))
# "Action: Each of your attacking or defending Knight units gains [Power] until the end of the
# turn." (played when one more power burns the zone)
card("04107", "Blessing of Myrmidia",
     tactic(modify(each(units(traits=("Knight",)), state="attacking"), 1, until=UNTIL_ROUND),
            when=(*PUMP, cond("knight_attacking")), phases=BATTLE))
# "Attach to target [High Elf] unit. Action: When attached unit attacks or defends, deal 2
# indirect damage to each opponent."
card("04108", "Moon Staff of Lileath",
     reaction(CONTEST_DECLARED, indirect(2), when=(cond("host_attacking"),)))
card("04109", "Dragon Armour", inert=f"Draws when its unit defends: {NO_ATTACKS}.")
# "This unit gains [Power] for each resource token on it. If this unit has more resource
# tokens on it than hit points, sacrifice it. Forced: At the beginning of your turn, put a
# resource token on this unit."
card("04110", "Mad Shaman",
     constant(modify(THIS, 1, per="tokens")), forced(ROUND_BEGINS, op("mad_shaman")))
# "Battlefield only. This unit cannot attack unless the defending zone has at least one unit."
# (the passive opponent's zones never have one)
card("04111", "Giant Spider", constant(cannot(THIS, "attack")))
card("04113", "Smash Der Beards", inert=f"Counts developments of the defending zone: "
     f"{NO_CARDS}.")
# "Lower the cost to play this unit by 1 for each Disease card in play. Beast of Rot gains
# [Power] for each Disease card in play."
card("04114", "Beast of Rot",
     constant(modify(THIS, -1, stat="cost", per=DISEASES), zone="hand"),
     constant(modify(THIS, 1, per=DISEASES)))
card("04115", "Necrotic Spasms", inert=f"Damages its unit each turn: {OPPONENT_ONLY}.",
     pilot="never")
card("04116", "Angi'arie", inert=f"Blanks a unit's text: {OPPONENT_ONLY}.")
# "Order only. Lower the cost to play this unit by 2 while you have a quest in play."
card("04118", "Grail Knight",
     constant(modify(THIS, -2, stat="cost"), when=(cond("quest_in_play"),), zone="hand"))
card("04119", "Advanced Engineering",
     missing=(helps("Sending one of the top two cards to the bottom of the deck each turn: the "
                    "pilot has no plan for it."),))
# "Attach to a target unit in your battlefield. You may play this card any time you could take
# an action (paying all costs). Attached unit gains [Power]." (played in the capital phase)
card("04120", "Assassin's Blade", constant(modify(attached(), 1)))
