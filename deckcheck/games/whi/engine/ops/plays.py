"""Units put or played into a zone and cards played from other places than the hand, shared by
the records of several packs (registered into the hooks' tables on import): ``zone_plan``
(the zone a unit goes to: the battlefield), ``may_enter``, ``castable``; the game ops
``decks_a_put``, ``decks_a_play``, ``decks_a_give_away``, ``decks_a_nothing`` and the words
``put``, ``play``, ``NOTHING``.
"""
from __future__ import annotations

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine import hooks as h
from deckcheck.games.whi.engine.cards import QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.hooks import HOOKS, ZONE_INDEX
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    DECK,
    DEVELOPMENT,
    DISCARD,
    IN_ZONE,
    KINGDOM,
    OUT,
    QUEST,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities.records import GAME_SPECIFIC, Effect
from deckcheck.games.whi.engine.phases import play_card
from deckcheck.games.whi.engine.state import ZONE_NAMES


#                               pile this turn (state.used is cleared when a turn begins)
def may_enter(state: WhiState, card: int, zone: int) -> bool:
    """May ``card`` enter ``zone`` (zone restriction, one Hero per zone, unique)?"""
    t = state.table
    if t.only_zone[card] >= 0 and t.only_zone[card] != zone:
        return False
    if t.hero[card] and cap.hero_in(state, zone):
        return False
    if t.unique[card]:
        title = t.title[card]
        if any(t.title[c] == title for c in state.in_play_cards()):
            return False
    return True


def zone_plan(state: WhiState, card: int) -> int:
    """The zone the player puts a card into when an effect lets it choose: a quest into the
    quest zone, a support into the kingdom, a unit into the battlefield (it attacks this
    turn against a passive opponent); else the first zone it may enter; -1 none."""
    kind = state.table.kind[card]
    first = QUEST if kind == QUEST_CARD else KINGDOM if kind == SUPPORT else BATTLEFIELD
    for z in (first, BATTLEFIELD, KINGDOM, QUEST):
        if may_enter(state, card, z):
            return z
    return -1


def castable(state: WhiState, card: int, spare: int = 0) -> bool:
    t = state.table
    if t.kind[card] not in (UNIT, SUPPORT, QUEST_CARD) or not cap.may_play(state, card):
        return False
    return zone_plan(state, card) >= 0 and cap.play_cost(state, card) + spare <= state.resources


def _put(state: WhiState, ctx, eff, cards) -> None:
    v = eff.value
    fixed = ZONE_INDEX[v[1]] if isinstance(v, tuple) and len(v) > 1 else -1
    for c in cards:
        if state.where[c] in (IN_ZONE, DEVELOPMENT) or state.table.kind[c] not in (UNIT, SUPPORT):
            continue
        z = fixed if fixed >= 0 else zone_plan(state, c)
        if z >= 0 and may_enter(state, c, z):
            cap.enter_zone(state, c, z, "put")


def _play(state: WhiState, ctx, eff, cards) -> None:
    cards = [state.deck[-1] if c == -1 and state.deck else c for c in cards]
    for c in cards:
        if c < 0 or state.where[c] not in (DISCARD, DECK) or not castable(state, c):
            continue
        play_card(state, c, ZONE_NAMES[zone_plan(state, c)])
        if state.outcome:
            return
    cap.check_deck(state)


def _give_away(state: WhiState, ctx, eff, cards) -> None:
    for c in cards:
        if state.where[c] != IN_ZONE:
            continue
        piles.take(state.zones, cap.zone_of(state, c), c)
        state.where[c] = OUT
        state.damage.pop(c, None)
        state.corrupted.discard(c)
        state.tokens.pop(c, None)
        for q, u in list(state.questing.items()):
            if u == c:
                del state.questing[q]
                state.tokens.pop(q, None)
        state.attackers = tuple(a for a in state.attackers if a != c)
        h.note(state, "leaves", c, "the opponent takes control of it")


def put(target, zone: str = "") -> Effect:
    return Effect(GAME_SPECIFIC, 0, target, value=("decks_a_put", zone) if zone else "decks_a_put")


def play(target) -> Effect:
    return Effect(GAME_SPECIFIC, 0, target, value="decks_a_play")


__all__ = ["may_enter", "play", "put", "zone_plan"]


HOOKS.conditions.update({
    "decks_a_castable": lambda s, ctx, v: s.where[ctx.source] == DISCARD and castable(s, ctx.source),
})


h.GAME_OPS.update({
    "decks_a_put": _put,
    "decks_a_play": _play,
    "decks_a_give_away": _give_away,
    "decks_a_nothing": lambda state, ctx, eff, cards: None,
})
