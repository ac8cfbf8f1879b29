"""Records of the cards first printed in the Temptations Cycle, one module per pack (named after
the pack): ``twisted_loyalties``, ``honor_in_flames``, ``a_crimson_offering``, ``the_temptation_of_the_scorpion``, ``coils_of_power``, ``peace_at_any_cost``.
Their tests are in tests/test_l5r_records_temptations_cycle.py."""
