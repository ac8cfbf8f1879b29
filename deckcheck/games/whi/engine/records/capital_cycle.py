"""Records of the cards first printed in the Capital Cycle: The Inevitable City, Realm of the
Phoenix King, The Iron Rock, Karaz a Karak, City of Winter. One test each in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import LEFT_TO_HAND, op
from deckcheck.games.whi.engine.records.dsl import (
    CARD_PLAYED,
    ENTERS_PLAY,
    LEAVES_PLAY,
    ROUND_BEGINS,
    card,
    cards,
    choose,
    cond,
    draw,
    forced,
    gain,
    reaction,
    return_to_hand,
    supports,
    tactic,
    tokens,
    units,
)
from deckcheck.games.whi.engine.records.words import NO_HAND, NO_PLAYS
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.state import WhiState
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
