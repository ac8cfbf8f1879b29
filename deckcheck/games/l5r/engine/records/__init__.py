"""Reviewed L5R card records, keyed by card id: the only source of card abilities for the
goldfish engine.

How to find a card: its record is in the module of the pack where the card was first
printed (the card data's pack list, earliest release): ``core_set/<clan>.py`` for the Core
Set (crab, crane, dragon, lion, phoenix, scorpion, unicorn, neutral: provinces, holdings and
roles included); the five cycles are packages with one module per pack, named after the pack
(``imperial_cycle``, ``elemental_cycle``, ``inheritance_cycle``, ``dominion_cycle``,
``temptations_cycle``, each listing its pack modules in its docstring, e.g.
``imperial_cycle/tears_of_amaterasu.py``), their tests in tests/test_l5r_records_<cycle>.py;
the clan packs and premium expansions have one module per pack, named after it:
``disciples_of_the_void``, ``underhand_of_the_emperor``, ``warriors_of_the_wind``,
``masters_of_the_court``, ``the_emperor_s_legion``, ``defenders_of_rokugan``,
``seekers_of_wisdom``, ``children_of_the_empire``, ``clan_war``, ``under_fu_leng_s_shadow``
(and ``draft_pack``), their tests in tests/test_l5r_records_<module>.py (the records first
written for the clan packs and premium expansions, before they had a module each, keep theirs
in tests/test_l5r_records_clan_packs.py and tests/test_l5r_records_premium_expansions.py).
Within a module the records follow the packs' order, one ``# -- <pack> --`` heading each.
Positions for the tests are built with tests/l5r_scenario.py. An operation only one pack
module uses lives in that module, before its records; one that several use lives in
``engine/ops``. ``words`` holds what the records of several
packs share (the reasons a text does nothing against the passive opponent, short record
writers); ``dsl`` the words every record is written with.

A record is reviewed against the card text in the snapshot. A card without a record plays
as a card without abilities (its keywords are read from its text) and counts as missing in
every report. Every module of this package and of ``core_set`` except ``dsl`` and ``words``
is imported (and so registers its records); a card written twice is an error.

What every record assumes: the passive opponent never attacks, defends, plays cards, bids
anything but its fixed bid, nor controls characters or attachments, holds no hand and never
claims a ring; it has a fate pool it never spends. When a card makes it choose a ring's
element, it takes the first unclaimed ring in the order air, earth, fire, water, void.
Texts about its characters, hand, events, duels, defending or an attack on the player's provinces do nothing (``inert``); the player's
province cards are never revealed by an attack, so their texts are inert and Eminent is
missing. Abilities that could only hurt the player's own characters are inert too. The
greedy pilot uses every offered ability on the first offered target, so its policies are
written into the records (each said in the record's note): a "sacrifice a character" cost
offers only a spent character (bowed without fate); a "bow a friendly character" cost bows
the weakest ready character at home, never an attacker; a choice among the player's own
characters takes the one it misses least; abilities that move characters in or buy skill
with fate, cards or honor are offered only while the conflict's skill is below the attacked
province's strength (``uni_short``).

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

# the operations the records name (registered into the hooks' tables on import)
from deckcheck.games.l5r.engine import ops  # noqa: F401  (registers the shared operations)
from deckcheck.games.l5r.engine.cards import RECORDS  # the registry the modules below fill

# every module of this package and of core_set registers its records (sorted by name, so the
# registry is the same on every run); a new pack needs no line here
for _info in sorted(pkgutil.walk_packages(__path__, f"{__name__}."), key=lambda m: m.name):
    if _info.name.rsplit(".", 1)[1] not in ("dsl", "words") and not _info.ispkg:
        importlib.import_module(_info.name)

__all__ = ["RECORDS"]
