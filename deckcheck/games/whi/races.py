"""The races of Warhammer: Invasion and the side (Order or Destruction) each fights on.

Six races have capital boards and loyalty symbols; their cards carry the race. Four
more races (the "hidden kingdoms") only appear on neutral cards, identified by a
trait: Skaven and Undead (Vampire Counts) fight for Destruction, Lizardmen and Wood
Elves for Order. Every such card that prints "Order only" / "Destruction only" in the
card data agrees with this grouping (Skaven 30/30, Undead 30/30, Lizardmen 29/29,
Wood Elf 27/27 in whi_full.json), and FFG's March of the Damned preview says the
Lizardmen "aid the forces of Order" and the Vampire Counts "collude with the forces of
Destruction".

The grouping of the six main races is the rulebook's ("The Races"), not the seed's.
"""
from __future__ import annotations

from types import MappingProxyType

from deckcheck.text import normalize_name

ORDER = "order"
DESTRUCTION = "destruction"

#: races with a capital board and loyalty symbol, in the rulebook's order
MAIN_RACES = MappingProxyType({
    "empire": ORDER, "dwarf": ORDER, "high_elf": ORDER,
    "orc": DESTRUCTION, "chaos": DESTRUCTION, "dark_elf": DESTRUCTION,
})
#: races that only appear as traits of neutral cards
HIDDEN_RACES = MappingProxyType({
    "skaven": DESTRUCTION, "undead": DESTRUCTION, "lizardmen": ORDER, "wood_elf": ORDER,
})
ALIGNMENT = MappingProxyType({**MAIN_RACES, **HIDDEN_RACES})

#: printed race / trait name -> race key ("High Elf" -> "high_elf")
RACE_NAMES = MappingProxyType({
    "Empire": "empire", "Dwarf": "dwarf", "High Elf": "high_elf", "Orc": "orc",
    "Chaos": "chaos", "Dark Elf": "dark_elf", "Skaven": "skaven", "Undead": "undead",
    "Lizardmen": "lizardmen", "Wood Elf": "wood_elf",
})

#: race key -> its name in messages: English (rulebook), German (Heidelberger edition),
#: Polish (Galakta edition, "Warhammer: Inwazja"); the same words race_key() accepts
RACE_WORDS = MappingProxyType({
    "empire": ("Empire", "Imperium", "Imperium"),
    "dwarf": ("Dwarf", "Zwerge", "Krasnoludy"),
    "high_elf": ("High Elf", "Hochelfen", "Wysokie Elfy"),
    "orc": ("Orc", "Orks", "Orkowie"),
    "chaos": ("Chaos", "Chaos", "Chaos"),
    "dark_elf": ("Dark Elf", "Dunkelelfen", "Mroczne Elfy"),
    "skaven": ("Skaven", "Skaven", "Skaveni"),
    "undead": ("Undead", "Untote", "Nieumarli"),
    "lizardmen": ("Lizardmen", "Echsenmenschen", "Jaszczuroludzie"),
    "wood_elf": ("Wood Elf", "Waldelfen", "Leśne Elfy"),
})

_SPELLINGS = {
    "empire": "empire", "the empire": "empire", "imperium": "empire",
    "dwarf": "dwarf", "dwarfs": "dwarf", "dwarves": "dwarf", "zwerge": "dwarf",
    "krasnoludy": "dwarf",
    "high elf": "high_elf", "high elves": "high_elf", "hochelfen": "high_elf",
    "wysokie elfy": "high_elf",
    "orc": "orc", "orcs": "orc", "orks": "orc", "orkowie": "orc", "greenskins": "orc",
    "chaos": "chaos",
    "dark elf": "dark_elf", "dark elves": "dark_elf", "dunkelelfen": "dark_elf",
    "mroczne elfy": "dark_elf",
    "skaven": "skaven",
    "undead": "undead", "vampire counts": "undead",
    "lizardmen": "lizardmen", "lizardman": "lizardmen", "echsenmenschen": "lizardmen",
    "wood elf": "wood_elf", "wood elves": "wood_elf", "waldelfen": "wood_elf",
}


def race_key(text: str | None) -> str | None:
    """A capital or race as typed (``"High Elf"``, ``"high-elf"``, ``"Dwarfs"``,
    ``"Zwerge"``) -> the race key (``"high_elf"``), or None when it is no race."""
    if not text:
        return None
    if text in ALIGNMENT:
        return text
    return _SPELLINGS.get(normalize_name(text.replace("_", " ")))


def race_words(key: str, field: str = "capital") -> dict[str, str]:
    """Message parameters naming a race in en, de and pl: ``{field}``, ``{field}_de``,
    ``{field}_pl``."""
    en, de, pl = RACE_WORDS.get(key, (key, key, key))
    return {field: en, f"{field}_de": de, f"{field}_pl": pl}
