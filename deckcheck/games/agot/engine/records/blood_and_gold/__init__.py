"""Card records of the Blood and Gold: All Men Are Fools, Guarding the Realm, The Fall of
Astapor, The Red Wedding, Oberyn's Revenge, The Brotherhood Without Banners.

One module per pack (named after the pack): ``all_men_are_fools``, ``guarding_the_realm``,
``the_fall_of_astapor``, ``the_red_wedding``, ``oberyn_s_revenge``,
``the_brotherhood_without_banners``."""
from deckcheck.games.agot.engine.records.blood_and_gold import all_men_are_fools  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.blood_and_gold import guarding_the_realm  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.blood_and_gold import the_fall_of_astapor  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.blood_and_gold import the_red_wedding  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.blood_and_gold import oberyn_s_revenge  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records.blood_and_gold import the_brotherhood_without_banners  # noqa: F401  (registers)
