"""The attacked province's strength changed until the end of the conflict, shared by the
records of several packs (registered into the hooks' tables on import): the game op
``province_strength`` with the words ``province_gets(n)`` ("the attacked province gets -3
strength"), ``province_base(n)`` ("set the base strength of the attacked province to 1") and
``province_lower_to_1()`` ("lower the strength of the attacked province by 1, to a minimum of
1"). conflicts.strength reads the changes (kept in state.used with the conflict's number)."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import THE_PLAYER, Effect
from deckcheck.games.l5r.engine import conflicts
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState


def _effect(mode: str, n: int) -> Effect:
    return Effect("game", 0, THE_PLAYER, "", ("province_strength", mode, n))


def province_gets(n: int) -> Effect:
    return _effect("add", n)


def province_base(n: int) -> Effect:
    return _effect("base", n)


def province_lower_to_1() -> Effect:
    return _effect("lower_to_1", 1)


def _change(state: L5rState, ctx, eff, cards) -> None:
    _, mode, n = eff.value
    slot = state.c_slot
    if not state.c_type or slot < 0:
        return
    now = state.conflicts << 10
    if mode == "base":
        state.used[conflicts.MARK_STRENGTH_BASE] = now + 1 + max(0, n)
        return
    if mode == "lower_to_1":
        n = -min(n, max(0, conflicts.strength(state, slot) - 1))
    old = state.used.get(conflicts.MARK_STRENGTH_ADD, 0)
    add = (old & 1023) - 512 if old and old & ~1023 == now else 0
    state.used[conflicts.MARK_STRENGTH_ADD] = now + 512 + add + n


GAME_OPS["province_strength"] = _change
