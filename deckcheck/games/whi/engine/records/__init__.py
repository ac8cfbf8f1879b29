"""Reviewed WHI card records, keyed by card code: the only source of card abilities for the
goldfish engine.

How to find a card: its record is in the module of the set where the card was first printed
(the two first digits of its code): ``core_set/<race>.py`` for the Core Set (01: empire,
dwarf, high_elf, chaos, orc, dark_elf, neutral), a package per cycle with one module per pack,
named after the pack (``eternal_war_cycle/days_of_blood.py``; each package's docstring lists
its packs): ``corruption_cycle`` (02: The Skavenblight Threat ... Arcane Fire; the German
FAQ's "Zyklus der Verderbnis"), ``enemy_cycle`` (04: The Burning of Derricksburg ...; "Zyklus
der Feinde"), ``morrslieb_cycle`` (06), ``capital_cycle`` (08), ``bloodquest_cycle`` (09),
``eternal_war_cycle`` (10: Days of Blood ... Faith and Steel), and one module per deluxe
expansion: ``assault_on_ulthuan`` (03), ``march_of_the_damned`` (05), ``legends`` (07),
``cataclysm`` (11) and ``hidden_kingdoms`` (12). An operation only one pack's records use is
beside them; one several packs of a cycle share is in the cycle's ``shared`` module. The
tests of a cycle or expansion are in tests/test_whi_records_<cycle or module>.py (built with
tests/whi_scenario.py). ``words`` holds what the records of several sets share (the reasons a
text does nothing against the passive opponent, zone conditions); ``dsl`` the words every
record is written with.

A record is reviewed against the card text in the snapshot. A card without a record plays
as a card without abilities (its cost, loyalty, power, hit points and keywords are read
from the data) and counts as missing in every report when it has text. Every module of this
package and of its subpackages except ``dsl`` and ``words`` is imported (and so registers its
records); a card written twice is an error.

What every record assumes: the passive opponent has no units, supports, developments, hand
or discard pile, plays no cards and never attacks or defends, so a text that only reaches
its cards is inert; a text whose only targets are then the player's own units is inert when
using it only hurts, and modeled with the player's best (least useful) pick when it is
Forced or when a player would use it on its own cards. Attachments go onto one of the
player's units (attachments.py) and name it with ``attached()``; one only worth putting on
an opponent's card is inert and kept out of play.

Kept out by the greedy pilot (``pilot="never"``: it never plays them, it may develop them):
Withering Hex, Mind Killer and Judgement of Loec (attachments only worth putting on an
opponent's card) and Dawnstar Sword (an attachment whose host rule the engine cannot read).

Cards with no text beyond traits and keywords the engine reads itself have no record (they
count as without text): Defender of the Hold, Hammerer of Karak Azul (Toughness 1),
Ironbreakers of Ankhor (Toughness X, X = the developments in its zone: capital.x_value), King
Kazador, Mountain Brigade, Peasant Militia, Reiksguard Knights (Counterstrike 2), Huntsmen
(Quest zone only), Free Company (Scout), Pilgrimage (no text in the snapshot), and the six
Alliances (their loyalty symbols are read from the text by the engine, cards.py). The four
draft cards (Cut Supply Lines, Reinforcements, Sabotage, Shifting Tides) are not deck
cards: the engine refuses a deck with them (cards.UNPLAYABLE).

No record (the engine reads their text itself, and coverage counts them as text-less):
Crooked Teef Goblins 01056, Ironclaw's Horde 01058, Black Orc Squad 01060, Servants of
Khorne 01081, Savage Marauders 01082, Chaos Knights 01085 (traits and "X only"), Cold
One Riders 01108 (Counterstrike, which never happens without defending).


No record (the engine reads all of their text itself, so they play as printed): Mountain
Legion 02061 (Toughness 1), Snotling Pump Wagon 02090 and Longbeards 02101 (traits and
"Battlefield only").

Pilot plans written into records (where a text allows many uses, the record offers the
ones that pay against a passive opponent; the others are not offered, unless noted):
- power for attackers (Runesmith, Striking the Grudge, Grudge Thrower) only in the
  battlefield phase, on attacking units; Grudge Thrower only with 3 or more attackers;
- moves: Pistoliers into the battlefield before the attack (its other moves are offered
  but the greedy pilot never uses them); Johannes Broheim kingdom -> quest -> battlefield
  -> kingdom at the ends of those phases;
- Wake the Mountain at the beginning of the turn or in the capital phase, Innovation in
  the kingdom, quest and capital phases (never where the resources would be lost or taken
  from a unit); Prepare for War!'s buy-back once the deck is down to 5 cards.


Pilot plans written into records: Innovation and One Orc's Scrap... in the kingdom, quest and
capital phases; Reclaiming the Fallen before the attackers are declared, with at least two
units in the discard pile, all of them into the battlefield; plays from the discard pile
(Necromancy, Countess Iseara) and from the top of the deck (Lord of Change) in the capital
phase, after the plays from hand; a unit an effect puts or plays into "a zone of your choice"
goes to the battlefield (plays.zone_plan).


Pilot plans written into records (the text allows more uses; these are the ones offered):
- Seasoned Corsair's -2 hit points only on a unit of the player that gains by leaving play
  (Walking Sacrifice); Har Ganeth returns only a unit of cost 0 (Walking Sacrifice, which
  draws as it leaves and comes back for free); Slave Pen sacrifices only units of power 0
  (those that gain by leaving play first);
- Lion Standard's hit point only on an attacker that damages itself for power and could not
  take another damage (Dreamer of Dragons), when that power burns the zone attacked;
- Swarm of Bats discards only while the deck holds more than 10 cards, and comes back from
  the discard pile (Necromancy) in the capital phase after the plays from hand; Dreamer of Dragons
  takes damage for power only while attacking, before combat damage, and never the damage
  that would destroy it; Warpstone Experiments only when its 3 power burns the zone
  attacked (on the cheapest attacker); Chillwind before the zone is chosen, corrupting the
  least useful unit outside the battlefield to restore a corrupted one in it;
- Citadel of Dusk's power at the beginning of the turn (before resources and cards are
  collected), outside the battlefield; Convocation of Eagles only when it costs nothing
  (the loyalty tax included), in the capital phase, when its resource makes a card in hand
  affordable, and never put back on top of the deck (a "may");
- Heroic Task sets the deck's legend aside under it (else its most expensive card) and
  takes it back as soon as it has 3 tokens;
- Eltharion the Grim puts its token on itself and spends 3 tokens on 5 indirect damage, its
  own first, then those of High Elf supports (never a countdown card's such as Eataine War
  Room, nor a unit's such as Lothern Sea Master); it never takes the 3 resources;
  Elven Scout's token goes on a card that has one, never on a countdown card (Eataine War
  Room); Valorous Mage takes a Spell whose record does something (Arcane Power, not an
  inert Drain Magic) when the top five hold one; Arcane Power and Planning for War return
  the most expensive card (unit) of the discard pile; Gathering the Winds plays the most
  expensive Spell its tokens pay for as soon as one can resolve (tactics first; a unit or
  support only when its record does something: an inert attachment such as Judgement of
  Loec is never fetched).

Pilot plans of the issue-37 review (every pack): a power pump ("gains [Power] until the end of
the turn": Clan Rats, Silver Helm Detachment, Knights Panther, Merciless Assault, Berserk Fury,
Spida Huntin', Bray Shamans ...) is offered on an attacker before combat damage, and only when
the power it adds burns the zone attacked (``burns_with``); a repeatable one is offered one use
at a time, so a zone two uses away is not reached. "Target unit you control" picks the
player's most useful card when it helps, the least useful when it hurts (hooks.pick).

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

# the operations the records name (registered into the hooks' tables on import)
from deckcheck.games.whi.engine import ops  # noqa: F401  (registers the shared operations)
from deckcheck.games.whi.engine.cards import RECORDS  # the registry the modules below fill

# every module of this package and of core_set registers its records (sorted by name, so the
# registry is the same on every run); a new pack needs no line here
for _info in sorted(pkgutil.walk_packages(__path__, f"{__name__}."), key=lambda m: m.name):
    if _info.name.rsplit(".", 1)[1] not in ("dsl", "words") and not _info.ispkg:
        importlib.import_module(_info.name)

__all__ = ["RECORDS"]
