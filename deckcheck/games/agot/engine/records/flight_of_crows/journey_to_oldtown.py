"""Records of the cards first printed in Journey to Oldtown (Flight of Crows cycle). Tests in
tests/test_agot_records_flight_of_crows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_CHECKS, GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, KNEEL_SELF,
    action, card, cards, chars, cond, constant, each, game_op, helps, income, keyword, reaction,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, NO_OPPONENT_CARDS, named, reveal_top_draw_if,
)
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("08021", "Maege Mormont",
     reaction(CONTEST_WON, reveal_top_draw_if(cards(factions=("stark",))),
              when=(cond("event_cards_include", chars("House Mormont")),)),
     note="Renown is a keyword.")
card("08022", "The House of Black and White",
     inert=f"kills a character; {NO_OPPONENT} has none (Bestow (10) is a keyword).")
card("08023", "Brightwater Knight",
     missing=(helps("discard 1 of its gold: the next Knight costs 2 less"),),
     note="Bestow (3) is a keyword.")
card("08024", "Oldtown", action(game_op("guess_top_kind", 1), costs=(KNEEL_SELF,), limit=0),
     note="Names the card type most common in what is left of the deck.")
card("17175", "Oldtown",
     missing=(helps("name a cardtype: a matching top card is drawn for 1 power"),))


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

card("08025", "Dareon",
     inert=f"moves gold from an opponent; {NO_OPPONENT} has none.")
card("08026", "Journey to Oldtown",
     inert="removes one of the player's characters from the game for a round: it only shields it "
           "from an opponent's plot.")
card("08027", "Devan Seaworth",
     missing=(helps("after winning dominance, his gold buys a location from the deck"),),
     note="Bestow (3) is a keyword.")
card("08028", "Stannis's Wrath",
     inert=f"kneels a character; {NO_OPPONENT} has none.")
card("08029", "Black Ears",
     missing=(helps("2 gold: into play from hand after a character is killed (the player's own)"),))
card("08030", "Kingslayer",
     inert=f"kills a character with 2 or more power; {NO_OPPONENT} has none, and the player's own "
           "only hurts.")
card("08031", "Tris Botley",
     inert=f"removes a card of an opponent's discard pile; {NO_OPPONENT_CARDS} (Pillage is a "
           "keyword).")
card("08032", "Black Wind", constant(keyword("renown", each(named("Asha Greyjoy")))),
     note=f"Its draw follows pillage discarding from the opponent's deck; {NO_OPPONENT} has "
          "none.")
card("08033", "Stormcrows",
     inert=f"lowers characters' STR; {NO_OPPONENT} has none (Bestow (5) is a keyword).")
card("08034", "Consuming Flames",
     inert="lowers a participant's STR to kill it: only the player's own participate.")
card("08035", "Arianne Martell",
     inert=f"returns a weaker character to hand; {NO_OPPONENT} has none (Insight is a keyword).")
card("08036", "Change of Plans",
     inert="Reacts to losing a challenge: the passive opponent never attacks, and the "
           "player's own challenge is won unopposed or, with 0 STR, won by nobody [001 "
           "§Herausforderungen gewinnen]; so it never loses one.")
card("08037", "Thoros of Myr",
     missing=(helps("kneel him and discard 1 of his power to save another non-loyal character"),),
     note="Renown is a keyword.")
card("08038", "Gates of the Moon", statics=(income(2),),
     note="The +1 gold for each opponent's plot is inert (the passive opponent reveals none).")
