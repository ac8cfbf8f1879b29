"""Reviewed L5R card records, keyed by card id: the only source of card abilities for the
goldfish engine.

Each module holds the records of one group of cards, written with the words of ``dsl``;
a record is reviewed against the card text in the snapshot and has one test
(tests/test_l5r_records_*.py, positions built with tests/l5r_scenario.py). A card without a
record plays as a card without abilities (its keywords are read from its text) and counts
as missing in every report.

Every module of this package except ``dsl`` is imported (and so registers its records);
a card written twice is an error.

How to write one:
- ``card(id, name, *abilities, inert=..., missing=...)``;
- abilities: ``constant``, ``reaction`` / ``interrupt`` / ``forced`` (on an event kind: the
  framework's ENTERS_PLAY, LEAVES_PLAY, CONTEST_DECLARED / CONTEST_WON / CONTEST_LOST (a
  conflict: option = "military" / "political", cards = the attackers), PHASE_BEGINS /
  PHASE_ENDS (option = dynasty, draw, conflict, fate, regroup), DRAWN, CARD_PLAYED; L5R's
  PROVINCE_BROKEN, RING_CLAIMED (option = the element), HONORED, DISHONORED, FATE_PLACED),
  ``action`` (``phases=("conflict",)``, conditions such as ``participating()``),
  ``event_action`` / ``event_reaction`` (event cards from hand);
- effects: ``draw``, ``fate``, ``gain_honor``, ``ready``, ``bow``, ``military`` /
  ``political`` / ``glory`` (skill until the end of the conflict by default), ``honor`` /
  ``dishonor`` (a character), ``place_fate``, ``remove_fate``, ``move_in`` / ``move_home``,
  ``take_honor``, ``lose_honor``, ``opponent_loses_honor``, ``put_into_play``, ``discard``,
  ``return_to_hand``, ``resolve_ring``;
- ``about`` (whose event): by default "self" for an event about a card ("after this
  character enters play") and "any" for one without (a conflict, a phase, a ring, a draw);
- CONTEST_LOST fires when the player's conflict is not won (no skill, or no participant
  left). By [000 §Gewinnen (einen Konflikt gewinnen)], when no player meets the conditions
  to win a conflict, nobody wins and nobody loses it; the passive opponent never wins a
  conflict, so the player never "loses" one: "after you lose a conflict" / "after this
  character loses a conflict" texts (and Pride's dishonor) are inert against it. Only texts
  that answer "as a result of the conflict's resolution" whatever its result (Sashimono: it
  does not bow) may answer CONTEST_LOST;
- ``inert="..."``: the text does nothing against a passive opponent (why);
- ``missing=(helps("..."), hurts("..."))``: parts not modeled, and which way they lean.
"""
import importlib
import pkgutil

from deckcheck.games.l5r.engine.records import core  # noqa: F401  (registers)
from deckcheck.games.l5r.engine.records.dsl import RECORDS

# every other module of this package registers its records too (sorted by name, so the
# registry is the same on every run); a new group needs no line here
for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name != "dsl":
        importlib.import_module(f"{__name__}.{_info.name}")

__all__ = ["RECORDS"]
