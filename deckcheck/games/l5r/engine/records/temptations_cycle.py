"""Records of the cards first printed in the Temptations Cycle: Twisted Loyalties, Honor in
Flames, A Crimson Offering, The Temptation of the Scorpion, Coils of Power, Peace at Any Cost.
One test each in tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    OnlyAttachments,
    PHASE_BEGINS,
    PROVINCE_BROKEN,
    action,
    card,
    chars,
    choose,
    cond,
    constant,
    draw,
    each,
    event_action,
    event_reaction,
    fate,
    forced,
    helps,
    in_conflict,
    lose_honor,
    military,
    move_in,
    participating,
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
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_DUELS,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    province,
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

card("guardians-of-rokugan", "Guardians of Rokugan",
     inert=f"after the player wins as the defender: {PLAYER_NEVER_DEFENDS}")

card("khanbulak-benefactor", "Khanbulak Benefactor",
     reaction(ENTERS_PLAY, draw(2)),
     missing=(helps("Dire: while it participates with no fate, the cards in the hand cost 1 "
                    "less"),))

card("watchtower-of-sun-s-shadow", "Watchtower of Sun's Shadow",
     inert=f"weakens attackers of the player's provinces and loses fate when its province "
           f"breaks: {NEVER_ATTACKS}")


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

card("daidoji-uji-2", "Daidoji Uji",
     missing=(helps("4 conflict cards searched for and put under it as it enters play, played "
                    "from there while it is honored"),))

card("silent-skirmisher", "Silent Skirmisher",
     action(Effect("sacrifice", 0, choose(chars(not_self=True), state="spent")), military(2),
            when=(in_conflict(), participating()), phases=("conflict",)),
     note="Used while it participates (the skill counts only then), sacrificing a spent "
          "character (bowed, no fate).")


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

card("damned-hida", "Damned Hida",
     constant(military(3, until=""), when=(self_is("no_fate"),)),
     note="Dire: +3 military while it has no fate.")

card("disparaging-challenge", "Disparaging Challenge", inert=NO_DUELS)

province("the-eternal-watch", "The Eternal Watch", "during a conflict at this province")


# -- The Temptation of the Scorpion -----------------------------------------------------------------

card("solitary-hero", "Solitary Hero",
     inert=f"covert and removing fate from other participants with less military skill: "
           f"{NEVER_DEFENDS} and {NO_CHARACTERS}")

card("arrogant-kakita", "Arrogant Kakita",
     inert=f"the duel it must initiate after defenders are declared: {NO_DUELS}; Pride is read "
           "from the text")

card("iuchi-soulweaver", "Iuchi Soulweaver",
     missing=(helps("Dire: counted as participating (without bowing) in each conflict another "
                    "of the player's characters attacks in"),))

card("promising-youth", "Promising Youth",
     missing=(helps("played as an attachment (+2/+2, a character again when its host leaves "
                    "play); the engine plays it as a character only"),))

card("unleashed-experiment", "Unleashed Experiment",
     forced(CONTEST_DECLARED, lose_honor(2), about="any", when=(participating(),)),
     note="The 2 honor of its additional cost is lost when it is declared as an attacker (the "
          "pilot does not weigh it). Dire blanks no ability: it has no other.")


# -- Coils of Power ---------------------------------------------------------------------------------

card("offerings-to-the-kami", "Offerings to the Kami", inert=OWN_PROVINCE)

_MEDITATION_MAX, _MEDITATION_COUNT = per_conflict(1, "title")


card("battle-meditation", "Battle Meditation",
     event_reaction(PROVINCE_BROKEN, draw(3), _MEDITATION_COUNT,
                    when=(in_conflict(), _MEDITATION_MAX,
                          cond("dl_count_at_least", (each(chars("berserker"), state="participating"), 1)))),
     note="(Max 1 per conflict) counted per title.")

card("castle-of-the-forgotten", "Castle of the Forgotten",
     missing=(helps("after a province breaks, bowing it makes each conflict of the round "
                    "military"),),
     note="Its fate and honor are printed and played.")

province("deserted-shrine", "Deserted Shrine", "after it is revealed")

STATE_WORDS["dire_participant"] = lambda state, c: c in state.attackers and not state.fate_on.get(c, 0)


card("higashi-kaze-company", "Higashi Kaze Company",
     reaction(CONTEST_WON, ready(choose(chars(not_self=True), state="dire_participant"),
                                 until="contest"),
              about="any", when=(participating(),)),
     note="Another participant without fate readies at the end of the conflict (it does not "
          "stay bowed by the conflict's resolution).")

statics("higashi-kaze-company", OnlyAttachments(("weapon",)))

card("overrun", "Overrun",
     inert="reveals and blanks one of the opponent's provinces: the passive opponent's provinces "
           "have no text, and revealing one changes nothing")


def _fill_provinces(state: L5rState, ctx, eff, cards) -> None:
    """Repentant Legion: 1 facedown dynasty card added to each non-stronghold province."""
    for slot in range(SH_SLOT):
        if state.dynasty:
            c = state.dynasty.pop()
            piles.put(state.provinces, slot, c)
            state.facedown.add(c)


GAME_OPS["fill_provinces"] = _fill_provinces


card("repentant-legion", "Repentant Legion",
     reaction(PROVINCE_BROKEN, game("fill_provinces"), when=(in_conflict(), participating())),
     note="Each non-stronghold province gets 1 more facedown dynasty card (an empty deck adds "
          "none).")

statics("repentant-legion", OnlyAttachments(("weapon",)))


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
