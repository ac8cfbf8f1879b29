"""The ability layer of the goldfish framework, shared by the games.

- ``records``: the data a card's abilities are written in (Constant, Triggered,
  ActionAbility, Effect, Target, Cond, Cost, CardRecord, Missing) and the generic
  vocabulary of events, effects and durations;
- ``runtime``: the event bus (``fire``), the window of optional triggers (a decision,
  ``RESPOND``), action abilities, lasting effects, constants, and the ``Hooks`` a game
  implements so records run on its state;
- ``coverage``: modeled / inert / missing per card, and which way the numbers lean.
"""
from deckcheck.goldfish.abilities import coverage, records, runtime

__all__ = ["coverage", "records", "runtime"]
