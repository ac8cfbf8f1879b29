"""Records of the cards first printed in Realm of the Phoenix King (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    ROUND_BEGINS,
    THIS,
    attached,
    card,
    cards,
    choose,
    cond,
    constant,
    cost,
    draw,
    each,
    forced,
    helps,
    hurts,
    keyword,
    modify,
    reaction,
    return_to_hand,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_ATTACKS,
    NO_DAMAGE,
)
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish import piles
from deckcheck.games.whi.engine.ops.choices import opponent_indirect, register_words


# Mannfred von Carstein: "This card gains [Power] for each resource token on it. Action:
# Discard a card from your hand to put target unit in an opponent's discard pile on the
# bottom of his deck. Then, place a resource token on this card."


def _war_room(state: WhiState, ctx, eff, cards) -> None:
    if not state.tokens.get(ctx.source):
        return
    piles.remove(state.tokens, ctx.source, 1)
    if not state.tokens.get(ctx.source):
        opponent_indirect(state, 10)


register_words(h.GAME_OPS, {
    "war_room": _war_room,
})


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
