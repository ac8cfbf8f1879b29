"""Words shared by the records of several packs (registered into the hooks' tables on import,
with ``register_words``: a word another module registered already is an error): the effect
word ``op``, indirect damage to the passive opponent (``opponent_indirect``), and the state
words and conditions that pick units and token holders (``legend_or_artefact``,
``burns_with``, ``gains_by_leaving``, ``token_holder``, ``one``, ``priciest``; the zone word
LEFT_TO_HAND). COUNTDOWN: cards whose tokens count down (Eataine War Room).
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import SUPPORT, UNIT
from deckcheck.games.whi.engine.ops.damage import opponent_healthiest
from deckcheck.games.whi.engine.opponent import hit_points_of
from deckcheck.games.whi.engine.state import (
    HAND,
    IN_ZONE,
    WhiState,
)
from deckcheck.goldfish.abilities.records import (
    GAME_SPECIFIC,
    LEAVES_PLAY,
    THE_PLAYER,
    Effect,
    Triggered,
)
from deckcheck.games.whi.engine.battlefield import attack_power


COUNTDOWN = frozenset({"08032"})  # cards whose tokens count down (Eataine War Room)


LEFT_TO_HAND = "left_to_hand"


def register_words(table: dict, words: dict) -> None:
    """Add this module's words to a hooks table; a word some other module registered
    already is an error (the tables are shared by every record module)."""
    taken = sorted(set(table) & set(words))
    if taken:
        raise ValueError(f"already registered: {taken}")
    table.update(words)


def op(name: str, n: int = 0, target=THE_PLAYER, per=None) -> Effect:
    """One of this module's (or ops/damage's) game operations."""
    return Effect(GAME_SPECIFIC, n, target, value=name, per=per)


def opponent_indirect(state: WhiState, n: int) -> None:
    for _ in range(n):
        z = opponent_healthiest(state)
        if z < 0 or state.outcome:
            return
        cap.damage_opponent(state, z, 1, ())


def legend_or_artefact(state: WhiState, ctx, v) -> bool:
    t = state.table
    return state.legend >= 0 or any(t.kind[c] == SUPPORT and "Artefact" in t.traits[c]
                                    for c in state.in_play_cards())


def left(state: WhiState, c: int) -> int:
    return cap.hit_points(state, c) - state.damage.get(c, 0)


def burns_with(state: WhiState, ctx, n) -> bool:
    z = state.attack_zone
    if z < 0 or not state.attackers or z in {b for b, _ in state.burned}:
        return False
    room = hit_points_of(state, z) - state.opp_damage[z]
    power = attack_power(state, state.attackers)
    return power < room <= power + n


def leave_trigger(state: WhiState, c: int) -> bool:
    return any(isinstance(ab, Triggered) and ab.on == LEAVES_PLAY and ab.about == "self"
               for ab in state.table.abilities[c])


def unit_in_play(state: WhiState, c: int) -> bool:
    return state.where[c] == IN_ZONE and state.table.kind[c] == UNIT


def gains_by_leaving(state: WhiState, ctx, c) -> bool:
    return (unit_in_play(state, c) and cap.power(state, c) == 0 and leave_trigger(state, c)
            and left(state, c) <= 2)


def token_holder(state: WhiState, ctx, c) -> bool:
    return state.tokens.get(c, 0) > 0 and state.table.ids[c] not in COUNTDOWN


def one(key):
    """A state word naming one card: the best of the player's units by ``key`` (lowest)."""
    def word(state: WhiState, ctx, c) -> bool:
        pool = [u for u in cap.units(state) if key(state, ctx, u) is not None]
        return bool(pool) and c == min(pool, key=lambda u: (key(state, ctx, u), u))
    return word


def priciest(kind):
    """A state word naming one card of the discard pile (of ``kind``, None any): the most
    expensive (ties: the one discarded last) - the card a "return target card from your
    discard pile" is best spent on."""
    def word(state: WhiState, ctx, c) -> bool:
        t = state.table
        pool = [d for d in state.discard if kind is None or t.kind[d] == kind]
        return bool(pool) and c == max(reversed(pool), key=lambda d: t.cost[d])
    return word


register_words(h.ZONES_BY_WORD, {LEFT_TO_HAND: HAND})


__all__ = ["COUNTDOWN", "LEFT_TO_HAND", "op", "opponent_indirect"]


register_words(h.HOOKS.conditions, {
    "legend_or_artefact": legend_or_artefact,
    "burns_with": burns_with,
})
