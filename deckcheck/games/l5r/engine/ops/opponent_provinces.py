"""The opponent's provinces face up or face down, shared by the records of several packs
(registered into the hooks' tables on import). The passive opponent's provinces start face
down; one turns face up when the player attacks it (``play_rules.reveal_opponent_province``,
event PROVINCE_REVEALED) or an effect reveals it, and stays so.

Counts: ``faceup_opp_provinces`` (its face-up non-stronghold provinces),
``facedown_opp_provinces`` (its face-down provinces, the stronghold province included).
Conditions: ``opp_province_facedown`` (a non-stronghold province still face down),
``faceup_opp_at_least`` (n face-up non-stronghold provinces), ``attacked_breakable`` (a
conflict is on at a non-stronghold province not yet broken). Game ops:
``reveal_opp_province`` (the first face-down non-stronghold province turns up),
``fate_per_faceup_opp`` (the player gains 1 fate per face-up province),
``fate_on_per_facedown_opp`` (1 fate from the general supply on the ability's card per
face-down province).
"""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState


def faceup(state: L5rState) -> int:
    return sum(1 for s in state.opp_revealed if s != SH_SLOT)


def facedown(state: L5rState) -> int:
    return SH_SLOT + 1 - len(state.opp_revealed)


def _facedown_slots(state: L5rState) -> list[int]:
    return [s for s in range(SH_SLOT) if s not in state.opp_revealed]


def attacked_breakable(state: L5rState, ctx=None, value=None) -> bool:
    return state.c_type != 0 and 0 <= state.c_slot != SH_SLOT and state.c_slot not in state.opp_broken


def _reveal(state: L5rState, ctx, eff, cards) -> None:
    slots = _facedown_slots(state)
    if slots:
        play_rules.reveal_opponent_province(state, slots[0])


def _fate_per_faceup(state: L5rState, ctx, eff, cards) -> None:
    play_rules.gain_fate(state, faceup(state))


def _fate_on_per_facedown(state: L5rState, ctx, eff, cards) -> None:
    if ctx.source in state.play:
        play_rules.place_fate(state, ctx.source, facedown(state), from_pool=False)


CONDITIONS.update({
    "opp_province_facedown": lambda state, ctx, value: bool(_facedown_slots(state)),
    "faceup_opp_at_least": lambda state, ctx, value: faceup(state) >= value,
    "attacked_breakable": attacked_breakable,
})


COUNTS.update({
    "faceup_opp_provinces": lambda state, ctx, value: faceup(state),
    "facedown_opp_provinces": lambda state, ctx, value: facedown(state),
})


GAME_OPS.update({
    "reveal_opp_province": _reveal,
    "fate_per_faceup_opp": _fate_per_faceup,
    "fate_on_per_facedown_opp": _fate_on_per_facedown,
})
