"""Records of the cards first printed in City of Winter (Capital Cycle). Tests in
tests/test_whi_records_capital_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.ops.choices import op
from deckcheck.games.whi.engine.records.dsl import (
    THIS,
    card,
    cond,
    constant,
    gain,
    helps,
    modify,
    tactic,
)
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_ATTACKS,
    NO_DAMAGE,
    NO_HAND,
    OWN_ONLY,
)
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.records.capital_cycle.shared import (
    quest_draw,
)


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


register_words(h.HOOKS.conditions, {
    "free_play": lambda s, ctx, v: cap.play_cost(s, ctx.source) == 0,
    "short_of": _short_of,
})


# Hag Queen: "Action: Corrupt this unit to discard a card at random from target opponent's
# hand. Then, this unit takes 1 damage."
card("08091", "Hag Queen", inert=f"Discards from the opponent's hand: {NO_HAND}.")

# Convocation of Eagles: "Action: Gain 1 resource. Then, you may put this card on top of your
# deck."
card("08084", "Convocation of Eagles",
     tactic(gain(1), when=(cond("free_play"), cond("short_of", 1)), phases=("capital",)))

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
