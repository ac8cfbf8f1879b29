"""Records of the cards first printed in Hidden Kingdoms (deluxe expansion, 12). One test each
in tests/test_whi_records_hidden_kingdoms.py."""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.ops.plays import play
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    THE_PLAYER,
    THIS,
    action,
    card,
    cond,
    constant,
    deal_damage,
    each,
    forced,
    helps,
    hurts,
    modify,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    NO_PLAYS,
    OWN_ONLY,
    back_to_deck,
)
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect

COMBAT_DAMAGE_BONUS = "not modeled"
EMBASSY = ("Sacrificed to ignore the loyalty cost of the next card of its race: the pilot has "
           "no plan for it.")
NECROMANCY = action(play(THIS), back_to_deck(), when=(cond("decks_a_castable"),), zone="discard",
                    phases=("capital",), title="Necromancy: play it from the discard pile")
SKAVEN = ("Skaven",)


def _top_discard_unit_power(state: WhiState, ctx, v) -> int:
    t = state.table
    return next((t.power[c] for c in reversed(state.discard) if t.kind[c] == UNIT), 0)


def _reckless_boyz(state: WhiState, ctx, eff, cards) -> None:
    """Reveal the top card: an even printed cost deals 2 damage to the source; then shuffle."""
    if state.deck and state.table.cost[state.deck[-1]] % 2 == 0:
        cap.deal_damage(state, ctx.source, 2)
    piles.shuffle(state, state.deck)


register_words(h.HOOKS.counts, {"top_discard_unit_power": _top_discard_unit_power})
register_words(h.STATE_WORDS, {
    "copy_in_play": lambda s, ctx, c: any(s.table.ids[u] == s.table.ids[c]
                                          for u in s.in_play_cards()),
})
register_words(h.GAME_OPS, {"reckless_boyz": _reckless_boyz})


card("12001", "Scar-Leader Kroq-Gar",
     missing=(helps(f"+X combat damage by Lizardmen revealed from hand: {COMBAT_DAMAGE_BONUS}."),))
# "Order only. Battlefield only. This unit must be declared as an attacker or defender, if able.
# Forced: When this unit attacks deal 1 damage to each unit you control in this zone."
card("12002", "Frenzied Carnosaur",
     forced(CONTEST_DECLARED, deal_damage(each(units(), state="same_zone"), 1),
            when=(cond("attacking"),)))
card("12003", "Chameleon Stalker", inert=f"Cannot be assigned damage: {NO_DAMAGE}.")
card("12004", "Spawn of Sotek", inert=OWN_ONLY.format("units"))
card("12005", "Saurus Oldblood", inert=f"Savage acts when it is dealt damage ({NO_DAMAGE}); its "
     "action only damages itself.")
card("12006", "Great Temple of Tlazcotl",
     missing=(helps(f"+1 damage in combat for Lizardmen: {COMBAT_DAMAGE_BONUS}."),))
card("12007", "Sun Temple of Chotec",
     missing=(helps("The first Lizardmen unit each turn costs 1 less in a zone with a Pyramid: "
                    "not modeled."),))
card("12008", "Ziggurat of Quetli", inert=f"Savage for Lizardmen: {NO_DAMAGE}.")
card("12009", "Ruination of Cities", inert=OWN_ONLY.format("supports and developments"))
card("12011", "Spellweaver of Kel-Isha",
     missing=(helps("Moving a development when one is played: the pilot has no plan for it."),))
card("12012", "Eternal Guard", inert=f"Taxes an opponent's effects on developments: {NO_PLAYS}.")
card("12014", "Slumbering Titan",
     missing=(hurts("Turned facedown into a development at the end of each turn (its Ambush 2 "
                    "is not played): not modeled."),))
card("12016", "The Oak of Ages",
     missing=(helps("Wood Elf units count as developments too: not modeled."),))
card("12017", "Wildwood Grove",
     missing=(helps("Developments played from the discard pile: not modeled."),))
card("12018", "Fury of the Forest", inert=f"Its Ambush damages attacking units: {NO_ATTACKS}.")
# "Lower the cost to play a Skaven unit to 0 if you have another copy of that unit in play."
card("12019", "Queek Headtaker",
     constant(modify(each(units(traits=SKAVEN), zone="hand", state="copy_in_play"), -99,
                     stat="cost")))
card("12021", "Rat Swarm", inert="Up to 6 copies in a deck: a deck-building rule the deck check "
     "reads; nothing happens in play.")
# "Lower the cost of the first Skaven unit you play each turn by 1 for each corrupted Skaven unit
# you control."
card("12022", "Master Moulder",
     constant(modify(each(units(traits=SKAVEN), zone="hand"), -1, stat="cost",
                     per=each(units(traits=SKAVEN), state="corrupted")),
              when=(cond("ability_unused", 1),)),
     forced(CARD_PLAYED, Effect(GAME_SPECIFIC, 0, THE_PLAYER, value="use"),
            when=(cond("event_card", units(traits=SKAVEN)),), limit=1))
card("12023", "Clanrat Clawleader",
     missing=(helps("A Skaven unit of cost 2 or less put into play attacking: not modeled."),))
card("12025", "The Shattered Tower",
     missing=(helps("Skaven units played from the top of the deck: not modeled."),))
card("12026", "Skryre District",
     missing=(hurts("Sacrificed when the kingdom or quest zone counts 6 power: not "
                    "modeled."),))
card("12027", "Vermintide",
     missing=(helps("Skaven units of the top X cards into play: not modeled."),))
card("12028", "Count Vlad Von Carstein",
     missing=(helps("Played from the discard pile, and a win with no cards in hand and deck: "
                    "not modeled."),))
# "Undead only. Battlefield only. Necromancy. This unit gains [P] for each unit in your discard
# pile."
card("12029", "Abyssal Terror", NECROMANCY,
     constant(modify(THIS, 1, per=each(units(), zone="discard"))))
card("12030", "Lord of the Dead",
     missing=(helps("A free Necromancy play as it enters: not modeled."),))
# "This unit gains the power of the topmost unit in your discard pile."
card("12031", "Dark Acolyte", constant(modify(THIS, 1, per="top_discard_unit_power")))
card("12032", "Cackling Hexwrath", NECROMANCY,
     missing=(helps("Discarding the top two cards of the deck as it enters or leaves play (for "
                    "Necromancy): the pilot has no plan for it."),))
card("12033", "Mortis Engine", inert="Plays units of an opponent's discard pile; the passive "
     "opponent has none.")
card("12034", "Blooddrinker", inert=f"Hit points by the cards in opponents' hands: {NO_HAND}.")
card("12035", "Invocation of Nehek",
     missing=(helps("Copies of a named unit of the top five into play: not modeled."),))
card("12036", "Blood Feast",
     missing=(helps(f"A Vampire deals more damage in combat: {COMBAT_DAMAGE_BONUS}."),))
card("12038", "Shield Bearer", inert=f"Cancels damage: {NO_DAMAGE}.")
card("12039", "Defend Your Honor!", inert=f"Toughness for defenders: {NO_ATTACKS}.")
card("12040", "Dwarf Embassy", missing=(helps(EMBASSY),))
card("12041", "Resupply Platoon",
     missing=(helps("2 resources when it moves: it moves only by the player's own effects."),))
card("12042", "Stalemate", inert=f"Returns an attacker and a defender: {NO_ATTACKS}.")
card("12043", "Imperial Embassy", missing=(helps(EMBASSY),))
card("12046", "Elven Embassy", missing=(helps(EMBASSY),))
# "Battlefield only. While this unit is not opposed in combat, it deals +2 damage in combat."
# (the passive opponent never opposes it)
card("12047", "Seeker Chariot", constant(modify(THIS, 2, stat="combat_damage")))
card("12049", "Daemonic Offering", missing=(helps(EMBASSY),))
card("12050", "Skulking Informant", inert=f"Discards from an opponent's hand: {NO_HAND}.")
card("12051", "Bloodlust", inert="Each player targets a unit to destroy: the passive opponent "
     "targets none, so only the player's own would go.")
card("12052", "Blood Offering", missing=(helps(EMBASSY),))
# "Battlefield only. Forced: When this unit attacks, reveal the top card of your deck. If the
# cost of the revealed card is even, deal 2 damage to this unit. Then, shuffle your deck."
card("12053", "Reckless Boyz",
     forced(CONTEST_DECLARED, op("reckless_boyz"), when=(cond("attacking"),)))
card("12055", "Shiny Offering", missing=(helps(EMBASSY),))
