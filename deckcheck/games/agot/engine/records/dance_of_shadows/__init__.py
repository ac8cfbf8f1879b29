"""Card records of the Dance of Shadows: The Shadow City, The March on Winterfell, Streets of
King's Landing, Music of Dragons, In Daznak's Pit, Daggers in the Dark.

One module per pack (named after the pack): ``the_shadow_city``, ``the_march_on_winterfell``,
``streets_of_king_s_landing``, ``music_of_dragons``, ``in_daznak_s_pit``,
``daggers_in_the_dark``; ``shared`` holds what the records of several packs use."""
from deckcheck.games.agot.engine.records.dance_of_shadows import the_shadow_city  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.dance_of_shadows import the_march_on_winterfell  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.dance_of_shadows import streets_of_king_s_landing  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.dance_of_shadows import music_of_dragons  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.dance_of_shadows import in_daznak_s_pit  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.dance_of_shadows import daggers_in_the_dark  # noqa: F401  (registers)
