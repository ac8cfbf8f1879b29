"""Card records of Fury of the Storm (codes 14xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_DECLARED, KNEEL_SELF, MARSHALED, UNTIL_PHASE, action, at_end_of,
    attachments, card, chars, choose, cond, constant, discard, forced, game_op, helps, only,
    reaction, search, strength,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS, put_best
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


# -- Fury of the Storm -------------------------------------------------------------------------
card("14011", "Ser Imry Florent",
     inert=f"He dies and locations are sacrificed so that an opponent kneels characters; "
           f"{NO_OPPONENT} has none.")
card("14012", "Red Priest",
     inert="looks at an opponent's hand and removes a card from it: " + NO_OPPONENT_CARDS)
card("14020", "Azor Ahai Reborn",
     forced(CONTEST_DECLARED, game_op("host_joins"),
            when=(cond("event_cards_include", chars("R'hllor")),)),
     statics=(only(chars(unique=True)),),
     note="The attached character participates (knelt or standing) in each challenge an "
          "R'hllor character of the player attacks in. Terminal is read as a keyword.")


def _host_joins(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The attachment's host counts as participating on the attacking side of the challenge
    being resolved, knelt or not (its STR counts, its Renown / Insight apply) - Azor Ahai
    Reborn."""
    host = state.parent.get(ctx.source, -1)
    if state.challenge >= 0 and host >= 0 and state.zone[host] == PLAY \
            and host not in state.attackers:
        state.attackers.append(host)
        play_rules.note(state, "joins", host)


def _can_host_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    host = state.parent.get(ctx.source, -1)
    return state.challenge >= 0 and host >= 0 and host not in state.attackers


GAME_OPS["host_joins"] = _host_joins
GAME_CHECKS["host_joins"] = _can_host_join

card("14022", "Warhammer",
     constant(strength(2, ATTACHED_CARD),
              when=(cond("attached_to", chars(max_printed_strength=4)),)),
     statics=(only(chars()),),
     note=f"A host of printed STR 5 or more gains intimidate: nothing to kneel against "
          f"{NO_OPPONENT}.")
card("14028", "Lionstar",
     action(game_op("put_for_challenge",
                    target=choose(chars(factions=("lannister",), max_printed_cost=4),
                                  zone="hand")),
            at_end_of(UNTIL_PHASE, discard(choose(chars(factions=("lannister",),
                                                        max_printed_cost=4), zone="hand"))),
            costs=(KNEEL_SELF,), phases=("challenges",)),
     missing=(helps("the action in other phases (e.g. a character for its enter-play "
                    "ability)"),),
     note="Used in the challenges phase for a character that can make a challenge still "
          "open; it is discarded at the end of the phase.")
card("14033", "She-Bear",
     reaction(MARSHALED,
              put_best("hand", chars(factions=("stark",), max_printed_cost=3),
                       attachments(factions=("stark",), max_printed_cost=3)),
              about="self"),
     note="Puts the best [stark] character or attachment of printed cost 3 or lower from hand "
          "into play (an attachment onto its first legal host).")
card("14042", "The Hollow Hill",
     action(search(chars(loyal=False), top=10), costs=(KNEEL_SELF,),
            when=(cond("controls", (chars(loyal=True), 1), negate=True),),
            phases=("dominance",)))
