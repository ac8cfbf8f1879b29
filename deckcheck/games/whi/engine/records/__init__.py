"""Reviewed WHI card records, keyed by card code: the only source of card abilities for the
goldfish engine.

Each module holds the records of one group of cards (``core``: Core Set examples; other
modules per race or pack), written with the words of ``dsl``. A record is reviewed
against the card text in the snapshot and has one test (tests/test_whi_records_*.py, built
with tests/whi_scenario.py). A card without a record plays as a card without abilities
(its cost, loyalty, power, hit points and keywords are read from the data) and counts as
missing in every report when it has text.

How to write one:
- ``card(code, name, *abilities, inert=..., missing=...)``;
- abilities: ``constant`` (while in play), ``forced`` ("Forced: ..."), ``reaction`` (a
  triggered "Action: When/After ..."), ``action`` (an "Action:" of a card in play, used in
  the action windows of the turn; ``phases`` = the phases it may be used in), ``tactic``
  (a tactic card from hand: its cost and loyalty tax are paid);
- events: ROUND_BEGINS ("at the beginning of your turn"), PHASE_BEGINS with
  ``cond("event_option", "kingdom")``, ENTERS_PLAY (``about="self"`` for "this unit"),
  LEAVES_PLAY, CONTEST_DECLARED (attackers declared), COMBAT_DAMAGE, ZONE_BURNED, DAMAGED,
  DEVELOPED, CORRUPTED, RESTORED, CARD_PLAYED, DRAWN;
- ``inert="..."``: the text does nothing against a passive opponent (why);
- ``missing=(helps("..."), hurts("..."))``: parts not modeled, and which way they lean.
"""
from deckcheck.games.whi.engine.records import core  # noqa: F401  (registers)
from deckcheck.games.whi.engine.records import decks_a  # noqa: F401  (registers)
from deckcheck.games.whi.engine.records.dsl import RECORDS

__all__ = ["RECORDS"]
