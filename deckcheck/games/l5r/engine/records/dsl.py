"""Short words to write L5R card records with (see records/__init__.py for the rules).

    card("doji-whisperer", "Doji Whisperer", inert="no text")
    card("miya-mystic", "Miya Mystic",
         action(discard(choose(attachments())), costs=(sacrifice_self(),)))

Filters (``chars``, ``attachments``, ``holdings``, ``cards``) are ``filters.Filter``;
targets (``choose``, ``each``) say which cards, from which zone, in which state (honored,
dishonored, ordinary, bowed, ready, participating, home, has_fate, no_fate).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    CARD_PLAYED,
    CHOOSE,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    DRAWN,
    EACH,
    ENTERS_PLAY,
    EVENT_CARD,
    LEAVES_PLAY,
    PARTICIPANTS,
    PHASE_BEGINS,
    PHASE_ENDS,
    ROUND_BEGINS,
    ROUND_ENDS,
    SELF,
    THE_PLAYER,
    THIS,
    UNTIL_CONTEST,
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
from deckcheck.games.l5r.engine.cards import RECORDS
from deckcheck.games.l5r.engine.filters import Filter
from deckcheck.games.l5r.engine.hooks import PROVINCE_EVENT
from deckcheck.games.l5r.engine.play_rules import (
    DISHONORED,
    FATE_PLACED,
    HONORED,
    PROVINCE_BROKEN,
    RING_CLAIMED,
)


__all__ = [
    "ATTACHED", "CARD_PLAYED", "CONTEST_DECLARED", "CONTEST_LOST", "CONTEST_WON", "DISHONORED",
    "DRAWN", "ENTERS_PLAY", "EVENT_CARD", "FATE_PLACED", "HONORED", "LEAVES_PLAY", "PARTICIPANTS",
    "PHASE_BEGINS", "PHASE_ENDS", "PROVINCE_BROKEN", "RECORDS", "RING_CLAIMED", "ROUND_BEGINS",
    "ROUND_ENDS", "THE_PLAYER", "THIS", "UNTIL_CONTEST", "UNTIL_PHASE", "UNTIL_ROUND", "Filter",
    "action", "attached", "attachments", "bow", "bow_self", "card", "cards", "chars", "choose",
    "cond", "constant", "discard", "discard_from_hand", "dishonor", "dishonor_self", "draw",
    "dynasty_event", "each", "event_action", "event_reaction", "fate", "fate_cost", "forced", "gain_honor",
    "helps", "holdings", "honor", "honor_cost", "hurts", "in_conflict", "conflict_type",
    "interrupt", "lose_honor", "military", "move_home", "move_in", "opponent_loses_honor",
    "participating", "phase", "place_fate", "political", "put_into_play", "ready", "reaction",
    "remove_fate", "remove_fate_self", "resolve_ring", "return_to_hand", "sacrifice_self",
    "self_is", "take_honor", "this", "glory", "statics", "OnlyAttachments",
]


# -- the record -------------------------------------------------------------------------------
def card(code: str, name: str, *abilities: Any, inert: str = "", missing: tuple = (),
         note: str = "", pilot: str = "") -> CardRecord:
    """Register and return a card's record (one per code)."""
    return register(RECORDS, code, name, abilities, (), inert, missing, note, pilot)


def statics(code: str, *rules: Any) -> None:
    """Give a registered record its statics: attachment play restrictions (``Cond``, asked
    with the host as the chosen card) and rules objects the engine reads (``host_ok``:
    play_rules.host_ok; the facts of ops/statics.py)."""
    RECORDS[code] = replace(RECORDS[code], statics=tuple(rules))


@dataclass(frozen=True, slots=True)
class OnlyAttachments:
    """A character's "No attachments except <traits>" (a host rule: play_rules.host_ok)."""

    traits: tuple[str, ...]

    def host_ok(self, state: Any, a: int, c: int) -> bool:
        return any(tr in state.table.traits[a] for tr in self.traits)


# -- filters and targets ------------------------------------------------------------------------
def chars(*traits: str, clan: str | tuple[str, ...] = (), **kw: Any) -> Filter:
    clans = (clan,) if isinstance(clan, str) and clan else tuple(clan)
    return Filter(types=("character",), traits=tuple(t.lower() for t in traits), clans=clans, **kw)


def attachments(*traits: str, **kw: Any) -> Filter:
    return Filter(types=("attachment",), traits=tuple(t.lower() for t in traits), **kw)


def holdings(*traits: str, **kw: Any) -> Filter:
    return Filter(types=("holding",), traits=tuple(t.lower() for t in traits), **kw)


def cards(*types: str, **kw: Any) -> Filter:
    return Filter(types=tuple(types), **kw)


def this() -> Target:
    return THIS


def attached() -> Target:
    return Target(ATTACHED)


def choose(f: Filter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(CHOOSE, f if f is not None else chars(), zone, state)


def each(f: Filter | None = None, zone: str = "play", state: str = "") -> Target:
    return Target(EACH, f if f is not None else chars(), zone, state)


# -- conditions ------------------------------------------------------------------------------------
def cond(name: str, value: Any = None, negate: bool = False) -> Cond:
    return Cond(name, value, negate)


def in_conflict() -> Cond:
    return Cond("in_conflict")


def conflict_type(kind: str) -> Cond:
    return Cond("conflict_type", kind)


def participating() -> Cond:
    return Cond("participating")


def phase(name: str | tuple[str, ...]) -> Cond:
    return Cond("phase", name)


def self_is(word: str) -> Cond:
    return Cond("self_is", word)


# -- costs --------------------------------------------------------------------------------------------
def bow_self() -> Cost:
    return Cost("bow_self")


def fate_cost(n: int) -> Cost:
    return Cost("gold", n)        # the runtime pays "gold" costs from the resource pool (fate)


def honor_cost(n: int) -> Cost:
    return Cost("honor", n)


def sacrifice_self() -> Cost:
    return Cost("sacrifice_self")


def dishonor_self() -> Cost:
    return Cost("dishonor_self")


def remove_fate_self(n: int = 1) -> Cost:
    return Cost("remove_fate_self", n)


def discard_from_hand(n: int = 1) -> Cost:
    return Cost("discard_hand", n)


# -- effects -------------------------------------------------------------------------------------------
def draw(n: int = 1) -> Effect:
    return Effect("draw", n)


def fate(n: int = 1) -> Effect:
    return Effect("gain_resource", n)


def gain_honor(n: int = 1) -> Effect:
    return Effect("gain_score", n)


def ready(target: Target = THIS, until: str = "") -> Effect:
    """Ready the target now, or (``until``) at the end of that period: a delayed effect,
    checked when it resolves ("ready it at the end of the conflict")."""
    return Effect("stand", 0, target, until)


def bow(target: Target = THIS) -> Effect:
    return Effect("kneel", 0, target)


def military(n: int, target: Target = THIS, until: str = UNTIL_CONTEST, per: Any = None) -> Effect:
    return Effect("modify", n, target, until, "military", per)


def political(n: int, target: Target = THIS, until: str = UNTIL_CONTEST, per: Any = None) -> Effect:
    return Effect("modify", n, target, until, "political", per)


def glory(n: int, target: Target = THIS, until: str = "", per: Any = None) -> Effect:
    return Effect("modify", n, target, until, "glory", per)


def put_into_play(target: Target, into_conflict: bool = False) -> Effect:
    return Effect("put_into_play", 0, target, value="conflict" if into_conflict else None)


def discard(target: Target) -> Effect:
    return Effect("discard", 0, target)


def return_to_hand(target: Target = THIS) -> Effect:
    return Effect("return_to_hand", 0, target)


def _game(name: str, amount: int = 0, target: Target = THE_PLAYER, value: Any = None) -> Effect:
    return Effect("game", amount, target, value=(name,) if value is None else (name, value))


def honor(target: Target = THIS) -> Effect:
    return _game("honor", target=target)


def dishonor(target: Target = THIS) -> Effect:
    return _game("dishonor", target=target)


def place_fate(n: int = 1, target: Target = THIS) -> Effect:
    return _game("place_fate", n, target)


def remove_fate(n: int = 1, target: Target = THIS) -> Effect:
    return _game("remove_fate", n, target)


def move_in(target: Target = THIS) -> Effect:
    return _game("move_in", target=target)


def move_home(target: Target = THIS) -> Effect:
    return _game("move_home", target=target)


def lose_honor(n: int = 1) -> Effect:
    return _game("lose_honor", n)


def take_honor(n: int = 1) -> Effect:
    return _game("take_honor", n)


def opponent_loses_honor(n: int = 1) -> Effect:
    return _game("opponent_loses_honor", n)


def resolve_ring(element: str = "") -> Effect:
    """Resolve a ring's effect for the player (the contested ring when no element)."""
    return _game("resolve_ring", value=element)


# -- abilities ------------------------------------------------------------------------------------------
# events that are about no card of the player (Event.card is -1, or a province slot): a
# trigger on them can only answer "any" one
CARDLESS = frozenset({CONTEST_DECLARED, CONTEST_WON, CONTEST_LOST, PHASE_BEGINS, PHASE_ENDS,
                      ROUND_BEGINS, ROUND_ENDS, DRAWN, RING_CLAIMED, PROVINCE_BROKEN})


def _whose(on: str, about: str | None) -> str:
    """A trigger's ``about``: by default "self" for an event about a card ("after this
    character enters play"), "any" for an event without one ("after you win a conflict");
    "self" / "attached" / "mine" on an event without a card would never fire: refused."""
    if about is None:
        return "any" if on in CARDLESS else "self"
    if about != "any" and on in CARDLESS:
        raise ValueError(f"a trigger on {on!r} (an event without a card) cannot be about {about!r}")
    return about


def constant(*effects: Effect, when: tuple = (), zone: str = "play") -> Constant:
    return Constant(tuple(effects), tuple(when), zone)


def reaction(on: str, *effects: Effect, about: str | None = None, when: tuple = (), costs: tuple = (),
             limit: int = 1, limit_per: str = "round", zone: str = "play", pilot: str = "always") -> Triggered:
    """"Reaction: after ..." (once per round unless a limit says otherwise); ``about`` as
    ``_whose`` says (default: "self" for an event about a card, "any" otherwise)."""
    return Triggered(on, tuple(effects), _whose(on, about), tuple(when), tuple(costs), False, limit, zone,
                     "reaction", pilot, limit_per)


def interrupt(on: str, *effects: Effect, about: str | None = None, when: tuple = (), costs: tuple = (),
              limit: int = 1, zone: str = "play", pilot: str = "always") -> Triggered:
    return Triggered(on, tuple(effects), _whose(on, about), tuple(when), tuple(costs), False, limit, zone,
                     "interrupt", pilot)


def forced(on: str, *effects: Effect, about: str | None = None, when: tuple = (), limit: int = 0,
           zone: str = "play") -> Triggered:
    """"Forced Reaction: after ..." (resolves by itself); ``about`` as ``reaction``."""
    return Triggered(on, tuple(effects), _whose(on, about), tuple(when), (), True, limit, zone, "reaction")


def event_reaction(on: str, *effects: Effect, about: str = "any", when: tuple = (),
                   costs: tuple = ()) -> Triggered:
    """An event card's reaction, played from hand (its cost is the card's fate cost)."""
    return Triggered(on, tuple(effects), _whose(on, about), tuple(when), tuple(costs), False, 0, "hand",
                     "reaction")


def action(*effects: Effect, costs: tuple = (), when: tuple = (), phases: tuple = (),
           limit: int = 1, limit_per: str = "round", title: str = "", pilot: str = "always",
           zone: str = "play") -> ActionAbility:
    """"Action: ..." of a card in play (once per round unless a limit says otherwise);
    ``phases`` (dynasty, draw, conflict, fate, regroup) where it may be used (empty = any)."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), limit, frozenset(phases), zone,
                         title, pilot, limit_per)


def event_action(*effects: Effect, costs: tuple = (), when: tuple = (), phases: tuple = (),
                 title: str = "", pilot: str = "always") -> ActionAbility:
    """An event card played from hand in an action window (its fate cost is paid)."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), 0, frozenset(phases), "hand",
                         title, pilot)


def dynasty_event(*effects: Effect, costs: tuple = (), when: tuple = (), phases: tuple = (),
                  title: str = "", pilot: str = "always") -> ActionAbility:
    """A dynasty event card's "Action:", played face up from its province in an action
    window (its fate cost is paid; then it goes to the dynasty discard pile and the province
    is refilled facedown)."""
    return ActionAbility(tuple(effects), tuple(costs), tuple(when), 0, frozenset(phases),
                         PROVINCE_EVENT, title, pilot)


_ = (EACH, PARTICIPANTS, SELF, EVENT_CARD)
