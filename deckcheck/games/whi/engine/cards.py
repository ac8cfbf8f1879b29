"""The WHI card table: every card instance of one deck with its static facts as tuples.

A deck becomes instances 0 .. n-1 (card ids sorted, copies next to each other); states
refer to cards by instance only and look their facts up here. A table is built once per
(pool, deck) and cached. The capital's race is the deck's faction (``Deck.faction`` is
the capital race for WHI; without one, the race with the most loyalty icons in the deck).

Loyalty: the card data has no loyalty for some race cards (many Core Set Dwarf and Orc
cards print a cost like "6 +" and no loyalty field); they are read as loyalty 0, so such a
card never pays the loyalty tax (``loyalty_unknown`` marks them; the numbers lean high).

Keywords are read from the card text generically: ``Toughness X``, ``Counterstrike X``,
``Ambush X``, ``Raider X``, ``Savage X``, ``Scout``, ``Limited`` (the data's ``limited``),
``Hero`` (the data's ``hero``: "Limit one Hero per zone", [004 §HgF]) and a zone
restriction ("Battlefield only", "Kingdom only", "Quest zone only"); a legend's "you must
burn 3 zones instead of 2 in order to win" (six legends of the Legends cycle) and an
alliance's loyalty symbols ("This Alliance provides both a Chaos and an Orc loyalty
symbol") are read from the text too. Scout, Raider, Savage and Ambush are read but not
played: Scout makes the opponent discard a random card (halogenandtoast/WarhammerInvasion
docs/rules/effects.md "Scout"; the passive opponent has no hand), Raider X is not explained
in the seed, the rules notes or the card data (its cards are played without it: the numbers
may lean low), Savage acts when the unit is dealt damage (its reminder text; the passive
opponent deals none), and Ambush (triggered only on a facedown development,
effects.md "Ambush"; the sources give neither its timing nor its cost) is not offered: such
cards are played from hand only, which leans the numbers low for an ambush deck, and the
coverage says so (``AMBUSH_MISSING`` joins the missing parts of a record that does not
speak of Ambush). Toughness X cancels X of each damage to the player's own
units (X of "Toughness X" as its text defines it when text.x_rule reads the definition:
developments in the zone, other units of a race in the zone, tokens on the card, the highest
loyalty of a race's card in play, the damage on the unit; else 0); Counterstrike X only
matters for a defender, and the passive opponent never attacks.

Whether a card has rules text (a card without a record and without it plays as printed;
with it, it counts as missing) is read sentence by sentence (text.py: the data mixes traits,
rules and flavour in one string). A zone prefix ("Kingdom. Action: ...") gives the record's
abilities that zone (``_in_prefix_zone``); ``works_in`` / ``drawback`` tell the pilot where a
support's text works; ``attachment`` / ``attach_to`` mark attachments and their host rule
(attachments.py).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from deckcheck.games.whi.engine.attachments import host_rule, is_attachment
from deckcheck.games.whi.engine.state import (
    BATTLEFIELD,
    KINGDOM,
    LEGEND,
    OTHER,
    QUEST,
    QUEST_CARD,
    SUPPORT,
    TACTIC,
    UNIT,
    ZONE_NAMES,
)
from deckcheck.games.whi.engine.text import (
    drawback,
    has_rules_text,
    works_in,
    x_rule,
    zone_prefix,
)
from deckcheck.games.whi.races import RACE_NAMES, race_key
from deckcheck.goldfish.abilities.index import EMPTY_INDEX, AbilityIndex
from deckcheck.goldfish.abilities.records import HELPS, CardRecord, Missing
from deckcheck.goldfish.actions import ActionError
from deckcheck.goldfish.engine import deck_cards
from deckcheck.memo import per_pool

# The card records by card id: the modules of records/ add theirs when they load (game.py
# loads them; they import this module, so it cannot import them).
RECORDS: dict[str, CardRecord] = {}
LEGEND_ZONES = 3                   # a legend's power is printed once per zone of the capital
KIND_OF_TYPE = {"unit": UNIT, "support": SUPPORT, "tactic": TACTIC, "quest": QUEST_CARD,
                "legend": LEGEND}
KIND_NAMES = ("unit", "support", "tactic", "quest", "legend", "other")
KEYWORDS = ("toughness", "counterstrike", "ambush", "raider", "savage", "scout")
_KW = re.compile(r"\b(Toughness|Counterstrike|Ambush|Raider|Savage)\s+(\d+|X)\b")
_ONLY = re.compile(r"\b(Battlefield|Kingdom|Quest)(?: zone)? only\b")
_ONLY_ZONE = {"Battlefield": BATTLEFIELD, "Kingdom": KINGDOM, "Quest": QUEST}
# what the engine cannot play at all (the draft variant's cards, Cataclysm fulcrums)
UNPLAYABLE = ("fulcrum", "draft")
# card types the data has wrong, read as printed: Mining Tunnels (04002) is typed "Unit" with
# "Hit Points: 0" in the data, but it is the only one of the 68 cards with the Building trait
# that is not a support, a unit with 0 hit points would be destroyed at once [004 §HgF], and
# the FAQ restricts it [004 §Eingeschränkte Karten]: a support
TYPE_FIXES = {"04002": "support"}


def _type(card: Any) -> str:
    return TYPE_FIXES.get(card.id, card.type)


@dataclass(frozen=True, slots=True)
class WhiTable:
    race: str                          # the capital's race key (races.py)
    ids: tuple[str, ...]
    names: tuple[str, ...]
    kind: tuple[int, ...]              # UNIT, SUPPORT, TACTIC, QUEST_CARD, LEGEND
    cost: tuple[int, ...]              # printed cost (X / none -> 0)
    loyalty: tuple[int, ...]           # loyalty icons
    power: tuple[int, ...]             # power icons
    hit_points: tuple[int, ...]
    race_of: tuple[str, ...]           # the card's race key ("neutral" for none)
    traits: tuple[frozenset[str], ...]
    keywords: tuple[Mapping[str, int], ...]   # name -> X (Scout: 1)
    only_zone: tuple[int, ...]         # -1 or the one zone the card may be played into
    limited: tuple[bool, ...]
    hero: tuple[bool, ...]
    unique: tuple[bool, ...]
    title: tuple[int, ...]             # index into title_names (copies share a title)
    title_names: tuple[str, ...]
    title_copies: tuple[int, ...]
    abilities: tuple[tuple, ...]       # per instance: the record's abilities
    index: AbilityIndex
    status: tuple[str, ...]            # modeled | inert | missing (per instance)
    records: tuple[Any, ...]           # the CardRecord per instance (None: no record)
    text: tuple[str, ...]
    loyalty_unknown: tuple[bool, ...] = ()   # a race card whose loyalty the data lacks (read as 0)
    burn_three: tuple[bool, ...] = ()  # "you must burn 3 zones instead of 2 (in order) to win"
    provides: tuple[frozenset[str], ...] = ()   # races whose loyalty the card offsets in play
    # the stats some record's MODIFY constant changes ("power", "cost", a zone name); a stat
    # not named here is printed unless a lasting effect is in force
    modifies: frozenset = frozenset()
    combat_bonus: bool = False         # some record changes "damage in combat" (stat combat_damage)
    attacks_elsewhere: bool = False    # some record lets units attack from the kingdom / quest zone
    x_keyword: tuple[str, ...] = ()    # the keyword printed with X ("toughness"), "" none
    x_rule: tuple[tuple, ...] = ()     # what that X is (text.x_rule; () = not read: X is 0)
    zone_prefix: tuple[int, ...] = ()  # the zone a "Kingdom. / Quest. / Battlefield." prefix names, -1
    works_in: tuple[int, ...] = ()     # where the text works (text.works_in), -1 anywhere
    drawback: tuple[bool, ...] = ()    # the text hurts the units of its zone (text.drawback)
    attachment: tuple[bool, ...] = ()  # an Attachment (trait, or "Attach to" in its text)
    attach_to: tuple[Any, ...] = ()    # attachments.HostRule per instance (None: not one)

    @property
    def size(self) -> int:
        return len(self.ids)

    def kw(self, card: int, name: str) -> int:
        return self.keywords[card].get(name, 0)


def _number(value: Any) -> int:
    return value if isinstance(value, int) else 0


def _power(card: Any) -> int:
    """A unit's or support's power icons; a legend's power in one zone. A legend prints its
    power per zone (kingdom, quest, battlefield) and "attacks as though it were a unit in
    the battlefield" with its battlefield power; the card data holds one number, the sum of
    the three (Malekith: 6 for 2 / 2 / 2, halogenandtoast/WarhammerInvasion docs/rules/
    cards.md "Legends"), or none for a printed split ("1-2-1": read as 0). The battlefield
    share is read as the sum divided by three, rounded down: exact for an even split; for an
    uneven one the card's battlefield power is not in the data (docs/goldfish.md, "WHI
    legends")."""
    if card.type == "legend":
        return _number(card.power_icons) // LEGEND_ZONES
    return _number(card.power_icons)


def _x_keyword(text: str) -> str:
    found = re.search(r"\b(Toughness|Counterstrike|Ambush|Raider|Savage)\s+X\b", text or "")
    return found.group(1).lower() if found else ""


def _keywords(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, x in _KW.findall(text):
        out[name.lower()] = int(x) if x.isdigit() else 0
    if re.search(r"\bScout\b", text):
        out["scout"] = 1
    return out


_BURN_THREE = re.compile(r"you must burn 3 zones instead of 2")
_PROVIDES = re.compile(r"provides (.*?) [Ll]oyalty symbol")


def _provides(card: Any) -> frozenset[str]:
    """The races a card in play counts for when loyalty is offset: its own race; an
    alliance's text names the races it provides ("This Alliance provides both a Chaos and an
    Orc loyalty symbol")."""
    found = _PROVIDES.search(card.text or "")
    if found:
        return frozenset(key for word, key in RACE_NAMES.items() if word in found.group(1))
    race = card.faction or "neutral"
    return frozenset() if race == "neutral" else frozenset({race})


def _only_zone(text: str) -> int:
    found = _ONLY.search(text)
    return _ONLY_ZONE[found.group(1)] if found else -1


def capital_race(cards: list[tuple[Any, int]], faction: str | None) -> str:
    """The capital's race key: the deck's faction, else the race with the most loyalty."""
    if faction:
        key = race_key(faction)
        if key:
            return key
    weight: dict[str, int] = {}
    for card, count in cards:
        race = card.faction or "neutral"
        if race != "neutral":
            weight[race] = weight.get(race, 0) + count * max(1, card.loyalty or 0)
    if not weight:
        raise ActionError("WHI_NO_CAPITAL")
    return max(sorted(weight), key=lambda r: weight[r])


def build_table(cards: list[tuple[Any, int]], faction: str | None) -> WhiTable:
    refused = sorted({c.id for c, _ in cards if c.type in UNPLAYABLE or c.type not in KIND_OF_TYPE})
    if refused:
        raise ActionError("WHI_UNPLAYABLE_CARDS", {"ids": refused[:20]}, ids=", ".join(refused[:10]))
    race = capital_race(cards, faction)
    order = [c for c, n in sorted(cards, key=lambda p: p[0].id) for _ in range(n)]
    title_index: dict[str, int] = {}
    title_names: list[str] = []
    titles = []
    for c in order:
        key = c.title or c.name
        if key not in title_index:
            title_index[key] = len(title_names)
            title_names.append(c.name)
        titles.append(title_index[key])
    copies = [0] * len(title_names)
    for t in titles:
        copies[t] += 1
    recs = tuple(_with_engine_gaps(RECORDS.get(c.id), c) for c in order)
    prefixes = tuple(zone_prefix(c.text, c.traits or ()) for c in order)
    abilities = tuple(_in_prefix_zone(r.abilities, z) if r is not None else ()
                      for r, z in zip(recs, prefixes, strict=True))
    status = tuple(r.status if r is not None else ("inert" if not _has_text(c) else "missing")
                   for c, r in zip(order, recs, strict=True))
    table = WhiTable(
        race=race, ids=tuple(c.id for c in order), names=tuple(c.name for c in order),
        kind=tuple(KIND_OF_TYPE[_type(c)] for c in order),
        cost=tuple(_number(c.cost) for c in order),
        loyalty=tuple(_number(c.loyalty) for c in order),
        power=tuple(_power(c) for c in order),
        hit_points=tuple(_number(c.hit_points) for c in order),
        race_of=tuple(c.faction or "neutral" for c in order),
        traits=tuple(frozenset(c.traits) for c in order),
        keywords=tuple(_keywords(c.text) for c in order),
        only_zone=tuple(_only_zone(c.text) for c in order),
        limited=tuple(bool(c.limited) for c in order),
        hero=tuple(bool(c.hero) for c in order),
        unique=tuple(bool(c.unique) for c in order),
        title=tuple(titles), title_names=tuple(title_names), title_copies=tuple(copies),
        abilities=abilities, index=EMPTY_INDEX, status=status, records=recs,
        text=tuple(c.text for c in order),
        provides=tuple(_provides(c) for c in order),
        loyalty_unknown=tuple(c.loyalty is None and (c.faction or "neutral") != "neutral"
                              and c.type != "legend" for c in order),
        burn_three=tuple(bool(_BURN_THREE.search(c.text or "")) for c in order),
        x_keyword=tuple(_x_keyword(c.text) for c in order),
        x_rule=tuple(x_rule(c.text) if _x_keyword(c.text) else () for c in order),
        zone_prefix=prefixes,
        works_in=tuple(works_in(c) for c in order),
        drawback=tuple(drawback(c) for c in order),
        attachment=tuple(is_attachment(c) for c in order),
        attach_to=tuple(host_rule(c) for c in order),
        modifies=frozenset(e.value for abs_ in abilities for ab in abs_
                           if type(ab).__name__ == "Constant"
                           for e in ab.effects if e.op == "modify"),
        combat_bonus=any(e.op == "modify" and e.value == "combat_damage"
                         for abs_ in abilities for ab in abs_
                         for e in getattr(ab, "effects", ())),
        attacks_elsewhere=any(e.op == "grant" and e.value in ATTACK_FROM
                              for abs_ in abilities for ab in abs_
                              for e in getattr(ab, "effects", ())))
    return replace(table, index=AbilityIndex.build(abilities, _printed_filter(table)))


def _printed_filter(table: WhiTable):
    """For the ability index: can a constant's target ever take in card c? An "each" target
    with a filter only the cards the filter passes (it reads printed facts only: kind,
    traits, race, cost, name; ``matches`` asks it of every card); "attached" only a unit or
    a quest card, the only hosts (``legal_hosts``, and a card set aside under a quest). So
    a constant that can never reach a card is not asked for that card's power or cost."""
    def may(target: Any, source: int, c: int) -> bool:
        if target.who == "attached":
            return table.kind[c] in (UNIT, QUEST_CARD)
        if target.who == "each" and target.filter is not None:
            return target.filter.ok(table, source, c)
        return True
    return may


# the keywords a record grants to let a unit attack from outside the battlefield
ATTACK_FROM = (("keyword", "attack_from_any"), ("keyword", "attack_from_quest"))


AMBUSH_MISSING = (
    "Ambush X is not played: the card comes from hand at its full cost, never from a facedown "
    "development (halogenandtoast/WarhammerInvasion docs/rules/effects.md \"Ambush\": it may "
    "only be triggered on a facedown development; when it may be triggered and what it costs "
    "is not in the sources the engine follows).")


def _with_engine_gaps(record: Any, card: Any) -> Any:
    """The record as the engine plays it: a card with Ambush whose record does not speak of
    it gets the missing part AMBUSH_MISSING (leaning low: an ambush would help the deck). A
    card without a record is missing as a whole already (Ambush cards all have rules text)."""
    if record is None or "ambush" not in _keywords(card.text or ""):
        return record
    said = [record.inert, *(m.text for m in record.missing)]
    if any("mbush" in (s or "") for s in said):
        return record
    return replace(record, missing=(*record.missing, Missing(AMBUSH_MISSING, HELPS)))


def _in_prefix_zone(abilities: tuple, zone: int) -> tuple:
    """A zone prefix ("Kingdom. Action: ...") makes the card's abilities work only while it
    is in that zone (halogenandtoast/WarhammerInvasion docs/rules/effects.md "Zone-specific
    effects"): every ability a record gives the zone "play" gets the prefix's zone instead
    (a record naming a zone itself, or a tactic's "hand", is left as it is)."""
    if zone < 0:
        return abilities
    name = ZONE_NAMES[zone]
    return tuple(replace(ab, zone=name) if getattr(ab, "zone", "") == "play" else ab
                 for ab in abilities)


def _has_text(card: Any) -> bool:
    """Has the card rules text beyond traits, keywords and flavour the engine reads itself?
    (text.py: the data mixes rules and flavour; the sentences are told apart there)."""
    return has_rules_text(card)


def _deck_key(cards: Mapping[str, int], faction: str | None) -> tuple:
    return tuple(sorted(cards.items())), faction or ""


@per_pool(key=_deck_key, maxsize=256)
def _cached(pool: Any, cards: Mapping[str, int], faction: str | None) -> WhiTable:
    return build_table(deck_cards(pool, cards), faction)


def table_for(pool: Any, cards: Mapping[str, int], faction: str | None) -> WhiTable:
    """The table of a deck (card id -> count) in ``pool``; ActionError for unknown ids and
    for decks the engine cannot play (fulcrums, draft cards, no race for a capital)."""
    return _cached(pool, dict(cards), faction)


def pool_table(pool: Any) -> WhiTable:
    """Every card of the pool the engine can play (no fulcrum, no draft card) once, in one
    table the census reads; the census counts the others apart."""
    cards = [(c, 1) for c in pool.cards.values() if c.type not in UNPLAYABLE and c.type in KIND_OF_TYPE]
    return build_table(cards, None)


__all__ = ["KIND_NAMES", "LEGEND", "OTHER", "QUEST_CARD", "RACE_NAMES", "SUPPORT", "TACTIC",
           "UNIT", "WhiTable", "build_table", "capital_race", "pool_table",
           "table_for"]
