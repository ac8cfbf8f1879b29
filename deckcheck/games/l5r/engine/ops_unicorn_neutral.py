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

from dataclasses import dataclass
from typing import Any

from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.base import Context
from deckcheck.goldfish.abilities.records import THE_PLAYER, Cond, Effect, Target
from deckcheck.games.l5r.engine import opponent, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.filters import Filter
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS, conflict_skill
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL, RINGS, SH_SLOT, L5rState

MARK_CARD = -(37 << 20)
MARK_TITLE = -(38 << 20)
SLOT = 64


# -- filters and host rules -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MinCost(Filter):
    """A filter that also asks for a printed cost of at least ``min_cost``."""

    min_cost: int = 0

    def ok(self, table: Any, c: int, source: int = -1) -> bool:
        return Filter.ok(self, table, c, source) and table.cost[c] >= self.min_cost


# -- helpers ------------------------------------------------------------------------------------------
def _mark_key(state: L5rState, ctx: Context, key: str) -> int:
    if key == "title":
        return MARK_TITLE - state.table.title[ctx.source]
    return MARK_CARD - ctx.source


def _uses(state: L5rState, ctx: Context, per: str, key: str) -> int:
    value = state.used.get(_mark_key(state, ctx, key), 0)
    if per == "conflict":
        return value % SLOT if value // SLOT == state.conflicts else 0
    return value % SLOT


def _skill(state: L5rState, c: int, ctype: int) -> int:
    return play_rules.skill(state, c, ctype) or 0


def home_ready(state: L5rState) -> list[int]:
    return [c for c in play_rules.characters(state) if c not in state.attackers and c not in state.bowed]


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
                   key=lambda c: (-(_skill(state, c, ctype)), t.cost[c], c))
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


# -- conditions ------------------------------------------------------------------------------------
def _limit(state, ctx, value):
    n, per, key = value
    return _uses(state, ctx, per, key) < n


def _short(state, ctx, value):
    return state.c_type != 0 and state.c_slot >= 0 and \
        conflict_skill(state) < opponent.strength(state.opp, state.c_slot)


def _military_better(state, ctx, value):
    ready = [c for c in state.attackers if c not in state.bowed]
    return state.c_type == POLITICAL and bool(ready) and \
        sum(_skill(state, c, MILITARY) for c in ready) > sum(_skill(state, c, POLITICAL) for c in ready)


def _role_element(state, ctx, value):
    t = state.table
    e = ctx.event
    return t.role >= 0 and e is not None and e.option in RINGS and e.option in t.traits[t.role]


def _bid_lower(state, ctx, value):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other


def _host_in_event(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and ctx.event is not None and host in ctx.event.cards


def _host_trait(state, ctx, value):
    return ctx.chosen >= 0 and value in state.table.traits[ctx.chosen]


def _host_ready(state, ctx, value):
    host = state.attached.get(ctx.source, -1)
    return host in state.play and host not in state.bowed and host not in state.attackers


def _can_put(state, ctx, value):
    zone, trait, _ = value
    return bool(_put_candidates(state, zone, trait))


def _tatsuo(state, ctx, value):
    me = ctx.source
    return (me in state.play and me not in state.attackers and me not in state.bowed) or \
        any(c != me for c in home_ready(state))


def _can_gift(state, ctx, value):
    return _gift(state) is not None


CONDITIONS.update({
    "uni_limit": _limit, "uni_short": _short, "uni_military_better": _military_better,
    "uni_role_element": _role_element, "uni_bid_lower": _bid_lower,
    "uni_host_in_event": _host_in_event, "uni_host_trait": _host_trait,
    "uni_host_ready": _host_ready, "uni_put_best": _can_put, "uni_tatsuo": _tatsuo,
    "uni_gift": _can_gift,
})

COUNTS.update({
    "uni_unclaimed_rings": lambda state, ctx, value: len(RINGS) - len(state.claimed),
})


# -- game ops ----------------------------------------------------------------------------------------
def _count(state, ctx, eff, cards):
    _, per, key = eff.value
    k = _mark_key(state, ctx, key)
    uses = _uses(state, ctx, per, key) + 1
    state.used[k] = (state.conflicts if per == "conflict" else 0) * SLOT + uses


def _put_best(state, ctx, eff, cards):
    _, zone, trait, budget = eff.value
    for c in _best_puts(state, zone, trait, budget):
        slot = piles.place_of(state.provinces, c)
        play_rules.enter_play(state, c, "put", participating=True)
        if slot >= 0:
            play_rules.refill(state, slot)


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
        movers.append(max(others, key=lambda c: (_skill(state, c, state.c_type), -c)))
    GAME_OPS["move_in"](state, ctx, eff, movers)


def _gift_op(state, ctx, eff, cards):
    found = _gift(state)
    if found is not None:
        a, host = found
        state.attached[a] = host
        play_rules.note(state, "attached", a, host)


GAME_OPS.update({
    "uni_count": _count, "uni_put_best": _put_best, "uni_switch_military": _switch_military,
    "uni_keep_first": _keep_first, "uni_tatsuo": _tatsuo_op, "uni_gift": _gift_op,
})


# -- words for the records --------------------------------------------------------------------------
def uni(name: str, *args: Any, target: Target = THE_PLAYER) -> Effect:
    return Effect("game", 0, target, "", (name, *args))


def uni_when(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def per_conflict(n: int, key: str = "card") -> tuple[Cond, Effect]:
    """"(Limit n per conflict)" / "(Max n per conflict)": the condition and the counting effect."""
    return Cond("uni_limit", (n, "conflict", key)), uni("uni_count", "conflict", key)


def per_round(n: int, key: str = "card") -> tuple[Cond, Effect]:
    return Cond("uni_limit", (n, "round", key)), uni("uni_count", "round", key)
