"""Records of the cards first printed in the Bloodquest Cycle: Rising Dawn, The Accursed Dead. One
test each in tests/test_whi_records_bloodquest_cycle.py.

One module per pack (named after the pack): ``rising_dawn``, ``fragments_of_power``,
``the_accursed_dead``, ``vessel_of_the_winds``, ``portent_of_doom``, ``shield_of_the_gods``;
``shared`` holds what the records of several packs use."""
