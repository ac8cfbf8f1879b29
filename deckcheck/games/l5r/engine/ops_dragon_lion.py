"""Conditions, costs, counts, state words, effect operations and host rules the Core Set
Dragon and Lion records need beyond the dsl (registered into the L5R hooks' tables; every
name starts with ``dl_``).

Conditions: dl_count_at_least ((Target, n): at least n cards match), dl_opp_more_honor,
dl_honor_lead (n: the player has at least n more honor than the opponent),
dl_sibling_unused (k: the card's ability k was not used this round: two abilities that are
one ability with two zones), dl_host_participating / dl_host_ready (the attachment's host
is among the event's cards / is ready), dl_single_participant (the event names one card,
ready), dl_attached_here (trait: the event's card is an attachment with that trait on
this card), dl_from_province (the character entered play from a province), dl_facedown
(a face-down card lies in a province).

Costs: dl_fate_to_ring ("spend 1 fate to an unclaimed ring": 1 fate from the pool onto the
unclaimed ring with the most fate, ties air, fire, earth, water, void - the player gets it
back when it declares a conflict on that ring), dl_max_per_conflict ("Max 1 per conflict",
shared by the copies of a title).

Game ops (``Effect("game", value=(name,))``): dl_search_attachment (amount: top cards of the
conflict deck; the best attachment among them to hand, shuffle), dl_refill_faceup (the
province the event's character came from shows its card face up), dl_refund_fate (fate
placed on the card goes back to the pool: "you cannot place fate on it"),
dl_attach_from_discard (attach the ability's own card to the chosen character),
dl_fate_shield (the fate phase neither discards the card nor removes its fate: +1 fate
without an event, taken back by the fate phase), dl_reveal_facedown (amount: face-down
province cards turned face up, in slot order), dl_double_if_two (the ability's skill
modifiers count twice on a chosen character with 2 or more attachments).

Counts: dl_unclaimed_ring_fate, dl_target_printed_military (the printed military skill of
the chosen character: a lasting effect on a chosen character is recounted with it).

State words: dl_monk (a Monk character or one with a Monk attachment),
dl_participating_attached (participating with 1 or more attachments), dl_may_enter (not a
copy of a unique character in play), dl_may_enter_conflict (that, and a skill of the
conflict's type), dl_guidance_host (Guidance of the Ancestors may be attached to it).
"""
from __future__ import annotations

from dataclasses import dataclass

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import hooks as l5r_hooks
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT, CHARACTER
from deckcheck.games.l5r.engine.hooks import HOOKS, STATE_WORDS
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, SH_SLOT, L5rState

RING_PREFERENCE = (0, 2, 1, 3, 4)     # air, fire, earth, water, void (the pilot's ring order)
MARK_BASE = 40 << 20                  # state.used marks of "Max 1 per conflict": -(BASE + title)
# (each ops module keeps its marks in its own block of 1 << 20 keys: crab/crane 1-2,
# decks_common 5-6, phoenix/scorpion 7-8, unicorn/neutral 37-38, dragon/lion 40, more_b 77-84)


# -- host rules (record statics read by play_rules.attachment_hosts) -------------------------------
@dataclass(frozen=True, slots=True)
class HostTraits:
    """"Attach to a <trait> character you control" (every character in play is the player's)."""

    traits: tuple[str, ...]

    def host_ok(self, state: L5rState, a: int, c: int) -> bool:
        return any(tr in state.table.traits[c] for tr in self.traits)


@dataclass(frozen=True, slots=True)
class OnePerHost:
    """"Limit 1 per character": no other copy of the title on the host."""

    def host_ok(self, state: L5rState, a: int, c: int) -> bool:
        t = state.table
        return not any(h == c and x != a and t.title[x] == t.title[a] for x, h in state.attached.items())


# -- conditions --------------------------------------------------------------------------------
def _count_at_least(state, ctx, value):
    target, n = value
    return len(candidates(state, HOOKS, ctx, target)) >= n


def _host_participating(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def _host_ready(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and host not in state.bowed


def _single_participant(state, ctx, value):
    return (ctx.event is not None and len(ctx.event.cards) == 1
            and ctx.event.cards[0] in state.play and ctx.event.cards[0] not in state.bowed)


def _attached_here(state, ctx, value):
    a = ctx.event.card if ctx.event is not None else -1
    return a >= 0 and state.attached.get(a, -1) == ctx.source and value in state.table.traits[a]


def _facedown(state, ctx, value):
    return any(c in state.facedown for slot in state.provinces[:SH_SLOT] for c in slot)


HOOKS.conditions.update({
    "dl_count_at_least": _count_at_least,
    "dl_opp_more_honor": lambda state, ctx, value: state.opp_honor > state.honor,
    "dl_honor_lead": lambda state, ctx, value: state.honor >= state.opp_honor + value,
    "dl_sibling_unused": lambda state, ctx, value: runtime.uses(state, ctx.source, value) == 0,
    "dl_host_participating": _host_participating,
    "dl_host_ready": _host_ready,
    "dl_single_participant": _single_participant,
    "dl_attached_here": _attached_here,
    "dl_from_province": lambda state, ctx, value: ctx.event is not None and ctx.event.amount > 0,
    "dl_facedown": _facedown,
})


# -- costs ---------------------------------------------------------------------------------------
def _free_rings(state: L5rState) -> list[int]:
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def _ok_fate_to_ring(state, ctx, cost):
    return state.fate >= 1 and bool(_free_rings(state))


def _pay_fate_to_ring(state, ctx, cost):
    ring = max(_free_rings(state), key=lambda r: (state.ring_fate.get(r, 0), -RING_PREFERENCE.index(r)))
    play_rules.pay(state, 1)
    piles.add(state.ring_fate, ring, 1)


def _mark(state: L5rState, ctx) -> int:
    return -(MARK_BASE + state.table.title[ctx.source])


def _conflict_id(state: L5rState) -> int:
    return state.conflicts if state.c_type else -1


def _ok_max_per_conflict(state, ctx, cost):
    return state.used.get(_mark(state, ctx)) != _conflict_id(state) or _conflict_id(state) < 0


def _pay_max_per_conflict(state, ctx, cost):
    state.used[_mark(state, ctx)] = _conflict_id(state)


HOOKS.costs.update({
    "dl_fate_to_ring": (_ok_fate_to_ring, _pay_fate_to_ring),
    "dl_max_per_conflict": (_ok_max_per_conflict, _pay_max_per_conflict),
})


# -- counts --------------------------------------------------------------------------------------
def _unclaimed_ring_fate(state, ctx, value):
    return sum(n for r, n in state.ring_fate.items() if r not in state.claimed and r != state.c_ring)


def _target_printed_military(state, ctx, value):
    return (state.table.military[ctx.chosen] or 0) if ctx.chosen >= 0 else 0


HOOKS.counts.update({
    "dl_unclaimed_ring_fate": _unclaimed_ring_fate,
    "dl_target_printed_military": _target_printed_military,
})


# -- state words ---------------------------------------------------------------------------------
def _monk(state: L5rState, c: int) -> bool:
    t = state.table
    if t.type[c] != CHARACTER or c not in state.play:
        return False
    return "monk" in t.traits[c] or any(h == c and "monk" in t.traits[a] for a, h in state.attached.items())


def _participating_attached(state: L5rState, c: int) -> bool:
    return c in state.attackers and c in state.attached.values()


def _may_enter(state: L5rState, c: int) -> bool:
    return c not in state.play and play_rules.duplicate_in_play(state, c) < 0


def _may_enter_conflict(state: L5rState, c: int) -> bool:
    return _may_enter(state, c) and state.c_type != 0 and play_rules.skill(state, c, state.c_type) is not None


def _guidance_host(state: L5rState, c: int) -> bool:
    t = state.table
    if c not in state.play or t.type[c] != CHARACTER:
        return False
    guidance = [a for a in state.conflict_discard if t.ids[a] == "guidance-of-the-ancestors"]
    return bool(guidance) and c in play_rules.attachment_hosts(state, guidance[0])


STATE_WORDS.update({
    "dl_monk": _monk,
    "dl_participating_attached": _participating_attached,
    "dl_may_enter": _may_enter,
    "dl_may_enter_conflict": _may_enter_conflict,
    "dl_guidance_host": _guidance_host,
})


# -- game ops ------------------------------------------------------------------------------------
def _search_attachment(state, ctx, eff, cards):
    t = state.table
    top = state.conflict[-(eff.amount or 5):]            # the deck's top is its end
    found = [c for c in top if t.type[c] == ATTACHMENT]
    if found:
        best = max(found, key=lambda c: (t.military_bonus[c] + t.political_bonus[c], c))
        state.conflict.remove(best)
        state.hand.append(best)
        play_rules.seen(state, best)
    piles.shuffle(state, state.conflict)


def _refill_faceup(state, ctx, eff, cards):
    slot = ctx.event.amount - 1 if ctx.event is not None else -1
    if 0 <= slot < SH_SLOT:
        if not state.provinces[slot]:
            play_rules.refill(state, slot)
        play_rules.reveal(state, slot)


def _refund_fate(state, ctx, eff, cards):
    for c in cards:
        n = state.fate_on.pop(c, 0)
        state.fate += n
        state.fate_spent -= n


def _attach_from_discard(state, ctx, eff, cards):
    a = ctx.source
    for host in cards:
        if a in state.conflict_discard and host in state.play:
            play_rules.attach(state, a, host)
            state.conflict_played += 1


def _fate_shield(state, ctx, eff, cards):
    for c in cards:
        piles.add(state.fate_on, c, 1)


def _reveal_facedown(state, ctx, eff, cards):
    left = eff.amount or 1
    for slot in range(SH_SLOT):
        if left and any(c in state.facedown for c in state.provinces[slot]):
            play_rules.reveal(state, slot)
            left -= 1


def _double_if_two(state, ctx, eff, cards):
    for c in cards:
        if sum(1 for h in state.attached.values() if h == c) >= 2:
            mine = [e for e in state.lasting if e[0] == ctx.source and e[1] == ctx.ability and e[3] == c]
            state.lasting.extend(mine)


l5r_hooks.GAME_OPS.update({
    "dl_search_attachment": _search_attachment,
    "dl_refill_faceup": _refill_faceup,
    "dl_refund_fate": _refund_fate,
    "dl_attach_from_discard": _attach_from_discard,
    "dl_fate_shield": _fate_shield,
    "dl_reveal_facedown": _reveal_facedown,
    "dl_double_if_two": _double_if_two,
})

_ = MILITARY
