"""Core Set records: the Crab cards. One test each in tests/test_l5r_records_core_set_crab.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    LEAVES_PLAY,
    PHASE_BEGINS,
    action,
    card,
    chars,
    choose,
    constant,
    draw,
    event_action,
    fate,
    holdings,
    in_conflict,
    military,
    opponent_loses_honor,
    participating,
    place_fate,
    political,
    reaction,
    self_is,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
    restrict,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import Effect, Target
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import HOLDING
from deckcheck.games.l5r.engine.hooks import COUNTS, CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, SH_SLOT, L5rState
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import holdings_in_play
from deckcheck.goldfish.abilities.records import THIS


# -- the operations only these records use ----------------------------------------------------
MARK_FROZEN = -(2 << 20)


def _total_skill(state: L5rState, c: int) -> int:
    return (play_rules.skill(state, c, MILITARY) or 0) + (play_rules.skill(state, c, POLITICAL) or 0)


def _holding_in_play(state, ctx, value):
    return bool(holdings_in_play(state))


def _bowed_at_least(state, ctx, value):
    return sum(1 for c in play_rules.characters(state) if c in state.bowed) >= value


def _host_no_fate(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host in state.play and state.fate_on.get(host, 0) == 0


def _ready_best(state, ctx, eff, cards):
    bowed = [c for c in play_rules.characters(state) if c in state.bowed]
    if bowed:
        play_rules.ready(state, max(bowed, key=lambda c: (_total_skill(state, c), -c)))


def _freeze_military(state, ctx, eff, cards):
    state.used[MARK_FROZEN - ctx.source] = play_rules.skill(state, ctx.source, MILITARY) or 0


def _keep_host(state, ctx, eff, cards):
    """Reprieve: the host stays through the fate phase's discard; 1 fate token (no
    FATE_PLACED event), which the phase's fate removal takes off again."""
    host = state.attached.get(ctx.source, -1)
    if host in state.play:
        piles.add(state.fate_on, host, 1)


def rebuild_slot(state: L5rState) -> int:
    """The province Rebuild uses: an empty one, else one with a facedown card, else the one
    with the dearest face-up character (-1: every province shows a holding)."""
    t = state.table
    best, key = -1, None
    for slot in range(SH_SLOT):
        cards = state.provinces[slot]
        if any(t.type[c] == HOLDING and c not in state.facedown for c in cards):
            continue
        k = (0,) if not cards else (1,) if any(c in state.facedown for c in cards) else \
            (2, -max(t.cost[c] for c in cards))
        if key is None or k < key:
            best, key = slot, k
    return best


def _rebuild(state, ctx, eff, cards):
    slot = rebuild_slot(state)
    for h in cards:
        if slot < 0 or h not in state.dynasty_discard:
            return
        out = list(state.provinces[slot])
        for c in out:
            piles.take(state.provinces, slot, c)
            state.facedown.discard(c)
            state.dynasty.append(c)
        if out:
            piles.shuffle(state, state.dynasty)
        state.dynasty_discard.remove(h)
        piles.put(state.provinces, slot, h)
        play_rules.seen(state, h)
        play_rules.note(state, "revealed", h)


def _rebuild_slot(state, ctx, value):
    return rebuild_slot(state) >= 0


def sacrifice(target: Target) -> Effect:
    return Effect("sacrifice", 0, target)


def cannot(what: str) -> Effect:
    """This card cannot do ``what`` (a constant on itself, read by ``play_rules.cannot``)."""
    return Effect("cannot", 0, THIS, value=what)


CONDITIONS.update({
    "holding_in_play": _holding_in_play,
    "bowed_at_least": _bowed_at_least,
    "host_no_fate": _host_no_fate,
})


COUNTS.update({
    "frozen_military": lambda state, ctx, value: state.used.get(MARK_FROZEN - ctx.source, 0),
})


CONDITIONS["rebuild_slot"] = _rebuild_slot


GAME_OPS.update({
    "ready_best": _ready_best,
    "freeze_military": _freeze_military,
    "rebuild": _rebuild,
    "keep_host": _keep_host,
})


# -- records -----------------------------------------------------------------------------------
card("borderlands-defender", "Borderlands Defender",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("hida-guardian", "Hida Guardian",
     action(military(2, choose(chars(not_self=True), state="participating"), per="holdings"),
            political(2, choose(chars(not_self=True), state="participating"), per="holdings"),
            when=(participating(), when("holding_in_play")), phases=("conflict",)),
     note="Offered only with a holding in play (with none it gives +0). A character with a "
          "dash skill gets the other skill's bonus only.")

card("hida-kisada", "Hida Kisada",
     inert=f"cancels the opponent's action abilities: {NO_CHARACTERS} and triggers none")

card("hida-tomonatsu", "Hida Tomonatsu",
     inert=f"after winning a conflict as a defender: {NEVER_DEFENDS}")

card("hiruma-ambusher", "Hiruma Ambusher",
     inert=f"after entering play as a defender: {NEVER_DEFENDS}")

card("hiruma-yojimbo", "Hiruma Yōjimbō",
     constant(cannot("attack")))

card("intimidating-hida", "Intimidating Hida",
     reaction(PHASE_BEGINS, opponent_loses_honor(1), about="any",
              when=(when("event_option", "conflict"),)),
     note="The passive opponent never declares a conflict: it passes its conflict "
          "opportunities each round; the reaction (once per round) is taken as the conflict "
          "phase begins.")

card("kaiu-envoy", "Kaiu Envoy",
     note="Courtesy and Sincerity only: keywords the engine plays itself (play_rules.leave_play).")

card("kaiu-shuichi", "Kaiu Shuichi",
     action(fate(1), when=(in_conflict(), participating(), when("holding_in_play")),
            phases=("conflict",)),
     note="Covert does nothing: the passive opponent never declares defenders.")

card("shrewd-yasuki", "Shrewd Yasuki",
     action(game("look_take", 2, "bottom"),
            when=(participating(), when("holding_in_play")), phases=("conflict",)),
     note="Keeps the dearest card it can pay for now (else the cheapest).")

card("steadfast-witch-hunter", "Steadfast Witch Hunter",
     action(sacrifice(choose(chars(), state="spent")), game("ready_best"),
            when=(when("bowed_at_least", 2),)),
     note="Sacrifices a spent character (bowed, no fate) and readies the bowed character with "
          "the most skill.")

card("stoic-gunso", "Stoic Gunsō",
     action(sacrifice(choose(chars(not_self=True), state="spent")), military(3),
            when=(in_conflict(), participating()), phases=("conflict",)),
     note="Used while it participates (the skill counts only then), sacrificing a spent "
          "character (bowed, no fate).")

card("vanguard-warrior", "Vanguard Warrior",
     action(sacrifice(this()), place_fate(1, choose(chars(not_self=True))),
            when=(self_is("spent"),)),
     note="Sacrifices itself only when spent (bowed, no fate: the fate phase would discard it).")

card("vengeful-berserker", "Vengeful Berserker",
     reaction(LEAVES_PLAY, game("freeze_military"), military(1, per="frozen_military"),
              about="any", when=(in_conflict(), when("event_character"))),
     note="Doubling = + its military skill when the reaction resolves.")

card("eager-scout", "Eager Scout", note="No text.")

card("jade-tetsubo", "Jade Tetsubō",
     inert=f"returns the fate of a weaker participating character: {NO_CHARACTERS} (taking the "
           "fate of one's own character is not played); +3 military and Restricted are "
           "printed and played")

card("reprieve", "Reprieve",
     reaction(PHASE_BEGINS, game("keep_host"), sacrifice(this()), about="any",
              when=(when("event_option", "fate"), when("host_no_fate"))),
     note="Used as the fate phase begins, when the host has no fate (the only way a character "
          "of the player leaves play against its will here): Reprieve is discarded and the host "
          "stays (1 fate token is put on it and taken off by the phase's fate removal). Its "
          "protection from sacrifices the player chooses itself is not used.")

card("watch-commander", "Watch Commander",
     inert=f"the reaction answers the opponent playing cards: {NO_EVENTS}; +1/+1 and the limit "
           "of 1 per character are played")

restrict("watch-commander", when("host_without_copy"))

card("levy", "Levy",
     event_action(fate(1)),
     note="The passive opponent chooses to give 1 fate (it keeps its honor, by which it can "
          "lose the game).")

card("rebuild", "Rebuild",
     event_action(game("rebuild", target=choose(holdings(), zone="dynasty_discard")),
                  when=(when("rebuild_slot"),)),
     note="The province used: an empty one, else one with a facedown card, else the dearest "
          "face-up character; never one showing a holding.")

card("the-mountain-does-not-fall", "The Mountain Does Not Fall",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("way-of-the-crab", "Way of the Crab",
     inert=f"the opponent sacrifices a character: {NO_CHARACTERS}")

card("borderlands-fortifications", "Borderlands Fortifications",
     inert=f"switches cards between provinces, which only matters for defending them: "
           f"{NEVER_ATTACKS}")

card("funeral-pyre", "Funeral Pyre",
     action(sacrifice(choose(chars(), state="spent")), draw(1)),
     note="Sacrifices a spent character (bowed, no fate).")

card("defend-the-wall", "Defend the Wall",
     inert=f"after winning a conflict at this province: {NEVER_ATTACKS}")

card("shiro-nishiyama", "Shiro Nishiyama",
     inert=f"+1/+1 to defending characters: {NEVER_DEFENDS}; its fate, honor and province "
           "strength bonus are printed and played")
