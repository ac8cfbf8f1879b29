"""Reviewed AGoT card records, keyed by card code: the only source of card abilities
for the goldfish engine.

How to find a card: its record is in the module of the pack where the card was first
printed, named after it: ``core_set_<factions>.py`` for the Core Set (one module per two
houses, ``core_set_neutral.py`` for the neutral cards), one module per deluxe box
(``wolves_of_the_north.py``, ... ``sea_of_shadow.py``), and a package per cycle, named after
it, with one module per pack (``westeros_cycle/taking_the_black.py``,
``war_of_five_kings_cycle/``, ``blood_and_gold/``, ...: the names of the card data's
cycles.json and packs). Within a module the records are in card-code order. A card printed
again under another code (a later pack, a redesign, a variant) has the records of its other
printings beside the first one's. Operations only one pack's records use live beside them;
what several packs of a cycle share is in the cycle's ``shared`` module; the shared words of
the records are in ``dsl`` (the vocabulary) and ``words`` (named filters, reasons).

A record is reviewed against the card text in the snapshot and has one test in
``tests/test_agot_records_*.py``, named ``test_<card code>_<card name>`` (grep the code). The text recognizer (``cardtext``) may propose
a record (``cardtext.propose``); it never decides alone: a card without a record plays as
a card without abilities (keywords are read generically) and counts as missing in every
report.

How to write one:
- ``card(code, name, *abilities, statics=..., inert=..., missing=...)``;
- ``statics``: income/initiative/reserve/draw_phase modifiers, cost reducers
  (FirstCostReduction, NextCostReduction, EachCostReduction), DrawCards, an attachment's
  restriction (``only(...)``, ``OPPONENT_ONLY``) and bonus (``bonus(...)``);
- abilities: ``constant``, ``reaction`` / ``interrupt`` / ``forced``, ``when_revealed``,
  ``action``, ``event_action`` / ``event_reaction`` / ``event_interrupt`` (event cards from
  hand); a challenges Action that needs a challenge in progress is an ``action`` with a
  condition on it (``in_challenge``, ``attacking``, ``an_attacker``) or an attacking target:
  it is offered in the action window inside the challenge; a save is an ``interrupt`` on
  WOULD_BE_KILLED / WOULD_BE_DISCARDED with the ``save()`` effect; "(cannot be saved)" is
  ``kill(..., can_be_saved=False)`` / ``discard(..., can_be_saved=False)``; a "(Limit N
  per phase.)" is ``limit=N, limit_per="phase"`` (the default counts per round);
- ``inert="..."``: the text does nothing against a passive opponent (why);
- ``missing=(helps("..."), hurts("..."))``: parts not modeled, and which way they lean.
"""
# the conditions, costs and shared operations the records name register themselves in the
# tables as they are imported; hooks imports none of them (no import cycle)
from deckcheck.games.agot.engine import conditions, costs, ops  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import core_set_neutral  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import core_set_baratheon_greyjoy  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import core_set_lannister_martell  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import core_set_nights_watch_stark  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import core_set_targaryen_tyrell  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import westeros_cycle  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import wolves_of_the_north  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import war_of_five_kings_cycle  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import lions_of_casterly_rock  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import blood_and_gold  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import watchers_on_the_wall  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import flight_of_crows  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import house_of_thorns  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import sands_of_dorne  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import dance_of_shadows  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import kings_of_the_isles  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import kings_landing  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import fury_of_the_storm  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import dragons_of_the_east  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import premium_packs  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import forgotten_heroes  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import jade_sea  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import hear_my_words  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import for_the_realm  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import bran_the_builder  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import as_high_as_honor  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import the_spoils_of_war  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import mists_of_memory  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import sea_of_shadow  # noqa: F401  (registers)
from deckcheck.games.agot.engine.cards import RECORDS  # the registry the modules above filled

__all__ = ["RECORDS"]
