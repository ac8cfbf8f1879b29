"""Records of the cards first printed in the Elemental Cycle, one module per pack (named after
the pack): ``breath_of_the_kami``, ``tainted_lands``, ``the_fires_within``, ``the_ebb_and_flow``, ``all_and_nothing``, ``elements_unbound``.
Their tests are in tests/test_l5r_records_elemental_cycle.py."""
