"""The passive opponent as data: what the deck attacks and what the opponent never does.

A goldfish opponent plays no cards. What the rules still need from it is described here,
as plain data a report can print beside its numbers:

- ``parts``: what the deck attacks, each with how much it takes (``toughness``: an L5R
  province's strength, a WHI capital zone's hit points) and an optional ``bonus`` (the L5R
  stronghold's province bonus) and ``kind`` (province, stronghold, zone);
- ``score``: the opponent's own score where the rules need one (L5R honor);
- ``bid``: a fixed bid where the rules ask for one (the L5R honor bid), ``None`` if none;
- ``breaks``: how many parts must be broken or burned for the deck to win (WHI: 2), and
  ``last``: the part that can be attacked only after ``opens_last`` others are broken (the
  L5R stronghold after three provinces);
- ``passive``: the sentence the report prints (what the opponent never does).

A game ships its default opponents (``OPPONENTS`` in its engine package) and may accept
one chosen by the user by name (e.g. WHI: the race of the passive capital).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Part:
    name: str
    toughness: int
    kind: str = ""
    bonus: int = 0
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "toughness": self.toughness}
        if self.bonus:
            data["bonus"] = self.bonus
        if self.note:
            data["note"] = self.note
        return data


@dataclass(frozen=True, slots=True)
class Opponent:
    name: str
    passive: str                          # what it never does, in a sentence
    parts: tuple[Part, ...] = ()
    score: int = 0
    bid: int | None = None
    breaks: int = 0                       # parts to break for a win (0: the game decides)
    last: str = ""                        # the part that opens only after ``opens_last`` others
    opens_last: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def part(self, name: str) -> Part:
        for p in self.parts:
            if p.name == name:
                return p
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "passive": self.passive,
                                "parts": [p.to_json() for p in self.parts]}
        if self.score:
            data["score"] = self.score
        if self.bid is not None:
            data["bid"] = self.bid
        if self.breaks:
            data["breaks_to_win"] = self.breaks
        if self.last:
            data["last"] = {"part": self.last, "after": self.opens_last}
        data.update(self.extra)
        return data
