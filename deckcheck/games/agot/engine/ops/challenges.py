"""Card operations several records share that change the challenges: which challenge types may
still be initiated, characters joining or leaving the challenge being resolved."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import CHARACTER
from deckcheck.games.agot.engine.hooks import EFFECTS, GAME_CHECKS, GAME_OPS, put_cards_into_play
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context


def _close_challenges(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The challenge types of the bit mask ``amount`` (1 military, 2 intrigue, 4 power)
    cannot be initiated any more this phase (Sneak Attack, A Game of Thrones)."""
    state.challenges_left &= ~eff.amount


def _open_challenges(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The challenge types of the bit mask ``amount`` may be initiated (again) this phase
    (A Storm of Swords: one more military challenge; A Game of Thrones after an intrigue
    win)."""
    state.challenges_left |= eff.amount


def _remove_from_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """The target cards stop participating in the challenge being resolved."""
    for c in cards:
        if c in state.attackers:
            state.attackers.remove(c)


def _kneel_to_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Kneel each chosen standing character to have it participate in the challenge being
    resolved on the player's side (Winterfell Kennel Master, Wardens of the North)."""
    if state.challenge < 0:
        return
    for c in cards:
        if c >= 0 and state.zone[c] == PLAY and c not in state.knelt and c not in state.attackers:
            state.knelt.add(c)
            play_rules.fire(state, "knelt", c)
            state.attackers.append(c)
            play_rules.note(state, "joins", c)


def _can_kneel_to_join(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A challenge is being resolved and a chosen card stands outside it."""
    return state.challenge >= 0 and any(
        c >= 0 and state.zone[c] == PLAY and c not in state.knelt and c not in state.attackers
        for c in cards)


def _put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Put the chosen character into play (from hand, discard pile, ...) to attack in a
    challenge still open (Lionstar, Burning Bright, Flea Bottom)."""
    put_cards_into_play(state, ctx, eff, cards)


def _can_put_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> bool:
    """A sensible player puts a character into play for the challenges only when it can make
    one: it may enter, has STR and an icon of a challenge type still open."""
    open_ = play_rules.open_challenges(state)
    t = state.table
    return any(c >= 0 and state.zone[c] != PLAY and play_rules.may_enter(state, c)
               and t.kind[c] == CHARACTER and t.strength[c] >= 1 and t.icons[c] & open_
               for c in cards)


def _stand_for_challenge(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the chosen knelt character to attack in a challenge still open (Painted Dogs,
    Randyll Tarly)."""
    EFFECTS["stand"](state, ctx, eff, cards)


def _can_stand_for_challenge(state: AgotState, ctx: Context, eff: Effect,
                             cards: list[int]) -> bool:
    """A sensible player stands a character in the challenges phase only when it can then
    make a challenge: it is knelt, may stand, has STR and an icon of a type still open."""
    open_ = play_rules.open_challenges(state)
    return any(c >= 0 and state.zone[c] == PLAY and c in state.knelt
               and not play_rules.cannot(state, c, "stand") and play_rules.strength(state, c) >= 1
               and play_rules.icons(state, c) & open_ for c in cards)


GAME_OPS["close_challenges"] = _close_challenges
GAME_OPS["kneel_to_join"] = _kneel_to_join
GAME_CHECKS["kneel_to_join"] = _can_kneel_to_join
GAME_OPS["open_challenges"] = _open_challenges
GAME_OPS["put_for_challenge"] = _put_for_challenge
GAME_CHECKS["put_for_challenge"] = _can_put_for_challenge
GAME_OPS["remove_from_challenge"] = _remove_from_challenge
GAME_OPS["stand_for_challenge"] = _stand_for_challenge
GAME_CHECKS["stand_for_challenge"] = _can_stand_for_challenge
