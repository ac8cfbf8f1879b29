"""Records of the cards first printed in Peace at Any Cost (Temptations Cycle). Tests in
tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import (
    Effect,
)

from deckcheck.games.l5r.engine.ops.province_strength import province_gets
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.games.l5r.engine import conflicts, play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    action,
    attached,
    card,
    chars,
    choose,
    constant,
    draw,
    event_action,
    event_reaction,
    forced,
    glory,
    helps,
    honor_cost,
    in_conflict,
    move_in,
    participating,
    place_fate,
    reaction,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_REVEALED,
    NO_CHARACTERS,
    SHORT,
    province,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS


# -- the operations only these records use ----------------------------------------------------
MARK_FRONT = -(79 << 20)


def _second_slots(state: L5rState) -> list[int]:
    return [s for s in conflicts.open_slots(state) if s != state.c_slot]


def _second_slot(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and bool(_second_slots(state))


def _front_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_FRONT, 0) > 0


def _discard_from_hand(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(max(1, eff.amount)):
        if not state.hand:
            return
        c = min(state.hand, key=lambda x: (state.table.cost[x], x))
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _second_front(state: L5rState, ctx, eff, cards) -> None:
    slots = _second_slots(state)
    if slots:
        state.used[MARK_FRONT] = (SH_SLOT if SH_SLOT in slots else min(slots)) + 1


def _break_second(state: L5rState, ctx, eff, cards) -> None:
    slot = state.used.pop(MARK_FRONT, 0) - 1
    total = ctx.event.amount if ctx.event is not None else 0
    if 0 <= slot and slot not in state.opp_broken and total >= conflicts.strength(state, slot):
        play_rules.break_province(state, slot)


def _front_clear(state: L5rState, ctx, eff, cards) -> None:
    state.used.pop(MARK_FRONT, None)


CONDITIONS["mb_second_slot"] = _second_slot
CONDITIONS["mb_front_marked"] = _front_marked
GAME_OPS["mb_second_front"] = _second_front
GAME_OPS["mb_break_second"] = _break_second
GAME_OPS["mb_front_clear"] = _front_clear
GAME_OPS["mb_discard_from_hand"] = _discard_from_hand


card("ujiaki-s-offer", "Ujiaki's Offer",
     inert=f"places fate on, bows, moves home and dishonors a participant: {NO_CHARACTERS} "
           "(doing it to one's own is not played)")

card("setting-the-standard", "Setting the Standard",
     reaction(CONTEST_WON, draw(2), game("mb_discard_from_hand"), about="any",
              when=(when("ps_host_in_event"),)),
     note="After its character wins a conflict: draw 2, then discard the cheapest card of the "
          "hand. +2 political and Restricted are printed and played; Air role only is deck "
          "building.")

card("a-war-on-two-fronts", "A War on Two Fronts",
     event_reaction(CONTEST_DECLARED, game("mb_second_front"),
                    when=(when("event_option", "military"), when("more_honor"),
                          when("mb_second_slot"))),
     forced(CONTEST_WON, game("mb_break_second"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     forced(CONTEST_LOST, game("mb_front_clear"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     note="After a military conflict is declared with more honor than the opponent: the "
          "conflict is also at a second eligible province (its stronghold province when open, "
          "else the first open one); winning it with skill reaching that province's strength "
          "breaks it too (the second province's own abilities: the passive opponent's have "
          "none). Limited is a keyword the engine plays.")

card("daidoji-iron-warrior", "Daidoji Iron Warrior",
     inert=f"each player discards down to 4 cards: {HOLDS_NO_HAND}, so only the player would "
           "discard")

card("midnight-builder", "Midnight Builder",
     missing=(helps("Dire: each holding's ability once more per round"),),
     note=f"The +2 bonus strength of the holdings defends the player's provinces: {NEVER_ATTACKS}.")

card("ride-on", "Ride On",
     event_action(move_in(choose(chars("cavalry"), state="home")), when=(in_conflict(), SHORT),
                  phases=("conflict",)),
     note="Moves a Cavalry character at home into the conflict while its skill is below the "
          "province's strength; moving one home is never chosen.")

card("adorned-temple", "Adorned Temple",
     missing=(helps("cards drawn when a card effect places fate on the player's character (the "
                    "engine does not tell it from fate placed as a character is played)"),))

card("at-any-cost", "At Any Cost",
     event_action(place_fate(2, choose(chars(), state="no_fate")), costs=(honor_cost(3),)),
     note="3 honor for 2 fate on a character without fate (the pilot's pick). Limited is read "
          "from the text.")

CONDITIONS["host_status"] = lambda state, ctx, value: state.status.get(state.attached.get(ctx.source, -1), 0) == value


card("belief-in-the-little-teacher", "Belief in the Little Teacher",
     action(game("ps_discard_status", target=attached()), when=(when("host_status", -1),)),
     note="Its character discards a dishonored status token (discarding an honored one never "
          "helps). Ancestral is read from the text.")

card("cleanse-the-empire", "Cleanse the Empire", inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

card("doom-thrower", "Doom Thrower",
     action(Effect("sacrifice", 0, choose(chars(), state="spent")), province_gets(-2),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     note="Sacrifices a spent character (bowed, no fate) for -2 strength to the attacked "
          "province while the conflict is short of it; the -5 for a character with fate is "
          "never chosen (the pilot sacrifices only spent characters).")

card("dutiful-assistant", "Dutiful Assistant",
     constant(glory(2, attached(), until=""), when=(when("host_status", 1),)),
     note="+2 glory to its honored character. Ancestral is read from the text.")

card("furtive-sympathizer", "Furtive Sympathizer",
     missing=(helps("switching every participant's base skills while it is ordinary"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("golden-plains", "Golden Plains", inert=NEVER_REVEALED)

card("ikoma-ujiaki-2", "Ikoma Ujiaki",
     action(game("switch_type"), costs=(honor_cost(2),),
            when=(participating(), when("switch_gains"), SHORT), phases=("conflict",)),
     note="2 honor to switch the conflict's type, used when the other type counts more skill "
          "and the conflict is short of the province's strength.")

card("inquisitorial-initiate", "Inquisitorial Initiate", inert=f"reveals the opponent's hand: {HOLDS_NO_HAND}")

province("lord-s-ascendancy", "Lord's Ascendancy", "during a conflict at this province")

card("moto-conqueror", "Moto Conqueror", inert="no text: its printed skills and glory are played")

card("relentless-inquisitor", "Relentless Inquisitor", inert=f"an opposing participant loses fate or bows: {NO_CHARACTERS}")

card("shiro-gisu", "Shiro Gisu",
     inert=f"looks at X cards, X the opponent's characters without fate: {NO_CHARACTERS}, so X "
           "is 0; its fate and honor are printed and played")

card("subterfuge", "Subterfuge", inert="answers the opponent drawing outside the draw phase: it never draws")

card("underhanded-samurai", "Underhanded Samurai", inert=f"covert: {NEVER_DEFENDS}")
