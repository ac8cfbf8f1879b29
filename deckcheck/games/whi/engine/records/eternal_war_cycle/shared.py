"""What the records of several packs of the Eternal War Cycle share."""
from __future__ import annotations

from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.ops.choices import register_words
from deckcheck.games.whi.engine.records.dsl import (
    ENTERS_PLAY,
    THIS,
    cond,
    each,
    forced,
    modify,
    sacrifice,
    tactic,
    units,
)
from deckcheck.games.whi.engine.state import WhiState
from deckcheck.goldfish.abilities.records import (
    UNTIL_PHASE,
    ActionAbility,
    Effect,
)


MISSION = ("A Mission: played into an opponent's zone, it takes combat damage tokens for its "
           "reward: not modeled.")
RAIDER = "Raider {}: read by the engine but not played (the sources do not explain it)."
EXPERIENCE = "attaching experience (the top card of the deck, facedown): not modeled"


def ambush(n: int, what: str) -> str:
    return f"Ambush {n} and, when it ambushes, {what}: ambushing is not played."


def _foreign(state: WhiState, ctx, race: str) -> bool:
    """The player controls a faceup card (not a development) of another race than ``race``."""
    t = state.table
    cards_ = state.in_play_cards() + ((state.legend,) if state.legend >= 0 else ())
    return any(t.race_of[c] != race for c in cards_)


register_words(h.HOOKS.conditions, {
    "controls_other_race": _foreign,
    "attacking_with_trait": lambda s, ctx, v: any(v in s.table.traits[c] for c in s.attackers),
})


def trait_pump(trait: str, *extra: Effect) -> ActionAbility:
    """"Until the end of the phase, each <trait> unit you control deals +1 damage in combat"
    (and ``extra``): played once a unit of the trait attacks, before combat damage."""
    return tactic(modify(each(units(traits=(trait,)), state="attacking"), 1,
                         stat="combat_damage", until=UNTIL_PHASE), *extra,
                  when=(cond("before_combat_damage"), cond("attacking_with_trait", trait)),
                  phases=("battlefield",))


def pure(race: str) -> tuple:
    """"If you control a non-[race] card, sacrifice this card." (checked whenever a card enters
    play, this one included)"""
    return (forced(ENTERS_PLAY, sacrifice(THIS), when=(cond("controls_other_race", race),)),)
