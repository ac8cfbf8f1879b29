"""Records of the cards first printed in Cataclysm (deluxe expansion, 11). One test each in
tests/test_whi_records_cataclysm.py.

"Burning" zones are both capitals' burned zones: the passive opponent's (state.burned) and the
player's own (ops.damage.own_burned), which only the player's own effects burn.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import SUPPORT
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.ops.damage import own_burned, own_room
from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    THIS,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    deal_damage,
    each,
    forced,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    search,
    supports,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_CARDS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.state import WhiState

COMBAT_DAMAGE_BONUS = "not modeled"


def _burning(state: WhiState, ctx, v) -> int:
    return len(state.burned) + own_burned(state)


def _only_support_here(state: WhiState, ctx, v) -> bool:
    z = cap.zone_of(state, ctx.source)
    t = state.table
    return z >= 0 and not any(c != ctx.source and t.kind[c] == SUPPORT
                              and "Attachment" not in t.traits[c] for c in state.zones[z])


register_words(h.HOOKS.counts, {
    "burning_zones": _burning,
    "own_unburned": lambda s, ctx, v: 3 - own_burned(s),
})
register_words(h.HOOKS.conditions, {
    "own_zone_burning": lambda s, ctx, v: own_burned(s) > 0,
    "own_zone_here_burning": lambda s, ctx, v: (cap.zone_of(s, ctx.source) >= 0
                                                and own_room(s, cap.zone_of(s, ctx.source)) <= 0),
    "attacked_zone_damaged": lambda s, ctx, v: s.attack_zone >= 0 and s.opp_damage[s.attack_zone] > 0,
    "only_support_here": _only_support_here,
})


# "Limit 1 Hero per zone. Toughness 2. This unit gains [PP] and may attack from any zone while
# one of your zones is burning."
card("11001", "Thane of Karak Norn",
     constant(modify(THIS, 2), keyword(THIS, "attack_from_any"),
              when=(cond("own_zone_burning"),)))
# "Battlefield. Action: When this unit enters play, put a [Dwarf] support card into play from
# your hand in your battlefield."
card("11003", "Grudge Keeper",
     reaction(ENTERS_PLAY, put(choose(supports(races=("dwarf",)), zone="hand"), "battlefield"),
              about="self"))
card("11004", "Standard Bearer", inert=f"Takes combat damage first: {NO_DAMAGE}.")
card("11005", "Ancestral Engravings", inert=f"Becomes a unit when its zone is attacked: "
     f"{NO_ATTACKS}.")
card("11006", "Hall of Heroes",
     missing=(helps("A unit gains [Power] when a Dwarf unit leaves play: the player's units "
                    "leave play only by its own effects."),))
card("11007", "Ribbons of Iron",
     missing=(helps("[Power][Power] per burning zone of the player's (only its own effects burn "
                    "them): the pilot has no plan for it."),))
card("11008", "The Last Oath", inert=f"Damages an opponent's unit: {NO_UNITS}.")
# "This unit gains [Power][Power][Power] while attacking a damaged zone."
card("11009", "Makka Greenfist",
     constant(modify(THIS, 3), when=(cond("attacking"), cond("attacked_zone_damaged"))))
# "Battlefield only. This unit enters play with 1 damage on it."
card("11010", "Redface Zappa", forced(ENTERS_PLAY, deal_damage(THIS, 1), about="self"))
FREE_ENTRY = ("Put into play from hand for nothing when the player burns a zone: the engine's "
              "abilities from hand pay the card's cost, so it is not offered (it is played from "
              "hand as usual).")
card("11011", "Spirit Speaka", missing=(helps(FREE_ENTRY),))
card("11012", "Towersmasha", inert=f"Destroys a support of the burned zone: {NO_CARDS}.")
# "Condition. Battlefield. Each attacking [Orc] unit deals +1 damage in combat."
card("11013", "Big Guns",
     constant(modify(each(units(races=("orc",)), state="attacking"), 1, stat="combat_damage")))
card("11014", "Pillaged Village", missing=(helps(FREE_ENTRY),))
card("11016", "Warlord Be Smart",
     missing=(helps("Doubling the combat damage to the opponent's capital this turn: not "
                    "modeled."),))
# "Limit 1 Hero per zone. Battlefield only. This unit gains [P] for each of your unburned zones."
card("11017", "Solomon Pomer", constant(modify(THIS, 1, per="own_unburned")))
card("11018", "Ostland Bowmen", inert=f"Defends other zones: {NO_ATTACKS}.")
card("11019", "Holy Defender", inert=f"Acts when it defends: {NO_ATTACKS}.")
# "If this zone is not burning, this unit deals +2 damage in combat."
card("11020", "Fervent Disciple",
     constant(modify(THIS, 2, stat="combat_damage"),
              when=(cond("own_zone_here_burning", negate=True),)))
# "War Machine. If this zone is burning, this card loses [Power][Power]." (the player's zone)
card("11021", "Luminark of Hysh",
     constant(modify(THIS, -2), when=(cond("own_zone_here_burning"),)))
# "Attach to a target unit. If this zone is not burning, attached unit deals +2 damage in
# combat."
card("11022", "Garrisoned",
     constant(modify(attached(), 2, stat="combat_damage"),
              when=(cond("own_zone_here_burning", negate=True),)))
card("11025", "Lirdir",
     missing=(helps("[Power] for a unit the player heals: not modeled."),))
card("11026", "Iron-talon Eagle", inert="Returning itself to hand only undoes its play: nothing "
     "threatens it against the passive opponent and it has no ability on entering play.")
card("11027", "Bearer of Eight",
     missing=(helps("2 indirect damage at the end of a battlefield phase it did not attack in: "
                    "the pilot attacks with it."),))
card("11028", "Arcane Purifier", inert=f"Heals a unit: {NO_DAMAGE}.")
card("11029", "Infused Parapet", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("11030", "Phoenix Talon", inert=f"Works while its unit defends: {NO_ATTACKS}.")
card("11031", "Reprimand", inert=OWN_ONLY.format("units"))
card("11032", "Arcane Instinct", inert=f"Cancels an opponent's action: {NO_PLAYS}.")
# "This unit deals +1 damage in combat for each burning zone."
card("11033", "Lord of Khorne", constant(modify(THIS, 1, stat="combat_damage", per="burning_zones")))
# "Lower the cost to play this unit by 1 for each burning zone."
card("11034", "Bloodcrusher",
     constant(modify(THIS, -1, stat="cost", per="burning_zones"), zone="hand"))
card("11035", "Spelltwister", inert=f"Corrupts the units of a zone when one burns: {NO_UNITS}, "
     "and the player's own would only be corrupted.")
# "Action: When this unit enters play, search the top 5 cards of your deck for a Mutation or
# Disease card, reveal it, and add it to your hand."
card("11036", "Plaguebearer",
     reaction(ENTERS_PLAY, search(cards(traits=("Mutation", "Disease")), top=5), about="self"))
card("11037", "Rift of Chaos", constant(modify(THIS, 1, per="burning_zones")))
# "Attach to target Chaos unit. Attached unit deals +1 damage in combat for each burning zone."
card("11038", "Serpent's Strength",
     constant(modify(attached(), 1, stat="combat_damage", per="burning_zones")))
card("11039", "Chosen of the Gods", inert="In a two-player game the zone the opponent chooses "
     "to burn is the player's own; a player would not play it.")
card("11040", "Seeds of Chaos", inert=f"A player sacrifices a unit: {NO_UNITS}, and the "
     "player's own would only be lost.")
card("11041", "Lord of Ironfrost", inert="Stops units from defending; the passive opponent never "
     "defends.")
card("11042", "Crimson Brides", inert=f"Discards from an opponent's hand: {NO_HAND}.")
card("11043", "Brave Volunteers", inert=f"Attacks when another player attacks: {NO_ATTACKS}.")
card("11044", "Atharti Night Maidens", inert=f"Takes control of a unit that enters play: "
     f"{NO_UNITS}.")
card("11045", "Corsair Tower", inert=f"Acts when an opponent discards: {NO_HAND}.")
card("11046", "Dark Covenant", inert=f"Chooses the discards of its unit's controller: {NO_HAND}.",
     pilot="never")
card("11047", "Morathi's Gift", inert=f"Scout discards from an opponent's hand: {NO_HAND}.")
card("11048", "Shattered Thought", inert=OWN_ONLY.format("units"))
card("11049", "Fickle Sellswords", inert="Its action takes control of it; the player controls it "
     "already and the passive opponent never uses it.")
# "Limited. While this card is the only non-Attachment support card in this zone, it cannot be
# targeted by card effects and gains [P]."
card("11050", "Remote Monastery", constant(modify(THIS, 1), when=(cond("only_support_here"),)))
card("11051", "Warpstone of Turmoil", inert="Makes an opponent draw; the passive opponent's "
     "cards never matter.")
card("11052", "Arcane Orrery",
     missing=(hurts("No more than one card of a title played or put into play each turn: not "
                    "enforced."),))
card("11053", "Reinforcements",
     missing=(helps("A unit of the top five into play with more burning zones than the "
                    "opponent: not modeled."),))
