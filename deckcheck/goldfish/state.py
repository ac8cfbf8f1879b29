"""The part of a game state every game shares, and its copy / JSON round trip.

A game's state is a ``@dataclass(slots=True, kw_only=True)`` subclass of BaseState
holding only plain data: ints, strings, bools, lists and tuples of ints, dicts of
int -> int and sets of ints. That keeps ``copy`` cheap (no deepcopy) and makes the JSON
form a direct image of the fields. Static facts about the cards live outside the state
(the game's card table, rebuilt from ``deck_ids`` and the CardPool).
"""
from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, TypeVar

from deckcheck.goldfish.abilities.base import Hooks
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.flow import Flow

# Outcomes. "" while the game runs. ``state.reason`` says why, in the game's words (a short
# stable code the game documents: AGoT "power_15" / "decked"; L5R "stronghold_broken",
# "honor_25", "opponent_dishonored", "honor_zero"; WHI "zones_burned", "decked").
WIN = "win"                 # the deck reached its goal (AGoT: 15 power)
ELIMINATED = "eliminated"   # the deck lost on its own (AGoT: empty draw deck)
TIMEOUT = "timeout"         # the turn cap was reached first
OUTCOMES = (WIN, ELIMINATED, TIMEOUT)

S = TypeVar("S", bound="BaseState")


class _GivenByGame:
    """A class value of the states that the game's game.py gives: read before, a clear error."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, state: Any, cls: type) -> Any:
        raise AttributeError(f"{cls.__name__}.{self.name}: not given yet (the game's game.py "
                             f"gives it when it loads: import the game's engine package)")


@dataclass(slots=True, kw_only=True)
class BaseState:
    # The game's flow of phases and steps and its ability hook table, the same for every state
    # of the game: the rule modules that game.py and hooks.py are built from read them here
    # (``state.flow.at("round.begin")``, ``state.hooks``) instead of importing those modules
    # back; game.py gives them to its state class when it loads (until then, reading them
    # says so).
    if TYPE_CHECKING:
        flow: ClassVar[Flow]
        hooks: ClassVar[Hooks]
    else:
        flow = _GivenByGame("flow")
        hooks = _GivenByGame("hooks")

    game: str
    deck_ids: tuple[str, ...]            # card id of every card instance, by index
    seed: int
    rng: int                             # generator state (deckcheck.goldfish.rng)
    max_rounds: int = 20                 # turn cap: TIMEOUT after this round
    round: int = 0                       # 0 = setup
    step: int = 0                        # index into the game's Flow
    pending: str = ""                    # the decision waited for ("" = none)
    outcome: str = ""                    # "" while running, else one of OUTCOMES
    reason: str = ""                     # why it ended (the game's code; "timeout" for TIMEOUT)
    ended_round: int = -1                # round in which the outcome happened
    unscored: bool = False               # the manual escape hatch was used
    log: list[tuple] = field(default_factory=list)   # every explicit action, in order
    # the ability layer (deckcheck.goldfish.abilities.runtime): the open window of optional
    # triggers (card, ability, event...), the decision it interrupted, lasting effects
    # (card, ability, effect, target, until) and uses per round (card * 32 + ability -> n)
    window: list[tuple] = field(default_factory=list)
    window_resume: str = ""
    lasting: list[tuple] = field(default_factory=list)
    used: dict[int, int] = field(default_factory=dict)
    # static card facts of this deck (not serialized; the engine reattaches it on load)
    table: Any = field(default=None, repr=False, compare=False, metadata={"transient": True})
    # decision counter and a scratch value valid for the current decision only (e.g. costs
    # computed while listing legal actions, reused by a pilot); never serialized
    tick: int = field(default=0, repr=False, compare=False, metadata={"transient": True})
    scratch: Any = field(default=None, repr=False, compare=False, metadata={"transient": True})

    @property
    def over(self) -> bool:
        return bool(self.outcome)

    def end(self, outcome: str, reason: str = "") -> None:
        if not self.outcome:
            self.outcome = outcome
            self.reason = reason or (TIMEOUT if outcome == TIMEOUT else "")
            self.ended_round = self.round
            self.pending = ""

    def copy(self: S) -> S:
        """An independent copy (containers copied one level deep, which is all there is)."""
        cls = type(self)
        values = {}
        for name, kind in _kinds(cls):
            value = getattr(self, name)
            if kind in ("list", "dict", "set"):
                value = value.copy()
            values[name] = value
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, kind in _kinds(type(self)):
            if kind == "transient":
                continue
            value = getattr(self, name)
            if kind == "dict":
                value = {str(k): v for k, v in value.items()}
            elif kind == "set":
                value = sorted(value)
            elif kind in ("list", "tuple"):
                value = [_plain(v) for v in value]
            out[name] = value
        return out

    @classmethod
    def from_json(cls: type[S], data: Any) -> S:
        """Rebuild a state from ``to_json`` output; ActionError for anything malformed."""
        if not isinstance(data, dict):
            raise ActionError("INVALID_STATE", variant="object")
        values: dict[str, Any] = {}
        try:
            for name, kind in _kinds(cls):
                if name not in data or kind == "transient":
                    continue
                values[name] = _READERS[kind](data[name], _inner(cls, name))
            return cls(**values)
        except (TypeError, ValueError, AttributeError) as exc:
            raise ActionError("INVALID_STATE", variant="unreadable", error=str(exc)) from exc


# -- field kinds, computed once per class ---------------------------------------------------
_KIND_CACHE: dict[type, tuple[tuple[str, str], ...]] = {}
_INNER_CACHE: dict[tuple[type, str], Any] = {}


def _kinds(cls: type) -> tuple[tuple[str, str], ...]:
    kinds = _KIND_CACHE.get(cls)
    if kinds is None:
        hints = typing.get_type_hints(cls)
        out = []
        for f in dataclasses.fields(cls):
            hint = hints[f.name]
            origin = typing.get_origin(hint) or hint
            kind = {list: "list", dict: "dict", set: "set", tuple: "tuple"}.get(origin, "plain")
            if f.metadata.get("transient"):
                kind = "transient"
            _INNER_CACHE[(cls, f.name)] = typing.get_args(hint)
            out.append((f.name, kind))
        kinds = _KIND_CACHE[cls] = tuple(out)
    return kinds


def _inner(cls: type, name: str) -> Any:
    return _INNER_CACHE[(cls, name)]


def _elem(value: Any) -> Any:
    """A JSON list inside a list field is a tuple in the state (nested ones too)."""
    return tuple(_elem(v) for v in value) if isinstance(value, list) else value


def _plain(value: Any) -> Any:
    """A tuple inside a list field is a JSON list (nested ones too)."""
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def _read_plain(value: Any, _args: Any) -> Any:
    if isinstance(value, (list, dict)):
        raise TypeError("expected a single value")
    return value


def _read_list(value: Any, args: Any) -> list:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return [_elem(v) for v in value]


def _read_tuple(value: Any, args: Any) -> tuple:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return tuple(_elem(v) for v in value)


def _read_set(value: Any, args: Any) -> set:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return set(value)


def _read_dict(value: Any, args: Any) -> dict:
    if not isinstance(value, dict):
        raise TypeError("expected an object")
    key_type = args[0] if args else str
    return {(int(k) if key_type is int else k): _elem(v) for k, v in value.items()}


_READERS: dict[str, Callable[[Any, Any], Any]] = {
    "plain": _read_plain, "list": _read_list, "tuple": _read_tuple, "set": _read_set,
    "dict": _read_dict}
