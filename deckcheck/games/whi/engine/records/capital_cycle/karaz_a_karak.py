"""Records of the cards first printed in Karaz a Karak (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    THIS,
    UNTIL_ROUND,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    each,
    gain,
    helps,
    modify,
    reaction,
    supports,
    tokens,
    units,
)
from deckcheck.games.whi.engine.ops.plays import play
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_PLAYS,
    OPPONENT_CARD_ONLY,
    OWN_ONLY,
    back_to_deck,
)
from deckcheck.games.whi.engine.records.capital_cycle.shared import (
    countdown,
    quest_draw,
    support_played,
)


# Elven Scout: "Action: When this unit enters or leaves play, put a resource token on a card
# with a resource token on it."
_HOLDER = choose(cards(), state="token_holder")

card("08073", "Elven Scout",
     reaction(ENTERS_PLAY, tokens(1, _HOLDER), about="self"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone="discard"),
     reaction(LEAVES_PLAY, tokens(1, _HOLDER), about="self", zone=LEFT_TO_HAND))
# "Musician. Ranger units in this zone get +2 hit points."
card("08061", "Mountain Sentry",
     constant(modify(each(units(traits=("Ranger",)), state="same_zone"), 2, stat="hit_points")))
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
