"""Conditions, counts, filters and game ops the Core Set Unicorn and neutral records need
beyond the dsl (registered into the hooks' tables on import; used by
records/core_unicorn_neutral.py). Names start with ``uni_`` so they never clash with another
group's.

Conditions: ``uni_limit`` ((n, per, key): this card's (key "card") or this title's (key
"title") uses counted by ``uni_count`` are fewer than n in this conflict (per "conflict") or
this round (per "round")), ``uni_short`` (the conflict's skill is still below the attacked
province's strength: a greedy pilot's policy for moving characters in and boosting skill),
``uni_military_better`` (the ready attackers count more military than political skill),
``uni_role_element`` (the triggering ring's element is one of the role's traits),
``uni_bid_lower`` (the player's honor bid is lower than the opponent's), ``uni_host_in_event``
(this attachment's host is among the event's cards), ``uni_host_trait`` (an attachment
restriction: the chosen host has the trait), ``uni_host_ready`` (this attachment's host is a
ready character at home), ``uni_put_best`` ((zone, trait, budget): a character ``uni_put_best``
can put into play), ``uni_tatsuo`` (Shinjo Tatsuo has someone to move), ``uni_gift`` (Giver
of Gifts has an attachment worth moving).

Counts: ``uni_unclaimed_rings``.

Filters: ``MinCost`` (a character filter with a lowest printed cost).


Game ops (``Effect("game", value=(name, ...))``): ``uni_count`` ((per, key): count a use
for ``uni_limit``), ``uni_put_best`` ((zone, trait, budget): put the strongest characters of
the conflict type from ``zone`` ("province" = face up, "dynasty_discard") into play in the
conflict, up to ``budget`` printed cost in all (0 = one character)), ``uni_switch_military``
(the conflict becomes military), ``uni_keep_first`` (the player keeps the first-player
token), ``uni_tatsuo`` (move Shinjo Tatsuo and the strongest other ready character at home
to the conflict), ``uni_gift`` (move the attachment with the biggest skill bonus of the
conflict type from a character that does not count to a ready attacker).

Marks live in ``state.used`` under negative keys (the runtime clears them when the round
ends): ``MARK_CARD - card`` and ``MARK_TITLE - title`` hold conflict number * 64 + uses.
"""
from __future__ import annotations
from typing import Any
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import THE_PLAYER, Cond, Effect, Target
from deckcheck.games.l5r.engine import opponent, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, conflict_skill
from deckcheck.games.l5r.engine.state import MILITARY, SH_SLOT, L5rState


def skill_or_zero(state: L5rState, c: int, ctype: int) -> int:
    return play_rules.skill(state, c, ctype) or 0


def _put_candidates(state: L5rState, zone: str, trait: str) -> list[int]:
    t = state.table
    if zone == "province":
        pool = [c for slot in state.provinces[:SH_SLOT] for c in slot if c not in state.facedown]
    else:
        pool = list(state.dynasty_discard)
    return [c for c in pool if t.type[c] == CHARACTER and (not trait or trait in t.traits[c])
            and play_rules.duplicate_in_play(state, c) < 0]


def _best_puts(state: L5rState, zone: str, trait: str, budget: int) -> list[int]:
    t = state.table
    ctype = state.c_type or MILITARY
    found = sorted(_put_candidates(state, zone, trait),
                   key=lambda c: (-(skill_or_zero(state, c, ctype)), t.cost[c], c))
    if not budget:
        return found[:1]
    picked: list[int] = []
    titles: set[int] = set()
    left = budget
    for c in found:
        if t.cost[c] <= left and not (t.unique[c] and t.title[c] in titles):
            picked.append(c)
            titles.add(t.title[c])
            left -= t.cost[c]
    return picked


def _short(state, ctx, value):
    return state.c_type != 0 and state.c_slot >= 0 and \
        conflict_skill(state) < opponent.strength(state.opp, state.c_slot)


def _bid_lower(state, ctx, value):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other


def _host_ready(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host in state.play and host not in state.bowed and host not in state.attackers


def _can_put(state, ctx, value):
    zone, trait, _ = value
    return bool(_put_candidates(state, zone, trait))


def _put_best(state, ctx, eff, cards):
    _, zone, trait, budget = eff.value
    for c in _best_puts(state, zone, trait, budget):
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put", participating=True)
        if slot >= 0:
            play_rules.refill(state, slot)


def uni(name: str, *args: Any, target: Target = THE_PLAYER) -> Effect:
    return Effect("game", 0, target, "", (name, *args))


def uni_when(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def per_conflict(n: int, key: str = "card") -> tuple[Cond, Effect]:
    """"(Limit n per conflict)" / "(Max n per conflict)": the condition and the counting effect."""
    return Cond("uni_limit", (n, "conflict", key)), uni("uni_count", "conflict", key)


CONDITIONS.update({
    "uni_short": _short,
    "uni_bid_lower": _bid_lower,
    "uni_host_ready": _host_ready,
    "uni_put_best": _can_put,
})


GAME_OPS.update({
    "uni_put_best": _put_best,
})
