"""Phases and steps as data.

A game's structure is a Flow: phases, each a tuple of named steps. The state keeps
the index of its current step (``state.step``); nothing else remembers where the game
is, so a state can be stored between two HTTP requests and picked up again.

A step's ``run(state)`` does its work and then either moves ``state.step`` on (to the
next step or, for loops such as "next round", back to an earlier one) or sets
``state.pending`` to the name of a decision it waits for. A step that opens a window
(marshaling, challenges) simply waits again each time it runs, until the decision's
resolver moves the step on (for example when the player passes).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence


@dataclass(frozen=True, slots=True)
class Step:
    name: str                          # "marshaling.income"
    run: Callable[[Any], None]
    title: str = ""                    # for people: "Collect income"


@dataclass(frozen=True, slots=True)
class Phase:
    name: str                          # "marshaling"
    steps: tuple[Step, ...]
    title: str = ""


@dataclass(frozen=True, slots=True)
class Framing:
    """How a game opens and closes a phase: ``begins(name)`` and ``ends(name)`` make the
    phase's first and last steps (where the event bus hears about the phase and "until the
    end of the phase" effects expire). A game makes one, ``_framed = Framing(begins, ends)``,
    and ``_framed("draw", *steps)`` puts a phase's own steps between them."""
    begins: Callable[[str], Callable[[Any], None]]
    ends: Callable[[str], Callable[[Any], None]]

    def __call__(self, name: str, *steps: Step) -> tuple[Step, ...]:
        return (Step(f"{name}.begins", self.begins(name), "Phase begins"), *steps,
                Step(f"{name}.ends", self.ends(name), "Phase ends"))


class Flow:
    def __init__(self, phases: Sequence[Phase]):
        self.phases = tuple(phases)
        steps: list[Step] = []
        phase_of: list[Phase] = []
        number: list[int] = []
        for n, phase in enumerate(self.phases, 1):
            for step in phase.steps:
                steps.append(step)
                phase_of.append(phase)
                number.append(n)
        self.steps = tuple(steps)
        self.phase_of = tuple(phase_of)
        self.phase_number = tuple(number)     # per step: 1 + the index of its phase
        self.index = {s.name: i for i, s in enumerate(steps)}
        if len(self.index) != len(steps):
            raise ValueError("step names must be unique")

    def at(self, name: str) -> int:
        return self.index[name]

    def describe(self, step: int) -> dict[str, str]:
        phase = self.phase_of[step]
        s = self.steps[step]
        return {"phase": phase.name, "phase_title": phase.title or phase.name,
                "step": s.name, "step_title": s.title or s.name}
