"""The ability layer of the goldfish framework, shared by the games.

- ``records``: the data a card's abilities are written in (Constant, Triggered,
  ActionAbility, Effect, Target, Cond, Cost, CardRecord, Missing) and the generic
  vocabulary of events, effects and durations;
- ``runtime``: the event bus (``fire``), the window of optional triggers (a decision,
  ``RESPOND``), action abilities, costs, limits, lasting and delayed effects; it re-exports
  the pieces of ``base`` (Event, Context, the ``Hooks`` a game implements so records run on
  its state), ``index`` (``AbilityIndex``, built once per card table) and ``queries``
  (targets, conditions, constant and lasting effects on a card);
- ``coverage``: modeled / inert / missing per card, and which way the numbers lean.
"""
from deckcheck.goldfish.abilities import coverage, records, runtime

__all__ = ["coverage", "records", "runtime"]
