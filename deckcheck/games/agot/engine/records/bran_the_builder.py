"""Card records of Bran the Builder (codes 22xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, PHASE_BEGINS, bonus,
    card, chars, constant, forced, game_op, helps, hurts, locations, only, reaction, search, trait,
)
from deckcheck.games.agot.engine.records.words import CHALLENGES_BEGIN, NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, DECK, HAND, PLAY, SHADOWS
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.records import Effect, LEAVES_PLAY
from deckcheck.goldfish.abilities.runtime import Context, Event


# -- Bran the Builder --------------------------------------------------------------------------
card("22030", "The Mad King's Command",
     forced(PHASE_BEGINS, game_op("keep_chosen", 3), when=(CHALLENGES_BEGIN,), zone="plot"),
     note="The player keeps 3 characters, 3 locations, 3 attachments (most power, then "
          "printed cost, then STR) and 3 cards of hand and shadows (highest cost); every "
          "other card goes to the bottom of the deck.")


def _to_bottom(state: AgotState, c: int) -> None:
    """Card c (in play or in hand / shadows) goes to the bottom of its owner's deck."""
    if state.zone[c] == PLAY:
        play_rules.leave_play(state, c, DECK)
        state.draw.remove(c)
        runtime.fire(state, HOOKS, Event(LEAVES_PLAY, c, "deck"))
    else:
        play_rules.take_from(state, c)
    state.draw.insert(0, c)
    state.zone[c] = DECK
    play_rules.note(state, "to_deck", c)


def _keep_chosen(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Mad King's Command: the player keeps up to ``amount`` characters, locations and
    attachments in play (the most power on them, then printed cost, then STR) and up to
    ``amount`` cards of hand and shadows together (the highest printed cost); every other
    card goes to the bottom of the deck (cannot be saved). A kept attachment whose host
    goes returns to hand, as when any card leaves play."""
    t = state.table
    n = eff.amount
    zone = state.zone

    def worth(c: int) -> tuple:
        return (state.card_power.get(c, 0), t.cost[c], play_rules.strength(state, c), -c)

    gone: list[int] = []
    for group in (state.attachments, state.characters, state.locations):
        mine = sorted((c for c in group if zone[c] == PLAY), key=worth, reverse=True)
        gone.extend(mine[n:])
    held = sorted(state.hand + state.shadows, key=lambda c: (t.cost[c], -c), reverse=True)
    gone.extend(held[n:])
    for c in gone:
        if zone[c] in (PLAY, HAND, SHADOWS):
            _to_bottom(state, c)


GAME_OPS["keep_chosen"] = _keep_chosen
card("22002", "Antler Men",
     missing=(helps("1 gold after power is moved to the faction card (twice per round)"),))
card("22003", "Storm's End",
     missing=(hurts("in the challenges phase, characters without a [power] icon cannot stand"),))
card("22004", "Erik Anvil-Breaker",
     missing=(hurts("he does not stand in the standing phase"),),
     note="Intimidate, Pillage and Renown are keywords.")
card("22005", "Fleet from Ten Towers",
     inert="its bonus needs the opponent's reserve value: the passive opponent reveals no plot, "
           "and its STR decides nothing unopposed (Assault and 'No attachments' are keywords).")
card("22007", "Ser Jaime Lannister",
     missing=(hurts("a character entering play in the challenges phase (the player's own ambush) "
                    "is discarded while he stands"),),
     note="Renown is a keyword.")
card("22009", "Lady Whiskers",
     missing=(helps("its host does not kneel to attack in a [power] challenge"),))
card("22010", "Trystane Martell",
     inert="returns a character without icons to hand: only the player's own are in play (Shadow "
           "(2) is a keyword).")
card("22011", "Scorpion Knight",
     inert=f"gains STR when a character loses an icon; {NO_OPPONENT} has none to lose.")
card("22012", "Sunspear",
     missing=(helps("gold on it from [martell] cards entering play, spent in the challenges phase"),))
card("22013", "Samwell Tarly",
     missing=(helps("after a won challenge: draw 1 with reserve 6, 1 power with 8, a stand with 10"),))
card("22015", "First Builder", constant(trait("Builder", ATTACHED_CARD)),
     statics=(only(chars(unique=True)), bonus(icons=("power",))),
     missing=(helps("after a won [power] challenge with a Builder, an attachment or location "
                    "of the top 10 to hand"),))
card("22016", "Bran Stark",
     inert="protects Old Gods characters from kneeling effects and changes the claim on the "
           f"defender's hand; {NO_OPPONENT} has neither.")
card("22017", "Lady",
     missing=(helps("kill her to save another Direwolf card or Sansa Stark leaving play"),))
card("22018", "Winterfell Castle",
     missing=(helps("the most expensive unique [stark] character gains insight and the Old Gods "
                    "trait; Old Gods cards kneel to be saved"),))
card("22019", "Ser Rolly Duckfield",
     missing=(helps("discard a card to save a King or Lord from being killed"),))
card("22020", "Warlock of Qarth",
     inert=f"borrows a character entering an opponent's dead pile; {NO_OPPONENT} has none.")
card("22021", "The Great Pyramid",
     missing=(helps("cards discarded from hand go under it and may be played again"),))
card("22022", "Alla Tyrell",
     missing=(helps("put into play when revealed from hand or deck"),))
card("22024", "Brienne the Blue",
     missing=(helps("+5 STR to a character attacking alone"),))
card("22025", "Zollo the Fat",
     inert=f"takes an opponent's gold; {NO_OPPONENT} gains none.")
card("22026", "King's Landing",
     missing=(helps("kneel King's Landing locations for gold, and draw as they enter play"),))
card("22027", "The Horn of Winter",
     missing=(helps("assault for its host"),),
     note="Its sacrifice blanks a location targeted by assault; the passive opponent has none.")
card("22028", '"Florian and Jonquil"',
     missing=(helps("a cheap unique character gains renown and the Knight trait"),))
card("22029", "Bran the Builder",
     reaction(CONTEST_WON, search(locations(), top=10), zone="plot", limit=2, limit_per="phase"))
