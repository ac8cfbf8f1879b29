"""Records of the cards first printed in At the Gates (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import city_plots
from deckcheck.games.agot.engine.effects import LIMITED, LOCATION
from deckcheck.games.agot.engine.hooks import GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY, KNEEL_SELF,
    SACRIFICE_SELF, action, attachments, cannot, card, chars, cond, constant, draw, each, game_op, helps, hurts, income, locations, reaction, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, HAND
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context
from typing import Any


card("13001", "Alysane Mormont",
     constant(cannot("kneel_to_attack"),
              when=(cond("in_challenge", "military"),
                    cond("controls_only", chars(factions=("stark",))))),
     note="The stealth she gains has nothing to act on against the passive opponent. No "
          "attachments except Weapon is read as a keyword.")
card("13002", "Old Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls_only", chars(factions=("stark",))),)),
     statics=(income(1),),
     note="Offered while every character of the player is [stark]. Limited is a keyword.")
card("13003", "The Knight of Flowers",
     missing=(helps("after a card comes out of shadows, stand a Kingsguard character (twice "
                    "per round)"),),
     note="Shadow (5) and Renown are keywords.")
card("13004", "Gate of the Gods",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls", (chars(), 1)),)),
     statics=(income(1),),
     note="The passive opponent has no character: any character of the player is the strongest in "
          "play. Limited is a keyword.")
card("13005", "Aged Craftsman",
     reaction(ENTERS_PLAY, put_best("deck", locations(factions=("thenightswatch",), max_printed_cost=2),
                                    top=10), about="self"))
card("13006", "Flea Bottom Alley",
     action(put_best("hand", chars(factions=("thenightswatch",), max_printed_cost=3)), draw(1),
            costs=(KNEEL_SELF, SACRIFICE_SELF), phases=("marshaling",)),
     note="Limited is a keyword.")
card("13007", "R'hllor Infiltrator",
     missing=(helps("kneel it in the dominance phase: it goes to the opponent and the player "
                    "gains 1 power"),))
card("13008", "King's Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("count_at_least", ("faction_power", 5)),)),
     statics=(income(1),),
     note="Offered with 5 or more power on the faction card. Limited is a keyword.")
card("13009", "Ser Mandon Moore",
     inert=f"makes an opponent kill or discard; {NO_OPPONENT_CARDS} (Shadow (3) is a keyword).")
card("13010", "Lion Gate", statics=(income(1),),
     missing=(helps("sacrifice it to draw 2 while the player has 2 or more cards in shadows"),),
     note="Limited is a keyword.")
card("13011", "Baelor Blacktyde",
     inert=f"limits an opponent's events; {NO_OPPONENT} plays none.")
card("13012", "Iron Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("first_player"),)),
     statics=(income(1),),
     note="The player is the first player every round here. Limited is a keyword.")
card("13013", "Viserion",
     inert=f"gains intimidate, which kneels a defender; {NO_OPPONENT} has none (Ambush (5) is a "
           "keyword).")
card("13014", "Dragon Gate",
     action(draw(2), costs=(SACRIFICE_SELF,), phases=("challenges",), when=(cond("controls", (attachments(), 2)),)),
     statics=(income(1),),
     note="Offered with 2 or more attachments in play. Limited is a keyword.")
card("13015", "Southron Escort",
     missing=(helps("discard another card from shadows to put it into play from shadows"),))
card("13016", "River Gate", statics=(income(1),),
     missing=(helps("sacrifice it to draw 2 after the player lost 2 challenges this phase"),),
     note="Limited is a keyword.")
card("13017", "Littlefinger",
     missing=(helps("after a character comes out of shadows, up to 3 cards of the hand are "
                    "swapped for new ones"),),
     note="Shadow (6) and Stealth are keywords.")
card("13018", "White Sword Tower", constant(strength(1, each(chars("Kingsguard")))),
     missing=(hurts("without a Kingsguard character the player plays at most 1 event each "
                    "phase"),))
card("13019", "City of Secrets",
     missing=(helps("when revealed: draw 2, then discard 2 unless a City plot is in the used pile"),))
card("13020", "At the Gates", when_revealed(game_op("at_the_gates", 1)),
     note="Fetches the Limited location of printed cost 1 or lower with the most income; it "
          "goes straight into play unless a City plot is in the used pile (Gulltown counts "
          "as one).")


def _economy(t: Any, c: int) -> int:
    """A card's printed income, initiative and reserve modifiers (income first)."""
    return sum(n * w for stat, w in (("income", 100), ("reserve", 10), ("initiative", 1))
               for i, n in t.modifiers.get(stat, ()) if i == c)


def _at_the_gates(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """At the Gates: the best Limited location with printed cost ``amount`` or lower in the
    deck (most income, then reserve, initiative, printed cost) goes to hand - or into play
    when there are no City plot cards in the used pile (and it may enter); then the deck
    is shuffled."""
    t = state.table
    found = [c for c in state.draw if t.kind[c] == LOCATION and t.keywords[c] & LIMITED
             and t.cost[c] <= eff.amount]
    if found:
        entering = [c for c in found if play_rules.may_enter(state, c)]
        put = city_plots(state) == 0 and bool(entering)
        best = max(entering if put else found, key=lambda c: (_economy(t, c), t.cost[c], -c))
        if put:
            put_cards_into_play(state, ctx, eff, [best])
        else:
            state.draw.remove(best)
            play_rules.move_to(state, best, HAND)
            play_rules.note(state, "search", best)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["at_the_gates"] = _at_the_gates
