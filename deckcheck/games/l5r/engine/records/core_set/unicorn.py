"""Core Set records: the Unicorn cards. One test each in
tests/test_l5r_records_core_set_unicorn.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict, uni, uni_when
from deckcheck.games.l5r.engine.play_rules import MOVED_TO_CONFLICT
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    OnlyAttachments,
    ROUND_ENDS,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    discard_from_hand,
    draw,
    each,
    event_action,
    event_reaction,
    fate,
    fate_cost,
    helps,
    honor_cost,
    in_conflict,
    military,
    move_in,
    participating,
    political,
    reaction,
    ready,
    remove_fate,
    statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import NEVER_DEFENDS, NO_CHARACTERS, SHORT, province
from deckcheck.goldfish.abilities.records import Cond, Effect
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, RINGS, L5rState
from deckcheck.games.l5r.engine.ops.conflict_limits import skill_or_zero


# -- the operations only these records use ----------------------------------------------------
def home_ready(state: L5rState) -> list[int]:
    return [c for c in play_rules.characters(state) if c not in state.attackers and c not in state.bowed]


def _gift(state: L5rState) -> tuple[int, int] | None:
    """(attachment, new host) for Giver of Gifts, or None."""
    t = state.table
    if not state.c_type:
        return None
    bonus = t.military_bonus if state.c_type == MILITARY else t.political_bonus
    counting = [c for c in state.attackers if c not in state.bowed]
    best = None
    for a, host in sorted(state.attached.items()):
        if bonus[a] <= 0 or host in counting:
            continue
        hosts = [h for h in play_rules.attachment_hosts(state, a) if h in counting and h != host]
        if "restricted" in t.keywords[a]:
            hosts = [h for h in hosts if sum(1 for x, y in state.attached.items()
                                             if y == h and "restricted" in t.keywords[x]) < 2]
        hosts = [h for h in hosts if play_rules.skill(state, h, state.c_type) is not None]
        if hosts and (best is None or bonus[a] > bonus[best[0]]):
            best = (a, hosts[0])
    return best


def _military_better(state, ctx, value):
    ready = [c for c in state.attackers if c not in state.bowed]
    return state.c_type == POLITICAL and bool(ready) and \
        sum(skill_or_zero(state, c, MILITARY) for c in ready) > sum(skill_or_zero(state, c, POLITICAL) for c in ready)


def _host_in_event(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def _host_trait(state, ctx, value):
    return ctx.chosen >= 0 and value in state.table.traits[ctx.chosen]


def _tatsuo(state, ctx, value):
    me = ctx.source
    return (me in state.play and me not in state.attackers and me not in state.bowed) or \
        any(c != me for c in home_ready(state))


def _can_gift(state, ctx, value):
    return _gift(state) is not None


def _switch_military(state, ctx, eff, cards):
    if state.c_type == POLITICAL:
        state.c_type = MILITARY


def _keep_first(state, ctx, eff, cards):
    state.first = True


def _tatsuo_op(state, ctx, eff, cards):
    me = ctx.source
    movers = [me] if me in state.play and me not in state.attackers else []
    others = [c for c in home_ready(state) if c != me]
    if others and state.c_type:
        movers.append(max(others, key=lambda c: (skill_or_zero(state, c, state.c_type), -c)))
    GAME_OPS["move_in"](state, ctx, eff, movers)


def _gift_op(state, ctx, eff, cards):
    found = _gift(state)
    if found is not None:
        a, host = found
        state.attached[a] = host
        play_rules.note(state, "attached", a, host)


def per_round(n: int, key: str = "card") -> tuple[Cond, Effect]:
    return Cond("uni_limit", (n, "round", key)), uni("uni_count", "round", key)


CONDITIONS.update({
    "uni_military_better": _military_better,
    "uni_host_in_event": _host_in_event,
    "uni_host_trait": _host_trait,
    "uni_tatsuo": _tatsuo,
    "uni_gift": _can_gift,
})


COUNTS.update({
    "uni_unclaimed_rings": lambda state, ctx, value: len(RINGS) - len(state.claimed),
})


GAME_OPS.update({
    "uni_switch_military": _switch_military,
    "uni_keep_first": _keep_first,
    "uni_tatsuo": _tatsuo_op,
    "uni_gift": _gift_op,
})


# -- records -----------------------------------------------------------------------------------
card("aggressive-moto", "Aggressive Moto", inert=f"cannot be declared as a defender: {NEVER_DEFENDS}")

card("border-rider", "Border Rider", action(ready()),
     note="Ready this character: offered only while it is bowed (any action window).")

card("giver-of-gifts", "Giver of Gifts",
     action(uni("uni_gift"), when=(in_conflict(), uni_when("uni_gift")), phases=("conflict",)),
     note="Moves the attachment with the biggest skill bonus of the conflict's type from a "
          "character that does not count (at home or bowed) to a ready attacker that may hold "
          "it; the pilot's policy: only during a conflict.")

_limit, _count = per_conflict(1)

card("ide-messenger", "Ide Messenger",
     action(move_in(choose(chars(), state="ready")), costs=(fate_cost(1),),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     note="A ready character at home only (a bowed one adds no skill).")

card("ide-trader", "Ide Trader",
     reaction(MOVED_TO_CONFLICT, fate(1), _count, about="any", when=(participating(), _limit),
              limit=0),
     reaction(MOVED_TO_CONFLICT, draw(1), _count, about="any", when=(participating(), _limit),
              limit=0),
     note="Select one - gain 1 fate or draw 1 card: two triggers sharing the once per conflict "
          "limit (the greedy pilot takes the fate).")

card("iuchi-wayfinder", "Iuchi Wayfinder",
     inert="looks at a facedown province: information only, the opponent's provinces are data")

card("meishodo-wielder", "Meishōdō Wielder",
     missing=(helps("Its cost is reduced by 1 while the player is first player (the engine "
                    "has no cost reduction for dynasty characters)."),))

card("moto-horde", "Moto Horde", note="No attachments except Weapon: a host rule.")

statics("moto-horde", OnlyAttachments(("weapon",)))

card("moto-youth", "Moto Youth",
     constant(military(1, this(), until=""), when=(conflict_type("military"),)),
     note="The first military conflict each round is the player's only one: the passive "
          "opponent declares none.")

card("shinjo-altansarnai", "Shinjo Altansarnai",
     inert=f"the opponent discards one of its characters: {NO_CHARACTERS}")

card("shinjo-outrider", "Shinjo Outrider",
     action(move_in(this()), when=(in_conflict(), SHORT, cond("self_is", "ready")),
            phases=("conflict",)))

card("shinjo-tatsuo", "Shinjo Tatsuo",
     action(uni("uni_tatsuo"), when=(in_conflict(), SHORT, uni_when("uni_tatsuo")),
            phases=("conflict",)),
     note="Moves itself and the strongest other ready character at home.")

card("utaku-infantry", "Utaku Infantry",
     constant(military(1, this(), until="", per=each(chars(clan="unicorn"), state="participating")),
              political(1, this(), until="", per=each(chars(clan="unicorn"), state="participating")),
              when=(participating(),)),
     note="It counts itself (a participating Unicorn character).")

_limit, _count = per_conflict(1)

card("utaku-yumino", "Utaku Yumino",
     action(military(2), political(2), _count, costs=(discard_from_hand(1),),
            when=(in_conflict(), participating(), SHORT, _limit), phases=("conflict",), limit=0),
     note="The pilot's policy: only while it participates; the cheapest card is discarded.")

card("warrior-poet", "Warrior Poet",
     inert=f"gives the opponent's participating characters -1/-1: {NO_CHARACTERS}")

card("born-in-war", "Born in War",
     constant(military(1, attached(), until="", per="uni_unclaimed_rings")),
     note="Cavalry character only: an attachment restriction.")

statics("born-in-war", uni_when("uni_host_trait", "cavalry"))

card("favored-mount", "Favored Mount",
     action(move_in(attached()), costs=(bow_self(),),
            when=(in_conflict(), SHORT, uni_when("uni_host_ready")), phases=("conflict",)),
     missing=(helps("The attached character gains Cavalry (traits are printed only in the "
                    "engine: Born in War, Golden Plains Outpost and Cavalry Reserves do not see "
                    "it)."),))

_limit, _count = per_round(2)

card("spyglass", "Spyglass",
     reaction(CONTEST_DECLARED, draw(1), _count, about="any",
              when=(uni_when("uni_host_in_event"), _limit), limit=0),
     reaction(MOVED_TO_CONFLICT, draw(1), _count, about="any",
              when=(uni_when("uni_host_in_event"), _limit), limit=0),
     note="Commits (declared as an attacker) or moves: one limit of twice per round.")

card("breakthrough", "Breakthrough",
     inert="declares the second conflict at once: the player declares it next anyway, the "
           "passive opponent takes no conflict opportunity in between")

card("captive-audience", "Captive Audience",
     event_action(uni("uni_switch_military"), costs=(honor_cost(1),),
                  when=(conflict_type("political"), SHORT, uni_when("uni_military_better")),
                  phases=("conflict",)),
     note="The pilot's policy: only when the conflict is short of breaking the province and "
          "the ready attackers count more military than political skill.")

card("cavalry-reserves", "Cavalry Reserves",
     event_action(uni("uni_put_best", "dynasty_discard", "cavalry", 6),
                  when=(conflict_type("military"),
                        uni_when("uni_put_best", ("dynasty_discard", "cavalry", 6))),
                  phases=("conflict",)),
     note="Up to 6 printed cost of Cavalry characters: the strongest in military skill first.")

card("i-am-ready", "I Am Ready",
     event_action(remove_fate(1, choose(chars(clan="unicorn"), state="has_fate")),
                  ready(choose(chars(clan="unicorn"), state="has_fate")),
                  when=(cond("in_conflict", negate=True),), phases=("conflict",)),
     note="A bowed Unicorn character with fate only (readying is the point); the pilot's "
          "policy: in the conflict phase between conflicts, when it can attack again.")

card("way-of-the-unicorn", "Way of the Unicorn",
     event_reaction(ROUND_ENDS, uni("uni_keep_first"), when=(cond("first_player", negate=True),)),
     note="The token passes only at the end of the round, and the interrupt's only effect is "
          "keeping it: played right after the pass, it gives the token back.")

province("endless-plains", "Endless Plains", "after an attack is declared there")

card("golden-plains-outpost", "Golden Plains Outpost",
     action(move_in(choose(chars("cavalry"), state="ready")), costs=(bow_self(),),
            when=(conflict_type("military"), SHORT), phases=("conflict",)),
     note="A ready Cavalry character at home only.")
