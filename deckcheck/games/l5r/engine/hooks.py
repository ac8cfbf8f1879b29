"""The L5R side of the ability layer: zones, targets, conditions, costs, counts and the
effect operations on an L5R state (``deckcheck.goldfish.abilities.base.Hooks``).

Zones: ``play`` (characters in play, attachments, holdings face up in a province, the
stronghold and the role), ``hand``, ``hand_card`` (the hand, for an ability a card uses
from there that is not an event card's play: no play cost is paid, the card is not
"played"), ``province`` (face-up cards in the provinces), ``province_event`` (the same
cards, for a dynasty event card's play from its province: its cost is paid, it goes to the
dynasty discard pile and the province is refilled), ``dynasty_discard``,
``conflict_discard``, ``dynasty_deck``, ``conflict_deck``, ``conflict`` (the participating
characters). State words of a Target: honored, dishonored,
ordinary, bowed, ready, participating (= attacking: the passive opponent never defends),
home, has_fate, no_fate, spent (bowed without fate), played_this_phase.

Effect ops: see effects.py (modify's value: "military" / "political" / "glory").
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from deckcheck.goldfish.abilities.base import BASE_CONDITIONS, Context, Hooks
from deckcheck.goldfish.abilities.records import CARD_PLAYED, Effect, Target
from deckcheck.goldfish.abilities.base import Event
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import honor, play_rules
from deckcheck.games.l5r.engine.cards import DYNASTY, HOLDING
from deckcheck.games.l5r.engine.rings import elements
from deckcheck.games.l5r.engine.effects import EFFECTS, GAME_OPS, sacrifice
from deckcheck.games.l5r.engine.state import (
    DISHONORED, HONORED, RINGS, TYPE_OF, TYPES, L5rState)


PILES = ("dynasty_discard", "conflict_discard", "dynasty_deck", "conflict_deck")

# the zone of an ability a card uses from the hand that is not an event card's play (Feral
# Ningyo: "put this character into play from your hand"): no play cost, no "card played"
HAND_CARD = "hand_card"
# the zone of a dynasty event card's play: face up in a province, it is played from there
PROVINCE_EVENT = "province_event"


def phase_name(state: L5rState) -> str:
    return state.flow.phase_of[state.step].name


# state words a records' ops module adds: word -> fn(state, card) -> bool
STATE_WORDS: dict[str, Any] = {}


# -- state words -------------------------------------------------------------------------------
def _word(state: L5rState, c: int, word: str) -> bool:
    if word == "honored":
        return state.status.get(c, 0) == HONORED
    if word == "dishonored":
        return state.status.get(c, 0) == DISHONORED
    if word == "ordinary":
        return c not in state.status
    if word == "bowed":
        return c in state.bowed
    if word == "ready":
        return c not in state.bowed
    if word in ("participating", "attacking"):
        return c in state.attackers
    if word == "home":
        return c in state.play and c not in state.attackers
    if word == "has_fate":
        return state.fate_on.get(c, 0) > 0
    if word == "no_fate":
        return state.fate_on.get(c, 0) == 0
    if word == "spent":                 # bowed without fate: the fate phase will discard it
        return c in state.bowed and state.fate_on.get(c, 0) == 0
    if word == "ready_participating":
        return c in state.attackers and c not in state.bowed
    if word == "played_this_phase":     # a character the player played (not put) this phase
        return c in state.played_phase and c in state.play
    extra = STATE_WORDS.get(word)
    if extra is not None:
        return extra(state, c)
    raise KeyError(f"unknown state word {word!r}")


# -- conditions ----------------------------------------------------------------------------------
def _in_conflict(state, ctx, value):
    return state.c_type != 0


def _conflict_type(state, ctx, value):
    return state.c_type == TYPE_OF.get(value, -1)


def _participating(state, ctx, value):
    return ctx.source in state.attackers


def _phase(state, ctx, value):
    name = phase_name(state)
    return name == value if isinstance(value, str) else name in value


def _self_word(state, ctx, value):
    return _word(state, ctx.source, value)


def _ring(state, ctx, value):
    """The contested ring has that element (its own or one it gained)."""
    if state.c_ring < 0:
        return False
    names = (value,) if isinstance(value, str) else value
    return any(RINGS[r] in names for r in elements(state, state.c_ring))


def _winning(state, ctx, value):
    """The player counts more skill in the conflict than the (passive) opponent."""
    return state.c_type != 0 and conflict_skill(state) > 0


def _first_player(state, ctx, value):
    return state.first


def _honor_at_least(state, ctx, value):
    return state.honor >= value


def _fate_at_least(state, ctx, value):
    return state.fate >= value


def considered_less_honorable(state: L5rState) -> bool:
    """A card in play says the player counts as less honorable than the opponent whatever
    the honor totals (the fact ``counts_less_honorable`` of its record's statics)."""
    t = state.table
    return any(getattr(f, "counts_less_honorable", False) for c in state.play
               if t.records[c] is not None for f in t.records[c].statics)


def less_honorable(state: L5rState) -> bool:
    return state.honor < state.opp_honor or considered_less_honorable(state)


def _more_honor(state, ctx, value):
    return state.honor > state.opp_honor and not considered_less_honorable(state)


def _event_mine(state, ctx, value):
    return ctx.event is not None and ctx.event.card >= 0 and ctx.event.card in state.play


def _claimed(state, ctx, value):
    return any(RINGS[r] == value for r in state.claimed) if isinstance(value, str) else bool(state.claimed)


def conflict_skill(state: L5rState) -> int:
    """The attacker's total of the conflict: ready participants' skill, +1 for the Imperial
    Favor of the conflict's type when at least one character participates."""
    total = 0
    for c in state.attackers:
        if c not in state.bowed:
            total += play_rules.skill(state, c, state.c_type) or 0
    if state.attackers and state.favor == state.c_type:
        total += 1
    return total


CONDITIONS = dict(BASE_CONDITIONS)
CONDITIONS.update({
    "in_conflict": _in_conflict, "conflict_type": _conflict_type,
    "participating": _participating, "attacking": _participating, "phase": _phase,
    "self_is": _self_word, "ring": _ring, "winning": _winning, "first_player": _first_player,
    "honor_at_least": _honor_at_least, "fate_at_least": _fate_at_least,
    "more_honor": _more_honor, "event_mine": _event_mine, "claimed": _claimed,
})


# -- counts ----------------------------------------------------------------------------------------
COUNTS = {
    "fate": lambda state, ctx, value: state.fate,
    "honor": lambda state, ctx, value: state.honor,
    "characters": lambda state, ctx, value: len(play_rules.characters(state)),
    "claimed_rings": lambda state, ctx, value: len(state.claimed),
    "broken": lambda state, ctx, value: len(state.opp_broken),
    "participants": lambda state, ctx, value: len(state.attackers),
    "hand": lambda state, ctx, value: len(state.hand),
}


# -- costs -------------------------------------------------------------------------------------------
def _ok_bow_self(state, ctx, cost):
    return ctx.source not in state.bowed


def _pay_bow_self(state, ctx, cost):
    state.bowed.add(ctx.source)


def _ok_honor(state, ctx, cost):
    return state.honor > cost.amount          # paying may not end the game by itself


def _pay_honor(state, ctx, cost):
    honor.lose(state, cost.amount)


def _ok_sacrifice(state, ctx, cost):
    return HOOKS.in_zone(state, ctx.source, "play")


def _pay_sacrifice(state, ctx, cost):
    sacrifice(state, ctx.source)


def _ok_dishonor_self(state, ctx, cost):
    return state.status.get(ctx.source, 0) != DISHONORED


def _pay_dishonor_self(state, ctx, cost):
    play_rules.dishonor_character(state, ctx.source)


def _ok_remove_fate_self(state, ctx, cost):
    return state.fate_on.get(ctx.source, 0) >= max(1, cost.amount)


def _pay_remove_fate_self(state, ctx, cost):
    piles.remove(state.fate_on, ctx.source, max(1, cost.amount))


def _ok_discard_hand(state, ctx, cost):
    return len([c for c in state.hand if c != ctx.source]) >= max(1, cost.amount)


def _pay_discard_hand(state, ctx, cost):
    for _ in range(max(1, cost.amount)):
        rest = [c for c in state.hand if c != ctx.source]
        c = min(rest, key=lambda x: (state.table.cost[x], x))    # the cheapest card goes
        state.hand.remove(c)
        state.conflict_discard.append(c)


# cost reductions of event cards a records' ops module adds: fn(state, card) -> fate off
REDUCTIONS: list[Any] = []


COSTS = {
    "bow_self": (_ok_bow_self, _pay_bow_self),
    "honor": (_ok_honor, _pay_honor),
    "sacrifice_self": (_ok_sacrifice, _pay_sacrifice),
    "dishonor_self": (_ok_dishonor_self, _pay_dishonor_self),
    "remove_fate_self": (_ok_remove_fate_self, _pay_remove_fate_self),
    "discard_hand": (_ok_discard_hand, _pay_discard_hand),
}


class L5rHooks(Hooks):
    # an ability may be used when at least one of its effects can change the game: "+2
    # military and +2 political" may choose a character with a political dash [000
    # §Ausgelöste Fähigkeiten], [000 §Auswählen]
    any_effect = True
    play_zones = frozenset({"hand", PROVINCE_EVENT})
    conditions = CONDITIONS
    counts = COUNTS
    effects = EFFECTS
    costs = COSTS

    def in_zone(self, state: L5rState, c: int, zone: str) -> bool:
        if zone == "play":
            if c in state.play or c in state.attached:
                return True
            t = state.table
            return c == t.stronghold or c == t.role or (
                t.type[c] == HOLDING and c not in state.facedown
                and piles.place_of(state.provinces, c) >= 0)
        if zone == "hand" or zone == HAND_CARD:
            return c in state.hand
        if zone == "province" or zone == PROVINCE_EVENT:
            return c not in state.facedown and piles.place_of(state.provinces, c) >= 0
        if zone == "conflict":
            return c in state.attackers
        if zone in PILES:
            return c in self._pile(state, zone)
        return False

    @staticmethod
    def _pile(state: L5rState, zone: str) -> list[int]:
        if zone == "conflict_discard":
            return state.conflict_discard
        if zone == "dynasty_discard":
            return state.dynasty_discard
        return state.dynasty if zone == "dynasty_deck" else state.conflict

    def zone_cards(self, state: L5rState, zone: str) -> Iterable[int]:
        if zone == "play":
            t = state.table
            holdings = [c for slot in state.provinces for c in slot
                        if t.type[c] == HOLDING and c not in state.facedown]
            return [*state.play, *state.attached, *holdings]
        if zone in ("hand", HAND_CARD):
            return list(state.hand)
        if zone in ("province", PROVINCE_EVENT):
            return [c for slot in state.provinces for c in slot if c not in state.facedown]
        if zone == "conflict":
            return list(state.attackers)
        return list(self._pile(state, zone))

    def host(self, state: L5rState, c: int) -> int:
        return state.attached.get(c, -1)

    def matches(self, state: L5rState, ctx: Context, target: Target, c: int) -> bool:
        if target.zone and not self.in_zone(state, c, target.zone):
            return False
        f = target.filter
        if f is not None and not f.ok(state.table, c, ctx.source):
            return False
        return not target.state or _word(state, c, target.state)

    def can_apply(self, state: L5rState, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        op = effect.op
        if op == "stand":
            return any(c in state.bowed for c in cards)
        if op == "kneel":
            return any(c not in state.bowed for c in cards)
        if op == "game":
            name = effect.value[0] if isinstance(effect.value, tuple) else effect.value
            if name == "honor":
                return any(state.status.get(c, 0) != HONORED and honor.may_honor(state, c)
                           for c in cards)
            if name == "dishonor":
                return any(state.status.get(c, 0) != DISHONORED
                           and not play_rules.cannot(state, c, "be_dishonored") for c in cards)
            if name == "move_in":
                return bool(state.c_type) and any(play_rules.may_join(state, c) for c in cards)
            if name == "uni_count":
                return False     # a limit's count changes nothing by itself [seed 000]
        if op == "modify" and effect.value in TYPES.values():
            stat = effect.value
            return any(play_rules.skill(state, c, TYPE_OF[stat]) is not None for c in cards)
        return True

    def play_cost(self, state: L5rState, c: int) -> int:
        cost = state.table.cost[c]
        for reduce in REDUCTIONS:
            cost -= reduce(state, c)
        return max(0, cost)

    def may_play(self, state: L5rState, c: int) -> bool:
        t = state.table
        return not ("limited" in t.keywords[c] and state.limited_round == state.round)

    def resources(self, state: L5rState) -> int:
        return state.fate

    def pay_resources(self, state: L5rState, amount: int) -> None:
        play_rules.pay(state, amount)

    def after_play(self, state: L5rState, c: int) -> None:
        if state.table.side[c] == DYNASTY:
            play_rules.discard_dynasty_event(state, c)
        else:
            if c in state.hand:
                state.hand.remove(c)
            state.conflict_discard.append(c)
        play_rules.count_play(state, c)
        if "limited" in state.table.keywords[c]:
            state.limited_round = state.round
        play_rules.fire(state, Event(CARD_PLAYED, c))

    def note(self, state: L5rState, *event: Any) -> None:
        honor.note(state, *event)

    def count(self, state: L5rState, ctx: Context, name: str) -> int:
        fn = COUNTS.get(name)
        if fn is None:
            raise KeyError(f"unknown count {name!r}")
        return fn(state, ctx, None)


HOOKS = L5rHooks()

__all__ = ["CONDITIONS", "COSTS", "COUNTS", "EFFECTS", "GAME_OPS", "HOOKS", "L5rHooks", "PROVINCE_EVENT",
           "REDUCTIONS",
           "conflict_skill", "considered_less_honorable", "less_honorable", "phase_name", "sacrifice"]
