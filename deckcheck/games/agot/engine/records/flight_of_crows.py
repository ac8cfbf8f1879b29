"""Card records of the Flight of Crows: The Archmaester's Key, Journey to Oldtown, Kingsmoot,
Favor of the Old Gods, The Faith Militant, Someone Always Tells."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS, HOOKS, characters_in_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, CHARACTER, DrawCards, ENTERS_PLAY, KNEEL_SELF, LOCATION, NextCostReduction,
    OPPONENT_ONLY, PHASE_BEGINS, UNTIL_PHASE, action, cannot, card, cards, chars, choose, cond,
    constant, each, event_action, event_reaction, game_op, gold, helps, hurts, income, keyword,
    per, phase_is, reaction, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import CANCEL, CHALLENGES_BEGIN
from deckcheck.games.agot.engine.state import AgotState, DECK
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect, LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event

NON_CHARACTER = cards(kinds=(LOCATION, ATTACHMENT))
USED_PLOTS_MAX = 6           # a 7-plot deck has at most 6 plots in its used pile


# -- The Archmaester's Key ---------------------------------------------------------------------
card("08009", "Traitor to the Crown", statics=(OPPONENT_ONLY,), pilot="never",
     inert="attaches to an opponent's character only: the passive opponent has none")
card("08017", "The Water Gardens",
     action(per(game_op("own_reduction", 1), "used_plots"), costs=(KNEEL_SELF,),
            when=(cond("reduction_affords", "used_plots"),), phases=("marshaling",)),
     statics=tuple(NextCostReduction(NON_CHARACTER, n, pay="ability")
                   for n in range(1, USED_PLOTS_MAX + 1)),
     missing=(helps("the reduction for an event played or a card ambushed (only marshaled "
                    "locations and attachments are reduced)"),),
     note="X = the plots in the used pile (one reducer per possible X). Used only for a "
          "location or attachment it then marshals.")
card("08020", "Valar Dohaeris", when_revealed(game_op("valar")),
     note="The player keeps the characters (total printed cost 10 or lower) holding the most "
          "power, then the most cost; the rest go to the bottom of the deck.")


VALAR_COST = 10


def _valar(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Valar Dohaeris: keep the characters with a total printed cost of 10 or lower that
    hold the most power (then the most printed cost, then the most cards); the others go
    to the bottom of the deck."""
    chars = characters_in_play(state)
    t = state.table
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for c in chars:
        value = state.card_power.get(c, 0) * 10000 + t.cost[c] * 100 + 1
        for weight, (v, keep) in list(best.items()):
            w = weight + t.cost[c]
            if w <= VALAR_COST and (w not in best or v + value > best[w][0]):
                best[w] = (v + value, keep + (c,))
    kept = set(max(best.values())[1])
    for c in chars:
        if c in kept:
            continue
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        state.draw.insert(0, c)                 # the bottom of the deck
        play_rules.note(state, "to_deck", c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))


GAME_OPS["valar"] = _valar


# -- Journey to Oldtown ------------------------------------------------------------------------
card("08024", "Oldtown", action(game_op("guess_top_kind", 1), costs=(KNEEL_SELF,), limit=0),
     note="Names the card type most common in what is left of the deck.")


def _guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Oldtown: name the card type most common among the cards left in the draw deck (the
    player knows its deck list), reveal the top card; if it has that type, draw it and gain
    ``amount`` power for the faction."""
    if not state.draw:
        return
    kind = state.table.kind
    counts: dict[int, int] = {}
    for c in state.draw:
        counts[kind[c]] = counts.get(kind[c], 0) + 1
    named = max(counts, key=lambda k: (counts[k], -k))
    top = state.draw[-1]
    play_rules.note(state, "reveal_top", top)
    if kind[top] == named:
        play_rules.draw(state, 1)
        play_rules.gain_power(state, eff.amount, why="ability")


def _can_guess_top_kind(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(state.draw)


GAME_OPS["guess_top_kind"] = _guess_top_kind
GAME_CHECKS["guess_top_kind"] = _can_guess_top_kind

card("08036", "Change of Plans",
     inert="Reacts to losing a challenge: the passive opponent never attacks, and the "
           "player's own challenge is won unopposed or, with 0 STR, won by nobody [001 "
           "§Herausforderungen gewinnen]; so it never loses one.")
card("08038", "Gates of the Moon", statics=(income(2),),
     note="The +1 gold for each opponent's plot is inert (the passive opponent reveals none).")

# -- Kingsmoot ---------------------------------------------------------------------------------
card("08044", "The Bounty of Highgarden", event_action(gold(5)),
     note="Limited: no other Limited card may be marshaled or played that round.")

# -- Favor of the Old Gods ---------------------------------------------------------------------
card("08069", "Ser Balon Swann",
     reaction(ENTERS_PLAY, gold(2), about="mine",
              when=(cond("event_card", chars("Knight", exclude_faction="lannister")),),
              limit=1, limit_per="phase"),
     note="Renown is read as a keyword.")
card("08080", "The King in the North",
     constant(cannot("trigger", each(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT)))),
              when=(cond("controls", (chars("King"), 1), negate=True),), zone="plot"),
     note="Without a King character (printed trait) the player's characters, locations and "
          "attachments cannot trigger their abilities (actions, reactions, interrupts, forced "
          "ones) nor kneel for their cost reductions; constant abilities and events work. "
          "(A 'draw N' written as a static, DrawCards, would not be stopped: only plots use "
          "one.)")

# -- The Faith Militant ------------------------------------------------------------------------
card("08082", "I Am No One",
     event_reaction(PHASE_BEGINS, keyword("insight", choose(chars(max_printed_cost=3)),
                                          UNTIL_PHASE),
                    cannot("kneel_to_attack", choose(chars(max_printed_cost=3)), UNTIL_PHASE),
                    when=(CHALLENGES_BEGIN,)),
     missing=(hurts("the character loses its faction affiliations and traits (cards "
                    "counting [stark] characters or traits still count it)"),),
     note="Played as the challenges phase begins (its first action window): the character "
          "gains insight and does not kneel to attack until the phase ends. Stealth has "
          "nothing to bypass here.")
card("17127", "I Am No One",
     *(event_reaction(PHASE_BEGINS, keyword("insight", choose(who, state="standing"), UNTIL_PHASE),
                      cannot("kneel_to_attack", choose(who, state="standing"), UNTIL_PHASE),
                      when=(phase_is("challenges"),))
       for who in (chars(names=("Arya Stark",)), chars(unique=True, max_printed_cost=3))),
     missing=(hurts("the character loses its faction affiliations and Traits until the end "
                    "of the phase"),),
     note="Played as the challenges phase begins (an action before the first challenge): "
          "a standing Arya Stark or unique character of printed cost 3 or lower gains insight "
          "and does not kneel when declared as an attacker.")

# -- Someone Always Tells ----------------------------------------------------------------------
card("08111", "Saltcliffe Sailor",
     inert="stealth for characters with gold, and moving its gold to a non-[greyjoy] "
           "character: the passive opponent never defends, and gold on a card does nothing "
           "else here (Bestow is read as a keyword)")
card("08115", "Host of the Boneway", constant(per(strength(1), "used_plots")),
     note="Intimidate and No attachments are read as keywords.")
card("08116", "Someone Always Tells", inert=CANCEL)
card("08120", "You Win Or You Die", statics=(DrawCards("reveal", 2),))
