"""Reviewed AGoT card records, keyed by card code: the only source of card abilities
for the goldfish engine.

Each module holds the records of one group of cards (a faction of the Core Set, the
cards of the project's test decks, ...), written with the words of ``dsl``. A record is
reviewed against the card text in the snapshot and has one test in
``tests/goldfish_agot_cards/``. The text recognizer (``cardtext``) may propose a record
(``cardtext.propose``); it never decides alone: a card without a record plays as a card
without abilities (keywords are read generically) and counts as missing in every report.

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
from deckcheck.games.agot.engine.records import common_a  # noqa: F401
from deckcheck.games.agot.engine.records import common_b  # noqa: F401  (registers)
from deckcheck.games.agot.engine.records import common_c  # noqa: F401
from deckcheck.games.agot.engine.records import core  # noqa: F401
from deckcheck.games.agot.engine.records import core_baratheon_greyjoy  # noqa: F401
from deckcheck.games.agot.engine.records import core_lannister_martell  # noqa: F401
from deckcheck.games.agot.engine.records import core_nightswatch_stark  # noqa: F401
from deckcheck.games.agot.engine.records import core_targaryen_tyrell  # noqa: F401
from deckcheck.games.agot.engine.records import packs_00_04  # noqa: F401
from deckcheck.games.agot.engine.records import packs_00_04_printings  # noqa: F401
from deckcheck.games.agot.engine.records import packs_04_26  # noqa: F401
from deckcheck.games.agot.engine.records.dsl import RECORDS

__all__ = ["RECORDS"]
