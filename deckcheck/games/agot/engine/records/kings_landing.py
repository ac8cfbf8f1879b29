"""Card records of the King's Landing: At the Gates, City of Secrets, Pit of Snakes, Beneath the
Red Keep, The Blackwater, Long May He Reign."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.conditions import city_plots
from deckcheck.games.agot.engine.effects import LIMITED, LOCATION
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, ENTERS_PLAY, EachCostReduction, KNEEL_FACTION, KNEEL_SELF, THIS,
    Target, action, attachments, bonus, cannot, card, chars, choose, cond, constant, discard,
    draw, each, game_op, gold, helps, hurts, initiative, kneel, locations, one_of, only,
    pay_gold, put_into_play, reaction, stand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, HAND, PLAY
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect, PLAYER
from deckcheck.goldfish.abilities.runtime import Context
from typing import Any


# -- At the Gates ------------------------------------------------------------------------------
card("13001", "Alysane Mormont",
     constant(cannot("kneel_to_attack"),
              when=(cond("in_challenge", "military"),
                    cond("controls_only", chars(factions=("stark",))))),
     note="The stealth she gains has nothing to act on against the passive opponent. No "
          "attachments except Weapon is read as a keyword.")
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


# -- City of Secrets ---------------------------------------------------------------------------
card("13032", "Nightflyer", statics=(initiative(1),),
     note="Shadow (X) is brought out for X = 0 here; the location it could then discard "
          "would be one of the player's own, so the reaction is not modeled (it only hurts).")
card("13034", "Shadow of the East",
     inert="discards an attachment: only the player's own could be chosen, which only hurts "
           "(Shadow (0) is read as a keyword)")
card("13040", "A City Besieged",
     replace(when_revealed(kneel(choose(locations(), state="standing"))),
             when=(cond("used_plot_trait", "city", negate=True),)),
     note="Only the player has locations: one of its own kneels. With a City plot in the "
          "used pile the text says 'up to 2', and the player chooses none.")

# -- Pit of Snakes -----------------------------------------------------------------------------
card("13044", "Unexpected Guile",
     statics=(only(chars(shadow=True)), bonus(strength=2, keywords=("insight",))),
     missing=(hurts("Forced Interrupt: when a challenge its character takes part in ends, "
                    "both return to shadows (and must be brought out again)"),),
     note="'You control' is the only possibility here. Shadow is a keyword.")

# -- Beneath the Red Keep ----------------------------------------------------------------------
card("13070", "Tunnels of the Red Keep",
     inert="Its +STR lasts until the end of the phase: STR does not decide an unopposed "
           "challenge, and dominance is counted before any action window of its phase; "
           "returning itself to shadows only costs gold to bring it back. (Shadow is a "
           "keyword.)")
card("13079", "Kingdom of Shadows", statics=(EachCostReduction(chars(), -1),),
     missing=(helps("the first character brought out of shadows each round costs 2 less "
                    "(the greedy pilot uses no shadows)"),),
     note="Characters marshaled from hand cost 1 more (duplicates stay free; setup, ambush "
          "and shadows are not marshaling). Including shadow characters of any faction is a "
          "deck-building rule.")

# -- The Blackwater ----------------------------------------------------------------------------
card("13086", "Bound for the Wall",
     inert=f"Takes a character from the losing opponent's deck; {NO_OPPONENT} has none.")
card("13092", '"The Bloody Cup"',
     inert=f"Places a character of the losing opponent on its deck; {NO_OPPONENT} has none.")
card("13097", "Sparrows",
     inert=f"Moves power from an opponent's faction card; {NO_OPPONENT} has none. (Shadow is "
           "a keyword.)")
card("13099", "The White Book",
     reaction(CONTEST_WON,
              game_op("stand_event_cards", target=Target(PLAYER, chars("Kingsguard"))),
              when=(cond("controls", (chars("King", "Queen"), 1)),), costs=(KNEEL_FACTION,),
              zone="agenda"),
     note="With a King or Queen the player stands its participating Kingsguard after a won "
          f"challenge; standing the defending ones does nothing ({NO_OPPONENT} never attacks). "
          "The Kingsguard inclusion rules are deck-building rules.")


def _event_cards_to_stand(state: AgotState, ctx: Context, eff: Effect) -> list[int]:
    if ctx.event is None:
        return []
    matches = state.table.filter_sets.get(eff.target.filter)
    return [c for c in ctx.event.cards if state.zone[c] == PLAY and c in state.knelt
            and (matches is None or c in matches)]


def _stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the triggering event's cards (the attackers of a won challenge) that match the
    filter of the effect's target (``Target(PLAYER, filter)``) - The White Book."""
    EFFECTS["stand"](state, ctx, eff, _event_cards_to_stand(state, ctx, eff))


def _can_stand_event_cards(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_event_cards_to_stand(state, ctx, eff))


GAME_OPS["stand_event_cards"] = _stand_event_cards
GAME_CHECKS["stand_event_cards"] = _can_stand_event_cards


# -- Long May He Reign -------------------------------------------------------------------------
card("13103", "The Queen's Retinue",
     action(put_into_play(THIS), when=(cond("shadow_ready"),), zone="shadows", limit=0),
     note=f"Each opponent draws 2 cards: nothing for {NO_OPPONENT}. Only a card placed in "
          "shadows in an earlier round comes out (the greedy pilot places none there).")
card("13114", "Mercenary Contract",
     reaction(CONTEST_WON, stand(ATTACHED_CARD), costs=(pay_gold(1), KNEEL_SELF),
              when=(cond("host_participating"),)),
     statics=(only(chars()),),
     missing=(helps("the attached character gains the Mercenary trait (traits are printed "
                    "ones in the engine)"),))
card("13118", "Valyrian Steel",
     reaction(ENTERS_PLAY, draw(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     reaction(ENTERS_PLAY, gold(1), about="mine", when=(cond("event_card", attachments()),),
              costs=(one_of(3),), zone="agenda"),
     missing=(helps("Action: kneel the faction card and pay X to put an attachment with "
                    "printed cost X into play from hand (outside the marshaling phase)"),),
     note="Either a card or 1 gold per attachment entering play (3 times per round); the "
          "pilot takes the card. The deck size and one copy per attachment are deck-building "
          "rules.")
card("13120", "Expose Duplicity", when_revealed(discard(each(None, zone="shadows"))),
     note="The player's own cards in shadows are discarded (the opponent has none).")
