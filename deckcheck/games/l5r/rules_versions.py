"""Which L5R Rules Reference (RRG) is in force on a date, and what it changes for decks.

Only the versions whose dates the documents give are listed: v1.0 (the rules of the Core
Set, 2017-10-05; seed 002 is the Polish v1.0), v9, v10 (seed 000, effective 2019-07-08),
v11 and v12 (shared/spec/l5r-lists.md), v16 (the card data cites "Errata from RRG v16
(2021-01-05)"). The deckbuilding rules the validator checks did not change between the
listed versions and the unlisted ones in between (v1.1-v2.0, v13-v15); the restricted and
banned lists are versioned separately (restricted_lists/data/l5r.yaml).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from deckcheck.model import DeckInputError


@dataclass(frozen=True, slots=True)
class RulesVersion:
    name: str
    number: str
    effective: date
    source: str
    conflict_character_limit: int | None   # "at most 10 character cards" (v11 and older)
    clan_role_tables: bool                  # Keeper/Seeker roles limited per clan (v11 and older)


TIMELINE: tuple[RulesVersion, ...] = (
    RulesVersion("RRG v1.0", "1.0", date(2017, 10, 5),
                 "Rules Reference v1.0 (Core Set release; seed 002 is its Polish edition)", 10, True),
    RulesVersion("RRG v9", "9", date(2019, 5, 6), "Rules Reference v9 (shared/spec/l5r-lists.md)", 10, True),
    RulesVersion("RRG v10", "10", date(2019, 7, 8),
                 "seed 000_79113f00bcb0d63f (German Rules Reference v10), Deckbau", 10, True),
    RulesVersion("RRG v11", "11", date(2019, 10, 9), "Rules Reference v11 (shared/spec/l5r-lists.md)", 10, True),
    RulesVersion("RRG v12", "12", date(2020, 1, 6),
                 "Rules Reference v12 with Imperial Law (shared/spec/l5r-lists.md)", None, False),
    RulesVersion("RRG v16", "16", date(2021, 1, 5),
                 "Rules Reference v16 (cited by the English card data)", None, False),
)
BY_NAME = {v.name: v for v in TIMELINE}
_BY_NUMBER = {v.number: v for v in TIMELINE} | {"1": TIMELINE[0]}

#: the seasonal Keeper/Seeker tables ended with the 2019-11 season (every role is open to
#: every clan afterwards; shared/spec/l5r-lists.md, shared/spec/decisions.md)
CLAN_ROLE_TABLES_END = date(2019, 11, 1)


def in_force(as_of: date) -> RulesVersion:
    found = TIMELINE[0]
    for version in TIMELINE:
        if version.effective <= as_of:
            found = version
        else:
            break
    return found


def named(text: str) -> RulesVersion:
    """``"RRG v10"``, ``"v10"``, ``"10"``, ``"rrg-v10"`` -> RRG v10."""
    key = text.strip().lower().replace("rrg", "").replace("-", "").replace(" ", "").lstrip("v")
    version = _BY_NUMBER.get(key)
    if version is None:
        raise DeckInputError("UNKNOWN_RULES_VERSION",
                             {"rules_version": text, "versions": [v.name for v in TIMELINE]}, game="L5R")
    return version


def rules_version(as_of: date, explicit: str | None) -> str:
    """Format.rules_version: the explicit version if the deck names one, else the one in force."""
    return (named(explicit) if explicit else in_force(as_of)).name
