"""What the records of several packs of the Enemy Cycle share."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    cond,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.hooks import HOOKS
from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST, WhiState
from deckcheck.games.whi.engine.ops.choices import op, register_words
from deckcheck.games.whi.engine.ops.damage import own_burned


def _event_card(state: WhiState, ctx, v) -> bool:
    ev = ctx.event
    return ev is not None and ev.card >= 0 and v.ok(state.table, ctx.source, ev.card)


def _before_attackers(state: WhiState, ctx, v) -> bool:
    return (h.phase_name(state) == "battlefield" and not state.attackers
            and state.step <= state.flow.at("battlefield.chosen"))


def _development_to_give(state: WhiState) -> int:
    for z in (QUEST, BATTLEFIELD, KINGDOM):
        if state.developments[z]:
            return state.developments[z][-1]
    return -1


HOOKS.conditions.update({
    "decks_a_event_card": _event_card,
    "decks_a_deck_at_least": lambda s, ctx, v: len(s.deck) >= v,
    "decks_a_discard_units_at_least": lambda s, ctx, v: sum(
        1 for c in s.discard if s.table.kind[c] == UNIT) >= v,
    "decks_a_before_attackers": _before_attackers,
    "decks_a_developed_this_turn": lambda s, ctx, v: s.developed_turn == s.round,
})


HOOKS.costs["decks_a_sacrifice_development"] = (
    lambda s, ctx, cost: _development_to_give(s) >= 0,
    lambda s, ctx, cost: cap.leave_play(s, _development_to_give(s), "sacrificed"))


# == The rest of the cycle (issue 37's review), pack by pack ==================================
# Power pumps are offered before combat damage, on an attacker, only when the power added
# burns the zone attacked (``burns_with``).
PUMP = (cond("before_combat_damage"), cond("burns_with", 1))


def _any_burning(state: WhiState, ctx, v) -> bool:
    """A zone is burning: one of the opponent's, or one of the player's own."""
    return bool(state.burned) or own_burned(state) > 0


register_words(h.HOOKS.conditions, {
    "any_zone_burning": _any_burning,
    "any_attachment": lambda s, ctx, v: bool(s.attached),
})


def indirect(n: int = 1, per=None) -> Effect:
    return op("opponent_indirect", n, per=per)
