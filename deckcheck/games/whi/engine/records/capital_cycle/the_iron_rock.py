"""Records of the cards first printed in The Iron Rock (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    CORRUPTED,
    ENTERS_PLAY,
    ROUND_BEGINS,
    UNTIL_ROUND,
    action,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    draw,
    each,
    gain,
    helps,
    hurts,
    modify,
    reaction,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    MAIN,
    NO_HAND,
    NO_PLAYS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.capital_cycle.shared import (
    countdown,
    quest_draw,
)


# Countermoves: "Play when an opponent plays a tactic. Action: Destroy target unit."
card("08055", "Countermoves",
     inert=f"Played when an opponent plays a tactic: {NO_PLAYS} (and it has no unit to destroy).")


# == The rest of the cycle (issue 37's review), pack by pack ==================================
NO_RESOURCES = "Takes resources from an opponent; the passive opponent has none."

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
