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
  LEAVES_PLAY (amount = the zone left; ``cond("event_from", zone | "same")``), MOVED (a move
  between zones: option = the zone entered, amount = the zone left; ``cond("event_into",
  zone | "same")`` also for ENTERS_PLAY: "units that enter this zone"), CONTEST_DECLARED
  (attackers declared), COMBAT_DAMAGE, ZONE_BURNED, DAMAGED, DEVELOPED, CORRUPTED, RESTORED,
  CARD_PLAYED, DRAWN;
- attachments: ``attached()`` targets the unit an attachment is on (``about="attached"``
  for its events); the engine plays attachments onto a legal host (attachments.py);
- ``inert="..."``: the text does nothing against a passive opponent (why);
- ``missing=(helps("..."), hurts("..."))``: parts not modeled, and which way they lean.
"""
import importlib
import pkgutil

from deckcheck.games.whi.engine.records.dsl import RECORDS

# every module of this package except ``dsl`` registers its records when imported
for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name != "dsl":
        importlib.import_module(f"{__name__}.{_info.name}")

__all__ = ["RECORDS"]
