"""Words every game's narration and table use the same way: a count with its noun, a list of
names, the legal actions with their labels. Each game's narrate.py and view.py keep their
own sentences and labels."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from deckcheck.goldfish.actions import Action


def plural(n: int, word: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def listed(names: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def labelled(state: Any, actions: Sequence[Action],
             label: Callable[[Any, Action], str]) -> list[dict[str, Any]]:
    """The legal actions as JSON, each with its label for a person."""
    return [dict(a.to_json(), label=label(state, a)) for a in actions]
