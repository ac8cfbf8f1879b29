"""Actions: what a player (a person or a pilot) chooses at a decision point.

An Action is a small immutable tuple, so it compares by value (``action in
legal_actions(state)``), hashes, logs and serializes cheaply. Which fields an action
uses depends on its ``kind`` (the game documents its kinds); unused fields keep their
defaults and are left out of the JSON form.

``cards`` carries a list of card instances in one action (declare attackers, the cards to
mulligan). In the legal actions of a *selection* decision (``engine.Decision.select``) an
action's ``cards`` are the candidates: the player sends the same action back with the
subset chosen (see ``engine.selection_ok``).
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from deckcheck.errors import DeckcheckError


class ActionError(DeckcheckError, ValueError):
    """An action that cannot be applied: malformed, unknown or not legal now; or a goldfish
    game that cannot start. ``code`` is stable, ``details`` JSON-safe (see
    ``deckcheck.errors``); the API turns it into a 4xx answer.
    """


class Action(NamedTuple):
    kind: str
    card: int = -1          # card instance index (see the game's CardTable)
    target: int = -1        # a second instance: attachment target, duplicate host
    amount: int = 0         # a number: bestow gold, manual counts
    option: str = ""        # a named choice: challenge type, manual operation
    cards: tuple[int, ...] = ()   # several instances at once: attackers, cards to mulligan

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.card >= 0:
            data["card"] = self.card
        if self.target >= 0:
            data["target"] = self.target
        if self.amount:
            data["amount"] = self.amount
        if self.option:
            data["option"] = self.option
        if self.cards:
            data["cards"] = list(self.cards)
        return data


_LIMITS = {"card": (-1, 10_000), "target": (-1, 10_000), "amount": (-1000, 1000)}
MAX_CARDS = 200          # cards in one action (a deck never has more in one zone)


def action_from_json(data: Any) -> Action:
    """Read an action from its JSON form (or from a logged list), checking every field."""
    if isinstance(data, (list, tuple)):
        names = Action._fields
        if not 1 <= len(data) <= len(names):
            raise ActionError("INVALID_ACTION", {"action": str(data)[:100]}, variant="length")
        data = dict(zip(names, data, strict=False))
    if not isinstance(data, Mapping):
        raise ActionError("INVALID_ACTION", {"action": str(data)[:100]}, variant="object")
    kind = data.get("kind")
    if not isinstance(kind, str) or not kind or len(kind) > 40:
        raise ActionError("INVALID_ACTION", {"kind": str(kind)[:40]}, variant="kind")
    values: dict[str, Any] = {"kind": kind}
    for name, (low, high) in _LIMITS.items():
        value = data.get(name, Action._field_defaults[name])
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ActionError("INVALID_ACTION", {"field": name, "value": str(value)[:40]}, variant="number")
        values[name] = value
    option = data.get("option", "")
    if not isinstance(option, str) or len(option) > 40:
        raise ActionError("INVALID_ACTION", {"field": "option"}, variant="option")
    values["option"] = option
    values["cards"] = _cards(data.get("cards", ()))
    unknown = set(data) - set(Action._fields) - {"label"}    # labels come back from listings
    if unknown:
        raise ActionError("INVALID_ACTION", {"fields": sorted(map(str, unknown))}, variant="fields")
    return Action(**values)


def _cards(value: Any) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or len(value) > MAX_CARDS:
        raise ActionError("INVALID_ACTION", {"field": "cards", "maximum": MAX_CARDS}, variant="cards")
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item <= 10_000:
            raise ActionError("INVALID_ACTION", {"field": "cards", "value": str(item)[:40]},
                              variant="cards")
    if len(set(value)) != len(value):
        raise ActionError("INVALID_ACTION", {"field": "cards"}, variant="cards")
    return tuple(value)
