"""Card records of the Mists of Memory: A True Telling, Children of Summer, Fire Upon the Grass,
Ten Thousand Ships, The Iron Chronicle, Winter's Kings.

One module per pack (named after the pack): ``a_true_telling``, ``children_of_summer``,
``the_iron_chronicle``, ``winter_s_kings``."""
from deckcheck.games.agot.engine.records.mists_of_memory import a_true_telling  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.mists_of_memory import children_of_summer  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.mists_of_memory import the_iron_chronicle  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.mists_of_memory import winter_s_kings  # noqa: F401  (registers)
