"""Card records of Forgotten Heroes (codes 18xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS
from deckcheck.games.agot.engine.records.dsl import (
    ENTERS_PLAY, EVENT_CARD_T, card, chars, cond, constant, each, game_op, helps, hurts, income,
    keyword, reaction, reserve,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


# -- Forgotten Heroes --------------------------------------------------------------------------
card("18001", "Bonifer the Good",
     constant(keyword("insight", each(chars("The Seven", exclude_faction="neutral")))))
card("18002", "Godry the Giantslayer",
     missing=(helps("STR equal to his gold, more gold for Knight and R'hllor cards (played as 0)"),),
     note="Bestow (1) is a keyword.")
card("18003", "Left-Hand Lucas Codd",
     missing=(helps("1 gold on a card when no defenders are declared (every challenge here)"),),
     note="Stealth is a keyword.")
card("18004", "Cragorn",
     missing=(helps("discard a Raider's gold for an Item or Weapon of the top 10 into play"),),
     note="Bestow (3) is a keyword.")
card("18005", "Ser Addam Marbrand",
     missing=(helps("gold from Armies and Knights entering play returns characters from the "
                    "discard pile to hand"),))
card("18006", "Ser Harys Swyft", statics=(income(1),),
     missing=(helps("moves gold from the pool to cards without gold (twice per round)"),))
card("18007", "Mellario of Norvos",
     missing=(helps("Arianne costs 1 less; +2 STR for Quentyn, insight for Trystane"),))
card("18008", "The Tattered Prince",
     missing=(hurts("returns to shadows after each plot unless 1 of his gold is discarded"),),
     note="Bestow (2), Renown and Shadow (2) are keywords.")
card("18009", "Dywen", statics=(reserve(1),),
     missing=(helps("[thenightswatch] characters with stealth do not kneel to attack in "
                    "[military] challenges"),),
     note="Stealth is a keyword.")
card("18010", "Leathers",
     missing=(helps("a Giant from the deck as he enters play; Wildlings count as [thenightswatch]"),))
card("18011", "Rickard Karstark",
     missing=(helps("a The North location back from the discard pile after a Winter plot"),),
     note="His sacrifice action costs the player as much as the opponent, who has nothing.")
card("18012", "Harwin",
     missing=(helps("discard 1 of his gold to have a character with 2 keywords join a challenge"),),
     note="Bestow (2) is a keyword.")
card("18013", "Reznak mo Reznak",
     missing=(helps("gold when characters are discarded from hand, spent to put them into play"),),
     note="Bestow (3) is a keyword.")
card("18014", "Haldon Halfmaester",
     missing=(helps("after a won challenge, the revealed top card gives gold, a drawn event or "
                    "Aegon"),))
card("18015", "Orton Merryweather",
     missing=(helps("an event back from the discard pile after a Small Council card; a Spy into "
                    "play as he leaves"),))
card("18016", "Ser Emmon Cuy",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT} (Bestow (1) is a keyword).")
card("18017", "Vargo Hoat",
     reaction(ENTERS_PLAY, game_op("card_gold", 1, EVENT_CARD_T), about="mine",
              when=(cond("event_card_bestow"),), limit=2, limit_per="phase"),
     missing=(helps("Action: move 1 gold from him to a character with 2 or less gold; he "
                    "gains its keywords until the end of the phase"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")


def _card_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Each target card in play gains ``amount`` gold from the treasury (Vargo Hoat)."""
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY:
            state.card_gold[c] = state.card_gold.get(c, 0) + eff.amount
            play_rules.note(state, "card_gold", c, eff.amount)


GAME_OPS["card_gold"] = _card_gold
card("18018", "Balerion",
     inert="discards gold from a card: only the player's own have any (Ambush (2) is a keyword; "
           "he cannot be killed).")
card("18019", "Free Companies",
     missing=(hurts("neutral characters without gold get -1 STR"), helps("kneel the faction card to place 1 gold on a card"),))
card("18020", "The Pointy End",
     missing=(hurts("when revealed, a character of the player loses its attachments, or its "
                    "duplicates and power"),))
