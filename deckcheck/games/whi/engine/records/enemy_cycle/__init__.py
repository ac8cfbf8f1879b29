"""Records of the cards first printed in the Enemy Cycle: The Burning of Derricksburg, The
Fall of Karak Grimaz, The Silent Forge, Redemption of a Mage, The Fourth Waystone, Bleeding
Sun. One test each in tests/test_whi_records_enemy_cycle.py.

One module per pack (named after the pack): ``the_burning_of_derricksburg``,
``the_fall_of_karak_grimaz``, ``the_silent_forge``, ``redemption_of_a_mage``,
``the_fourth_waystone``, ``bleeding_sun``; ``shared`` holds what the records of several packs
use."""
