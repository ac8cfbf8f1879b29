"""Conditions and state words about a card, shared by the records of several packs
(registered into the hooks' tables on import): ``mb_event_trait`` (the card an event is
about has the trait), ``ma_not_honored`` (a character that is not honored),
``honored_participant`` and ``dishonored_participant``; ``dc_control_trait`` (the player
controls a character with the trait).
"""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, STATE_WORDS
from deckcheck.games.l5r.engine.state import DISHONORED, HONORED, L5rState


def _event_trait(state: L5rState, ctx, trait) -> bool:
    e = ctx.event
    return e is not None and isinstance(e.card, int) and e.card >= 0 \
        and trait in state.table.traits[e.card]


def _not_honored(state: L5rState, c: int) -> bool:
    return state.status.get(c, 0) != HONORED


def _control_trait(state, ctx, trait):
    t = state.table
    return any(trait in t.traits[c] for c in play_rules.characters(state))


CONDITIONS.update({
    "dc_control_trait": _control_trait,
    "mb_event_trait": _event_trait,
})

STATE_WORDS.update({
    "ma_not_honored": _not_honored,
    "honored_participant": lambda state, c: c in state.attackers and state.status.get(c, 0) == HONORED,
    "dishonored_participant": lambda state, c: c in state.attackers and state.status.get(c, 0) == DISHONORED,
})
