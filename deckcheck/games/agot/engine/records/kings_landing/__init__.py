"""Card records of the King's Landing: At the Gates, City of Secrets, Pit of Snakes, Beneath the
Red Keep, The Blackwater, Long May He Reign.

One module per pack (named after the pack): ``at_the_gates``, ``city_of_secrets``,
``pit_of_snakes``, ``beneath_the_red_keep``, ``the_blackwater``, ``long_may_he_reign``;
``shared`` holds what the records of several packs use."""
from deckcheck.games.agot.engine.records.kings_landing import at_the_gates  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.kings_landing import city_of_secrets  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.kings_landing import pit_of_snakes  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.kings_landing import beneath_the_red_keep  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.kings_landing import the_blackwater  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.kings_landing import long_may_he_reign  # noqa: F401  (registers)
