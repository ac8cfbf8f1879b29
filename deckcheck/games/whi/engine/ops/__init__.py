"""Operations shared by the records of several packs, by what they do (each registers its
conditions, costs, counts, state words and game operations into the hooks' tables on
import). An operation only one records module uses lives in that module, before its records.

- ``plays``: units put or played into a zone (which zone: ``zone_plan``), cards played from
  other places than the hand, what can be cast;
- ``choices``: ``register_words`` (a word registered twice is an error), the ``op`` effect
  word, the state words that pick units and token holders, indirect damage to the opponent;
- ``damage``: damage to the player's and the opponent's capital and units, marks, the least
  useful unit to give up;
- ``developments``: developments in a zone, searches into a zone, copied tactics.
"""
from deckcheck.games.whi.engine.ops import (  # noqa: F401  (registers)
    choices,
    damage,
    developments,
    plays,
)
