"""Card records of the Flight of Crows: The Archmaester's Key, Journey to Oldtown, Kingsmoot,
Favor of the Old Gods, The Faith Militant, Someone Always Tells.

One module per pack (named after the pack): ``the_archmaester_s_key``, ``journey_to_oldtown``,
``kingsmoot``, ``favor_of_the_old_gods``, ``the_faith_militant``, ``someone_always_tells``."""
from deckcheck.games.agot.engine.records.flight_of_crows import the_archmaester_s_key  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.flight_of_crows import journey_to_oldtown  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.flight_of_crows import kingsmoot  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.flight_of_crows import favor_of_the_old_gods  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.flight_of_crows import the_faith_militant  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.flight_of_crows import someone_always_tells  # noqa: F401  (registers)
