"""Records of the cards first printed in the Dominion Cycle, one module per pack (named after
the pack): ``rokugan_at_war``, ``spreading_shadows``, ``in_pursuit_of_truth``, ``campaigns_of_conquest``, ``as_honor_demands``, ``atonement``.
Their tests are in tests/test_l5r_records_dominion_cycle.py."""
