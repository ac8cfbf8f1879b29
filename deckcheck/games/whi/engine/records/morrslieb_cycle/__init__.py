"""Records of the cards first printed in the Morrslieb Cycle: Chaos Moon, The Twin Tailed Comet,
Signs in the Stars, The Eclipse of Hope. One test each in
tests/test_whi_records_morrslieb_cycle.py.

One module per pack (named after the pack): ``omens_of_ruin``, ``chaos_moon``,
``the_twin_tailed_comet``, ``signs_in_the_stars``, ``the_eclipse_of_hope``, ``fiery_dawn``;
``shared`` holds what the records of several packs use."""
