"""Records of the cards first printed in Oberyn's Revenge (Blood and Gold cycle). Tests in
tests/test_agot_records_blood_and_gold.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import EVENT
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    KNEEL_FACTION, KNEEL_SELF,
    NextCostReduction, UNTIL_PHASE, action, at_end_of, card, chars, choose, cond, event_action,
    game_op, gold, helps, hurts, pay_gold, to_deck, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, DISCARD, HAND
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("06077", "Walder Frey",
     missing=(helps("while he attacks, the other House Frey characters are attacking too"),),
     note="Renown is a keyword.")
card("06078", "Frey Bastard",
     missing=(helps("discard 1 of its gold: 1 power after a challenge won with 2 attacking House "
                    "Frey"),))
card("06079", "Frey Hospitality",
     inert=f"kills characters of the losing opponent; {NO_OPPONENT} has none.")
card("06080", "The Red Wedding",
     inert=f"kills a Lord or Lady of the losing opponent; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
card("06081", "Bran Stark",
     missing=(helps("kneel him to stand a Direwolf that gains a challenge icon"),))
card("06082", "Passing the Black Gate",
     event_action(game_op("arm_reducer"), costs=(KNEEL_FACTION,), phases=("marshaling",),
                  when=(cond("in_hand", chars(factions=("stark",))),)),
     statics=(NextCostReduction(chars(factions=("stark",)), 1, pay="trigger", each=True),),
     note="Each [stark] character marshaled after it this phase costs 1 less.")
card("06083", "Ser Garlan Tyrell",
     missing=(helps("+1 STR per gold on him; +2 STR to a [tyrell] character for 1 of it"),),
     note="Bestow (3) and Renown are keywords.")
card("06084", "Olenna's Machinations",
     missing=(helps("an additional [power] challenge this phase; it returns to hand after an "
                    "[intrigue] challenge won by 5"),))
card("06085", "Defender of the Wall",
     inert=f"+2 STR while defending; {NO_OPPONENT} never attacks.")
card("06086", "Mutiny At Craster's Keep",
     inert=f"Sacrifices the player's own character to discard an opponent's; {NO_OPPONENT} "
           "has none.")
card("06087", "Stannis's Cavalry",
     inert=f"keeps an opponent's characters from standing; {NO_OPPONENT} has none (Bestow (8) is "
           "a keyword).")
card("06088", "Northern Encampment", action(gold(2), costs=(KNEEL_SELF,), phases=("marshaling",)),
     missing=(hurts("it does not stand in the standing phase unless the player won "
                    "dominance"),),
     note="Limited is a keyword.")
card("06089", "Kayce Merchant",
     missing=(helps("after income, discard 1 of its gold to gain 2"),))
card("06090", "A Task For Every Tool",
     event_action(put_best("hand", chars(factions=("lannister",), max_printed_strength=2)),
                  phases=("challenges",)))
card("06091", "Nute the Barber",
     inert=f"reacts to pillage and the losing opponent's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage is a keyword).")
card("06092", "Iron Victory",
     missing=(helps("+1 STR to Victarion Greyjoy per power; 1 power to a saved [greyjoy] "
                    "character"),))
card("06093", "Irri",
     missing=(helps("discard 1 of her gold to stand a Lord or Lady"),))
card("06094", "Overthrowing the Masters",
     inert=f"removes a defending character; {NO_OPPONENT} never defends.")
card("06095", "The Red Viper",
     inert=f"takes weak defenders' STR out; {NO_OPPONENT} never defends (Renown is a keyword).")
card("06096", "Dornish Revenge",
     inert=f"forces a defender of the opponent; {NO_OPPONENT} has none.")
card("06097", "Begging Brother",
     inert="Cancels a triggered character ability: the passive opponent has none. "
           "(Bestow is read as a keyword.)")
card("06098", "Flea Bottom",
     action(game_op("put_for_challenge", target=choose(chars(max_printed_cost=3),
                                                       zone="discard")),
            at_end_of(UNTIL_PHASE, to_deck(choose(chars(max_printed_cost=3), zone="discard"))),
            costs=(pay_gold(1), KNEEL_SELF), phases=("challenges",)),
     note="Used for a character that can make a challenge still open; at the end of the "
          "phase it goes to the bottom of the deck.")
card("17142", "Flea Bottom",
     missing=(helps("kneel it and discard 1 of its gold to put a cheap character from the discard "
                    "pile into play"),),
     note="Bestow (3) is a keyword.")
card("06099", "The Iron Bank Will Have Its Due",
     missing=(helps("return a character to hand for gold equal to its printed cost"),))
card("06100", "Wheels Within Wheels", when_revealed(game_op("wheels", 10)),
     note="Of the events among the top 10, one the pilot can play (highest printed cost) goes "
          "to hand, the others to the discard pile.")


def _wheels(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Wheels Within Wheels: the events among the top ``amount`` cards are revealed; one goes
    to hand (one the records let the pilot play, then the highest printed cost), the others
    to the discard pile; then the deck is shuffled."""
    t = state.table
    top = state.draw[::-1][:eff.amount]
    events = [c for c in top if t.kind[c] == EVENT]
    if events:
        def playable(c: int) -> bool:
            return any(getattr(ab, "pilot", "always") != "never" for ab in t.abilities[c])
        keep = max(events, key=lambda c: (playable(c), t.cost[c], -top.index(c)))
        for c in events:
            state.draw.remove(c)
            play_rules.move_to(state, c, HAND if c == keep else DISCARD)
        play_rules.note(state, "search", keep)
    state.rng = rng.shuffle(state.rng, state.draw)


GAME_OPS["wheels"] = _wheels
