"""Card records of Sands of Dorne (codes 10xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_DECLARED, CONTEST_LOST, FirstCostReduction, THIS, attachments, card, chars, cond,
    each, event_reaction, game_op, interrupt, locations, put_into_play, reaction, reserve,
    stand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, used_plots

_MARTELL = chars(factions=("martell",))


# -- Sands of Dorne ----------------------------------------------------------------------------
card("10017", "Dorne", reaction(CONTEST_LOST, game_op("look_top_keep_one", 2)),
     statics=(reserve(1),),
     note="The player loses a challenge only by attacking with 0 STR, so the reaction "
          "practically never happens; the card kept is the costliest of the 2.")
card("10024", "To The Spears!",
     event_reaction(CONTEST_DECLARED, stand(each(_MARTELL, state="attacking")),
                    when=(used_plots(3), cond("event_cards_include", _MARTELL))),
     note="Played as the challenge is declared: its [martell] attackers stand at once, which "
          "is what 'does not kneel when declared as an attacker' leaves (the cards hear "
          "'stood').")
card("10035", "Missandei",
     interrupt("discarded", put_into_play(THIS), about="self", zone="discard"),
     note="Discarded from hand at taxation she comes into play instead (the engine's own "
          "discards from the deck, e.g. Growing Ambition's search, are not modeled).")
card("10046", "At Prince Doran's Behest", when_revealed(game_op("reveal_new_plot")),
     note="The new plot is the best left in the plot deck (most gold, then cards drawn, then "
          "reserve: the pilot's ranking; never another copy of Behest); its When Revealed "
          "resolves, initiative is not determined again. The pilot reveals Behest (0 gold) "
          "last in each cycle, so the new plot often comes from the returned used pile.")
card("10047", "Peace and Prosperity",
     statics=(FirstCostReduction(chars(), 3), FirstCostReduction(locations(), 2),
              FirstCostReduction(attachments(), 1)))
card("10048", "Forced March",
     inert=f"{NO_OPPONENT} has no character to kneel; repeating it only kneels the player's "
           "own [military] characters.")
card("10050", "Breaking Ties",
     inert="Its action returns a non-loyal character or location to its owner's hand: meant "
           "for an opponent's card; on its own cards it costs a loyal character to bounce one "
           "of them, so the player never uses it.")
