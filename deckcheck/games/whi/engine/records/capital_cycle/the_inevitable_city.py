"""Records of the cards first printed in The Inevitable City (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CONTEST_DECLARED,
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    card,
    choose,
    cond,
    constant,
    corrupt,
    each,
    forced,
    helps,
    hurts,
    modify,
    reaction,
    units,
)
from deckcheck.games.whi.engine.ops.plays import put
from deckcheck.games.whi.engine.records.words import (
    NO_ATTACKS,
    NO_HAND,
    OPPONENT_CARD_ONLY,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.capital_cycle.shared import (
    countdown,
    quest_draw,
)


card("08018", "Mannfred von Carstein", inert="Its tokens (and its power) come only from a unit "
     "in the opponent's discard pile, and the passive opponent has none.")


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
