"""Records of the cards first printed in As Honor Demands (Dominion Cycle). Tests in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.province_strength import province_base
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import HONORED
from deckcheck.games.l5r.engine.state import L5rState
from itertools import combinations
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.greedy_choices import value

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.deck_searches import dynasty_search
from deckcheck.games.l5r.engine.ops.leaving_play import UNBROKEN_PROVINCES
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    action,
    bow_self,
    card,
    conflict_type,
    chars,
    choose,
    discard_from_hand,
    dynasty_event,
    event_action,
    event_reaction,
    gain_honor,
    helps,
    honor,
    honor_cost,
    in_conflict,
    interrupt,
    participating,
    reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    SHORT,
    TRAIT_GRANT,
    province,
)


# -- the operations only these records use ----------------------------------------------------
def _honored_in_event(state, ctx, value_):
    return ctx.event is not None and any(state.status.get(c, 0) == HONORED and c in state.play
                                         for c in ctx.event.cards)


def _honored_bowed(state, ctx, value_):
    return bool(_ready_choices(state))


def _ready_choices(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in play_rules.characters(state)
            if c in state.bowed and state.status.get(c, 0) == HONORED and t.cost[c] <= 6]


def _ready_honored(state, ctx, eff, cards):
    t = state.table
    found = _ready_choices(state)
    pairs = [p for p in combinations(found, 2) if t.cost[p[0]] + t.cost[p[1]] <= 6]
    options = [*pairs, *((c,) for c in found)]
    if not options:
        return
    best = max(options, key=lambda p: (sum(value(state, c) for c in p), [-c for c in p]))
    for c in best:
        play_rules.ready(state, c)


CONDITIONS["ma_honored_in_event"] = _honored_in_event
CONDITIONS["ma_honored_bowed"] = _honored_bowed
GAME_OPS["ma_ready_honored"] = _ready_honored


card("honored-veterans", "Honored Veterans",
     dynasty_event(honor(choose(chars("bushi"), state="played_this_phase"))),
     note="Played from its province: honors a Bushi character the player played this phase "
          f"(the opponent's part: {NO_CHARACTERS}); Rally is a keyword the engine plays.")

card("elegance-and-grace", "Elegance and Grace",
     event_action(game("ma_ready_honored"), when=(when("ma_honored_bowed"),)),
     note="Readies the most valuable bowed honored character, or pair with total printed cost 6 "
          f"or less ({NO_CHARACTERS}).")

card("seven-fold-palace", "Seven Fold Palace",
     reaction(CONTEST_WON, gain_honor(2), costs=(bow_self(),), when=(when("ma_honored_in_event"),)),
     note="After a won conflict with an honored attacker (the player is always the attacker).")

card("beautiful-entertainer", "Beautiful Entertainer",
     interrupt(LEAVES_PLAY, gain_honor(2), about="self", zone="dynasty_discard",
               when=(when("ps_less_honor"),)),
     note="Asked when it reaches the dynasty discard pile (after its status token counted); "
          "leaving to the hand or a deck is not answered. Rally is read from the text.")

card("ceaseless-duty", "Ceaseless Duty",
     event_reaction(PHASE_BEGINS, game("keep_fateless", UNBROKEN_PROVINCES),
                    when=(when("event_option", "fate"),
                          when("fateless_character", UNBROKEN_PROVINCES))),
     note="Answers the fate phase's discard of a character without fate (the only way one of "
          "the player's characters leaves play against its will here): the dearest one whose "
          "printed cost is at most the player's unbroken provinces (all of them: the passive "
          "opponent never attacks) stays.")

card("shinjo-altansarnai-2", "Shinjo Altansarnai",
     action(dynasty_search(8, 3, non_unique=True, into_conflict=True, rest="shuffle"),
            when=(conflict_type("military"), participating()), phases=("conflict",)),
     note="Of the top 8 dynasty cards, the non-unique character of cost 3 or lower with the "
          "most military skill goes into play in the conflict; the rest is shuffled back.")

card("asako-lawmaster", "Asako Lawmaster",
     missing=(helps("1 honor each time the player passes a conflict (the engine tells the cards "
                    "no pass)"),))

card("command-by-name", "Command By Name",
     event_action(province_base(0), costs=(honor_cost(1), discard_from_hand(1)),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="1 honor and the cheapest card of the hand to set the attacked province's base "
          "strength to 0 until the end of the conflict, while the conflict's skill is below "
          "the province's strength. Water role only: deck building.")

card("contested-countryside", "Contested Countryside",
     inert="triggers the attacked province's ability: the passive opponent's provinces have none; "
           "Rally is read from the text; Keeper role only: deck building")

card("divine-ancestry", "Divine Ancestry",
     missing=(helps("no honor lost for the rest of a phase (the draw phase's bid among it)"),))

card("endless-archives", "Endless Archives",
     missing=(helps("cycling cards of the hand each time the player passes a conflict"),))

card("fearless-skirmisher", "Fearless Skirmisher",
     inert=f"moves a dishonored token to a character: {NO_CHARACTERS}, so it could only move one "
           "among the player's own")

card("foothills-keep", "Foothills Keep", inert=f"taxes the opponent's attacks: {NEVER_ATTACKS}")

card("hida-etsuji", "Hida Etsuji",
     inert=f"province abilities once more and no covert: {NEVER_ATTACKS}, so the player's "
           "provinces are never revealed, and the opponent never attacks with covert")

province("honor-s-reward", "Honor's Reward", "during a conflict at a Fire province")

card("master-of-many-lifetimes", "Master of Many Lifetimes",
     missing=(helps("a character leaving play put into a facedown province instead"),),
     note="Rally is read from the text.")

card("master-of-the-court", "Master of the Court",
     inert=f"cancels an event: {NO_EVENTS}; covert does nothing: {NEVER_DEFENDS}")

card("pious-guardian", "Pious Guardian",
     interrupt(PHASE_ENDS, gain_honor(1), about="any", when=(when("event_option", "conflict"),)),
     note="The player's provinces never break, so it gains 1 honor as each conflict phase "
          "ends. Rally is read from the text.")

card("soshi-diviner", "Soshi Diviner",
     missing=(helps("moving a card between the player's provinces"),))

card("stoke-insurrection", "Stoke Insurrection",
     inert="takes characters from the opponent's provinces: the passive opponent's provinces "
           "hold no cards")

card("the-receding-tide", "The Receding Tide",
     missing=(helps("putting one of the player's characters back into a province"),))

card("waterfall-tattoo", "Waterfall Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),),
     note=f"Readying after one of the player's provinces is revealed never happens: "
          f"{NEVER_ATTACKS}. +1/+1 is printed and played.")
