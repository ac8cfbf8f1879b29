"""Card records of the War of Five Kings Cycle: Across the Seven Kingdoms, Called to Arms, For
Family Honor, There Is My Claim, Ghosts of Harrenhal, Tyrion's Chain.

One module per pack (named after the pack): ``across_the_seven_kingdoms``, ``called_to_arms``,
``for_family_honor``, ``there_is_my_claim``, ``ghosts_of_harrenhal``, ``tyrion_s_chain``."""
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import across_the_seven_kingdoms  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import called_to_arms  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import for_family_honor  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import there_is_my_claim  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import ghosts_of_harrenhal  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.war_of_five_kings_cycle import tyrion_s_chain  # noqa: F401  (registers)
