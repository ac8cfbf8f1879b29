"""Core Set records: the Lion cards. One test each in tests/test_l5r_records_core_set_lion.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    FATE_PLACED,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    PROVINCE_BROKEN,
    RING_CLAIMED,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    discard,
    each,
    event_action,
    event_reaction,
    fate_cost,
    forced,
    gain_honor,
    honor,
    in_conflict,
    military,
    participating,
    place_fate,
    put_into_play,
    reaction,
    ready,
    resolve_ring,
    statics,
    this,
)
from deckcheck.goldfish.abilities.records import CHOOSE, Cost, Effect, Target
from deckcheck.games.l5r.engine.records.words import NEVER_LOSES, event_option, game_op
from dataclasses import dataclass
from deckcheck.goldfish.abilities import runtime
from deckcheck.games.l5r.engine import hooks as l5r_hooks
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import HOOKS, STATE_WORDS, less_honorable
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState
from deckcheck.games.l5r.engine.ops.ring_fate import may_enter


# -- the operations only these records use ----------------------------------------------------
MARK_BASE = 40 << 20                  # state.used marks of "Max 1 per conflict": -(BASE + title)


# (the marks of state.used: each group of operations keeps its own block of 1 << 20 keys,
# so two cards' marks never meet; grep MARK_ for the blocks taken)
@dataclass(frozen=True, slots=True)
class HostTraits:
    """"Attach to a <trait> character you control" (every character in play is the player's)."""

    traits: tuple[str, ...]

    def host_ok(self, state: L5rState, a: int, c: int) -> bool:
        return any(tr in state.table.traits[c] for tr in self.traits)


def _host_participating(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def _host_ready(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and host not in state.bowed


def _facedown(state, ctx, value):
    return any(c in state.facedown for slot in state.provinces[:SH_SLOT] for c in slot)


def _mark(state: L5rState, ctx) -> int:
    return -(MARK_BASE + state.table.title[ctx.source])


def _conflict_id(state: L5rState) -> int:
    return state.conflicts if state.c_type else -1


def _ok_max_per_conflict(state, ctx, cost):
    return state.used.get(_mark(state, ctx)) != _conflict_id(state) or _conflict_id(state) < 0


def _pay_max_per_conflict(state, ctx, cost):
    state.used[_mark(state, ctx)] = _conflict_id(state)


def _target_printed_military(state, ctx, value):
    return (state.table.military[ctx.chosen] or 0) if ctx.chosen >= 0 else 0


def _may_enter_conflict(state: L5rState, c: int) -> bool:
    return may_enter(state, c) and state.c_type != 0 and play_rules.skill(state, c, state.c_type) is not None


def _guidance_host(state: L5rState, c: int) -> bool:
    t = state.table
    if c not in state.play or t.type[c] != CHARACTER:
        return False
    guidance = [a for a in state.conflict_discard if t.ids[a] == "guidance-of-the-ancestors"]
    return bool(guidance) and c in play_rules.attachment_hosts(state, guidance[0])


def _refill_faceup(state, ctx, eff, cards):
    slot = ctx.event.amount - 1 if ctx.event is not None else -1
    if 0 <= slot < SH_SLOT:
        if not state.provinces[slot]:
            play_rules.refill(state, slot)
        play_rules.reveal(state, slot)


def _attach_from_discard(state, ctx, eff, cards):
    a = ctx.source
    for host in cards:
        if a in state.conflict_discard and host in state.play:
            play_rules.attach(state, a, host)
            play_rules.count_play(state, a)


def _reveal_facedown(state, ctx, eff, cards):
    left = eff.amount or 1
    for slot in range(SH_SLOT):
        if left and any(c in state.facedown for c in state.provinces[slot]):
            play_rules.reveal(state, slot)
            left -= 1


HOOKS.conditions.update({
    "dl_opp_more_honor": lambda state, ctx, value: less_honorable(state),
    "dl_sibling_unused": lambda state, ctx, value: runtime.uses(state, ctx.source, value) == 0,
    "dl_host_participating": _host_participating,
    "dl_host_ready": _host_ready,
    "dl_from_province": lambda state, ctx, value: ctx.event is not None and ctx.event.amount > 0,
    "dl_facedown": _facedown,
})


HOOKS.costs.update({
    "dl_max_per_conflict": (_ok_max_per_conflict, _pay_max_per_conflict),
})


HOOKS.counts.update({
    "dl_target_printed_military": _target_printed_military,
})


STATE_WORDS.update({
    "dl_may_enter_conflict": _may_enter_conflict,
    "dl_guidance_host": _guidance_host,
})


l5r_hooks.GAME_OPS.update({
    "dl_refill_faceup": _refill_faceup,
    "dl_attach_from_discard": _attach_from_discard,
    "dl_reveal_facedown": _reveal_facedown,
})


# -- records -----------------------------------------------------------------------------------
card("ikoma-prodigy", "Ikoma Prodigy",
     reaction(FATE_PLACED, gain_honor(1), about="self"))

card("akodo-toturi", "Akodo Toturi",
     reaction(RING_CLAIMED, resolve_ring(), about="any",
              when=(conflict_type("military"), participating())))

card("akodo-gunso", "Akodo Gunsō",
     reaction(ENTERS_PLAY, game_op("dl_refill_faceup"), about="self", when=(cond("dl_from_province"),)),
     note="Pride is read by the engine.")

card("deathseeker", "Deathseeker",
     inert="Needs a character of the opponent to choose: the passive opponent has none.")

card("for-greater-glory", "For Greater Glory",
     event_reaction(PROVINCE_BROKEN, place_fate(1, each(chars("bushi"), state="participating")),
                    when=(conflict_type("military"),
                          cond("dl_count_at_least", (each(chars("bushi"), state="participating"), 1))),
                    costs=(Cost("dl_max_per_conflict"),)))

card("guidance-of-the-ancestors", "Guidance of the Ancestors",
     action(game_op("dl_attach_from_discard", choose(chars(), state="dl_guidance_host")),
            costs=(fate_cost(1),), zone="conflict_discard"))

card("honored-blade", "Honored Blade",
     reaction(CONTEST_WON, gain_honor(1), about="any", when=(cond("dl_host_participating"),)),
     note="Restricted is read by the engine.")

card("honored-general", "Honored General",
     constant(military(1, each(chars(clan="lion", not_self=True), state="participating"), until=""),
              when=(participating(),)),
     reaction(ENTERS_PLAY, honor(), about="self"))

card("ikoma-eiji", "Ikoma Eiji", inert=NEVER_LOSES)

card("kitsu-spiritcaller", "Kitsu Spiritcaller",
     action(put_into_play(choose(chars(), zone="dynasty_discard", state="dl_may_enter_conflict"),
                          into_conflict=True),
            Effect("return_to_deck", 0, Target(CHOOSE), "contest"),
            costs=(bow_self(),), when=(in_conflict(), cond("dl_sibling_unused", 1)),
            phases=("conflict",)),
     action(put_into_play(choose(chars(), zone="conflict_discard", state="dl_may_enter_conflict"),
                          into_conflict=True),
            Effect("return_to_deck", 0, Target(CHOOSE), "contest"),
            costs=(bow_self(),), when=(in_conflict(), cond("dl_sibling_unused", 0)),
            phases=("conflict",)))

card("lion-s-pride-brawler", "Lion's Pride Brawler",
     inert="Bows a character: the passive opponent has none, and bowing one's own never helps.")

card("master-of-the-spear", "Master of the Spear",
     inert="The opponent sends one of its participating characters home: it never has any.")

card("matsu-beiona", "Matsu Beiona",
     reaction(ENTERS_PLAY, place_fate(2), about="self",
              when=(cond("dl_count_at_least", (each(chars("bushi", not_self=True)), 3)),)))

card("matsu-berserker", "Matsu Berserker", note="No text.")

card("obstinate-recruit", "Obstinate Recruit",
     *(forced(kind, discard(this()), about="any", when=(cond("dl_opp_more_honor"),))
       for kind in (ENTERS_PLAY, PHASE_BEGINS, PHASE_ENDS, CONTEST_DECLARED, LEAVES_PLAY)),
     note="The honor comparison is checked when a card enters or leaves play, when a phase "
          "begins or ends and when a conflict is declared (honor changes between those points "
          "wait for the next one).")

card("ready-for-battle", "Ready for Battle",
     inert="Answers a character bowed by an opponent's card or a ring effect: the opponent "
           "plays no cards and the pilot's ring effects never bow its own characters.")

card("sashimono", "Sashimono",
     forced(CONTEST_WON, ready(attached(), until="contest"),
            when=(event_option("military"), cond("dl_host_participating"), cond("dl_host_ready"))),
     forced(CONTEST_LOST, ready(attached(), until="contest"),
            when=(event_option("military"), cond("dl_host_participating"), cond("dl_host_ready"))),
     note="Its character bows with the others and readies at the end of the conflict.")

statics("sashimono", HostTraits(("bushi",)))

card("staging-ground", "Staging Ground",
     action(game_op("dl_reveal_facedown", amount=2), when=(cond("dl_facedown"),)),
     note="Turns the first two face-down province cards face up (slot order).")

card("stand-your-ground", "Stand Your Ground",
     event_reaction(PHASE_BEGINS, game_op("keep_honored"),
                    when=(event_option("fate"), cond("fateless_honored"))),
     note="Answers the fate phase's discard of a character without fate (the only way one of "
          "the player's characters leaves play against its will here, as Ceaseless Duty): the "
          "dearest honored one stays and discards its status token. Characters the player "
          "sacrifices itself as a cost are not kept (the greedy pilot pays the costs it chose).")

card("steadfast-samurai", "Steadfast Samurai",
     forced(PHASE_BEGINS, game_op("dl_fate_shield", this()), about="any",
            when=(event_option("fate"), cond("dl_honor_lead", 5))))

card("strength-in-numbers", "Strength in Numbers",
     inert="Moves a defending character home: the passive opponent never defends.")

card("the-art-of-war", "The Art of War",
     inert="Interrupts this province being broken: the passive opponent never attacks.")

card("venerable-historian", "Venerable Historian",
     action(honor(), when=(participating(), cond("more_honor")), phases=("conflict",)))

card("vengeful-oathkeeper", "Vengeful Oathkeeper", inert=NEVER_LOSES)

card("way-of-the-lion", "Way of the Lion",
     event_action(military(1, choose(chars(clan="lion"), state="participating"),
                           per="dl_target_printed_military"),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Only participating Lion characters are offered (doubling anyone else's skill "
          "changes nothing).")

card("yojin-no-shiro", "Yōjin no Shiro",
     action(military(1, each(chars(), state="participating")), costs=(bow_self(),),
            when=(in_conflict(), conflict_type("military")), phases=("conflict",)),
     note="Offered in military conflicts only: +1 military in a political conflict changes nothing.")
