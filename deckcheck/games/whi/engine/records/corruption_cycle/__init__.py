"""Records of the cards first printed in the Corruption Cycle: The Skavenblight Threat, Path of the
Zealot, Tooth and Claw, Warpstone Chronicles, Arcane Fire. One test each in
tests/test_whi_records_corruption_cycle.py.

One module per pack (named after the pack): ``the_skavenblight_threat``,
``path_of_the_zealot``, ``tooth_and_claw``, ``the_deathmaster_s_dance``,
``warpstone_chronicles``, ``arcane_fire``; ``shared`` holds what the records of several packs
use."""
