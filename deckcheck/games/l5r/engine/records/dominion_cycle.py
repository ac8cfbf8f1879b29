"""Records of the cards first printed in the Dominion Cycle: Rokugan at War, Spreading Shadows, In
Pursuit of Truth, Campaigns of Conquest, As Honor Demands, Atonement. One test each in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    LEAVES_PLAY,
    action,
    bow_self,
    card,
    chars,
    choose,
    conflict_type,
    event_action,
    forced,
    gain_honor,
    helps,
    interrupt,
    opponent_loses_honor,
    participating,
    reaction,
    ready,
    statics,
)
from deckcheck.games.l5r.engine.ops.statics import BowToReduce, ExtraRestricted, RefillTo
from deckcheck.games.l5r.engine.records.words import (
    DYNASTY_EVENTS,
    NEVER_ATTACKS,
    NEVER_REVEALED,
    NO_CHARACTERS,
    OWN_PROVINCE,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from itertools import combinations
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine.state import HONORED, L5rState
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.cards import EVENT

# -- Rokugan at War ---------------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_COURTYARD = -(84 << 20)


def _battlefield_in_play(state: L5rState, ctx, value) -> bool:
    t = state.table
    if any("battlefield" in t.traits[c] for c in state.play):
        return True
    return any("battlefield" in t.traits[c] for slot in state.provinces for c in slot
               if c not in state.facedown)


def _courtyard_ok(state: L5rState, ctx, value) -> bool:
    return len(state.conflict) >= 6


def _courtyard_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_COURTYARD - ctx.source, 0) > 0


def _courtyard_played(state: L5rState, ctx, value) -> bool:
    e = ctx.event
    return e is not None and state.used.get(MARK_COURTYARD - ctx.source, 0) == e.card + 1


def _courtyard(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(2):
        if state.conflict:
            state.conflict_discard.append(state.conflict.pop())
    t = state.table
    events = [c for c in state.conflict_discard if t.type[c] == EVENT and t.records[c] is not None
              and t.records[c].abilities and t.cost[c] <= state.fate]
    if not events:
        return
    c = max(events, key=lambda x: (t.cost[x], x))
    state.conflict_discard.remove(c)
    state.hand.append(c)
    state.used[MARK_COURTYARD - ctx.source] = c + 1


def _courtyard_end(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.hand:
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _courtyard_bottom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.conflict_discard:
        state.conflict_discard.remove(c)
        piles.bottom(c, state.conflict)


CONDITIONS.update({
    "mb_courtyard_ok": _courtyard_ok,
    "mb_courtyard_marked": _courtyard_marked,
    "mb_courtyard_played": _courtyard_played,
    "mb_battlefield_in_play": _battlefield_in_play,
})


GAME_OPS.update({
    "mb_courtyard": _courtyard,
    "mb_courtyard_end": _courtyard_end,
    "mb_courtyard_bottom": _courtyard_bottom,
})


# -- records -----------------------------------------------------------------------------------
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


CONDITIONS.update({
    "ma_honored_in_event": _honored_in_event,
    "ma_honored_bowed": _honored_bowed,
})


GAME_OPS.update({
    "ma_ready_honored": _ready_honored,
})


# -- records -----------------------------------------------------------------------------------
def _opp_more_honor_before(state, ctx, v):
    before = state.honor - (ctx.event.amount if ctx.event is not None else 0)
    return state.opp_honor > before


CONDITIONS.update({
    "dc_opp_more_honor_before": _opp_more_honor_before,
})


# -- records -----------------------------------------------------------------------------------
card("city-of-the-rich-frog", "City of the Rich Frog",
     note="Refilled to 3 cards instead of 1 (play_rules.refill reads its RefillTo); filled to 3 "
          "after setup, after the dynasty mulligan (setup.after_setup); "
          "Eminent (faceup, never the stronghold province) changes nothing here: the player's "
          "provinces are never attacked and setup puts the strongest one under the stronghold.")

statics("city-of-the-rich-frog", RefillTo(3))

card("a-season-of-war", "A Season of War",
     missing=(helps(f"discards and refills every province, then an extra dynasty phase: "
                    f"{DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

card("pledge-of-loyalty", "Pledge of Loyalty", inert=f"a province's interrupt: {NEVER_REVEALED}")

# -- Spreading Shadows ------------------------------------------------------------------------------

card("driven-by-courage", "Driven By Courage", inert=f"a province's action: {NEVER_REVEALED}")

card("retire-to-the-brotherhood", "Retire to the Brotherhood", inert=OWN_PROVINCE)

card("chronicler-of-conquests", "Chronicler of Conquests",
     action(gain_honor(1), when=(participating(), when("mb_battlefield_in_play")),
            phases=("conflict",)),
     note="Gains 1 honor while participating if a Battlefield card is in play (the player's "
          "own: Exposed Courtyard in a province; the opponent has none).")

# -- In Pursuit of Truth ----------------------------------------------------------------------------

card("makeshift-war-camp", "Makeshift War Camp",
     inert=f"during a conflict at the attached province of the player: {NEVER_ATTACKS}")

card("tsuma", "Tsuma",
     missing=(helps("Eminent: starts face up, and each character played from it enters play "
                    "honored (the engine keeps the player's provinces facedown and gives province "
                    "cards no abilities)"),))

# -- Campaigns of Conquest --------------------------------------------------------------------------

card("stoic-rival", "Stoic Rival",
     inert=f"dishonors another participating character with fewer attachments: {NO_CHARACTERS} "
           "(dishonoring one's own is not played); Rally is a keyword the engine plays")

card("ikoma-tsanuri-2", "Ikoma Tsanuri",
     inert="stops the opponent triggering province abilities: the passive opponent's provinces "
           "have none; Rally is a keyword the engine plays")

card("hayaken-no-shiro", "Hayaken no Shiro",
     action(ready(choose(chars("bushi", max_cost=2), state="bowed")), costs=(bow_self(),)))

card("isawa-tsuke-2", "Isawa Tsuke",
     inert=f"removes fate from participating characters: meant for the opponent's "
           f"({NO_CHARACTERS}; removing the player's own fate is never played); Pride is a "
           "keyword the engine plays")

# -- As Honor Demands -------------------------------------------------------------------------------

card("honored-veterans", "Honored Veterans",
     missing=(helps(f"honors a Bushi played this phase: {DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

card("elegance-and-grace", "Elegance and Grace",
     event_action(game("ma_ready_honored"), when=(when("ma_honored_bowed"),)),
     note="Readies the most valuable bowed honored character, or pair with total printed cost 6 "
          f"or less ({NO_CHARACTERS}).")

card("seven-fold-palace", "Seven Fold Palace",
     reaction(CONTEST_WON, gain_honor(2), costs=(bow_self(),), when=(when("ma_honored_in_event"),)),
     note="After a won conflict with an honored attacker (the player is always the attacker).")

# -- Atonement --------------------------------------------------------------------------------------

card("agasha-sumiko-2", "Agasha Sumiko",
     interrupt(LEAVES_PLAY, opponent_loses_honor(2), about="self", zone="dynasty_discard",
               when=(when("dc_opp_more_honor_before"),)),
     note="The opponent loses 2 honor when it has more honor than the player had before her "
          "status token counted. Asked when she reaches the discard pile (the fate phase, a "
          "sacrifice): leaving to the hand, a deck or out of the game is not answered. Its "
          "fate pool and hand do nothing (the passive opponent spends no fate, holds no hand).")

card("iron-mountain-castle", "Iron Mountain Castle",
     note="Bowed to pay 1 fate less for an attachment played from hand (or by Inventive "
          "Mirumoto) whenever that helps (play_rules.hand_cost reads its BowToReduce); a Dragon "
          "character may hold 3 restricted attachments (ExtraRestricted). Its fate, honor and "
          "province strength bonus are printed and played.")

statics("iron-mountain-castle", BowToReduce(), ExtraRestricted("dragon"))

card("daidoji-yari", "Daidoji Yari",
     inert=f"takes covert from the opponent's characters: {NO_CHARACTERS}; +2 military and "
           "Restricted are printed and played")

card("doji-diplomat", "Doji Diplomat",
     inert="reveals a facedown province of the opponent: information only, the opponent's "
           "provinces are data")

card("weight-of-duty", "Weight of Duty",
     inert=f"a province's action against the opponent's characters: {NEVER_REVEALED}; "
           f"{NO_CHARACTERS}")

card("shiba-pureheart", "Shiba Pureheart",
     inert=f"answers the opponent's second conflict: {NEVER_ATTACKS}; Rally is a keyword the "
           "engine plays")

card("righteous-samurai", "Righteous Samurai",
     inert="answers honor lost to the opponent's card or ring effect: the passive opponent has "
           "no card abilities and never resolves a ring (a lost bid is no card effect)")

card("exposed-courtyard", "Exposed Courtyard",
     action(game("mb_courtyard"), when=(conflict_type("military"), when("mb_courtyard_ok")),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("mb_courtyard_bottom"), about="any",
            when=(when("mb_courtyard_played"),)),
     forced(CONTEST_WON, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     forced(CONTEST_LOST, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     note="In a military conflict (while the conflict deck holds 6 cards or more): the top 2 "
          "conflict cards are discarded, then the most expensive event of the discard pile "
          "with a reviewed ability that the player can pay is lent to the hand for the "
          "conflict (played: to the bottom of the deck; not played: back to the discard pile "
          "at the conflict's result). It counts as a Battlefield for Chronicler of Conquests.",
     missing=(helps("the lent event is the pilot's guess (the most expensive one it can pay), "
                    "not the one that helps most in the conflict"),))
