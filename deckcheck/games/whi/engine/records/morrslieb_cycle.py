"""Records of the cards first printed in the Morrslieb Cycle: Chaos Moon, The Twin Tailed Comet,
Signs in the Stars, The Eclipse of Hope. One test each in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import ENTERS_PLAY, THE_PLAYER, card, cards, reaction
from deckcheck.goldfish.abilities.records import Effect, GAME_SPECIFIC
from deckcheck.games.whi.engine.records.words import NO_CARDS, NO_HAND, OWN_ONLY
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.state import HAND, WhiState
from deckcheck.goldfish import piles

# -- Chaos Moon -------------------------------------------------------------------------------------

# Sacrifice to Khaine: "Spell. Action: Each opponent must sacrifice a unit he controls."


# -- the operations only these records use ----------------------------------------------------
def _search_useful(state: WhiState, ctx, eff, cards) -> None:
    """Search the top n cards of the deck for a card matching the filter, put it into the
    hand, shuffle the deck: the player's pick is a card whose record does something (a
    tactic with an ability, a card that is not inert), the first from the top; else the
    first match from the top."""
    t = state.table
    f = eff.value[1]
    look = list(reversed(state.deck[-eff.amount:] if eff.amount else state.deck))
    fits = [c for c in look if f.ok(t, ctx.source, c)]
    if fits:
        useful = [c for c in fits if t.abilities[c]]
        c = (useful or fits)[0]
        state.deck.remove(c)
        state.hand.append(c)
        state.where[c] = HAND
        state.seen.setdefault(t.title[c], state.round)
    piles.shuffle(state, state.deck)
    cap.check_deck(state)


register_words(h.GAME_OPS, {
    "search_useful": _search_useful,
})


# -- records -----------------------------------------------------------------------------------
card("06037", "Sacrifice to Khaine", inert=f"Nothing to sacrifice: {NO_CARDS}.")

# -- The Twin Tailed Comet --------------------------------------------------------------------------

# Sorcerer of Tzeentch: "Action: When you play a development from your hand, put a resource
# token on this unit. Then, deal X damage to target unit." The target is needed to use it
# [004 §HgF], and only the player's own units are there.
card("06053", "Sorcerer of Tzeentch", inert=OWN_ONLY.format("units"))

# -- Signs in the Stars -----------------------------------------------------------------------------

# Beastlord Rakarth: "Action: When this unit attacks, put a random card from the defending
# player's hand facedown as a development into the defending zone."
card("06075", "Beastlord Rakarth", inert=f"Takes a card of the defending player's hand: {NO_HAND}.")

# -- The Eclipse of Hope ----------------------------------------------------------------------------

# Valorous Mage: "Action: When this unit enters play, search the top five cards of your deck
# for a Spell card, reveal it, and put it into your hand. Then, shuffle your deck."
card("06089", "Valorous Mage",
     reaction(ENTERS_PLAY, Effect(GAME_SPECIFIC, 5, THE_PLAYER,
                                  value=("search_useful", cards(traits=("Spell",)))),
              about="self"))
