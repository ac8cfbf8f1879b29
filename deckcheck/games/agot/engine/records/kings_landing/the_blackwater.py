"""Records of the cards first printed in The Blackwater (King's Landing cycle). Tests in
tests/test_agot_records_kings_landing.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, KNEEL_FACTION, Target, bonus,
    card, chars, cond, constant, event_action,
    game_op, helps, hurts, only, reaction, search, trait,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect, PLAYER
from deckcheck.goldfish.abilities.runtime import Context


card("13080", "City of Spiders",
     missing=(helps("when revealed, the when revealed ability of a City plot of the used pile "
                    "again"),))
card("13081", "Smallfolk Mob",
     missing=(helps("sacrifice a unique [stark] character to put it into play from shadows"),))
card("13082", "Shadow of the North",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Shadow (1) is a keyword).")
card("13083", "Highgarden Jester",
     missing=(hurts("after its insight draws, a card of the hand goes back on top of the deck"),),
     note="Insight is a keyword.")
card("13084", "Shadow of the Rose",
     missing=(helps("a card with shadow from the top 10 into shadows; back to hand under Summer"),))
card("13086", "Bound for the Wall",
     inert=f"Takes a character from the losing opponent's deck; {NO_OPPONENT} has none.")
card("17121", "Bound for the Wall",
     inert=f"takes cards from the losing opponent's deck; {NO_OPPONENT} has none.")
card("13087", "Ser Preston Greenfield",
     inert=f"moves the losing opponent's power; {NO_OPPONENT} has none (Shadow (4) is a keyword).")
card("13088", "Blackwater Rush",
     missing=(helps("kneel it after a card comes out of shadows: 1 power on a [baratheon] "
                    "character"),))
card("13089", "Tyrion Lannister",
     missing=(helps("after a card comes out of shadows, another card goes into shadows with "
                    "shadow (its cost)"),),
     note="Shadow (5) and Insight are keywords.")
card("13090", "A Very Large Shadow",
     missing=(helps("the next card out of shadows costs 3 less"),))
card("13091", "Maester Kerwin",
     missing=(helps("kill him to save another character"),))
card("13092", '"The Bloody Cup"',
     inert=f"Places a character of the losing opponent on its deck; {NO_OPPONENT} has none.")
card("13093", "Covert Loyalist",
     missing=(helps("discard an expensive [targaryen] card to put it into play from shadows"),))
card("13094", "Music of Dragons",
     event_action(search(chars("Dragon")), phases=("challenges",),
                  when=(cond("deck_has", chars("Dragon")),)))
card("13095", "Dagos Manwoody",
     missing=(helps("renown and stealth with 5 different traits among the used plots"),))
card("13096", "The Mountain's Skull",
     statics=(only(chars()), bonus(strength=2, keywords=("renown",))),
     note=f"Its reaction follows an opponent's character being killed; {NO_OPPONENT} has none.")
card("13097", "Sparrows",
     inert=f"Moves power from an opponent's faction card; {NO_OPPONENT} has none. (Shadow is "
           "a keyword.)")
card("13098", "White Cloak", constant(trait("Kingsguard", ATTACHED_CARD)),
     statics=(only(chars("Knight")),),
     missing=(helps("kneel its host to save a King or Queen from being killed"),))
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
