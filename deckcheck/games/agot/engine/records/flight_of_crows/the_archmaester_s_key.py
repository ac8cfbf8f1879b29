"""Records of the cards first printed in The Archmaester's Key (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS, HOOKS, characters_in_play
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, KNEEL_SELF,
    LOCATION, NextCostReduction, OPPONENT_ONLY, action, bonus, card, cards, chars, cond, game_op, helps, hurts, only, per, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS,
)
from deckcheck.games.agot.engine.state import AgotState, DECK
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect, LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event


NON_CHARACTER = cards(kinds=(LOCATION, ATTACHMENT))
USED_PLOTS_MAX = 6           # a 7-plot deck has at most 6 plots in its used pile


card("08001", "Archmaester's Key",
     inert=f"plays an event from an opponent's discard pile; {NO_OPPONENT_CARDS}.")
card("08002", "Dreadfort Maester",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("08003", "At Night They Howl",
     missing=(helps("stand every Direwolf character and character with a Direwolf attachment"),))
card("08004", "Septa Nysterica",
     missing=(helps("kneel her to stand an attacking character of STR 4 or lower and remove it "
                    "from the challenge"),))
card("08005", "Oathkeeper", statics=(only(chars()), bonus(strength=2)),
     missing=(helps("sacrificed after a challenge won by 5 STR to search the deck for a "
                    "non-[tyrell] character"),))
card("08006", "Young Builder",
     missing=(helps("discard 1 of its gold to draw 1 after a [thenightswatch] location or "
                    "attachment enters play"),),
     note="Bestow (3) is a keyword.")
card("08007", '"The Rat Cook"',
     inert=f"takes control of a character; {NO_OPPONENT} has none, and the player's own would "
           "only be blanked.")
card("08008", "Queen's Men",
     inert=f"looks at and discards from an opponent's hand; {NO_OPPONENT_CARDS}.")
card("08009", "Traitor to the Crown", statics=(OPPONENT_ONLY,), pilot="never",
     inert="attaches to an opponent's character only: the passive opponent has none")
card("08010", "Maester at the Rock",
     missing=(helps("kneel him to put a [lannister] event just played back on top of the deck"),))
card("08011", "Ashemark",
     inert="returns every cheap character to its owner's hand: only the player's own are in play "
           "(Bestow (3) is a keyword).")
card("08012", "Acolyte of the Waves",
     missing=(helps("1 power when it is killed (by the player's own effects)"),))
card("08013", "Nagga's Ribs",
     missing=(helps("2 STR for dominance per character in the dead pile (the discard pile's "
                    "characters go there)"),))
card("08014", "Daario Naharis",
     missing=(helps("after a won challenge he attacks in, stand another Ally, Companion or "
                    "Mercenary"),),
     note="Renown is a keyword.")
card("08015", "Bloody Arakh",
     missing=(helps("sacrificed after a won [military] challenge for an additional [military] "
                    "challenge"),))
card("08016", "Dorea Sand",
     inert="returns another cheap character to hand: only the player's own are in play.")
card("08017", "The Water Gardens",
     action(per(game_op("own_reduction", 1), "used_plots"), costs=(KNEEL_SELF,),
            when=(cond("reduction_affords", "used_plots"),), phases=("marshaling",)),
     statics=tuple(NextCostReduction(NON_CHARACTER, n, pay="ability")
                   for n in range(1, USED_PLOTS_MAX + 1)),
     missing=(helps("the reduction for an event played or a card ambushed (only marshaled "
                    "locations and attachments are reduced)"),),
     note="X = the plots in the used pile (one reducer per possible X). Used only for a "
          "location or attachment it then marshals.")
card("08018", "Mag the Mighty",
     missing=(hurts("after each challenge he wins, the player must kill one of its characters"),),
     note="Renown is a keyword.")
card("08019", "The Iron Bank",
     missing=(helps("its gold spends in the marshaling phase and grows each income"),))
card("17143", "The Iron Bank",
     missing=(helps("its gold spends in the marshaling phase and grows each income (to 5)"),))
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
