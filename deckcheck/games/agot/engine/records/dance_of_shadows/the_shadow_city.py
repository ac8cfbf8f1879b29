"""Records of the cards first printed in The Shadow City (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import marks_of
from deckcheck.games.agot.engine.effects import EVENT
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_OPS, HOOKS,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, CHARACTER, ENTERS_PLAY, KNEEL_SELF, LEAVES_PLAY, LOCATION, PHASE_BEGINS,
    PHASE_ENDS, THIS, UNTIL_PHASE, action, cannot, card, chars, choose,
    cond, constant, draw, event_action, forced, game_op, gold, helps, hurts, icon,
    income, keyword, phase_is, reaction, stand, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, TEMPORARY, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, DECK, HAND, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context, Event
from deckcheck.games.agot.engine.records.dance_of_shadows.shared import (
    ONCE_THIS_PHASE,
)


card("11001", "Varamyr Sixskins",
     reaction(PHASE_BEGINS, icon("intrigue", THIS, UNTIL_PHASE),
              keyword("insight", THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, icon("power", THIS, UNTIL_PHASE), keyword("stealth", THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, keyword("intimidate", THIS, UNTIL_PHASE),
              strength(2, THIS, UNTIL_PHASE), when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     reaction(PHASE_BEGINS, strength(5, THIS, UNTIL_PHASE),
              when=(phase_is("challenges"), ONCE_THIS_PHASE)),
     note="One mode per phase (Eagle, Cat, Wolf, Bear - the pilot takes the first, Eagle: an "
          "intrigue icon and insight). The animal traits are not given.")
card("11002", "Bolton Flayer",
     missing=(hurts("at the end of the challenges phase the player kills its cheapest character "
                    "(cannot be saved)"),),
     note="Shadow (2) is a keyword.")
card("11003", "Northern Armory",
     action(stand(choose(chars(factions=("stark",)), state="knelt")), costs=(KNEEL_SELF,)),
     constant(cannot("stand")), statics=(income(1),))
card("11004", "Scheming Septon",
     action(draw(1), gold(2), game_op("self_to_deck_top"), phases=("challenges",),
            limit_per="phase"),
     note="Once per phase, in the challenges phase only. The greedy pilot "
          "uses it after its challenges: a card now, 2 gold for Ambush or events, and Septon "
          "is the next card drawn. Shadow (2) is read as a keyword.")


def _self_to_deck_top(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The ability's card leaves play to the top of the draw deck (Scheming Septon)."""
    c = ctx.source
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        play_rules.note(state, "to_deck_top", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


GAME_OPS["self_to_deck_top"] = _self_to_deck_top

card("11005", "Margaery's Influence",
     missing=(helps("kneel it and pay 1 gold to stand its participating host and remove it from "
                    "the challenge"),))
card("11006", "Janos Slynt",
     missing=(hurts("after he comes out of shadows, the player sacrifices a [thenightswatch] "
                    "character"),),
     note="Shadow (0) is a keyword.")
card("11007", "Fresh Recruits",
     missing=(helps("a Ranger, a Builder and a Steward character from the deck to hand"),))
card("11008", "Shadow Priestess",
     inert=f"kneels a character without attachments; {NO_OPPONENT} has none (Shadow (3) is a "
           "keyword).")
card("11009", "Stormlands Fiefdom", statics=(income(1),),
     note="Its action moves power from the player's own card to its faction card: no total "
          "changes.")
card("11010", "Ser Robert Strong",
     inert=f"kills a kneeling character; {NO_OPPONENT} has none (Shadow (5) is a keyword).")
card("11011", "Beneath the Bridge of Dream",
     missing=(helps("the revealed plot's gold +2 for the round"), hurts("the plot is chosen at random from the reshuffled plot deck")))
card("11012", "Nighttime Marauders",
     inert=f"Its reaction discards from an opponent's hand; {NO_OPPONENT} has none. (Pillage "
           "and Shadow are keywords.)")
card("17104", "Nighttime Marauders",
     inert=f"discards from an opponent's hand; {NO_OPPONENT_CARDS} (Pillage and Shadow (3) are "
           "keywords).")
card("11013", "Seize the Initiative",
     inert="makes the player first player: it is already, every round here.")
card("11014", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary")), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while Aegon is "
                    "still in play"),),
     note="The best Army or Mercenary character of the deck comes into play until the end of "
          "the phase, then goes to hand (coming out of shadows in the marshaling phase, this "
          "is a search to hand with its enters-play triggers).")
card("17172", "Aegon Targaryen",
     reaction(ENTERS_PLAY, put_best("deck", chars("Army", "Mercenary"), top=10), TEMPORARY,
              about="self"),
     forced(PHASE_ENDS, game_op("return_marked"), when=(cond("marked"),)),
     missing=(hurts("the card returns to hand at the end of the phase only while it is "
                    "still in play (not modeled apart)"),),
     note="The best Army or Mercenary of the top 10 comes into play until the end of the "
          "phase, then goes to hand. Shadow (3) is a keyword.")


def _return_marked(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Return to hand every card in play this ability's card marked (Aegon Targaryen: "at the
    end of the phase, if that card is still in play, return it to your hand")."""
    marked = [c for c in marks_of(state, ctx.source) if c >= 0 and state.zone[c] == PLAY]
    EFFECTS["return_to_hand"](state, ctx, eff, marked)


GAME_OPS["return_marked"] = _return_marked

card("11015", "Unexpected Return",
     event_action(put_best("discard", chars()), phases=("challenges",)),
     note="The most expensive character of the discard pile comes back.")
card("11016", "Ser Gerris Drinkwater",
     missing=(helps("out of shadows, a plot of the plot deck switches with one of the used pile"),),
     note="Renown and Shadow (5) are keywords.")
card("11017", "The Shadow City",
     missing=(helps("cards cost 1 less to marshal into shadows; kneel it and discard a card from "
                    "shadows to draw 2"),))
card("11018", "Nefarious Acolyte",
     inert=f"blanks a plot: the player's own only, and {NO_OPPONENT} reveals none (Shadow (2) is "
           "a keyword).")
card("11019", "Burning the Dead", event_action(draw(1)),
     note="Removing the non-unique characters of the dead piles is not modeled: only "
          "cards that bring characters back from the dead pile would miss them.")
card("11020", "Exchange of Information", when_revealed(game_op("exchange_info", 10)),
     note="The opponent chooses which revealed cards the player gets: the least valuable "
          "character, location, attachment and event of the top 10 (one of each type).")


def _exchange_info(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Exchange of Information: of the top ``amount`` cards, one character, one location,
    one attachment and one event go to hand, chosen by the opponent - the least valuable of
    each type (``AgotHooks.pick``); then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    for kind in (CHARACTER, LOCATION, ATTACHMENT, EVENT):
        options = [c for c in top if t.kind[c] == kind]
        if options:
            c = HOOKS.pick(state, ctx, None, options)
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND)
            play_rules.note(state, "search", c)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["exchange_info"] = _exchange_info
