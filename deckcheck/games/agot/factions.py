"""The eight factions of AGoT 2nd edition, their codes and names.

A deck names its faction by code (faction cards are not cards in the data). German
names follow seed 001 [§Fraktion, Fraktionskarten]; Polish names are the Polish
edition's "Ród X" / "Nocna Straż".
"""
from __future__ import annotations

from types import MappingProxyType

from deckcheck.text import normalize_name

FACTIONS = ("baratheon", "greyjoy", "lannister", "martell", "thenightswatch", "stark",
            "targaryen", "tyrell")
NEUTRAL = "neutral"

NAMES = MappingProxyType({
    "baratheon": ("House Baratheon", "Haus Baratheon", "Ród Baratheon"),
    "greyjoy": ("House Greyjoy", "Haus Graufreud", "Ród Greyjoy"),
    "lannister": ("House Lannister", "Haus Lennister", "Ród Lannister"),
    "martell": ("House Martell", "Haus Martell", "Ród Martell"),
    "thenightswatch": ("The Night's Watch", "Die Nachtwache", "Nocna Straż"),
    "stark": ("House Stark", "Haus Stark", "Ród Stark"),
    "targaryen": ("House Targaryen", "Haus Targaryen", "Ród Targaryen"),
    "tyrell": ("House Tyrell", "Haus Tyrell", "Ród Tyrell"),
    NEUTRAL: ("neutral", "neutral", "neutralna"),
})

# every spelling a deck may use: the code, the English/German/Polish name with or
# without "House"/"Haus"/"Ród", OCTGN's faction card names ("House Baratheon")
_SPELLINGS: dict[str, str] = {}
for _code, _names in NAMES.items():
    if _code == NEUTRAL:
        continue
    for _name in (_code, *_names):
        _key = normalize_name(_name)
        _SPELLINGS[_key] = _code
        for _prefix in ("house ", "haus ", "rod "):
            if _key.startswith(_prefix):
                _SPELLINGS[_key[len(_prefix):]] = _code
_SPELLINGS["nights watch"] = "thenightswatch"
_SPELLINGS["nightswatch"] = "thenightswatch"
_SPELLINGS["nachtwache"] = "thenightswatch"
_SPELLINGS["nocna straz"] = "thenightswatch"
_EXACT = {code: code for code in FACTIONS}


def faction_code(text: str | None) -> str | None:
    """The faction code for a code or a faction name; None when unknown."""
    if not text or not isinstance(text, str):
        return None
    return _EXACT.get(text) or _SPELLINGS.get(normalize_name(text))


def faction_names(code: str | None) -> dict[str, str]:
    """Message parameters ``faction`` / ``faction_de`` / ``faction_pl``."""
    en, de, pl = NAMES.get(code or "", (code or "?", code or "?", code or "?"))
    return {"faction": en, "faction_de": de, "faction_pl": pl}
