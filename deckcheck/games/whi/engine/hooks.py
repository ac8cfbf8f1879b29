"""The WHI ability layer: how card records run on a WHI state (``WhiHooks``).

Zones a Target may name: ``play`` (the three zones and the legend), ``kingdom``,
``quest``, ``battlefield``, ``hand``, ``deck``, ``discard``, ``development`` and
``capital`` (the legend only). Filters are ``CardFilter`` records (kinds, traits, races,
cost bounds, hero, not the source); state words: damaged, undamaged, corrupted,
uncorrupted, attacking, questing, same_zone (the source's zone), hero.

Events the engine fires (``Event.kind``; the generic ones from the ability records plus
WHI's own): ROUND_BEGINS / ROUND_ENDS (the player's turn begins / ends), PHASE_BEGINS /
PHASE_ENDS (option = kingdom, quest, capital, battlefield), ENTERS_PLAY (option = play,
put, legend), LEAVES_PLAY (option = destroyed, sacrificed, returned, discarded; amount = the
zone it left: 0 kingdom, 1 quest, 2 battlefield, -1 the capital (a legend)), MOVED (a card
moved between the player's zones: option = the zone entered, amount = the zone left; a move
counts as entering the new zone, not as entering play [004 §HgF]), CARD_PLAYED (a card
played from hand: card, option = its kind), DRAWN (amount), CONTEST_DECLARED (attackers
declared: option = the zone attacked, cards = the attackers), DAMAGED (a unit was dealt
damage: card, amount), COMBAT_DAMAGE (combat damage dealt to the opponent's capital:
option = zone, amount, cards = attackers), ZONE_BURNED (option = the opponent's zone),
DEVELOPED (a development: card, option = zone), CORRUPTED / RESTORED (card), QUESTING (a
unit played onto a quest card: card = the unit, cards = (the quest,), after it entered play).

Effect operations: the generic ones (draw, gain_resource, stand = restore, kneel =
corrupt, modify (value "power", "hit_points", "cost", or a zone name for the zone's own
power with the player as target), put_into_play, discard, return_to_hand,
return_to_deck, sacrifice, kill = destroy, search, cannot, grant (value ("keyword", name),
amount = X: a keyword such as Toughness X, read by ``capital.keyword``)) and WHI's own as
``Effect(GAME_SPECIFIC, amount, target, value=name)``: ``deal_damage`` (to the target
units), ``damage_capital`` (to the passive opponent's capital: the pilot's zone, see
``capital_target``), ``heal`` (target units; the player = its own capital), ``move`` (value
("move", zone name)), ``develop`` (the top card of the deck facedown in the source's zone),
``resource_tokens`` (put tokens on the target), ``lose_resource``.
Costs: gold (the runtime), corrupt_self, sacrifice_self, damage_self, corrupt (a chosen unit
matching the cost's target), sacrifice (likewise), discard_hand (``amount`` cards: the last
ones of the hand), remove_tokens (from the source).
Conditions (``Cond(name, value)``; besides the generic event_option, event_amount_at_least,
source_participating): phase (a phase name or names), in_zone (the source's zone), attacking,
damaged, corrupted (the source), tokens_at_least, hand_at_least, resources_at_least,
burned_at_least, questing_here (a unit is on this quest), units_in_zone_at_least,
event_zone (the event's card is in the source's zone), event_from (LEAVES_PLAY / MOVED:
the zone left, a zone name or "same" = the source's zone), event_into (ENTERS_PLAY / MOVED:
the zone entered, likewise). Attachments (attachments.py): ``host`` is the unit an
attachment is on; records target it with ``attached()`` and trigger on it with
``about="attached"``. Forced choices (``pick``): the least useful of the player's cards
when the effect hurts it, the most useful when it helps. Counts (``per``): units_in_zone,
developments_in_zone, developments, resources, burned, tokens, units, hand.

The operations, costs, conditions and counts are in effects.py, the event kinds and the
shared helpers (note, fire_event, stat, cannot, capital_target) in events.py; this module
re-exports them, so records and rules import everything from here.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from deckcheck.games.whi.engine import capital as cap
from deckcheck.games.whi.engine.capital import usefulness
from deckcheck.games.whi.engine.effects import (  # noqa: F401  (move_cards, restore_cards, corrupt_cards: used by phases and tests)
    COSTS,
    CONDITIONS,
    COUNTS,
    EFFECTS,
    GAME_OPS,
    corrupt_cards,
    game_op_name,
    move_cards,
    restore_cards,
)
from deckcheck.games.whi.engine.events import (
    MOVED,
    CARD_PLAYED,
    COMBAT_DAMAGE,
    CONTEST_DECLARED,
    CORRUPTED,
    DAMAGED,
    DEVELOPED,
    DRAWN,
    ENTERS_PLAY,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    QUESTING,
    RESTORED,
    ROUND_BEGINS,
    ROUND_ENDS,
    WHI_EVENTS,
    ZONE_BURNED,
    ZONE_INDEX,
    cannot,
    capital_target,
    fire_event,
    note,
    phase_name,
    stat,
)
from deckcheck.games.whi.engine.state import (
    DECK,
    DEVELOPMENT,
    DISCARD,
    HAND,
    IN_ZONE,
    ON_CAPITAL,
    WhiState,
)
from deckcheck.goldfish.abilities.base import Context, Hooks
from deckcheck.goldfish.abilities.records import Effect, Target

__all__ = ["GAME_OPS", "WHI_EVENTS", "ZONE_INDEX", "cannot", "capital_target", "phase_name",
           "CARD_PLAYED", "COMBAT_DAMAGE", "CONTEST_DECLARED", "CORRUPTED", "DAMAGED",
           "DEVELOPED", "DRAWN", "ENTERS_PLAY", "HOOKS", "LEAVES_PLAY", "MOVED", "PHASE_BEGINS",
           "PHASE_ENDS", "QUESTING", "RESTORED", "ROUND_BEGINS", "ROUND_ENDS", "ZONE_BURNED", "CardFilter",
           "WhiHooks", "fire_event", "note", "stat", "usefulness"]


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


class WhiHooks(Hooks):
    conditions = CONDITIONS
    counts = COUNTS
    effects = EFFECTS
    costs = COSTS

    def in_zone(self, state: WhiState, card: int, zone: str) -> bool:
        w = state.where[card]
        if zone == "play":
            return w == IN_ZONE or w == ON_CAPITAL
        if zone in ZONE_INDEX:
            return w == IN_ZONE and cap.zone_of(state, card) == ZONE_INDEX[zone]
        return w == ZONES_BY_WORD.get(zone, -99)

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
        return STATE_WORDS[word](state, ctx, card)

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

    def host(self, state: WhiState, card: int) -> int:
        """The unit an attachment is attached to (attachments.py), -1 none."""
        return state.attached.get(card, -1)

    def pick(self, state: WhiState, ctx: Context, ability: Any, choices: list[int]) -> int:
        """A forced ability's choice among the player's own cards: the least useful card
        when the chosen card loses by it (destroyed, sacrificed, discarded, returned,
        corrupted, damaged, a negative MODIFY or a "cannot"), the most useful otherwise.
        Usefulness is the pilot's rule: attacking first, then power, then cost (ties: the
        lower instance)."""
        cards = [c for c in choices if c >= 0]
        if not cards:
            return choices[0]
        if harmful(ability):
            return min(cards, key=lambda c: usefulness(state, c))
        return max(cards, key=lambda c: (usefulness(state, c)[:3], -c))

    def count(self, state: WhiState, ctx: Context, name: str) -> int:
        fn = self.counts.get(name)
        if fn is None:
            raise KeyError(f"unknown count {name!r}")
        return fn(state, ctx, None)

    def can_apply(self, state: WhiState, ctx: Context, effect: Effect, cards: list[int]) -> bool:
        op = effect.op
        if op in ("draw", "gain_resource"):
            return True
        if op == "game" and game_op_name(effect) == "damage_capital":
            return capital_target(state) >= 0
        if op == "stand":
            return any(c in state.corrupted for c in cards)
        if op == "kneel":
            return any(c >= 0 and c not in state.corrupted and not cannot(state, c, "be_corrupted")
                       for c in cards)
        return bool(cards) or effect.target.who == "player"


_HARMFUL_OPS = frozenset({"kill", "sacrifice", "discard", "return_to_hand", "return_to_deck",
                          "kneel", "cannot", "blank"})
_HARMFUL_GAME = frozenset({"deal_damage", "move"})


def harmful(ability: Any) -> bool:
    """Does the ability's chosen card lose by it (its CHOOSE effects)?"""
    for e in getattr(ability, "effects", ()):
        if e.target.who != "choose":
            continue
        if e.op in _HARMFUL_OPS or (e.op == "modify" and e.amount < 0):
            return True
        if e.op == "game" and game_op_name(e) in _HARMFUL_GAME:
            return True
    return False


ZONES_BY_WORD = {"hand": HAND, "deck": DECK, "discard": DISCARD, "development": DEVELOPMENT,
          "capital": ON_CAPITAL}


def _attacking(state: WhiState, ctx: Context, c: int) -> bool:
    return c in state.attackers


STATE_WORDS = {
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


HOOKS = WhiHooks()
