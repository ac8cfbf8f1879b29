"""Records of the cards first printed in the Capital Cycle: The Inevitable City, Realm of the
Phoenix King, The Iron Rock, Karaz a Karak, City of Winter. One test each in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    CORRUPTED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    THE_PLAYER,
    THIS,
    UNTIL_ROUND,
    action,
    attached,
    cannot,
    card,
    cards,
    choose,
    cond,
    constant,
    corrupt,
    cost,
    deal_damage,
    draw,
    each,
    forced,
    gain,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    return_to_hand,
    search,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.ops.damage import damage_opponent, damage_own_capital
from deckcheck.games.whi.engine.ops.plays import play, put, zone_plan
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect, Triggered
from deckcheck.games.whi.engine.records.words import (
    MAIN,
    MILLS,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    OPPONENT_CARD_ONLY,
    OWN_ONLY,
    back_to_deck,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.state import HAND, WhiState
from deckcheck.goldfish import piles
from deckcheck.games.whi.engine.ops.choices import opponent_indirect, priciest, register_words, token_holder

# -- The Inevitable City ----------------------------------------------------------------------------

# Mannfred von Carstein: "This card gains [Power] for each resource token on it. Action:
# Discard a card from your hand to put target unit in an opponent's discard pile on the
# bottom of his deck. Then, place a resource token on this card."


# -- the operations only these records use ----------------------------------------------------
def _war_room(state: WhiState, ctx, eff, cards) -> None:
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        opponent_indirect(state, 10)


def _short_of(state: WhiState, ctx, n) -> bool:
    """A card in hand (not the source) that may be played now costs more than the resources,
    but at most n more."""
    t = state.table
    for c in state.hand:
        if c == ctx.source or t.kind[c] not in (UNIT, SUPPORT, QUEST_CARD, LEGEND):
            continue
        if not cap.may_play(state, c) or (t.kind[c] != LEGEND and not cap.zones_for(state, c)):
            continue
        if state.resources < cap.play_cost(state, c) <= state.resources + n:
            return True
    return False


register_words(h.GAME_OPS, {
    "war_room": _war_room,
})


register_words(h.HOOKS.conditions, {
    "free_play": lambda s, ctx, v: cap.play_cost(s, ctx.source) == 0,
    "short_of": _short_of,
})


register_words(h.STATE_WORDS, {
    "token_holder": token_holder,
    "priciest_unit": priciest(UNIT),
})


# -- records -----------------------------------------------------------------------------------
card("08018", "Mannfred von Carstein", inert="Its tokens (and its power) come only from a unit "
     "in the opponent's discard pile, and the passive opponent has none.")

# -- Realm of the Phoenix King ----------------------------------------------------------------------

# Planning for War: "Quest. Action: When this card enters play, draw a card. Quest. Action:
# When you play a [High Elf] non-Attachment support card from your hand, return target unit
# from your discard pile to your hand if a unit is questing here."
card("08040", "Planning for War",
     reaction(ENTERS_PLAY, draw(1), about="self"),
     reaction(CARD_PLAYED, return_to_hand(choose(units(), zone="discard", state="priciest_unit")),
              when=(cond("event_option", "support"),
                    cond("event_card", supports(races=("high_elf",))),
                    cond("event_card", cards(traits=("Attachment",)), negate=True),
                    cond("questing_here")), limit=0))

# Eataine War Room: "Capital Center. This card enters play with 4 resource tokens on it.
# Action: At the beginning of your turn, remove a resource token from this card. Then, if there
# are no resource tokens on this card, deal 10 indirect damage to target opponent." (the
# damage follows a removal: with no token left it is not used again)
card("08032", "Eataine War Room",
     forced(ENTERS_PLAY, tokens(4), about="self"),
     reaction(ROUND_BEGINS, op("war_room"), when=(cond("tokens_at_least", 1),)))

# -- The Iron Rock ----------------------------------------------------------------------------------

# Countermoves: "Play when an opponent plays a tactic. Action: Destroy target unit."
card("08055", "Countermoves",
     inert=f"Played when an opponent plays a tactic: {NO_PLAYS} (and it has no unit to destroy).")

# -- Karaz a Karak ----------------------------------------------------------------------------------

# Elven Scout: "Action: When this unit enters or leaves play, put a resource token on a card
# with a resource token on it."
_HOLDER = choose(cards(), state="token_holder")

card("08073", "Elven Scout",
     reaction(ENTERS_PLAY, tokens(1, _HOLDER), about="self"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone="discard"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone=LEFT_TO_HAND))

# -- City of Winter ---------------------------------------------------------------------------------

# Hag Queen: "Action: Corrupt this unit to discard a card at random from target opponent's
# hand. Then, this unit takes 1 damage."
card("08091", "Hag Queen", inert=f"Discards from the opponent's hand: {NO_HAND}.")

# Convocation of Eagles: "Action: Gain 1 resource. Then, you may put this card on top of your
# deck."
card("08084", "Convocation of Eagles",
     tactic(gain(1), when=(cond("free_play"), cond("short_of", 1)), phases=("capital",)))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
NO_RESOURCES = "Takes resources from an opponent; the passive opponent has none."


def _countdown(state: WhiState, ctx, eff, cards) -> None:
    """A Capital Center's turn: remove a token; when the last one goes, the card's effect
    (value = ("countdown", effect name)) with the effect's amount."""
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        h.GAME_OPS[eff.value[1]](state, ctx, eff, cards)


def _draw_n(state: WhiState, ctx, eff, cards) -> None:
    cap.draw(state, eff.amount)


def _supports_to_hand(state: WhiState, ctx, eff, cards) -> None:
    """Up to n support cards of the deck matching the filter (eff.value[2]) into hand (the
    most expensive first), then shuffle."""
    t, f = state.table, eff.value[2]
    found = sorted((c for c in state.deck if f is None or f.ok(t, ctx.source, c)),
                   key=lambda c: (-t.cost[c], c))[:eff.amount]
    for c in found:
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)


def _units_into_play(state: WhiState, ctx, eff, cards) -> None:
    """Up to n units matching the filter (eff.value[2]) from the hand or the discard pile
    into play (the most expensive first), each into the zone the pilot picks."""
    t, f = state.table, eff.value[2]
    pool = [c for c in list(state.hand) + list(state.discard)
            if t.kind[c] == UNIT and (f is None or f.ok(t, ctx.source, c))]
    for c in sorted(pool, key=lambda c: (-t.cost[c], c))[:eff.amount]:
        z = zone_plan(state, c)
        if z >= 0:
            cap.enter_zone(state, c, z, "put")


def _van_klumpf(state: WhiState, ctx, eff, cards) -> None:
    """Damage equal to the source's power to each zone with no units: every unburned zone of
    the passive opponent, and the player's own zones without a unit."""
    n = cap.power(state, ctx.source)
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z not in burned and not state.outcome:
            damage_opponent(state, z, n)
    for z in range(3):
        if not cap.units(state, z) and not state.outcome:
            damage_own_capital(state, z, n)


def _highest_loyalty(race: str):
    """A count: the highest printed loyalty of a [race] card the player controls."""
    def count(state: WhiState, ctx, v) -> int:
        t = state.table
        return max((t.loyalty[c] for c in state.in_play_cards() if t.race_of[c] == race),
                   default=0)
    return count


register_words(h.HOOKS.counts, {
    "highest_chaos_loyalty": _highest_loyalty("chaos"),
    "highest_dwarf_loyalty": _highest_loyalty("dwarf"),
})


register_words(h.GAME_OPS, {
    "countdown": _countdown,
    "draw_n": _draw_n,
    "supports_to_hand": _supports_to_hand,
    "units_into_play": _units_into_play,
    "van_klumpf": _van_klumpf,
})


def countdown(then: str, n: int = 0, filter=None) -> tuple:
    """"This card enters play with 4 resource tokens on it. Action: At the beginning of your
    turn, remove a resource token from this card. Then, if there are no resource tokens on this
    card, <then>.\""""
    return (forced(ENTERS_PLAY, tokens(4), about="self"),
            reaction(ROUND_BEGINS, Effect(GAME_SPECIFIC, n, THE_PLAYER,
                                          value=("countdown", then, filter)),
                     when=(cond("tokens_at_least", 1),)))


def quest_draw() -> Triggered:
    """"Quest. Action: When this card enters play, draw a card.\""""
    return reaction(ENTERS_PLAY, draw(1), about="self")


def support_played(race: str) -> tuple:
    """A [race] non-Attachment support card played from hand while a unit quests here."""
    return (cond("event_option", "support"), cond("event_card", supports(races=(race,))),
            cond("event_card", cards(traits=("Attachment",)), negate=True), cond("questing_here"))


# -- The Inevitable City: the rest ------------------------------------------------------------
card("08001", "Longbeard Hunter", inert=f"Attaches itself to destroy a unit that triggers an "
     f"ability: {OPPONENT_CARD_ONLY}.")
card("08002", "Squig Trackers",
     missing=(helps("A Squig card of the top five into play: not modeled."),))
# "Battlefield only. When this unit attacks, deal damage equal to its power to each zone with no
# units." (every zone of the passive opponent, and the player's own zones without a unit)
card("08003", "Van Klumpf's Buccaneers",
     forced(CONTEST_DECLARED, op("van_klumpf"), when=(cond("attacking"),)))
# "Lower the cost to play this unit by 1 for each damaged unit you control."
card("08004", "Prince of Caledor",
     constant(modify(THIS, -1, stat="cost", per=each(units(), state="damaged")), zone="hand"))
card("08005", "Doom Bearer", inert=OWN_ONLY.format("units"))
card("08006", "Khorvak Grimbreath",
     missing=(helps("Corrupted Chaos units attacking from any zone: not modeled."),))
# "Action: When this unit enters play, put a card named Pink Horror or Blue Horrors into play
# from your hand."
card("08007", "Pink Horrors",
     reaction(ENTERS_PLAY, put(choose(units(names=("Pink Horrors", "Blue Horrors")),
                                      zone="hand")), about="self"))
# "This unit deals +X damage in combat while attacking. X is the highest loyalty on a [Chaos]
# card you control."
card("08008", "Savage Forsaken",
     constant(modify(THIS, 1, stat="combat_damage", per="highest_chaos_loyalty"),
              when=(cond("attacking"),)))
# "Forced: When this unit enters play, destroy it or discard 2 cards from your hand.
# Battlefield. This unit gains [Power] for each corrupted unit you control."
card("08009", "Shaggoth",
     constant(modify(THIS, 1, per=each(units(), state="corrupted")), zone="battlefield"),
     missing=(hurts("Entering play it is destroyed or two cards of the hand are discarded: not "
                    "modeled."),))
# "Forced: At the beginning of your turn, corrupt this unit." (Feared 1 blanks opponents' units)
card("08010", "Screamers of Tzeentch", forced(ROUND_BEGINS, corrupt(THIS)))
card("08011", "The Bleeding Wall", inert=OWN_ONLY.format("corrupted units") + " Its tokens "
     "serve only that.")
card("08012", "Wall of Maggots", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("08013", "Iron Throneroom",
     *countdown("units_into_play", 3, units(races=("chaos",))))
card("08014", "Storm of Change", inert=OWN_ONLY.format("corrupted units"))
card("08015", "Scions of Misery", inert=OWN_ONLY.format("units"))
card("08016", "Warhawk Rider", inert=f"Makes an opponent discard: {NO_HAND}.")
card("08017", "Ancient Stegadon",
     missing=(helps("3 less when played into a zone with a Hero: not modeled."),))
card("08019", "Willpower",
     missing=(helps("A Hero gains power equal to its loyalty: the pilot has no plan for "
                    "it."),))
# "Quest. Action: When this card enters play, draw a card. ..., destroy target support card in
# a zone with no units" (the passive opponent has no supports)
card("08020", "Raiding Camps", quest_draw())

# -- Realm of the Phoenix King: the rest ------------------------------------------------------
card("08021", "Master Rune of Disguise", inert="Protects a support from card effects; the "
     "passive opponent plays none.", pilot="never")
card("08022", "Mushroom Hunters",
     missing=(helps("Discarding the top card of the deck for its power: the pilot has no plan "
                    "for it."),))
card("08023", "Clockwork Horse", constant(keyword(attached(), "toughness", 1)),
     missing=(helps("Moving to another Empire unit for 1 resource."),))
card("08024", "Dragon Caller", inert=f"Lets Dragons defend its zone: {NO_ATTACKS}.")
card("08025", "Sea Lord Aislinn",
     missing=(helps("A development back to hand when a Mage or Hero enters play: the pilot has "
                    "no plan for it."),))
card("08026", "White Lion Champion",
     missing=(hurts("It cannot be restored: not enforced (only the player's own effects "
                    "corrupt it)."),))
# "Lower the cost to play this unit by 1 for each Spell card in your discard pile." (Feared 2
# blanks opponents' units)
card("08028", "Star Dragon",
     constant(modify(THIS, -1, stat="cost", per=each(cards(traits=("Spell",)), zone="discard")),
              zone="hand"))
card("08029", "Ilthilmar Arrows", inert=f"Damages an attacking unit: {NO_ATTACKS}.")
card("08030", "Straits of Lothern", constant(modify(THIS, 1, per="units_in_zone")))
card("08031", "Phoenix Ward", inert=f"Its zone cannot be attacked: {NO_ATTACKS}.")
card("08033", "Inflame",
     missing=(helps("Discarding a card for power by its loyalty: the pilot has no plan for "
                    "it."),))
# "Action: When a Daemon unit enters play under your control, return a Disease card from your
# discard pile to your hand."
card("08034", "Horrific Favour",
     reaction(ENTERS_PLAY, return_to_hand(choose(cards(traits=("Disease",)), zone="discard")),
              when=(cond("event_card", units(traits=("Daemon",))),), limit=0))
card("08035", "Spawn of Kintearer", inert=MILLS + " (Feared 1 blanks an opponent's unit.)")
card("08036", "Skavenslaves", inert=f"Cancels combat damage to attacking units: {NO_DAMAGE}.")
card("08037", "Stag of the Sacred Glade", inert=f"Acts while its zone is attacked: {NO_ATTACKS}.")
# "Action: Corrupt a Skaven unit you control to deal X indirect damage to target opponent, where
# X is the number of corrupted Skaven units you control."
card("08038", "For Us the Bell Tolls",
     tactic(op("opponent_indirect", 1, per=each(units(traits=("Skaven",)), state="corrupted")),
            costs=(cost("corrupt", 0, choose(units(traits=("Skaven",)))),)))
card("08039", "Spoils of War", inert=f"Changes hands when its zone is attacked: {NO_ATTACKS}.")

# -- The Iron Rock: the rest ------------------------------------------------------------------
ENGINEER_PLAYED = (cond("event_card", units(traits=("Engineer",))),)
card("08041", "Guild of Engineers",
     reaction(CARD_PLAYED, gain(1), when=ENGINEER_PLAYED, zone="kingdom", limit=0),
     reaction(CARD_PLAYED, draw(1), when=ENGINEER_PLAYED, zone="quest", limit=0))
# "Action: When a unit enters this zone, target unit gains [Power] until the end of the turn."
# (a battlefield unit: it can still attack this turn)
card("08042", "Banna Thief",
     reaction(ENTERS_PLAY, modify(choose(units(), zone="battlefield"), 1, until=UNTIL_ROUND),
              when=(cond("event_into", "same"), cond("event_card", units())), limit=0))
card("08043", "Madtoof Ironleg",
     missing=(helps("A unit gains power by its loyalty and is sacrificed at the end of the "
                    "turn: the pilot has no plan for it."),))
# "Siege. Battlefield. Action: At the beginning of your turn, put a resource token on this card.
# Action: Remove a resource token from this unit to deal 1 indirect damage to target opponent."
card("08044", "Squig Lobber",
     reaction(ROUND_BEGINS, tokens(1)),
     action(op("opponent_indirect", 1), costs=(cost("remove_tokens", 1),), phases=MAIN))
# "Lower the cost of each Creature card you play by 1 (to a minimum of 1)."
card("08046", "Toof Trader",
     constant(modify(each(cards(traits=("Creature",), min_cost=2), zone="hand"), -1,
                     stat="cost")))
card("08047", "Martog's Best Basha", inert="Counts the developments of the defending zone; the "
     "passive opponent has none.")
card("08048", "Expendable Wall",
     missing=(hurts("Entering play it costs a unit of its zone or itself (its protection of "
                    "the capital needs damage the passive opponent never deals)."),))
card("08049", "Boss Pit", *countdown("draw_n", 10))
card("08050", "Snotling Ambush", inert=NO_RESOURCES)
card("08051", "Mork's Teef Ritual",
     missing=(helps("Sacrificing an Orc unit to put a unit from hand into play: the pilot has "
                    "no plan for it."),))
card("08052", "Sons of Coin",
     missing=(hurts("Each turn it costs 1 resource or 1 damage to its zone of the capital: not "
                    "modeled."),))
card("08053", "Blessing of Asuryan", constant(modify(attached(), 1)),
     missing=(helps("A Spell back on top of the deck when its unit did not attack."),))
# "Action: When a [Chaos] unit you control is corrupted, draw a card."
card("08054", "Beastman Shaman",
     reaction(CORRUPTED, draw(1), when=(cond("event_card", units(races=("chaos",))),), limit=0))
card("08056", "Black Knight", inert=f"Opponents draw fewer cards: {NO_HAND}.")
card("08057", "Burial Mound",
     missing=(helps("The first card played from the discard pile each turn costs 1 less: not "
                    "modeled."),))
card("08058", "Chakax", inert=OWN_ONLY.format("units"))
card("08059", "Pool of Tranquility",
     missing=(helps("2 resources to draw a card and discard one: the pilot has no plan for "
                    "it."),))
card("08060", "Raiding Parties", quest_draw(),
     missing=(helps("Destroying one of the player's own developments is all that is left: a "
                    "player would not."),))
# "Musician. Ranger units in this zone get +2 hit points."
card("08061", "Mountain Sentry",
     constant(modify(each(units(traits=("Ranger",)), state="same_zone"), 2, stat="hit_points")))

# -- Karaz a Karak: the rest ------------------------------------------------------------------
register_words(h.HOOKS.conditions, {
    "host_corrupted": lambda s, ctx, v: s.attached.get(ctx.source, -1) in s.corrupted,
    "self_questing": lambda s, ctx, v: ctx.source in s.questing.values(),
    "center_or_legend": lambda s, ctx, v: s.legend >= 0 or any(
        "Capital Center" in s.table.traits[c] for c in s.in_play_cards()),
})
NECROMANCY = action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
                    phases=("capital",), title="Necromancy: play it from the discard pile")
card("08062", "Queen Helga",
     missing=(helps("A Dwarf unit of cost 3 or less from hand into play when a Hero enters: not "
                    "modeled."),))
card("08063", "Lore Seeker",
     missing=(helps("Tokens for each tactic played, moved onto other cards with tokens: not "
                    "modeled."),))
# "This unit deals +X damage in combat while attacking. X is the highest loyalty of a [Dwarf]
# card you control."
card("08064", "Runeblades",
     constant(modify(THIS, 1, stat="combat_damage", per="highest_dwarf_loyalty"),
              when=(cond("attacking"),)))
card("08065", "Teller of Tales",
     missing=(helps("A Dwarf unit gains [Power] when a quest's ability triggers: not "
                    "modeled."),))
card("08066", "Mineshaft Engineer",
     missing=(helps("Sacrificing a development for a random card of the top five: the pilot "
                    "has no plan for it."),))
# "Location. Kingdom. Lower the cost of each Rune card you play by 1."
card("08067", "Heart Forge",
     constant(modify(each(cards(traits=("Rune",)), zone="hand"), -1, stat="cost")))
card("08068", "Karak Great Cannon", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
# "... Then, if there are no resource tokens on this card, search your deck for up to 5 [Dwarf]
# support cards, reveal them, and add them to your hand."
card("08069", "The Great Guild Hall",
     *countdown("supports_to_hand", 5, supports(races=("dwarf",))))
card("08070", "Leave No Trace", inert=f"Damages a defending unit: {NO_ATTACKS}.")
card("08071", "Guard Squigs", inert=f"Becomes a unit when its zone is attacked: {NO_ATTACKS}.")
card("08072", "Master Alchemist",
     missing=(helps("Tokens for cards discarded, spent as resources: not modeled."),))
# "Attach to a target [Chaos] unit. While attached unit is corrupted, it gains [Power] and may
# attack from any zone."
card("08074", "Disc of Tzeentch",
     constant(modify(attached(), 1), when=(cond("host_corrupted"),)),
     missing=(helps("Attacking from any zone: the engine attacks from the battlefield "
                    "only."),))
card("08075", "Chosen of Anath Raema", inert=OWN_ONLY.format("units"))
# "Necromancy. Feared 1. Action: When this unit enters play, all Undead units gain [Power] until
# the end of the turn."
card("08076", "Zombie Dragon", NECROMANCY,
     reaction(ENTERS_PLAY, modify(each(units(traits=("Undead",))), 1, until=UNTIL_ROUND),
              about="self"))
card("08077", "Cube of Darkness", inert=f"Cancels an action just triggered: {NO_PLAYS}.")
card("08078", "Paranoia", inert=f"Keeps low-loyalty cards out of its unit's zone: "
     f"{OPPONENT_CARD_ONLY}.", pilot="never")
card("08079", "Building Plans",
     missing=(helps("Two non-Attachment supports of the top five into hand: not modeled."),))
card("08080", "Building for War", quest_draw(),
     reaction(CARD_PLAYED, gain(1), when=support_played("dwarf"), limit=0))

# -- City of Winter: the rest -----------------------------------------------------------------
BACK_ON_TOP = "Putting itself back on top of the deck after it resolves (a may)."
card("08081", "Burlock's Ingenuity",
     missing=(helps("Moving a development to another zone: the pilot has no plan for it."),))
card("08082", "Fists of Mork", tactic(op("indirect", 2)), missing=(helps(BACK_ON_TOP),))
card("08083", "Pigeon Bombs", tactic(op("opponent_indirect", 1)), missing=(helps(BACK_ON_TOP),))
card("08085", "Soporific Musk", inert=OWN_ONLY.format("corrupted units"))
card("08086", "Barbed Snares", inert=MILLS)
card("08087", "Bannerman of the Crag", inert=MILLS)
card("08088", "Egathrond", inert="Destroys a development or Fortification of the defending "
     "zone; the passive opponent has none.")
# "Battlefield only. While you control a Sorcerer unit, this unit gains [Power]."
card("08089", "The Ebonblades",
     constant(modify(THIS, 1),
              when=(cond("controls_other_with_trait", ("Sorcerer", "Sorceror")),)))
card("08092", "Promenade of Malice",
     missing=(helps("Another copy of a discarded card to the bottom of its deck: not "
                    "modeled."),))
card("08093", "Harpy Aerie", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("08094", "Court of the Witch King", inert="Its tokens count down to discarding the top "
     "ten cards of an opponent's deck, which never matters against the passive opponent.")
card("08095", "Call of the Kraken",
     missing=(helps("Discarding a card to put a Dark Elf unit from hand into play: the pilot "
                    "has no plan for it."),))
card("08096", "Kindred of Laith-Kourn", inert=f"Heals itself: {NO_DAMAGE}.")
card("08097", "Pageant of Shrikes", inert=OWN_ONLY.format("developments"))
card("08098", "Ratling Gun", inert=OWN_ONLY.format("attacking units"))
card("08099", "Desertion", inert="Each player sacrifices a neutral card: the passive opponent "
     "has none, so only the player's own would go.")
card("08100", "Raiding Ships", quest_draw(),
     missing=(helps("Discarding from an opponent's hand is all that is left: the passive "
                    "opponent has none."),))

# -- The Imperial Throne ----------------------------------------------------------------------
card("08101", "Clan Armoury",
     missing=(helps("Dwarf attachments back to hand for 1 resource when they leave play."),))
# "Forced: At the beginning of your turn, deal 1 damage to another target unit you control in
# this zone."
card("08102", "Baby Squig",
     forced(ROUND_BEGINS, deal_damage(choose(units(other=True), state="same_zone"), 1)))
# "Battlefield. Warrior units in this zone gain [Power]."
card("08103", "Imperial Drummer",
     constant(modify(each(units(traits=("Warrior",)), state="same_zone"), 1)))
# "While this unit is questing, it gains [Power][Power]. Action: Move this unit onto a quest you
# control."
card("08104", "Werner Ludenhof", constant(modify(THIS, 2), when=(cond("self_questing"),)),
     missing=(helps("Moving itself onto a quest: the pilot has no plan for it."),))
card("08105", "Devotee of Chamon",
     missing=(helps("Damaging a Mage for [Power]: the pilot has no plan for it."),))
card("08107", "Stirland Deathjacks", inert=OWN_ONLY.format("corrupted units"))
# "Action: When this unit attacks, it gains [Power] for each other attacking unit."
card("08108", "Winged Riders of Kislev",
     reaction(CONTEST_DECLARED,
              modify(THIS, 1, until=UNTIL_ROUND, per=each(units(other=True), state="attacking")),
              when=(cond("attacking"),)))
card("08109", "The Imperial Zoo",
     missing=(helps("Buying tokens (X resources for the X+1st) for power: the pilot has no "
                    "plan for it."),))
card("08110", "Boiling Oil", inert=f"Acts when its zone is attacked: {NO_ATTACKS}.")
card("08111", "Cathedral of Sigmar",
     missing=(helps("Its countdown to a turn of [Power] for every Empire card: not "
                    "modeled."),))
card("08112", "Doubling of the Guard",
     missing=(helps("Discarding a card to draw by its loyalty: the pilot has no plan for "
                    "it."),))
card("08113", "Mage of the White Tower", constant(modify(THIS, 1, per="attachments_on_self")),
     missing=(helps("A card drawn whenever an attachment goes onto it."),))
# "Battlefield only. This unit cannot be declared as an attacker or defender unless it has
# exactly 3 resource tokens on it. Action: Sacrifice a unit to put a resource token on this unit."
card("08114", "Daemon Prince",
     constant(cannot(THIS, "attack"), when=(cond("tokens_at_least", 3, negate=True),)),
     constant(cannot(THIS, "attack"), when=(cond("tokens_at_least", 4),)),
     missing=(helps("Sacrificing units for its tokens: the pilot has no plan for it."),))
card("08115", "Sacrificial Pyre", inert=OWN_ONLY.format("units"))
card("08116", "Warlock Engineer", inert=OWN_ONLY.format("supports"))
card("08117", "Gaze of Nagash", inert=f"Discards from an opponent's hand: {NO_HAND}.")
# "Play only if you control a Capital Center or a legend. Action: Search your deck for a unit,
# reveal it, and add it to your hand."
card("08118", "A Promise of War", tactic(search(units()), when=(cond("center_or_legend"),)))
card("08119", "Captured Gunpowder",
     missing=(helps("Attached support gains [Power] (its host, a support, is a rule the engine "
                    "does not read: it is never played)."),
              hurts("Each turn it destroys the player's supports of its zone with the top "
                    "card's cost.")))
card("08120", "Recruiting for War", quest_draw(),
     reaction(CARD_PLAYED, draw(1), when=support_played("empire"), limit=0))
