"""Records of the cards first printed in the Imperial Cycle, one module per pack (named after
the pack): ``tears_of_amaterasu``, ``for_honor_and_glory``, ``into_the_forbidden_city``, ``the_chrysanthemum_throne``, ``fate_has_no_secrets``, ``meditations_on_the_ephemeral``.
Their tests are in tests/test_l5r_records_imperial_cycle.py."""
