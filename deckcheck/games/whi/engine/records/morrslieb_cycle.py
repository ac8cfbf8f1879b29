"""Records of the cards first printed in the Morrslieb Cycle: Chaos Moon, The Twin Tailed Comet,
Signs in the Stars, The Eclipse of Hope. One test each in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    DEVELOPED,
    ENTERS_PLAY,
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
    deal_damage,
    develop_top,
    each,
    event_card,
    forced,
    heal,
    helps,
    hurts,
    modify,
    reaction,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC
from deckcheck.games.whi.engine.records.words import NO_CARDS, NO_HAND, OWN_ONLY
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
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
NO_ATTACKS = "The passive opponent never attacks"
NO_DAMAGE = "The passive opponent never deals damage"
NO_UNITS = "the passive opponent has no units"
MILLS = ("Discards from the top of a deck: the passive opponent's deck never matters, and "
         "the player's own would only lose cards.")
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
