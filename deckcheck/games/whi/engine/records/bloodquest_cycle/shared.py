"""What the records of several packs of the Bloodquest Cycle share."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import GAME_SPECIFIC
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import UNIT
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish.abilities.records import ActionAbility
from deckcheck.games.whi.engine.state import DISCARD
from deckcheck.goldfish.abilities.records import THIS
from deckcheck.games.whi.engine.ops.choices import left, priciest, token_holder, unit_in_play


def _self_damager(state: WhiState, c: int) -> bool:
    """c's record has an action that deals damage to c itself (e.g. Dreamer of Dragons)."""
    for ab in state.table.abilities[c]:
        if isinstance(ab, ActionAbility) and ab.zone == "play" and any(
                e.op == GAME_SPECIFIC and e.value == "deal_damage" and e.target.who == THIS.who
                for e in ab.effects):
            return True
    return False


def _damage_capped(state: WhiState, ctx, c) -> bool:
    return (c in state.attackers and unit_in_play(state, c) and left(state, c) == 1
            and _self_damager(state, c))


register_words(h.STATE_WORDS, {
    "damage_capped": _damage_capped,
    "priciest": priciest(None),
    "spare_tokens": lambda s, ctx, c: (token_holder(s, ctx, c) and s.table.kind[c] != UNIT
                                       and s.where[c] != DISCARD),
})


# == The rest of the cycle (issue 37's review), pack by pack ==================================
OPPONENT_DECK = ("Reaches into an opponent's deck or discard pile; the passive opponent's never "
                 "matter.")
BLACK_ARK = ("Its tokens, paid for with the top card of the deck, feed the Black Ark raiders "
             "(Maranith, Elkana, Fleeting Shade): not modeled.")
BODYGUARD = ("Attacking from any zone with a legend of its race: the engine attacks from the "
             "battlefield only.")
