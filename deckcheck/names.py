"""Names of game values as a person reads them: factions, clans and races, pack names and
traits, in en, de and pl.

English is here; German and Polish are in the messages catalogue
(``deckcheck/locale/<lang>/LC_MESSAGES/messages.po``, ``msgctxt`` ``faction:<code>``,
``pack`` and ``trait``). Faction, clan and race names follow the rules documents (seed
000: Krabben-Klan ...; seed 001: Haus Lennister, Die Nachtwache; seed 002: Klan Kraba ...;
seed 004: Imperium, Zwerge; the Polish editions: Ród Starków, Nocna Straż, Krasnoludy).
German pack and trait names are those of the German editions (agot-translations: the
traits of each card paired with its English printing); packs and traits that were never
printed in Polish keep their English names in the Polish catalogue. A value without an
entry reads as in the data.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator

from deckcheck.message_entries import LANGS

if TYPE_CHECKING:
    from deckcheck.messages import Localized


FACTIONS: dict[str, str] = {
    # A Game of Thrones (throneteki codes)
    "baratheon": "House Baratheon",
    "greyjoy": "House Greyjoy",
    "lannister": "House Lannister",
    "martell": "House Martell",
    "thenightswatch": "The Night's Watch",
    "stark": "House Stark",
    "targaryen": "House Targaryen",
    "tyrell": "House Tyrell",
    "neutral": "Neutral",
    # Legend of the Five Rings (clans)
    "crab": "Crab Clan",
    "crane": "Crane Clan",
    "dragon": "Dragon Clan",
    "lion": "Lion Clan",
    "phoenix": "Phoenix Clan",
    "scorpion": "Scorpion Clan",
    "unicorn": "Unicorn Clan",
    "shadowlands": "Shadowlands",
    # Warhammer: Invasion (races)
    "empire": "Empire",
    "dwarf": "Dwarf",
    "high_elf": "High Elf",
    "orc": "Orc",
    "chaos": "Chaos",
    "dark_elf": "Dark Elf",
    "skaven": "Skaven",
    "undead": "Undead",
    "lizardmen": "Lizardmen",
    "wood_elf": "Wood Elf",
}

PACKS: tuple[str, ...] = (     # English pack names with a German edition
    "Across the Seven Kingdoms",
    "All Men Are Fools",
    "At the Gates",
    "Beneath the Red Keep",
    "Called to Arms",
    "Calm over Westeros",
    "City of Secrets",
    "Core Set",
    "Daggers in the Dark",
    "Dragons of the East",
    "Favor of the Old Gods",
    "For Family Honor",
    "Fury of the Storm",
    "Ghosts of Harrenhal",
    "Guarding the Realm",
    "House of Thorns",
    "In Daznak's Pit",
    "Journey to Oldtown",
    "Kings of the Isles",
    "Kingsmoot",
    "Lions of Casterly Rock",
    "Long May He Reign",
    "Music of Dragons",
    "No Middle Ground",
    "Oberyn's Revenge",
    "Pit of Snakes",
    "Sands of Dorne",
    "Someone Always Tells",
    "Streets of King's Landing",
    "Taking the Black",
    "The Archmaester's Key",
    "The Blackwater",
    "The Brotherhood Without Banners",
    "The Faith Militant",
    "The Fall of Astapor",
    "The King's Peace",
    "The March on Winterfell",
    "The Red Wedding",
    "The Road to Winterfell",
    "The Shadow City",
    "The Things We Do For Love",
    "There Is My Claim",
    "True Steel",
    "Tyrion's Chain",
    "Valyrian Draft Set",
    "Watchers on the Wall",
    "Wolves of the North",
)

TRAITS: tuple[str, ...] = (    # A Game of Thrones traits with a German printing
    "Ally",
    "Army",
    "Astapor",
    "Banner",
    "Barge",
    "Bastard",
    "Blessing",
    "Bloodrider",
    "Braavos",
    "Brotherhood",
    "Builder",
    "Captain",
    "Cat",
    "Citadel",
    "City",
    "Clansman",
    "Commander",
    "Companion",
    "Conclave",
    "Condition",
    "Contested",
    "Crown",
    "Direwolf",
    "Dorne",
    "Dothraki",
    "Dragon",
    "Dragonstone",
    "Dream",
    "Drowned God",
    "Edict",
    "Essos",
    "Fool",
    "Fortification",
    "Free Cities",
    "Giant",
    "Grace",
    "Guard",
    "Hatchling",
    "Highgarden",
    "House Arryn",
    "House Bolton",
    "House Botley",
    "House Clegane",
    "House Connington",
    "House Dayne",
    "House Florent",
    "House Frey",
    "House Goodbrother",
    "House Harlaw",
    "House Hightower",
    "House Hornwood",
    "House Manderly",
    "House Manwoody",
    "House Mormont",
    "House Redwyne",
    "House Reed",
    "House Santagar",
    "House Tarly",
    "House Tully",
    "House Uller",
    "House Umber",
    "House Yronwood",
    "Iron Islands",
    "Ironborn",
    "Item",
    "King",
    "King's Landing",
    "Kingdom",
    "Kingsguard",
    "Knight",
    "Lady",
    "Legacy",
    "Lhazareen",
    "Lord",
    "Maegi",
    "Maester",
    "Meereen",
    "Mercenary",
    "Merchant",
    "Minstrel",
    "Noble",
    "Old Gods",
    "Oldtown",
    "Omen",
    "Pentos",
    "Pit Fighter",
    "Poison",
    "Prophecy",
    "Qarth",
    "Queen",
    "R'hllor",
    "Raider",
    "Ranger",
    "Raven",
    "Recruit",
    "Riddle",
    "Riverlands",
    "Sand Snake",
    "Scheme",
    "Siege",
    "Skill",
    "Small Council",
    "Smuggler",
    "Song",
    "Spy",
    "Steward",
    "Stormborn",
    "Storyteller",
    "Stronghold",
    "Summer",
    "The Citadel",
    "The North",
    "The Reach",
    "The Riverlands",
    "The Seven",
    "The Westerlands",
    "Title",
    "Valyrian Steel",
    "Vehicle",
    "Wandering Crow",
    "War",
    "Warhorse",
    "Warlock",
    "Warship",
    "Weapon",
    "Westeros",
    "Wildling",
    "Winter",
    "Winterfell",
)

FACTION_CONTEXT = "faction:"
PACK_CONTEXT = "pack"
TRAIT_CONTEXT = "trait"


def entries() -> Iterator[tuple[str, str]]:
    """(catalogue context, English) of every name."""
    for code, name in FACTIONS.items():
        yield FACTION_CONTEXT + code, name
    for name in PACKS:
        yield PACK_CONTEXT, name
    for name in TRAITS:
        yield TRAIT_CONTEXT, name


_TABLES: dict[str, tuple[dict[str, str], dict[str, str], dict[str, str]]] = {}


def _tables(lang: str) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    tables = _TABLES.get(lang)
    if tables is None:
        from deckcheck.message_entries import CATALOGUES

        factions = {code: str(CATALOGUES.compile(lang, FACTION_CONTEXT + code, name))
                    for code, name in FACTIONS.items()}
        packs = {name: str(CATALOGUES.compile(lang, PACK_CONTEXT, name)) for name in PACKS}
        traits = {name: str(CATALOGUES.compile(lang, TRAIT_CONTEXT, name)) for name in TRAITS}
        tables = _TABLES[lang] = (factions, packs, traits)
    return tables


def faction_name(code: str | None, lang: str = "en") -> str:
    """``"thenightswatch"`` -> "The Night's Watch" / "Die Nachtwache" / "Nocna Straż"; a code
    nobody named reads as words ("some_code" -> "Some Code")."""
    if not code:
        return ""
    found = _tables(lang if lang in LANGS else "en")[0].get(code)
    return found or code.replace("_", " ").replace("-", " ").title()


def faction_choice(codes: Iterable[str]) -> Localized:
    """The factions (clans, races) ``codes`` as a choice in words, per language: "House
    Baratheon, ... or House Tyrell" / "Haus Baratheon, ... oder Haus Tyrell" / "... lub ..."."""
    from deckcheck.messages import Localized, joined

    codes = list(codes)
    return Localized(*(joined([faction_name(c, lang) for c in codes], lang) for lang in LANGS))


def pack_name(name: str | None, lang: str = "en") -> str:
    """A pack's name (as the data spells it in English) in ``lang``."""
    if not name:
        return ""
    return _tables(lang if lang in LANGS else "en")[1].get(name, name)


def trait_name(name: str | None, lang: str = "en") -> str:
    """A trait (as the data spells it in English) in ``lang``: "Knight" -> "Ritter"."""
    if not name:
        return ""
    return _tables(lang if lang in LANGS else "en")[2].get(name, name)
