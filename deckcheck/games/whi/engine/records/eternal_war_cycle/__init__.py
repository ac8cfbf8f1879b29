"""Records of the cards first printed in the Eternal War Cycle: Days of Blood, Oaths of
Vengeance, Battle for the Old World, Glory of Days Past, The Ruinous Hordes, Faith and Steel.
One test each in tests/test_whi_records_eternal_war_cycle.py.

The cycle's own words, as the engine plays them: Ambush is not played (cards.py: a record that
names Ambush says what its ambush would do); "attach 1 experience" takes the top card of the
deck facedown onto the unit (not modeled: each record says so); Missions are quests played into
an opponent's zone (not modeled); a second attack in a turn never comes (one battlefield phase
a turn); "you must burn 3 zones instead of 2" is read by the engine from a legend's text.

One module per pack (named after the pack): ``days_of_blood``, ``oaths_of_vengeance``,
``battle_for_the_old_world``, ``glory_of_days_past``, ``the_ruinous_hordes``,
``faith_and_steel``; ``shared`` holds what the records of several packs use."""
