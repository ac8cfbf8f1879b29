"""Card records of Hear My Words (codes 20xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_OPS, HOOKS
from deckcheck.games.agot.engine.records.dsl import (
    Cost, PHASE_ENDS, THIS, UNTIL_PHASE, action, at_end_of, card, chars, choose, cond, discard,
    draw, each, event_action, forced, game_op, helps, hurts, kill, phase_is, put_into_play,
    to_hand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import LOYAL
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect, STOOD
from deckcheck.goldfish.abilities.runtime import Context


# -- Hear My Words -----------------------------------------------------------------------------
card("20015", "Burning Bright",
     event_action(game_op("put_for_challenge", target=choose(chars("Army", "Knight"),
                                                             zone="discard")),
                  at_end_of(UNTIL_PHASE, discard(choose(chars("Army", "Knight"),
                                                        zone="discard"))),
                  phases=("challenges",)),
     missing=(helps("the action in other phases (e.g. a character for its enter-play "
                    "ability)"),),
     note="Played in the challenges phase for a character that can make a challenge still "
          "open; it is discarded at the end of the phase.")
card("20041", "Lady Stoneheart",
     # the House Frey one first: it applies only while no loyal character is in play, so the
     # kill of the loyal one cannot open it afterwards
     forced(PHASE_ENDS, kill(choose(chars("House Frey"))),
            when=(phase_is("challenges"), cond("controls", (LOYAL, 1), negate=True))),
     forced(PHASE_ENDS, kill(choose(LOYAL)), when=(phase_is("challenges"),)),
     action(put_into_play(THIS), costs=(Cost("discard_power_from", 1, each(chars("Brotherhood"))),),
            zone="dead", phases=("dominance",), limit=0),
     note="The player kills its own cheapest loyal character (a House Frey one when it has no "
          "loyal character; with both, the loyal one dies even if the House Frey one is "
          "cheaper). From the dead pile she comes back for 1 power from a Brotherhood "
          "character (the one with the most); kiss tokens are placed by no card here.")
card("20045", "Shagwell",
     missing=(helps("while a character with gold has a keyword, each Fool character with gold "
                    "(he is one) gains it"),),
     note="Bestow is a keyword (the greedy pilot bestows no gold).")
card("20051", "A Mummer's Farce",
     forced(STOOD, draw(1), about="mine", when=(cond("event_card", chars("Fool")),),
            zone="agenda"),
     missing=(helps("the facedown cards stay attached to the Fool, not in hand: they do not "
                    "count against the reserve (here they are drawn into hand)"),
              helps("each facedown card is a Weapon giving its Fool +1 STR"),
              hurts("the facedown cards are discarded when their Fool leaves play")),
     note="Approximated: when a Fool the player controls stands, the top card of the deck "
          "becomes playable as if in hand - here it is drawn. Non-loyal Fools of any faction "
          "are a deck-building rule (the validator's concern).")
card("20052", "The Many-Faced God",
     missing=(helps("the first card ambushed each round costs 1 less (ambush costs are the "
                    "printed ones in the engine)"),
              helps("Action: kneel the faction card to give a character the printed icons, "
                    "keywords, affiliations and Traits of the top character of the dead pile "
                    "until the end of the phase")),
     note="'No Kingdom plots' is a deck-building rule (the validator checks it).")
card("20053", "The Crone",
     inert="Characters of printed STR 1 or lower cannot leave play: nothing of the passive "
           "opponent removes characters, and the player's own removal effects seldom meet "
           "such a character in the one round it is revealed.")
card("20054", "The Father",
     forced(PHASE_ENDS, to_hand(choose(chars(unique=True, exclude_traits=frozenset({"army"})))),
            when=(phase_is("dominance"),), zone="plot"),
     note="Only the player has characters: its own least valuable unique non-Army character "
          "returns to hand when the dominance phase ends (the power on it is lost).")
card("20058", "The Smith",
     inert="kneels a location (paying with an own attachment): the passive opponent has no "
           "locations, and kneeling its own would only hurt the player")
card("20059", "The Stranger", when_revealed(game_op("kill_same_cost")),
     note="The passive opponent chooses one of the player's characters (the least valuable); "
          "the player has no opponent's character to choose. Each character with that "
          "printed cost dies.")


def _kill_same_cost(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The Stranger: the passive opponent chooses one of the player's characters (the least
    valuable, as every forced choice: ``AgotHooks.pick``); the player has no opponent's
    character to choose. Then each character with its printed cost is killed."""
    mine = [c for c in state.characters if state.zone[c] == PLAY]
    if not mine:
        return
    chosen = HOOKS.pick(state, ctx, None, mine)
    cost = state.table.cost[chosen]
    EFFECTS["kill"](state, ctx, eff, [c for c in mine if state.table.cost[c] == cost])


GAME_OPS["kill_same_cost"] = _kill_same_cost

