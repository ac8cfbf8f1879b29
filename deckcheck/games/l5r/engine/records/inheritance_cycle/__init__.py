"""Records of the cards first printed in the Inheritance Cycle, one module per pack (named after
the pack): ``for_the_empire``, ``bonds_of_blood``, ``justice_for_satsume``, ``the_children_of_heaven``, ``a_champion_s_foresight``, ``shoju_s_duty``.
Their tests are in tests/test_l5r_records_inheritance_cycle.py."""
