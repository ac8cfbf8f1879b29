"""Records of the cards first printed in the Clan Packs: Disciples of the Void, Underhand of the
Emperor, Masters of the Court, The Emperor's Legion, Defenders of Rokugan, Seekers of Wisdom.
One test each in tests/test_l5r_records_clan_packs.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    OnlyAttachments,
    action,
    attached,
    card,
    chars,
    choose,
    conflict_type,
    each,
    event_action,
    event_reaction,
    fate,
    forced,
    helps,
    honor,
    interrupt,
    military,
    participating,
    political,
    reaction,
    ready,
    resolve_ring,
    sacrifice_self,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import NEVER_DEFENDS, NO_CHARACTERS, participants
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from deckcheck.games.l5r.engine.ops.greedy_choices import host_of
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import GAME_OPS, REDUCTIONS, STATE_WORDS
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, SH_SLOT, L5rState
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine.cards import HOLDING

# -- Disciples of the Void --------------------------------------------------------------------------


def walk_reduction(state: L5rState, c: int) -> int:
    """Walking the Way costs 1 less while the player controls a Shugenja."""
    t = state.table
    if t.ids[c] != "walking-the-way":
        return 0
    return 1 if any("shugenja" in t.traits[x] for x in play_rules.characters(state)) else 0


REDUCTIONS.append(walk_reduction)


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _attacked_breakable(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and 0 <= state.c_slot != SH_SLOT and state.c_slot not in state.opp_broken


def _worth(state: L5rState, c: int) -> int:
    """How much a province card is worth keeping: a character its cost, a holding more than
    any character, anything else nothing."""
    t = state.table
    if t.type[c] == HOLDING:
        return 99
    return t.cost[c] if t.type[c] == CHARACTER else -1


def _walk_choice(state: L5rState) -> tuple[int, int, int]:
    """(the looked-at character, the province slot, its card to discard), or -1s."""
    t = state.table
    top = [c for c in state.dynasty[-3:] if t.type[c] == CHARACTER]
    if not top:
        return -1, -1, -1
    new = max(top, key=lambda c: (t.cost[c], c))
    worst = [(_worth(state, c), slot, c) for slot in range(SH_SLOT)
             for c in state.provinces[slot]]
    if not worst:
        return -1, -1, -1
    value, slot, old = min(worst)
    if value >= t.cost[new]:
        return -1, -1, -1
    return new, slot, old


def _walk_gain(state: L5rState, ctx, value) -> bool:
    return _walk_choice(state)[0] >= 0


def _break_attacked(state: L5rState, ctx, eff, cards) -> None:
    if _attacked_breakable(state, ctx, None):
        conflicts.break_province(state, state.c_slot)


def _walk(state: L5rState, ctx, eff, cards) -> None:
    new, slot, old = _walk_choice(state)
    if new < 0:
        return
    piles.take(state.provinces, slot, old)
    state.facedown.discard(old)
    state.dynasty_discard.append(old)
    state.dynasty.remove(new)
    piles.put(state.provinces, slot, new)
    state.facedown.discard(new)
    piles.shuffle(state, state.dynasty)


CONDITIONS.update({
    "mb_walk_gain": _walk_gain,
    "mb_attacked_breakable": _attacked_breakable,
})


GAME_OPS.update({
    "mb_walk": _walk,
    "mb_break_attacked": _break_attacked,
})


# -- records -----------------------------------------------------------------------------------
def _prepare(state: L5rState, c: int) -> bool:
    st = state.status.get(c, 0)
    return st == DISHONORED or ("commander" in state.table.traits[c] and st != HONORED)


def _won_by(state, ctx, n):
    return ctx.event is not None and ctx.event.amount >= n


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


def _put_fate(state, ctx, eff, cards):
    max_cost = eff.value[1] if len(eff.value) > 1 else 99
    for c in cards:
        if state.table.type[c] != CHARACTER or c in state.play:
            continue
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put")
        if slot >= 0:
            play_rules.refill(state, slot)
        if c in state.play and state.table.cost[c] <= max_cost:
            piles.add(state.fate_on, c, 1)


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
    "ma_won_by": _won_by,
    "ma_levy_copy": _levy_copy,
})


GAME_OPS.update({
    "ma_prepare": _prepare_op,
    "ma_put_fate": _put_fate,
    "ma_levy": _levy,
})


# -- records -----------------------------------------------------------------------------------
def _host_max_cost(state, ctx, n):
    h = host_of(state, ctx.source)
    return h in state.play and state.table.cost[h] <= n


CONDITIONS.update({
    "dc_host_max_cost": _host_max_cost,
})


# -- records -----------------------------------------------------------------------------------
card("clarity-of-purpose", "Clarity of Purpose",
     event_action(ready(choose(chars(), state="ready_participating"), until="contest"),
                  when=(conflict_type("political"),), phases=("conflict",)),
     note="Played in a political conflict on a ready participant: it is readied at the end of "
          "the conflict (it does not bow from the resolution). Stopping the opponent's bowing "
          "effects is inert: the passive opponent plays none; in military conflicts it does "
          "nothing else.")

card("the-path-of-man", "The Path of Man",
     event_reaction(CONTEST_WON, fate(2), when=(when("ma_won_by", 5),)),
     note="The passive opponent counts no skill: won by the player's whole skill.")

card("fushicho", "Fushichō",
     interrupt(LEAVES_PLAY, game("ma_put_fate", target=choose(chars(clan="phoenix", not_self=True),
                                                               zone="dynasty_discard")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile (a fate phase discard, a sacrifice): "
          "the best Phoenix character there enters play with 1 fate. Leaving to the hand or a "
          "deck is not answered. No attachments (OnlyAttachments with no trait).")

statics("fushicho", OnlyAttachments(()))

card("ikoma-tsanuri", "Ikoma Tsanuri",
     action(military(1, participants(chars())), political(1, participants(chars())),
            when=(participating(),
                  when("dl_count_at_least", (participants(chars("bushi")), 3))),
            phases=("conflict",)))

card("kyuden-isawa", "Kyūden Isawa",
     missing=(helps("bow it and discard a Spell event to play a Spell event from the conflict "
                    "discard pile: replaying events from the discard pile is not modeled"),),
     note="Its fate, honor and province strength bonus are printed and played.")

card("shiba-tetsu", "Shiba Tetsu",
     reaction(CARD_PLAYED, military(1), political(1), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "spell")), limit=0),
     note="After the player plays a Spell event during a conflict: +1/+1 until the end of the "
          "conflict; unlimited.",
     missing=(helps("Spell attachments played from hand fire no card-played event in the "
                    "engine: they do not trigger it"),))

card("walking-the-way", "Walking the Way",
     event_action(game("mb_walk"), when=(when("mb_walk_gain"),)),
     note="Played when a character among the top 3 dynasty cards costs more than the worst "
          "card of the four provinces (holdings are kept, events go first): that card is "
          "discarded and the character put face up in its place; the deck is shuffled. 1 "
          "fate less with a Shugenja in play (hooks.REDUCTIONS).")

card("kami-unleashed", "Kami Unleashed",
     action(resolve_ring(), costs=(sacrifice_self(),), when=(participating(),),
            phases=("conflict",)),
     note="Sacrificed while attacking: the contested ring's effect resolves for the player. "
          "Max 1 per conflict is kept by the sacrifice (one copy in play at a time in the "
          "test decks). Seeker role only is deck building.")

# -- Underhand of the Emperor -----------------------------------------------------------------------

card("stolen-breath", "Stolen Breath",
     inert=f"keeps a character out of political conflicts: {NO_CHARACTERS} (putting it on one's "
           "own is not played)")

# -- Masters of the Court ---------------------------------------------------------------------------

card("festival-for-the-fortunes", "Festival for the Fortunes",
     event_action(honor(each(chars(), state="ma_not_honored"))),
     note=f"Honors each of the player's characters ({NO_CHARACTERS}).")

card("benevolent-host", "Benevolent Host",
     reaction(ENTERS_PLAY, game("ma_put_fate", 2,
                                target=choose(chars("courtier"), zone="province")),
              when=(when("event_option", "province"),)),
     note="After it is played from a province: a face-up Courtier of the provinces enters "
          "play, with 1 fate when its printed cost is 2 or lower.")

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
              when=(self_is("participating"), when("more_honor"), when("mb_attacked_breakable"))),
     note="After a won conflict she attacked in, with more honor than the opponent: the "
          "attacked non-stronghold province breaks whatever its strength (already broken: "
          "nothing).")

card("ardent-omoidasu", "Ardent Omoidasu",
     inert="answers the opponent dishonoring the player's character: the passive opponent "
           "has no card abilities and never resolves a ring")

card("kenson-no-gakka", "Kenson no Gakka", inert=f"honors defending characters: {NEVER_DEFENDS}")

# -- Seekers of Wisdom ------------------------------------------------------------------------------

card("elegant-tessen", "Elegant Tessen",
     reaction(ENTERS_PLAY, ready(attached()), when=(when("dc_host_max_cost", 2),)),
     note="+1/+1 and Restricted are printed and played.")

card("asako-togama", "Asako Togama",
     action(game("ps_swap_ring"), when=(participating(), when("ps_ring_gain", 1)),
            phases=("conflict",)),
     note="While participating, a claimed ring is switched with the unclaimed ring holding the "
          "most fate (at least 1), and the player gains its fate.")
