"""Card records of Dragons of the East (codes 15xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, Cost, KNEEL_SELF, PHASE_BEGINS, UNTIL_PHASE, action, at_end_of, card, chars,
    choose, cond, considered_loyal, constant, each, game_op, helps, keyword, keywords_of,
    put_into_play, reaction, stat, strength, to_hand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CHALLENGES_BEGIN, NO_OPPONENT, put_best, setting,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

_DOTHRAKI = chars("Dothraki")
_WILDLING = chars("Wildling")


# -- Dragons of the East -----------------------------------------------------------------------
card("15017", "Womb of the World",
     reaction(PHASE_BEGINS, put_into_play(choose(_DOTHRAKI, zone="deck", state="top_5")),
              game_op("shuffle"), at_end_of(UNTIL_PHASE, to_hand(choose())),
              costs=(KNEEL_SELF,), when=(CHALLENGES_BEGIN,)),
     note="Used as the challenges phase begins (its first action window), so the Dothraki "
          "character can attack; it returns to hand when the phase ends.")
card("15022", "Overwhelming Numbers",
     missing=(helps("during a challenge with 2 attacking Dothraki, put up to 2 Dothraki "
                    "characters into play from hand or discard pile, knelt and attacking (their "
                    "Renown counts), returned to hand after the challenge"),))
card("15024", "Incinerate",
     inert="lowers the STR of a participating character: the passive opponent never defends, "
           "and lowering its own attacker would only hurt")
card("15033", "Clydas", inert=f"Moves gold from an opponent's gold pool; {NO_OPPONENT} has none.")
card("15039", "Lysa Arryn",
     inert="Removes another card from the game when she is killed: meant for an opponent's "
           "card; on its own it only hurts.")
card("26057", "Lysa Arryn",
     constant(considered_loyal(each(chars("House Arryn")))),
     constant(keywords_of(chars(loyal=True)), when=(cond("initiative_at_most", 0),)),
     note="House Arryn characters (she is one) count as loyal for every filter (rules."
          "in_filter): e.g. Lady Stoneheart's kill, Gendry's renown, The Hollow Hill.")
card("15040", "Tormund Giantsbane",
     reaction(CONTEST_WON, game_op("token_on_self"), when=(cond("source_participating"),)),
     action(strength(2, choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING, state="attacking"), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0),
     action(strength(2, choose(_WILDLING), UNTIL_PHASE),
            keyword("renown", choose(_WILDLING), UNTIL_PHASE),
            costs=(Cost("discard_token", 1),), limit=0, pilot="never"),
     note="Tale tokens on him (state.tokens). The action is two abilities split by the chosen "
          "Wildling only so that the greedy pilot gives renown to an attacker inside a "
          "challenge, never after its challenges. Intimidate is read as a keyword (inert "
          "against a passive opponent).")


def _token_on_self(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """One token on the ability's card in play (Tormund Giantsbane's tale tokens; a card
    carries one kind of token, kept in ``state.tokens``)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        n = state.tokens.get(c, 0) + 1
        state.tokens[c] = n
        play_rules.note(state, "token", c, n)


GAME_OPS["token_on_self"] = _token_on_self

card("15045", "Bribery",
     inert="Kneels (or takes) a character: meant for an opponent's; kneeling its own only "
           "hurts.")
card("17146", "Bribery",
     inert=f"Kneels or takes control of an opponent's character; {NO_OPPONENT} has none.")
card("15048", "The White Swords",
     when_revealed(put_best("hand+discard", chars("Kingsguard"))),
     note="The optional put is always taken: the best Kingsguard character (highest printed "
          "cost) from hand or discard pile.")
card("17156", "At the Palace of Sorrows", constant(setting("set_strength", 3), zone="plot"),
     note="Every character's STR is 3 while this plot is revealed; a set value overrides all "
          "other modifiers [001 §Modifikatoren].")
card("15051", "Loan from the Iron Bank", constant(stat("income", -1), zone="used"),
     note="The printed 10 gold is the plot's income; while it lies in the used pile the "
          "revealed plot's gold is 1 lower (until the used pile returns to the plot deck).")
