"""L5R words that appear inside messages: clans and elements in en, de and pl.

German follows seed 000 (Krabben-Klan ... Einhorn-Klan; Luft, Erde, Feuer, Wasser,
Leere); Polish follows seed 002 (clan names in the genitive as in "klan Kraba" ...
"klan Jednorożca", used after "klan"/"klanu"/"klanów"; the ring effects Powietrze,
Ziemia, Ogień, Woda, Pustka). Violations carry every language's word as
its own parameter (``clans``, ``clans_de``, ``clans_pl``) so each template can use its
own; they are built only when a violation is reported.
"""
from __future__ import annotations

from collections.abc import Iterable

ELEMENTS = ("air", "earth", "fire", "water", "void")
CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")

_CLAN = {   # en, de (seed 000 "Klan" table), pl genitive (seed 002 "KLAN KRABA" ...)
    "crab": ("Crab", "Krabben-Klan", "Kraba"),
    "crane": ("Crane", "Kranich-Klan", "Żurawia"),
    "dragon": ("Dragon", "Drachen-Klan", "Smoka"),
    "lion": ("Lion", "Löwen-Klan", "Lwa"),
    "phoenix": ("Phoenix", "Phönix-Klan", "Feniksa"),
    "scorpion": ("Scorpion", "Skorpion-Klan", "Skorpiona"),
    "unicorn": ("Unicorn", "Einhorn-Klan", "Jednorożca"),
    "neutral": ("neutral", "neutral", "neutralne"),
    "shadowlands": ("Shadowlands", "Schattenlande", "Shadowlands"),
}
_ELEMENT = {
    "air": ("air", "Luft", "Powietrze"),
    "earth": ("earth", "Erde", "Ziemia"),
    "fire": ("fire", "Feuer", "Ogień"),
    "water": ("water", "Wasser", "Woda"),
    "void": ("void", "Leere", "Pustka"),
}
_LANG = {"en": 0, "de": 1, "pl": 2}


def _word(table: dict[str, tuple[str, str, str]], key: str, lang: str) -> str:
    words = table.get(key)
    return words[_LANG[lang]] if words else key


def localized(prefix: str, keys: Iterable[str], kind: str = "clan") -> dict[str, str]:
    """``{prefix: "Crab, Lion", prefix_de: "Krabben-Klan, Löwen-Klan", prefix_pl: "Kraba, Lwa"}``."""
    table = _CLAN if kind == "clan" else _ELEMENT
    keys = list(keys)
    out = {}
    for lang in _LANG:
        name = prefix if lang == "en" else f"{prefix}_{lang}"
        out[name] = ", ".join(_word(table, k, lang) for k in keys) or "-"
    return out
