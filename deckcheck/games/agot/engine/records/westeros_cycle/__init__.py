"""Card records of the Westeros Cycle: Taking the Black, The Road to Winterfell, The King's
Peace, No Middle Ground, Calm over Westeros, True Steel.

One module per pack (named after the pack): ``taking_the_black``, ``the_road_to_winterfell``,
``the_king_s_peace``, ``no_middle_ground``, ``calm_over_westeros``, ``true_steel``; ``shared``
holds what the records of several packs use."""
from deckcheck.games.agot.engine.records.westeros_cycle import taking_the_black  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.westeros_cycle import the_road_to_winterfell  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.westeros_cycle import the_king_s_peace  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.westeros_cycle import no_middle_ground  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.westeros_cycle import calm_over_westeros  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.westeros_cycle import true_steel  # noqa: F401  (registers)
