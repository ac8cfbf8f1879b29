"""Short words to write WHI card records with (see records/__init__.py for the rules).

    card("01014", "Keystone Forge",
         forced(ROUND_BEGINS, heal_capital(1)))

Filters are ``hooks.CardFilter`` (``units(traits=...)``, ``supports()``, ``cards(...)``);
targets say which cards and from which zone (``choose``, ``each``, ``this``, ``event_card``,
``attached``: the unit an attachment is on).
Zones: play, kingdom, quest, battlefield, hand, deck, discard, development, capital.
"""
from __future__ import annotations

from typing import Any

from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, RECORDS, SUPPORT, TACTIC, UNIT
from deckcheck.games.whi.engine.hooks import (
    COMBAT_DAMAGE,
    CORRUPTED,
    DAMAGED,
    DEVELOPED,
    MOVED,
    QUESTING,
    RESTORED,
    ZONE_BURNED,
    CardFilter,
)
from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    CARD_PLAYED,
    CHOOSE,
    CONTEST_DECLARED,
    DRAWN,
    EACH,
    ENTERS_PLAY,
    EVENT_CARD,
    GAME_SPECIFIC,
    LEAVES_PLAY,
    PARTICIPANTS,
    PHASE_BEGINS,
    PHASE_ENDS,
    ROUND_BEGINS,
    ROUND_ENDS,
    THE_PLAYER,
    THIS,
    UNTIL_PHASE,
    UNTIL_ROUND,
    ActionAbility,
    CardRecord,
    Cond,
    Constant,
    Cost,
    Effect,
    Target,
    Triggered,
    helps,
    hurts,
    register,
)


__all__ = ["CARD_PLAYED", "COMBAT_DAMAGE", "CONTEST_DECLARED", "CORRUPTED", "DAMAGED",
           "DEVELOPED", "DRAWN", "ENTERS_PLAY", "LEAVES_PLAY", "MOVED", "PHASE_BEGINS", "PHASE_ENDS",
           "QUESTING", "RECORDS", "RESTORED", "ROUND_BEGINS", "ROUND_ENDS", "THE_PLAYER", "THIS",
           "UNTIL_PHASE", "UNTIL_ROUND", "ZONE_BURNED", "action", "attached", "cannot", "card",
           "cards", "choose",
           "cond", "constant", "corrupt", "corrupt_self", "cost", "damage_capital",
           "deal_damage", "develop_top", "discard", "draw", "each", "event_card", "forced",
           "gain", "heal", "heal_capital", "helps", "hurts", "keyword", "lose", "modify", "move",
           "participants", "put_into_play", "reaction", "restore", "return_to_hand",
           "sacrifice", "sacrifice_self", "search", "supports", "tactic", "tokens", "units",
           "zone_power"]


def card(code: str, name: str, *abilities: Any, inert: str = "", missing: tuple = (),
         note: str = "", pilot: str = "") -> CardRecord:
    """Register a reviewed record (one per code; a second one is an error)."""
    return register(RECORDS, code, name, abilities, (), inert, missing, note, pilot)


# -- filters and targets -----------------------------------------------------------------------
def cards(kinds=(), traits=(), races=(), max_cost=-1, min_cost=-1, other=False, names=()) -> CardFilter:
    return CardFilter(frozenset(kinds), frozenset(traits), frozenset(races), max_cost, min_cost,
                      other, frozenset(names))


def units(**kw: Any) -> CardFilter:
    return cards(kinds=(UNIT,), **kw)


def supports(**kw: Any) -> CardFilter:
    return cards(kinds=(SUPPORT,), **kw)


def choose(filter: CardFilter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(CHOOSE, filter, zone, state)


def each(filter: CardFilter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(EACH, filter, zone, state)


def attached() -> Target:
    """The unit this attachment is attached to (attachments.py; none while unattached)."""
    return Target(ATTACHED)


def event_card() -> Target:
    return Target(EVENT_CARD)


def participants() -> Target:
    return Target(PARTICIPANTS)


def cond(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def cost(op: str, amount: int = 0, target: Target = THIS) -> Cost:
    return Cost(op, amount, target)


corrupt_self = Cost("corrupt_self")
sacrifice_self = Cost("sacrifice_self")


# -- effects -----------------------------------------------------------------------------------
def draw(n: int = 1) -> Effect:
    return Effect("draw", n)


def gain(n: int) -> Effect:
    return Effect("gain_resource", n)


def lose(n: int) -> Effect:
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="lose_resource")


def restore(target: Target = THIS) -> Effect:
    return Effect("stand", 0, target)


def corrupt(target: Target) -> Effect:
    return Effect("kneel", 0, target)


def modify(target: Target, amount: int, stat: str = "power", until: str = "",
           per: Any = None) -> Effect:
    """``stat``: power, hit_points, cost, combat_damage ("deals +X damage in combat": added to
    the unit's combat damage, battlefield.attack_power); a zone name with ``THE_PLAYER`` for a
    zone's power."""
    return Effect("modify", amount, target, until, stat, per)


def keyword(target: Target, name: str, amount: int = 1, until: str = "") -> Effect:
    """The target gains a keyword (``name`` lower case: toughness, counterstrike, scout ...)
    with X = ``amount`` (``until`` "" in a constant: while it applies)."""
    return Effect("grant", amount, target, until, ("keyword", name))


def cannot(target: Target, what: str, until: str = "") -> Effect:
    """The target cannot ``what``: "attack", "be_corrupted" (read by the engine's rules)."""
    return Effect("cannot", 0, target, until, what)


def zone_power(zone: str, amount: int, until: str = "") -> Effect:
    return Effect("modify", amount, THE_PLAYER, until, zone)


def put_into_play(target: Target, zone: str = "") -> Effect:
    return Effect("put_into_play", 0, target, value=zone or None)


def discard(target: Target) -> Effect:
    return Effect("discard", 0, target)


def return_to_hand(target: Target) -> Effect:
    return Effect("return_to_hand", 0, target)


def sacrifice(target: Target) -> Effect:
    return Effect("sacrifice", 0, target)


def search(filter: CardFilter | None, top: int = 0) -> Effect:
    return Effect("search", top, THE_PLAYER, value=filter)


def deal_damage(target: Target, n: int) -> Effect:
    return Effect(GAME_SPECIFIC, n, target, value="deal_damage")


def damage_capital(n: int) -> Effect:
    """``n`` damage to the passive opponent's capital (the zone closest to burning)."""
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="damage_capital")


def heal(target: Target, n: int) -> Effect:
    return Effect(GAME_SPECIFIC, n, target, value="heal")


def heal_capital(n: int) -> Effect:
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="heal")


def move(target: Target, zone: str) -> Effect:
    return Effect(GAME_SPECIFIC, 0, target, value=("move", zone))


def develop_top(n: int = 1) -> Effect:
    return Effect(GAME_SPECIFIC, n, THE_PLAYER, value="develop")


def tokens(n: int, target: Target = THIS) -> Effect:
    return Effect(GAME_SPECIFIC, n, target, value="resource_tokens")


# -- abilities ---------------------------------------------------------------------------------
def constant(*effects: Effect, when: tuple = (), zone: str = "play", per: Cond | None = None) -> Constant:
    return Constant(tuple(effects), tuple(when), zone, per)


def forced(on: str, *effects: Effect, about: str = "any", when: tuple = (), costs: tuple = (),
           limit: int = 0, zone: str = "play") -> Triggered:
    return Triggered(on, tuple(effects), about, tuple(when), tuple(costs), True, limit, zone,
                     "forced")


def reaction(on: str, *effects: Effect, about: str = "any", when: tuple = (), costs: tuple = (),
             limit: int = 1, zone: str = "play", pilot: str = "always") -> Triggered:
    """A triggered Action ("Action: When/After X, ..."): optional, once per copy and per
    trigger [004 §HgF] (``limit`` counts per turn)."""
    return Triggered(on, tuple(effects), about, tuple(when), tuple(costs), False, limit, zone,
                     "reaction", pilot)


def action(*effects: Effect, costs: tuple = (), when: tuple = (), limit: int = 0,
           phases: tuple = (), zone: str = "play", title: str = "", pilot: str = "always") -> ActionAbility:
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), limit, frozenset(phases),
                         zone, title, pilot)


def tactic(*effects: Effect, costs: tuple = (), when: tuple = (), phases: tuple = (),
           title: str = "", pilot: str = "always") -> ActionAbility:
    """A tactic card played from hand in an action window (its cost and loyalty tax paid)."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), 0, frozenset(phases), "hand",
                         title, pilot)


KINDS = {"unit": UNIT, "support": SUPPORT, "tactic": TACTIC, "quest": QUEST_CARD, "legend": LEGEND}
