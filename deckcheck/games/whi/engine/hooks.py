"""The WHI ability layer: how card records run on a WHI state (``WhiHooks``).

Zones a Target may name: ``play`` (the three zones and the legend), ``kingdom``,
``quest``, ``battlefield``, ``hand``, ``deck``, ``discard``, ``development`` and
``capital`` (the legend only). Filters are ``CardFilter`` records (kinds, traits, races,
cost bounds, hero, not the source); state words: damaged, undamaged, corrupted,
uncorrupted, attacking, questing, same_zone (the source's zone), hero.

Events the engine fires (``Event.kind``; the generic ones from the ability records plus
WHI's own): ROUND_BEGINS / ROUND_ENDS (the player's turn begins / ends), PHASE_BEGINS /
PHASE_ENDS (option = kingdom, quest, capital, battlefield), ENTERS_PLAY (option = play,
put, legend), LEAVES_PLAY (option = destroyed, sacrificed, returned), CARD_PLAYED (a card
played from hand: card, option = its kind), DRAWN (amount), CONTEST_DECLARED (attackers
declared: option = the zone attacked, cards = the attackers), DAMAGED (a unit was dealt
damage: card, amount), COMBAT_DAMAGE (combat damage dealt to the opponent's capital:
option = zone, amount, cards = attackers), ZONE_BURNED (option = the opponent's zone),
DEVELOPED (a development: card, option = zone), CORRUPTED / RESTORED (card).

Effect operations: the generic ones (draw, gain_resource, stand = restore, kneel =
corrupt, modify (value "power", "hit_points", "cost", or a zone name for the zone's own
power with the player as target), put_into_play, discard, return_to_hand,
return_to_deck, sacrifice, kill = destroy, search, cannot) and WHI's own as
``Effect(GAME_SPECIFIC, amount, target, value=name)``: ``deal_damage`` (to the target
units), ``damage_capital`` (to the passive opponent's capital: the pilot's zone, see
``capital_target``), ``heal`` (target units; the player = its own capital), ``move`` (value
("move", zone name)), ``develop`` (the top card of the deck facedown in the source's zone),
``resource_tokens`` (put tokens on the target), ``lose_resource``.
Costs: gold (the runtime), corrupt_self, sacrifice_self, damage_self, corrupt (a chosen unit
matching the cost's target), sacrifice (likewise), discard_hand (amount random? no: the
last cards of the hand), remove_tokens (from the source).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.cards import TACTIC, UNIT
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    DECK,
    DEVELOPMENT,
    DISCARD,
    HAND,
    IN_ZONE,
    ON_CAPITAL,
    ZONE_NAMES,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.abilities.base import BASE_CONDITIONS, Context, Event, Hooks
from deckcheck.goldfish.abilities.records import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    ROUND_BEGINS,
    ROUND_ENDS,
    UNTIL_ROUND,
    Effect,
    Target,
)

DAMAGED = "damaged"
COMBAT_DAMAGE = "combat_damage"
ZONE_BURNED = "zone_burned"
DEVELOPED = "developed"
CORRUPTED = "corrupted"
RESTORED = "restored"
WHI_EVENTS = frozenset({DAMAGED, COMBAT_DAMAGE, ZONE_BURNED, DEVELOPED, CORRUPTED, RESTORED})
ZONE_INDEX = {name: i for i, name in enumerate(ZONE_NAMES)}

__all__ = ["CARD_PLAYED", "COMBAT_DAMAGE", "CONTEST_DECLARED", "CORRUPTED", "DAMAGED",
           "DEVELOPED", "DRAWN", "ENTERS_PLAY", "HOOKS", "LEAVES_PLAY", "PHASE_BEGINS",
           "PHASE_ENDS", "RESTORED", "ROUND_BEGINS", "ROUND_ENDS", "ZONE_BURNED", "CardFilter",
           "WhiHooks", "fire_event", "note", "stat"]


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards: all given parts must hold (empty = any)."""

    kinds: frozenset[int] = frozenset()       # cards.UNIT, SUPPORT, TACTIC, QUEST_CARD, LEGEND
    traits: frozenset[str] = frozenset()      # any of these traits
    races: frozenset[str] = frozenset()       # any of these race keys ("dwarf", "neutral")
    max_cost: int = -1
    min_cost: int = -1
    other: bool = False                       # not the ability's own card
    names: frozenset[str] = frozenset()

    def ok(self, t: Any, source: int, c: int) -> bool:
        if self.kinds and t.kind[c] not in self.kinds:
            return False
        if self.traits and not (self.traits & t.traits[c]):
            return False
        if self.races and t.race_of[c] not in self.races:
            return False
        if self.max_cost >= 0 and t.cost[c] > self.max_cost:
            return False
        if self.min_cost >= 0 and t.cost[c] < self.min_cost:
            return False
        if self.names and t.names[c] not in self.names:
            return False
        return not (self.other and c == source)


def note(state: WhiState, *event: Any) -> None:
    """A line of the narrative (state.events: the turn first), only when verbose."""
    if state.verbose:
        state.events.append((state.round, *event))


def fire_event(state: WhiState, kind: str, card: int = -1, option: str = "", amount: int = 0,
               cards: tuple[int, ...] = ()) -> None:
    if state.table.index.triggers.get(kind):
        runtime.fire(state, HOOKS, Event(kind, card, option, amount, cards))


def stat(state: WhiState, hooks: Hooks, card: int, name: str) -> int:
    """The change of a stat (power, hit_points, cost, a zone's power for card -1) by the
    active constants and lasting effects."""
    if not state.lasting and not state.table.index.constants.get("modify"):
        return 0
    return runtime.constant_total(state, hooks, "modify", card, name)


def phase_name(state: WhiState) -> str:
    from deckcheck.games.whi.engine.game import FLOW
    return FLOW.phase_of[state.step].name


def cannot(state: WhiState, card: int, what: str) -> bool:
    if not state.lasting and not state.table.index.constants.get("cannot"):
        return False
    return what in runtime.constant_values(state, HOOKS, "cannot", card)


def capital_target(state: WhiState) -> int:
    """The opponent zone a "damage to a capital" effect goes to: the unburned zone closest
    to burning (ties: the lower index), -1 when all are burned."""
    from deckcheck.games.whi.engine.opponent import hit_points_of
    best, left = -1, 1 << 30
    burned = {z for z, _ in state.burned}
    for z in range(3):
        if z in burned:
            continue
        rest = hit_points_of(state, z) - state.opp_damage[z]
        if rest < left:
            best, left = z, rest
    return best


class WhiHooks(Hooks):
    conditions: dict = {}
    counts: dict = {}
    effects: dict = {}
    costs: dict = {}

    def in_zone(self, state: WhiState, card: int, zone: str) -> bool:
        w = state.where[card]
        if zone == "play":
            return w == IN_ZONE or w == ON_CAPITAL
        if zone in ZONE_INDEX:
            return w == IN_ZONE and cap.zone_of(state, card) == ZONE_INDEX[zone]
        return w == _WHERE.get(zone, -99)

    def zone_cards(self, state: WhiState, zone: str) -> Iterable[int]:
        if zone == "play":
            cards = state.in_play_cards()
            return cards + (state.legend,) if state.legend >= 0 else cards
        if zone in ZONE_INDEX:
            return state.zones[ZONE_INDEX[zone]]
        if zone == "hand":
            return tuple(state.hand)
        if zone == "discard":
            return tuple(state.discard)
        if zone == "deck":
            return tuple(reversed(state.deck))
        if zone == "development":
            d = state.developments
            return d[0] + d[1] + d[2]
        if zone == "capital":
            return (state.legend,) if state.legend >= 0 else ()
        return ()

    def matches(self, state: WhiState, ctx: Context, target: Target, card: int) -> bool:
        if card < 0 or not self.in_zone(state, card, target.zone):
            return False
        f = target.filter
        if f is not None and not f.ok(state.table, ctx.source, card):
            return False
        word = target.state
        if not word:
            return True
        return _STATE_WORDS[word](state, ctx, card)

    def play_cost(self, state: WhiState, card: int) -> int:
        return cap.play_cost(state, card) if state.where[card] == HAND else 0

    def may_play(self, state: WhiState, card: int) -> bool:
        return cap.may_play(state, card)

    def resources(self, state: WhiState) -> int:
        return state.resources

    def pay_resources(self, state: WhiState, amount: int) -> None:
        cap.spend(state, amount)

    def after_play(self, state: WhiState, card: int) -> None:
        """A tactic from hand has resolved: to the discard pile, counted as played."""
        if state.where[card] == HAND:
            state.hand.remove(card)
            state.discard.append(card)
            state.where[card] = DISCARD
        state.played += 1
        if state.table.limited[card]:
            state.limited_turn = state.round
        fire_event(state, CARD_PLAYED, card, "tactic")

    def note(self, state: WhiState, *event: Any) -> None:
        note(state, *event)

    def count(self, state: WhiState, ctx: Context, name: str) -> int:
        fn = self.counts.get(name)
        if fn is None:
            raise KeyError(f"unknown count {name!r}")
        return fn(state, ctx, None)

    def can_apply(self, state: WhiState, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        op = effect.op
        if op in ("draw", "gain_resource"):
            return True
        if op == "game" and _game_op(effect) == "damage_capital":
            return capital_target(state) >= 0
        if op == "stand":
            return any(c in state.corrupted for c in cards)
        if op == "kneel":
            return any(c >= 0 and c not in state.corrupted for c in cards)
        return bool(cards) or effect.target.who == "player"


_WHERE = {"hand": HAND, "deck": DECK, "discard": DISCARD, "development": DEVELOPMENT,
          "capital": ON_CAPITAL}


def _attacking(state: WhiState, ctx: Context, c: int) -> bool:
    return c in state.attackers


_STATE_WORDS = {
    "damaged": lambda s, ctx, c: s.damage.get(c, 0) > 0,
    "undamaged": lambda s, ctx, c: not s.damage.get(c, 0),
    "corrupted": lambda s, ctx, c: c in s.corrupted,
    "uncorrupted": lambda s, ctx, c: c not in s.corrupted,
    "attacking": _attacking,
    "questing": lambda s, ctx, c: c in s.questing.values(),
    "hero": lambda s, ctx, c: s.table.hero[c],
    "same_zone": lambda s, ctx, c: (s.where[c] == IN_ZONE
                                    and cap.zone_of(s, c) == cap.zone_of(s, ctx.source)),
}


def _game_op(effect: Effect) -> str:
    v = effect.value
    return v if isinstance(v, str) else v[0]


def _units(state: WhiState, cards: list[int]) -> list[int]:
    return [c for c in cards if c >= 0 and state.where[c] == IN_ZONE]


def _zone_for(state: WhiState, ctx: Context, effect: Effect, card: int) -> int:
    """Where an effect puts a card into play: the zone its value names, else the card's
    only zone, else the source's zone, else the battlefield."""
    v = effect.value
    if isinstance(v, str) and v in ZONE_INDEX:
        return ZONE_INDEX[v]
    only = state.table.only_zone[card]
    if only >= 0:
        return only
    z = cap.zone_of(state, ctx.source) if ctx.source >= 0 else -1
    return z if z >= 0 else BATTLEFIELD


# -- effects -----------------------------------------------------------------------------------
def _draw(state, ctx, eff, cards):
    cap.draw(state, eff.amount)


def _gain(state, ctx, eff, cards):
    if eff.amount >= 0:
        cap.gain(state, eff.amount)
    else:
        state.resources = max(0, state.resources + eff.amount)


def _restore(state, ctx, eff, cards):
    for c in cards:
        if c in state.corrupted:
            state.corrupted.discard(c)
            note(state, "restore", c)
            fire_event(state, RESTORED, c)


def _corrupt(state, ctx, eff, cards):
    for c in _units(state, cards):
        if c not in state.corrupted:
            state.corrupted.add(c)
            note(state, "corrupt", c)
            fire_event(state, CORRUPTED, c)


def _modify(state, ctx, eff, cards):
    """An instant MODIFY lasts until the end of the turn."""
    for c in cards:
        state.lasting.append((ctx.source, ctx.ability, _index_of(state, ctx, eff), c, UNTIL_ROUND))


def _index_of(state, ctx, eff) -> int:
    effects = state.table.abilities[ctx.source][ctx.ability].effects
    for i, e in enumerate(effects):
        if e == eff or (e.op == eff.op and e.value == eff.value):
            return i
    return 0


def _put_into_play(state, ctx, eff, cards):
    kind = state.table.kind
    for c in cards:
        if state.where[c] in (IN_ZONE, ON_CAPITAL) or kind[c] == TACTIC:
            continue
        zone = _zone_for(state, ctx, eff, c)
        if state.table.hero[c] and cap.hero_in(state, zone):
            continue                     # Limit one Hero per zone [004 §HgF]
        cap.enter_zone(state, c, zone, "put")


def _discard(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] == HAND:
            piles.move(c, state.hand, state.discard)
            state.where[c] = DISCARD
        elif state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "discarded")


def _to_hand(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] == DISCARD:
            piles.move(c, state.discard, state.hand)
            state.where[c] = HAND
        elif state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "returned", to="hand")


def _to_deck(state, ctx, eff, cards):
    for c in cards:
        if state.where[c] in (IN_ZONE, ON_CAPITAL, DEVELOPMENT):
            cap.leave_play(state, c, "returned", to="deck")


def _sacrifice(state, ctx, eff, cards):
    for c in cards:
        cap.leave_play(state, c, "sacrificed")


def _destroy(state, ctx, eff, cards):
    for c in cards:
        cap.leave_play(state, c, "destroyed")


def _search(state, ctx, eff, cards):
    """The first card of the top ``amount`` (0 = all) matching the filter goes to hand; the
    deck is shuffled."""
    look = state.deck[-eff.amount:] if eff.amount else list(state.deck)
    f = eff.value
    for c in reversed(look):
        if f is None or f.ok(state.table, ctx.source, c):
            state.deck.remove(c)
            state.hand.append(c)
            state.where[c] = HAND
            break
    piles.shuffle(state, state.deck)


def _lasting_marker(state, ctx, eff, cards):
    for c in cards:
        state.lasting.append((ctx.source, ctx.ability, _index_of(state, ctx, eff), c, UNTIL_ROUND))


def _game(state, ctx, eff, cards):
    name = _game_op(eff)
    fn = GAME_OPS.get(name)
    if fn is None:
        raise KeyError(f"whi: game operation {name!r} is not implemented")
    fn(state, ctx, eff, cards)


def _deal_damage(state, ctx, eff, cards):
    for c in _units(state, cards):
        cap.deal_damage(state, c, eff.amount)


def _damage_capital(state, ctx, eff, cards):
    from deckcheck.games.whi.engine.battlefield import damage_opponent
    z = capital_target(state)
    if z >= 0:
        damage_opponent(state, z, eff.amount, ())


def _heal(state, ctx, eff, cards):
    for c in cards:
        if c == -1:
            z = cap.zone_of(state, ctx.source)
            z = z if z >= 0 else max(range(3), key=lambda i: state.capital_damage[i])
            state.capital_damage[z] = max(0, state.capital_damage[z] - eff.amount)
        else:
            cap.heal(state, c, eff.amount)


def _move(state, ctx, eff, cards):
    to = ZONE_INDEX[eff.value[1]]
    for c in _units(state, cards):
        z = cap.zone_of(state, c)
        if z == to or (state.table.hero[c] and cap.hero_in(state, to)):
            continue
        piles.take(state.zones, z, c)
        piles.put(state.zones, to, c)
        if z == BATTLEFIELD and c in state.attackers:
            state.attackers = tuple(a for a in state.attackers if a != c)
        note(state, "move", c, to)


def _develop_top(state, ctx, eff, cards):
    z = cap.zone_of(state, ctx.source)
    for _ in range(max(1, eff.amount)):
        if state.deck:
            c = state.deck[-1]
            state.deck.pop()
            state.where[c] = HAND            # from_where reads HAND: put it back there first
            state.hand.append(c)
            cap.develop(state, c, z if z >= 0 else 0, played=False)


def _tokens(state, ctx, eff, cards):
    for c in cards:
        piles.add(state.tokens, c if c >= 0 else ctx.source, eff.amount)


def _lose(state, ctx, eff, cards):
    state.resources = max(0, state.resources - eff.amount)


GAME_OPS = {"deal_damage": _deal_damage, "damage_capital": _damage_capital, "heal": _heal,
            "move": _move, "develop": _develop_top, "resource_tokens": _tokens,
            "lose_resource": _lose}

WhiHooks.effects = {
    "draw": _draw, "gain_resource": _gain, "stand": _restore, "kneel": _corrupt,
    "modify": _modify, "put_into_play": _put_into_play, "discard": _discard,
    "return_to_hand": _to_hand, "return_to_deck": _to_deck, "sacrifice": _sacrifice,
    "kill": _destroy, "search": _search, "cannot": _lasting_marker, "grant": _lasting_marker,
    "game": _game,
}


# -- costs -------------------------------------------------------------------------------------
def _own_units(state, ctx, cost) -> list[int]:
    return [c for c in runtime.candidates(state, HOOKS, ctx, cost.target)]


def _pay_first(fn):
    def pay(state, ctx, cost):
        cards = _own_units(state, ctx, cost)
        if cards:
            fn(state, ctx, None, cards[:1])
    return pay


WhiHooks.costs = {
    "corrupt_self": (lambda s, ctx, cost: ctx.source not in s.corrupted
                     and s.where[ctx.source] == IN_ZONE,
                     lambda s, ctx, cost: _corrupt(s, ctx, None, [ctx.source])),
    "sacrifice_self": (lambda s, ctx, cost: s.where[ctx.source] in (IN_ZONE, ON_CAPITAL),
                       lambda s, ctx, cost: cap.leave_play(s, ctx.source, "sacrificed")),
    "damage_self": (lambda s, ctx, cost: s.where[ctx.source] == IN_ZONE,
                    lambda s, ctx, cost: cap.deal_damage(s, ctx.source, max(1, cost.amount))),
    "corrupt": (lambda s, ctx, cost: any(c not in s.corrupted for c in _own_units(s, ctx, cost)),
                lambda s, ctx, cost: _corrupt(s, ctx, None, [c for c in _own_units(s, ctx, cost)
                                                             if c not in s.corrupted][:1])),
    "sacrifice": (lambda s, ctx, cost: bool(_own_units(s, ctx, cost)), _pay_first(_sacrifice)),
    "discard_hand": (lambda s, ctx, cost: len([c for c in s.hand if c != ctx.source])
                     >= max(1, cost.amount),
                     lambda s, ctx, cost: _discard(s, ctx, None, [c for c in s.hand
                                                                  if c != ctx.source][-max(1, cost.amount):])),
    "remove_tokens": (lambda s, ctx, cost: s.tokens.get(ctx.source, 0) >= max(1, cost.amount),
                      lambda s, ctx, cost: piles.remove(s.tokens, ctx.source, max(1, cost.amount))),
}


# -- conditions and counts ---------------------------------------------------------------------
def _source_zone(state, ctx) -> int:
    return cap.zone_of(state, ctx.source)


WhiHooks.conditions = {
    **BASE_CONDITIONS,
    "phase": lambda s, ctx, v: phase_name(s) == v if isinstance(v, str) else phase_name(s) in v,
    "in_zone": lambda s, ctx, v: _source_zone(s, ctx) == ZONE_INDEX[v],
    "attacking": lambda s, ctx, v: ctx.source in s.attackers,
    "damaged": lambda s, ctx, v: s.damage.get(ctx.source, 0) > 0,
    "corrupted": lambda s, ctx, v: ctx.source in s.corrupted,
    "tokens_at_least": lambda s, ctx, v: s.tokens.get(ctx.source, 0) >= v,
    "hand_at_least": lambda s, ctx, v: len(s.hand) >= v,
    "resources_at_least": lambda s, ctx, v: s.resources >= v,
    "burned_at_least": lambda s, ctx, v: len(s.burned) >= v,
    "questing_here": lambda s, ctx, v: ctx.source in s.questing,
    "units_in_zone_at_least": lambda s, ctx, v: (
        _source_zone(s, ctx) >= 0
        and len(cap.units(s, _source_zone(s, ctx))) >= v),
    "event_zone": lambda s, ctx, v: ctx.event is not None and (
        ctx.event.card >= 0 and s.where[ctx.event.card] == IN_ZONE
        and cap.zone_of(s, ctx.event.card) == _source_zone(s, ctx)),
}

WhiHooks.counts = {
    "units_in_zone": lambda s, ctx, v: len(cap.units(s, _source_zone(s, ctx)))
    if _source_zone(s, ctx) >= 0 else 0,
    "developments_in_zone": lambda s, ctx, v: len(s.developments[_source_zone(s, ctx)])
    if _source_zone(s, ctx) >= 0 else 0,
    "developments": lambda s, ctx, v: sum(len(d) for d in s.developments),
    "resources": lambda s, ctx, v: s.resources,
    "burned": lambda s, ctx, v: len(s.burned),
    "tokens": lambda s, ctx, v: s.tokens.get(ctx.source, 0),
    "units": lambda s, ctx, v: len(cap.units(s)),
    "hand": lambda s, ctx, v: len(s.hand),
}

HOOKS = WhiHooks()
UNITS = frozenset({UNIT})
