"""Records of the cards first printed in the clan pack The Emperor's Legion. One test each in
tests/test_l5r_records_the_emperor_s_legion.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_LOST, CONTEST_WON, ENTERS_PLAY,
    OnlyAttachments,
    card, chars, choose, event_action,
    forced, gain_honor, helps, hurts,
    participating, reaction, ready, self_is, statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    NEVER_ATTACKS, NEVER_DEFENDS, NEVER_LOSES, NO_CHARACTERS, participants,
)
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, STATE_WORDS
from deckcheck.games.l5r.engine.ops.opponent_provinces import attacked_breakable
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, SH_SLOT, L5rState


# -- the operations only these records use ----------------------------------------------------
def _break_attacked(state: L5rState, ctx, eff, cards) -> None:
    if attacked_breakable(state):
        play_rules.break_province(state, state.c_slot)



def _prepare(state: L5rState, c: int) -> bool:
    st = state.status.get(c, 0)
    return st == DISHONORED or ("commander" in state.table.traits[c] and st != HONORED)



def _levy_copies(state: L5rState, c: int) -> list[int]:
    t = state.table
    faceup = [x for slot in state.provinces[:SH_SLOT] for x in slot if x not in state.facedown]
    return [x for x in (*faceup, *state.dynasty_discard)
            if x != c and t.ids[x] == t.ids[c] and x not in state.play]


def _levy_copy(state, ctx, value_):
    return bool(_levy_copies(state, ctx.source))


def _prepare_op(state, ctx, eff, cards):
    for c in cards:
        if state.status.get(c, 0) == DISHONORED:
            state.status.pop(c, None)               # the token is discarded: ordinary again
        if "commander" in state.table.traits[c]:
            play_rules.honor_character(state, c)



def _levy(state, ctx, eff, cards):
    found = _levy_copies(state, ctx.source)
    if not found:
        return
    c = found[0]
    slot = piles.place_of(state.provinces, c)
    play_rules.enter_play(state, c, "put")
    if slot >= 0:
        play_rules.refill(state, slot)



STATE_WORDS.update({
    "ma_prepare": _prepare,
})


CONDITIONS.update({
    "ma_levy_copy": _levy_copy,
})


GAME_OPS.update({
    "mb_break_attacked": _break_attacked,
    "ma_prepare": _prepare_op,
    "ma_levy": _levy,
})


# -- The Emperor's Legion ---------------------------------------------------------------------------

card("prepare-for-war", "Prepare for War",
     event_action(game("ma_prepare", target=choose(chars(), state="ma_prepare"))),
     note="Discards a dishonored status token, honors a Commander; discarding the player's own "
          "attachments or an honored token is never chosen.")

card("those-who-serve", "Those Who Serve",
     missing=(helps("reduces the cost of characters played from the provinces this dynasty "
                    "phase by 1: the engine has no cost reduction for dynasty characters"),))

card("ashigaru-levy", "Ashigaru Levy",
     reaction(ENTERS_PLAY, game("ma_levy"), when=(when("ma_levy_copy"),)),
     note="Another copy face up in a province or in the dynasty discard pile enters play.")

_GOHEI = (participating(), self_is("ready"),
          when("dl_count_at_least", (participants(chars("bushi", not_self=True)), 2)))

card("matsu-gohei", "Matsu Gohei",
     forced(CONTEST_WON, ready(this(), until="contest"), when=_GOHEI),
     forced(CONTEST_LOST, ready(this(), until="contest"), when=_GOHEI),
     note="Attacking with 2 or more other Bushi, it bows with the others and readies at the end "
          "of the conflict.")

card("kyuden-ikoma", "Kyūden Ikoma",
     inert="after a character loses a conflict as an attacker: the player never loses one "
           "against a passive opponent (records/__init__), and it bows the opponent's character")

card("kitsu-motso", "Kitsu Motso", inert=f"moves an opponent's character: {NO_CHARACTERS}")

card("matsu-tsuko-2", "Matsu Tsuko",
     reaction(CONTEST_WON, game("mb_break_attacked"), about="any",
              when=(self_is("participating"), when("more_honor"), when("attacked_breakable"))),
     note="After a won conflict she attacked in, with more honor than the opponent: the "
          "attacked non-stronghold province breaks whatever its strength (already broken: "
          "nothing).")

card("ardent-omoidasu", "Ardent Omoidasu",
     inert="answers the opponent dishonoring the player's character: the passive opponent "
           "has no card abilities and never resolves a ring")

card("kenson-no-gakka", "Kenson no Gakka", inert=f"honors defending characters: {NEVER_DEFENDS}")

# -- the records added in this review ----------------------------------------------------------
card("tactical-ingenuity", "Tactical Ingenuity",
     missing=(helps("its character's action (an event of the top 4 conflict cards to hand) is "
                    "not played"),),
     note="Attaches to a Commander only; +1/+0 is printed and played.")

statics("tactical-ingenuity", when("dc_host_trait", "commander"))

card("total-warfare", "Total Warfare",
     inert="after a player loses a conflict at its province: nobody loses one against the "
           "passive opponent (with no winner nobody loses)")

card("kitsuki-kagi", "Kitsuki Kagi",
     inert="removes cards of a discard pile from the game: the opponent's piles are empty, and "
           "the player's own would only be lost")

card("embrace-death", "Embrace Death", inert=NEVER_LOSES)

card("honor-in-battle", "Honor in Battle",
     missing=(helps("honors a character once the player claimed a ring in a military "
                    "conflict: the engine does not keep a claimed ring's conflict type"),))

card("right-hand-of-the-emperor", "Right Hand of the Emperor",
     missing=(helps("readies up to 6 printed cost of Bushi (and is played again from the "
                    "discard pile while more honorable): not played"),))

card("akodo-motivator", "Akodo Motivator",
     inert="answers the opponent's abilities discarding from the player's hand: the passive "
           "opponent triggers none")

card("caravan-guard", "Caravan Guard",
     missing=(hurts("it attacks only if the player spends 1 fate: the engine does not ask "
                    "it"),),
     note="Keeper role only: deck building.")

card("champions-of-yomi", "Champions of Yomi",
     note=f"No attachments except Spirit (a host rule). {NEVER_LOSES}")

statics("champions-of-yomi", OnlyAttachments(("spirit",)))

card("doji-kuzunobu", "Doji Kuzunobu",
     missing=(hurts("while it participates, nobody triggers reactions, the player's own "
                    "included: not modeled"),))

card("insolent-outcast", "Insolent Outcast",
     inert=f"+1/+1 per honored character of the opponent: {NO_CHARACTERS} (Seeker role only: "
           "deck building)")

card("isawa-tsuke", "Isawa Tsuke",
     missing=(helps("the fire ring's honor spreads to characters of the same printed cost: "
                    "not modeled"),))

card("moto-ariq", "Moto Ariq",
     inert=f"the opponent moves a ready character into the conflict: {NO_CHARACTERS}")

card("samurai-of-integrity", "Samurai of Integrity",
     inert="no text: its skills and glory are printed and played")

card("shosuro-denmaru", "Shosuro Denmaru",
     inert=f"the opponent's honored characters lose their glory: {NO_CHARACTERS}")

card("voice-of-the-ancestors", "Voice of the Ancestors",
     missing=(helps("plays a Lion character of the dynasty discard pile as an attachment: "
                    "not played"),))

card("yasuki-hikaru", "Yasuki Hikaru", inert=f"works while it defends: {NEVER_ATTACKS}")

card("hall-of-victories", "Hall of Victories", forced(CONTEST_WON, gain_honor(1), limit=0),
     note="The player wins every conflict won: 1 honor each.")

card("support-of-the-lion", "Support of the Lion",
     inert=SUPPORT_ROLE)
