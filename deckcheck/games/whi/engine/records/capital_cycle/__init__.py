"""Records of the cards first printed in the Capital Cycle: The Inevitable City, Realm of the
Phoenix King, The Iron Rock, Karaz a Karak, City of Winter. One test each in
tests/test_whi_records_capital_cycle.py.

One module per pack (named after the pack): ``the_inevitable_city``,
``realm_of_the_phoenix_king``, ``the_iron_rock``, ``karaz_a_karak``, ``city_of_winter``,
``the_imperial_throne``; ``shared`` holds what the records of several packs use."""
