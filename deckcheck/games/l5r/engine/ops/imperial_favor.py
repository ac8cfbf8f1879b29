"""The Imperial Favor in the records of several packs (registered into the hooks' tables on
import): the condition ``has_favor`` (the player holds it), the cost ``discard_favor`` ("discard
the Imperial Favor", the words ``discard_favor()``) and the game operation ``claim_favor``
(the player claims it: military, unless it already holds it). The passive opponent never
holds it."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import THE_PLAYER, Cost, Effect
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COSTS, GAME_OPS
from deckcheck.games.l5r.engine.play_rules import note
from deckcheck.games.l5r.engine.state import MILITARY, TYPES, L5rState


def discard_favor() -> Cost:
    return Cost("discard_favor")


def claim_favor() -> Effect:
    return Effect("game", 0, THE_PLAYER, "", ("claim_favor",))


def _has_favor(state: L5rState, ctx, value) -> bool:
    return state.favor != 0


def _may_discard(state: L5rState, ctx, cost) -> bool:
    return state.favor != 0


def _pay_discard(state: L5rState, ctx, cost) -> None:
    state.favor = 0


def _claim(state: L5rState, ctx, eff, cards) -> None:
    if not state.favor:
        state.favor = MILITARY
        note(state, "favor", TYPES[MILITARY])


CONDITIONS["has_favor"] = _has_favor
COSTS["discard_favor"] = (_may_discard, _pay_discard)
GAME_OPS["claim_favor"] = _claim
