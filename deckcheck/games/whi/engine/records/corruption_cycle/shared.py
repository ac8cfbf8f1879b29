"""What the records of several packs of the Corruption Cycle share."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    attached,
    cond,
    corrupt,
    forced,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.state import BATTLEFIELD, DISCARD, WhiState
from deckcheck.games.whi.engine.ops.plays import zone_plan


# Stand Your Ground: "Action: Put into play one target [Dwarf] unit that entered your discard
# pile this turn. (You choose the zone in which the unit enters play.)" However it got there
# [004 §HgF: also a destroyed development]. The four Forced abilities are bookkeeping only:
# wherever a copy is, it notes each unit that enters the discard pile (they never resolve).


FALLEN = -(3 << 20)           # state.used key FALLEN - card: the card entered the discard


def _least(state: WhiState, cards: list[int]) -> int:
    t = state.table
    return min(cards, key=lambda u: (u in state.attackers, cap.power(state, u), t.cost[u], u),
               default=-1)


def _foreign_least(state: WhiState, ctx, c: int) -> bool:
    t = state.table
    foreign = [u for u in cap.units(state) if t.race_of[u] != state.race]
    return c == _least(state, foreign) and c >= 0


h.STATE_WORDS.update({
    "decks_a_fallen": lambda s, ctx, c: (s.where[c] == DISCARD and bool(s.used.get(FALLEN - c))
                                         and zone_plan(s, c) >= 0),
    "decks_a_foreign_least": _foreign_least,
})


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# Power pumps are offered before combat damage, on an attacker, only when the power added
# burns the zone attacked (``burns_with``): against the passive opponent more power pays
# only then.
PUMP = (cond("before_combat_damage"), cond("burns_with", 1))
PUMP3 = (cond("before_combat_damage"), cond("burns_with", 3))


def _damage_on(state: WhiState, c: int) -> int:
    return state.damage.get(c, 0) if c >= 0 else 0


register_words(h.HOOKS.counts, {
    "damage_on_self": lambda s, ctx, v: _damage_on(s, ctx.source),
    "damage_on_host": lambda s, ctx, v: _damage_on(s, s.attached.get(ctx.source, -1)),
    "attachments_on_self": lambda s, ctx, v: sum(1 for h_ in s.attached.values() if h_ == ctx.source),
    "developments_in_battlefield": lambda s, ctx, v: len(s.developments[BATTLEFIELD]),
})


register_words(h.HOOKS.conditions, {
    "developments_in_battlefield_at_least": lambda s, ctx, v: len(s.developments[BATTLEFIELD]) >= v,
    "discard_units_at_least": lambda s, ctx, v: sum(
        1 for c in s.discard if s.table.kind[c] == UNIT) >= v,
    "any_corrupted": lambda s, ctx, v: any(c in s.corrupted for c in s.in_play_cards()),
    "host_attacking": lambda s, ctx, v: s.attached.get(ctx.source, -1) in s.attackers,
})


def indirect(n: int = 1, per=None) -> Effect:
    """n indirect damage to the passive opponent (it assigns it itself: its healthiest zone)."""
    return op("opponent_indirect", n, per=per)


def corrupt_host_on_attach(*extra) -> tuple:
    """"Attach to ... Corrupt that unit." (the host is corrupted as the attachment enters play)."""
    return (forced(ENTERS_PLAY, corrupt(attached()), about="self"), *extra)
