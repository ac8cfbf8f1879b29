"""Reading a WHI card's text box: which sentences are rules, which are traits, keywords the
engine reads itself, or flavour; a keyword's "X is ..." definition; zone prefixes.

The card data (mcwookie/warhammer-invasion-lcg-lists, ``rules_text``) gives the whole text
box as one string: the traits ("Warrior. Elite."), the rules and the flavour text, with no
separator between them ("Zealot. Let me introduce you to... pain!"). A printed card sets
flavour in italics, which the data loses, so the engine tells them apart by what they say:

- a sentence naming one of the traits of the card, alone, is a trait;
- quoted text ("...") and an attribution after it ("- Gavius Klugge") are flavour;
- a sentence the engine reads itself is a keyword: Toughness / Counterstrike / Ambush /
  Raider / Savage N with its reminder in parentheses, Scout, Limited, "Limit one Hero per
  zone", "X only" (a zone, Order, Destruction), an alliance's "(This Alliance provides ...)",
  and a Toughness X definition ``x_rule`` understands;
- any other sentence is rules text when it uses a word of the game (unit, zone, damage,
  resource, Action:, corrupt, attach, ... matched case-insensitively, see ``_GAME_WORDS``),
  otherwise flavour. Rules text always names what it acts on; flavour names people,
  places and feelings. Tested on the Core Set's texts (tests/test_goldfish_whi_text.py).

Zone prefixes ("Kingdom. Action: ...", "Battlefield. ...", "Quest. ..."): an ability
printed after such a word works only while its card is in that zone of its controller
(halogenandtoast/WarhammerInvasion docs/rules/effects.md: "Battlefield/Kingdom/Quest -
when an ability is prefixed with a zone name, the ability is only active while the card
is in that zone"); ``zone_prefix`` reads it.
"""
from __future__ import annotations

import re
from typing import Any

from deckcheck.games.whi.engine.state import BATTLEFIELD, KINGDOM, QUEST

_QUOTED = re.compile(r"[\"\u201c][^\"\u201d]*[\"\u201d](?:\s*-\s*[A-Z][\w' .-]*$)?")
_SPLIT = re.compile(r"(?<=[.!?)])\s+(?=[A-Z(\[\"'])")
_KEYWORD = re.compile(
    r"^(?:(?:Toughness|Counterstrike|Ambush|Raider|Savage)\s+(?:\d+|X)"
    r"|Scout|Limited|Limit one Hero per zone"
    r"|(?:Battlefield|Kingdom|Quest)(?: zone)? only|(?:Order|Destruction) only"
    r"|(?:Dwarf|Empire|High Elf|Orc|Chaos|Dark Elf|Skaven|Lizardmen|Wood Elf) only"
    r")\s*(?:\([^)]*\))?\s*\.?$")
_ALLIANCE = re.compile(r"^\(This [Aa]lliance provides .*\)\.?$")
_GAME_WORDS = re.compile(
    r"\b(?:units?|supports?|tactics?|quests?|legends?|cards?|zones?|capitals?|damage|"
    r"resources?|power|hit points?|corrupt\w*|restor\w*|attach\w*|"
    r"attack(?:s|ed|ing|ers?)?|defend(?:s|ed|ing)?|"
    r"play\w*|developments?|draws?|discard\w*|deck|hand|sacrific\w*|destroy\w*|cancel\w*|"
    r"heal\w*|action|forced|reaction|opponents?|(?:you|opponents?|players?) controls?|"
    r"controls|controller|turns?|phases?|costs?|tokens?|"
    r"loyalty|traits?|gains?|loses?|(?:toughness|counterstrike|ambush|raider|savage) (?:\d+|X)|"
    r"scout|limit\w*|target\w*|X is|hero|combat|participat\w*|burn\w*|uncancellable)\b|"
    r"\[(?:P|Power|Dwarf|Empire|High Elf|Orc|Chaos|Dark Elf|Skaven|Neutral)\]",
    re.IGNORECASE)
_X_KEYWORD = re.compile(r"\b(?:Toughness|Counterstrike) X\b")
_ZONE_PREFIX = re.compile(r"^(Kingdom|Quest|Battlefield)\.(?:\s+|$)")
_PREFIX_ZONE = {"Kingdom": KINGDOM, "Quest": QUEST, "Battlefield": BATTLEFIELD}

# Toughness X / Counterstrike X: what X is (the printed definition -> a rule x_value reads)
_X_RULES = (
    (re.compile(r"X is the number of development(?: card)?s in this zone"), ("developments_in_zone",)),
    (re.compile(r"X is the number of other \[([\w ]+)\] units in this zone"), ("other_race_units_in_zone",)),
    (re.compile(r"X is the number of resource tokens on this (?:unit|card)"), ("tokens",)),
    (re.compile(r"X is the highest loyalty (?:on|of) an? \[([\w ]+)\] card you control"), ("highest_loyalty",)),
    (re.compile(r"X is the damage on (?:that|this|the) unit"), ("damage",)),
)


def sentences(text: str) -> list[str]:
    """The sentences of a text box, quoted flavour removed."""
    text = _QUOTED.sub(" ", text or "").strip()
    return [s.strip() for s in _SPLIT.split(text) if s.strip()]


def x_rule(text: str) -> tuple:
    """What X of a keyword is: (rule name, argument) for a definition the engine reads, ()
    for none (X is then 0: fail closed, the keyword does nothing)."""
    for pattern, (name,) in _X_RULES:
        found = pattern.search(text or "")
        if found:
            arg = found.group(1).lower().replace(" ", "_") if found.groups() else ""
            return (name, arg)
    return ()


def _read_itself(sentence: str, traits: frozenset[str], x_read: bool) -> bool:
    s = sentence.strip()
    if s.rstrip(".") in traits:
        return True
    if _KEYWORD.match(s) or _ALLIANCE.match(s):
        return True
    return x_read and s.startswith("X is") and any(p.search(s) for p, _ in _X_RULES)


def rules_sentences(card: Any) -> list[str]:
    """The sentences of the card's rules text the engine does not read itself (traits,
    keywords and flavour left out)."""
    traits = frozenset(card.traits or ())
    text = card.text or ""
    x_read = bool(x_rule(text)) and bool(_X_KEYWORD.search(text))
    out = []
    for s in sentences(text):
        s = _ZONE_PREFIX.sub("", s)
        if _read_itself(s, traits, x_read):
            continue
        if _GAME_WORDS.search(s):
            out.append(s)
    return out


def has_rules_text(card: Any) -> bool:
    """Does the card have rules text beyond traits, keywords the engine reads and flavour?"""
    return bool(rules_sentences(card))


_BATTLE_WORDS = re.compile(r"\byour battlefield\b|\battack\w*|\bdefend\w*|\bcombat\b",
                           re.IGNORECASE)
_ATTACKED = re.compile(r"attacking this zone|this zone is (?:being )?attacked", re.IGNORECASE)
_DRAWBACK = re.compile(r"\benter (?:play in )?this zone corrupted\b|\bunits in this zone "
                       r"(?:lose|cannot)\b", re.IGNORECASE)


def works_in(card: Any) -> int:
    """Where a support's text works, for the pilot's placement: the zone its prefix names;
    else the battlefield when its rules speak of "this zone" together with attacking,
    defending or combat, or of "your battlefield" (units attack from the battlefield only);
    -1 when the text says nothing about a zone. A drawback for the units of its zone
    ("Your units enter this zone corrupted") is ``drawback``."""
    prefix = zone_prefix(card.text or "", card.traits or ())
    if prefix >= 0:
        return prefix
    for s in rules_sentences(card):
        if re.search(r"\byour battlefield\b", s, re.IGNORECASE):
            return BATTLEFIELD
        if (re.search(r"\bthis zone\b", s, re.IGNORECASE) and _BATTLE_WORDS.search(s)
                and not _ATTACKED.search(s)):
            return BATTLEFIELD
    return -1


def drawback(card: Any) -> bool:
    """Does the text hurt the player's units in its zone ("Your units enter this zone
    corrupted")?"""
    return any(_DRAWBACK.search(s) for s in rules_sentences(card))


def zone_prefix(text: str, traits: frozenset[str] | tuple = ()) -> int:
    """The zone a zone prefix names ("Kingdom. Action: ..."), -1 for none. The prefix must
    open the rules text: the first sentence after the traits and keywords (a prefix further
    on, after an ability without one, is not read: -1, the abilities work in every zone)."""
    traits = frozenset(traits)
    for s in sentences(text):
        found = _ZONE_PREFIX.match(s)
        if found:
            return _PREFIX_ZONE[found.group(1)]
        if _read_itself(s, traits, False):
            continue
        return -1
    return -1
