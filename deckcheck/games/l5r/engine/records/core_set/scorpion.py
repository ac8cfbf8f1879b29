"""Core Set records: the Scorpion cards. One test each in
tests/test_l5r_records_core_set_scorpion.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_WON,
    PHASE_ENDS,
    action,
    bow_self,
    card,
    chars,
    choose,
    cond,
    constant,
    draw,
    event_action,
    fate_cost,
    forced,
    gain_honor,
    helps,
    honor_cost,
    in_conflict,
    military,
    move_in,
    participating,
    political,
    reaction,
    return_to_hand,
    self_is,
    take_honor,
)
from deckcheck.goldfish.abilities.records import Cost, EVENT_CARD, Target
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    OWN_ONLY,
)
from itertools import combinations
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER, EVENT
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COSTS, GAME_OPS, less_honorable
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState
from deckcheck.games.l5r.engine.ops.skill_swaps import MARK_LIES
from deckcheck.games.l5r.engine.pilot import LOW_HONOR, OPP_HONOR_CAP


# -- the operations only these records use ----------------------------------------------------
AMBUSH_COST = 6               # Ambush: total printed cost of the characters


AMBUSH_COUNT = 2


def _less_honor(state: L5rState, ctx, value) -> bool:
    return less_honorable(state)


def _ambush_pool(state: L5rState) -> list[int]:
    t = state.table
    skill = t.military if state.c_type == 1 else t.political
    found = [c for slot in state.provinces[:SH_SLOT] for c in slot if c not in state.facedown]
    found += list(state.hand)
    return [c for c in found if t.type[c] == CHARACTER and t.clan[c] == "scorpion"
            and t.cost[c] <= AMBUSH_COST and skill[c] is not None
            and play_rules.duplicate_in_play(state, c) < 0]


def _ambush_ready(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and bool(_ambush_pool(state))


def _event_in_hand(state: L5rState, ctx, value) -> bool:
    """An event card in hand that costs at least 1 fate more than the reductions take off."""
    t = state.table
    off = state.used.get(MARK_LIES, 0)
    return any(t.type[c] == EVENT and t.cost[c] > off for c in state.hand)


def _reduction_pending(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_LIES, 0) > 0


def _bid_up_ok(state: L5rState, ctx, value) -> bool:
    """The greedy pilot's policy for "increase your bid by 1" (1 more card for 1 honor to the
    opponent): only while its honor stays above the pilot's low mark and the opponent's at or
    under the pilot's cap."""
    other = state.opp.bid if state.opp.bid is not None else 3
    n = state.bid + 1
    pays = n - other if n > other else 0
    return state.honor - pays > LOW_HONOR and state.opp_honor + pays <= OPP_HONOR_CAP


def _discard_status(state: L5rState, ctx, eff, cards) -> None:
    for c in cards:
        state.status.pop(c, None)


def _ambush(state: L5rState, ctx, eff, cards) -> None:
    """The pair (or single character) with the most skill of the conflict's type among the
    Scorpion characters of total printed cost 6 or lower, no two copies of a unique one."""
    t = state.table
    pool = _ambush_pool(state)
    skill = t.military if state.c_type == 1 else t.political
    best: tuple = ()
    best_key: tuple = (-1,)
    for n in range(1, AMBUSH_COUNT + 1):
        for group in combinations(pool, n):
            if sum(t.cost[c] for c in group) > AMBUSH_COST:
                continue
            if n == 2 and t.unique[group[0]] and t.title[group[0]] == t.title[group[1]]:
                continue
            key = (sum(skill[c] or 0 for c in group), -sum(t.cost[c] for c in group))
            if key > best_key:
                best, best_key = group, key
    for c in best:
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put", participating=True)
        if slot >= 0:
            play_rules.refill(state, slot)


def _reduce_next_event(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_LIES] = state.used.get(MARK_LIES, 0) + (eff.amount or 1)


def _reduction_spent(state: L5rState, ctx, eff, cards) -> None:
    state.used.pop(MARK_LIES, None)


def _bid_up(state: L5rState, ctx, eff, cards) -> None:
    state.bid += eff.amount or 1


def dead_cards(state: L5rState, source: int = -1) -> list[int]:
    """Cards in hand the greedy pilot never plays: event cards whose record plays nothing
    (inert, or no abilities), attachments it keeps in hand (no skill bonus, no ability, or a
    record it never plays)."""
    t = state.table
    out = []
    for c in state.hand:
        if c == source:
            continue
        rec = t.records[c]
        if t.type[c] == EVENT and not t.abilities[c]:
            out.append(c)
        elif t.type[c] == ATTACHMENT and ((rec is not None and rec.pilot == "never") or (
                t.military_bonus[c] + t.political_bonus[c] <= 0 and not t.abilities[c])):
            out.append(c)
    return out


def _ok_discard_dead(state: L5rState, ctx, cost) -> bool:
    return bool(dead_cards(state, ctx.source))


def _pay_discard_dead(state: L5rState, ctx, cost) -> None:
    c = min(dead_cards(state, ctx.source), key=lambda x: (state.table.cost[x], x))
    state.hand.remove(c)
    state.conflict_discard.append(c)


CONDITIONS.update({
    "ps_bid_up_ok": _bid_up_ok,
    "ps_event_in_hand": _event_in_hand,
    "ps_reduction_pending": _reduction_pending,
    "ps_less_honor": _less_honor,
    "ps_ambush_ready": _ambush_ready,
})


COSTS.update({
    "ps_discard_dead": (_ok_discard_dead, _pay_discard_dead),
})


GAME_OPS.update({
    "ps_bid_up": _bid_up,
    "ps_reduce_next_event": _reduce_next_event,
    "ps_reduction_spent": _reduction_spent,
    "ps_discard_status": _discard_status,
    "ps_ambush": _ambush,
})


# -- records -----------------------------------------------------------------------------------
card("city-of-the-open-hand", "City of the Open Hand",
     action(gain_honor(1), costs=(bow_self(),), when=(when("ps_less_honor"),)))

card("secret-cache", "Secret Cache",
     inert=f"after a conflict is declared against this province: {NEVER_ATTACKS}")

card("bayushi-liar", "Bayushi Liar", note=f"Sincerity: {KEYWORD_ONLY}")

card("bayushi-manipulator", "Bayushi Manipulator",
     forced(DIALS_REVEALED, game("ps_bid_up", amount=1), about="any", when=(when("ps_bid_up_ok"),),
            limit=1),
     note="The reaction is written as forced with the greedy pilot's policy as its condition "
          "(the draw phase has no window to ask in): +1 to the bid (1 more card, 1 honor more "
          "to the opponent) while the player's honor stays above 7 and the opponent's at 17 "
          "or under.")

card("sinister-soshi", "Sinister Soshi",
     inert=f"gives a participating character -2/-2: {OWN_ONLY}")

card("blackmail-artist", "Blackmail Artist",
     reaction(CONTEST_WON, take_honor(1), about="any",
              when=(cond("event_option", "political"), cond("source_participating"))))

card("soshi-illusionist", "Soshi Illusionist",
     action(game("ps_discard_status", target=choose(chars(), state="dishonored")),
            costs=(fate_cost(1),)),
     note="Offered on a dishonored character (discarding an honored status token never "
          "helps the player).")

card("yogo-outcast", "Yogo Outcast",
     constant(military(1, until=""), political(1, until=""), when=(when("ps_less_honor"),)))

card("young-rumormonger", "Young Rumormonger",
     missing=(helps("Interrupt: passing an honor or dishonor on to another of the player's "
                    "characters is not played."),))

card("favored-niece", "Favored Niece",
     action(draw(1), costs=(Cost("ps_discard_dead"),), limit=2),
     note="Cycles only cards the greedy pilot would never play (event cards that do nothing "
          "against a passive opponent, attachments it keeps in hand), the cheapest first.")

card("shosuro-actress", "Shosuro Actress",
     inert="puts a character from the opponent's discard pile into play: the passive "
           "opponent's discard pile holds no characters")

card("shosuro-miyako", "Shosuro Miyako",
     inert="the opponent discards from its hand or dishonors a character: the passive "
           "opponent has neither")

card("bayushi-yunako", "Bayushi Yunako",
     constant(military(1, Target(EVENT_CARD), until="", per="ps_swapped_military"),
              political(1, Target(EVENT_CARD), until="", per="ps_swapped_political")),
     action(game("ps_swap_skills"), when=(participating(), when("ps_swap_gain")),
            phases=("conflict",)),
     note="The switch goes to the participant that gains most skill in the conflict from it "
          "(only offered when one gains). The constant is the switch's bookkeeping: it takes "
          "in no card by itself; the action's lasting entries point at it.")

card("yogo-hiroue", "Yogo Hiroue",
     action(move_in(choose(chars(), state="ready")), when=(participating(),),
            phases=("conflict",)),
     note="Offered on a ready character at home; the optional dishonor after winning is "
          "declined (it would dishonor the player's own character).")

card("bayushi-shoju", "Bayushi Shoju",
     inert=f"targets a participating character of the opponent: {NO_CHARACTERS}")

card("city-of-lies", "City of Lies",
     action(game("ps_reduce_next_event", amount=1), when=(when("ps_event_in_hand"),),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("ps_reduction_spent"), about="any",
            when=(when("ps_reduction_pending"),)),
     forced(PHASE_ENDS, game("ps_reduction_spent"), about="any",
            when=(cond("event_option", "conflict"), when("ps_reduction_pending"))),
     note="Used in the conflict phase (the only phase the pilot plays events in) while an event "
          "card in hand costs fate; the reduction goes with the next event played, or at the "
          "end of the phase.")

card("adept-of-shadows", "Adept of Shadows",
     action(return_to_hand(), costs=(honor_cost(1),),
            when=(self_is("bowed"), self_is("no_fate"), cond("in_conflict", negate=True)),
            phases=("conflict",)),
     note="Used when it is bowed without fate outside a conflict (the fate phase would "
          "discard it): back to hand, to be played again.")

card("unassuming-yojimbo", "Unassuming Yōjimbō",
     inert=f"covert only keeps a defender out: {NEVER_DEFENDS}")

card("court-mask", "Court Mask",
     inert="its action returns it to hand and dishonors the player's own character (never "
           "worth it); +1/+2 is the printed bonus")

card("fiery-madness", "Fiery Madness",
     inert=f"no text: -2/-2 is meant for the opponent's characters ({NO_CHARACTERS}); the "
           "pilot never plays it",
     pilot="never")

card("forged-edict", "Forged Edict",
     inert=f"cancels an event: {NO_CARDS}")

card("way-of-the-scorpion", "Way of the Scorpion",
     inert=f"dishonors a participating non-Scorpion character: {OWN_ONLY}")

card("calling-in-favors", "Calling in Favors",
     inert="takes control of an opponent's attachment: the passive opponent has none")

card("i-can-swim", "I Can Swim",
     inert=f"discards a dishonored character of the opponent: {NO_CHARACTERS}")

card("ambush", "Ambush",
     event_action(game("ps_ambush"), when=(in_conflict(), when("ps_ambush_ready")),
                  phases=("conflict",)),
     note="Puts the Scorpion characters (up to 2, total printed cost 6 or lower, from hand and "
          "the face-up provinces) with the most skill of the conflict's type into it.")

card("blackmail", "Blackmail",
     inert=f"takes control of an opponent's character: {NO_CHARACTERS}")
