"""Records of the cards first printed in Assault on Ulthuan: Assault on Ulthuan. One test each in
tests/test_whi_records_assault_on_ulthuan.py."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, op
from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THIS,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    deal_damage,
    draw,
    each,
    forced,
    gain,
    heal,
    helps,
    keyword,
    modify,
    reaction,
    restore,
    return_to_hand,
    sacrifice,
    search,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.goldfish.abilities.records import UNTIL_ROUND
from deckcheck.games.whi.engine.records.words import (
    BATTLE,
    MAIN,
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
from deckcheck.games.whi.engine.hooks import HOOKS, ZONE_INDEX
from deckcheck.games.whi.engine.state import KINGDOM, WhiState
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import BATTLEFIELD
from deckcheck.games.whi.engine.cards import QUEST_CARD
from deckcheck.games.whi.engine.ops.damage import (
    damage_opponent,
    damage_own_capital,
    opponent_healthiest,
    own_healthiest,
)
from deckcheck.games.whi.engine.ops.choices import gains_by_leaving, left, one, register_words, unit_in_play

# -- Assault on Ulthuan -----------------------------------------------------------------------------

# Slayers of Karak Kadrin: "Battlefield. Action: Sacrifice this unit to destroy one target
# attacking unit."


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _chill_key(state, ctx, u):
    if u in state.corrupted or cap.zone_of(state, u) == BATTLEFIELD:
        return None
    return (cap.power(state, u), state.table.cost[u])


def _least_hurt_key(state, ctx, u):
    dies = left(state, u) <= 2
    gains = gains_by_leaving(state, ctx, u)
    return (dies, not gains, u in state.attackers, cap.power(state, u), state.table.cost[u])


register_words(h.STATE_WORDS, {
    "frail": lambda s, ctx, c: unit_in_play(s, c) and cap.hit_points(s, c) < 2,
    "chill_victim": one(_chill_key),
    "least_hurt": one(_least_hurt_key),
})


# -- records -----------------------------------------------------------------------------------
def _devs_here(state: WhiState, ctx, v) -> bool:
    z = cap.zone_of(state, ctx.source)
    return z >= 0 and len(state.developments[z]) >= v


def _devs_at_least(state: WhiState, ctx, v) -> bool:
    zone, n = v
    if not zone:
        return sum(len(d) for d in state.developments) >= n
    return len(state.developments[ZONE_INDEX[zone]]) >= n


HOOKS.conditions.update({
    "decks_a_devs_here_at_least": _devs_here,
    "decks_a_devs_at_least": _devs_at_least,
})


HOOKS.counts["decks_a_kingdom_developments"] = lambda s, ctx, v: len(s.developments[KINGDOM])


# -- records -----------------------------------------------------------------------------------
card("03043", "Slayers of Karak Kadrin", inert=OWN_ONLY.format("attacking units"))

# Mountain Barracks: "Your Dwarf units in this zone gain Toughness 1."
card("03044", "Mountain Barracks",
     constant(keyword(each(units(races=("dwarf",)), state="same_zone"), "toughness", 1)))

# Innovation (the Assault on Ulthuan printing of 01119): "Action: Gain 1 resource for each
# development in your kingdom." In the kingdom, quest and capital phases.
card("03057", "Innovation",
     tactic(replace(gain(1), per="decks_a_kingdom_developments"),
            when=(cond("decks_a_devs_at_least", ("kingdom", 1)),), phases=MAIN))

# Treasure Vaults: "Kingdom. While you have 3 or more developments in this zone, each Building
# support card in this zone gains [P]."
card("03055", "Treasure Vaults",
     constant(modify(each(supports(traits=("Building",)), state="same_zone"), 1),
              when=(in_zone("kingdom"), cond("decks_a_devs_here_at_least", 3))))

# Walking Sacrifice: "Martyr. Forced: When this unit leaves play, draw a card." It draws from
# the discard pile (destroyed, sacrificed) and from the hand (returned).
card("03023", "Walking Sacrifice",
     forced(LEAVES_PLAY, draw(1), about="self", zone="discard"),
     forced(LEAVES_PLAY, draw(1), about="self", zone=LEFT_TO_HAND),
     note="Returned to the deck it draws nothing (no card of these decks does that).")

# Shades: "Scout (discard one card at random from an opponent's hand if this unit survives
# combat)."
card("03025", "Shades", inert=f"Scout only: {NO_HAND}.")

# Har Ganeth: "Building. Kingdom. Action: At the beginning of your turn, return one target
# unit with less than 2 hit points to its owner's hand."
card("03035", "Har Ganeth",
     reaction(ROUND_BEGINS, return_to_hand(choose(units(max_cost=0), state="frail")),
              when=(in_zone("kingdom"),)))

# Corsairs of Ghrond: "Battlefield. Forced: When this unit leaves play, one target unit gets -2
# hit points until the end of the turn." Only the player's units are there: the one that loses
# least (one that survives it, else one that gains by leaving play, else the least useful).
# ("Battlefield.": only when they leave play from the battlefield, the event's zone.)
card("03029", "Corsairs of Ghrond",
     forced(LEAVES_PLAY, modify(choose(units(), state="least_hurt"), -2, stat="hit_points",
                                until=UNTIL_ROUND),
            op("check_destroyed"), about="self", zone="discard",
            when=(cond("event_from", "battlefield"),)))

# Mortella: "Quest. Action: Corrupt this unit to play a tactic out of an opponent's discard
# pile ..."
card("03027", "Mortella", inert="The passive opponent's discard pile holds no tactic.")

# Chillwind: "Spell. Action: Corrupt one target unit. Then, you may restore one corrupted
# unit." Only the player's units: a corrupted one in the battlefield is restored before the
# attack, for the least useful unit outside the battlefield.
card("03039", "Chillwind",
     tactic(corrupt(each(units(), state="chill_victim")),
            restore(choose(units(), zone="battlefield", state="corrupted")),
            phases=BATTLE, when=(cond("attack_not_declared"),)))

# Mind Killer: "Attach to a target unit. Attached unit loses one power."
card("03033", "Mind Killer", inert=f"Only an opponent's unit would be worth it ("
     f"{ON_OWN.format('unit')}): {NO_CARDS}.", pilot="never")

# Asuryan's Cleansing: "Spell. Action: Cancel and discard target unit or support card being
# played unless its controller spends all resources in his pool."
card("03019", "Asuryan's Cleansing", inert=f"Cancels a card being played: {NO_PLAYS}.")


# == The rest of the box (issue 37's review) ==================================================
def _beyond_two(state: WhiState, ctx, c) -> bool:
    """c is one of the player's battlefield units beyond the two it keeps (the most useful:
    hooks.usefulness, the pilot's rule)."""
    if not unit_in_play(state, c) or cap.zone_of(state, c) != BATTLEFIELD:
        return False
    kept = sorted(cap.units(state, BATTLEFIELD), key=lambda u: h.usefulness(state, u))[-2:]
    return c not in kept


def _own_damage(state: WhiState, ctx, eff, cards) -> None:
    """n damage to the player's own capital, sections of its choice: its healthiest ones."""
    for _ in range(eff.amount):
        z = own_healthiest(state)
        if z < 0 or state.outcome:
            return
        damage_own_capital(state, z, 1)


def _opponent_section(state: WhiState, ctx, eff, cards) -> None:
    """n damage to one section of the passive opponent's capital, of its choice: its
    healthiest."""
    damage_opponent(state, opponent_healthiest(state), eff.amount)


register_words(h.STATE_WORDS, {
    "beyond_two": _beyond_two,
    "on_this_quest": lambda s, ctx, c: s.questing.get(ctx.source, -1) == c,
})    # priciest_unit: capital_cycle/shared.py
register_words(h.GAME_OPS, {"own_damage": _own_damage, "opponent_section": _opponent_section})


card("03002", "Shadow Warrior", inert=f"Makes an opponent damage its own battlefield units: "
     f"{NO_UNITS}.")
card("03003", "Sword Masters of Hoeth", inert=f"Cancels combat damage assigned to it: {NO_DAMAGE}.")
card("03005", "Caradryan",
     missing=(helps("Looking at the top three cards of its deck at the beginning of the turn "
                    "and discarding one: the pilot has no plan for it."),))
# "Kingdom. Action: At the beginning of your turn, heal 1 damage from each unit you control."
card("03006", "Initiate of Saphery", reaction(ROUND_BEGINS, heal(each(units()), 1)))
# "Forced: After this unit enters play, each player takes 2 indirect damage."
card("03007", "Loremaster of Hoeth", forced(ENTERS_PLAY, op("indirect", 2), about="self"))
card("03008", "Illyriel", inert=f"Returns an opponent's unit unless it pays: {NO_UNITS}.")
# "Forced: After Dragon Prince enters play from your hand, each player chooses up to 2 units in
# his battlefield. All other units in that zone are sacrificed." (the player keeps its two
# most useful battlefield units)
card("03009", "Dragon Prince",
     forced(ENTERS_PLAY, sacrifice(each(units(), zone="battlefield", state="beyond_two")),
            about="self", when=(cond("event_option", "play"),)))
# "Quest. While this card has 3 or more resources on it, you may return an [High Elf] card
# with cost 3 or higher from your discard pile to your hand at the beginning of your turn.
# Forced: Place 1 resource token on this card at the beginning of your turn if there is a unit
# questing here."
card("03010", "Wake the Dragons",
     forced(ROUND_BEGINS, tokens(1), when=(cond("questing_here"),)),
     reaction(ROUND_BEGINS, return_to_hand(choose(cards(races=("high_elf",), min_cost=3),
                                                  zone="discard", state="priciest")),
              when=(cond("tokens_at_least", 3),)))
card("03011", "Defend Tor Aendris", inert=f"Its unit defends other zones and its tokens come "
     f"only when it defended: {NO_ATTACKS}.")
card("03012", "Dragon Mage Wakening", constant(modify(attached(), 3, stat="hit_points")))
card("03013", "The Glittering Tower",
     missing=(helps("1 damage to an opponent's capital section whenever the player heals a "
                    "unit: not modeled."),))
# "Kingdom. Action: At the beginning of your turn, you may restore one target corrupted unit."
card("03014", "Shrine of Asuryan",
     reaction(ROUND_BEGINS, restore(choose(units(), state="corrupted"))))
# "Building. Forced: At the beginning of your turn, deal 2 damage to your capital (you choose
# which section(s))."
card("03015", "Temple of Vaul", forced(ROUND_BEGINS, op("own_damage", 2)))
# "Spell. Action: Heal all damage on one target unit." (the player's units are damaged only by
# its own effects)
card("03016", "Tear of Isha", tactic(heal(choose(units(), state="damaged"), 99)))
card("03017", "Flames of the Phoenix", inert=OWN_ONLY.format("units"))
card("03018", "For Ulthuan!",
     missing=(helps("Attacking two zones in one battlefield phase: not modeled."),))
# "Spell. Action: Return target [High Elf] unit from your discard pile to your hand."
card("03020", "Gift of Life",
     tactic(return_to_hand(choose(units(races=("high_elf",)), zone="discard",
                                  state="priciest_unit"))))
card("03021", "High Elf's Disdain", inert=f"Cancels a tactic just played: {NO_PLAYS}.")
# "This unit does not count its power unless you have at least 2 developments in this zone."
# (all of it: a power never falls below 0)
card("03022", "Dark Initiate",
     constant(modify(THIS, -99), when=(cond("developments_in_zone_at_least", 2, negate=True),)))
card("03024", "Harpies", inert=f"Discards from an opponent's hand: {NO_HAND}.")
card("03028", "Dark Sorceress", inert=f"Costs less per corrupted unit of an opponent: "
     f"{NO_UNITS}.")
card("03030", "Lokhir Fellheart", inert=OWN_ONLY.format("units"))
# "Quest. Any unit questing here may attack as though it were in your battlefield. Quest. You may
# spend resources on this quest to pay for cards and effects. Quest. Forced: At the end of any
# turn in which the questing unit participated in an attack, place a resource token on this
# card."
card("03032", "Sack Tor Aendris",
     constant(keyword(each(units(), zone="quest", state="on_this_quest"), "attack_from_any")),
     missing=(helps("Its tokens (one a turn its questing unit attacked), spent as resources: "
                    "not modeled."),))
card("03034", "Word of Pain", inert=f"Attached unit cannot attack: {OPPONENT_ONLY}.",
     pilot="never")
card("03036", "Altar of Khaine",
     missing=(helps("Paying 1 resource to return a unit to hand instead of its destruction: "
                    "the player's units are destroyed only by its own effects."),))
card("03037", "Lash the Prisoner!",
     missing=(helps("Sacrificing a unit for 2 resources: the pilot has no plan for when that "
                    "pays."),))
# "Spell. Play during your turn. Action: Search the top 5 cards of your deck for a card and put
# it into your hand."
card("03038", "Dark Visions", tactic(search(None, top=5), phases=MAIN),
     missing=(helps("The best card of the five: the engine takes the top one."),))
card("03040", "Bathe in Blood",
     missing=(helps("Doubling a Dark Elf unit's power for the turn (then sacrificing it): the "
                    "pilot has no plan for when that pays."),))
card("03041", "Take Captive!", inert=f"Takes an attacking unit: {NO_ATTACKS}.")
card("03042", "Invoke Khaine's Wrath", inert=OWN_ONLY.format("units that took part in combat"))
card("03046", "Gold Wizard Acolyte", inert=f"Stops a unit from defending: {NO_UNITS}.")
card("03047", "Battle Standard",
     missing=(helps("Moving its unit to another zone at the beginning of the battlefield "
                    "phase: the pilot has no plan for it."),))
card("03048", "Surrender!", inert=f"Returns a defending unit: {NO_ATTACKS}.")
# "Battlefield. This unit gains [Power] if you have no developments in this zone."
card("03049", "Wyvern Rider",
     constant(modify(THIS, 1), when=(cond("developments_in_zone_at_least", 1, negate=True),)))
card("03051", "Foot of Gork", inert=OWN_ONLY.format("units"))
# "Forced: At the beginning of your turn, this unit and one other target unit each take 1
# damage." (the other: the player's least useful)
card("03052", "Maledictor of Tzeentch",
     forced(ROUND_BEGINS, deal_damage(THIS, 1), deal_damage(choose(units(other=True)), 1)))
card("03053", "Blood Frenzy", inert=f"Its tokens come when an opponent's unit dies: {NO_UNITS}.")
card("03054", "Tzeentch's Firestorm", inert=OWN_ONLY.format("units"))
# "Action: Search your deck for a quest card, reveal it to each player, and add it to your hand."
card("03056", "Ancient Map", tactic(search(cards(kinds=(QUEST_CARD,)))))
# "Action: Choose an opponent. That opponent must either deal 3 damage to an undeveloped
# section of his capital, or sacrifice a unit or support card in any developed zone." The
# passive opponent has no developments: 3 damage to one section, its healthiest.
card("03058", "Boar Attack", tactic(op("opponent_section", 3)))
