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
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.queries import candidates
from deckcheck.games.l5r.engine import hooks as l5r_hooks
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import HOOKS, STATE_WORDS
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, L5rState


RING_PREFERENCE = (0, 2, 1, 3, 4)     # air, fire, earth, water, void (the pilot's ring order)


def _count_at_least(state, ctx, value):
    target, n = value
    return len(candidates(state, HOOKS, ctx, target)) >= n


def _free_rings(state: L5rState) -> list[int]:
    return [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]


def _ok_fate_to_ring(state, ctx, cost):
    return state.fate >= 1 and bool(_free_rings(state))


def _pay_fate_to_ring(state, ctx, cost):
    ring = max(_free_rings(state), key=lambda r: (state.ring_fate.get(r, 0), -RING_PREFERENCE.index(r)))
    play_rules.pay(state, 1)
    piles.add(state.ring_fate, ring, 1)


def may_enter(state: L5rState, c: int) -> bool:
    return c not in state.play and play_rules.duplicate_in_play(state, c) < 0


def _fate_shield(state, ctx, eff, cards):
    for c in cards:
        piles.add(state.fate_on, c, 1)


_ = MILITARY


HOOKS.conditions.update({
    "dl_count_at_least": _count_at_least,
    "dl_honor_lead": lambda state, ctx, value: state.honor >= state.opp_honor + value,
})


HOOKS.costs.update({
    "dl_fate_to_ring": (_ok_fate_to_ring, _pay_fate_to_ring),
})


STATE_WORDS.update({
    "dl_may_enter": may_enter,
})


l5r_hooks.GAME_OPS.update({
    "dl_fate_shield": _fate_shield,
})
