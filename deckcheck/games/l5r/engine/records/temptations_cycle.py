"""Records of the cards first printed in the Temptations Cycle: Twisted Loyalties, Honor in
Flames, A Crimson Offering, The Temptation of the Scorpion, Coils of Power, Peace at Any Cost.
One test each in tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    PHASE_BEGINS,
    action,
    card,
    chars,
    constant,
    draw,
    each,
    event_reaction,
    fate,
    forced,
    helps,
    military,
    reaction,
    ready,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import PaidFromCharacters
from deckcheck.goldfish.abilities.records import ATTACHED, Effect, Target
from deckcheck.games.l5r.engine.records.words import (
    DYNASTY_EVENTS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_DUELS,
    OWN_PROVINCE,
)
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState

# -- Twisted Loyalties ------------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_HONOR = -(78 << 20)


MARK_FRONT = -(79 << 20)


def _second_slots(state: L5rState) -> list[int]:
    return [s for s in conflicts.open_slots(state) if s != state.c_slot]


def _second_slot(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and bool(_second_slots(state))


def _front_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_FRONT, 0) > 0


def _gained_this_phase(state: L5rState, ctx, n) -> bool:
    mark = state.used.get(MARK_HONOR - ctx.source, 0)
    return mark > 0 and state.honor - (mark - 1) >= n


def _discard_from_hand(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(max(1, eff.amount)):
        if not state.hand:
            return
        c = min(state.hand, key=lambda x: (state.table.cost[x], x))
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _mark_honor(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_HONOR - ctx.source] = state.honor + 1


def _second_front(state: L5rState, ctx, eff, cards) -> None:
    slots = _second_slots(state)
    if slots:
        state.used[MARK_FRONT] = (SH_SLOT if SH_SLOT in slots else min(slots)) + 1


def _break_second(state: L5rState, ctx, eff, cards) -> None:
    slot = state.used.pop(MARK_FRONT, 0) - 1
    total = ctx.event.amount if ctx.event is not None else 0
    if 0 <= slot and slot not in state.opp_broken and total >= conflicts.strength(state, slot):
        conflicts.break_province(state, slot)


def _front_clear(state: L5rState, ctx, eff, cards) -> None:
    state.used.pop(MARK_FRONT, None)


CONDITIONS.update({
    "mb_second_slot": _second_slot,
    "mb_front_marked": _front_marked,
    "mb_gained_this_phase": _gained_this_phase,
})


GAME_OPS.update({
    "mb_second_front": _second_front,
    "mb_break_second": _break_second,
    "mb_front_clear": _front_clear,
    "mb_mark_honor": _mark_honor,
    "mb_discard_from_hand": _discard_from_hand,
})


# -- records -----------------------------------------------------------------------------------
card("keen-warrior", "Keen Warrior",
     inert="after looking at the opponent's hand: the passive opponent holds none; Sincerity is "
           "a keyword the engine plays")

card("make-your-case", "Make Your Case", inert=NO_DUELS)

card("revered-ikoma", "Revered Ikoma",
     forced(PHASE_BEGINS, game("mb_mark_honor"), about="any"),
     action(fate(1), when=(when("mb_gained_this_phase", 2),)),
     missing=(helps("honor gained this phase is counted net (the honor above the player's "
                    "honor as the phase began, or as it entered play later: not offered then); "
                    "losses in the same phase hide gains"),
              helps("cannot receive dishonored status tokens (the player's own costs and ring "
                    "choices never dishonor it here)")))

card("procedural-interference", "Procedural Interference",
     missing=(helps(f"gains 2 honor or clears an opponent's province; {DYNASTY_EVENTS}"),))

# -- Honor in Flames --------------------------------------------------------------------------------

card("commander-of-the-legions", "Commander of the Legions",
     constant(military(1, each(chars(clan="lion", not_self=True)), until="")),
     forced(PHASE_BEGINS, game("dl_fate_shield",
                               target=each(chars(clan="lion", max_cost=3), state="has_fate")),
            about="any", when=(when("event_option", "fate"), when("dl_honor_lead", 5))),
     note="The fate phase's removal is answered by 1 fate more, as the phase begins, on each "
          "Lion character with printed cost 3 or lower that has fate while the player leads "
          "by 5 honor (one without fate is still discarded: only the removal is stopped).")

card("under-amaterasu-s-gaze", "Under Amaterasu's Gaze",
     inert="raises the costs of cards played during conflicts at a province: only the player "
           "plays cards, so it only hurts; the pilot never plays it (attachments go on "
           "characters)",
     pilot="never")

# -- A Crimson Offering -----------------------------------------------------------------------------

card("tetsubo-of-blood", "Tetsubō of Blood",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note="Its cost is paid with fate on the player's characters, from the one with the most "
          "(PaidFromCharacters); the host cannot be honored. +4 military, Limited and "
          "Restricted are printed and played.")

statics("tetsubo-of-blood", PaidFromCharacters())

card("feeding-an-army", "Feeding an Army",
     inert="breaks a face-up friendly province: the player's provinces stay facedown against a "
           "passive opponent (Eminent provinces are missing in their own records)")

card("lion-s-pride-paragon", "Lion's Pride Paragon",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     note="Dire (no fate on it): bows with the others and readies at the end of the conflict.")

# -- The Temptation of the Scorpion -----------------------------------------------------------------

card("solitary-hero", "Solitary Hero",
     inert=f"covert and removing fate from other participants with less military skill: "
           f"{NEVER_DEFENDS} and {NO_CHARACTERS}")

# -- Coils of Power ---------------------------------------------------------------------------------

card("offerings-to-the-kami", "Offerings to the Kami", inert=OWN_PROVINCE)

# -- Peace at Any Cost ------------------------------------------------------------------------------

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
