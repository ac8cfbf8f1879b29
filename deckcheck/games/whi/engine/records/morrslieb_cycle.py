"""Records of the cards first printed in the Morrslieb Cycle: Chaos Moon, The Twin Tailed Comet,
Signs in the Stars, The Eclipse of Hope. One test each in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    DEVELOPED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    THIS,
    UNTIL_ROUND,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    cost,
    deal_damage,
    develop_top,
    draw,
    each,
    event_card,
    forced,
    heal,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    sacrifice,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, op, register_words
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital, own_healthiest
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import HAND, IN_ZONE, WhiState
from deckcheck.games.whi.engine.ops.choices import burns_with
from deckcheck.goldfish import piles

# -- Chaos Moon -------------------------------------------------------------------------------------

# Sacrifice to Khaine: "Spell. Action: Each opponent must sacrifice a unit he controls."


# -- the operations only these records use ----------------------------------------------------
def _search_useful(state: WhiState, ctx, eff, cards) -> None:
    """Search the top n cards of the deck for a card matching the filter, put it into the
    hand, shuffle the deck: the player's pick is a card whose record does something (a
    tactic with an ability, a card that is not inert), the first from the top; else the
    first match from the top."""
    t = state.table
    f = eff.value[1]
    look = list(reversed(state.deck[-eff.amount:] if eff.amount else state.deck))
    fits = [c for c in look if f.ok(t, ctx.source, c)]
    if fits:
        useful = [c for c in fits if t.abilities[c]]
        c = (useful or fits)[0]
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


register_words(h.GAME_OPS, {
    "search_useful": _search_useful,
})


# -- records -----------------------------------------------------------------------------------
card("06037", "Sacrifice to Khaine", inert=f"Nothing to sacrifice: {NO_CARDS}.")

# -- The Twin Tailed Comet --------------------------------------------------------------------------

# Sorcerer of Tzeentch: "Action: When you play a development from your hand, put a resource
# token on this unit. Then, deal X damage to target unit." The target is needed to use it
# [004 §HgF], and only the player's own units are there.
card("06053", "Sorcerer of Tzeentch", inert=OWN_ONLY.format("units"))

# -- Signs in the Stars -----------------------------------------------------------------------------

# Beastlord Rakarth: "Action: When this unit attacks, put a random card from the defending
# player's hand facedown as a development into the defending zone."
card("06075", "Beastlord Rakarth", inert=f"Takes a card of the defending player's hand: {NO_HAND}.")

# -- The Eclipse of Hope ----------------------------------------------------------------------------

# Valorous Mage: "Action: When this unit enters play, search the top five cards of your deck
# for a Spell card, reveal it, and put it into your hand. Then, shuffle your deck."
card("06089", "Valorous Mage",
     reaction(ENTERS_PLAY, Effect(GAME_SPECIFIC, 5, THE_PLAYER,
                                  value=("search_useful", cards(traits=("Spell",)))),
              about="self"))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# "When you play a development from your hand": a DEVELOPED event of amount 1 (capital.develop).
DEV_PLAYED = (cond("event_amount_at_least", 1),)
HIDES = ("Turns itself into a development until the end of the turn, which only shelters it "
         "from an opponent's attacks and effects; the passive opponent has none.")


def _undeveloped(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and not state.developments[cap.zone_of(state, c)]


def _burns_with_discard_units(state: WhiState, ctx, v) -> bool:
    """The attack burns the zone attacked with one more power per unit in the discard pile."""
    n = sum(1 for c in state.discard if state.table.kind[c] == UNIT)
    return n > 0 and burns_with(state, ctx, n)


register_words(h.STATE_WORDS, {
    "undeveloped_zone": lambda s, ctx, c: _undeveloped(s, c),
})
register_words(h.HOOKS.conditions, {
    "event_in_undeveloped_zone": lambda s, ctx, v: (ctx.event is not None and ctx.event.card >= 0
                                                    and _undeveloped(s, ctx.event.card)),
    "burns_with_discard_units": _burns_with_discard_units,
})


def indirect_each(n: int = 1, per=None) -> Effect:
    """n indirect damage to each player (the passive opponent's and the player's own capital,
    each on its healthiest zones)."""
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="indirect", per=per)


# -- Omens of Ruin ----------------------------------------------------------------------------
# "Action: When this unit attacks or defends, put the top card of your deck into this zone as a
# development."
card("06001", "Ancient Longbeards",
     reaction(CONTEST_DECLARED, develop_top(1), when=(cond("attacking"),)))
# "Building. Support cards in a zone with no developments lose all power." (the player's own:
# Und Dokbar's too)
card("06002", "Und Dokbar",
     constant(modify(each(supports(), state="undeveloped_zone"), -99)))
card("06004", "River Troll", forced(ROUND_BEGINS, heal(THIS, 99)))
card("06005", "Boar Pen", inert=f"Stops units from defending: {NO_ATTACKS}.")
# "War Machine. This unit gains [Power] for each resource token on it. Action: At the beginning
# of your turn, put a resource token on this unit."
card("06006", "Steam Tank",
     constant(modify(THIS, 1, per="tokens")), reaction(ROUND_BEGINS, tokens(1)))
# "Building. Units in a zone with no developments lose all power." (the player's own)
card("06007", "Hidden Grove", constant(modify(each(units(), state="undeveloped_zone"), -99)))
card("06008", "Visit the Haunted City",
     missing=(helps("Its tokens (a development played while a unit quests here) moving a unit "
                    "or support to another zone: not modeled."),))
card("06009", "Korhil",
     missing=(helps("A High Elf unit of cost 3 or less from the top of the deck joining the "
                    "attack: not modeled."),))
card("06010", "Tiranoc Chariot",
     missing=(helps("A High Elf unit of cost 2 or less from the top of the deck joining the "
                    "attack: not modeled."),))
card("06011", "Eatine Harbour",
     missing=(hurts("The player's units in zones without developments lose their actions and "
                    "triggered abilities: not modeled."),))
card("06012", "Ungor Raiders", inert=OWN_ONLY.format("developments"))
# "Attachment. Spell. Attach to a target unit. Attached unit gains [Power][Power]. Forced: At
# the beginning of your turn, attached unit takes 1 uncancellable damage."
card("06013", "Mark of Chaos",
     constant(modify(attached(), 2)), forced(ROUND_BEGINS, deal_damage(attached(), 1)))
# "Building. Units in a zone with no developments enter play corrupted." (the player's own)
card("06014", "Den of Iniquity",
     forced(ENTERS_PLAY, corrupt(event_card()),
            when=(cond("event_card", units()), cond("event_in_undeveloped_zone"))))
card("06015", "Witch Hag", inert=MILLS)
card("06016", "Dark Elf Infiltrator", inert="Takes resources from an opponent; the passive "
     "opponent has none.")
# "Building. Units in a zone with no developments get -1 hit points." (the player's own)
card("06017", "Malekith's Throne",
     constant(modify(each(units(), state="undeveloped_zone"), -1, stat="hit_points")))
card("06018", "Tree Kin", inert=HIDES)
# "Action: When this unit enters play, put the top card of your deck into this zone facedown
# as a development."
card("06019", "Nimble Spearman", reaction(ENTERS_PLAY, develop_top(1), about="self"))
card("06020", "Bribery", inert=OWN_ONLY.format("units and supports"))

# -- Chaos Moon: the rest ---------------------------------------------------------------------
card("06021", "Josef Bugman",
     missing=(helps("An attachment from the top five cards onto each Dwarf unit that enters "
                    "play: not modeled."),))
card("06022", "Bugman's Rangers", constant(modify(THIS, 1, per="attachments_on_self")))
card("06023", "Bugman's Tankard",
     constant(modify(attached(), 1, stat="hit_points", per="developments_in_zone")))
card("06024", "Night Goblin Fanatic", inert="Its damage reaches only the defending zone's "
     f"units and {NO_UNITS}; what is left is sacrificing itself, which a player would not "
     "choose.")
card("06025", "Looted Umie Town", constant(modify(THIS, 1, per="units_in_zone")))
card("06026", "Bash 'Em!",
     missing=(helps("A second battlefield phase this turn: not modeled."),))
card("06027", "Celestial Apprentice", inert=OWN_ONLY.format("units"))
card("06028", "Chain Lightning", inert=f"Destroys attacking units: {NO_ATTACKS}.")
card("06029", "Moon Dragon", inert="Sacrifices all but one unit in each zone; the passive "
     "opponent has none, so only the player's own would go.")
card("06030", "Dragon's Lair",
     missing=(helps("Its tokens putting a Dragon unit of the top five cards into play: not "
                    "modeled."),))
card("06031", "Follow the Portent",
     missing=(helps("Its tokens ordering the top three cards of the deck: not modeled."),))
card("06032", "Doombull", inert=OWN_ONLY.format("units"))
card("06033", "Desecrated Temple", inert=OWN_ONLY.format("developments"))
card("06034", "Plague Bomb", inert=OWN_ONLY.format("units"))
card("06035", "Frenzied Witch Elf", inert=MILLS)
card("06036", "Alluring Chosen", inert=f"Gains power when a unit enters an opponent's discard "
     f"pile: {NO_UNITS}.")
card("06038", "Thornflesh Dryad", inert=HIDES)
card("06039", "Spellsinger",
     missing=(helps("A development becomes a unit until the end of the turn (it could attack): "
                    "not modeled."),))
# "Skaven. While attacking, this unit gains [Power] for each corrupted Skaven unit you control."
card("06040", "Vicious Clanrat",
     constant(modify(THIS, 1, per=each(units(traits=("Skaven",)), state="corrupted")),
              when=(cond("attacking"),)))

# -- The Twin Tailed Comet: the rest ----------------------------------------------------------
# "Toughness X. X is the number of resource tokens on this unit. Action: When you play a
# development from your hand, put a resource token on this card."
card("06041", "Daemonslayer", reaction(DEVELOPED, tokens(1), when=DEV_PLAYED, limit=0))
card("06042", "Master Runesmith",
     missing=(helps("Its tokens (one per development played) paying for tactics: not "
                    "modeled."),))
# "Action: Target unit you control gains a [Power] for each unit in your discard pile until the
# end of the turn." (an attacker, when that burns the zone)
card("06043", "The Slayer Oath",
     tactic(modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND,
                   per=each(units(), zone="discard")),
            when=(cond("before_combat_damage"), cond("burns_with_discard_units")),
            phases=("battlefield",)))
card("06044", "Skarsnik and Gobbla",
     missing=(helps("Removing 3 damage from itself for 1 damage to each zone of the opponent's "
                    "capital and a card: it is damaged only by the player's own effects."),))
card("06045", "Orc Shaman",
     missing=(helps("Moving damage from its zone of the capital onto a unit: not modeled."),))
card("06046", "Tribal Tattoos", constant(modify(attached(), 1)),
     missing=(helps("Moving to another unit for 1 resource when its unit leaves play."),))
card("06047", "Celestial Wizard", inert=OWN_ONLY.format("units"))
card("06048", "Rally Point",
     missing=(helps("Moving one of the player's units into its zone at the beginning of the "
                    "turn: the pilot has no plan for it."),))
card("06049", "Voice of Command",
     missing=(helps("Tactics played this turn return to hand for 1 resource each: not "
                    "modeled."),))
card("06050", "White Lion Vanguard", inert=f"Redirects damage dealt to it: {NO_DAMAGE}.")
# "Action: When you play a development from your hand, put a resource token on this unit. Then,
# deal X indirect damage to each player. X is the number of resource tokens on this card."
card("06051", "True Mage",
     reaction(DEVELOPED, tokens(1), indirect_each(1, per="tokens"), when=DEV_PLAYED, limit=0))
card("06052", "Centigor",
     missing=(hurts("At the beginning of the turn, sacrifice a development or take 1 damage "
                    "on each zone of the capital: not modeled."),))
card("06054", "Emptying the Wastes",
     missing=(helps("Its tokens (a development played while a unit quests here) revealing a "
                    "unit into hand: not modeled."),))
card("06055", "Bloodcall Sorceress", inert=f"Takes power from units: {NO_UNITS} (its tokens "
     "serve only that).")
card("06056", "Sorceress Convent", inert=f"Acts when an opponent discards: {NO_HAND}.")
card("06057", "Anointed Cauldron", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("06058", "Treeman Ancient", inert=HIDES)
card("06059", "Forgotten Cairn",
     missing=(helps("A development when a Wood Elf unit leaves play: the player's units leave "
                    "play only by its own effects."),))
card("06060", "Light of Morrslieb",
     missing=(helps("One more development played from hand each turn: not modeled."),))


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


def _cheapest_unit(state: WhiState, ctx, c) -> bool:
    """c is the unit with the lowest printed cost (ties: the player's least useful)."""
    pool = list(cap.units(state))
    return bool(pool) and c == min(pool, key=lambda u: (state.table.cost[u],
                                                       h.usefulness(state, u)))


register_words(h.GAME_OPS, {"sneaky_git": _sneaky_git})
register_words(h.STATE_WORDS, {
    "cheapest_unit": _cheapest_unit,
    "corrupted_same_zone": lambda s, ctx, c: (c in s.corrupted
                                              and h.STATE_WORDS["same_zone"](s, ctx, c)),
})
register_words(h.HOOKS.conditions, {
    # v: a trait, or a tuple of spellings of one ("Sorcerer", "Sorceror": the data has both)
    "controls_other_with_trait": lambda s, ctx, v: any(
        c != ctx.source and s.table.traits[c] & ({v} if isinstance(v, str) else set(v))
        for c in cap.units(s)),
})
DEVELOP_BATTLEFIELD = Effect(GAME_SPECIFIC, 1, THE_PLAYER, value=("develop_into", "battlefield"))
TIMING_ONLY = ("Playing a unit at any action window only matters to surprise an opponent; "
               "against the passive one a play in the capital phase is as good.")

# -- Signs in the Stars: the rest -------------------------------------------------------------
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

# -- The Eclipse of Hope: the rest ------------------------------------------------------------
card("06082", "Tunnel Fighter",
     missing=(helps("Sacrificing 3 developments to play it for nothing: the pilot has no plan "
                    "for it."),))
card("06083", "Crafting the Rune", inert=OWN_ONLY.format("supports") + " (Its target is needed "
     "to play it.)")
# "Forced: At the beginning of your turn, the unit with the lowest printed cost must be
# sacrificed. You choose in case of a tie."
card("06084", "Big Boss", forced(ROUND_BEGINS, sacrifice(choose(units(), state="cheapest_unit"))))
# "Spell. Action: Put the top card of your deck into play facedown as a development. Then,
# target attacking unit gains [Power] for each development you control." (into the battlefield)
card("06085", "Firin' Da Spell",
     tactic(DEVELOP_BATTLEFIELD,
            modify(choose(units(), state="attacking"), 1, until=UNTIL_ROUND, per="developments"),
            when=(cond("before_combat_damage"),), phases=("battlefield",)))
# "Action: When this unit enters or leaves play, draw a card."
card("06086", "Glorious Preceptor",
     reaction(ENTERS_PLAY, draw(1), about="self"),
     reaction(LEAVES_PLAY, draw(1), about="self", zone="discard"),
     reaction(LEAVES_PLAY, draw(1), about="self", zone=LEFT_TO_HAND))
card("06087", "Osterknacht Elite", inert=f"Needs an opponent's unit as a target: {NO_UNITS}.")
card("06088", "Mastering the Spell",
     missing=(helps("A development, then moving a unit to another zone: not modeled."),))
# "Attach to a target [High Elf] unit you control. Action: When you play a Spell card, attached
# unit gains [Power] until the end of the turn."
card("06090", "Starwood Staff",
     reaction(CARD_PLAYED, modify(attached(), 1, until=UNTIL_ROUND),
              when=(cond("event_card", cards(traits=("Spell",))),), limit=0))
card("06091", "Perfecting the Spell", tactic(DEVELOP_BATTLEFIELD),
     missing=(helps("Ordering the top X cards of the deck after the development."),))
# "Lower the cost to play this unit into your kingdom by 2. Quest. This unit gains [Power].
# Battlefield. This unit gains Scout and Toughness 1."
card("06092", "The Changeling", constant(modify(THIS, 1), when=(cond("in_zone", "quest"),)),
     missing=(helps("2 less when played into the kingdom."),))
card("06093", "Branded by Khorne", inert="Destroys its unit when damaged: worth it only on an "
     f"opponent's unit, and {NO_UNITS}.", pilot="never")
card("06094", "Unleashing the Spell", tactic(DEVELOP_BATTLEFIELD),
     missing=(helps("Sacrificing developments for damage to the opponent's capital after the "
                    "development: not modeled."),))
card("06095", "Toxic Hydra", inert=OWN_ONLY.format("units"))
card("06096", "Testing the Spell", inert=f"Needs an opponent's unit as a target: {NO_UNITS}.")
card("06097", "Malekith's Rage", inert=OWN_ONLY.format("units") + " Its tokens serve only that.")
card("06099", "Deadly Salamander", inert="Savage and its action act when it is dealt damage or "
     "opposed in combat; the passive opponent does neither.")
card("06100", "Asrai Longbow", inert=OWN_ONLY.format("units"))

# -- Fiery Dawn -------------------------------------------------------------------------------
card("06101", "Spelleater Rune", inert=f"Cancels an opponent's action: {NO_PLAYS}.")
card("06102", "Grudgeborn Fury",
     missing=(helps("Units of every zone attacking this turn: not modeled."),))
card("06103", "Aid from the Depths", inert=f"Heals the player's capital: {NO_DAMAGE} (its "
     "tokens serve only that).")
# "Action: When a unit with printed cost 4 or greater enters play under your control, draw a
# card."
card("06104", "Pile uv Shinies",
     reaction(ENTERS_PLAY, draw(1), when=(cond("event_card", units(min_cost=4)),), limit=0))
card("06105", "Dey'z Bigga", inert=f"Protects units from card effects: {NO_PLAYS}.")
card("06106", "Smash 'Em!", inert=OWN_ONLY.format("units"))
# "Action: When this unit enters play, it gains [Power] for each unit in this zone until the end
# of the turn."
card("06107", "Veteran Greatsword",
     reaction(ENTERS_PLAY, modify(THIS, 1, until=UNTIL_ROUND, per="units_in_zone"), about="self"))
card("06108", "Helstorm Rocket Battery", inert=f"Damages an attacking unit: {NO_ATTACKS}.")
card("06109", "Duelist Training", inert=f"Counterstrike works only when defending: {NO_ATTACKS}.")
card("06110", "Hawkeye Archer", inert=OWN_ONLY.format("units"))
card("06111", "Barracks of Chrace",
     missing=(helps("Sending the top card to the bottom of the deck when a development is "
                    "played: not modeled."),))
card("06112", "Fury of Aenarion",
     missing=(helps("An attacker gains the printed power of a High Elf unit in hand: the pilot "
                    "has no plan for it."),))
card("06113", "Keeper of Secrets", inert="Its first action corrupts a unit (only the player's "
     f"own are there) and its second needs an opponent's corrupted unit: {NO_UNITS}.")
card("06114", "Call the Brayherd",
     missing=(helps("The units of cost 3 or less of the top five cards into the battlefield: "
                    "not modeled."),))
card("06115", "Full Moon Rising",
     missing=(helps("Every development becomes a 2-power unit until the end of the turn: not "
                    "modeled."),))
card("06116", "Dark Blessing",
     missing=(helps("Power by the cost of the deck's top card: the pilot has no plan for "
                    "it."),))
card("06117", "Bathe in the Cauldron",
     missing=(helps("The top five cards of its own deck discarded, a card drawn per unit among "
                    "them: the pilot has no plan for it."),))
card("06118", "Forest Dragon",
     missing=(helps("Doubling its power for 3 resources until the end of the turn: not "
                    "modeled (a power that counts its own power)."),))
# "Warpstone. Corrupted units in this zone gain [Power]."
card("06119", "Pure Warpstone", constant(modify(each(units(), state="corrupted_same_zone"), 1)))
card("06120", "The Wild Hunt",
     missing=(helps("Sacrificing one of the player's units for developments by its power: the "
                    "pilot has no plan for it."),))
