"""Records of the cards first printed in Daggers in the Dark (Dance of Shadows cycle). Tests in
tests/test_agot_records_dance_of_shadows.py."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import (
    GAME_CHECKS, GAME_OPS, HOOKS, put_cards_into_play,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHMENT, CHARACTER, CONTEST_WON, KNEEL_FACTION,
    KNELT, LOCATION, card, cards, draw, event_action, event_reaction, game_op, helps, hurts, income, reaction,
)
from deckcheck.games.agot.engine.records.words import (
    NO_OPPONENT, reveal_top_draw_if,
)
from deckcheck.games.agot.engine.state import AgotState
from deckcheck.goldfish import rng
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


card("11097", "Old Bill Bone",
     inert=f"kneels each opponent's faction card; {NO_OPPONENT} has nothing to kneel (Shadow (1) "
           "is a keyword).")
card("11098", "The Inn at the Crossroads",
     missing=(helps("kneel it in the dominance phase to draw 3, then it goes to the opponent"),),
     note="Shadow (1) is a keyword.")
card("11099", "A Pinch of Powder",
     missing=(helps("returns its host to hand after a challenge won by 5 (to use it again)"),))
card("11100", "Double-Dealing",
     inert=f"copies a plot of an opponent's used pile; {NO_OPPONENT} has none (the plot's numbers "
           "are read as printed).")
card("11101", "Ser Jason Mallister",
     missing=(helps("renown while no card is in shadows"),))
card("11102", "The Bastard's Letter",
     inert=f"answers a [military] challenge against the player; {NO_OPPONENT} never attacks.")
card("11103", "Shrewd Diplomat",
     missing=(helps("entering during a challenge, stand a participant and remove it"),),
     note="Ambush (5) and Shadow (3) are keywords.")
card("11104", "Arbor Marketplace", statics=(income(1),),
     missing=(helps("kneel it: +1 STR to a participant"),))
card("11105", "Nightfort Builder",
     reaction(KNELT, reveal_top_draw_if(cards(kinds=(LOCATION, ATTACHMENT),
                                              factions=("thenightswatch",))), about="self"))
card("11106", "Daggers in the Dark",
     inert=f"needs the player to win as the defender; {NO_OPPONENT} never attacks.")
card("11107", "Red Ronnet",
     inert=f"raises the claim, which takes nothing from {NO_OPPONENT}.")
card("11108", "Banished from the Light",
     inert=f"places a character in shadows; {NO_OPPONENT} has none, and the player's own only "
           "leave play.")
card("11110", "Underhanded Methods",
     missing=(helps("+1 STR per card in the player's shadows"),))
card("11111", "Moqorro",
     inert=f"puts a defending character on its deck; {NO_OPPONENT} never defends (Shadow (5) is a "
           "keyword).")
card("11112", "Rhymes With Meek", event_reaction(CONTEST_WON, draw(2)),
     missing=(helps("3 cards instead when played from shadows"),),
     note="Every challenge here is unopposed. Shadow (0) is a keyword.")
card("11113", "Brazen Beast",
     missing=(helps("3 gold: back into shadows from the discard pile"),))
card("11114", "Gifts for the Widow", event_action(game_op("search_attachment_x")),
     note="X = the printed cost of the most expensive attachment in the deck the gold pool "
          "pays for; it goes onto the strongest legal character.")


def _attachment_for_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> list:
    """The attachments of the draw deck the gold in the pool pays for (X = the printed
    cost) that have a legal character host."""
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c)
            and any(t.kind[h] == CHARACTER for h in play_rules.targets(state, c))]


def _search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: X = the printed cost of the best attachment the pool pays for
    (highest cost); X gold is paid, the attachment enters play on the strongest legal
    character, the deck is shuffled."""
    t = state.table
    found = _attachment_for_x(state, ctx, eff, cards)
    if found:
        c = max(found, key=lambda c: (t.cost[c], -c))
        HOOKS.pay_resources(state, t.cost[c])
        host = max((h for h in play_rules.targets(state, c) if t.kind[h] == CHARACTER),
                   key=lambda h: (play_rules.strength(state, h), -h))
        play_rules.take_from(state, c)
        play_rules.put_into_play(state, c, host)
        play_rules.note(state, "put", c)
        play_rules.entered_play(state, c, marshaled=False, how="put")
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_search_attachment_x(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    return bool(_attachment_for_x(state, ctx, eff, cards))


GAME_OPS["search_attachment_x"] = _search_attachment_x
GAME_CHECKS["search_attachment_x"] = _can_search_attachment_x

card("17135", "Gifts for the Widow",
     event_action(game_op("attachment_for_gold"), costs=(KNEEL_FACTION,)),
     note="X is the printed cost of the costliest attachment of the deck the player can pay "
          "for and attach; it goes on the first legal host.")


def _attachments_for_gold(state: AgotState) -> list[int]:
    t = state.table
    return [c for c in state.draw if t.kind[c] == ATTACHMENT and t.cost[c] <= state.gold
            and play_rules.may_enter(state, c) and play_rules.targets(state, c)]


def _attachment_for_gold(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Gifts for the Widow: the player names X = the printed cost of the most expensive
    attachment in its deck that it can pay for and attach; it pays X, the attachment is put
    into play on a character it controls (the first legal host), the deck is shuffled."""
    found = _attachments_for_gold(state)
    if found:
        t = state.table
        c = max(found, key=lambda x: (t.cost[x], -x))
        state.gold -= t.cost[c]
        state.spent_round += t.cost[c]
        put_cards_into_play(state, ctx, eff, [c])
    state.rng = rng.shuffle(state.rng, state.draw)


def _can_attachment_for_gold(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """An attachment the player could pay for and attach is in the deck."""
    return bool(_attachments_for_gold(state))


GAME_OPS["attachment_for_gold"] = _attachment_for_gold
GAME_CHECKS["attachment_for_gold"] = _can_attachment_for_gold

card("11115", "Starfall Spy",
     missing=(helps("after a won challenge, it goes back to shadows to bring another card out"),))
card("11116", "Blood of the Viper",
     missing=(helps("stands its host after a lost challenge"),))
card("11117", '"On a Misty Morn"',
     missing=(helps("up to 2 non-unique characters of the dead pile back to hand"),))
card("11118", "Assault from the Shadows", statics=(income(-1),),
     missing=(helps("Marshaling Action: kneel the faction card to place a card from hand in "
                    "shadows, with shadow (its printed cost) (the greedy pilot uses no "
                    "shadows)"),),
     note="The gold reduction is modeled as -1 income.")
card("11119", "Varys",
     inert=f"kills a character with power; {NO_OPPONENT} has none, and the player's own only "
           "hurts (Shadow (8) and Stealth are keywords).")
card("11120", "Ravages of War",
     missing=(hurts("when revealed, the player sacrifices a character or location and discards "
                    "from hand and shadows"),))
